package dev.idgen.bench;

import dev.idgen.jdbc.IdGenEngine;
import dev.idgen.jdbc.segment.SegmentIdGenerator;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.LongSupplier;

/**
 * Segment {@code nextId()} from many virtual threads (issue #42): {@code --threads} virtual threads (10 000 by
 * default) each take {@code --ids} ids (1 000) from one key, yielding every 100 ids so that they interleave on the
 * carriers, against {@link AtomicLong#getAndIncrement()} in the same run, alternating, {@code --rounds} times. Prints
 * ids/µs over the wall time from the start signal to the last thread's end, and the ranges idgen reserved (a run per
 * thread would take a range per few threads). Needs Java 21 or later (virtual threads, by reflection: the bench builds
 * on 17):
 *
 * <pre>
 * /usr/lib/jvm/temurin-25-jdk-amd64/bin/java -cp idgen-bench/target/benchmarks.jar \
 *     dev.idgen.bench.VirtualThreadSegmentRunner [--threads 10000] [--ids 1000] [--rounds 5]
 * </pre>
 *
 * Measured, never asserted.
 */
public final class VirtualThreadSegmentRunner {

    private VirtualThreadSegmentRunner() {
    }

    public static void main(String[] args) throws Exception {
        int threads = 10_000;
        int ids = 1_000;
        int rounds = 5;
        for (int i = 0; i < args.length; i++) {
            switch (args[i]) {
                case "--threads" -> threads = Integer.parseInt(args[++i]);
                case "--ids" -> ids = Integer.parseInt(args[++i]);
                case "--rounds" -> rounds = Integer.parseInt(args[++i]);
                default -> {
                    System.err.println("usage: java -cp idgen-bench/target/benchmarks.jar dev.idgen.bench."
                            + "VirtualThreadSegmentRunner [--threads N] [--ids N] [--rounds R] (Java 21+)");
                    System.exit(2);
                    return;
                }
            }
        }
        Method ofVirtual;
        try {
            ofVirtual = Thread.class.getMethod("ofVirtual");
        } catch (NoSuchMethodException e) {
            System.err.println("virtual threads need Java 21 or later; this is " + Runtime.version());
            System.exit(2);
            return;
        }
        Object builder = ofVirtual.invoke(null);
        Method unstarted = Class.forName("java.lang.Thread$Builder").getMethod("unstarted", Runnable.class);
        StringBuilder md = new StringBuilder(BenchRunner.environment(false)).append("\n# load before: ")
                .append(OrderedLatencyRunner.loadAverage()).append("\n# ").append(threads).append(" virtual threads × ")
                .append(ids).append(" ids, Java ").append(Runtime.version()).append("\n\n| round | AtomicLong ids/µs | idgen"
                        + " ids/µs | idgen ÷ AtomicLong | idgen ranges reserved |\n|---:|---:|---:|---:|---:|\n");
        try (IdGenEngine engine = IdGenEngine.builder(BenchDatabase.dataSource()).name("virtual").build()) {
            SegmentIdGenerator idgen = engine.segment("bench.virtual." + ProcessHandle.current().pid());
            AtomicLong counter = new AtomicLong(1);
            run(builder, unstarted, threads, ids, counter::getAndIncrement); // warm-up
            run(builder, unstarted, threads, ids, idgen::nextId);
            for (int r = 1; r <= rounds; r++) {
                double atomic = run(builder, unstarted, threads, ids, counter::getAndIncrement);
                long before = idgen.stats().reservations();
                double ours = run(builder, unstarted, threads, ids, idgen::nextId);
                md.append(String.format(Locale.ROOT, "| %d | %.1f | %.1f | %.2f | %d |%n", r, atomic, ours, ours / atomic,
                        idgen.stats().reservations() - before));
            }
        }
        md.append("\n# load after: ").append(OrderedLatencyRunner.loadAverage()).append('\n');
        System.out.println(md);
    }

    /** Ids per microsecond of {@code threads} virtual threads taking {@code ids} each from {@code next}. */
    private static double run(Object builder, Method unstarted, int threads, int ids, LongSupplier next) throws Exception {
        CountDownLatch go = new CountDownLatch(1);
        long[] sink = new long[threads];
        List<Thread> started = new ArrayList<>(threads);
        for (int t = 0; t < threads; t++) {
            int thread = t;
            Thread v = (Thread) unstarted.invoke(builder, (Runnable) () -> {
                try {
                    go.await();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    return;
                }
                long x = 0;
                for (int i = 0; i < ids; i++) {
                    x ^= next.getAsLong();
                    if (i % 100 == 99) {
                        Thread.yield();
                    }
                }
                sink[thread] = x;
            });
            v.start();
            started.add(v);
        }
        long t0 = System.nanoTime();
        go.countDown();
        for (Thread v : started) {
            v.join();
        }
        long nanos = System.nanoTime() - t0;
        return (double) threads * ids / (nanos / 1000.0);
    }
}
