package dev.idgen.jdbc.failover;

import static dev.idgen.jdbc.failover.FailoverChecks.assertNoRepeats;
import static dev.idgen.jdbc.failover.FailoverChecks.assertOnlyWaitsFailed;
import static dev.idgen.jdbc.failover.FailoverChecks.await;
import static dev.idgen.jdbc.failover.FailoverChecks.awaitHandedOutPast;
import static dev.idgen.jdbc.failover.FailoverChecks.awaitServing;
import static dev.idgen.jdbc.failover.FailoverChecks.figures;
import static dev.idgen.jdbc.failover.FailoverChecks.maxHandedOutBefore;
import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.zaxxer.hikari.HikariDataSource;
import dev.idgen.DatabaseFailoverException;
import dev.idgen.IdGenerator;
import dev.idgen.jdbc.IdGenEngine;
import dev.idgen.jdbc.IdGenEngineBuilder;
import dev.idgen.jdbc.admin.FailoverAdmin;
import dev.idgen.jdbc.failover.FailoverLoad.Node;
import dev.idgen.jdbc.failover.FailoverLoad.Strategy;
import dev.idgen.jdbc.ordered.OrderedShards;
import dev.idgen.jdbc.snowflake.NodeIdentity;
import dev.idgen.migrations.IdGenMigrations;
import dev.idgen.testsupport.FailoverCluster;
import java.io.IOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;

/**
 * The scenarios every test of an HA manager (pg_auto_failover, Patroni) runs the same way: two idgen nodes on the
 * cluster's multi-host URL under load with every strategy (segment, slow-ordered, snowflake, daily), the primary
 * killed, and the manager promoting a standby by itself. A subclass says only what is its manager's: its cluster, how
 * to kill the primary and wait for the promotion ({@link #killAndAwaitPromotion()}), what the standbys hold, and the
 * figures line its manager's view adds.
 *
 * <p>What every scenario asserts: no id is ever handed out twice, and each caller's ids increase.
 *
 * @param <C> the subclass's cluster
 * @param <P> what the subclass's manager did in a failover
 */
abstract class AbstractFailoverManagerTest<C extends FailoverCluster, P extends AbstractFailoverManagerTest.Promotion> {

    static final String SEGMENT_KEY = "order";
    static final String ORDERED_KEY = "chat";
    static final String ORDERED_SUB_KEY = "room-1";
    static final String DAILY_KEY = "invoice";
    static final int THREADS_PER_STRATEGY = 2;
    static final long PAUSE_MICROS = 200;
    static final Duration FAILOVER_LIMIT = Duration.ofSeconds(60);
    /** What {@code FailoverAdmin.recover} moves every key forward by in the scenario refused until recovered. */
    static final long RECOVERY_MARGIN = 100_000_000L;

    /** What the manager did when the primary was killed, as {@link System#nanoTime()} marks. */
    interface Promotion {
        /** When the test killed the primary. */
        long kill();

        /** When the promoted standby first committed a write. */
        long writable();

        /** From when a call counts as served by the promoted standby, in the scenarios not refused. */
        long servingFrom();
    }

    /** What the cut-off standbys hold: the segment key's reserved {@code max_id} (if read) and the slow-ordered number. */
    record Standby(long segment, long ordered) {
    }

    final List<IdGenEngine> engines = new ArrayList<>();
    /** The cluster the test started (closed after it, with the pools made on it). */
    C cluster;
    private HikariDataSource admin;
    private final String property;
    private final String whenSkipped;
    private final String snowflakeNamespace;
    private final int firstSnowflakePort;
    private final String promotedStandby;

    /**
     * @param property           the system property that runs the subclass
     * @param whenSkipped        why the tests are skipped without it, and what they need
     * @param snowflakeNamespace the namespace of the idgen nodes' snowflake identities
     * @param firstSnowflakePort node {@code i}'s identity port is this + {@code i}
     * @param promotedStandby    what the scenarios' descriptions call the standby the manager promotes
     */
    AbstractFailoverManagerTest(String property, String whenSkipped, String snowflakeNamespace, int firstSnowflakePort,
                                String promotedStandby) {
        this.property = property;
        this.whenSkipped = whenSkipped;
        this.snowflakeNamespace = snowflakeNamespace;
        this.firstSnowflakePort = firstSnowflakePort;
        this.promotedStandby = promotedStandby;
    }

    // ---- what each manager's test says ----------------------------------------------------------

    /** The highest value of {@code sql} on the standbys the manager may promote. */
    abstract long standbyLong(String sql);

    /** Kills the primary as a crash would and waits until the manager promoted a standby that commits writes. */
    abstract P killAndAwaitPromotion();

    /**
     * Prints the manager's figures line for {@code scenario} (the failover {@code p}, every node serving after
     * {@code servingFrom}) and appends it to the subclass's figures file.
     */
    abstract void record(String scenario, FailoverLoad load, List<Node> nodes, P p, long servingFrom) throws IOException;

