package dev.idgen.bench;

import com.zaxxer.hikari.HikariDataSource;
import dev.idgen.jdbc.IdGenEngine;
import dev.idgen.jdbc.segment.SegmentIdGenerator;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicReference;
import org.HdrHistogram.Recorder;
import org.HdrHistogram.Histogram;

/**
 * Cost at scale: how many range reservations per second one PostgreSQL commits, on one key and on
 * several, with many nodes reserving at once — from which "one PostgreSQL serves K nodes at X ids/s
 * each" follows.
 *
 * <p>Each node is an engine of its own (its executor, its failover guard) on one shared pool, with one
 * caller thread that asks {@code nextIds(1001)} in a loop: a batch larger than the range the node holds
 * is one reservation of exactly that many ids, through idgen's own path (the engine's executor, the
 * one-round-trip {@code UPDATE .. RETURNING} with the timeline read back, committed with
 * {@code synchronous_commit=on}). So a call is one reservation of the default step (1000, plus one to
 * force the direct path). Measured, never asserted; run it on the durable server ({@code --jdbc-url},
 * fsync=on), the embedded server's fsync=off makes commits unrealistically cheap.
 *
 * <pre>
 * java -cp idgen-bench/target/benchmarks.jar dev.idgen.bench.ReservationCostRunner [--quick] [--out FILE] [--jdbc-url ..]
 * </pre>
 */
public final class ReservationCostRunner {

    private static final int STEP = 1000;
    private static final int BATCH = STEP + 1; // above the range a node holds: one reservation per call
    /** (keys, nodes) per scenario; the nodes are spread evenly over the keys. */
    private static final int[][] SCENARIOS = {{1, 1}, {1, 4}, {1, 16}, {1, 32}, {8, 8}, {8, 32}};
    /** Rates per node of the derived table, ids/s. */
    private static final long[] NODE_RATES = {1_000, 10_000, 100_000};
    /** How long one range lasts at the measured rate once the dynamic step has grown: {@code segment.duration}. */
    private static final long SEGMENT_SECONDS = 15 * 60;
    /** The largest range the dynamic step reserves: {@code segment.max-step}. */
    private static final long MAX_STEP = 100_000_000;

    private ReservationCostRunner() {
    }

    record Result(int keys, int nodes, long reservations, double seconds, Histogram latency) {
        double perSecond() {
            return reservations / seconds;
        }

        String row() {
            return String.format(Locale.ROOT, "| %d | %d | %,.0f | %,.0f | %,.0f | %.2f | %.2f | %.2f |", keys, nodes,
                    perSecond(), perSecond() / keys, perSecond() / keys * STEP,
                    latency.getValueAtPercentile(50) / 1e6, latency.getValueAtPercentile(99) / 1e6,
                    latency.getMaxValue() / 1e6);
        }
    }

    public static void main(String[] args) throws Exception {
        boolean quick = false;
        Path out = Paths.get("idgen-bench", "target", "reservation-cost.md");
        for (int i = 0; i < args.length; i++) {
            int used = BenchDatabase.parseServerArgument(args, i);
            if (used >= 0) {
                i = used;
            } else if (args[i].equals("--quick")) {
                quick = true;
            } else if (args[i].equals("--out") && i + 1 < args.length) {
                out = Paths.get(args[++i]);
            } else {
                System.err.println("usage: java -cp idgen-bench/target/benchmarks.jar dev.idgen.bench.ReservationCostRunner"
                        + " [--quick] [--out FILE] " + BenchDatabase.SERVER_USAGE);
                System.exit(2);
                return;
            }
        }
        int seconds = quick ? 3 : 10;
        int maxNodes = 0;
        for (int[] s : SCENARIOS) {
            maxNodes = Math.max(maxNodes, s[1]);
        }
        List<Result> results = new ArrayList<>();
        String load = uptime();
        try (HikariDataSource pool = BenchDatabase.pool("idgen-bench-reservations", maxNodes + 8)) {
            for (int[] s : SCENARIOS) {
                Result r = run(pool, s[0], s[1], seconds);
                System.out.println("# reservations: keys=" + r.keys() + " nodes=" + r.nodes() + " perSecond="
                        + String.format(Locale.ROOT, "%.0f", r.perSecond()));
                results.add(r);
            }
        }
        String markdown = markdown(results, seconds, load);
        System.out.println();
        System.out.println(markdown);
        Files.createDirectories(out.toAbsolutePath().getParent());
        Files.writeString(out, markdown, StandardCharsets.UTF_8);
        System.out.println("Written to " + out.toAbsolutePath().normalize());
        System.exit(0); // the embedded server's shutdown hook stops it
    }

