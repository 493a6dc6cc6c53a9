package dev.idgen.bench;

import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;
import dev.idgen.IdGenerator;
import dev.idgen.jdbc.GeneratorStats;
import dev.idgen.jdbc.IdGenEngine;
import dev.idgen.jdbc.segment.SegmentStats;
import dev.idgen.jdbc.snowflake.NodeIdentity;
import dev.idgen.jdbc.snowflake.SnowflakeStats;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.Statement;
import java.time.OffsetDateTime;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.IntFunction;
import java.util.function.LongSupplier;
import javax.sql.DataSource;
import org.HdrHistogram.Histogram;

/**
 * How idgen's cost grows: with the number of segment keys in one engine, with the number of
 * slow-ordered sub-keys one engine meets, and with the number of engines (nodes) on one database.
 * Not JMH: each part builds what it measures, drives it from plain threads and reads memory,
 * latencies and the statements that reached the database (counted by a {@link CountingDataSource}
 * around every pool idgen uses).
 *
 * <pre>
 * mvn -B -q -pl idgen-bench -am package -DskipTests
 * java -cp idgen-bench/target/benchmarks.jar dev.idgen.bench.ScaleBenchRunner [--quick] [--only keys,subkeys,nodes]
 *      [--jdbc-url URL [--user U] [--password P]] [--charts DIR] [--out FILE]
 * </pre>
 *
 * <ul>
 *   <li><b>keys</b>: 1, 1 000 and 100 000 segment keys (one invoice counter per tenant;
 *       {@code --quick}: 10 000) in one engine: the first id of each new key, one after the
 *       other (latency, statements per new key); retained heap per key after a full GC; then
 *       statements per second while every key is quiet, and while 10 keys are hot (2 threads).</li>
 *   <li><b>subkeys</b>: 1 000 000 slow-ordered sub-keys (chat rooms; {@code --quick}: 100 000),
 *       each touched once by 4 threads, the generators dropped at once: heap after a full GC every
 *       tenth, first-call latency, statements per new sub-key, rows per shard table.</li>
 *   <li><b>nodes</b>: 1, 4 and 16 engines, each on a pool of its own (2 connections), 16 caller
 *       threads spread over them, per strategy (segment, slow-ordered, snowflake, daily):
 *       ids/s, statements/s on the database, per-call latency (p50, p99, max) and calls slower
 *       than 1 ms; and statements/s of the idle nodes.</li>
 * </ul>
 *
 * Every figure is measured, never asserted; the Markdown goes to {@code idgen-bench/target/scale-bench.md},
 * the charts to {@code docs/bench/scale-*.svg}.
 */
public final class ScaleBenchRunner {

    private static final int[] NODES = {1, 4, 16};
    private static final int NODE_CALLERS = 16;
    private static final int HOT_KEYS = 10;
    private static final String[] STRATEGIES = {"segment", "slow-ordered", "snowflake", "daily"};

    private final boolean quick;
    private final String run = Long.toString(System.currentTimeMillis() % 1_000_000_000L, 36);
    private final StringBuilder md = new StringBuilder();
    private final String database;
    private final String url;
    private final String user;
    private final String password;

    private ScaleBenchRunner(boolean quick, HikariDataSource bench) {
        this.quick = quick;
        this.database = BenchDatabase.description();
        this.url = bench.getJdbcUrl();
        this.user = bench.getUsername();
        this.password = bench.getPassword();
    }

