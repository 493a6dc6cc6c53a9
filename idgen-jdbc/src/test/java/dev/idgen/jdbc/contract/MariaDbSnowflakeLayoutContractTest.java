package dev.idgen.jdbc.contract;

import dev.idgen.testsupport.TestDatabase;
import dev.idgen.testsupport.TestDatabases;

/** The snowflake layout contract on MariaDb. */
class MariaDbSnowflakeLayoutContractTest extends AbstractSnowflakeLayoutContractTest {

    @Override
    protected TestDatabase newDatabase() {
        return TestDatabases.freshMariaDb();
    }
}
