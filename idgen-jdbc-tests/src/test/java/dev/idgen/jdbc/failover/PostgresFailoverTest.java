package dev.idgen.jdbc.failover;

import static dev.idgen.jdbc.failover.FailoverChecks.assertNoRepeats;
import static dev.idgen.jdbc.failover.FailoverChecks.await;
import static dev.idgen.jdbc.failover.FailoverChecks.awaitHandedOutPast;
import static dev.idgen.jdbc.failover.FailoverChecks.figures;
import static dev.idgen.jdbc.failover.FailoverChecks.maxHandedOutBefore;
import static org.assertj.core.api.Assertions.assertThat;

import com.zaxxer.hikari.HikariDataSource;
import dev.idgen.DatabaseFailoverException;
import dev.idgen.IdGenerationException;
import dev.idgen.IdGenerator;
import dev.idgen.IdSourceUnavailableException;
import dev.idgen.LeaseLostException;
import dev.idgen.jdbc.IdGenEngine;
import dev.idgen.jdbc.IdGenEngineBuilder;
import dev.idgen.jdbc.SnowflakeOptions;
import dev.idgen.jdbc.admin.FailoverAdmin;
import dev.idgen.jdbc.failover.FailoverLoad.Failure;
import dev.idgen.jdbc.failover.FailoverLoad.Node;
import dev.idgen.jdbc.failover.FailoverLoad.Strategy;
import dev.idgen.jdbc.ordered.OrderedShards;
import dev.idgen.jdbc.snowflake.NodeIdentity;
import dev.idgen.migrations.IdGenMigrations;
import dev.idgen.testsupport.CommitProbe;
import dev.idgen.testsupport.Outages;
import dev.idgen.testsupport.ReplicatedPostgres;
import dev.idgen.testsupport.SchedulingLag;
import java.time.Duration;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * A PostgreSQL primary crashed under load and its standby promoted, with two nodes (engines on
 * pools of their own, reaching the pair through a multi-host URL) and several callers per strategy
 * on each: what callers see, how long they wait, and that no id is ever handed out twice.
 *
 * <p>The figures each test measures (callers' longest wait, errors, time until each node serves
 * again) are logged on one line starting with {@code FAILOVER FIGURES}.
 */
class PostgresFailoverTest {

    private static final String SEGMENT_KEY = "order";
    private static final String ORDERED_KEY = "chat";
    private static final String ORDERED_SUB_KEY = "room-1";
    /** The strategies each node runs here (FailoverLoad's DAILY is PgAutoFailoverTest's). */
    private static final Strategy[] STRATEGIES = {Strategy.SEGMENT, Strategy.SLOW_ORDERED, Strategy.SNOWFLAKE};
    private static final int THREADS_PER_STRATEGY = 2;
    private static final long PAUSE_MICROS = 200;
    /** How long the HA manager takes to promote the standby after the crash, in the synchronous test (within maxWait). */
    private static final long HA_DELAY_MILLIS = 1_000;

    private final List<IdGenEngine> engines = new ArrayList<>();
    private ReplicatedPostgres pair;
    private PoolWatch watch;

    @AfterEach
    void closeEnginesAndServers() throws InterruptedException {
        try {
            if (watch != null) {
                watch.close();
            }
            if (admin != null) {
                admin.close();
            }
            engines.forEach(IdGenEngine::close);
        } finally {
            if (pair != null) {
                pair.close();
            }
        }
    }

