package dev.idgen.jdbc;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.idgen.ClockMovedBackwardsException;
import dev.idgen.IdExhaustedException;
import dev.idgen.IdGenConfigurationException;
import dev.idgen.IdGeneratorClosedException;
import dev.idgen.IdSourceUnavailableException;
import dev.idgen.LeaseLostException;
import dev.idgen.SnowflakeLayout;
import dev.idgen.jdbc.snowflake.NodeIdentity;
import dev.idgen.jdbc.snowflake.SnowflakeIdGenerator;
import dev.idgen.migrations.IdGenMigrations;
import dev.idgen.testsupport.TcpProxy;
import dev.idgen.testsupport.TestDatabase;
import dev.idgen.testsupport.TestDatabases;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import javax.sql.DataSource;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** Snowflake worker leases on a real PostgreSQL: several engines = several nodes. */
class SnowflakePostgresTest {

    private TestDatabase db;
    private final List<IdGenEngine> engines = new ArrayList<>();

    @BeforeEach
    void migrate() {
        db = TestDatabases.freshPostgres();
        IdGenMigrations.migrate(db.dataSource());
    }

    @AfterEach
    void stop() {
        engines.forEach(IdGenEngine::close);
        db.close();
    }

    private IdGenEngine engine(String app, int port) {
        return engine(IdGenEngine.builder(db.dataSource()).snowflakeNode(new NodeIdentity(app, "host-a", port)));
    }

    private IdGenEngine engine(IdGenEngine.Builder b) {
        IdGenEngine e = b.heartbeatInterval(Duration.ofMillis(200)).timestampHorizon(Duration.ofSeconds(2))
                .leaseTtl(Duration.ofSeconds(3)).takeoverWait(Duration.ofSeconds(5)).build();
        engines.add(e);
        return e;
    }

    @Test
    void twoNodesGetDifferentWorkersAndNeverShareAnId() {
        SnowflakeIdGenerator a = engine("app", 8081).snowflake();
        SnowflakeIdGenerator b = engine("app", 8082).snowflake();
        assertThat(a.workerId()).isNotEqualTo(b.workerId());
        long[] ia = a.nextIds(50_000);
        long[] ib = b.nextIds(50_000);
        long[] all = new long[ia.length + ib.length];
        System.arraycopy(ia, 0, all, 0, ia.length);
        System.arraycopy(ib, 0, all, ia.length, ib.length);
        AbstractSegmentEngineTest.assertNoDuplicates(all);
        assertThat(a.decode(ia[0]).worker()).isEqualTo(a.workerId());
        assertThat(db.queryLong("SELECT COUNT(*) FROM idgen_worker")).isEqualTo(2);
    }

