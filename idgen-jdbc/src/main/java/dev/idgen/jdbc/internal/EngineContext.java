package dev.idgen.jdbc.internal;

import dev.idgen.IdGenerationException;
import dev.idgen.IdGeneratorClosedException;
import dev.idgen.IdSourceUnavailableException;
import dev.idgen.TimeSource;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Future;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * What every generator of one engine shares: its name, its bounded executor, its clock and
 * whether it is closed. Internal: not part of the public API.
 *
 * <p>All database work runs on {@link #executor()}, never on a caller's thread, so a
 * thread-bound transaction of the caller (Spring, JTA) can never take part in a reservation.
 */
public final class EngineContext {

    private final String name;
    private final ScheduledExecutorService executor;
    private final TimeSource time;
    private volatile boolean closed;

    public EngineContext(String name, ScheduledExecutorService executor, TimeSource time) {
        this.name = name;
        this.executor = executor;
        this.time = time;
    }

    public String name() {
        return name;
    }

    public ScheduledExecutorService executor() {
        return executor;
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

    /**
     * Runs {@code work} on the engine's executor and waits for it at most {@code maxWaitNanos}.
     * An {@link IdGenerationException} thrown by the work is rethrown as a fresh copy for this
     * caller; anything else becomes an {@link IdSourceUnavailableException} naming {@code what}.
     * The interrupt flag is kept when the wait is interrupted.
     */
    public <T> T callOnExecutor(String what, Callable<T> work, long maxWaitNanos) {
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
            return future.get(maxWaitNanos, TimeUnit.NANOSECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            future.cancel(true);
            throw new IdSourceUnavailableException(what + ": interrupted after waiting "
                    + millisSince(started) + " ms for the database; the interrupt flag is kept", e);
        } catch (TimeoutException e) {
            future.cancel(true);
            throw new IdSourceUnavailableException(what + ": the database did not answer within "
                    + TimeUnit.NANOSECONDS.toMillis(maxWaitNanos) + " ms (waited " + millisSince(started) + " ms)", e);
        } catch (ExecutionException e) {
            throw Failures.forCaller(what, e.getCause(), millisSince(started));
        }
    }

    public static long millisSince(long startedNanos) {
        return TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - startedNanos);
    }

    @Override
    public String toString() {
        return "idgen engine '" + name + "'" + (closed ? " (closed)" : "");
    }
}
