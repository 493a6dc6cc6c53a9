package dev.idgen.jdbc.failover;

import static dev.idgen.jdbc.failover.FailoverChecks.everyNodeServingStartedAfter;
import static dev.idgen.jdbc.failover.FailoverChecks.firstSuccessStartedAfter;
import static dev.idgen.jdbc.failover.FailoverChecks.recordFigures;
import static org.assertj.core.api.Assertions.assertThat;

import dev.idgen.jdbc.failover.FailoverLoad.Node;
import dev.idgen.jdbc.failover.FailoverLoad.Strategy;
import dev.idgen.testsupport.PatroniCluster;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
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
class PatroniTest extends AbstractFailoverManagerTest<PatroniCluster, PatroniTest.Promoted> {

    /** The system property that runs this class. */
    static final String PROPERTY = "idgen.test.patroni";

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

    /**
     * Patroni's promotion of {@code leader} after {@code old} was killed: {@code gone} once every killed process had
     * exited, {@code promoted} when the REST API named the new leader; {@code syncStandby} as Patroni named it
     * before the kill.
     */
    record Promoted(String old, Optional<String> syncStandby, String leader, long kill, long gone, long promoted,
                    long writable) implements Promotion {
        @Override
        public long servingFrom() {
            return gone;
        }
    }

    PatroniTest() {
        super(PROPERTY, "Patroni tests run with -D" + PROPERTY + "=true (.ci/run does; they need patroni and etcd: "
                + "apt-get install patroni etcd-server)", "patroni-test", 8300, "promoted replica");
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
        Promoted p = failsOverByItself("Patroni, synchronous_mode", "synchronous_mode: true");
        assertThat(p.leader()).as("Patroni promotes only its sync_standby").isEqualTo(p.syncStandby()
                .orElseThrow(() -> new AssertionError("no sync_standby before the kill of " + p.old())));
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
        FailoverLoad load = startLoad(nodes, "before the cut");
        double idsPerWalByte = idsPerWalByte();
        servesOnWithAMargin(nodes, load, MARGIN, "Patroni, asynchronous, failover.margin", String.format("asynchronous, "
                + "maximum_lag_on_failover %d, WAL cut, failover.margin %d (fastest key %.3f ids per WAL byte)",
                MAXIMUM_LAG_ON_FAILOVER, MARGIN, idsPerWalByte));
        assertThat((double) MARGIN).as("failover.margin covers twice the ids the fastest key takes while the primary "
                + "writes maximum_lag_on_failover bytes of WAL (%.3f ids per byte)", idsPerWalByte)
                .isGreaterThanOrEqualTo(2 * idsPerWalByte * MAXIMUM_LAG_ON_FAILOVER);
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
        isRefusedUntilRecovered("Patroni, asynchronous, refused until FailoverAdmin.recover",
                "asynchronous, maximum_lag_on_failover " + MAXIMUM_LAG_ON_FAILOVER + ", WAL cut");
    }

    // ---- what is Patroni's ----------------------------------------------------------------------

    /** The highest value of {@code sql} on the replicas (after the cut: the most a promoted replica can hold). */
    @Override
    long standbyLong(String sql) {
        String leader = leader();
        return PatroniCluster.NODES.stream().filter(n -> !n.equals(leader))
                .mapToLong(n -> Long.parseLong(cluster.queryString(cluster.nodeUrl(n), sql))).max().orElseThrow();
    }

    /** Kills the leader's Patroni and PostgreSQL; waits until Patroni names a new leader and it commits a write. */
    @Override
    Promoted killAndAwaitPromotion() {
        Optional<String> syncStandby = cluster.syncStandby();
        String old = leader();
        long kill = System.nanoTime();
        long gone = cluster.kill(old);
        String leader = cluster.awaitNewLeader(old, FAILOVER_LIMIT);
        long promoted = System.nanoTime();
        long writable = cluster.awaitWritable(leader, FAILOVER_LIMIT);
        return new Promoted(old, syncStandby, leader, kill, gone, promoted, writable);
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
    @Override
    void record(String scenario, FailoverLoad load, List<Node> nodes, Promoted p, long servingFrom) throws IOException {
        long firstOrdered = firstSuccessStartedAfter(load, Strategy.SLOW_ORDERED, servingFrom);
        long everyNodeServing = everyNodeServingStartedAfter(load, servingFrom);
        recordFigures(FIGURES, "FAILOVER FIGURES [Patroni, " + scenario + "]: kill to a new leader (REST /primary) "
                + millis(p.kill(), p.promoted()) + " ms, to it committing a write " + millis(p.kill(), p.writable())
                + " ms, to the first slow-ordered id served " + millis(p.kill(), firstOrdered) + " ms, to every node "
                + "serving every strategy " + millis(p.kill(), everyNodeServing) + " ms (served: by a call started after "
                + "the " + (servingFrom > p.writable() ? "recovery" : "killed processes had exited") + "); Patroni "
                + PatroniCluster.DCS_SETTINGS, cluster.cluster());
    }

    /** Milliseconds from {@code start} to {@code end}; -1 when {@code end} never came ({@code Long.MAX_VALUE}). */
    private static long millis(long start, long end) {
        return end == Long.MAX_VALUE ? -1 : TimeUnit.NANOSECONDS.toMillis(end - start);
    }

    private String leader() {
        return cluster.leader().orElseThrow(() -> new AssertionError("no leader: " + cluster.cluster()));
    }
}