    // ---- lifecycle ------------------------------------------------------------------------------

    /** Per test, not per class: surefire counts a class whose @BeforeAll aborted as no test at all, not as skipped ones. */
    @BeforeEach
    void onlyWhenAskedFor() {
        assumeTrue(Boolean.getBoolean(property), whenSkipped);
    }

    @AfterEach
    void closeEnginesAndCluster() {
        try {
            engines.forEach(IdGenEngine::close);
        } finally {
            if (cluster != null) {
                cluster.close(); // closes the pools too
            }
        }
    }

    // ---- the scenarios --------------------------------------------------------------------------

    /**
     * A synchronous cluster: the promoted standby has every commit, so the engines serve on after the promotion
     * without anyone's help (the epoch records a lossless failover), no id repeats, and a call fails only by giving
     * up its wait for the database ({@code IdSourceUnavailableException}; a snowflake call also when its lease
     * outlived the outage). Returns the promotion, for what the manager's test checks besides.
     */
    P failsOverByItself(String figures, String scenario) throws Exception {
        List<Node> nodes = nodes(UnaryOperator.identity());
        FailoverLoad load = startLoad(nodes, "before the kill");
        P p = killAndAwaitPromotion();
        awaitServing(load, nodes, p.writable(), "after the promotion");
        await(() -> nodes.stream().allMatch(n -> load.strategies().stream()
                .allMatch(s -> load.successesAfter(n.name(), s, p.writable()) > 10)), 30, "every node serves on");
        load.stop();

        figures(figures, load, p.kill(), p.writable(), p.writable(), nodes);
        record(scenario, load, nodes, p, p.servingFrom());
        assertNoRepeats(load);
        assertOnlyWaitsFailed(load);
        FailoverAdmin.Epoch epoch = FailoverAdmin.on(admin()).status();
        assertThat(epoch.timeline()).as(epoch.toString()).isEqualTo(2);
        assertThat(epoch.serving()).as(epoch.toString()).isTrue();
        assertThat(epoch.reason()).contains("failover from timeline 1 to 2").contains("replicated synchronously");
        engines.forEach(e -> assertThat(e.refusedReason()).as(e.name()).isNull());
        return p;
    }

    /**
     * An asynchronous cluster without a margin, the standbys' WAL cut before the kill: the manager promotes a
     * standby without the reservations ids were handed out from. Engines refuse what the new primary would hand
     * out ({@code DatabaseFailoverException}) until {@code FailoverAdmin.recover}, the documented recovery, then
     * serve again; no id repeats. {@code scenario} is completed with when the recovery ran.
     */
    void isRefusedUntilRecovered(String figures, String scenario) throws Exception {
        // small ranges: reservations happen all the time, so some are lost with the commits the standbys miss
        List<Node> nodes = nodes(b -> b.segment(o -> o.maxStep(1_000)));
        FailoverLoad load = startLoad(nodes, "before the cut");
        Standby standby = cutAndOutrun(load, true);

        P p = killAndAwaitPromotion();
        await(() -> engines.stream().allMatch(e -> e.refusedReason() != null), 30, "every node refuses the new timeline");
        FailoverAdmin.Recovery recovery = FailoverAdmin.on(admin()).recover(RECOVERY_MARGIN, FailoverAdmin.DEFAULT_WORKER_FENCE);
        long recovered = System.nanoTime();
        assertThat(recovery.epoch().serving()).as(recovery.epoch().toString()).isTrue();
        await(() -> engines.stream().allMatch(e -> e.refusedReason() == null), 30, "every node serves after the recovery");
        awaitServing(load, nodes, recovered, "after the recovery");
        load.stop();

        figures(figures, load, p.kill(), p.writable(), recovered, nodes);
        record(scenario + ", recovered by FailoverAdmin.recover " + TimeUnit.NANOSECONDS.toMillis(recovered - p.kill())
                + " ms after the kill", load, nodes, p, recovered);
        assertThat(maxHandedOutBefore(load, Strategy.SEGMENT, p.kill())).as("segment ids handed out from ranges the "
                + promotedStandby + " never received (else this test proves nothing)").isGreaterThanOrEqualTo(standby.segment());
        assertHandedOutPastTheStandby(load, p, standby);
        assertNoRepeats(load);
        assertThat(load.failures()).as("callers were refused after the failover")
                .anySatisfy(f -> assertThat(f.error()).isInstanceOf(DatabaseFailoverException.class)
                        .hasMessageContaining("failover from timeline 1 to 2").hasMessageContaining("idgen failover recover"));
    }

