package dev.idgen.jdbc.contract;

import static org.assertj.core.api.Assertions.assertThat;

import dev.idgen.Dialect;
import dev.idgen.testsupport.TestDatabase;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Every contract (segment, slow-ordered, worker leases, time zones, outages, rewinds, serial periods,
 * snowflake layouts, document numbers, regions) bound to one database: the one way a contract meets a database. A subclass per database
 * target ({@code H2ContractTest}, {@code MariaDbContractTest}, {@code PostgresContractTest}, the PostgreSQL
 * service, each embedded PostgreSQL version, each container) says how to create a fresh database there and
 * what differs there (through the hooks below); each contract runs as a {@link Nested} class, so a target
 * that is skipped (no server, no Docker, a version not selected) skips them all, and its server is started
 * once for all of them. What only one database has to prove sits in that database's class, as another
 * {@link Nested} class. Each contract carries a {@link Tag} with its name, so one contract runs on every
 * database with {@code -Dtest='*ContractTest' -Dgroups=outage}.
 *
 * <p>Why {@link Nested} classes and not a parameterized mechanism: the database is the unit a developer runs
 * ({@code -Dtest=MariaDbContractTest}), skips (with one reason), starts a server for, and tunes (a slower
 * dialect takes fewer calls); a class per database keeps all of that in one small file, and the reports
 * read per database.
 */
abstract class DatabaseContracts {

    /** A new, empty database on the target; closed (dropped) by the contract after each test. */
    protected abstract TestDatabase freshDatabase();

    /** The dialect the engine must detect on the target. */
    protected abstract Dialect dialect();

    /** A new, empty database the outage contract reaches over TCP through its proxy ({@link #freshDatabase()} by default). */
    protected TestDatabase freshNetworkDatabase() {
        return freshDatabase();
    }

    /** How many ids the segment contract's nodes take together ({@link AbstractSegmentEngineTest#multiNodeIds()}). */
    protected int segmentMultiNodeIds() {
        return 200_000;
    }

    /** Calls per thread of the slow-ordered contract ({@link AbstractOrderedEngineTest#callsPerThread()}). */
    protected int orderedCallsPerThread() {
        return 400;
    }

    @Nested
    @Tag("segment")
    class Segment extends AbstractSegmentEngineTest {
        @Override
        protected TestDatabase newDatabase() {
            return freshDatabase();
        }

        @Override
        protected int multiNodeIds() {
            return segmentMultiNodeIds();
        }

        @Test
        @VersionSensitive
        void detectsTheDialect() {
            assertThat(engine().dialect()).isEqualTo(dialect());
        }

        @Test
        @VersionSensitive
        void missingSchemaFailsTheBuildAndNamesTheMigration() {
            try (TestDatabase empty = freshDatabase()) {
                assertMissingSchemaNamesTheMigration(empty);
            }
        }
    }

    @Nested
    @Tag("slow-ordered")
    class Ordered extends AbstractOrderedEngineTest {
        @Override
        protected TestDatabase newDatabase() {
            return freshDatabase();
        }

        @Override
        protected int callsPerThread() {
            return orderedCallsPerThread();
        }
    }

    @Nested
    @Tag("worker-leases")
    class WorkerLeases extends AbstractWorkerLeaseContractTest {
        @Override
        protected TestDatabase newDatabase() {
            return freshDatabase();
        }
    }

    @Nested
    @Tag("time-zones")
    class TimeZones extends AbstractTimeZoneContractTest {
        @Override
        protected TestDatabase newDatabase() {
            return freshDatabase();
        }
    }

    @Nested
    @Tag("outage")
    class Outage extends AbstractOutageContractTest {
        @Override
        protected TestDatabase newDatabase() {
            return freshNetworkDatabase();
        }
    }

    @Nested
    @Tag("rewind")
    class Rewind extends AbstractRewindContractTest {
        @Override
        protected TestDatabase newDatabase() {
            return freshDatabase();
        }
    }

    @Nested
    @Tag("serial-periods")
    class SerialPeriods extends AbstractSerialPeriodContractTest {
        @Override
        protected TestDatabase newDatabase() {
            return freshDatabase();
        }
    }

    @Nested
    @Tag("snowflake-layouts")
    class SnowflakeLayouts extends AbstractSnowflakeLayoutContractTest {
        @Override
        protected TestDatabase newDatabase() {
            return freshDatabase();
        }
    }

    @Nested
    @Tag("regions")
    class Regions extends AbstractRegionContractTest {
        @Override
        protected TestDatabase newDatabase() {
            return freshNetworkDatabase(); // a node built while the database is down reaches it through a proxy
        }
    }

    @Nested
    @Tag("documents")
    class Documents extends AbstractDocumentNumbersContractTest {
        @Override
        protected TestDatabase newDatabase() {
            return freshDatabase();
        }
    }

    @Nested
    @Tag("documents")
    class DocumentsOnTheCallersConnection extends AbstractCallersConnectionDocumentsContract {
        @Override
        protected TestDatabase newDatabase() {
            return freshDatabase();
        }
    }

    @Nested
    @Tag("existing-rows")
    class ExistingRows extends AbstractExistingRowsContractTest {
        @Override
        protected TestDatabase newDatabase() {
            return freshDatabase();
        }
    }
}
