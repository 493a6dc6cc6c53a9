package dev.idgen.testsupport;

import dev.idgen.TimeSource;

/**
 * A {@link TimeSource} that tests move by hand.
 *
 * <p>Guarantees:
 * <ul>
 *   <li>Thread-safe: every method is atomic, and a reader never sees the wall clock advanced by
 *       {@link #advanceMillis(long)} without the matching monotonic advance.</li>
 *   <li>The wall clock ({@link #currentTimeMillis()}) starts at the constructor's value and moves
 *       only when a test calls {@link #advanceMillis(long)} or {@link #setMillis(long)};
 *       {@link #setMillis(long)} may move it backwards, like an NTP step.</li>
 *   <li>The monotonic clock ({@link #nanoTime()}) never goes backwards. It starts at an arbitrary
 *       fixed origin, advances by {@code millis × 1_000_000} with {@link #advanceMillis(long)} and
 *       by exactly the given amount with {@link #advanceNanos(long)}. {@link #setMillis(long)}
 *       does not move it (in either direction), and {@link #advanceNanos(long)} does not move the
 *       wall clock.</li>
 *   <li>Overflow is reported with an {@link ArithmeticException} instead of wrapping.</li>
 * </ul>
 */
public final class SettableTimeSource implements TimeSource {

    /** Arbitrary, non-zero origin of {@link #nanoTime()}, as {@link System#nanoTime()} has one. */
    private static final long NANO_ORIGIN = 1_000_000_000_000L;

    private long millis;
    private long nanos = NANO_ORIGIN;

    /** A clock whose wall time is {@code startMillis} (milliseconds since the epoch). */
    public SettableTimeSource(long startMillis) {
        this.millis = startMillis;
    }

    @Override
    public synchronized long currentTimeMillis() {
        return millis;
    }

    @Override
    public synchronized long nanoTime() {
        return nanos;
    }

    /**
     * Moves both clocks forward: the wall clock by {@code deltaMillis}, the monotonic clock by
     * {@code deltaMillis × 1_000_000}.
     *
     * @throws IllegalArgumentException if {@code deltaMillis} is negative (use {@link #setMillis(long)}
     *         to move the wall clock backwards)
     */
    public synchronized void advanceMillis(long deltaMillis) {
        if (deltaMillis < 0) {
            throw new IllegalArgumentException("advanceMillis(" + deltaMillis
                    + "): delta must be >= 0; use setMillis to move the wall clock backwards");
        }
        long newNanos = Math.addExact(nanos, Math.multiplyExact(deltaMillis, 1_000_000L));
        millis = Math.addExact(millis, deltaMillis);
        nanos = newNanos;
    }

    /** Sets the wall clock to {@code newMillis}, forwards or backwards. The monotonic clock does not move. */
    public synchronized void setMillis(long newMillis) {
        millis = newMillis;
    }

    /**
     * Moves only the monotonic clock forward by {@code deltaNanos}; the wall clock does not move.
     *
     * @throws IllegalArgumentException if {@code deltaNanos} is negative
     */
    public synchronized void advanceNanos(long deltaNanos) {
        if (deltaNanos < 0) {
            throw new IllegalArgumentException("advanceNanos(" + deltaNanos
                    + "): delta must be >= 0; the monotonic clock never goes backwards");
        }
        nanos = Math.addExact(nanos, deltaNanos);
    }

    @Override
    public synchronized String toString() {
        return "SettableTimeSource[millis=" + millis + ", nanoTime=" + nanos + "]";
    }
}
