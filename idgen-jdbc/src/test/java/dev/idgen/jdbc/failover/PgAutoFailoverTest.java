package dev.idgen.jdbc.failover;

import static dev.idgen.jdbc.failover.FailoverChecks.assertNoRepeats;
import static dev.idgen.jdbc.failover.FailoverChecks.await;
import static dev.idgen.jdbc.failover.FailoverChecks.awaitServing;
import static dev.idgen.jdbc.failover.FailoverChecks.awaitHandedOutPast;
import static dev.idgen.jdbc.failover.FailoverChecks.everyNodeServing;
import static dev.idgen.jdbc.failover.FailoverChecks.figures;
import static dev.idgen.jdbc.failover.FailoverChecks.maxHandedOutBefore;
import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.zaxxer.hikari.HikariDataSource;
import dev.idgen.DatabaseFailoverException;
import dev.idgen.IdSourceUnavailableException;
import dev.idgen.IdGenerator;
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
import dev.idgen.testsupport.PgAutoFailoverCluster;
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
 * idgen under pg_auto_failover: a monitor and two data nodes ({@link PgAutoFailoverCluster}), two
 * idgen nodes on the multi-host URL under load with every strategy (segment, slow-ordered, snowflake,
 * daily), the primary's {@code pg_autoctl} and PostgreSQL killed, and pg_auto_failover promoting the
 * secondary by itself. No id is ever handed out twice.
 *
 * <p>Run only when asked for ({@code -Didgen.test.pgautofailover=true}; {@code .ci/run} does), as it
 * needs {@code pg_autoctl} on the machine and takes about a minute; without the property every test
 * shows as skipped. With it, a machine without {@code pg_autoctl} fails the tests.
 *
 * <p>The figures (kill to promotion, kill to every node serving) are printed on lines starting with
 * {@code FAILOVER FIGURES} and appended to {@code target/pg-auto-failover-figures.txt}.
 */
class PgAutoFailoverTest {

    /** The system property that runs this class. */
    static final String PROPERTY = "idgen.test.pgautofailover";

    private static final String SEGMENT_KEY = "order";
    private static final String ORDERED_KEY = "chat";
    private static final String ORDERED_SUB_KEY = "room-1";
    private static final String DAILY_KEY = "invoice";
    private static final int THREADS_PER_STRATEGY = 2;
    private static final long PAUSE_MICROS = 200;
    private static final Duration FAILOVER_LIMIT = Duration.ofSeconds(60);
    private static final Path FIGURES = Path.of("target", "pg-auto-failover-figures.txt");

    private final List<IdGenEngine> engines = new ArrayList<>();
    private PgAutoFailoverCluster cluster;
    private HikariDataSource admin;

