package dev.idgen.jdbc.contract;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.idgen.DatabaseFailoverException;
import dev.idgen.InvalidIdRequestException;
import dev.idgen.jdbc.IdGenEngine;
import dev.idgen.jdbc.IdGenEngineBuilder;
import dev.idgen.jdbc.admin.FailoverAdmin;
import dev.idgen.jdbc.admin.KeyAdmin;
import dev.idgen.jdbc.admin.OrderedKeyAdmin;
import dev.idgen.jdbc.ordered.OrderedIdGenerator;
import dev.idgen.jdbc.ordered.OrderedShards;
import dev.idgen.jdbc.segment.SegmentIdGenerator;
import dev.idgen.jdbc.snowflake.NodeIdentity;
import dev.idgen.jdbc.snowflake.SnowflakeIdGenerator;
import dev.idgen.testsupport.SettableTimeSource;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import org.junit.jupiter.api.Test;

/**
 * What every database promises when it goes back in time under running engines — a restore from a
 * backup, or a failover to a replica that missed the last commits, without a timeline idgen could
 * read (MySQL, H2; on PostgreSQL the same happens without a new timeline only through a restore).
 * The rows are rewound in place, as the lost commits would leave them ({@link LostCommits}: past the
 * guards, which refuse any statement that does it).
 *
 * <p>The contract: a node whose reservation comes back below what it already handed out refuses
 * it, with a {@link DatabaseFailoverException} naming the key and the values, and refuses for every
 * engine from then on (the epoch row), while ids it holds in memory remain its own to hand out;
 * a snowflake lease row that forgot this node's promise gets it back and issuance goes on; after an
 * operator's recovery ({@link FailoverAdmin#recover}) every engine serves again, and across the
 * whole run no id is handed out twice.
 */
public abstract class AbstractRewindContractTest extends AbstractDatabaseContract {

    /** The slow-ordered tables only for the tests that use the strategy ({@link WithSlowOrderedTables}): most of a migration's statements. */
    @Override
    protected boolean slowOrderedTables() {
        return false;
    }

    @Override
    protected IdGenEngineBuilder configure(IdGenEngineBuilder builder) {
        return builder.maxWait(Duration.ofSeconds(2)).failover(o -> o.probeInterval(Duration.ofMillis(200)))
                .segment(o -> o.minStep(100).maxStep(100).defaultStep(100));
    }

    private IdGenEngine node(int port) {
        return engine(IdGenEngine.builder(db.dataSource()).name("rewind-" + port)
                .snowflakeNode(new NodeIdentity("rewind", "host", port)).heartbeatInterval(Duration.ofMillis(200))
                .leaseTtl(Duration.ofSeconds(3)).timestampHorizon(Duration.ofSeconds(1)));
    }

    @Test
    @VersionSensitive
    @WithSlowOrderedTables
    void aDatabaseThatWentBackIsRefusedUntilRecoveredAndNoIdRepeats() throws Exception {
        IdGenEngine one = node(1);
        IdGenEngine two = node(2);
        Set<Long> segment = new HashSet<>();
        SegmentIdGenerator orders = one.segment("order");
        for (int i = 0; i < 150; i++) {
            assertThat(segment.add(orders.nextId())).isTrue(); // ranges of 100: the second in use, the third fetched ahead
        }
        OrderedIdGenerator chat = one.slowOrdered("chat", "room-1");
        List<Long> ordered = new ArrayList<>();
        for (long id : chat.nextIds(20)) {
            ordered.add(id);
        }

        // the database forgets everything since the start (as lost commits do: no statement, the guards would refuse one)
        LostCommits.rewind(db, "idgen_segment", "UPDATE idgen_segment SET max_id = 1");
        String shard = OrderedShards.tableOf("chat", "room-1", OrderedShards.DEFAULT_COUNT);
        LostCommits.rewind(db, shard, "UPDATE " + shard + " SET num = 0");

        DatabaseFailoverException refused = null;
        for (int i = 0; i < 1000 && refused == null; i++) {
            try {
                assertThat(segment.add(orders.nextId())).as("what is in memory is this node's own").isTrue();
            } catch (DatabaseFailoverException e) {
                refused = e;
            }
        }
        assertThat(segment.size()).as("served from memory after the rewind: the rest of what was reserved")
                .isBetween(200, 300);
        assertThat(refused).isNotNull().hasMessageContaining("segment key 'order'").hasMessageContaining("came back below")
                .hasMessageContaining("idgen failover recover");
        assertThatThrownBy(chat::nextId).isInstanceOf(DatabaseFailoverException.class)
                .hasMessageContaining("slow-ordered key 'chat' sub-key 'room-1'");
        FailoverAdmin admin = FailoverAdmin.on(db.dataSource());
        assertThat(admin.status().serving()).isFalse();
        assertThat(admin.status().reason()).contains("segment key 'order'");
        await(() -> two.refusedReason() != null, "the other node learns it within its probe interval");
        assertThatThrownBy(() -> two.segment("invoice").nextId()).isInstanceOf(DatabaseFailoverException.class)
                .hasMessageContaining("no id is issued from the database");

        FailoverAdmin.Recovery recovery = admin.recover(10_000, FailoverAdmin.DEFAULT_WORKER_FENCE);
        assertThat(recovery.epoch().serving()).isTrue();
        assertThat(recovery.segmentKeys()).isEqualTo(2);
        await(() -> one.refusedReason() == null && two.refusedReason() == null, "both nodes serve again");
        int before = segment.size();
        for (int i = 0; i < 300; i++) {
            assertThat(segment.add(orders.nextId())).isTrue();
        }
        assertThat(segment).allMatch(id -> id > 0).hasSize(before + 300);
        long next = chat.nextId();
        assertThat(next).isGreaterThan(ordered.get(ordered.size() - 1));
        assertThat(two.segment("invoice").nextId()).isGreaterThan(10_000);
    }

