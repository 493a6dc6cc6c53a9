package dev.idgen.bench;

import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;
import dev.idgen.format.IdFormat;
import dev.idgen.jdbc.IdGenEngine;
import dev.idgen.jdbc.document.DocumentNumbers;
import dev.idgen.migrations.IdGenMigrations;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.locks.LockSupport;
import org.HdrHistogram.Recorder;

/**
 * Gap-free document numbers under load: committed documents per second when every business transaction does some
 * other work (2 ms by default) besides taking its number, at 1, 8 and 32 threads, for two ways in the same run:
 * <ul>
 *   <li><b>idgen, late</b>: the work, then {@code DocumentNumbers.next(c)} and the document's INSERT, then commit —
 *       what {@code @DocumentNumber} does with Hibernate (the number at flush, right before commit);</li>
 *   <li><b>hand-rolled, early</b>: {@code SELECT .. FOR UPDATE} of a counter row at the start of the transaction
 *       (the common hand-written way), the work, the INSERT, commit.</li>
 * </ul>
 * Both hold the series' row lock until commit; the difference is how long. Also the lock wait (time in the
 * statement that takes the lock) at p50 and p99. Measured, never asserted.
 *
 * <pre>
 * mvn -B -q -pl idgen-bench -am package -DskipTests
 * java -cp idgen-bench/target/benchmarks.jar dev.idgen.bench.DocumentBenchRunner \
 *     [--jdbc-url jdbc:postgresql://127.0.0.1:5432/postgres --user postgres --password ''] [--seconds 10] [--work-ms 2]
 *     [--threads 1,8,32] [--out FILE]
 * </pre>
 * The server's database {@code idgen_documents_bench} is dropped and created again.
 */
public final class DocumentBenchRunner {

    private static final String DATABASE = "idgen_documents_bench";

    private DocumentBenchRunner() {
    }

    /** One measurement. */
    record Result(String way, int threads, double perSecond, double waitP50Millis, double waitP99Millis, long committed) {
    }

    public static void main(String[] args) throws Exception {
        String url = "jdbc:postgresql://127.0.0.1:5432/postgres";
        String user = "postgres";
        String password = "";
        int seconds = 10;
        double workMillis = 2;
        int[] threadCounts = {1, 8, 32};
        Path out = Path.of("idgen-bench", "target", "document-bench.md");
        for (int i = 0; i < args.length; i++) {
            switch (args[i]) {
                case "--jdbc-url" -> url = args[++i];
                case "--user" -> user = args[++i];
                case "--password" -> password = args[++i];
                case "--seconds" -> seconds = Integer.parseInt(args[++i]);
                case "--work-ms" -> workMillis = Double.parseDouble(args[++i]);
                case "--threads" -> threadCounts = java.util.Arrays.stream(args[++i].split(",")).mapToInt(Integer::parseInt)
                        .toArray();
                case "--out" -> out = Path.of(args[++i]);
                default -> {
                    System.err.println("usage: java -cp idgen-bench/target/benchmarks.jar dev.idgen.bench.DocumentBenchRunner"
                            + " [--jdbc-url URL --user U --password P] [--seconds N] [--work-ms M] [--threads 1,8,32]"
                            + " [--out FILE]");
                    System.exit(2);
                    return;
                }
            }
        }
        String benchUrl = recreateDatabase(url, user, password);
        int maxThreads = java.util.Arrays.stream(threadCounts).max().orElse(1);
        HikariConfig config = new HikariConfig();
        config.setJdbcUrl(benchUrl);
        config.setUsername(user);
        config.setPassword(password);
        config.setMaximumPoolSize(maxThreads + 4);
        List<Result> results = new ArrayList<>();
        String durability;
        try (HikariDataSource ds = new HikariDataSource(config)) {
            IdGenMigrations.migrate(ds);
            try (Connection c = ds.getConnection(); Statement s = c.createStatement()) {
                s.execute("CREATE TABLE bench_document (series VARCHAR(40) NOT NULL, number VARCHAR(20) NOT NULL, "
                        + "payload VARCHAR(100) NOT NULL, PRIMARY KEY (series, number))");
                s.execute("CREATE TABLE bench_counter (series VARCHAR(40) PRIMARY KEY, last_number BIGINT NOT NULL)");
                durability = BenchDatabase.durability(ds);
            }
            double work = workMillis;
            try (IdGenEngine engine = IdGenEngine.builder(ds).name("documents-bench").build()) {
                for (int threads : threadCounts) {
                    results.add(run("hand-rolled SELECT .. FOR UPDATE first", threads, seconds, workMillis, ds,
                            (c, series) -> early(c, series, work)));
                    DocumentNumbers numbers = engine.documents("late-" + threads, IdFormat.parse("D{serial:12}"));
                    results.add(run("idgen, number at flush", threads, seconds, workMillis, ds,
                            (c, series) -> late(c, numbers, series, work)));
                }
            }
        }
        String md = markdown(results, seconds, workMillis, durability);
        System.out.println(md);
        Files.createDirectories(out.toAbsolutePath().getParent());
        Files.writeString(out, md);
        System.out.println("written to " + out);
    }

    @FunctionalInterface
    private interface Transaction {
        /** Runs one business transaction's statements (not the commit); returns the nanoseconds spent on the lock. */
        long run(Connection c, String series) throws SQLException;
    }