    /**
     * Synchronous replication: the promoted standby has every commit, so with default settings no
     * id repeats or is lost, callers wait for the promotion (an HA manager that promotes a second
     * after the crash), and every node serves again within maxWait. A caller may give up only as
     * documented: with {@code IdSourceUnavailableException} after waiting its full maxWait, all of
     * it (less what this run measured as slack) while the database was out; on a quiet machine the
     * outage is shorter than maxWait and no caller fails.
     */
    @Test
    void synchronousFailoverLosesNothingAndNoCallerFails() throws Exception {
        pair = ReplicatedPostgres.synchronous().start();
        List<Node> nodes = nodes(UnaryOperator.identity());
        FailoverLoad load = new FailoverLoad(nodes, THREADS_PER_STRATEGY, PAUSE_MICROS);
        watch(load);
        SchedulingLag lag = SchedulingLag.start("failover-test");
        CommitProbe commits = new CommitProbe(pair.multiHostUrl());
        commits.start();
        load.start();
        Thread.sleep(2_000);

        long crash = System.nanoTime();
        pair.crashPrimary();
        long crashed = System.nanoTime();
        Thread.sleep(HA_DELAY_MILLIS); // the HA manager notices the primary is gone, then promotes
        long promoting = System.nanoTime();
        pair.promoteStandby();
        long promoted = System.nanoTime();
        Thread.sleep(4_000);
        awaitServedAgain(load, nodes, promoted, STRATEGIES);
        load.stop();
        long stopped = System.nanoTime();
        lag.close();
        commits.stop();
        // the outage begins when the primary last committed: at the crash, or before when the pair had stalled
        long outageStart = Math.min(crash, commits.lastCommitBefore(crash) + TimeUnit.MILLISECONDS.toNanos(
                CommitProbe.PERIOD_MILLIS));
        figures("synchronous", load, crash, promoted, promoted, nodes);
        System.out.println("FAILOVER FIGURES [synchronous]: the primary last committed "
                + TimeUnit.NANOSECONDS.toMillis(crash - commits.lastCommitBefore(crash)) + " ms before the crash; the crash took " + TimeUnit.NANOSECONDS.toMillis(crashed - crash)
                + " ms, the promotion " + TimeUnit.NANOSECONDS.toMillis(promoted - promoting) + " ms; " + lag
                + "; the longest call before the crash took " + TimeUnit.NANOSECONDS.toMillis(load.longestCallBefore(crash))
                + " ms");

        assertThat(commits.lastCommitBefore(crash)).as("the primary committed before the crash").isNotEqualTo(Long.MIN_VALUE);
        assertNoRepeats(load);
        assertOnlyWaitsAcrossTheOutageFailed(load, nodes, outageStart, promoted, lag, watch,
                commits.stalls(stopped, lag.maxNanos()));
        for (Node n : nodes) {
            for (Strategy s : STRATEGIES) {
                assertServesAgain(load, n, s, promoted, stopped, lag, commits, String.join("\n", load.diagnoses()));
                assertThat(load.successesAfter(n.name(), s, promoted)).as(n.name() + " " + s + " after the promotion")
                        .isGreaterThan(10);
            }
        }
        FailoverAdmin.Epoch epoch = FailoverAdmin.on(admin()).status();
        assertThat(epoch.timeline()).isEqualTo(2);
        assertThat(epoch.serving()).isTrue();
        assertThat(epoch.reason()).contains("failover from timeline 1 to 2").contains("replicated synchronously");
        engines.forEach(e -> assertThat(e.refusedReason()).as(e.name()).isNull());
    }

