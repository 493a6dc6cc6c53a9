package dev.idgen.jdbc.failover;

import static dev.idgen.jdbc.failover.FailoverChecks.assertNoRepeats;
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
import dev.idgen.IdSourceUnavailableException;
import dev.idgen.LeaseLostException;
import dev.idgen.jdbc.IdGenEngine;
import dev.idgen.jdbc.IdGenEngineBuilder;
import dev.idgen.jdbc.admin.FailoverAdmin;
import dev.idgen.jdbc.failover.FailoverLoad.Failure;
import dev.idgen.jdbc.failover.FailoverLoad.Node;
import dev.idgen.jdbc.failover.FailoverLoad.Strategy;
import dev.idgen.jdbc.ordered.OrderedShards;
import dev.idgen.jdbc.snowflake.NodeIdentity;
import dev.idgen.migrations.IdGenMigrations;
import dev.idgen.testsupport.PatroniCluster;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Duration;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * idgen under Patroni: etcd and three PostgreSQL nodes ({@link PatroniCluster}), two idgen nodes on the
 * multi-host URL ({@code targetServerType=primary}) under load with every strategy (segment, slow-ordered,
 * snowflake, daily), the leader's Patroni and PostgreSQL killed, and Patroni promoting a replica by itself.
 * No id is ever handed out twice.
 *
 * <p>Run only when asked for ({@code -Didgen.test.patroni=true}; {@code .ci/run} does), as it needs
 * {@code patroni} and {@code etcd} on the machine and takes about two minutes; without the property every
 * test shows as skipped. With it, a machine without them fails the tests.
 *
 * <p>The figures (kill to promotion, kill to every node serving) are printed on lines starting with
 * {@code FAILOVER FIGURES} and appended to {@code target/patroni-figures.txt}.
 */
class PatroniTest {

    /** The system property that runs this class. */
    static final String PROPERTY = "idgen.test.patroni";

    private static final String SEGMENT_KEY = "order";
    private static final String ORDERED_KEY = "chat";
    private static final String ORDERED_SUB_KEY = "room-1";
    private static final String DAILY_KEY = "invoice";
    private static final int THREADS_PER_STRATEGY = 2;
    private static final long PAUSE_MICROS = 200;
    private static final Duration FAILOVER_LIMIT = Duration.ofSeconds(60);
    private static final Path FIGURES = Path.of("target", "patroni-figures.txt");
    /** Patroni's default {@code maximum_lag_on_failover}: 1 MiB of WAL. */
    private static final long MAXIMUM_LAG_ON_FAILOVER = 1_048_576;
    /**
     * {@code failover.margin} for {@link #MAXIMUM_LAG_ON_FAILOVER}: the test measures how many ids its fastest
     * key takes per byte of WAL ({@link #idsPerWalByte()}) and checks that this margin covers a full
     * {@code maximum_lag_on_failover} of lost WAL twice over.
     */
    private static final long MARGIN = 50_000_000L;
    private static final int MAX_STEP = 20_000;
    private static final long WAL_WINDOW = MAXIMUM_LAG_ON_FAILOVER / 16;

    private final List<IdGenEngine> engines = new ArrayList<>();
    private PatroniCluster cluster;
    private HikariDataSource admin;

