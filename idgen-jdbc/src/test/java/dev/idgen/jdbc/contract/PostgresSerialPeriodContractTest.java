package dev.idgen.jdbc.contract;

import dev.idgen.testsupport.TestDatabase;
import dev.idgen.testsupport.TestDatabases;

/** The serial-period contract on PostgreSQL (embedded, or the server in IDGEN_TEST_JDBC_URL). */
class PostgresSerialPeriodContractTest extends AbstractSerialPeriodContractTest {

    @Override
    protected TestDatabase newDatabase() {
        return TestDatabases.freshPostgres();
    }
}
