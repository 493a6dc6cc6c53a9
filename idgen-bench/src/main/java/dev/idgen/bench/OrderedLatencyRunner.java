package dev.idgen.bench;

import dev.idgen.IdGenerator;
import dev.idgen.jdbc.IdGenEngine;
import dev.idgen.jdbc.ordered.OrderedShards;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.Arrays;
import java.util.Locale;
import javax.sql.DataSource;

/**
 * One slow-ordered caller against the bare statement, <em>call by call</em>: one thread takes turns
 * between {@code UPDATE .. RETURNING} on a plain one-row table (no trigger, two columns: issue #42's baseline),
 * a bare {@code UPDATE .. RETURNING} on a row of its own in idgen's table, the same statement with each thing
 * idgen adds to it (the JDBC query timeout, the network timeout set and restored, the failover
 * guard's columns), and idgen's {@code nextId()} on another row, timing each call. Taking turns makes
 * all of them see the same database at the same moment (a durable database's commit latency drifts by
 * tens of percent within a minute, which sequential JMH trials read as a difference between them), so
 * the percentiles compare like with like and the rows say what idgen's extra time is made of.
 *
 * <pre>
 * java -cp idgen-bench/target/benchmarks.jar dev.idgen.bench.OrderedLatencyRunner [--calls 10000] [--rounds 3] \
 *     [--jdbc-url jdbc:postgresql://127.0.0.1:5432/test --user postgres]
 * </pre>
 *
 * PostgreSQL only (the guard's columns are PostgreSQL's). Prints p50/p90/p99 per call kind and round as
 * Markdown. Measured, never asserted.
 */
public final class OrderedLatencyRunner {

    private static final String KEY = "bench.latency";
    /**
     * What idgen's PostgreSQL statement returns besides the counter, for the failover guard (the WAL
     * timeline, and synchronous_commit on for this transaction): {@code PostgresDialect.committed()}.
     */
    private static final String GUARD_COLUMNS = ", substr(pg_walfile_name(pg_current_wal_lsn()), 1, 8), "
            + "CASE WHEN current_setting('synchronous_commit') IN ('on', 'remote_apply') THEN NULL "
            + "ELSE set_config('synchronous_commit', 'on', true) END";
    /** The calls of each turn, in order: the bare statement, what idgen adds to it one part at a time, idgen. */
    private static final String[] CALLS = {"plain one-row table `UPDATE counter SET num = num + 1 .. RETURNING`",
        "bare `UPDATE .. RETURNING` on idgen's table", "+ JDBC query timeout (5 s)",
        "+ network timeout set and restored", "+ the failover guard's columns", "idgen `nextId()`"};
    /** The plain table of the first call: one row, no trigger, no other column (issue #42's baseline). */
    private static final String PLAIN_TABLE = "idgen_bench_plain_counter";

    private OrderedLatencyRunner() {
    }

    public static void main(String[] args) throws Exception {
        int calls = 10_000;
        int rounds = 3;
        for (int i = 0; i < args.length; i++) {
            int used = BenchDatabase.parseServerArgument(args, i);
            if (used >= 0) {
                i = used;
            } else if (args[i].equals("--calls") && i + 1 < args.length) {
                calls = Integer.parseInt(args[++i]);
            } else if (args[i].equals("--rounds") && i + 1 < args.length) {
                rounds = Integer.parseInt(args[++i]);
            } else {
                System.err.println("usage: java -cp idgen-bench/target/benchmarks.jar dev.idgen.bench.OrderedLatencyRunner"
                        + " [--calls N] [--rounds R] " + BenchDatabase.SERVER_USAGE);
                System.exit(2);
                return;
            }
        }
        DataSource ds = BenchDatabase.dataSource();
        String run = "r" + ProcessHandle.current().pid();
        String bareSubKey = run + "-bare";
        insertRow(ds, bareSubKey);
        try (Connection c = ds.getConnection(); java.sql.Statement st = c.createStatement()) {
            st.execute("CREATE TABLE IF NOT EXISTS " + PLAIN_TABLE + " (id INT PRIMARY KEY, num BIGINT NOT NULL)");
            st.execute("INSERT INTO " + PLAIN_TABLE + " VALUES (1, 0) ON CONFLICT DO NOTHING");
        }
        String bare = "UPDATE " + OrderedShards.tableOf(KEY, bareSubKey, OrderedShards.DEFAULT_COUNT)
                + " SET num = num + 1, updated_at = CURRENT_TIMESTAMP WHERE biz_tag = ? AND sub_key = ? RETURNING num";
        StringBuilder md = new StringBuilder(BenchRunner.environment(false)).append("\n# load before: ")
                .append(loadAverage()).append("\n\n| round | call | p50 µs | p90 µs | p99 µs | mean µs | p50 ÷ plain "
                        + "| calls/s ÷ plain's (mean) | CPU µs of this thread (mean) |\n"
                        + "|---:|---|---:|---:|---:|---:|---:|---:|---:|\n");
        try (IdGenEngine engine = IdGenEngine.builder(ds).name("latency").build()) {
            IdGenerator idgen = engine.slowOrdered(KEY, run + "-idgen");
            // warm-up, one unreported round: JIT, pool, the rows' pages. A quarter round left idgen's longer path
            // partly uncompiled: its CPU per call fell from 84-105 us in the first reported round to 51-57 us in the third
            takeTurns(ds, bare, bareSubKey, idgen, calls, null);
            for (int r = 1; r <= rounds; r++) {
                long[][] cpu = new long[CALLS.length][calls];
                long[][] t = takeTurns(ds, bare, bareSubKey, idgen, calls, cpu);
                double plainP50 = percentile(t[0], 0.50);
                double plainMean = mean(t[0]);
                for (int k = 0; k < CALLS.length; k++) {
                    md.append("| ").append(r).append(" | ").append(CALLS[k]).append(" | ")
                            .append(String.format(Locale.ROOT, "%.0f | %.0f | %.0f | %.0f | %.2f× | %.2f× | %.1f |%n",
                                    percentile(t[k], 0.50), percentile(t[k], 0.90), percentile(t[k], 0.99), mean(t[k]),
                                    percentile(t[k], 0.50) / plainP50, plainMean / mean(t[k]), mean(cpu[k])));
                }
            }
        }
        md.append("\n# load after: ").append(loadAverage()).append('\n');
        System.out.println(md);
    }

