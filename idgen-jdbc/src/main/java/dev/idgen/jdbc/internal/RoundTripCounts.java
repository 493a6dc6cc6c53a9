package dev.idgen.jdbc.internal;

import dev.idgen.jdbc.ordered.OrderedStats;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.LongAdder;

/**
 * What one slow-ordered allocator ({@link OrderedAllocator}) counts for its statistics and messages: calls, round
 * trips, ids, failures, the last database error and the failures in a row. Counting only: it decides nothing.
 */
final class RoundTripCounts {

    private final LongAdder calls = new LongAdder();
    private final LongAdder roundTrips = new LongAdder();
    private final LongAdder ids = new LongAdder();
    private final LongAdder failures = new LongAdder();
    private final AtomicInteger consecutiveFailures = new AtomicInteger();
    private volatile Throwable lastError;

    void call() {
        calls.increment();
    }

    /** A round trip failed with {@code e}; returns the failures in a row, this one included. */
    int failed(Throwable e) {
        failures.increment();
        lastError = e;
        return consecutiveFailures.incrementAndGet();
    }

    /** A round trip returned {@code size} ids; returns the failures in a row it ends (0 when none). */
    int succeeded(long size) {
        roundTrips.increment();
        ids.add(size);
        int failed = consecutiveFailures.getAndSet(0);
        if (failed > 0) {
            lastError = null;
        }
        return failed;
    }

    /** The ids of every round trip that returned. */
    long ids() {
        return ids.sum();
    }

    /** The error of the last failed round trip, {@code null} after a success. */
    Throwable lastError() {
        return lastError;
    }

    /** The statistics of the allocator of {@code key}/{@code subKey}, with its runway up to {@code highWater}. */
    OrderedStats stats(String name, String key, String subKey, String location, long waitingIds, OrderedRunway runway,
                       long highWater) {
        Throwable e = lastError;
        double r = runway.rate();
        long left = runway.idsLeft(highWater);
        return new OrderedStats(name, key, subKey, location, roundTrips.sum(), ids.sum(), calls.sum(), failures.sum(),
                waitingIds, e == null ? null : Failures.describe(e), runway.column(), runway.columnMax(), r, left,
                runway.runsOutAt(left, r));
    }
}
