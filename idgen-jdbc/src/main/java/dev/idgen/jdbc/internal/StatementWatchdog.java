package dev.idgen.jdbc.internal;

import dev.idgen.jdbc.internal.logging.Logger;
import dev.idgen.jdbc.internal.logging.LoggerFactory;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The statement timeout of idgen's hottest statements (one reservation, one slow-ordered round trip) without a
 * timer per statement: a statement registers its deadline ({@link #start}), one periodic check of the engine's
 * executor ({@value #TICK_MILLIS} ms apart) cancels ({@link Statement#cancel()}) what ran past it, and a statement
 * that ends in time only leaves the set ({@link Watch#end()}).
 *
 * <p>Why: pgjdbc runs {@link Statement#setQueryTimeout} as a task on its shared {@link java.util.Timer} per
 * execution and purges the timer's queue when the statement ends, so every statement schedules the queue's head and
 * wakes the timer's thread: a thread hand-off per call, about 4 % of a one-caller slow-ordered call on a 2-core
 * machine (docs/speed.md). The bound is the same one (the engine's {@code databaseTimeout}, a cancel asked of the
 * database as pgjdbc's timer asks it), ending at most {@value #TICK_MILLIS} ms later, still before the network
 * timeout ({@code databaseTimeout} + 1 s, {@link JdbcAccess}) gives up on the connection. Only where the dialect
 * says the driver's timeout costs a timer per statement ({@link SqlDialect#queryTimeoutCostsATimer()}); elsewhere
 * (MariaDB's driver sends {@code SET STATEMENT max_statement_time=.. FOR}, H2's a session setting once) the
 * driver's own timeout stays.
 *
 * <p>A cancel runs on a thread of its own (rare: only a statement past its bound), so a database that does not
 * answer the cancel request cannot hold an executor thread. A statement that ends while its cancel is on its way
 * waits in {@link Watch#end()} until the cancel was sent, as pgjdbc's own timer makes it wait, so the cancel cannot
 * reach the connection's next statement (after it went back to the pool, someone else's).
 */
final class StatementWatchdog {

    private static final Logger log = LoggerFactory.getLogger(StatementWatchdog.class);
    /** How often statements are checked against their deadline: what a cancel may come late by. */
    static final long TICK_MILLIS = 250;

    private static final int RUNNING = 0;
    private static final int ENDED = 1;
    private static final int CANCELLING = 2;
    private static final int CANCELLED = 3;

    private final ScheduledExecutorService executor;
    private final long timeoutNanos;
    private final Set<Watch> running = ConcurrentHashMap.newKeySet();
    private final AtomicBoolean ticking = new AtomicBoolean();

    StatementWatchdog(ScheduledExecutorService executor, int timeoutSeconds) {
        this.executor = executor;
        this.timeoutNanos = TimeUnit.SECONDS.toNanos(timeoutSeconds);
    }

    /**
     * Watches {@code statement}, which is about to run: cancelled when it runs past the timeout. {@code null} when the
     * executor refuses the check (the engine is closing): the caller bounds the statement by the driver's timeout.
     */
    Watch start(Statement statement) {
        Watch w = new Watch(statement, System.nanoTime() + timeoutNanos);
        running.add(w);
        if (!ticking.get() && ticking.compareAndSet(false, true)) {
            try {
                executor.scheduleWithFixedDelay(this::tick, TICK_MILLIS, TICK_MILLIS, TimeUnit.MILLISECONDS);
            } catch (RejectedExecutionException e) {
                ticking.set(false);
                running.remove(w);
                return null;
            }
        }
        return w;
    }

    /** How many statements are watched now (tests). */
    int watched() {
        return running.size();
    }

    private void tick() {
        long now = System.nanoTime();
        for (Watch w : running) {
            if (now - w.deadlineNanos >= 0 && w.state.compareAndSet(RUNNING, CANCELLING)) {
                running.remove(w);
                try {
                    Thread t = new Thread(w::cancel, "idgen-statement-cancel");
                    t.setDaemon(true);
                    t.start();
                } catch (RuntimeException | Error e) {
                    w.cancel(); // no thread to be had: cancel here rather than leave the statement unbounded
                }
            }
        }
    }

    /** One statement watched; {@link #end()} when it returned or failed. */
    final class Watch {
        private final Statement statement;
        private final long deadlineNanos;
        private final AtomicInteger state = new AtomicInteger(RUNNING);

        private Watch(Statement statement, long deadlineNanos) {
            this.statement = statement;
            this.deadlineNanos = deadlineNanos;
        }

        /**
         * The statement ended: no cancel from now on; waits for one already on its way, so that it cannot reach the
         * connection's next statement. Keeps the interrupt flag.
         */
        void end() {
            if (state.compareAndSet(RUNNING, ENDED)) {
                running.remove(this);
                return;
            }
            boolean interrupted = false;
            synchronized (this) {
                while (state.get() != CANCELLED) {
                    try {
                        wait();
                    } catch (InterruptedException e) {
                        interrupted = true; // the cancel is on its way and short: wait for it, then restore the flag
                    }
                }
            }
            if (interrupted) {
                Thread.currentThread().interrupt();
            }
        }

        private void cancel() {
            try {
                statement.cancel();
                log.debug("idgen: cancelled a statement that ran past its timeout of {} s",
                        TimeUnit.NANOSECONDS.toSeconds(timeoutNanos));
            } catch (SQLException | RuntimeException e) {
                // the statement still ends, with the network timeout (databaseTimeout + 1 s) at the latest
                log.warn("idgen: a statement ran past its timeout of {} s and cancelling it failed ({}); "
                        + "the connection's network timeout ends it", TimeUnit.NANOSECONDS.toSeconds(timeoutNanos),
                        e.toString());
            } finally {
                synchronized (this) {
                    state.set(CANCELLED);
                    notifyAll();
                }
            }
        }
    }
}
