package dev.idgen.jdbc.contract;

import dev.idgen.testsupport.TestDatabase;
import dev.idgen.testsupport.TestDatabases;

/** The serial-period contract on MariaDB (the MySQL dialect). */
class MariaDbSerialPeriodContractTest extends AbstractSerialPeriodContractTest {

    @Override
    protected TestDatabase newDatabase() {
        return TestDatabases.freshMariaDb();
    }
}
