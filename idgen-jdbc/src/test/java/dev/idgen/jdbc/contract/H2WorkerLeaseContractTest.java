package dev.idgen.jdbc.contract;

import dev.idgen.testsupport.TestDatabase;
import dev.idgen.testsupport.TestDatabases;

/** The worker lease contract on H2. */
class H2WorkerLeaseContractTest extends AbstractWorkerLeaseContractTest {

    @Override
    protected TestDatabase newDatabase() {
        return TestDatabases.freshH2();
    }
}
