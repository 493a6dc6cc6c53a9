package dev.idgen.jdbc.internal;

import java.lang.ref.WeakReference;
import java.sql.Connection;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;

/**
 * The queue of one document series' callers in this JVM, in front of the series' row lock (issue #42).
 *
 * <p>Every number of a series raises one row, whose lock the caller's transaction holds until it ends. Left to the
 * database, every caller waiting for that row waits on the holder's transaction, and each commit wakes all of them to
 * race for the row again: at 32 callers PostgreSQL spent more time waking waiters than granting the row (8 threads
 * 3 180 documents/s, 32 threads 1 475/s). Through the gate at most one caller of this JVM waits in the database for the
 * row; the others wait here, in order (a fair semaphore), and each enters when the one before it has its number.
 *
 * <p>What the gate never does:
 * <ul>
 *   <li>hold across the caller's transaction: the permit is held only while the caller's statement waits for the row
 *       and raises it, and released when the statement returns (or fails), before the caller's transaction goes on;
 *   <li>make a transaction wait for itself: a connection that took this series' last number ({@link #tookLast})
 *       may hold the row still, so it does not queue (two documents of a series in one transaction);
 *   <li>turn a deadlock the database would detect into a wait: a caller queued longer than half its bound on the wait
 *       (a cycle through another series' row, say) goes on to the database unqueued, which then sees the cycle;
 *   <li>lose an interrupt or outlast the caller's bound: the wait here counts in it, an interrupt ends it
 *       with the flag kept and no number taken.
 * </ul>
 */
final class SeriesGate {

    private final Semaphore permit = new Semaphore(1, true);
    /** The connection that took the series' last number through this gate: its transaction may hold the row. */
    private volatile WeakReference<Connection> last = new WeakReference<>(null);

    /**
     * The series' row this JVM last saw committed (raised by a transaction that neither created it nor took the
     * number before): rows are never deleted, so its first use is over and callers go through the queue without the
     * dialect's first-use hold. Another period's row is a first use again.
     */
    private volatile SeriesRow committed;

    /** Whether {@code row} was seen committed ({@link #committed(SeriesRow)}). */
    boolean sawCommitted(SeriesRow row) {
        return row.equals(committed);
    }

    /** Records that {@code row} exists committed. */
    void committed(SeriesRow row) {
        committed = row;
    }

    /** Whether {@code c} took this series' last number (its transaction may hold the row lock still). */
    boolean tookLast(Connection c) {
        return last.get() == c;
    }

    /** Records that {@code c} took a number: its transaction holds the row until it ends. */
    void took(Connection c) {
        if (last.get() != c) {
            last = new WeakReference<>(c);
        }
    }

    /**
     * Waits at most {@code millis} for the caller's turn; {@code true} when admitted (then {@link #leave} after the
     * statement), {@code false} when the wait ended first (the caller goes on unqueued).
     *
     * @throws InterruptedException when interrupted while queued (nothing taken)
     */
    boolean enter(long millis) throws InterruptedException {
        return permit.tryAcquire(millis, TimeUnit.MILLISECONDS);
    }

    /** Lets the next caller in, after the statement of an admitted one returned. */
    void leave() {
        permit.release();
    }
}