    public static void main(String[] args) throws Exception {
        boolean quick = false;
        Set<String> only = Set.of("keys", "subkeys", "nodes");
        Path out = Paths.get("idgen-bench", "target", "scale-bench.md");
        for (int i = 0; i < args.length; i++) {
            int used = BenchDatabase.parseServerArgument(args, i);
            if (used >= 0) {
                i = used;
            } else if (args[i].equals("--quick")) {
                quick = true;
            } else if (args[i].equals("--only") && i + 1 < args.length) {
                only = Set.of(args[++i].split(","));
            } else if (args[i].equals("--out") && i + 1 < args.length) {
                out = Paths.get(args[++i]);
            } else {
                System.err.println("usage: java -cp idgen-bench/target/benchmarks.jar dev.idgen.bench.ScaleBenchRunner"
                        + " [--quick] [--only keys,subkeys,nodes] [--out FILE] " + BenchDatabase.SERVER_USAGE);
                System.exit(2);
                return;
            }
        }
        System.setProperty("java.awt.headless", "true");
        DataSource ds = BenchDatabase.dataSource();
        ScaleBenchRunner r = new ScaleBenchRunner(quick, (HikariDataSource) ds);
        r.md.append("## idgen scale benchmark (").append(quick ? "--quick" : "full scale").append(", ")
                .append(OffsetDateTime.now().truncatedTo(ChronoUnit.SECONDS)).append(")\n\n");
        BenchRunner.bullets(r.md, BenchRunner.environment(quick));
        r.md.append("- database: ").append(r.database).append('\n');
        r.md.append(String.format(Locale.ROOT, "- load average at the start: %.1f%n", load()));
        if (only.contains("keys")) {
            r.keys();
            r.save(out);
        }
        if (only.contains("subkeys")) {
            r.subKeys(ds);
            r.save(out);
        }
        if (only.contains("nodes")) {
            r.nodes();
            r.save(out);
        }
        r.md.append(String.format(Locale.ROOT, "%nLoad average at the end: %.1f%n", load()));
        String markdown = r.md.toString();
        System.out.println();
        System.out.println(markdown);
        Files.createDirectories(out.toAbsolutePath().getParent());
        Files.writeString(out, markdown, StandardCharsets.UTF_8);
        System.out.println("Written to " + out.toAbsolutePath().normalize());
        System.exit(0); // the engines' and pools' threads are closed; the embedded server stops in its hook
    }

    /** Writes what is measured so far (a part that fails later leaves the earlier ones). */
    private void save(Path out) throws java.io.IOException {
        Files.createDirectories(out.toAbsolutePath().getParent());
        Files.writeString(out, md, StandardCharsets.UTF_8);
    }

    // ------------------------------------------------------------------ keys

