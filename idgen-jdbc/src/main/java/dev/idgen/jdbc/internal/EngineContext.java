package dev.idgen.jdbc.internal;

import dev.idgen.DatabaseFailoverException;
import dev.idgen.IdGenerationException;
import dev.idgen.IdGeneratorClosedException;
import dev.idgen.IdSourceUnavailableException;
import dev.idgen.RejectionHandler;
import dev.idgen.TimeSource;
import java.time.Duration;
import java.util.concurrent.Callable;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Delayed;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Future;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicLong;
import dev.idgen.jdbc.internal.logging.Logger;
import dev.idgen.jdbc.internal.logging.LoggerFactory;

/**
 * What every generator of one engine shares: its name, its bounded executor, its clock and
 * whether it is closed. Internal: not part of the public API.
 *
 * <p>Database work runs on {@link #executor()}, where no thread-bound transaction of a caller (Spring,
 * JTA) exists to take part in a reservation. The one exception is a slow-ordered leader, which sends
 * its round trip on its own thread under {@link CallerThread}: there a connection that may be the
 * caller's is refused and the round trip goes to the executor.
 */
public final class EngineContext {

    private static final Logger log = LoggerFactory.getLogger(EngineContext.class);

    private final String name;
    private final ScheduledExecutorService executor;
    private final TimeSource time;
    private final RejectionHandler rejectionHandler;
    private final RejectionHandler rejections = (what, reason) -> {
        IdGenerationException r = reject(what, reason);
        if (r != reason) {
            throw r; // the handler's replacement, as a RejectionHandler hands it on
        }
    };
    private final KeyLimit keys;
    private final FailoverGuard guard;
    private final RetriedConflicts conflicts;
    private final Duration maxWait;
    private final String boundName;
    private volatile boolean closed;

    /**
     * An engine context with at most {@code Integer.MAX_VALUE} keys, no failover guard, no dialect to count
     * conflicts by and the default bound of 3 s on a caller's wait (allocator tests, tools).
     */
    public EngineContext(String name, ScheduledExecutorService executor, TimeSource time, RejectionHandler rejectionHandler) {
        this(name, executor, time, rejectionHandler, Duration.ofSeconds(3));
    }

    /** As {@link #EngineContext(String, ScheduledExecutorService, TimeSource, RejectionHandler)} with the bound {@code maxWait}. */
    public EngineContext(String name, ScheduledExecutorService executor, TimeSource time, RejectionHandler rejectionHandler,
                         Duration maxWait) {
        this(name, executor, time, rejectionHandler, Integer.MAX_VALUE, FailoverGuard.NONE, e -> false, maxWait,
                "max-wait");
    }

    /**
     * @param rejectionHandler {@code null} for the default: log at WARN (at most once a second per generator)
     * @param maxKeys          the most keys the engine serves ({@link KeyLimit})
     * @param guard            the engine's guard against a database that went back (built before the context)
     * @param isConflict       the dialect's rule for a retryable conflict, for {@link #conflicts()}
     * @param maxWait          the engine's bound on a caller's wait for the database ({@link #maxWait()}), as the
     *                         option catalog holds it
     * @param boundName        the name of the option that sets it, from the catalog ({@link #boundName()})
     */
    public EngineContext(String name, ScheduledExecutorService executor, TimeSource time, RejectionHandler rejectionHandler,
                         int maxKeys, FailoverGuard guard, java.util.function.Predicate<java.sql.SQLException> isConflict,
                         Duration maxWait, String boundName) {
        this.name = name;
        this.maxWait = maxWait;
        this.boundName = boundName;
        this.guard = guard;
        this.executor = executor;
        this.time = time;
        this.rejectionHandler = rejectionHandler != null ? rejectionHandler : new LoggingRejectionHandler(name);
        this.keys = new KeyLimit(maxKeys);
        this.conflicts = new RetriedConflicts(isConflict);
    }

    /** The engine-wide count of conflicts idgen's own statements met and retried, per strategy. */
    RetriedConflicts conflicts() {
        return conflicts;
    }

    /** How many conflicts idgen's own statements of {@code strategy} met and retried ({@link #conflicts()}). */
    public long retriedConflicts(String strategy) {
        return conflicts.count(strategy);
    }

