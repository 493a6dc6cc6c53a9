package dev.idgen.jdbc.contract;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.idgen.IdGenConfigurationException;
import dev.idgen.InvalidIdRequestException;
import dev.idgen.SnowflakeLayout;
import dev.idgen.jdbc.IdGenEngine;
import dev.idgen.jdbc.IdGenEngineBuilder;
import dev.idgen.jdbc.admin.NamespaceLayout;
import dev.idgen.jdbc.admin.WorkerAdmin;
import dev.idgen.jdbc.snowflake.NodeIdentity;
import dev.idgen.jdbc.snowflake.SnowflakeIdGenerator;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * The snowflake layout recorded per namespace ({@code idgen_snowflake_namespace}, migration V7), the
 * same on every database: the first engine records its layout, an engine with other bits or another
 * epoch refuses to lease in that namespace, a new namespace takes any layout, and
 * {@link WorkerAdmin#changeLayout} is the deliberate way, refused while a lease is live or when new ids
 * could fall at or below old ones.
 */
abstract class AbstractSnowflakeLayoutContractTest extends AbstractDatabaseContract {

    /** This contract never uses the slow-ordered strategy: its database is migrated without those tables. */
    @Override
    protected boolean slowOrderedTables() {
        return false;
    }


    private static final SnowflakeLayout DEFAULT = SnowflakeLayout.defaults(); // 41/0/10/12
    private static final SnowflakeLayout FEWER_WORKERS = SnowflakeLayout.builder().workerBits(8).sequenceBits(14).build();
    private static final SnowflakeLayout EARLIER_EPOCH = SnowflakeLayout.builder()
            .epoch(Instant.parse("2024-01-01T00:00:00Z")).build();

    @Override
    protected IdGenEngineBuilder configure(IdGenEngineBuilder b) {
        return b.heartbeatInterval(Duration.ofMillis(200)).timestampHorizon(Duration.ofSeconds(1))
                .leaseTtl(Duration.ofSeconds(3)).takeoverWait(Duration.ofSeconds(10));
    }

    private IdGenEngine node(int port, SnowflakeLayout layout) {
        return engine(IdGenEngine.builder(db.newDataSource(2)).snowflakeLayout(layout)
                .snowflakeNode(new NodeIdentity("layout", "h", port)));
    }

    private long workerRows(String namespace) {
        return db.queryLong("SELECT COUNT(*) FROM idgen_worker WHERE namespace = '" + namespace + "'");
    }

    @Test
    @VersionSensitive
    void theFirstEngineRecordsItsLayoutAndAnotherLayoutRefusesNamingBoth() {
        SnowflakeIdGenerator first = node(9001, DEFAULT).snowflake("orders");
        first.nextId();
        NamespaceLayout recorded = WorkerAdmin.on(db.dataSource()).layout("orders").orElseThrow();
        assertThat(recorded.describe()).isEqualTo("41/0/10/12 (timestamp/datacenter/worker/sequence bits), epoch "
                + SnowflakeLayout.DEFAULT_EPOCH);

        IdGenEngine other = node(9002, FEWER_WORKERS);
        assertThatThrownBy(() -> other.snowflake("orders")).isInstanceOf(IdGenConfigurationException.class)
                .hasMessageContaining("namespace 'orders'")
                .hasMessageContaining("41/0/10/12")
                .hasMessageContaining("41/0/8/14")
                .hasMessageContaining("new namespace")
                .hasMessageContaining("idgen workers change-layout");
        assertThat(workerRows("orders")).as("the refused engine leased no worker id").isEqualTo(1);
        assertThat(first.nextId()).as("the first engine still serves").isPositive();
    }

    @Test
    void anotherEpochWithTheSameBitsRefusesNamingBothEpochs() {
        node(9011, DEFAULT).snowflake("orders").nextId();
        IdGenEngine moved = node(9012, EARLIER_EPOCH);
        assertThatThrownBy(() -> moved.snowflake("orders")).isInstanceOf(IdGenConfigurationException.class)
                .hasMessageContaining("namespace 'orders'")
                .hasMessageContaining("epoch " + SnowflakeLayout.DEFAULT_EPOCH)
                .hasMessageContaining("epoch 2024-01-01T00:00:00Z");
        assertThat(workerRows("orders")).isEqualTo(1);
    }

    @Test
    void enginesWithTheSameLayoutBothServeAndANewNamespaceTakesAnotherLayout() {
        SnowflakeIdGenerator a = node(9021, DEFAULT).snowflake("orders");
        SnowflakeIdGenerator b = node(9022, DEFAULT).snowflake("orders");
        assertThat(a.workerId()).isNotEqualTo(b.workerId());
        Set<Long> ids = new HashSet<>();
        for (long id : a.nextIds(5_000)) {
            assertThat(ids.add(id)).isTrue();
        }
        for (long id : b.nextIds(5_000)) {
            assertThat(ids.add(id)).as("duplicate %d", id).isTrue();
        }
        SnowflakeIdGenerator v2 = node(9023, FEWER_WORKERS).snowflake("orders-v2");
        assertThat(v2.nextId()).isPositive();
        assertThat(WorkerAdmin.on(db.dataSource()).layout("orders-v2").orElseThrow().workerBits()).isEqualTo(8);
        assertThat(WorkerAdmin.on(db.dataSource()).layout("orders").orElseThrow().workerBits()).isEqualTo(10);
    }

    /** Nodes of two layouts starting at once on a new namespace: one layout is recorded, the other leases nothing. */
    @Test
    @VersionSensitive
    void enginesOfTwoLayoutsStartingTogetherAgreeOnOneLayout() throws Exception {
        int nodes = 6;
        ExecutorService pool = Executors.newFixedThreadPool(nodes);
        CountDownLatch go = new CountDownLatch(1);
        List<Future<SnowflakeLayout>> results = new ArrayList<>();
        for (int n = 0; n < nodes; n++) {
            IdGenEngine e = node(9030 + n, n % 2 == 0 ? DEFAULT : FEWER_WORKERS);
            results.add(pool.submit(() -> {
                go.await();
                try {
                    SnowflakeIdGenerator g = e.snowflake("race");
                    g.nextId();
                    return g.layout();
                } catch (IdGenConfigurationException refused) {
                    return null;
                }
            }));
        }
        go.countDown();
        Set<SnowflakeLayout> serving = new HashSet<>();
        int refused = 0;
        for (Future<SnowflakeLayout> f : results) {
            SnowflakeLayout l = f.get(60, TimeUnit.SECONDS);
            if (l == null) {
                refused++;
            } else {
                serving.add(l);
            }
        }
        pool.shutdown();
        assertThat(serving).hasSize(1);
        assertThat(refused).isEqualTo(nodes / 2);
        NamespaceLayout recorded = WorkerAdmin.on(db.dataSource()).layout("race").orElseThrow();
        assertThat(recorded.workerBits()).isEqualTo(serving.iterator().next().workerBits());
        assertThat(workerRows("race")).isEqualTo(nodes / 2);
    }

    /** A namespace leased before migration V7 has worker rows and no layout: the first engine after it records its own. */
    @Test
    void aNamespaceWithWorkerRowsButNoRecordedLayoutGetsTheFirstEnginesLayout() {
        IdGenEngine before = node(9041, FEWER_WORKERS);
        long old = before.snowflake("legacy").nextId();
        before.close();
        db.execute("DELETE FROM idgen_snowflake_namespace WHERE namespace = 'legacy'"); // as before the upgrade
        SnowflakeIdGenerator after = node(9041, FEWER_WORKERS).snowflake("legacy");
        assertThat(after.nextId()).isGreaterThan(old);
        assertThat(WorkerAdmin.on(db.dataSource()).layout("legacy").orElseThrow().workerBits()).isEqualTo(8);
        assertThatThrownBy(() -> node(9042, DEFAULT).snowflake("legacy")).isInstanceOf(IdGenConfigurationException.class);
    }

    /**
     * Worker 0 under 41/0/8/14 composes ids below those worker 1 of datacenter 1 under 41/2/8/12 made in the
     * same millisecond. The old node promised timestamps 3 s ahead (its clock ran ahead, say) and crashed;
     * the changed namespace's not-before makes a never-used worker id of the new layout wait past that.
     */
    @Test
    @VersionSensitive
    void aLayoutChangeIsRefusedWhileALeaseIsLiveThenAppliesAndEveryNewIdIsAboveTheOldOnes() {
        SnowflakeLayout withDatacenters = SnowflakeLayout.builder().datacenterBits(2).workerBits(8).build();
        WorkerAdmin admin = WorkerAdmin.on(db.dataSource());
        IdGenEngine oldNode = engine(IdGenEngine.builder(db.newDataSource(2)).snowflakeLayout(withDatacenters)
                .datacenterId(1).snowflakeNode(new NodeIdentity("layout", "h", 9051)));
        SnowflakeIdGenerator old = oldNode.snowflake("orders");
        old.nextIds(1_000);

        assertThatThrownBy(() -> admin.changeLayout("orders", FEWER_WORKERS)).isInstanceOf(InvalidIdRequestException.class)
                .hasMessageContaining("namespace 'orders'")
                .hasMessageContaining("41/0/8/14")
                .hasMessageContaining("41/2/8/12")
                .hasMessageContaining("1 lease(s) under the old layout are live")
                .hasMessageContaining("worker " + old.workerId() + " datacenter 1");
        assertThat(admin.layout("orders").orElseThrow().datacenterBits()).as("nothing changed").isEqualTo(2);
        assertThat(old.nextId()).as("the live engine still serves").isPositive();

        oldNode.close();
        long promise = System.currentTimeMillis() + 3_000;
        db.execute("UPDATE idgen_worker SET last_timestamp = " + promise + " WHERE namespace = 'orders'");
        long largestOldId = withDatacenters.compose(promise, 1, old.workerId(), withDatacenters.maxSequence());

        NamespaceLayout changed = admin.changeLayout("orders", FEWER_WORKERS);
        assertThat(changed.describe()).startsWith("41/0/8/14 ");
        assertThat(changed.changes()).isEqualTo(1);
        assertThat(changed.notBefore()).isEqualTo(Instant.ofEpochMilli(promise));
        assertThat(db.queryLong("SELECT COUNT(*) FROM idgen_worker WHERE namespace = 'orders' AND instance_id = "
                + "'layout-change-1'")).as("every row fenced, none deleted").isEqualTo(1);

        SnowflakeIdGenerator next = node(9052, FEWER_WORKERS).snowflake("orders");
        assertThat(next.datacenterId()).isZero();
        long firstNew = next.nextId();
        assertThat(next.decode(firstNew).time()).isAfter(Instant.ofEpochMilli(promise));
        assertThat(firstNew).isGreaterThan(largestOldId);
        assertThatThrownBy(() -> node(9053, DEFAULT).snowflake("orders")).as("the old layout is refused now")
                .isInstanceOf(IdGenConfigurationException.class).hasMessageContaining("41/0/8/14");
    }

    @Test
    void aLayoutChangeThatMovesTheEpochLaterIsRefusedAndAnEarlierEpochIsAccepted() {
        WorkerAdmin admin = WorkerAdmin.on(db.dataSource());
        IdGenEngine oldNode = node(9061, EARLIER_EPOCH);
        long maxOld = oldNode.snowflake("orders").nextId();
        oldNode.close();
        assertThatThrownBy(() -> admin.changeLayout("orders", DEFAULT)).isInstanceOf(InvalidIdRequestException.class)
                .hasMessageContaining("namespace 'orders'")
                .hasMessageContaining("epoch 2024-01-01T00:00:00Z")
                .hasMessageContaining("epoch " + SnowflakeLayout.DEFAULT_EPOCH)
                .hasMessageContaining("an epoch moved later");
        assertThat(admin.layout("orders").orElseThrow().epoch()).isEqualTo(Instant.parse("2024-01-01T00:00:00Z"));
        assertThat(db.queryLong("SELECT COUNT(*) FROM idgen_worker WHERE instance_id LIKE 'layout-change%'"))
                .as("no row fenced by a refused change").isZero();

        SnowflakeLayout earlier = SnowflakeLayout.builder().epoch(Instant.parse("2023-01-01T00:00:00Z")).build();
        assertThat(admin.changeLayout("orders", earlier).epoch()).isEqualTo(Instant.parse("2023-01-01T00:00:00Z"));
        assertThat(node(9062, earlier).snowflake("orders").nextId()).isGreaterThan(maxOld);
    }

    /** After a change to fewer worker bits, worker rows above the new largest worker id do not exhaust the namespace. */
    @Test
    void afterAChangeToFewerWorkerBitsNewWorkerIdsAreLeasedBelowTheOldRows() {
        IdGenEngine oldNode = node(9071, DEFAULT);
        oldNode.snowflake("orders").nextId();
        oldNode.close();
        db.execute("INSERT INTO idgen_worker (namespace, datacenter_id, worker_id, app_name, host, port, pid, instance_id, "
                + "lease_expires_at, heartbeat_at, last_timestamp) VALUES ('orders', 0, 300, 'old', 'h', 1, 1, 'gone', 0, 0, "
                + System.currentTimeMillis() + ")");
        WorkerAdmin.on(db.dataSource()).changeLayout("orders", FEWER_WORKERS);
        SnowflakeIdGenerator a = node(9072, FEWER_WORKERS).snowflake("orders");
        SnowflakeIdGenerator b = node(9073, FEWER_WORKERS).snowflake("orders");
        assertThat(a.workerId()).as("the expired row 0 reused").isZero();
        assertThat(b.workerId()).as("a new worker id within 8 bits, not 301").isEqualTo(1);
        assertThat(b.nextId()).isPositive();
    }

    @Test
    void aLayoutChangeOfANamespaceWithoutARecordedLayoutIsRefused() {
        assertThatThrownBy(() -> WorkerAdmin.on(db.dataSource()).changeLayout("nobody", FEWER_WORKERS))
                .isInstanceOf(InvalidIdRequestException.class).hasMessageContaining("namespace 'nobody'")
                .hasMessageContaining("no recorded layout");
    }
}