    /** Per test, not per class: surefire counts a class whose @BeforeAll aborted as no test at all, not as skipped ones. */
    @BeforeEach
    void onlyWhenAskedFor() {
        assumeTrue(Boolean.getBoolean(PROPERTY), "Patroni tests run with -D" + PROPERTY + "=true (.ci/run does; they "
                + "need patroni and etcd: apt-get install patroni etcd-server)");
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

    /**
     * {@code synchronous_mode: true}: Patroni promotes the replica it kept synchronous, which has every commit, so
     * the engines serve on after the promotion without anyone's help (the epoch records a lossless failover), no
     * id repeats, and a call fails only by giving up its wait for the database ({@code IdSourceUnavailableException};
     * a snowflake call also when its lease outlived the outage).
     */
    @Test
    void synchronousModeFailsOverByItselfAndNoIdRepeats() throws Exception {
        cluster = PatroniCluster.synchronous().start();
        List<Node> nodes = nodes(UnaryOperator.identity());
        FailoverLoad load = new FailoverLoad(nodes, THREADS_PER_STRATEGY, PAUSE_MICROS);
        load.start();
        awaitServing(load, nodes, System.nanoTime() - TimeUnit.HOURS.toNanos(1), "before the kill");
        String syncStandby = cluster.syncStandby().orElseThrow(() -> new AssertionError("no sync_standby: "
                + cluster.cluster()));

        String old = leader();
        long kill = System.nanoTime();
        long gone = cluster.kill(old);
        String leader = cluster.awaitNewLeader(old, FAILOVER_LIMIT);
        long promoted = System.nanoTime();
        long writable = cluster.awaitWritable(leader, FAILOVER_LIMIT);
        awaitServing(load, nodes, writable, "after the promotion");
        await(() -> nodes.stream().allMatch(n -> load.strategies().stream()
                .allMatch(s -> load.successesAfter(n.name(), s, writable) > 10)), 30, "every node serves on");
        load.stop();

        figures("Patroni, synchronous_mode", load, kill, writable, writable, nodes);
        record("synchronous_mode: true", load, kill, promoted, writable, gone);
        assertThat(leader).as("Patroni promotes only its sync_standby").isEqualTo(syncStandby);
        assertNoRepeats(load);
        for (Failure f : load.failures()) {
            if (f.strategy() == Strategy.SNOWFLAKE && f.error() instanceof LeaseLostException) {
                continue; // the documented answer when the database was out for longer than the lease lives
            }
            assertThat(f.error()).as("only a wait for the database may fail: " + f).isInstanceOf(IdSourceUnavailableException.class);
            assertThat(f.waitedNanos()).as("a caller gives up only after its full maxWait: " + f)
                    .isGreaterThanOrEqualTo(IdGenEngineBuilder.DEFAULT_MAX_WAIT.toNanos());
        }
        FailoverAdmin.Epoch epoch = FailoverAdmin.on(admin()).status();
        assertThat(epoch.timeline()).as(epoch.toString()).isEqualTo(2);
        assertThat(epoch.serving()).as(epoch.toString()).isTrue();
        assertThat(epoch.reason()).contains("failover from timeline 1 to 2").contains("replicated synchronously");
        engines.forEach(e -> assertThat(e.refusedReason()).as(e.name()).isNull());
    }

    /**
     * Asynchronous, {@code maximum_lag_on_failover} 1 MiB, and {@code failover.margin} sized from it: the fastest
     * key's ids per byte of WAL, measured under the load, times 1 MiB, covered twice by the margin. The replicas'
     * WAL is cut before the kill, so Patroni promotes one without the last reservations; the engines move every key
     * forward by themselves and serve on: nobody is refused and no id repeats.
     */
    @Test
    void asynchronousWithAMarginSizedFromMaximumLagServesOnByItself() throws Exception {
        cluster = PatroniCluster.asynchronous(MAXIMUM_LAG_ON_FAILOVER).start();
        List<Node> nodes = nodes(b -> b.segment(o -> o.maxStep(MAX_STEP)).failover(o -> o.margin(MARGIN)));
        FailoverLoad load = new FailoverLoad(nodes, THREADS_PER_STRATEGY, PAUSE_MICROS);
        load.start();
        awaitServing(load, nodes, System.nanoTime() - TimeUnit.HOURS.toNanos(1), "before the cut");
        double idsPerWalByte = idsPerWalByte();
        cluster.cutReplication();
        long standbyOrdered = standbyLong("SELECT num FROM " + orderedTable() + " WHERE biz_tag = '" + ORDERED_KEY
                + "' AND sub_key = '" + ORDERED_SUB_KEY + "'");
        awaitHandedOutPast(load, Long.MIN_VALUE, standbyOrdered);

        String old = leader();
        long kill = System.nanoTime();
        long gone = cluster.kill(old);
        String leader = cluster.awaitNewLeader(old, FAILOVER_LIMIT);
        long promoted = System.nanoTime();
        long writable = cluster.awaitWritable(leader, FAILOVER_LIMIT);
        awaitServing(load, nodes, writable, "after the promotion");
        load.stop();

        figures("Patroni, asynchronous, failover.margin", load, kill, writable, writable, nodes);
        record(String.format("asynchronous, maximum_lag_on_failover %d, WAL cut, failover.margin %d (fastest key %.3f "
                + "ids per WAL byte)", MAXIMUM_LAG_ON_FAILOVER, MARGIN, idsPerWalByte), load, kill, promoted, writable, gone);
        assertThat((double) MARGIN).as("failover.margin covers twice the ids the fastest key takes while the primary "
                + "writes maximum_lag_on_failover bytes of WAL (%.3f ids per byte)", idsPerWalByte)
                .isGreaterThanOrEqualTo(2 * idsPerWalByte * MAXIMUM_LAG_ON_FAILOVER);
        assertThat(maxHandedOutBefore(load, Strategy.SLOW_ORDERED, kill)).as("slow-ordered numbers the promoted "
                + "replica never received (else this test proves nothing)").isGreaterThan(standbyOrdered);
        assertNoRepeats(load);
        assertThat(load.failures()).as("nobody is refused with a margin")
                .noneSatisfy(f -> assertThat(f.error()).isInstanceOf(DatabaseFailoverException.class));
        FailoverAdmin.Epoch epoch = FailoverAdmin.on(admin()).status();
        assertThat(epoch.serving()).as(epoch.toString()).isTrue();
        assertThat(epoch.reason()).as(epoch.toString()).contains("moved " + MARGIN + " ids forward");
    }

    /**
     * Asynchronous without a margin, the replicas' WAL cut before the kill: Patroni promotes a replica (it lags
     * by less than {@code maximum_lag_on_failover}) without the reservations ids were handed out from. Engines
     * refuse what the new primary would hand out ({@code DatabaseFailoverException}) until
     * {@code FailoverAdmin.recover}, the documented recovery, then serve again; no id repeats.
     */
    @Test
    void asynchronousWithoutAMarginIsRefusedUntilRecoveredAndNoIdRepeats() throws Exception {
        cluster = PatroniCluster.asynchronous(MAXIMUM_LAG_ON_FAILOVER).start();
        // small ranges: reservations happen all the time, so some are lost with the commits the replicas miss
        List<Node> nodes = nodes(b -> b.segment(o -> o.maxStep(1_000)));
        FailoverLoad load = new FailoverLoad(nodes, THREADS_PER_STRATEGY, PAUSE_MICROS);
        load.start();
        awaitServing(load, nodes, System.nanoTime() - TimeUnit.HOURS.toNanos(1), "before the cut");
        cluster.cutReplication();
        long standbySegment = standbyLong("SELECT max_id FROM idgen_segment WHERE biz_tag = '" + SEGMENT_KEY + "'");
        long standbyOrdered = standbyLong("SELECT num FROM " + orderedTable() + " WHERE biz_tag = '" + ORDERED_KEY
                + "' AND sub_key = '" + ORDERED_SUB_KEY + "'");
        awaitHandedOutPast(load, standbySegment - 1, standbyOrdered);

        String old = leader();
        long kill = System.nanoTime();
        cluster.kill(old);
        String leader = cluster.awaitNewLeader(old, FAILOVER_LIMIT);
        long promoted = System.nanoTime();
        long writable = cluster.awaitWritable(leader, FAILOVER_LIMIT);
        await(() -> engines.stream().allMatch(e -> e.refusedReason() != null), 30, "every node refuses the new timeline");
        FailoverAdmin.Recovery recovery = FailoverAdmin.on(admin()).recover(100_000_000L, FailoverAdmin.DEFAULT_WORKER_FENCE);
        long recovered = System.nanoTime();
        assertThat(recovery.epoch().serving()).as(recovery.epoch().toString()).isTrue();
        await(() -> engines.stream().allMatch(e -> e.refusedReason() == null), 30, "every node serves after the recovery");
        awaitServing(load, nodes, recovered, "after the recovery");
        load.stop();

        figures("Patroni, asynchronous, refused until FailoverAdmin.recover", load, kill, writable, recovered, nodes);
        record("asynchronous, maximum_lag_on_failover " + MAXIMUM_LAG_ON_FAILOVER + ", WAL cut, recovered by "
                + "FailoverAdmin.recover " + TimeUnit.NANOSECONDS.toMillis(recovered - kill) + " ms after the kill", load,
                kill, promoted, writable, recovered);
        assertThat(maxHandedOutBefore(load, Strategy.SEGMENT, kill)).as("segment ids handed out from ranges the "
                + "promoted replica never received (else this test proves nothing)").isGreaterThanOrEqualTo(standbySegment);
        assertThat(maxHandedOutBefore(load, Strategy.SLOW_ORDERED, kill)).as("slow-ordered numbers the promoted "
                + "replica never received").isGreaterThan(standbyOrdered);
        assertNoRepeats(load);
        assertThat(load.failures()).as("callers were refused after the failover")
                .anySatisfy(f -> assertThat(f.error()).isInstanceOf(DatabaseFailoverException.class)
                        .hasMessageContaining("failover from timeline 1 to 2").hasMessageContaining("idgen failover recover"));
    }

    // ---- helpers -----------------------------------------------------------------------------

    /** Two idgen nodes on the multi-host URL, migrated, each with a generator per strategy. */
    private List<Node> nodes(UnaryOperator<IdGenEngineBuilder> settings) {
        List<Node> nodes = new ArrayList<>();
        for (int i = 1; i <= 2; i++) {
            String name = "node-" + i;
            HikariDataSource pool = cluster.newPool(name, cluster.multiHostUrl(), 10, Duration.ofSeconds(2));
            if (i == 1) {
                IdGenMigrations.with(pool).slowOrdered(true).migrate();
            }
            IdGenEngine engine = settings.apply(IdGenEngine.builder(pool).name(name)
                    .snowflakeNode(new NodeIdentity("patroni-test", name, 8300 + i))).build();
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

    /**
     * The most ids any key (segment's reserved {@code max_id}, the slow-ordered number, the day's {@code max_id})
     * advanced per byte of WAL the leader wrote under the load, in any window of at least {@value #WAL_WINDOW} bytes
     * (1/16 of {@link #MAXIMUM_LAG_ON_FAILOVER}, so that one range reserved in a window weighs as it would in a lag
     * of that size), over at least two seconds.
     */
    private double idsPerWalByte() throws InterruptedException {
        String url = cluster.nodeUrl(PatroniCluster.FIRST);
        String sql = "SELECT pg_current_wal_lsn() - '0/0'::pg_lsn || ',' || coalesce((SELECT max_id FROM idgen_segment WHERE "
                + "biz_tag = '" + SEGMENT_KEY + "'), 0) || ',' || coalesce((SELECT num FROM " + orderedTable() + " WHERE "
                + "biz_tag = '" + ORDERED_KEY + "' AND sub_key = '" + ORDERED_SUB_KEY + "'), 0) || ',' || coalesce((SELECT "
                + "max(max_id) FROM idgen_daily WHERE biz_tag = '" + DAILY_KEY + "'), 0)";
        long[] first = sample(url, sql);
        long[] windowStart = first;
        long[] now = first;
        long start = System.nanoTime();
        double most = 0;
        int windows = 0;
        while (System.nanoTime() - start < TimeUnit.SECONDS.toNanos(2) || windows == 0) {
            if (System.nanoTime() - start > TimeUnit.SECONDS.toNanos(60)) {
                throw new AssertionError("the leader wrote only " + (now[0] - first[0]) + " bytes of WAL in 60 s under the load");
            }
            Thread.sleep(100); // the sampling period, not a wait for a state
            now = sample(url, sql);
            long bytes = now[0] - windowStart[0];
            if (bytes >= WAL_WINDOW) {
                for (int k = 1; k < now.length; k++) {
                    most = Math.max(most, (double) (now[k] - windowStart[k]) / bytes);
                }
                windows++;
                windowStart = now;
            }
        }
        System.out.printf("FAILOVER FIGURES [Patroni, ids per WAL byte]: %d bytes of WAL in %d ms; segment +%d, slow-ordered "
                        + "+%d, daily +%d; at most %.3f ids per byte in %d windows of %d bytes or more%n", now[0] - first[0],
                TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start), now[1] - first[1], now[2] - first[2],
                now[3] - first[3], most, windows, WAL_WINDOW);
        return most;
    }

    private long[] sample(String url, String sql) {
        String[] parts = cluster.queryString(url, sql).split(",");
        long[] values = new long[parts.length];
        for (int i = 0; i < parts.length; i++) {
            values[i] = Long.parseLong(parts[i].contains(".") ? parts[i].substring(0, parts[i].indexOf('.')) : parts[i]);
        }
        return values;
    }

    /**
     * Prints the scenario's figures and appends them to {@link #FIGURES}, with Patroni's view of the cluster. Served
     * "after" a moment means by a call that started after it: after the kill, once every killed process had exited
     * ({@code servingFrom}; else a call the killed server answered in the milliseconds before its SIGKILL took effect
     * would count), or after the recovery.
     */
    private void record(String scenario, FailoverLoad load, long kill, long promoted, long writable, long servingFrom)
            throws IOException {
        long firstOrdered = load.callers().stream().filter(c -> c.strategy == Strategy.SLOW_ORDERED)
                .mapToLong(c -> c.firstSuccessStartedAfter(servingFrom)).min().orElse(Long.MAX_VALUE);
        long everyNodeServing = servingFrom;
        for (String node : load.callers().stream().map(c -> c.node.name()).distinct().toList()) {
            for (Strategy s : load.strategies()) {
                everyNodeServing = Math.max(everyNodeServing, load.callers().stream()
                        .filter(c -> c.node.name().equals(node) && c.strategy == s)
                        .mapToLong(c -> c.firstSuccessStartedAfter(servingFrom)).min().orElse(Long.MAX_VALUE));
            }
        }
        String line = "FAILOVER FIGURES [Patroni, " + scenario + "]: kill to a new leader (REST /primary) "
                + millis(kill, promoted) + " ms, to it committing a write " + millis(kill, writable) + " ms, to the first "
                + "slow-ordered id served " + millis(kill, firstOrdered) + " ms, to every node serving every strategy "
                + millis(kill, everyNodeServing) + " ms (served: by a call started after the "
                + (servingFrom > writable ? "recovery" : "killed processes had exited") + "); Patroni " + PatroniCluster.DCS_SETTINGS
                + "; " + Runtime.getRuntime().availableProcessors() + " cores, load " + String.format("%.2f",
                java.lang.management.ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage());
        System.out.println(line);
        System.out.println(cluster.cluster());
        Files.createDirectories(FIGURES.getParent());
        Files.writeString(FIGURES, java.time.Instant.now() + " " + line + "\n", StandardCharsets.UTF_8,
                StandardOpenOption.CREATE, StandardOpenOption.APPEND);
    }

    /** Milliseconds from {@code start} to {@code end}; -1 when {@code end} never came ({@code Long.MAX_VALUE}). */
    private static long millis(long start, long end) {
        return end == Long.MAX_VALUE ? -1 : TimeUnit.NANOSECONDS.toMillis(end - start);
    }

    private String leader() {
        return cluster.leader().orElseThrow(() -> new AssertionError("no leader: " + cluster.cluster()));
    }

    /** What an operator runs FailoverAdmin (or {@code idgen failover}) with: a connection of its own, a person's patience. */
    private HikariDataSource admin() {
        if (admin == null) {
            admin = cluster.newPool("admin", cluster.multiHostUrl(), 1, Duration.ofSeconds(30));
        }
        return admin;
    }

    /** The highest value of {@code sql} on the replicas (after the cut: the most a promoted replica can hold). */
    private long standbyLong(String sql) {
        String leader = leader();
        return PatroniCluster.NODES.stream().filter(n -> !n.equals(leader))
                .mapToLong(n -> Long.parseLong(cluster.queryString(cluster.nodeUrl(n), sql))).max().orElseThrow();
    }

    private static String orderedTable() {
        return OrderedShards.tableOf(ORDERED_KEY, ORDERED_SUB_KEY, OrderedShards.DEFAULT_COUNT);
    }
}
