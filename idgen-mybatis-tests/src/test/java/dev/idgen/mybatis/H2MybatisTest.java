package dev.idgen.mybatis;

import dev.idgen.testsupport.TestDatabase;
import dev.idgen.testsupport.TestDatabases;
import org.junit.jupiter.api.AfterEach;

/** The MyBatis and MyBatis-Plus applications on a fresh H2 database per test. */
class H2MybatisTest extends AbstractMybatisTest {

    private TestDatabase db;

    @Override
    TestDatabase database() {
        db = TestDatabases.freshH2();
        return db;
    }

    @Override
    String schema() {
        return "schema-h2.sql";
    }

    @AfterEach
    void drop() {
        if (db != null) {
            db.close();
        }
    }
}