    /** Per test, not per class: surefire counts a class whose @BeforeAll aborted as no test at all, not as skipped ones. */
    @BeforeEach
    void onlyWhenAskedFor() {
        assumeTrue(Boolean.getBoolean(PROPERTY), "pg_auto_failover tests run with -D" + PROPERTY + "=true (.ci/run does; "
                + "they need pg_autoctl: apt-get install postgresql-15-auto-failover)");
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
     * pg_auto_failover's default, synchronous formation: the secondary has every commit, so the
     * engines serve on after the promotion without anyone's help (the epoch records a lossless
     * failover), no id repeats, and a call fails only by giving up its wait for the database
     * ({@code IdSourceUnavailableException}; a snowflake call also when its lease outlived the outage).
     */
    @Test
    void synchronousFormationFailsOverByItselfAndNoIdRepeats() throws Exception {
        cluster = PgAutoFailoverCluster.synchronous().start();
        List<Node> nodes = nodes(UnaryOperator.identity());
        FailoverLoad load = new FailoverLoad(nodes, THREADS_PER_STRATEGY, PAUSE_MICROS);
        load.start();
        awaitServing(load, nodes, System.nanoTime() - TimeUnit.HOURS.toNanos(1), "before the kill");

        long kill = System.nanoTime();
        cluster.killPrimary();
        long writable = cluster.awaitWritable(PgAutoFailoverCluster.SECOND, FAILOVER_LIMIT);
        long reported = cluster.awaitReportedState(PgAutoFailoverCluster.SECOND, FAILOVER_LIMIT, "wait_primary", "primary");
        awaitServing(load, nodes, writable, "after the promotion");
        long everyNodeServing = everyNodeServing(load, nodes, writable);
        await(() -> nodes.stream().allMatch(n -> load.strategies().stream()
                .allMatch(s -> load.successesAfter(n.name(), s, writable) > 10)), 30, "every node serves on");
        load.stop();

        figures("pg_auto_failover, synchronous", load, kill, writable, writable, nodes);
        record("synchronous (default formation)", kill, writable, reported, everyNodeServing);
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
     * The secondary out of the write quorum and cut off from the primary's WAL before the kill:
     * pg_auto_failover promotes it all the same (it lags by less than
     * {@code pgautofailover.promote_wal_log_threshold}), without the reservations ids were handed out
     * from. Engines refuse what the new primary would hand out ({@code DatabaseFailoverException})
     * until {@code FailoverAdmin.recover}, the documented recovery, then serve again; no id repeats.
     */
    @Test
    void asynchronousFormationLosingCommitsIsRefusedUntilRecoveredAndNoIdRepeats() throws Exception {
        cluster = PgAutoFailoverCluster.asynchronous().start();
        // small ranges: reservations happen all the time, so some are lost with the commits the secondary misses
        List<Node> nodes = nodes(b -> b.segment(o -> o.maxStep(1_000)));
        FailoverLoad load = new FailoverLoad(nodes, THREADS_PER_STRATEGY, PAUSE_MICROS);
        load.start();
        awaitServing(load, nodes, System.nanoTime() - TimeUnit.HOURS.toNanos(1), "before the cut");
        cluster.cutReplication();
        long standbySegment = standbyLong("SELECT max_id FROM idgen_segment WHERE biz_tag = '" + SEGMENT_KEY + "'");
        long standbyOrdered = standbyLong("SELECT num FROM " + orderedTable() + " WHERE biz_tag = '" + ORDERED_KEY
                + "' AND sub_key = '" + ORDERED_SUB_KEY + "'");
        awaitHandedOutPast(load, standbySegment - 1, standbyOrdered);

        long kill = System.nanoTime();
        cluster.killPrimary();
        long writable = cluster.awaitWritable(PgAutoFailoverCluster.SECOND, FAILOVER_LIMIT);
        long reported = cluster.awaitReportedState(PgAutoFailoverCluster.SECOND, FAILOVER_LIMIT, "wait_primary", "primary");
        await(() -> engines.stream().allMatch(e -> e.refusedReason() != null), 30, "every node refuses the new timeline");
        FailoverAdmin.Recovery recovery = FailoverAdmin.on(admin()).recover(100_000_000L, FailoverAdmin.DEFAULT_WORKER_FENCE);
        long recovered = System.nanoTime();
        assertThat(recovery.epoch().serving()).as(recovery.epoch().toString()).isTrue();
        await(() -> engines.stream().allMatch(e -> e.refusedReason() == null), 30, "every node serves after the recovery");
        awaitServing(load, nodes, recovered, "after the recovery");
        long everyNodeServing = everyNodeServing(load, nodes, recovered);
        load.stop();

        figures("pg_auto_failover, asynchronous, refused until FailoverAdmin.recover", load, kill, writable, recovered, nodes);
        record("asynchronous (replication-quorum false), WAL cut, recovered by FailoverAdmin.recover "
                + TimeUnit.NANOSECONDS.toMillis(recovered - kill) + " ms after the kill", kill, writable, reported,
                everyNodeServing);
        assertThat(maxHandedOutBefore(load, Strategy.SEGMENT, kill)).as("segment ids handed out from ranges the "
                + "secondary never received (else this test proves nothing)").isGreaterThanOrEqualTo(standbySegment);
        assertThat(maxHandedOutBefore(load, Strategy.SLOW_ORDERED, kill)).as("slow-ordered numbers the secondary "
                + "never received").isGreaterThan(standbyOrdered);
        assertNoRepeats(load);
        assertThat(load.failures()).as("callers were refused after the failover")
                .anySatisfy(f -> assertThat(f.error()).isInstanceOf(DatabaseFailoverException.class)
                        .hasMessageContaining("failover from timeline 1 to 2").hasMessageContaining("idgen failover recover"));
    }

    /**
     * The same asynchronous loss with {@code failover.margin}: the engines move every key forward by
     * themselves and serve on; nobody is refused and no id repeats.
     */
    @Test
    void asynchronousFormationWithAMarginServesOnByItself() throws Exception {
        cluster = PgAutoFailoverCluster.asynchronous().start();
        List<Node> nodes = nodes(b -> b.segment(o -> o.maxStep(20_000)).failover(o -> o.margin(10_000_000L)));
        FailoverLoad load = new FailoverLoad(nodes, THREADS_PER_STRATEGY, PAUSE_MICROS);
        load.start();
        awaitServing(load, nodes, System.nanoTime() - TimeUnit.HOURS.toNanos(1), "before the cut");
        cluster.cutReplication();
        long standbyOrdered = standbyLong("SELECT num FROM " + orderedTable() + " WHERE biz_tag = '" + ORDERED_KEY
                + "' AND sub_key = '" + ORDERED_SUB_KEY + "'");
        awaitHandedOutPast(load, Long.MIN_VALUE, standbyOrdered);

        long kill = System.nanoTime();
        cluster.killPrimary();
        long writable = cluster.awaitWritable(PgAutoFailoverCluster.SECOND, FAILOVER_LIMIT);
        long reported = cluster.awaitReportedState(PgAutoFailoverCluster.SECOND, FAILOVER_LIMIT, "wait_primary", "primary");
        awaitServing(load, nodes, writable, "after the promotion");
        long everyNodeServing = everyNodeServing(load, nodes, writable);
        load.stop();

        figures("pg_auto_failover, asynchronous, failover.margin", load, kill, writable, writable, nodes);
        record("asynchronous (replication-quorum false), WAL cut, failover.margin", kill, writable, reported, everyNodeServing);
        assertNoRepeats(load);
        assertThat(load.failures()).as("nobody is refused with a margin")
                .noneSatisfy(f -> assertThat(f.error()).isInstanceOf(DatabaseFailoverException.class));
        FailoverAdmin.Epoch epoch = FailoverAdmin.on(admin()).status();
        assertThat(epoch.serving()).as(epoch.toString()).isTrue();
        assertThat(epoch.reason()).as(epoch.toString()).contains("moved 10000000 ids forward");
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
                    .snowflakeNode(new NodeIdentity("pg-auto-failover-test", name, 8200 + i))).build();
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

    /** Prints the scenario's figures and appends them to {@link #FIGURES}, with the monitor's view of the formation. */
    private void record(String scenario, long kill, long writable, long reported, long everyNodeServing) throws IOException {
        String line = "FAILOVER FIGURES [pg_auto_failover, " + scenario + "]: kill to promotion (the secondary commits a "
                + "write) " + TimeUnit.NANOSECONDS.toMillis(writable - kill) + " ms, to the monitor reporting it "
                + TimeUnit.NANOSECONDS.toMillis(reported - kill) + " ms, to every node serving every strategy "
                + TimeUnit.NANOSECONDS.toMillis(everyNodeServing - kill) + " ms; monitor settings "
                + PgAutoFailoverCluster.MONITOR_SETTINGS + "; " + Runtime.getRuntime().availableProcessors() + " cores, load "
                + String.format("%.2f", java.lang.management.ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage());
        System.out.println(line);
        System.out.println(cluster.state());
        Files.createDirectories(FIGURES.getParent());
        Files.writeString(FIGURES, java.time.Instant.now() + " " + line + "\n", StandardCharsets.UTF_8,
                StandardOpenOption.CREATE, StandardOpenOption.APPEND);
    }

    /** What an operator runs FailoverAdmin (or {@code idgen failover}) with: a connection of its own, a person's patience. */
    private HikariDataSource admin() {
        if (admin == null) {
            admin = cluster.newPool("admin", cluster.multiHostUrl(), 1, Duration.ofSeconds(30));
        }
        return admin;
    }

    private long standbyLong(String sql) {
        return Long.parseLong(cluster.queryString(cluster.nodeUrl(PgAutoFailoverCluster.SECOND), sql));
    }

    private static String orderedTable() {
        return OrderedShards.tableOf(ORDERED_KEY, ORDERED_SUB_KEY, OrderedShards.DEFAULT_COUNT);
    }
}
