package dev.idgen.bench;

import dev.idgen.jdbc.IdGenEngine;
import dev.idgen.jdbc.segment.SegmentIdGenerator;
import java.util.Arrays;
import java.util.Locale;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.LongSupplier;

/**
 * Segment {@code nextId()} against {@link AtomicLong#getAndIncrement()} <em>taking turns</em> in one JVM (issue #42):
 * {@code --rounds} rounds of {@code --millis} ms of AtomicLong then {@code --millis} ms of idgen on one key, at each of
 * {@code --threads}. On a machine shared with other builds, sequential JMH trials see different machines (the JMH
 * error bars of a loaded 2-core machine are wider than the difference); taking turns lets both see the same one, so
 * the ratio per round and its median are what to read. The loop reads its stop flag every 1 024 ids, so the counts
 * are the ids' cost, not the flag's.
 *
 * <pre>
 * java -cp idgen-bench/target/benchmarks.jar dev.idgen.bench.SegmentAlternatingRunner [--threads 1,2] [--rounds 9] [--millis 1000]
 * </pre>
 *
 * Measured, never asserted.
 */
public final class SegmentAlternatingRunner {

    private SegmentAlternatingRunner() {
    }

    public static void main(String[] args) throws Exception {
        int[] threadCounts = {1, 2};
        int rounds = 9;
        long millis = 1000;
        for (int i = 0; i < args.length; i++) {
            switch (args[i]) {
                case "--threads" -> threadCounts = Arrays.stream(args[++i].split(",")).mapToInt(Integer::parseInt).toArray();
                case "--rounds" -> rounds = Integer.parseInt(args[++i]);
                case "--millis" -> millis = Long.parseLong(args[++i]);
                default -> {
                    System.err.println("usage: java -cp idgen-bench/target/benchmarks.jar dev.idgen.bench."
                            + "SegmentAlternatingRunner [--threads 1,2] [--rounds R] [--millis MS]");
                    System.exit(2);
                    return;
                }
            }
        }
        StringBuilder md = new StringBuilder(BenchRunner.environment(false)).append("\n# load before: ")
                .append(OrderedLatencyRunner.loadAverage()).append("\n\n| threads | AtomicLong ids/µs (median of ")
                .append(rounds).append(") | idgen ids/µs (median) | idgen ÷ AtomicLong per round (min / median / max) |\n"
                        + "|---:|---:|---:|---:|\n");
        try (IdGenEngine engine = IdGenEngine.builder(BenchDatabase.dataSource()).name("alternating").build()) {
            for (int threads : threadCounts) {
                SegmentIdGenerator idgen = engine.segment("bench.alternating." + ProcessHandle.current().pid() + "." + threads);
                AtomicLong counter = new AtomicLong(1);
                run(threads, millis, counter::getAndIncrement); // warm-up: JIT, and idgen's step grows with the rate
                run(threads, millis, idgen::nextId);
                run(threads, millis, idgen::nextId);
                double[] atomic = new double[rounds];
                double[] ours = new double[rounds];
                double[] ratio = new double[rounds];
                for (int r = 0; r < rounds; r++) {
                    atomic[r] = run(threads, millis, counter::getAndIncrement);
                    ours[r] = run(threads, millis, idgen::nextId);
                    ratio[r] = ours[r] / atomic[r];
                }
                md.append(String.format(Locale.ROOT, "| %d | %.1f | %.1f | %.2f / %.2f / %.2f |%n", threads, median(atomic),
                        median(ours), Arrays.stream(ratio).min().orElse(0), median(ratio), Arrays.stream(ratio).max().orElse(0)));
            }
        }
        md.append("\n# load after: ").append(OrderedLatencyRunner.loadAverage()).append('\n');
        System.out.println(md);
    }

    private static double median(double[] values) {
        double[] sorted = values.clone();
        Arrays.sort(sorted);
        return sorted[sorted.length / 2];
    }

    /** Ids per microsecond of {@code threads} threads calling {@code next} for {@code millis} ms. */
    private static double run(int threads, long millis, LongSupplier next) throws InterruptedException {
        long[] counts = new long[threads * 16]; // one slot per thread, 128 bytes apart: no false sharing between them
        long[] sinks = new long[threads * 16];
        CountDownLatch ready = new CountDownLatch(threads);
        CountDownLatch go = new CountDownLatch(1);
        boolean[] stop = new boolean[1];
        Thread[] workers = new Thread[threads];
        for (int t = 0; t < threads; t++) {
            int slot = t * 16;
            workers[t] = new Thread(() -> {
                ready.countDown();
                try {
                    go.await();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    return;
                }
                long n = 0;
                long x = 0;
                while (!stopped(stop)) {
                    for (int i = 0; i < 1024; i++) {
                        x ^= next.getAsLong();
                    }
                    n += 1024;
                }
                counts[slot] = n;
                sinks[slot] = x;
            });
            workers[t].start();
        }
        ready.await();
        long t0 = System.nanoTime();
        go.countDown();
        Thread.sleep(millis);
        synchronized (stop) {
            stop[0] = true;
        }
        long total = 0;
        for (int t = 0; t < threads; t++) {
            workers[t].join();
            total += counts[t * 16];
        }
        long nanos = System.nanoTime() - t0;
        return total / (nanos / 1000.0);
    }

    private static boolean stopped(boolean[] stop) {
        synchronized (stop) {
            return stop[0];
        }
    }
}