    private void keys() throws Exception {
        int[] counts = {1, 1_000, quick ? 10_000 : 100_000};
        long quietMillis = quick ? 3_000 : 5_000;
        long hotMillis = quick ? 3_000 : 5_000;
        md.append("\n### Segment keys in one engine\n\n");
        md.append("Each key is new: its first `nextId()` creates the row and reserves the first range (step 1000); keys "
                + "are created one after the other. Heap: retained after a full GC, engine built before the first key. Quiet: "
                + "nothing asked for " + quietMillis / 1000 + " s; hot: " + HOT_KEYS + " keys (or all, if fewer) called by 2 "
                + "threads for " + hotMillis / 1000 + " s after 1 s of warm-up, the other keys quiet.\n\n");
        md.append("| keys | heap per key (bytes) | first id p50 µs | p99 µs | max µs | statements per new key "
                + "| statements/s, all quiet | statements/s, " + HOT_KEYS + " hot | hot ids/s |\n");
        md.append("|---:|---:|---:|---:|---:|---:|---:|---:|---:|\n");
        double[] x = new double[counts.length];
        double[] heap = new double[counts.length];
        double[] p50 = new double[counts.length];
        double[] p99 = new double[counts.length];
        double[] quiet = new double[counts.length];
        double[] hot = new double[counts.length];
        for (int k = 0; k < counts.length; k++) {
            int n = counts[k];
            CountingDataSource counter = new CountingDataSource();
            HikariDataSource pool = pool("scale-keys", 4);
            String prefix = "scale.keys." + run + "." + n + ".";
            try (IdGenEngine engine = IdGenEngine.builder(counter.wrap(pool)).name("scale-keys").build()) {
                long before = usedHeapAfterGc();
                Histogram first = new Histogram(TimeUnit.SECONDS.toNanos(60), 3);
                long s0 = counter.statements();
                for (int i = 0; i < n; i++) {
                    long t0 = System.nanoTime();
                    engine.segment(prefix + i).nextId();
                    first.recordValue(System.nanoTime() - t0);
                    if (i > 0 && i % 20_000 == 0) {
                        System.out.println("# keys: " + i + " of " + n + " created");
                    }
                }
                double perNewKey = (double) (counter.statements() - s0) / n;
                Thread.sleep(200); // the prefetches the first ids started
                long after = usedHeapAfterGc();
                heap[k] = (double) (after - before) / n;
                long q0 = counter.statements();
                long q0t = System.nanoTime();
                Thread.sleep(quietMillis);
                quiet[k] = perSecond(counter.statements() - q0, q0t);
                int hotKeys = Math.min(n, HOT_KEYS);
                IdGenerator[] hotGenerators = new IdGenerator[hotKeys];
                for (int i = 0; i < hotKeys; i++) {
                    hotGenerators[i] = engine.segment(prefix + (i * (n / hotKeys)));
                }
                long[] measured = drive(2, 1_000, hotMillis, t -> hotGenerators[ThreadLocalRandom.current().nextInt(hotKeys)]::nextId,
                        counter, null);
                hot[k] = measured[1] / (hotMillis / 1000.0);
                x[k] = n;
                p50[k] = first.getValueAtPercentile(50) / 1000.0;
                p99[k] = first.getValueAtPercentile(99) / 1000.0;
                md.append(String.format(Locale.ROOT, "| %,d | %s | %.0f | %.0f | %.0f | %.2f | %.2f | %.2f | %,.0f |%n", n,
                        n == 1 ? String.format(Locale.ROOT, "(%,.0f)", heap[k]) : String.format(Locale.ROOT, "%,.0f", heap[k]),
                        p50[k], p99[k], first.getMaxValue() / 1000.0, perNewKey, quiet[k], hot[k],
                        measured[0] / (hotMillis / 1000.0)));
            } finally {
                pool.close();
            }
            System.out.println("# keys " + n + " done");
        }
        md.append("\nHeap per key at 1 key is the noise of one GC measurement (in brackets).\n");
        String sub = Charts.subtitle(database, quick ? "--quick" : "full scale");
        double[] xs = java.util.Arrays.copyOfRange(x, 1, x.length);
        Charts.line("scale-keys-heap", "Segment keys in one engine: retained heap per key", sub, "keys (log)", "bytes per key",
                true, false, List.of(new Charts.Line("heap per key", xs, java.util.Arrays.copyOfRange(heap, 1, heap.length))));
        Charts.line("scale-keys-first-id", "Segment keys: latency of a new key's first id", sub, "keys in the engine (log)",
                "µs", true, false, List.of(new Charts.Line("p50", x, p50), new Charts.Line("p99", x, p99)));
        Charts.line("scale-keys-statements", "Segment keys: statements/s on the database at steady state", sub,
                "keys in the engine (log)", "statements/s", true, false,
                List.of(new Charts.Line("all keys quiet", x, quiet), new Charts.Line(HOT_KEYS + " keys hot, the rest quiet", x, hot)));
    }

    // ------------------------------------------------------------------ sub-keys