    /**
     * Asynchronous replication with the standby cut off for seconds before the crash: the standby
     * misses committed reservations ids were handed out from. Engines refuse what the new primary
     * would hand out (a DatabaseFailoverException naming the failover, the key and the recovery),
     * keep handing out what they hold in memory, and serve again after FailoverAdmin.recover; no
     * id repeats. Once every node serves again a call fails only as without a failover: a wait
     * given up while its node could not reach the database (measured, as in the synchronous test).
     */
    @Test
    void asynchronousFailoverIsRefusedUntilRecoveredAndNoIdRepeats() throws Exception {
        pair = ReplicatedPostgres.asynchronous().replicationThroughProxy().start();
        // small ranges: reservations happen all the time, so some are lost with the commits the standby misses
        List<Node> nodes = nodes(b -> b.segment(o -> o.maxStep(1_000)));
        FailoverLoad load = new FailoverLoad(nodes, THREADS_PER_STRATEGY, PAUSE_MICROS);
        watch(load);
        SchedulingLag lag = SchedulingLag.start("failover-test");
        CommitProbe commits = new CommitProbe(pair.multiHostUrl());
        commits.start();
        load.start();
        Thread.sleep(1_500);
        pair.cutReplication();
        Thread.sleep(3_000);
        long standbySegment = standbyLong("SELECT max_id FROM idgen_segment WHERE biz_tag = '" + SEGMENT_KEY + "'");
        long standbyOrdered = standbyLong("SELECT num FROM " + orderedTable() + " WHERE biz_tag = '" + ORDERED_KEY
                + "' AND sub_key = '" + ORDERED_SUB_KEY + "'");
        awaitHandedOutPast(load, standbySegment - 1, standbyOrdered);

        long crash = System.nanoTime();
        pair.crashPrimary();
        pair.promoteStandby();
        long promoted = System.nanoTime();
        await(() -> engines.stream().allMatch(e -> e.refusedReason() != null), "every node refuses the new timeline");
        long refusedAt = System.nanoTime();
        Thread.sleep(2_000);
        FailoverAdmin.Recovery recovery = FailoverAdmin.on(admin()).recover(100_000_000L, FailoverAdmin.DEFAULT_WORKER_FENCE);
        long recovered = System.nanoTime();
        assertThat(recovery.epoch().serving()).isTrue();
        await(() -> engines.stream().allMatch(e -> e.refusedReason() == null), "every node serves after the recovery");
        long servingAgain = System.nanoTime();
        Thread.sleep(3_000);
        awaitServedAgain(load, nodes, recovered, Strategy.SLOW_ORDERED);
        load.stop();
        long stopped = System.nanoTime();
        lag.close();
        commits.stop();
        figures("asynchronous, refused until FailoverAdmin.recover", load, crash, promoted, recovered, nodes);
        String diagnoses = String.join("\n", load.diagnoses());

        assertThat(maxHandedOutBefore(load, Strategy.SEGMENT, crash)).as("segment ids handed out from ranges the "
                + "standby never received (else this test proves nothing)").isGreaterThanOrEqualTo(standbySegment);
        assertThat(maxHandedOutBefore(load, Strategy.SLOW_ORDERED, crash)).as("slow-ordered numbers the standby "
                + "never received").isGreaterThan(standbyOrdered);
        assertNoRepeats(load);
        List<Failure> failures = load.failures();
        assertThat(failures).as("callers were refused after the failover").isNotEmpty();
        List<long[]> stalls = commits.stalls(stopped, lag.maxNanos());
        long healthiest = load.longestCallOutside(Outages.of(stalls).with(crash, servingAgain));
        long slack = slack(healthiest, lag);
        for (Failure f : failures) {
            assertThat(f.error()).as(f.toString()).isInstanceOf(IdGenerationException.class);
            if (f.strategy() == Strategy.SNOWFLAKE) {
                // what a node holds in memory stays its own: its snowflake lease, never refused
                assertSnowflakeFailedOnlyCutOff(f, stalls, lag, diagnoses);
                continue;
            }
            // a call that gave up its wait just before its node refused returns up to the slack later (its thread may
            // be held that long between the decision and the return: this run's longest healthy call, the lag)
            if (f.endNanos() - refusedAt > slack && f.endNanos() - servingAgain < 0) {
                assertThat(f.error()).as(f + " (ended " + TimeUnit.NANOSECONDS.toMillis(f.endNanos() - refusedAt)
                                + " ms after every node refused; the slack measured is "
                                + TimeUnit.NANOSECONDS.toMillis(slack) + " ms)")
                        .isInstanceOf(DatabaseFailoverException.class)
                        .hasMessageContaining("failover from timeline 1 to 2")
                        .hasMessageContaining("idgen failover recover")
                        .hasMessageContaining(f.strategy() == Strategy.SEGMENT ? "'" + SEGMENT_KEY + "'"
                                : f.strategy() == Strategy.SLOW_ORDERED ? "'" + ORDERED_KEY + "'" : "");
            }
            long start = f.endNanos() - f.waitedNanos();
            if (start - servingAgain >= 0) {
                // once every node serves again, a call fails only as it would without a failover: when its node
                // could not reach the database (the probe saw nothing committed, or its pool had callers waiting)
                long overlap = Outages.of(stalls, watch.starvedSpans(f.node())).overlap(start, f.endNanos());
                assertOnlyWaitedOutTheDatabase(f, overlap, slack, f + " (begun " + TimeUnit.NANOSECONDS.toMillis(
                        start - servingAgain) + " ms after every node served again; its node could not reach the "
                        + "database for " + TimeUnit.NANOSECONDS.toMillis(overlap) + " ms of it; the longest call while "
                        + "the database committed took " + TimeUnit.NANOSECONDS.toMillis(healthiest) + " ms, " + lag
                        + "; the commit probe saw " + stalls.size() + " stall(s), "
                        + TimeUnit.NANOSECONDS.toMillis(Outages.of(stalls).total()) + " ms in all)\n"
                        + watch.timeline(start, f.endNanos()) + diagnoses);
            }
        }
        for (Node n : nodes) {
            assertServesAgain(load, n, Strategy.SLOW_ORDERED, recovered, stopped, lag, commits, diagnoses);
        }
    }