    /**
     * {@code turns} turns of every call kind ({@link #CALLS}); the nanoseconds of each call, per kind, and into
     * {@code cpu} (when not null) the CPU nanoseconds this thread spent in it: on a loaded machine a call waits for a
     * processor in proportion to the CPU it needs, so this column tells the client's work from the database's.
     */
    private static long[][] takeTurns(DataSource ds, String bare, String bareSubKey, IdGenerator idgen, int turns,
            long[][] cpu) throws SQLException {
        java.lang.management.ThreadMXBean threads = java.lang.management.ManagementFactory.getThreadMXBean();
        long[][] t = new long[CALLS.length][turns];
        for (int i = 0; i < turns; i++) {
            for (int k = 0; k < CALLS.length; k++) {
                long c0 = cpu == null ? 0 : threads.getCurrentThreadCpuTime();
                t[k][i] = call(k, ds, bare, bareSubKey, idgen);
                if (cpu != null) {
                    cpu[k][i] = threads.getCurrentThreadCpuTime() - c0;
                }
            }
        }
        return t;
    }

    /** Call kind {@code k} of {@link #CALLS}, once; its nanoseconds. */
    private static long call(int k, DataSource ds, String bare, String bareSubKey, IdGenerator idgen)
            throws SQLException {
        switch (k) {
            case 0:
                return plain(ds);
            case 1:
                return statement(ds, bare, bareSubKey, false, false);
            case 2:
                return statement(ds, bare, bareSubKey, true, false);
            case 3:
                return statement(ds, bare, bareSubKey, true, true);
            case 4:
                return statement(ds, bare + GUARD_COLUMNS, bareSubKey, true, true);
            default:
                long t0 = System.nanoTime();
                idgen.nextId();
                return System.nanoTime() - t0;
        }
    }

    /** The baseline: {@code UPDATE .. RETURNING} on the plain one-row table, on a borrowed connection; its nanoseconds. */
    private static long plain(DataSource ds) throws SQLException {
        long t0 = System.nanoTime();
        try (Connection c = ds.getConnection(); PreparedStatement ps = c.prepareStatement("UPDATE " + PLAIN_TABLE
                + " SET num = num + 1 WHERE id = 1 RETURNING num"); ResultSet rs = ps.executeQuery()) {
            rs.next();
        }
        return System.nanoTime() - t0;
    }

    private static double mean(long[] nanos) {
        return java.util.Arrays.stream(nanos).average().orElse(Double.NaN) / 1000.0;
    }

    /** One statement on a borrowed connection, with idgen's timeouts or not; its nanoseconds. */
    private static long statement(DataSource ds, String sql, String subKey, boolean queryTimeout, boolean networkTimeout)
            throws SQLException {
        long t0 = System.nanoTime();
        try (Connection c = ds.getConnection(); PreparedStatement ps = c.prepareStatement(sql)) {
            int before = networkTimeout ? c.getNetworkTimeout() : 0;
            if (networkTimeout) {
                c.setNetworkTimeout(Runnable::run, 6_000);
            }
            if (queryTimeout) {
                ps.setQueryTimeout(5);
            }
            ps.setString(1, KEY);
            ps.setString(2, subKey);
            try (ResultSet rs = ps.executeQuery()) {
                rs.next();
            }
            if (networkTimeout) {
                c.setNetworkTimeout(Runnable::run, before);
            }
        }
        return System.nanoTime() - t0;
    }

    private static void insertRow(DataSource ds, String subKey) throws SQLException {
        try (Connection c = ds.getConnection(); PreparedStatement ps = c.prepareStatement("INSERT INTO "
                + OrderedShards.tableOf(KEY, subKey, OrderedShards.DEFAULT_COUNT) + " (biz_tag, sub_key, num) VALUES (?, ?, 0)")) {
            ps.setString(1, KEY);
            ps.setString(2, subKey);
            ps.executeUpdate();
        }
    }

    /** The {@code q} quantile of {@code nanos}, in microseconds. */
    private static double percentile(long[] nanos, double q) {
        long[] sorted = nanos.clone();
        Arrays.sort(sorted);
        return sorted[Math.min(sorted.length - 1, (int) (q * sorted.length))] / 1000.0;
    }

    static String loadAverage() {
        try {
            return java.nio.file.Files.readString(java.nio.file.Path.of("/proc/loadavg")).trim();
        } catch (java.io.IOException e) {
            return "unknown (" + e.getMessage() + ")";
        }
    }
}