    /**
     * Counts a key the engine opens a generator for; call it only when creating one.
     *
     * @throws dev.idgen.InvalidIdRequestException past the engine's {@link KeyLimit}
     */
    public void admitKey(String strategy, String key) {
        keys.admit(name, strategy, key);
    }

    /**
     * The rejection path: tells the handler that {@code what} could not issue an id and returns the
     * exception to throw (the handler's own, if it threw one).
     */
    public IdGenerationException reject(String what, IdGenerationException reason) {
        try {
            rejectionHandler.rejected(what, reason);
        } catch (IdGenerationException replacement) {
            return replacement;
        } catch (RuntimeException handlerFailure) {
            reason.addSuppressed(handlerFailure);
            log.error("idgen engine '{}': the rejection handler failed for {}", name, what, handlerFailure);
        }
        return reason;
    }

    /**
     * {@link #reject} as a {@link RejectionHandler}: throws the handler's replacement, if any; a
     * handler that fails otherwise is logged and added to the reason, never lost.
     */
    public RejectionHandler rejections() {
        return rejections;
    }

    /**
     * The default rejection handler: WARN with context, at most once a second per generator, counting
     * the rest. It remembers at most {@value #TRACKED} generators (a sub-key per chat room must not grow
     * it): past that it starts over, which at worst logs one more line per generator.
     */
    static final class LoggingRejectionHandler implements RejectionHandler {
        static final int TRACKED = 1024;
        private final String engine;
        private final ConcurrentHashMap<String, AtomicLong> lastLogged = new ConcurrentHashMap<>();
        private final ConcurrentHashMap<String, AtomicLong> suppressed = new ConcurrentHashMap<>();

        LoggingRejectionHandler(String engine) {
            this.engine = engine;
        }

        @Override
        public void rejected(String generator, IdGenerationException reason) {
            long now = System.nanoTime();
            if (lastLogged.size() >= TRACKED && !lastLogged.containsKey(generator)) {
                lastLogged.clear();
                suppressed.clear();
            }
            AtomicLong last = lastLogged.computeIfAbsent(generator, k -> new AtomicLong(now - 2_000_000_000L));
            long previous = last.get();
            AtomicLong skipped = suppressed.computeIfAbsent(generator, k -> new AtomicLong());
            if (now - previous >= 1_000_000_000L && last.compareAndSet(previous, now)) {
                long n = skipped.getAndSet(0);
                log.warn("idgen engine '{}': {} could not issue an id{}: {}", engine, generator,
                        n == 0 ? "" : " (" + n + " more rejections in the last second not logged)", reason.getMessage());
            } else {
                skipped.incrementAndGet();
            }
        }
    }

    /**
     * Evidence that the database went back: {@code what} came back below what this node already
     * handed out ({@code detail}). Every engine refuses from now on (see {@link FailoverGuard#wentBack});
     * returns the exception to throw.
     */
    public DatabaseFailoverException wentBack(String what, String detail) {
        return guard.wentBack(what, detail);
    }

    /** Throws when the engine may not take anything new from the database (see {@link FailoverGuard#checkServing}). */
    public void checkServing(String what) {
        guard.checkServing(what);
    }

    public String name() {
        return name;
    }

    /**
     * The engine's bound on how long a caller waits for the database (option {@code max-wait}), the one place a
     * strategy reads it: {@link #callOnExecutor(String, Callable)} and {@link #callOnExecutorRetrying(String, Callable)}
     * apply it, an allocator that waits on its own gets it here.
     */
    public Duration maxWait() {
        return maxWait;
    }

    /** When a caller's wait that started at {@code startedNanos} ({@link System#nanoTime()}) ends: start + {@link #maxWait()}. */
    public long deadlineFrom(long startedNanos) {
        return startedNanos + maxWait.toNanos();
    }

    /** When a caller's wait that starts now ends, on {@link System#nanoTime()}'s scale. */
    public long deadline() {
        return deadlineFrom(System.nanoTime());
    }

    /** How long a caller whose wait ends at {@code deadline} (from {@link #deadline()}) has waited so far, in ms. */
    public long waitedMillis(long deadline) {
        return millisSince(deadline - maxWait.toNanos());
    }