    /**
     * Asynchronous replication with failover.margin: engines move every key forward by themselves
     * and serve on; no caller is refused, no id repeats.
     */
    @Test
    void aMarginLetsEnginesRecoverByThemselves() throws Exception {
        pair = ReplicatedPostgres.asynchronous().replicationThroughProxy().start();
        long margin = 10_000_000L;
        List<Node> nodes = nodes(b -> b.segment(o -> o.maxStep(20_000)).failover(o -> o.margin(margin)));
        FailoverLoad load = new FailoverLoad(nodes, THREADS_PER_STRATEGY, PAUSE_MICROS);
        watch(load);
        SchedulingLag lag = SchedulingLag.start("failover-test");
        CommitProbe commits = new CommitProbe(pair.multiHostUrl());
        commits.start();
        load.start();
        Thread.sleep(1_500);
        pair.cutReplication();
        Thread.sleep(2_000);
        long standbyOrdered = standbyLong("SELECT num FROM " + orderedTable() + " WHERE biz_tag = '" + ORDERED_KEY
                + "' AND sub_key = '" + ORDERED_SUB_KEY + "'");
        awaitHandedOutPast(load, Long.MIN_VALUE, standbyOrdered);
        long crash = System.nanoTime();
        pair.crashPrimary();
        pair.promoteStandby();
        long promoted = System.nanoTime();
        Thread.sleep(4_000);
        awaitServedAgain(load, nodes, promoted, STRATEGIES);
        load.stop();
        long stopped = System.nanoTime();
        lag.close();
        commits.stop();
        figures("asynchronous with failover.margin", load, crash, promoted, promoted, nodes);
        String diagnoses = String.join("\n", load.diagnoses());

        assertThat(maxHandedOutBefore(load, Strategy.SLOW_ORDERED, crash)).isGreaterThan(standbyOrdered);
        assertNoRepeats(load);
        assertThat(load.failures()).as("nobody is refused: the engines recovered by themselves\n" + diagnoses)
                .noneMatch(f -> f.error() instanceof DatabaseFailoverException)
                .allMatch(f -> f.error() instanceof IdSourceUnavailableException);
        FailoverAdmin.Epoch epoch = FailoverAdmin.on(admin()).status();
        assertThat(epoch.serving()).isTrue();
        assertThat(epoch.timeline()).isEqualTo(2);
        assertThat(epoch.reason()).contains("moved " + margin + " ids forward");
        assertThat(pair.queryString(pair.currentPrimaryUrl(), "SELECT num FROM " + orderedTable() + " WHERE biz_tag = '"
                + ORDERED_KEY + "'")).satisfies(v -> assertThat(Long.parseLong(v)).isGreaterThan(standbyOrdered + margin));
        for (Node n : nodes) {
            for (Strategy s : STRATEGIES) {
                assertServesAgain(load, n, s, promoted, stopped, lag, commits, diagnoses);
            }
        }
    }

