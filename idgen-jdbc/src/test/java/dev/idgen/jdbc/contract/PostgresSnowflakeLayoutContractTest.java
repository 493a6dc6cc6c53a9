package dev.idgen.jdbc.contract;

import dev.idgen.testsupport.TestDatabase;
import dev.idgen.testsupport.TestDatabases;

/** The snowflake layout contract on Postgres. */
class PostgresSnowflakeLayoutContractTest extends AbstractSnowflakeLayoutContractTest {

    @Override
    protected TestDatabase newDatabase() {
        return TestDatabases.freshPostgres();
    }
}
