package dev.idgen.jdbc.contract;

import dev.idgen.testsupport.TestDatabase;
import dev.idgen.testsupport.TestDatabases;

/** The snowflake layout contract on H2. */
class H2SnowflakeLayoutContractTest extends AbstractSnowflakeLayoutContractTest {

    @Override
    protected TestDatabase newDatabase() {
        return TestDatabases.freshH2();
    }
}
