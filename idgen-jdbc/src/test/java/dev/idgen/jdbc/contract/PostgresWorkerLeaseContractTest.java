package dev.idgen.jdbc.contract;

import dev.idgen.testsupport.TestDatabase;
import dev.idgen.testsupport.TestDatabases;

/** The worker lease contract on Postgres. */
class PostgresWorkerLeaseContractTest extends AbstractWorkerLeaseContractTest {

    @Override
    protected TestDatabase newDatabase() {
        return TestDatabases.freshPostgres();
    }
}