    /**
     * The snowflake heartbeat may meet a failover before anything else of the engine does: on the
     * new primary its lease row holds an older promise (a commit the standby missed). That is the
     * failover's business, decided once for all engines: with failover.margin they serve on. Found by
     * {@link #aMarginLetsEnginesRecoverByThemselves} on a CI run, where the heartbeat took the older
     * promise for proof of lost commits and refused every engine until an operator recovered. Here the
     * probe waits a minute and nothing else is asked, so the heartbeat meets the new timeline first.
     */
    @Test
    void aHeartbeatThatMeetsTheFailoverFirstLeavesTheDecisionToTheEpoch() throws Exception {
        pair = ReplicatedPostgres.asynchronous().replicationThroughProxy().start();
        long margin = 1_000_000L;
        HikariDataSource pool = pair.newPool("heartbeat-node", pair.multiHostUrl(), 4);
        pools.add(pool);
        IdGenMigrations.migrate(pool);
        IdGenEngine engine = IdGenEngine.builder(pool).name("heartbeat-node")
                .snowflakeNode(new NodeIdentity("failover-test", "heartbeat-node", 8100))
                .heartbeatInterval(Duration.ofMillis(200))
                .failover(o -> o.margin(margin).probeInterval(Duration.ofMinutes(1))).build();
        engines.add(engine);
        assertThat(engine.snowflake().nextId()).isPositive();
        // the scenario starts from an epoch claimed on timeline 1 on both servers: without this wait a busy machine
        // cut the replication before the claim reached the standby, which then claimed timeline 2 with no reason
        await(() -> standbyLong("SELECT timeline FROM idgen_epoch") == 1, "the standby has the epoch claimed on timeline 1");
        pair.cutReplication();
        Thread.sleep(1_000); // heartbeats persist promises the standby never receives
        // the engine's refusals, however short: a refused engine fails every caller that needs the database
        java.util.Set<String> refusals = java.util.concurrent.ConcurrentHashMap.newKeySet();
        java.util.concurrent.atomic.AtomicBoolean watching = new java.util.concurrent.atomic.AtomicBoolean(true);
        Thread watcher = new Thread(() -> {
            while (watching.get()) {
                String reason = engine.refusedReason();
                if (reason != null) {
                    refusals.add(reason);
                }
                Thread.onSpinWait();
            }
        }, "refusal-watcher");
        watcher.start();
        pair.crashPrimary();
        pair.promoteStandby();

        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
        FailoverAdmin.Epoch epoch = FailoverAdmin.on(admin()).status();
        while (epoch.timeline() != 2 && System.nanoTime() - deadline < 0) {
            Thread.sleep(100);
            epoch = FailoverAdmin.on(admin()).status();
        }
        Thread.sleep(500); // and a few heartbeats more
        watching.set(false);
        watcher.join();
        assertThat(epoch.timeline()).as("the heartbeat's reconciliation moved the epoch to timeline 2: " + epoch).isEqualTo(2);
        assertThat(refusals).as("the engine never refused: the failover was the epoch's to decide, and the margin allows it")
                .isEmpty();
        assertThat(epoch.serving()).as(epoch.toString()).isTrue();
        assertThat(epoch.reason()).contains("moved " + margin + " ids forward");
        assertThat(engine.segment("after-failover").nextId()).as("new reservations are not refused").isPositive();
        assertThat(engine.snowflake().nextId()).isPositive();
    }

    // ---- helpers -----------------------------------------------------------------------------

    private final List<HikariDataSource> pools = new ArrayList<>();

    private HikariDataSource admin;

    /**
     * What an operator runs FailoverAdmin (or {@code idgen failover}) with: a connection of its own
     * and the patience of a person, not a node's pool, whose connections the load holds and whose
     * 2 s to open one a starved machine can exceed.
     */
    private HikariDataSource admin() {
        if (admin == null) {
            admin = pair.newPool("admin", pair.multiHostUrl(), 1, java.time.Duration.ofSeconds(30));
        }
        return admin;
    }

    /** Two nodes on the multi-host URL, migrated, each with a generator per strategy. */
    private List<Node> nodes(UnaryOperator<IdGenEngineBuilder> settings) {
        List<Node> nodes = new ArrayList<>();
        for (int i = 1; i <= 2; i++) {
            String name = "node-" + i;
            HikariDataSource pool = pair.newPool(name, pair.multiHostUrl(), 8);
            pools.add(pool);
            if (i == 1) {
                IdGenMigrations.with(pool).slowOrdered(true).migrate();
            }
            IdGenEngine engine = settings.apply(IdGenEngine.builder(pool).name(name)
                    .snowflakeNode(new NodeIdentity("failover-test", name, 8000 + i))).build();
            engines.add(engine);
            Map<Strategy, IdGenerator> generators = new EnumMap<>(Strategy.class);
            generators.put(Strategy.SEGMENT, engine.segment(SEGMENT_KEY));
            generators.put(Strategy.SLOW_ORDERED, engine.slowOrdered(ORDERED_KEY, ORDERED_SUB_KEY));
            generators.put(Strategy.SNOWFLAKE, engine.snowflake());
            nodes.add(new Node(name, engine, generators));
        }
        return nodes;
    }