    private void subKeys(DataSource bench) throws Exception {
        int total = quick ? 100_000 : 1_000_000;
        int callers = 4;
        String key = "scale.rooms." + run;
        md.append("\n### Slow-ordered sub-keys in one engine\n\n");
        md.append(String.format(Locale.ROOT, "%,d sub-keys of key `%s`, each touched once (`slowOrdered(key, room).nextId()`, "
                + "the generator dropped at once) by %d threads; heap retained after a full GC every tenth.%n%n", total, key,
                callers));
        CountingDataSource counter = new CountingDataSource();
        HikariDataSource pool = pool("scale-subkeys", 8);
        Histogram first = new Histogram(TimeUnit.SECONDS.toNanos(60), 3);
        double[] x = new double[11];
        double[] heap = new double[11];
        long statements;
        long started = System.nanoTime();
        try (IdGenEngine engine = IdGenEngine.builder(counter.wrap(pool)).name("scale-subkeys").executorThreads(4).build()) {
            engine.slowOrdered(key, "warm-up").nextId(); // the schema check
            heap[0] = usedHeapAfterGc();
            long s0 = counter.statements();
            AtomicLong next = new AtomicLong();
            for (int chunk = 1; chunk <= 10; chunk++) {
                long end = (long) total * chunk / 10;
                Thread[] threads = new Thread[callers];
                Histogram[] local = new Histogram[callers];
                for (int t = 0; t < callers; t++) {
                    Histogram h = local[t] = new Histogram(TimeUnit.SECONDS.toNanos(60), 3);
                    threads[t] = new Thread(() -> {
                        for (long i; (i = next.getAndIncrement()) < end; ) {
                            long t0 = System.nanoTime();
                            engine.slowOrdered(key, "room-" + i).nextId();
                            h.recordValue(System.nanoTime() - t0);
                        }
                    }, "scale-subkeys-" + t);
                    threads[t].start();
                }
                for (Thread t : threads) {
                    t.join();
                }
                next.set(end);
                for (Histogram h : local) {
                    first.add(h);
                }
                x[chunk] = end;
                heap[chunk] = usedHeapAfterGc();
                System.out.printf(Locale.ROOT, "# subkeys: %,d touched, heap after GC %.1f MB%n", end, heap[chunk] / 1e6);
            }
            statements = counter.statements() - s0;
        } finally {
            pool.close();
        }
        double seconds = (System.nanoTime() - started) / 1e9;
        md.append("| sub-keys touched | heap after GC (MB) |\n|---:|---:|\n");
        for (int i = 0; i < x.length; i++) {
            md.append(String.format(Locale.ROOT, "| %,.0f | %.1f |%n", x[i], heap[i] / 1e6));
        }
        md.append(String.format(Locale.ROOT, "%nFirst call of a sub-key: p50 %.0f µs, p99 %.0f µs, p99.9 %.0f µs, max %.0f µs; "
                + "%.2f statements per new sub-key; %,.0f sub-keys/s over %.0f s (%d threads).%n",
                first.getValueAtPercentile(50) / 1000.0, first.getValueAtPercentile(99) / 1000.0,
                first.getValueAtPercentile(99.9) / 1000.0, first.getMaxValue() / 1000.0, (double) statements / total,
                total / seconds, seconds, callers));
        // rows per shard table, for this key
        List<Long> rows = new ArrayList<>();
        try (Connection c = bench.getConnection(); Statement s = c.createStatement();
             ResultSet rs = s.executeQuery("SELECT tablename FROM pg_tables WHERE tablename ~ '^idgen_ordered_[0-9]+$' ORDER BY 1")) {
            List<String> tables = new ArrayList<>();
            while (rs.next()) {
                tables.add(rs.getString(1));
            }
            for (String t : tables) {
                try (PreparedStatement ps = c.prepareStatement("SELECT COUNT(*) FROM " + t + " WHERE biz_tag = ?")) {
                    ps.setString(1, key);
                    try (ResultSet r = ps.executeQuery()) {
                        r.next();
                        rows.add(r.getLong(1));
                    }
                }
            }
        }
        long min = rows.stream().mapToLong(Long::longValue).min().orElse(0);
        long max = rows.stream().mapToLong(Long::longValue).max().orElse(0);
        long sum = rows.stream().mapToLong(Long::longValue).sum();
        md.append(String.format(Locale.ROOT, "Rows per shard table: %d tables, %,d rows of this key in all, min %,d, mean %,.0f, "
                + "max %,d per table (max ÷ mean %.3f).%n", rows.size(), sum, min, (double) sum / Math.max(rows.size(), 1), max,
                max / ((double) sum / Math.max(rows.size(), 1))));
        double[] heapMb = java.util.Arrays.stream(heap).map(h -> h / 1e6).toArray();
        Charts.line("scale-subkeys-heap", "Slow-ordered: heap after GC while sub-keys are touched once each",
                Charts.subtitle(database, (quick ? "--quick" : "full scale") + ", " + callers + " threads"),
                "sub-keys touched", "MB retained", false, false, List.of(new Charts.Line("heap after full GC", x, heapMb)));
    }

    // ------------------------------------------------------------------ nodes