    /**
     * The property name of the option that sets {@link #maxWait()}, as the option catalog spells it: what a message
     * that tells the user to raise the bound names, so a renamed option cannot leave a stale message.
     */
    public String boundName() {
        return boundName;
    }

    /** {@link #maxWait()} in whole seconds, rounded up, at least 1: what a JDBC statement timeout takes. */
    public int boundSeconds() {
        return (int) Math.max(1, (maxWait.toMillis() + 999) / 1000);
    }

    /** {@link #maxWait()} in milliseconds, the unit messages name a caller's bound in. */
    public long boundMillis() {
        return maxWait.toMillis();
    }

    public ScheduledExecutorService executor() {
        return executor;
    }

    /**
     * Whether work is due on the executor and waiting for a thread: a thread that could go on with
     * the task it has (a round trip lingering for the next call) gives way instead.
     */
    public boolean workWaiting() {
        if (executor instanceof ScheduledThreadPoolExecutor pool) {
            Runnable head = pool.getQueue().peek();
            return head instanceof Delayed due && due.getDelay(TimeUnit.NANOSECONDS) <= 0;
        }
        return false;
    }

    public TimeSource time() {
        return time;
    }

    public boolean isClosed() {
        return closed;
    }

    public void markClosed() {
        closed = true;
    }

    /** The exception every generator throws once the engine is closed. */
    public IdGeneratorClosedException closedException(String what) {
        return new IdGeneratorClosedException("idgen engine '" + name + "' is closed; " + what
                + " hands out no more ids (build a new engine)");
    }

    /** Throws {@link IdGeneratorClosedException} when the engine is closed. */
    public void checkOpen(String what) {
        if (closed) {
            throw closedException(what);
        }
    }

    /** {@link #callOnExecutor(String, Callable, long)} bounded by the engine's {@link #maxWait()}. */
    public <T> T callOnExecutor(String what, Callable<T> work) {
        return callOnExecutor(what, work, maxWait.toNanos());
    }

    /** {@link #callOnExecutorRetrying(String, Callable, long)} bounded by the engine's {@link #maxWait()}. */
    public <T> T callOnExecutorRetrying(String what, Callable<T> work) {
        return callOnExecutorRetrying(what, work, maxWait.toNanos());
    }

