package dev.idgen.jdbc.contract;

import dev.idgen.Dialect;
import dev.idgen.testsupport.TestDatabase;
import dev.idgen.testsupport.TestDatabases;

/**
 * Every contract on H2 (in memory), which many users run their own tests on.
 *
 * <p>The outage contract runs on H2 in server mode: an in-memory database behind this JVM's H2 TCP server
 * ({@link TestDatabases#freshH2Server()}), so the proxy can stand between the engine and H2. Every scenario
 * holds here as written; none is overridden. What differs underneath:
 * <ul>
 *   <li><b>Black hole.</b> H2's client ignores {@code Connection.setNetworkTimeout}, and the
 *       statement timeout does not end a read on a frozen socket either, so a reservation whose
 *       bytes the proxy holds keeps an engine thread in a socket read until the network is back
 *       (MariaDB's driver ends it after the network timeout, 2 s here). Callers do not notice:
 *       each waits for the reservation at most {@code maxWait} and fails saying "a reservation has
 *       been waiting for the database for N ms"; after the restore the held statement completes,
 *       its range or ids are used (or skipped, never reissued) and service resumes at once.</li>
 *   <li><b>Cut.</b> H2 reports the lost connection with its own codes (90067, then 90121 on every
 *       later use), not an SQLState of class 08, so HikariCP by itself keeps handing the dead
 *       connection to an engine that retries more often than every 500 ms (slow-ordered round
 *       trips, a 200 ms heartbeat), and that engine would never reach the database again. The test
 *       pools on H2 evict on those codes (idgen-test-support's {@code H2BrokenConnections}), as an
 *       application running H2 in server mode behind HikariCP has to configure as well.</li>
 * </ul>
 */
class H2ContractTest extends DatabaseContracts {

    @Override
    protected TestDatabase freshDatabase() {
        return TestDatabases.freshH2();
    }

    @Override
    protected TestDatabase freshNetworkDatabase() {
        return TestDatabases.freshH2Server();
    }

    @Override
    protected Dialect dialect() {
        return Dialect.H2;
    }
}