    private void nodes() throws Exception {
        long warmMillis = quick ? 1_000 : 2_000;
        long measureMillis = quick ? 3_000 : 5_000;
        long idleMillis = quick ? 3_000 : 5_000;
        md.append("\n### Engines (nodes) on one database\n\n");
        md.append("Each node: an engine on a HikariCP pool of its own (2 connections), snowflake identity of its own. "
                + NODE_CALLERS + " caller threads, thread i on node i mod N, one key per strategy shared by every node "
                + "(slow-ordered: one (key, sub-key), daily: the trend sequence), " + warmMillis / 1000 + " s warm-up, "
                + measureMillis / 1000 + " s measured. Latency of every call; 'waits' = calls over 1 ms. Idle: no call for "
                + idleMillis / 1000 + " s (heartbeats, lease renewals).\n\n");
        md.append("| nodes | strategy | ids/s | statements/s | ids per statement | p50 µs | p99 µs | max µs | calls > 1 ms "
                + "| engine-counted waits |\n");
        md.append("|---:|---|---:|---:|---:|---:|---:|---:|---:|---:|\n");
        double[] x = java.util.Arrays.stream(NODES).asDoubleStream().toArray();
        double[][] stmts = new double[STRATEGIES.length + 1][NODES.length];
        double[][] p99 = new double[STRATEGIES.length][NODES.length];
        StringBuilder idle = new StringBuilder();
        for (int k = 0; k < NODES.length; k++) {
            int n = NODES[k];
            CountingDataSource counter = new CountingDataSource();
            List<HikariDataSource> pools = new ArrayList<>();
            List<IdGenEngine> engines = new ArrayList<>();
            try {
                for (int i = 0; i < n; i++) {
                    HikariDataSource p = pool("scale-node-" + i, 2);
                    pools.add(p);
                    engines.add(IdGenEngine.builder(counter.wrap(p)).name("node-" + i)
                            .snowflakeNode(new NodeIdentity("idgen-bench-scale-" + run, "node-" + i, 10_000 + i)).build());
                }
                for (int s = 0; s < STRATEGIES.length; s++) {
                    String strategy = STRATEGIES[s];
                    String key = "scale.nodes." + run + "." + n;
                    LongSupplier[] perNode = new LongSupplier[n];
                    for (int i = 0; i < n; i++) {
                        IdGenEngine e = engines.get(i);
                        perNode[i] = switch (strategy) {
                            case "segment" -> e.segment(key)::nextId;
                            case "slow-ordered" -> e.slowOrdered(key, "room")::nextId;
                            case "snowflake" -> e.snowflake()::nextId;
                            case "daily" -> {
                                var seq = e.daily(key);
                                yield () -> seq.next().serial();
                            }
                            default -> throw new IllegalStateException(strategy);
                        };
                    }
                    Histogram latency = new Histogram(TimeUnit.SECONDS.toNanos(60), 3);
                    long waitsBefore = engineWaits(engines, strategy);
                    long[] m = drive(NODE_CALLERS, warmMillis, measureMillis, t -> perNode[t % n], counter, latency);
                    long waits = engineWaits(engines, strategy) - waitsBefore;
                    double sec = measureMillis / 1000.0;
                    stmts[s][k] = m[1] / sec;
                    p99[s][k] = latency.getValueAtPercentile(99) / 1000.0;
                    md.append(String.format(Locale.ROOT, "| %d | %s | %,.0f | %,.1f | %s | %.1f | %.0f | %,.0f | %,d | %s |%n", n,
                            strategy, m[0] / sec, m[1] / sec, m[1] == 0 ? "all from memory" : String.format(Locale.ROOT,
                                    "%,.0f", (double) m[0] / m[1]), latency.getValueAtPercentile(50) / 1000.0, p99[s][k],
                            latency.getMaxValue() / 1000.0, latency.getCountBetweenValues(TimeUnit.MILLISECONDS.toNanos(1),
                                    latency.getHighestTrackableValue()), waits < 0 ? "–" : Long.toString(waits)));
                    System.out.println("# nodes " + n + " " + strategy + " done");
                }
                long i0 = counter.statements();
                long t0 = System.nanoTime();
                Thread.sleep(idleMillis);
                stmts[STRATEGIES.length][k] = perSecond(counter.statements() - i0, t0);
                idle.append(String.format(Locale.ROOT, "| %d | %.2f | %.3f |%n", n, stmts[STRATEGIES.length][k],
                        stmts[STRATEGIES.length][k] / n));
            } finally {
                engines.forEach(IdGenEngine::close);
                pools.forEach(HikariDataSource::close);
            }
        }
        md.append("\nIdle nodes (every strategy opened, nothing asked for):\n\n| nodes | statements/s | per node |\n|---:|---:|---:|\n")
                .append(idle);
        String sub = Charts.subtitle(database, (quick ? "--quick" : "full scale") + ", " + NODE_CALLERS + " callers");
        List<Charts.Line> lines = new ArrayList<>();
        for (int s = 0; s < STRATEGIES.length; s++) {
            lines.add(new Charts.Line(STRATEGIES[s], x, stmts[s]));
        }
        lines.add(new Charts.Line("idle", x, stmts[STRATEGIES.length]));
        Charts.line("scale-nodes-statements", "Engines on one database: statements/s on the database", sub, "nodes",
                "statements/s (log)", false, true, lines);
        List<Charts.Line> waits = new ArrayList<>();
        for (int s = 0; s < STRATEGIES.length; s++) {
            waits.add(new Charts.Line(STRATEGIES[s], x, p99[s]));
        }
        Charts.line("scale-nodes-p99", "Engines on one database: p99 of a caller's wait per call", sub, "nodes",
                "p99 µs (log)", false, true, waits);
    }