    /**
     * The same asynchronous loss with {@code failover.margin}: the engines move every key forward by themselves
     * and serve on; nobody is refused and no id repeats. The load on {@code nodes} runs already (see
     * {@link #startLoad}); returns the promotion, for what the manager's test checks besides.
     */
    P servesOnWithAMargin(List<Node> nodes, FailoverLoad load, long margin, String figures, String scenario)
            throws Exception {
        Standby standby = cutAndOutrun(load, false);

        P p = killAndAwaitPromotion();
        awaitServing(load, nodes, p.writable(), "after the promotion");
        load.stop();

        figures(figures, load, p.kill(), p.writable(), p.writable(), nodes);
        record(scenario, load, nodes, p, p.servingFrom());
        assertHandedOutPastTheStandby(load, p, standby);
        assertNoRepeats(load);
        assertThat(load.failures()).as("nobody is refused with a margin")
                .noneSatisfy(f -> assertThat(f.error()).isInstanceOf(DatabaseFailoverException.class));
        FailoverAdmin.Epoch epoch = FailoverAdmin.on(admin()).status();
        assertThat(epoch.serving()).as(epoch.toString()).isTrue();
        assertThat(epoch.reason()).as(epoch.toString()).contains("moved " + margin + " ids forward");
        return p;
    }

    // ---- steps ----------------------------------------------------------------------------------

    /** Two idgen nodes on the multi-host URL, migrated, each with a generator per strategy. */
    List<Node> nodes(UnaryOperator<IdGenEngineBuilder> settings) {
        List<Node> nodes = new ArrayList<>();
        for (int i = 1; i <= 2; i++) {
            String name = "node-" + i;
            HikariDataSource pool = cluster.newPool(name, cluster.multiHostUrl(), 10, Duration.ofSeconds(2));
            if (i == 1) {
                IdGenMigrations.with(pool).slowOrdered(true).migrate();
            }
            IdGenEngine engine = settings.apply(IdGenEngine.builder(pool).name(name).snowflakeNode(new NodeIdentity(snowflakeNamespace, name, firstSnowflakePort + i))).build();
            engines.add(engine);
            Map<Strategy, IdGenerator> generators = new EnumMap<>(Strategy.class);
            generators.put(Strategy.SEGMENT, engine.segment(SEGMENT_KEY));
            generators.put(Strategy.SLOW_ORDERED, engine.slowOrdered(ORDERED_KEY, ORDERED_SUB_KEY));
            generators.put(Strategy.SNOWFLAKE, engine.snowflake());
            generators.put(Strategy.DAILY, FailoverLoad.daily(engine.daily(DAILY_KEY)));
            nodes.add(new Node(name, engine, generators));
        }
        return nodes;
    }

    /** The load on {@code nodes}, started; returns once every node served every strategy. */
    static FailoverLoad startLoad(List<Node> nodes, String when) throws InterruptedException {
        FailoverLoad load = new FailoverLoad(nodes, THREADS_PER_STRATEGY, PAUSE_MICROS);
        load.start();
        awaitServing(load, nodes, System.nanoTime() - TimeUnit.HOURS.toNanos(1), when);
        return load;
    }

    /**
     * Cuts the standbys' WAL, reads what they hold (the segment key's {@code max_id} only when {@code segment}; else
     * {@code Long.MIN_VALUE}) and waits until the load was handed ids past it: the commits the standbys miss.
     */
    Standby cutAndOutrun(FailoverLoad load, boolean segment) throws InterruptedException {
        cluster.cutReplication();
        long standbySegment = segment ? standbyLong("SELECT max_id FROM idgen_segment WHERE biz_tag = '" + SEGMENT_KEY + "'")
                : Long.MIN_VALUE;
        long standbyOrdered = standbyLong("SELECT num FROM " + orderedTable() + " WHERE biz_tag = '" + ORDERED_KEY
                + "' AND sub_key = '" + ORDERED_SUB_KEY + "'");
        awaitHandedOutPast(load, segment ? standbySegment - 1 : Long.MIN_VALUE, standbyOrdered);
        return new Standby(standbySegment, standbyOrdered);
    }

    /** Slow-ordered numbers were handed out before the kill that the promoted standby never received. */
    private void assertHandedOutPastTheStandby(FailoverLoad load, P p, Standby standby) {
        assertThat(maxHandedOutBefore(load, Strategy.SLOW_ORDERED, p.kill())).as("slow-ordered numbers the "
                + promotedStandby + " never received (else this test proves nothing)").isGreaterThan(standby.ordered());
    }

    /** What an operator runs FailoverAdmin (or {@code idgen failover}) with: a connection of its own, a person's patience. */
    HikariDataSource admin() {
        if (admin == null) {
            admin = cluster.newPool("admin", cluster.multiHostUrl(), 1, Duration.ofSeconds(30));
        }
        return admin;
    }

    static String orderedTable() {
        return OrderedShards.tableOf(ORDERED_KEY, ORDERED_SUB_KEY, OrderedShards.DEFAULT_COUNT);
    }
}
