package dev.idgen;

/**
 * Where generators read the time. Production uses {@link #system()}; tests substitute a clock
 * they can move, including backwards.
 */
public interface TimeSource {

    /** Wall-clock milliseconds since 1970-01-01T00:00Z, as {@link System#currentTimeMillis()}. */
    long currentTimeMillis();

    /** A monotonic nanosecond counter for durations, as {@link System#nanoTime()}. */
    long nanoTime();

    /** The system clock. */
    static TimeSource system() {
        return SystemTimeSource.INSTANCE;
    }
}

enum SystemTimeSource implements TimeSource {
    INSTANCE;

    @Override
    public long currentTimeMillis() {
        return System.currentTimeMillis();
    }

    @Override
    public long nanoTime() {
        return System.nanoTime();
    }

    @Override
    public String toString() {
        return "TimeSource.system()";
    }
}
