package dev.idgen.jdbc.contract;

import dev.idgen.testsupport.TestDatabase;
import dev.idgen.testsupport.TestDatabases;

/**
 * The outage contract on PostgreSQL (embedded, or the server in IDGEN_TEST_JDBC_URL).
 *
 * <p>Under a black hole a reservation holds its engine thread longer than the network timeout:
 * when the statement timeout fires, pgjdbc sends the cancel request over a new connection into the
 * same black hole, and the executing thread waits for the connection lock the cancel holds until
 * pgjdbc's {@code cancelSignalTimeout} (10 s by default) ends it: about 11 s in all, measured with
 * {@code databaseTimeout} 1 s. Callers do not notice: each waits at most {@code maxWait}.
 */
class PostgresOutageContractTest extends AbstractOutageContractTest {

    @Override
    protected TestDatabase newDatabase() {
        return TestDatabases.freshPostgres();
    }
}