    /** Watches the nodes' pools from now on; failing calls record the pools and the nodes' threads. */
    private void watch(FailoverLoad load) {
        PoolWatch w = new PoolWatch(pools, System.nanoTime());
        load.diagnoseFailuresWith(() -> w.snapshot(List.of("node-")));
        watch = w;
    }

    private static String orderedTable() {
        return OrderedShards.tableOf(ORDERED_KEY, ORDERED_SUB_KEY, OrderedShards.DEFAULT_COUNT);
    }

    private long standbyLong(String sql) {
        return Long.parseLong(pair.queryString(pair.standbyUrl(), sql));
    }

    /**
     * Keeps the load running until every node has served each of {@code strategies} after {@code from}
     * (at most 60 s), so that how soon it did is observed and can be held to the bound the run measured
     * ({@link #assertServesAgain}): on a starved machine a new primary has committed nothing for most of
     * the seconds after a promotion.
     */
    private void awaitServedAgain(FailoverLoad load, List<Node> nodes, long from, Strategy... strategies)
            throws InterruptedException {
        for (Node n : nodes) {
            for (Strategy s : strategies) {
                try {
                    await(() -> load.callers().stream().anyMatch(c -> c.node.name().equals(n.name()) && c.strategy == s
                            && c.succeededAfter(from)), 60, n.name() + " serves " + s + " again");
                } catch (AssertionError e) {
                    // tell a node cut off from the database from a caller that hangs or an engine that gave up
                    StringBuilder why = new StringBuilder(e.getMessage()).append("; its callers' last failures:");
                    load.callers().stream().filter(c -> c.node.name().equals(n.name()) && c.strategy == s)
                            .forEach(c -> why.append("\n  ").append(c.lastFailure));
                    throw new AssertionError(why + "\n" + watch.timeline(from, System.nanoTime())
                            + watch.snapshot(List.of("node-", "load-" + n.name())), e);
                }
            }
        }
    }

