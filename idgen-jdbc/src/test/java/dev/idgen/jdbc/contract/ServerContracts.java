package dev.idgen.jdbc.contract;

import dev.idgen.testsupport.TestDatabase;
import org.junit.jupiter.api.Nested;

/**
 * Every contract (segment, slow-ordered, worker leases, time zones, outages) against one database server,
 * named by a subclass: the PostgreSQL service, or a server in a container. Each contract runs as a
 * {@link Nested} class, so a subclass that is skipped (no server, no Docker) skips them all, and
 * the server is started once for all of them.
 */
abstract class ServerContracts {

    /** A new, empty database on the server; closed (dropped) by the contract after each test. */
    protected abstract TestDatabase freshDatabase();

    @Nested
    class Segment extends AbstractSegmentEngineTest {
        @Override
        protected TestDatabase newDatabase() {
            return freshDatabase();
        }
    }

    @Nested
    class Ordered extends AbstractOrderedEngineTest {
        @Override
        protected TestDatabase newDatabase() {
            return freshDatabase();
        }
    }

    @Nested
    class WorkerLeases extends AbstractWorkerLeaseContractTest {
        @Override
        protected TestDatabase newDatabase() {
            return freshDatabase();
        }
    }

    @Nested
    class TimeZones extends AbstractTimeZoneContractTest {
        @Override
        protected TestDatabase newDatabase() {
            return freshDatabase();
        }
    }

    @Nested
    class Outage extends AbstractOutageContractTest {
        @Override
        protected TestDatabase newDatabase() {
            return freshDatabase();
        }
    }

    @Nested
    class Rewind extends AbstractRewindContractTest {
        @Override
        protected TestDatabase newDatabase() {
            return freshDatabase();
        }
    }
}