    @Test
    @VersionSensitive
    void aLeaseRowThatForgotThePromiseGetsItBackAndIssuanceGoesOn() throws Exception {
        IdGenEngine one = node(3);
        SnowflakeIdGenerator flakes = one.snowflake();
        long before = flakes.nextId();
        long promised = db.queryLong("SELECT last_timestamp FROM idgen_worker WHERE worker_id = " + flakes.workerId());
        assertThat(promised).isPositive();

        LostCommits.rewind(db, "idgen_worker", "UPDATE idgen_worker SET last_timestamp = 0"); // the database forgot the promise

        await(() -> one.refusedReason() != null, "the next heartbeat notices the lost promise");
        assertThat(one.refusedReason()).contains("snowflake worker " + flakes.workerId()).contains("promise");
        await(() -> db.queryLong("SELECT last_timestamp FROM idgen_worker WHERE worker_id = " + flakes.workerId())
                >= promised, "the promise is back in the row");
        assertThat(flakes.nextId()).as("the lease is intact: ids go on").isGreaterThan(before);
        assertThatThrownBy(() -> one.snowflake("other")).as("no new lease while refused")
                .isInstanceOf(DatabaseFailoverException.class);
    }

    /**
     * A row lost whole (created in the commits the database lost) is created again on first use; the
     * recovery cannot move it, so every row created after a recovery starts above the recovery floor,
     * the sum of the recoveries' margins — except a daily period that began after the last recovery,
     * which no node could have started before it. An operator's explicit start below the floor is
     * refused naming it.
     */
    @Test
    @VersionSensitive
    @WithSlowOrderedTables
    void rowsCreatedAfterARecoveryStartAboveTheRecoveryFloor() {
        FailoverAdmin admin = FailoverAdmin.on(db.dataSource());
        admin.recover(1_000, Duration.ofSeconds(1));
        admin.recover(500, Duration.ofSeconds(1));
        long recoveredAt = System.currentTimeMillis();
        SettableTimeSource clock = new SettableTimeSource(recoveredAt);
        IdGenEngine engine = engine(IdGenEngine.builder(db.dataSource()).name("floor").timeSource(clock));

        assertThat(engine.segment("new-after-recovery").nextId()).as("a new segment key").isEqualTo(1_501);
        assertThat(engine.slowOrdered("chat", "new-room").nextId()).as("a new slow-ordered sub-key").isEqualTo(1_501);
        assertThat(engine.daily("new-day").next().serial()).as("today's daily row: its period began before the recovery")
                .isEqualTo(1_501);
        clock.advanceMillis(Duration.ofDays(2).toMillis());
        assertThat(engine.daily("new-day").next().serial()).as("a day that began after the recovery starts at 1")
                .isEqualTo(1);

        KeyAdmin keys = KeyAdmin.on(db.dataSource());
        assertThatThrownBy(() -> keys.create(new KeyAdmin.NewKey("explicit", 1_500, 100, null, null, "")))
                .isInstanceOf(InvalidIdRequestException.class)
                .hasMessageContaining("key 'explicit' cannot start at 1500").hasMessageContaining("recovery floor to 1500")
                .hasMessageContaining("1501");
        assertThat(keys.show("explicit")).as("nothing was written").isEmpty();
        assertThat(keys.create(new KeyAdmin.NewKey("explicit", 1_501, 100, null, null, "")).nextId()).isEqualTo(1_501);
        OrderedKeyAdmin ordered = OrderedKeyAdmin.on(db.dataSource());
        assertThatThrownBy(() -> ordered.create("chat", "explicit", 7))
                .isInstanceOf(InvalidIdRequestException.class).hasMessageContaining("cannot start at 7");
        assertThat(ordered.show("chat", "explicit")).as("nothing was written").isEmpty();
    }

    private static void await(BooleanSupplier condition, String what) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(15);
        while (!condition.getAsBoolean()) {
            if (System.nanoTime() - deadline > 0) {
                throw new AssertionError("not within 15 s: " + what);
            }
            Thread.sleep(20);
        }
    }
}