    private static Result run(HikariDataSource pool, int keys, int nodes, int seconds) throws InterruptedException {
        String prefix = "cost." + ProcessHandle.current().pid() + "." + keys + "x" + nodes + ".";
        List<IdGenEngine> engines = new ArrayList<>();
        List<Thread> threads = new ArrayList<>();
        Recorder recorder = new Recorder(3);
        AtomicBoolean measuring = new AtomicBoolean();
        AtomicBoolean stop = new AtomicBoolean();
        AtomicReference<Throwable> failure = new AtomicReference<>();
        long[] counts = new long[nodes];
        CountDownLatch ready = new CountDownLatch(nodes);
        try {
            for (int n = 0; n < nodes; n++) {
                IdGenEngine engine = IdGenEngine.builder(pool).name("node-" + n).build();
                engines.add(engine);
                SegmentIdGenerator g = engine.segment(prefix + (n % keys));
                int node = n;
                Thread t = new Thread(() -> {
                    try {
                        g.nextIds(BATCH); // the key's row exists and the node's first range is held from here on
                        ready.countDown();
                        while (!stop.get()) {
                            long started = System.nanoTime();
                            g.nextIds(BATCH);
                            if (measuring.get()) {
                                recorder.recordValue(System.nanoTime() - started);
                                counts[node]++;
                            }
                        }
                    } catch (RuntimeException e) {
                        failure.compareAndSet(null, e);
                        ready.countDown();
                    }
                }, "reserver-" + n);
                threads.add(t);
                t.start();
            }
            if (!ready.await(60, TimeUnit.SECONDS)) {
                throw new IllegalStateException("the nodes did not reserve their first range within 60 s");
            }
            Thread.sleep(1000); // warm-up: connections, plans, JIT
            recorder.getIntervalHistogram(); // drops what warm-up recorded
            measuring.set(true);
            long started = System.nanoTime();
            Thread.sleep(TimeUnit.SECONDS.toMillis(seconds));
            measuring.set(false);
            double took = (System.nanoTime() - started) / 1e9;
            stop.set(true);
            for (Thread t : threads) {
                t.join();
            }
            if (failure.get() != null) {
                throw new IllegalStateException("a reserver failed: " + failure.get(), failure.get());
            }
            long total = 0;
            for (long c : counts) {
                total += c;
            }
            return new Result(keys, nodes, total, took, recorder.getIntervalHistogram());
        } finally {
            stop.set(true);
            engines.forEach(IdGenEngine::close);
        }
    }

    private static String markdown(List<Result> results, int seconds, String load) {
        StringBuilder md = new StringBuilder("## Cost at scale: range reservations one PostgreSQL commits\n\n");
        md.append("- ").append(BenchDatabase.description()).append("; ").append(seconds)
                .append(" s per row after 1 s of warm-up; load before: ").append(load).append('\n');
        md.append("- a node = an engine of its own with one thread asking nextIds(").append(BATCH)
                .append("): one reservation of the default step per call, through idgen's own path "
                        + "(executor, UPDATE .. RETURNING with the timeline read back, synchronous_commit=on)\n");
        md.append("- nodes are spread evenly over the keys; every reservation on one key waits for the row lock "
                + "of the one before it\n\n");
        md.append("| keys | nodes | reservations/s | per key | ids/s per key at step ").append(STEP)
                .append(" | p50 ms | p99 ms | max ms |\n");
        md.append("|---:|---:|---:|---:|---:|---:|---:|---:|\n");
        for (Result r : results) {
            md.append(r.row()).append('\n');
        }
        double best = 0;
        double bestOneKey = 0;
        for (Result r : results) {
            best = Math.max(best, r.perSecond());
            if (r.keys() == 1) {
                bestOneKey = Math.max(bestOneKey, r.perSecond());
            }
        }
        md.append(String.format(Locale.ROOT, "%nWhat follows (arithmetic on the best rows: %,.0f reservations/s on one key, "
                + "%,.0f on several):%n%n", bestOneKey, best));
        md.append("| ids/s per node | reservations/s per node at step ").append(STEP)
                .append(" | nodes one PostgreSQL serves at step ").append(STEP)
                .append(" (one key) | nodes at step ").append(STEP).append(" (several keys) | node-keys with the dynamic step"
                        + " (one range per ").append(SEGMENT_SECONDS / 60).append(" min, at most ").append(MAX_STEP)
                .append(" ids) |\n");
        md.append("|---:|---:|---:|---:|---:|\n");
        for (long rate : NODE_RATES) {
            double perNode = (double) rate / STEP;
            double dynamicPerNode = Math.max(1.0 / SEGMENT_SECONDS, (double) rate / MAX_STEP);
            md.append(String.format(Locale.ROOT, "| %,d | %,.0f | %,.0f | %,.0f | %,.0f |%n", rate, perNode,
                    bestOneKey / perNode, best / perNode, best / dynamicPerNode));
        }
        md.append("\nThe dynamic step sizes each range to last `segment.duration` at the node's measured rate, up to "
                + "`segment.max-step`, so past its first minutes a node makes one reservation per key every 15 min up to about "
                + "111 000 ids/s (100 000 000 ids per 15 min), and one per 100 000 000 ids above that.\n");
        return md.toString();
    }

    private static String uptime() {
        try {
            return Files.readString(Paths.get("/proc/loadavg")).trim();
        } catch (IOException e) {
            return "unknown (" + e.getMessage() + ")";
        }
    }
}
