package dev.idgen.jdbc.contract;

import dev.idgen.testsupport.TestDatabase;
import dev.idgen.testsupport.TestDatabases;

/** The time-zone contract on PostgreSQL (embedded, or the server in IDGEN_TEST_JDBC_URL). */
class PostgresTimeZoneContractTest extends AbstractTimeZoneContractTest {

    @Override
    protected TestDatabase newDatabase() {
        return TestDatabases.freshPostgres();
    }
}
