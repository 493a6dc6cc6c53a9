package dev.idgen.mybatis;

import dev.idgen.testsupport.TestDatabase;
import dev.idgen.testsupport.TestDatabases;
import org.junit.jupiter.api.AfterEach;

/** The MyBatis and MyBatis-Plus applications on a fresh Postgres database per test. */
class PostgresMybatisTest extends AbstractMybatisTest {

    private TestDatabase db;

    @Override
    TestDatabase database() {
        db = TestDatabases.freshPostgres();
        return db;
    }

    @Override
    String schema() {
        return "schema-postgresql.sql";
    }

    @AfterEach
    void drop() {
        if (db != null) {
            db.close();
        }
    }
}