    private static Result run(String way, int threads, int seconds, double workMillis, HikariDataSource ds, Transaction tx)
            throws Exception {
        String series = (way.startsWith("idgen") ? "late-" : "early-") + threads;
        try (Connection c = ds.getConnection(); PreparedStatement ps = c.prepareStatement(
                "INSERT INTO bench_counter (series, last_number) VALUES (?, 0)")) {
            ps.setString(1, series);
            ps.executeUpdate();
        }
        Recorder waits = new Recorder(3);
        AtomicBoolean measuring = new AtomicBoolean(false);
        AtomicBoolean stop = new AtomicBoolean(false);
        long[] committed = new long[threads];
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        CountDownLatch started = new CountDownLatch(threads);
        List<Future<?>> done = new ArrayList<>();
        for (int t = 0; t < threads; t++) {
            int me = t;
            done.add(pool.submit(() -> {
                started.countDown();
                while (!stop.get()) {
                    try (Connection c = ds.getConnection()) {
                        c.setAutoCommit(false);
                        long wait = tx.run(c, series);
                        c.commit();
                        if (measuring.get()) {
                            waits.recordValue(Math.max(1, wait / 1000));
                            committed[me]++;
                        }
                    }
                }
                return null;
            }));
        }
        started.await();
        TimeUnit.SECONDS.sleep(2); // warm-up
        waits.reset();
        measuring.set(true);
        long t0 = System.nanoTime();
        TimeUnit.SECONDS.sleep(seconds);
        measuring.set(false);
        long elapsed = System.nanoTime() - t0;
        stop.set(true);
        for (Future<?> f : done) {
            f.get(1, TimeUnit.MINUTES);
        }
        pool.shutdown();
        long total = java.util.Arrays.stream(committed).sum();
        var h = waits.getIntervalHistogram();
        Result r = new Result(way, threads, total / (elapsed / 1e9), h.getValueAtPercentile(50) / 1000.0,
                h.getValueAtPercentile(99) / 1000.0, total);
        System.out.printf(Locale.ROOT, "%-40s %3d threads: %8.1f documents/s, lock wait p50 %.2f ms, p99 %.2f ms%n",
                r.way(), r.threads(), r.perSecond(), r.waitP50Millis(), r.waitP99Millis());
        return r;
    }

    /** The common hand-written way: lock the counter row first, then the work, then the document. */
    private static long early(Connection c, String series, double workMillis) throws SQLException {
        long t0 = System.nanoTime();
        long n;
        try (PreparedStatement ps = c.prepareStatement("SELECT last_number FROM bench_counter WHERE series = ? FOR UPDATE")) {
            ps.setString(1, series);
            try (ResultSet rs = ps.executeQuery()) {
                rs.next();
                n = rs.getLong(1) + 1;
            }
        }
        long wait = System.nanoTime() - t0;
        try (PreparedStatement ps = c.prepareStatement("UPDATE bench_counter SET last_number = ? WHERE series = ?")) {
            ps.setLong(1, n);
            ps.setString(2, series);
            ps.executeUpdate();
        }
        work(workMillis);
        insert(c, series, "D" + n);
        return wait;
    }

    /** idgen at flush: the work first, then the number and the document, right before commit. */
    private static long late(Connection c, DocumentNumbers numbers, String series, double workMillis) throws SQLException {
        work(workMillis);
        long t0 = System.nanoTime();
        String number = numbers.next(c);
        long wait = System.nanoTime() - t0;
        insert(c, series, number);
        return wait;
    }

    private static void insert(Connection c, String series, String number) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement(
                "INSERT INTO bench_document (series, number, payload) VALUES (?, ?, 'an invoice of the benchmark')")) {
            ps.setString(1, series);
            ps.setString(2, number);
            ps.executeUpdate();
        }
    }

    /** The business transaction's other work (reading, computing, calling): time, not CPU. */
    private static void work(double millis) {
        long until = System.nanoTime() + (long) (millis * 1_000_000);
        while (System.nanoTime() < until) {
            LockSupport.parkNanos(until - System.nanoTime());
        }
    }

    private static String recreateDatabase(String url, String user, String password) throws SQLException {
        try (Connection c = DriverManager.getConnection(url, user, password); Statement s = c.createStatement()) {
            s.execute("DROP DATABASE IF EXISTS " + DATABASE);
            s.execute("CREATE DATABASE " + DATABASE);
        }
        int slash = url.lastIndexOf('/');
        int query = url.indexOf('?', slash);
        return url.substring(0, slash + 1) + DATABASE + (query < 0 ? "" : url.substring(query));
    }

    private static String markdown(List<Result> results, int seconds, double workMillis, String durability)
            throws IOException {
        StringBuilder md = new StringBuilder();
        md.append(String.format(Locale.ROOT, "Committed documents per second, %d s per cell after 2 s of warm-up, every "
                + "transaction doing %.1f ms of other work; %s; %d cores.%n%n", seconds, workMillis, durability,
                Runtime.getRuntime().availableProcessors()));
        md.append("| threads | hand-rolled `FOR UPDATE` first | idgen, number at flush | ratio | lock wait p50 / p99, "
                + "hand-rolled | lock wait p50 / p99, idgen |\n|---|---|---|---|---|---|\n");
        for (int i = 0; i + 1 < results.size(); i += 2) {
            Result early = results.get(i);
            Result late = results.get(i + 1);
            md.append(String.format(Locale.ROOT, "| %d | %.0f /s | %.0f /s | %.2f× | %.2f / %.2f ms | %.2f / %.2f ms |%n",
                    early.threads(), early.perSecond(), late.perSecond(), late.perSecond() / early.perSecond(),
                    early.waitP50Millis(), early.waitP99Millis(), late.waitP50Millis(), late.waitP99Millis()));
        }
        return md.toString();
    }
}