    /**
     * Runs {@code work} on the engine's executor and waits for it at most {@code boundNanos}.
     * An {@link IdGenerationException} thrown by the work is rethrown as a fresh copy for this
     * caller; anything else becomes an {@link IdSourceUnavailableException} naming {@code what}.
     * The interrupt flag is kept when the wait is interrupted.
     */
    public <T> T callOnExecutor(String what, Callable<T> work, long boundNanos) {
        checkOpen(what);
        long started = System.nanoTime();
        Future<T> future;
        try {
            future = executor.submit(work);
        } catch (RejectedExecutionException e) {
            checkOpen(what);
            throw new IdSourceUnavailableException(what + ": the executor of idgen engine '" + name
                    + "' refused the work (" + e.getMessage() + ")", e);
        }
        try {
            return future.get(boundNanos, TimeUnit.NANOSECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            future.cancel(true);
            throw new IdSourceUnavailableException(what + ": interrupted after waiting "
                    + millisSince(started) + " ms for the database; the interrupt flag is kept", e);
        } catch (TimeoutException e) {
            future.cancel(true);
            throw new IdSourceUnavailableException(what + ": the database did not answer within "
                    + TimeUnit.NANOSECONDS.toMillis(boundNanos) + " ms (waited " + millisSince(started) + " ms)", e);
        } catch (ExecutionException e) {
            throw Failures.forCaller(what, e.getCause(), millisSince(started));
        }
    }

    /**
     * Like {@link #callOnExecutor} for work that may simply be run again (a read, a check): a failure
     * that is not an {@link IdGenerationException} (a connection that died with a failed-over or
     * restarted database, a pool that could not connect yet) is retried, after 50 ms and then up to
     * 500 ms between attempts, while the caller's bound {@code boundNanos} lasts, as a call for
     * ids waits out an outage. An {@link IdGenerationException} (a missing table, a bad configuration)
     * is final at once. When the bound is spent the caller gets an {@link IdSourceUnavailableException}
     * naming the attempts and the last error.
     */
    public <T> T callOnExecutorRetrying(String what, Callable<T> work, long boundNanos) {
        return retryOnExecutor(what, work, boundNanos, new RetryRule("reach the database",
                TimeUnit.MILLISECONDS.toNanos(500), failure -> {
                    // only what the work itself failed with is retried: not a bound spent, an interrupt or a refused executor
                    Throwable cause = failure.getCause();
                    boolean databaseFailed = cause instanceof java.sql.SQLException
                            || cause instanceof RuntimeException && !(cause instanceof IdGenerationException)
                            && !(cause instanceof RejectedExecutionException);
                    return !databaseFailed || closed || Thread.currentThread().isInterrupted();
                }, failure -> { }));
    }

    /** {@link #retryOnExecutor(String, Callable, long, RetryRule)} bounded by the engine's {@link #maxWait()}. */
    public <T> T retryOnExecutor(String what, Callable<T> work, RetryRule rule) {
        return retryOnExecutor(what, work, maxWait.toNanos(), rule);
    }

    /**
     * The one retry loop of work run on the engine's executor: attempts {@code work} with {@link #callOnExecutor},
     * each bounded by what is left of {@code boundNanos}; after a failure that {@code rule} does not call final,
     * pauses 50 ms, doubling up to the rule's cap, and attempts again while more than the next pause is left (an
     * attempt started at the bound could only time out, and would hide the failures behind its timeout). A spent
     * bound or an interrupted thread ends in an {@link IdSourceUnavailableException} naming the bound, the attempts
     * and the last error; an interrupted pause restores the interrupt flag.
     */
    public <T> T retryOnExecutor(String what, Callable<T> work, long boundNanos, RetryRule rule) {
        long started = System.nanoTime();
        long delayNanos = TimeUnit.MILLISECONDS.toNanos(50);
        for (int attempt = 1; ; attempt++) {
            long left = started + boundNanos - System.nanoTime();
            IdSourceUnavailableException failed;
            try {
                return callOnExecutor(what, work, Math.max(left, 1));
            } catch (IdSourceUnavailableException e) {
                rule.onFailure().accept(e);
                if (Thread.currentThread().isInterrupted() && !(e.getCause() instanceof InterruptedException)) {
                    // interrupted while the attempt was failing: the caller learns it was the interrupt that ended it
                    throw interrupted(what, started, rule, e);
                }
                if (rule.isFinal().test(e)) {
                    throw e;
                }
                failed = e;
            }
            left = started + boundNanos - System.nanoTime();
            if (Thread.currentThread().isInterrupted()) {
                throw interrupted(what, started, rule, failed);
            }
            if (left <= delayNanos) {
                throw new IdSourceUnavailableException(what + ": could not " + rule.doing() + " within "
                        + TimeUnit.NANOSECONDS.toMillis(boundNanos) + " ms (waited " + millisSince(started) + " ms, "
                        + attempt + " attempt(s)); last error: " + Failures.describe(failed), failed);
            }
            log.debug("idgen {}: attempt {} failed, retrying in {} ms: {}", what, attempt,
                    TimeUnit.NANOSECONDS.toMillis(delayNanos), failed.getMessage());
            try {
                TimeUnit.NANOSECONDS.sleep(delayNanos);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw interrupted(what, started, rule, e);
            }
            delayNanos = Math.min(delayNanos * 2, rule.maxPauseNanos());
        }
    }

    /** The caller's thread was interrupted while {@code what} retried: said so, the flag kept (never cleared here). */
    private static IdSourceUnavailableException interrupted(String what, long started, RetryRule rule, Throwable cause) {
        return new IdSourceUnavailableException(what + ": interrupted after " + millisSince(started)
                + " ms while trying to " + rule.doing() + "; the interrupt flag is kept", cause);
    }

    public static long millisSince(long startedNanos) {
        return TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - startedNanos);
    }

    @Override
    public String toString() {
        return "idgen engine '" + name + "'" + (closed ? " (closed)" : "");
    }
}
