package dev.idgen.bench;

import dev.idgen.jdbc.IdGenEngine;
import dev.idgen.jdbc.ordered.OrderedIdGenerator;
import dev.idgen.jdbc.ordered.OrderedShards;
import dev.idgen.jdbc.ordered.OrderedStats;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.LongAdder;
import javax.sql.DataSource;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;
import org.openjdk.jmh.infra.BenchmarkParams;

/**
 * Strictly ordered ids from one database row, on the same embedded PostgreSQL
 * ({@link BenchDatabase}, HikariCP pool of {@value BenchDatabase#POOL_SIZE}) and the same shard
 * tables ({@code idgen_ordered_NN}), in the same run:
 *
 * <ul>
 *   <li>{@link #perCallReturning()}: every call borrows a connection and runs
 *       {@code UPDATE .. SET num = num + 1 .. RETURNING num} in autocommit: the plain atomic
 *       statement, one round trip per id.</li>
 *   <li>{@link #optimisticOneRow()}: the loop of the design documents: {@code SELECT num}, then
 *       {@code UPDATE .. SET num = old + 1 WHERE .. AND num = old}, again on conflict, for up to 2 s
 *       (then the call fails and is counted), all on one row.</li>
 *   <li>{@link #optimisticSpread64()}: the same loop with the load spread over 64 rows (64 sub-keys,
 *       each call picks one at random): the design documents' remedy for hot keys. Not one sequence
 *       any more, so not comparable in what it promises; shown for its speed.</li>
 *   <li>{@link #idgenSlowOrdered()}: {@code engine.slowOrdered(key, subKey).nextId()}: one
 *       {@code UPDATE .. RETURNING} per round trip on the engine's executor, calls that arrive
 *       while a round trip is in flight combined into the next; the next round trip leaves only
 *       when the last is back (the default).</li>
 *   <li>{@link #idgenTwoInFlight()}: the same with {@code orderedRoundTripsInFlight(2)} (or the
 *       value of {@value #IN_FLIGHT_PROPERTY}): the next batch leaves while the last is still out.</li>
 * </ul>
 *
 * Every benchmark returns one id per call, so ops/s are ids/s. At the end of each trial a line
 * starting with {@value #STATS_PREFIX} gives the round trips (idgen), the retries and failed calls
 * (optimistic); {@link OrderedBenchRunner} parses it.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class OrderedBenchmark {

    /** Prefix of the line printed at the end of each trial. */
    public static final String STATS_PREFIX = "# ordered:";
    /** System property: round trips in flight of {@link #idgenTwoInFlight()} (default 2). */
    public static final String IN_FLIGHT_PROPERTY = "idgen.bench.inFlight";
    /** How long the optimistic loop retries before the call fails, as in the design documents. */
    static final long OPTIMISTIC_GIVE_UP_NANOS = TimeUnit.SECONDS.toNanos(2);
    static final int SPREAD_ROWS = 64;
    static final String KEY = "bench.ordered";

    private static final AtomicInteger TRIALS = new AtomicInteger();

    private DataSource ds;
    private IdGenEngine engine;
    private OrderedIdGenerator idgen;
    private String[] subKeys;
    private String[] selectSql;
    private String[] updateSql;
    private String returningSql;
    private final LongAdder attempts = new LongAdder();
    private final LongAdder calls = new LongAdder();
    private final LongAdder failed = new LongAdder();
    /** Latencies (ns) of the commit probes of this trial: one durable commit each, between the iterations. */
    private final java.util.List<Long> commitProbes = new java.util.ArrayList<>();
    private String probeSql;
    private String probeSubKey;
    /** Commits timed before each iteration of an idgen trial. */
    static final int PROBES_PER_ITERATION = 20;

    /** Creates the rows the running benchmark uses, fresh per trial, in the shard tables of their sub-keys. */
    @Setup(Level.Trial)
    public void setUp(BenchmarkParams params) throws SQLException {
        ds = BenchDatabase.dataSource();
        String method = BenchRunner.method(params);
        String trial = method + "-" + ProcessHandle.current().pid() + "-" + TRIALS.incrementAndGet();
        switch (method) {
            case "idgenSlowOrdered":
            case "idgenTwoInFlight":
                engine = IdGenEngine.builder(ds).name("bench")
                        .orderedRoundTripsInFlight(method.equals("idgenTwoInFlight") ? Integer.getInteger(IN_FLIGHT_PROPERTY, 2) : 1)
                        .executorThreads(4).build();
                idgen = engine.slowOrdered(KEY, trial);
                idgen.nextId(); // creates the row and checks the schema outside the measurement
                rows(trial + "-probe", 1);
                probeSubKey = subKeys[0];
                probeSql = "UPDATE " + OrderedShards.tableOf(KEY, probeSubKey, OrderedShards.DEFAULT_COUNT)
                        + " SET num = num + 1, updated_at = CURRENT_TIMESTAMP WHERE biz_tag = ? AND sub_key = ? RETURNING num";
                break;
            case "perCallReturning":
                rows(trial, 1);
                returningSql = "UPDATE " + OrderedShards.tableOf(KEY, subKeys[0], OrderedShards.DEFAULT_COUNT)
                        + " SET num = num + 1, updated_at = CURRENT_TIMESTAMP WHERE biz_tag = ? AND sub_key = ? RETURNING num";
                break;
            case "optimisticOneRow":
                rows(trial, 1);
                break;
            case "optimisticSpread64":
                rows(trial, SPREAD_ROWS);
                break;
            default:
                throw new IllegalStateException("no set-up for benchmark " + params.getBenchmark());
        }
    }

    private void rows(String trial, int n) throws SQLException {
        subKeys = new String[n];
        selectSql = new String[n];
        updateSql = new String[n];
        try (Connection c = ds.getConnection()) {
            for (int i = 0; i < n; i++) {
                subKeys[i] = trial + "-" + i;
                String table = OrderedShards.tableOf(KEY, subKeys[i], OrderedShards.DEFAULT_COUNT);
                selectSql[i] = "SELECT num FROM " + table + " WHERE biz_tag = ? AND sub_key = ?";
                updateSql[i] = "UPDATE " + table + " SET num = ?, updated_at = CURRENT_TIMESTAMP"
                        + " WHERE biz_tag = ? AND sub_key = ? AND num = ?";
                try (PreparedStatement ps = c.prepareStatement("INSERT INTO " + table
                        + " (biz_tag, sub_key, num) VALUES (?, ?, 0)")) {
                    ps.setString(1, KEY);
                    ps.setString(2, subKeys[i]);
                    ps.executeUpdate();
                }
            }
        }
    }

    /**
     * Before each iteration of an idgen trial: times {@value #PROBES_PER_ITERATION} single
     * {@code UPDATE .. RETURNING} commits on a row of its own, one after the other: the latency of
     * one durable commit at this moment, interleaved with idgen's iterations, for the Little's-law
     * bound ({@link OrderedBenchRunner}).
     */
    @Setup(Level.Iteration)
    public void probeCommit() throws SQLException {
        if (probeSql == null) {
            return;
        }
        try (Connection c = ds.getConnection(); PreparedStatement ps = c.prepareStatement(probeSql)) {
            ps.setString(1, KEY);
            ps.setString(2, probeSubKey);
            for (int i = 0; i < PROBES_PER_ITERATION; i++) {
                long t0 = System.nanoTime();
                try (ResultSet rs = ps.executeQuery()) {
                    rs.next();
                }
                commitProbes.add(System.nanoTime() - t0);
            }
        }
    }

    /** Prints the {@value #STATS_PREFIX} line of the trial and closes what the trial opened. */
    @TearDown(Level.Trial)
    public void tearDown(BenchmarkParams params) {
        String where = STATS_PREFIX + " benchmark=" + BenchRunner.method(params) + " threads=" + params.getThreads();
        if (idgen != null) {
            OrderedStats s = idgen.stats();
            System.out.println(where + " calls=" + s.calls() + " roundTrips=" + s.roundTrips() + " callsPerRoundTrip="
                    + String.format(java.util.Locale.ROOT, "%.1f", s.callsPerRoundTrip()) + " failures=" + s.failures()
                    + " commitProbes=" + commitProbes.size() + " commitMedianMicros=" + String.format(java.util.Locale.ROOT,
                    "%.0f", median(commitProbes) / 1000.0));
            commitProbes.clear();
            probeSql = null;
            engine.close();
            idgen = null;
            engine = null;
        } else {
            long c = calls.sum();
            System.out.println(where + " calls=" + c + " statements=" + attempts.sum() + " attemptsPerCall="
                    + String.format(java.util.Locale.ROOT, "%.2f", c == 0 ? 0 : (double) attempts.sum() / c)
                    + " failedCalls=" + failed.sum());
        }
        attempts.reset();
        calls.reset();
        failed.reset();
    }

    private static double median(java.util.List<Long> values) {
        if (values.isEmpty()) {
            return Double.NaN;
        }
        long[] sorted = values.stream().mapToLong(Long::longValue).sorted().toArray();
        return sorted[sorted.length / 2];
    }

    /** idgen: one {@code UPDATE .. RETURNING} per round trip, concurrent calls combined. */
    @Benchmark
    public long idgenSlowOrdered() {
        return idgen.nextId();
    }

    /** idgen with two round trips in flight at a time. */
    @Benchmark
    public long idgenTwoInFlight() {
        return idgen.nextId();
    }

    /** Baseline: one {@code UPDATE .. SET num = num + 1 .. RETURNING num} per id, on the caller's thread. */
    @Benchmark
    public long perCallReturning() throws SQLException {
        calls.increment();
        attempts.increment();
        try (Connection c = ds.getConnection(); PreparedStatement ps = c.prepareStatement(returningSql)) {
            ps.setString(1, KEY);
            ps.setString(2, subKeys[0]);
            try (ResultSet rs = ps.executeQuery()) {
                rs.next();
                return rs.getLong(1);
            }
        }
    }

    /** Baseline: the design documents' optimistic loop on one row. */
    @Benchmark
    public long optimisticOneRow() throws SQLException {
        return optimistic(0);
    }

    /** Baseline: the optimistic loop on one of 64 rows picked at random per call. */
    @Benchmark
    public long optimisticSpread64() throws SQLException {
        return optimistic(ThreadLocalRandom.current().nextInt(SPREAD_ROWS));
    }

    /**
     * {@code SELECT num}; {@code UPDATE .. SET num = old + 1 WHERE num = old}; again while another
     * caller won the race, for up to 2 s. Returns the id, or -1 for a call that gave up (counted).
     */
    private long optimistic(int row) throws SQLException {
        calls.increment();
        long giveUpAt = System.nanoTime() + OPTIMISTIC_GIVE_UP_NANOS;
        try (Connection c = ds.getConnection();
             PreparedStatement select = c.prepareStatement(selectSql[row]);
             PreparedStatement update = c.prepareStatement(updateSql[row])) {
            select.setString(1, KEY);
            select.setString(2, subKeys[row]);
            update.setString(2, KEY);
            update.setString(3, subKeys[row]);
            do {
                attempts.increment();
                long old;
                try (ResultSet rs = select.executeQuery()) {
                    rs.next();
                    old = rs.getLong(1);
                }
                update.setLong(1, old + 1);
                update.setLong(4, old);
                if (update.executeUpdate() == 1) {
                    return old + 1;
                }
            } while (System.nanoTime() - giveUpAt < 0);
        }
        failed.increment();
        return -1;
    }
}
