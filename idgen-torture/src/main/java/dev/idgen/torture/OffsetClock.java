package dev.idgen.torture;

import dev.idgen.TimeSource;

/**
 * The clock of a worker JVM: the system clock plus an offset the conductor sets, so a worker's
 * wall clock can be stepped back (or forward) like an NTP step, without touching the machine's.
 *
 * <p>Only the wall clock moves: {@link #nanoTime()} is {@link System#nanoTime()} unchanged, as a
 * real monotonic clock is not stepped. The offset is read on every call (volatile), so a step is
 * seen by every thread at once.
 */
public final class OffsetClock implements TimeSource {

    private volatile long offsetMillis;

    /** A clock {@code offsetMillis} away from the system clock (negative: behind). */
    public OffsetClock(long offsetMillis) {
        this.offsetMillis = offsetMillis;
    }

    @Override
    public long currentTimeMillis() {
        return System.currentTimeMillis() + offsetMillis;
    }

    @Override
    public long nanoTime() {
        return System.nanoTime();
    }

    /** Steps the wall clock: from now on it reads the system clock plus {@code offsetMillis}. */
    public void setOffsetMillis(long offsetMillis) {
        this.offsetMillis = offsetMillis;
    }

    public long offsetMillis() {
        return offsetMillis;
    }

    @Override
    public String toString() {
        return "OffsetClock[" + offsetMillis + " ms]";
    }
}
