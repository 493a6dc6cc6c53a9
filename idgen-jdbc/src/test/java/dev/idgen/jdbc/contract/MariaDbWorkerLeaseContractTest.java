package dev.idgen.jdbc.contract;

import dev.idgen.testsupport.TestDatabase;
import dev.idgen.testsupport.TestDatabases;

/** The worker lease contract on MariaDb. */
class MariaDbWorkerLeaseContractTest extends AbstractWorkerLeaseContractTest {

    @Override
    protected TestDatabase newDatabase() {
        return TestDatabases.freshMariaDb();
    }
}
