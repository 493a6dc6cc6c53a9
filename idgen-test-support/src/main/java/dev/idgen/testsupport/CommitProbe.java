package dev.idgen.testsupport;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Arrays;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;

/**
 * Measures, beside the engines, when the database committed: a thread of its own commits a
 * transaction that writes ({@code txid_current()}, which on a synchronous pair waits for the
 * standby as idgen's commits do) every {@link #PERIOD_MILLIS} ms on a connection of its own, and
 * records when each commit returned. When the connection fails (the crash) it connects again
 * through the URL it was given (the multi-host URL finds the promoted standby) and goes on. A
 * test takes the database's outage to begin at the last commit before the crash, not at the
 * crash, when the pair had already stopped committing (a starved standby holds synchronous
 * commits back), and sees every other stall (a starved new primary): callers waiting then wait
 * for the database, not for the engine.
 *
 * <p>Written by its thread only; read after {@link #stop()}. Used by the failover tests and the
 * torture run's failover mode.
 */
public final class CommitProbe {

    /** The pause between two commits of the probe. */
    public static final long PERIOD_MILLIS = 20;

    private final Thread thread;
    private long[] commitEnds = new long[1 << 10];
    private int count;
    private volatile boolean stopping;
    private volatile SQLException failure;

    public CommitProbe(String url) {
        thread = new Thread(() -> run(url), "commit-probe");
        thread.setDaemon(true);
    }

    public void start() {
        thread.start();
    }

    private void run(String url) {
        while (!stopping) {
            try (Connection c = DriverManager.getConnection(url, "postgres", ""); Statement s = c.createStatement()) {
                while (!stopping) {
                    s.execute("SELECT txid_current()");
                    if (count == commitEnds.length) {
                        commitEnds = Arrays.copyOf(commitEnds, count * 2);
                    }
                    commitEnds[count++] = System.nanoTime();
                    LockSupport.parkNanos(TimeUnit.MILLISECONDS.toNanos(PERIOD_MILLIS));
                }
            } catch (SQLException e) {
                if (failure == null) {
                    failure = e; // the primary is gone: connect again until a primary answers
                }
                LockSupport.parkNanos(TimeUnit.MILLISECONDS.toNanos(PERIOD_MILLIS));
            }
        }
    }

    public void stop() throws InterruptedException {
        stopping = true;
        thread.join(TimeUnit.SECONDS.toMillis(30));
        if (thread.isAlive()) {
            throw new AssertionError("the commit probe did not end within 30 s of stop");
        }
    }

    /** When the last commit before {@code nanos} returned (nanoTime), or {@code Long.MIN_VALUE} if none did. */
    public long lastCommitBefore(long nanos) {
        long last = Long.MIN_VALUE;
        for (int i = 0; i < count && commitEnds[i] - nanos < 0; i++) {
            last = commitEnds[i];
        }
        return last;
    }

    /**
     * When the database committed nothing between its first commit and {@code until}, beyond the
     * probe's own pause and {@code lagNanos} (how late this JVM's threads wake): each
     * {@code [from, to]} runs from a commit's end plus the pause to the next commit's end (or to
     * {@code until}). On a starved machine a synchronous pair stalls like this before any crash
     * (the standby acknowledges late), and a new primary after it; a caller waiting then waits for
     * the database.
     */
    public java.util.List<long[]> stalls(long until, long lagNanos) {
        long pause = TimeUnit.MILLISECONDS.toNanos(PERIOD_MILLIS);
        java.util.List<long[]> stalls = new java.util.ArrayList<>();
        int i = 1;
        for (; i < count && commitEnds[i] - until < 0; i++) {
            if (commitEnds[i] - commitEnds[i - 1] > pause + lagNanos) {
                stalls.add(new long[] {commitEnds[i - 1] + pause, commitEnds[i]});
            }
        }
        if (count > 0 && until - commitEnds[i - 1] > pause + lagNanos) {
            stalls.add(new long[] {commitEnds[i - 1] + pause, until});
        }
        return stalls;
    }

    /** Why the probe's first connection ended (the primary's crash), or {@code null}. */
    public SQLException failure() {
        return failure;
    }
}