    /** Waits the engines count themselves: segment callers that found nothing buffered, snowflake full milliseconds. */
    private static long engineWaits(List<IdGenEngine> engines, String strategy) {
        long sum = 0;
        for (IdGenEngine e : engines) {
            for (GeneratorStats s : e.stats()) {
                if (strategy.equals("segment") && s instanceof SegmentStats st && !st.key().contains("daily")) {
                    sum += st.callerWaits();
                } else if (strategy.equals("snowflake") && s instanceof SnowflakeStats st) {
                    sum += st.sequenceExhaustedWaits();
                }
            }
        }
        return strategy.equals("segment") || strategy.equals("snowflake") ? sum : -1;
    }

    // ------------------------------------------------------------------ helpers

    /**
     * Runs {@code threads} threads calling the generator {@code call.apply(thread)} for {@code warmMillis}, then
     * {@code measureMillis}; returns {ids, statements} of the measurement and records each measured call's latency
     * in {@code latency} (if given).
     */
    private static long[] drive(int threads, long warmMillis, long measureMillis, IntFunction<LongSupplier> call,
                                CountingDataSource counter, Histogram latency) throws InterruptedException {
        AtomicLong phase = new AtomicLong(); // 0 warm-up, 1 measure, 2 stop
        AtomicLong ids = new AtomicLong();
        Histogram[] local = new Histogram[threads];
        Thread[] ts = new Thread[threads];
        for (int t = 0; t < threads; t++) {
            LongSupplier g = call.apply(t);
            Histogram h = local[t] = new Histogram(TimeUnit.SECONDS.toNanos(60), 3);
            ts[t] = new Thread(() -> {
                long n = 0;
                long p;
                while ((p = phase.get()) < 2) {
                    long t0 = System.nanoTime();
                    g.getAsLong();
                    if (p == 1) {
                        h.recordValue(System.nanoTime() - t0);
                        n++;
                    }
                }
                ids.addAndGet(n);
            }, "scale-caller-" + t);
            ts[t].start();
        }
        Thread.sleep(warmMillis);
        long s0 = counter.statements();
        phase.set(1);
        Thread.sleep(measureMillis);
        phase.set(2);
        long statements = counter.statements() - s0;
        for (Thread t : ts) {
            t.join();
        }
        if (latency != null) {
            for (Histogram h : local) {
                latency.add(h);
            }
        }
        return new long[] {ids.get(), statements};
    }

    private HikariDataSource pool(String name, int size) {
        HikariConfig config = new HikariConfig();
        config.setPoolName(name);
        config.setJdbcUrl(url);
        config.setUsername(user);
        config.setPassword(password);
        config.setMaximumPoolSize(size);
        config.setMinimumIdle(1);
        return new HikariDataSource(config);
    }

    private static double perSecond(long count, long sinceNanos) {
        return count / ((System.nanoTime() - sinceNanos) / 1e9);
    }

    private static long usedHeapAfterGc() throws InterruptedException {
        for (int i = 0; i < 3; i++) {
            System.gc();
            Thread.sleep(100);
        }
        return ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getUsed();
    }

    private static double load() {
        return ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage();
    }

    static {
        // the DataSource proxies and the charts need no display
        System.setProperty("java.awt.headless", "true");
    }
}
