package dev.idgen.cli;

import dev.idgen.IdGenerator;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;

/**
 * A timed load on one generator: {@code threads} threads call {@code nextId()} (or
 * {@code nextIds(batch)}) until the time is up, each recording every id in its {@link IdTally} and
 * timing one call in {@value #SAMPLE_EVERY} in its {@link LatencyHistogram}. Afterwards every id is
 * checked for duplicates.
 *
 * <p>The first failure of any thread stops all of them and is reported; an interrupt of the
 * calling thread stops them too and is passed on.
 */
final class BenchRun {

    /** One call in this many is timed: timing every call would cost as much as the call itself. */
    static final int SAMPLE_EVERY = 64;

    /** Told about progress while the run lasts, from the calling thread. */
    @FunctionalInterface
    interface Progress {
        void update(long elapsedNanos, long ids);
    }

    /**
     * What a run measured.
     *
     * @param stopReason why the run ended early, or {@code null} when it ran its time
     * @param failure    the exception that stopped it, or {@code null}
     */
    record Result(long ids, long nanos, LatencyHistogram latency, long duplicates, String stopReason,
                  RuntimeException failure) {

        double idsPerSecond() {
            return nanos == 0 ? 0 : ids / (nanos / 1e9);
        }
    }

    private final IdGenerator generator;
    private final int threads;
    private final int batch;
    private final long durationNanos;
    private final IdTally.DenseIndex index;
    private final AtomicLong budgetBytes;

    BenchRun(IdGenerator generator, int threads, int batch, long durationNanos, IdTally.DenseIndex index,
             long memoryBudgetBytes) {
        this.generator = generator;
        this.threads = threads;
        this.batch = batch;
        this.durationNanos = durationNanos;
        this.index = index;
        this.budgetBytes = new AtomicLong(memoryBudgetBytes);
    }

    Result run(Progress progress, long progressEveryNanos) throws InterruptedException {
        List<Worker> workers = new ArrayList<>();
        CountDownLatch ready = new CountDownLatch(threads);
        CountDownLatch go = new CountDownLatch(1);
        Shared shared = new Shared();
        for (int i = 0; i < threads; i++) {
            Worker w = new Worker(shared, new IdTally(index, budgetBytes), ready, go);
            Thread t = new Thread(w, "idgen-bench-" + (i + 1));
            t.setDaemon(true);
            w.thread = t;
            workers.add(w);
            t.start();
        }
        long start;
        try {
            ready.await();
            start = System.nanoTime();
            go.countDown();
            long deadline = start + durationNanos;
            while (!shared.stop) {
                long now = System.nanoTime();
                if (now >= deadline) {
                    break;
                }
                TimeUnit.NANOSECONDS.sleep(Math.min(progressEveryNanos, deadline - now));
                progress.update(Math.min(System.nanoTime() - start, durationNanos), sum(workers));
            }
        } catch (InterruptedException e) {
            shared.stop = true;
            go.countDown();
            joinQuietly(workers);
            throw e;
        }
        shared.stop = true;
        for (Worker w : workers) {
            w.thread.join();
        }
        long nanos = workers.stream().mapToLong(w -> w.endNanos).max().orElse(start) - start;
        LatencyHistogram latency = new LatencyHistogram();
        List<IdTally> tallies = new ArrayList<>();
        long ids = 0;
        for (Worker w : workers) {
            latency.add(w.latency);
            tallies.add(w.tally);
            ids += w.tally.count();
        }
        long duplicates = IdTally.duplicates(tallies);
        return new Result(ids, nanos, latency, duplicates, shared.stopReason, shared.failure.get());
    }

    private static long sum(List<Worker> workers) {
        long n = 0;
        for (Worker w : workers) {
            n += w.progress.get();
        }
        return n;
    }

    /** After an interrupt: wait for the workers to notice the stop flag, keeping the interrupt for the caller. */
    private static void joinQuietly(List<Worker> workers) {
        for (Worker w : workers) {
            try {
                w.thread.join(TimeUnit.SECONDS.toMillis(5));
            } catch (InterruptedException again) {
                Thread.currentThread().interrupt();
                return;
            }
        }
    }

    private static final class Shared {
        volatile boolean stop;
        volatile String stopReason;
        final AtomicReference<RuntimeException> failure = new AtomicReference<>();

        void fail(RuntimeException e) {
            if (failure.compareAndSet(null, e)) {
                stopReason = "failed: " + Messages.of(e);
            }
            stop = true;
        }

        void budgetSpent() {
            if (stopReason == null) {
                stopReason = "the duplicate check's memory budget is spent; run shorter, with fewer threads, or give "
                        + "java more heap (JAVA_OPTS=-Xmx2g)";
            }
            stop = true;
        }
    }

    private final class Worker implements Runnable {
        final Shared shared;
        final IdTally tally;
        final LatencyHistogram latency = new LatencyHistogram();
        final AtomicLong progress = new AtomicLong();
        final CountDownLatch ready;
        final CountDownLatch go;
        Thread thread;
        volatile long endNanos;

        Worker(Shared shared, IdTally tally, CountDownLatch ready, CountDownLatch go) {
            this.shared = shared;
            this.tally = tally;
            this.ready = ready;
            this.go = go;
        }

        @Override
        public void run() {
            ready.countDown();
            try {
                go.await();
                loop();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt(); // only the bench itself interrupts; the stop flag is set
            } catch (RuntimeException e) {
                shared.fail(e);
            } finally {
                endNanos = System.nanoTime();
                progress.set(tally.count());
            }
        }

        private void loop() {
            long calls = 0;
            while (!shared.stop) {
                calls++;
                boolean timed = calls % SAMPLE_EVERY == 0;
                long t0 = timed ? System.nanoTime() : 0;
                if (batch == 1) {
                    long id = generator.nextId();
                    if (timed) {
                        latency.record(System.nanoTime() - t0);
                    }
                    if (!tally.add(id)) {
                        shared.budgetSpent();
                        return;
                    }
                } else {
                    long[] ids = generator.nextIds(batch);
                    if (timed) {
                        latency.record(System.nanoTime() - t0);
                    }
                    for (long id : ids) {
                        if (!tally.add(id)) {
                            shared.budgetSpent();
                            return;
                        }
                    }
                }
                if ((calls & 1023) == 0) {
                    progress.lazySet(tally.count());
                }
            }
        }
    }
}
