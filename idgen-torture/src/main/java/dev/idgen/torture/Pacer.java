package dev.idgen.torture;

import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;
import java.util.function.BooleanSupplier;

/**
 * Keeps one load thread at a target rate (units per second) by parking between calls, so a few
 * worker JVMs on a 2-core machine leave room for PostgreSQL, the heartbeats and the conductor. A
 * thread that fell more than a second behind (an outage) does not burst to catch up: the backlog
 * is dropped. Not thread-safe: one pacer per thread.
 */
final class Pacer {

    private static final long MAX_PARK_NANOS = TimeUnit.MILLISECONDS.toNanos(10);
    private static final long MAX_BACKLOG_NANOS = TimeUnit.SECONDS.toNanos(1);

    private final long nanosPerUnit;
    private long origin = System.nanoTime();
    private long done;

    /** @param perSecond units per second; 0 for no pacing */
    Pacer(int perSecond) {
        this.nanosPerUnit = perSecond <= 0 ? 0 : TimeUnit.SECONDS.toNanos(1) / perSecond;
    }

    /**
     * Parks until the next unit is due, in slices of at most 10 ms. Returns early when
     * {@code stopping} says so or the thread is interrupted (the flag is kept).
     */
    void awaitTurn(BooleanSupplier stopping) {
        if (nanosPerUnit == 0) {
            return;
        }
        long due = origin + done * nanosPerUnit;
        long now = System.nanoTime();
        if (now - due > MAX_BACKLOG_NANOS) {
            origin = now - done * nanosPerUnit; // behind after an outage: carry on at the rate, no burst
            return;
        }
        while (due - now > 0 && !stopping.getAsBoolean() && !Thread.currentThread().isInterrupted()) {
            LockSupport.parkNanos(this, Math.min(due - now, MAX_PARK_NANOS));
            now = System.nanoTime();
        }
    }

    /** Counts {@code units} as done. */
    void add(long units) {
        done += units;
    }
}
