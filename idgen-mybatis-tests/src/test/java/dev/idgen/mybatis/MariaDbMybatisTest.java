package dev.idgen.mybatis;

import dev.idgen.testsupport.TestDatabase;
import dev.idgen.testsupport.TestDatabases;
import org.junit.jupiter.api.AfterEach;

/** The MyBatis and MyBatis-Plus applications on a fresh MariaDB database per test. */
class MariaDbMybatisTest extends AbstractMybatisTest {

    private TestDatabase db;

    @Override
    TestDatabase database() {
        db = TestDatabases.freshMariaDb();
        return db;
    }

    @Override
    String schema() {
        return "schema-mariadb.sql";
    }

    @AfterEach
    void drop() {
        if (db != null) {
            db.close();
        }
    }
}
