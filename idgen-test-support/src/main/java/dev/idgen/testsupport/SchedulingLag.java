package dev.idgen.testsupport;

import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.locks.LockSupport;

/**
 * Measures how late a sleeping thread of this JVM wakes up: a daemon thread parks for
 * {@link #PERIOD_MILLIS} ms in a loop and records the longest it overslept. That is what a busy
 * machine (other processes on every core, a GC pause of this JVM) adds to any wait or hand-off
 * between threads, so a test sizes its timing slack from it instead of from what a quiet machine
 * needs, and names it in its failure messages.
 *
 * <p>Thread-safe. {@link #maxNanos()} only grows; it is 0 until the first wake-up.
 */
public final class SchedulingLag implements AutoCloseable {

    /** How long the probe parks each time. */
    public static final long PERIOD_MILLIS = 10;

    private final AtomicLong maxNanos = new AtomicLong();
    private final Thread probe;
    private volatile boolean stopped;

    private SchedulingLag(String name) {
        probe = new Thread(this::run, name + "-lag-probe");
        probe.setDaemon(true);
    }

    /** Starts a probe thread named after {@code name}. */
    public static SchedulingLag start(String name) {
        SchedulingLag lag = new SchedulingLag(name);
        lag.probe.start();
        return lag;
    }

    private void run() {
        long period = TimeUnit.MILLISECONDS.toNanos(PERIOD_MILLIS);
        while (!stopped) {
            long before = System.nanoTime();
            LockSupport.parkNanos(period);
            long late = System.nanoTime() - before - period;
            maxNanos.accumulateAndGet(late, Math::max);
        }
    }

    /** The longest the probe woke up late so far, in ns. */
    public long maxNanos() {
        return maxNanos.get();
    }

    /** The longest the probe woke up late so far, in ms. */
    public long maxMillis() {
        return TimeUnit.NANOSECONDS.toMillis(maxNanos.get());
    }

    /** Stops the probe; {@link #maxNanos()} keeps its value. */
    @Override
    public void close() {
        stopped = true;
        probe.interrupt();
    }

    @Override
    public String toString() {
        return "scheduling lag of at most " + maxMillis() + " ms (a thread parked for " + PERIOD_MILLIS
                + " ms woke up that late)";
    }
}
