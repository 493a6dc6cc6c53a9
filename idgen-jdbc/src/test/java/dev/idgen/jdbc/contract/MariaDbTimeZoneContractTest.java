package dev.idgen.jdbc.contract;

import dev.idgen.testsupport.TestDatabase;
import dev.idgen.testsupport.TestDatabases;

/** The time-zone contract on MariaDB (the MySQL dialect: DATETIME columns, UNIX_TIMESTAMP). */
class MariaDbTimeZoneContractTest extends AbstractTimeZoneContractTest {

    @Override
    protected TestDatabase newDatabase() {
        return TestDatabases.freshMariaDb();
    }
}