    /**
     * The rule of a synchronous failover: a call may fail only by giving up its wait for the
     * database, {@code IdSourceUnavailableException} after its full maxWait, and only when the
     * database committed nothing for that wait, less the slack this run measured. The database
     * committed nothing during the outage of the call's node (from when the primary last committed,
     * at the latest the crash, until the standby was promoted and the node served slow-ordered, a
     * round trip per call, again) and whenever else the commit probe, which follows the failover to
     * the new primary, saw it commit nothing (on a starved machine a synchronous pair stops
     * committing for seconds while the standby acknowledges late, and so may a new primary); its node
     * could not reach the database either while its pool had callers waiting for a connection (as
     * after a recovery). The slack is {@link #slack}: twice the longest call while the database
     * committed, the scheduling lag and the probe's period (and a heartbeat interval for a snowflake
     * call). So a call while the database commits never fails,
     * nor one that had time left to be served; each caller fails at most once per maxWait the
     * database was out. A snowflake call may also fail with {@code LeaseLostException} once its
     * node was out for longer than the lease lives past its last renewal (the documented answer:
     * no ids from an expired lease).
     */
    private static void assertOnlyWaitsAcrossTheOutageFailed(FailoverLoad load, List<Node> nodes, long outageStart,
                                                             long promoted, SchedulingLag lag, PoolWatch watch,
                                                             List<long[]> stalls) {
        long maxWait = IdGenEngineBuilder.DEFAULT_MAX_WAIT.toNanos();
        Map<String, Outages> outOf = new HashMap<>();
        Map<String, long[]> outageOf = new HashMap<>();
        Outages probed = Outages.of(stalls);
        Outages allOut = probed;
        for (Node n : nodes) {
            long end = Math.max(promoted, load.firstSuccessAfter(n.name(), Strategy.SLOW_ORDERED, promoted));
            // as after a recovery: the node could not reach the database while its pool had callers waiting
            outOf.put(n.name(), Outages.of(stalls, watch.starvedSpans(n.name())).with(outageStart, end));
            outageOf.put(n.name(), new long[] {outageStart, end});
            allOut = allOut.with(outageStart, end);
        }
        long healthiest = load.longestCallOutside(allOut);
        long slack = slack(healthiest, lag);
        long stalled = probed.total();
        String measured = "the longest call while the database committed took " + TimeUnit.NANOSECONDS.toMillis(healthiest)
                + " ms, " + lag + "; the commit probe saw the database commit nothing " + stalls.size() + " time(s), "
                + TimeUnit.NANOSECONDS.toMillis(stalled) + " ms in all (the crash included)";
        // the last renewal that counted may have been up to two heartbeats before the database went out
        long ttl = SnowflakeOptions.DEFAULT_LEASE_TTL.toNanos();
        long leaseOutlived = ttl - 2 * SnowflakeOptions.DEFAULT_HEARTBEAT_INTERVAL.toNanos() - lag.maxNanos();
        for (Failure f : load.failures()) {
            long start = f.endNanos() - f.waitedNanos();
            Outages out = outOf.get(f.node());
            long[] outage = outageOf.get(f.node());
            long overlap = out.overlap(start, f.endNanos());
            String call = f + " (begun " + TimeUnit.NANOSECONDS.toMillis(start - outageStart) + " ms after the outage "
                    + "began; the outage of " + f.node() + " lasted " + (outage[1] == Long.MAX_VALUE ? "until the end"
                    : TimeUnit.NANOSECONDS.toMillis(outage[1] - outageStart) + " ms") + "; the database was out for "
                    + TimeUnit.NANOSECONDS.toMillis(overlap) + " ms of this call; " + measured + ")\n"
                    + watch.timeline(start, f.endNanos()) + "what the nodes did when the first calls failed:\n"
                    + String.join("\n", load.diagnoses());
            if (f.error() instanceof LeaseLostException) {
                assertThat(f.strategy()).as("only snowflake holds a lease: " + call).isEqualTo(Strategy.SNOWFLAKE);
                long outDuringLease = out.overlap(f.endNanos() - ttl, f.endNanos());
                assertThat(outDuringLease).as("a lease expires only when the database was out for its life less two "
                        + "heartbeats (" + TimeUnit.NANOSECONDS.toMillis(leaseOutlived) + " ms) before the call: " + call)
                        .isGreaterThanOrEqualTo(leaseOutlived);
                continue;
            }
            assertOnlyWaitedOutTheDatabase(f, overlap, slack, call);
        }
        for (FailoverLoad.Caller c : load.callers()) {
            long allowed = 0;
            for (long[] w : outOf.get(c.node.name()).spans()) {
                allowed += w[1] == Long.MAX_VALUE ? 0 : (w[1] - w[0]) / maxWait + 1;
            }
            long waits = c.failures.stream().filter(f -> !(f.error() instanceof LeaseLostException)).count();
            assertThat(waits).as(c + " fails a wait at most once per maxWait the database was out (" + measured + ")")
                    .isLessThanOrEqualTo(allowed);
        }
    }

    /**
     * How much less than its maxWait a call may have spent with the database out and still have
     * failed: twice the longest call this run measured while the database committed (a slow-ordered
     * call may wait for the round trip ahead of it and then for its own, which the database had
     * begun but not committed when it went out; a busy run saw 144 ms of a call outside the outage
     * with its longest healthy call at 109 ms), the scheduling lag (a caller woken late) and the
     * commit probe's period (the database stopped somewhere between the probe's last commit and
     * its next attempt; the measured span starts at the attempt).
     */
    private static long slack(long healthiestCallNanos, SchedulingLag lag) {
        return 2 * healthiestCallNanos + lag.maxNanos() + TimeUnit.MILLISECONDS.toNanos(CommitProbe.PERIOD_MILLIS);
    }

