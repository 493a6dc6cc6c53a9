package dev.idgen.torture;

import dev.idgen.IdGenerator;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;
import java.util.function.BooleanSupplier;

/**
 * One thread of a worker taking ids from one generator as its {@link Pacer} allows, recording every
 * id it got ({@link IdLogWriter}) and every failure ({@link Journal}) with how long the call took.
 *
 * <p>Every tenth call (by default) asks for a batch ({@code nextIds}) of 2 to {@code maxBatch} ids.
 * A slow-ordered batch is recorded as one call with its first id and count, after checking that the
 * ids are consecutive as promised. After a failure the thread pauses {@code errorBackoff}, so a
 * generator that refuses fast does not flood the journal. The watchdog reads
 * {@link #callStartedNanos()} to see calls that run too long.
 */
final class LoadThread extends Thread {

    /** Where the thread gets its generator; {@code null} while there is none (a snowflake being re-leased). */
    @FunctionalInterface
    interface Source {
        IdGenerator get();
    }

    private static final long IDLE_NANOS = TimeUnit.MILLISECONDS.toNanos(20);

    private final String strategy;
    private final String key;
    private final Source source;
    private final IdLogWriter out;
    private final Journal journal;
    private final BooleanSupplier stopping;
    private final Pacer pacer;
    private final int batchEvery;
    private final int maxBatch;
    private final long errorBackoffNanos;
    private volatile long callStartedNanos; // 0 when not in a call
    private volatile boolean stallReported;
    private long calls;
    private long failures;

    LoadThread(String name, String strategy, String key, Source source, IdLogWriter out, Journal journal,
               TortureSettings settings, int perSecond, BooleanSupplier stopping) {
        super(name);
        this.strategy = strategy;
        this.key = key;
        this.source = source;
        this.out = out;
        this.journal = journal;
        this.stopping = stopping;
        this.pacer = new Pacer(perSecond);
        this.batchEvery = settings.batchEvery();
        this.maxBatch = settings.maxBatch();
        this.errorBackoffNanos = settings.errorBackoff().toNanos();
        setUncaughtExceptionHandler((t, e) -> journal.error(strategy, key, t.getName(), System.nanoTime(), 0, e));
    }

    @Override
    public void run() {
        try {
            while (!stopping.getAsBoolean() && !isInterrupted()) {
                pacer.awaitTurn(stopping);
                IdGenerator g;
                long t0 = System.nanoTime();
                try {
                    g = source.get();
                } catch (RuntimeException e) {
                    journal.error(strategy, key, getName(), t0, System.nanoTime() - t0, e);
                    failures++;
                    pause(errorBackoffNanos);
                    continue;
                }
                if (g == null) {
                    out.flushIfDue();
                    pause(IDLE_NANOS);
                    continue;
                }
                takeOnce(g);
                out.flushIfDue();
            }
        } finally {
            out.close();
        }
    }

    private void takeOnce(IdGenerator g) {
        calls++;
        int n = calls % batchEvery == 0 ? 2 + (int) ((calls / batchEvery) % (maxBatch - 1)) : 1;
        long t0 = System.nanoTime();
        callStartedNanos = t0;
        try {
            if (n == 1) {
                long id = g.nextId();
                long t1 = System.nanoTime();
                callStartedNanos = 0;
                record(t0, t1, id, 1, null);
            } else {
                long[] ids = g.nextIds(n);
                long t1 = System.nanoTime();
                callStartedNanos = 0;
                record(t0, t1, ids[0], n, ids);
            }
            pacer.add(n);
        } catch (RuntimeException e) {
            long t1 = System.nanoTime();
            callStartedNanos = 0;
            journal.error(strategy, key, getName(), t0, t1 - t0, e);
            failures++;
            out.flushIfDue();
            pause(errorBackoffNanos);
        } finally {
            callStartedNanos = 0;
            stallReported = false;
        }
    }

    private void record(long t0, long t1, long first, int n, long[] ids) {
        if (out.kind() == IdLog.KIND_CALLS) {
            if (ids != null) {
                for (int i = 1; i < n; i++) {
                    if (ids[i] != first + i) {
                        journal.error(strategy, key, getName(), t0, t1 - t0, new IllegalStateException(
                                "CONTRACT: slow-ordered nextIds(" + n + ") returned non-consecutive ids " + first
                                        + " and, at index " + i + ", " + ids[i]));
                        for (long id : ids) {
                            out.call(t0, t1, id, 1);
                        }
                        return;
                    }
                }
            }
            out.call(t0, t1, first, n);
        } else {
            if (ids == null) {
                out.id(first);
            } else {
                for (long id : ids) {
                    out.id(id);
                }
            }
            out.callTook(t1 - t0);
        }
    }

    private void pause(long nanos) {
        long deadline = System.nanoTime() + nanos;
        for (long left = nanos; left > 0 && !isInterrupted() && !stopping.getAsBoolean();
             left = deadline - System.nanoTime()) {
            LockSupport.parkNanos(this, left);
        }
    }

    /** When the call in progress began ({@link System#nanoTime()}), or 0 when none is. */
    long callStartedNanos() {
        return callStartedNanos;
    }

    /** Marks the call in progress as reported by the watchdog; true the first time only. */
    boolean markStallReported() {
        if (stallReported) {
            return false;
        }
        stallReported = true;
        return true;
    }

    String strategy() {
        return strategy;
    }

    String key() {
        return key;
    }

    /** Ids recorded by this thread. */
    long recorded() {
        return out.recorded();
    }

    long failures() {
        return failures;
    }
}