    @Test
    void theSameNodeGetsItsWorkerBackAfterACleanRestartWithoutWaiting() {
        IdGenEngine first = engine("app", 8081);
        SnowflakeIdGenerator g = first.snowflake();
        int worker = g.workerId();
        long lastBefore = g.nextId();
        first.close();
        assertThatThrownBy(g::nextId).isInstanceOf(IdGeneratorClosedException.class);
        // close recorded the exact last timestamp, not the promise, so the restart does not wait
        assertThat(db.queryLong("SELECT last_timestamp FROM idgen_worker WHERE worker_id = " + worker))
                .isEqualTo(g.decode(lastBefore).time().toEpochMilli());
        long t0 = System.nanoTime();
        SnowflakeIdGenerator again = engine("app", 8081).snowflake();
        assertThat(TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - t0)).isLessThan(1500);
        assertThat(again.workerId()).isEqualTo(worker);
        assertThat(again.nextId()).isGreaterThan(lastBefore);
        assertThat(db.queryLong("SELECT COUNT(*) FROM idgen_worker")).as("no worker id burnt").isEqualTo(1);
    }

    @Test
    void aNodeRestartedAfterACrashWaitsUntilItsClockPassesThePromise() {
        long promise = System.currentTimeMillis() + 1500;
        // what a crashed node leaves behind: a live lease and a promise ahead of the clock
        db.execute("INSERT INTO idgen_worker (namespace, datacenter_id, worker_id, app_name, host, port, pid, instance_id,"
                + " lease_expires_at, heartbeat_at, last_timestamp) VALUES ('default', 0, 5, 'app', 'host-a', 8081, 1, 'dead',"
                + (System.currentTimeMillis() + 20_000) + ", " + System.currentTimeMillis() + ", " + promise + ")");
        long t0 = System.nanoTime();
        SnowflakeIdGenerator g = engine("app", 8081).snowflake();
        assertThat(g.workerId()).isEqualTo(5);
        assertThat(TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - t0)).isGreaterThanOrEqualTo(1000);
        assertThat(g.decode(g.nextId()).time().toEpochMilli()).isGreaterThan(promise);
    }

    @Test
    void anExpiredLeaseOfAnotherNodeIsTakenOverOnlyAfterItsPromise() {
        long promise = System.currentTimeMillis() + 1200;
        db.execute("INSERT INTO idgen_worker (namespace, datacenter_id, worker_id, app_name, host, port, pid, instance_id,"
                + " lease_expires_at, heartbeat_at, last_timestamp) VALUES ('default', 0, 0, 'other', 'host-b', 9000, 1, 'gone',"
                + (System.currentTimeMillis() - 1000) + ", " + (System.currentTimeMillis() - 4000) + ", " + promise + ")");
        SnowflakeIdGenerator g = engine("app", 8081).snowflake();
        assertThat(g.workerId()).as("the expired worker id is reused, not a new one burnt").isZero();
        assertThat(g.decode(g.nextId()).time().toEpochMilli()).isGreaterThan(promise);
    }

    @Test
    void aLiveLeaseOfAnotherNodeIsNotTaken() {
        db.execute("INSERT INTO idgen_worker (namespace, datacenter_id, worker_id, app_name, host, port, pid, instance_id,"
                + " lease_expires_at, heartbeat_at, last_timestamp) VALUES ('default', 0, 0, 'other', 'host-b', 9000, 1, 'alive',"
                + (System.currentTimeMillis() + 60_000) + ", " + System.currentTimeMillis() + ", 0)");
        assertThat(engine("app", 8081).snowflake().workerId()).isEqualTo(1);
    }

    @Test
    void aStolenLeaseStopsIssuanceAndSaysWhy() throws Exception {
        SnowflakeIdGenerator g = engine("app", 8081).snowflake();
        g.nextId();
        db.execute("UPDATE idgen_worker SET instance_id = 'thief', app_name = 'thief' WHERE worker_id = " + g.workerId());
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(5);
        LeaseLostException lost = null;
        while (lost == null && System.nanoTime() < deadline) {
            try {
                g.nextId();
                Thread.sleep(1);
            } catch (LeaseLostException e) {
                lost = e;
            }
        }
        assertThat(lost).isNotNull().hasMessageContaining("taken by another node").hasMessageContaining("worker " + g.workerId());
        assertThat(g.stats().stopReason()).contains("taken by another node");
        assertThat(db.queryLong("SELECT COUNT(*) FROM idgen_worker WHERE instance_id = 'thief'"))
                .as("the thief's row is left alone").isEqualTo(1);
    }

    @Test
    void aPromiseFarAheadOfTheClockIsRefusedAtStart() {
        long promise = System.currentTimeMillis() + 60_000;
        db.execute("INSERT INTO idgen_worker (namespace, datacenter_id, worker_id, app_name, host, port, pid, instance_id,"
                + " lease_expires_at, heartbeat_at, last_timestamp) VALUES ('default', 0, 0, 'app', 'host-a', 8081, 1, 'x', 0, 0, "
                + promise + ")");
        IdGenEngine e = engine("app", 8081);
        assertThatThrownBy(e::snowflake).isInstanceOf(ClockMovedBackwardsException.class)
                .hasMessageContaining("taking over").hasMessageContaining("behind");
    }

    @Test
    void allWorkerIdsTakenIsAClearErrorNamingTheLimit() {
        SnowflakeLayout fourWorkers = SnowflakeLayout.builder().workerBits(2).sequenceBits(20).build();
        for (int port = 1; port <= 4; port++) {
            engine(IdGenEngine.builder(db.dataSource()).snowflakeLayout(fourWorkers)
                    .snowflakeNode(new NodeIdentity("app", "h", port))).snowflake();
        }
        IdGenEngine fifth = engine(IdGenEngine.builder(db.dataSource()).snowflakeLayout(fourWorkers)
                .snowflakeNode(new NodeIdentity("app", "h", 5)));
        assertThatThrownBy(fifth::snowflake).isInstanceOf(IdExhaustedException.class)
                .hasMessageContaining("all 4 worker ids (0 to 3)").hasMessageContaining("namespace 'default'");
    }

    @Test
    void namespacesLeaseSeparately() {
        IdGenEngine e = engine("app", 8081);
        assertThat(e.snowflake("orders").workerId()).isZero();
        assertThat(e.snowflake("payments").workerId()).isZero();
        assertThat(e.snowflake("orders")).isSameAs(e.snowflake("orders"));
    }

    @Test
    void badSnowflakeSettingsAreRejected() {
        IdGenEngine.Builder b = IdGenEngine.builder(db.dataSource());
        assertThatThrownBy(() -> b.datacenterId(-1)).isInstanceOf(IdGenConfigurationException.class).hasMessageContaining("was -1");
        assertThatThrownBy(() -> IdGenEngine.builder(db.dataSource()).datacenterId(1).build())
                .isInstanceOf(IdGenConfigurationException.class).hasMessageContaining("between 0 and 0").hasMessageContaining("was 1");
        assertThatThrownBy(() -> IdGenEngine.builder(db.dataSource()).heartbeatInterval(Duration.ofSeconds(20)).build())
                .isInstanceOf(IdGenConfigurationException.class).hasMessageContaining("heartbeatInterval (PT20S)");
        assertThatThrownBy(() -> IdGenEngine.builder(db.dataSource()).randomSequenceStart(3000).build())
                .isInstanceOf(IdGenConfigurationException.class).hasMessageContaining("at most half").hasMessageContaining("was 3000");
        assertThatThrownBy(() -> new NodeIdentity("app", "h", 70000)).isInstanceOf(IdGenConfigurationException.class)
                .hasMessageContaining("was 70000");
    }

    @Test
    void withTheDatabaseCutIdsContinueUntilThePromiseThenFailClearlyThenResume() throws Exception {
        try (TcpProxy proxy = TcpProxy.start(db.host(), db.port())) {
            DataSource viaProxy = db.newDataSourceVia(proxy, 2);
            // the lease (6 s, less a 1 s margin) outlives the 2 s promise, so the promise is what stops issuance
            IdGenEngine cutEngine = IdGenEngine.builder(viaProxy).maxWait(Duration.ofMillis(300)).databaseTimeout(Duration.ofSeconds(1))
                    .snowflakeNode(new NodeIdentity("app", "h", 1)).heartbeatInterval(Duration.ofMillis(200))
                    .timestampHorizon(Duration.ofSeconds(2)).leaseTtl(Duration.ofSeconds(6)).build();
            engines.add(cutEngine);
            SnowflakeIdGenerator g = cutEngine.snowflake();
            g.nextId();
            proxy.cut();
            long cutAt = System.currentTimeMillis();
            IdSourceUnavailableException failure = null;
            long lastOk = 0;
            while (failure == null && System.currentTimeMillis() - cutAt < 10_000) {
                try {
                    lastOk = g.nextId();
                } catch (IdSourceUnavailableException e) {
                    failure = e;
                }
                Thread.sleep(5);
            }
            assertThat(failure).as("issuance stops at the persisted promise").isNotNull()
                    .hasMessageContaining("has not confirmed timestamps");
            assertThat(g.decode(lastOk).time().toEpochMilli()).isLessThanOrEqualTo(g.stats().promisedUntil().toEpochMilli());
            proxy.restore();
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
            long resumed = 0;
            while (resumed == 0 && System.nanoTime() < deadline) {
                try {
                    resumed = g.nextId();
                } catch (IdSourceUnavailableException e) {
                    Thread.sleep(50);
                }
            }
            assertThat(resumed).as("resumed after the database came back").isGreaterThan(lastOk);
        }
    }
}