    /**
     * A call that failed while its node could reach the database only briefly: it gave up its wait,
     * {@code IdSourceUnavailableException} after its full maxWait, and the database was out
     * ({@code overlap}) for all of that wait less {@code slack}. A snowflake call has a heartbeat
     * interval more: it waits for the heartbeat to confirm its timestamps, and the heartbeat, scheduled
     * with a fixed delay, tries again up to one interval after its last failed renewal, however early
     * the database answers again (a busy run: a snowflake call failed with the database out for 2487 ms of
     * it, the slack 359 ms, its node's slow-ordered calls served 361 ms after the call began).
     */
    private static void assertOnlyWaitedOutTheDatabase(Failure f, long overlap, long slack, String call) {
        long maxWait = IdGenEngineBuilder.DEFAULT_MAX_WAIT.toNanos();
        boolean snowflake = f.strategy() == Strategy.SNOWFLAKE;
        if (snowflake) {
            slack += SnowflakeOptions.DEFAULT_HEARTBEAT_INTERVAL.toNanos();
        }
        assertThat(f.error()).as("only a wait for the database may fail: " + call)
                .isInstanceOf(IdSourceUnavailableException.class);
        assertThat(f.waitedNanos()).as("a caller gives up only after its full maxWait: " + call)
                .isGreaterThanOrEqualTo(maxWait);
        assertThat(overlap).as("a call while the database commits never fails: " + call).isPositive();
        assertThat(overlap).as("a call fails only if the database was out for its whole maxWait ("
                + TimeUnit.NANOSECONDS.toMillis(maxWait) + " ms) less the slack measured ("
                + TimeUnit.NANOSECONDS.toMillis(slack) + " ms" + (snowflake
                ? ", a heartbeat interval included" : "") + "): " + call).isGreaterThanOrEqualTo(maxWait - slack);
    }

    /**
     * A node serves {@code strategy} again after {@code from} (a promotion, a recovery) within
     * maxWait (a call begun just before may wait it out on the old primary; the next is served),
     * plus what this run measured the engine could not help: the scheduling lag, the time the new
     * primary committed nothing (the commit probe) and the time the node's pool had callers waiting
     * for a connection (on a starved machine a new PostgreSQL connection takes seconds).
     */
    private void assertServesAgain(FailoverLoad load, Node n, Strategy strategy, long from, long to, SchedulingLag lag,
                                   CommitProbe commits, String diagnoses) {
        long maxWait = IdGenEngineBuilder.DEFAULT_MAX_WAIT.toMillis();
        long stalled = TimeUnit.NANOSECONDS.toMillis(Outages.of(commits.stalls(to, lag.maxNanos())).overlap(from, to));
        long starved = TimeUnit.NANOSECONDS.toMillis(watch.starvedNanos(n.name(), from, to));
        long bound = maxWait + lag.maxMillis() + stalled + starved;
        assertThat(load.servedAgainMillis(n.name(), strategy, from)).as(n.name() + " serves " + strategy + " again (maxWait "
                + maxWait + " ms, plus the " + lag + ", the " + stalled + " ms the database committed nothing and the "
                + starved + " ms " + n.name() + "'s pool had callers waiting for a connection)\n"
                + watch.timeline(from, from + TimeUnit.MILLISECONDS.toNanos(bound)) + diagnoses).isBetween(0L, bound);
    }

    /**
     * A snowflake call fails only when its node was cut off from the database (the commit probe saw
     * nothing committed, or the node's pool had callers waiting for a connection) for about as long
     * as what it holds lasts: the lease's life ({@code LeaseLostException}) or the timestamps the
     * database confirmed ahead ({@code IdSourceUnavailableException} after maxWait), less two
     * heartbeats (the last renewal that counted may be that old) and the scheduling lag.
     */
    private void assertSnowflakeFailedOnlyCutOff(Failure f, List<long[]> stalls, SchedulingLag lag, String diagnoses) {
        Outages out = Outages.of(stalls, watch.starvedSpans(f.node()));
        long heartbeats = 2 * SnowflakeOptions.DEFAULT_HEARTBEAT_INTERVAL.toNanos() + lag.maxNanos();
        long holds;
        long window;
        if (f.error() instanceof LeaseLostException) {
            holds = SnowflakeOptions.DEFAULT_LEASE_TTL.toNanos();
            window = holds;
        } else {
            assertThat(f.error()).as("a snowflake call fails only for want of the database: " + f)
                    .isInstanceOf(IdSourceUnavailableException.class);
            holds = SnowflakeOptions.DEFAULT_TIMESTAMP_HORIZON.toNanos();
            window = holds + IdGenEngineBuilder.DEFAULT_MAX_WAIT.toNanos();
        }
        long cutOff = out.overlap(f.endNanos() - window, f.endNanos());
        assertThat(cutOff).as("a snowflake call fails only when its node was cut off from the database for what it holds ("
                + TimeUnit.NANOSECONDS.toMillis(holds) + " ms) less two heartbeats and the " + lag + ": " + f + "\n"
                + diagnoses).isGreaterThanOrEqualTo(holds - heartbeats);
    }


}
