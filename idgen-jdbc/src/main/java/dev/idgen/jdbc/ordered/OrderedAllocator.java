package dev.idgen.jdbc.ordered;

import dev.idgen.IdGenerationException;
import dev.idgen.IdGenerator;
import dev.idgen.IdGeneratorClosedException;
import dev.idgen.IdSourceUnavailableException;
import dev.idgen.jdbc.internal.EngineContext;
import dev.idgen.jdbc.internal.Failures;
import java.sql.SQLException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.LongAdder;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The memory side of the slow-ordered strategy for one (key, sub-key): combines the calls that
 * arrive while a round trip is in flight into the next round trip, without giving up strictness.
 *
 * <pre>
 *   calls ──join──▶ open batch          claimed = ids asked for so far = the offset of the next call
 *                      │  sealed (no call can join any more) when no round trip is in flight
 *                      ▼
 *                   round trip          num += size      one committed statement, engine executor
 *                      │  returns last = the new num
 *                      ▼
 *   call i gets  first + offset_i .. first + offset_i + n_i - 1     where first = last - size + 1
 * </pre>
 *
 * <p>Invariants:
 * <ul>
 *   <li><b>Strict.</b> A call joins a batch that has not been sealed; the batch's statement is
 *       sent only after the seal, so after the call began. The database orders statements on the
 *       row, so the batch's ids exceed every id committed — hence every id returned anywhere —
 *       before the call began. A call never joins a round trip already in flight: the seal happens
 *       before the round trip is handed to the executor.</li>
 *   <li><b>Contiguous, in arrival order.</b> The offset of a call is taken with one
 *       {@code getAndAdd} on {@code claimed}; the n ids of a call are consecutive.</li>
 *   <li><b>Unique; gaps, never reuse.</b> A batch's ids go only to the calls that joined it, at
 *       most once each. A failed round trip gives no ids to anyone (it may have committed: gap).
 *       A round trip that completes after its callers gave up (timeout, interrupt, engine closed)
 *       hands its ids to nobody: gap.</li>
 *   <li><b>One round trip in flight</b> per (key, sub-key) in this JVM ({@code inFlight}); when it
 *       completes and calls are waiting, the next starts at once.</li>
 *   <li><b>Bounded waits, no spin.</b> A call parks on its batch's future for at most
 *       {@code maxWait}, then gets {@link IdSourceUnavailableException} saying how long and why.
 *       A round trip that fails is retried with back-off only while its callers may still wait.
 *       The interrupt flag of a caller is kept.</li>
 * </ul>
 *
 * <p>Joining is lock-free: one read of {@code open}, one {@code getAndAdd}. Sealing installs the
 * next open batch <em>before</em> setting the sealed bit, so a call that finds the bit set finds
 * the successor on its next read of {@code open}.
 */
public final class OrderedAllocator implements OrderedIdGenerator {

    private static final Logger log = LoggerFactory.getLogger(OrderedAllocator.class);
    private static final long FIRST_RETRY_NANOS = TimeUnit.MILLISECONDS.toNanos(20);
    private static final long MAX_RETRY_NANOS = TimeUnit.MILLISECONDS.toNanos(500);

    private final String key;
    private final String subKey;
    private final OrderedSource source;
    private final EngineContext context;
    private final long maxWaitNanos;
    private final String what;
    private final String location;

    private volatile Batch open = new Batch();
    private final AtomicBoolean inFlight = new AtomicBoolean();
    private volatile Batch inFlightBatch; // for close() and messages; null when none
    private volatile long roundTripStartedNanos; // 0 when no statement is talking to the database
    private volatile Throwable lastError;
    private int consecutiveFailures; // touched only by the round trip in flight (one at a time)

    private final LongAdder calls = new LongAdder();
    private final LongAdder roundTrips = new LongAdder();
    private final LongAdder ids = new LongAdder();
    private final LongAdder failures = new LongAdder();

    /**
     * Calls that share one round trip. Written by the sealing thread before the round trip is
     * handed to the executor, which publishes {@link #size} and {@link #sealedNanos} to it.
     */
    private static final class Batch {
        /** Set in {@link #claimed} by the seal. Late joiners add to it and stay negative (far from 2^63). */
        static final long SEALED = Long.MIN_VALUE;

        final AtomicLong claimed = new AtomicLong();
        final CompletableFuture<Long> first = new CompletableFuture<>();
        long size;
        long sealedNanos;
        int attempts; // touched only by the round trip task

        long waitingIds() {
            long c = claimed.get();
            return c < 0 ? 0 : c;
        }
    }

    public OrderedAllocator(String key, String subKey, OrderedSource source, EngineContext context, long maxWaitNanos) {
        this.key = key;
        this.subKey = subKey;
        this.source = source;
        this.context = context;
        this.maxWaitNanos = maxWaitNanos;
        this.what = "slow-ordered key '" + key + "' sub-key '" + subKey + "'";
        this.location = source.locate(key, subKey);
    }

    @Override
    public String key() {
        return key;
    }

    @Override
    public String subKey() {
        return subKey;
    }

    @Override
    public long nextId() {
        try {
            return reserve(1);
        } catch (IdGenerationException e) {
            throw context.reject(what, e);
        }
    }

    @Override
    public long[] nextIds(int count) {
        IdGenerator.checkBatchSize(count);
        long first;
        try {
            first = reserve(count);
        } catch (IdGenerationException e) {
            throw context.reject(what, e);
        }
        long[] out = new long[count];
        for (int i = 0; i < count; i++) {
            out[i] = first + i;
        }
        return out;
    }

    /**
     * Joins the open batch with {@code n} ids, makes sure a round trip will carry it, waits for it.
     * Every failure goes through the engine's rejection handler on its way to the caller.
     */
    private long reserve(int n) {
        long started = System.nanoTime();
        if (context.isClosed()) {
            throw context.closedException(what);
        }
        if (Thread.currentThread().isInterrupted()) {
            throw new IdSourceUnavailableException(what + ": the calling thread is interrupted, so no ids were "
                    + "reserved; the interrupt flag is kept");
        }
        Batch b;
        long offset;
        do {
            b = open;
            offset = b.claimed.getAndAdd(n);
            // negative: b was sealed between our read of `open` and our add; its successor is installed
        } while (offset < 0);
        calls.increment();
        if (!inFlight.get()) {
            startNext();
        }
        return await(b, started, n) + offset;
    }

    /**
     * Seals the open batch and sends it, if it has calls and no round trip is in flight. A call that
     * joined while one was in flight is picked up by that round trip's {@link #finish}: the joiner
     * adds before reading {@code inFlight}, the finisher clears {@code inFlight} before reading
     * {@code claimed}, so at least one of them sees the other (volatile accesses are totally ordered).
     */
    private void startNext() {
        while (!inFlight.get() && open.claimed.get() > 0) {
            if (!inFlight.compareAndSet(false, true)) {
                return; // another thread starts it, or the round trip now in flight will
            }
            Batch b = open;
            if (b.claimed.get() == 0) {
                inFlight.set(false); // another starter sent it between our two reads
                continue;
            }
            open = new Batch(); // before the seal: a joiner that sees the seal must find the successor
            long size = b.claimed.getAndAdd(Batch.SEALED);
            b.size = size;
            b.sealedNanos = System.nanoTime();
            inFlightBatch = b;
            submit(b, 0);
            return;
        }
    }

    private void submit(Batch b, long delayNanos) {
        if (context.isClosed()) {
            finish(b, 0, context.closedException(what), false);
            return;
        }
        try {
            if (delayNanos == 0) {
                context.executor().execute(() -> roundTrip(b));
            } else {
                context.executor().schedule(() -> roundTrip(b), delayNanos, TimeUnit.NANOSECONDS);
            }
        } catch (RejectedExecutionException e) {
            // the executor only refuses once it is shut down; queued callers learn it from close() or their bound
            finish(b, 0, context.isClosed() ? context.closedException(what)
                    : new IdSourceUnavailableException(what + ": the executor of idgen engine '" + context.name()
                            + "' refused the round trip: " + e.getMessage(), e), false);
        }
    }

    /** On the engine's executor: one statement {@code num += size}, committed, in autocommit. */
    private void roundTrip(Batch b) {
        if (context.isClosed() || b.first.isDone()) {
            finish(b, 0, context.closedException(what), true);
            return;
        }
        long last;
        roundTripStartedNanos = System.nanoTime();
        try {
            last = source.add(key, subKey, b.size);
        } catch (IdGenerationException definite) {
            // exhausted row, missing schema: retrying cannot help; every caller of the batch learns at once
            roundTripStartedNanos = 0;
            recordFailure(definite);
            log.error("idgen: {}", definite.getMessage());
            finish(b, 0, definite, true);
            return;
        } catch (SQLException | RuntimeException e) {
            roundTripStartedNanos = 0;
            int failed = recordFailure(e);
            b.attempts++;
            long delay = Math.min(FIRST_RETRY_NANOS << Math.min(b.attempts - 1, 10), MAX_RETRY_NANOS);
            // every caller of b joined before the seal, so every one has given up by sealedNanos + maxWait
            boolean someoneMayWait = System.nanoTime() + delay - (b.sealedNanos + maxWaitNanos) < 0;
            if (failed == 1) {
                log.warn("idgen {}: a round trip to {} failed, retrying while callers wait (up to {} ms): {}", what,
                        location, TimeUnit.NANOSECONDS.toMillis(maxWaitNanos), Failures.describe(e));
            } else {
                log.debug("idgen {}: attempt {} of a round trip failed: {}", what, b.attempts, Failures.describe(e));
            }
            if (someoneMayWait && !context.isClosed() && !b.first.isDone()) {
                submit(b, delay); // still in flight: later callers queue behind it, none overtakes it
                return;
            }
            finish(b, 0, new IdSourceUnavailableException("the round trip to " + location + " failed " + b.attempts
                    + " time(s) in " + EngineContext.millisSince(b.sealedNanos) + " ms; last database error: "
                    + Failures.describe(e), e), true);
            return;
        } catch (Error e) {
            // out of memory, stack overflow: still end the round trip, or inFlight would stay held and
            // every later call of this (key, sub-key) would wait its bound and fail
            roundTripStartedNanos = 0;
            recordFailure(e);
            finish(b, 0, new IdSourceUnavailableException("the round trip to " + location + " failed: "
                    + Failures.describe(e), e), true);
            throw e;
        }
        roundTripStartedNanos = 0;
        recordSuccess(b.size);
        finish(b, last - b.size + 1, null, true);
    }

    /**
     * Ends the round trip of {@code b}: lets the next one start (before waking this batch's callers,
     * so the database is not idle while they wake), then hands out the ids or the failure. A future
     * already completed (failed by close) ignores the result: those ids go to nobody.
     */
    private void finish(Batch b, long first, IdGenerationException failure, boolean startNext) {
        inFlightBatch = null;
        inFlight.set(false);
        if (startNext) {
            startNext();
        }
        if (failure == null) {
            b.first.complete(first);
        } else {
            b.first.completeExceptionally(failure);
        }
    }

    private long await(Batch b, long started, int n) {
        try {
            return b.first.get(started + maxWaitNanos - System.nanoTime(), TimeUnit.NANOSECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IdSourceUnavailableException(what + ": interrupted after waiting "
                    + EngineContext.millisSince(started) + " ms for the database; the interrupt flag is kept and the "
                    + n + " id(s) reserved for this call are skipped, never handed out", e);
        } catch (TimeoutException e) {
            if (context.isClosed()) {
                throw context.closedException(what);
            }
            throw timeout(started);
        } catch (ExecutionException e) {
            Throwable cause = e.getCause();
            if (cause instanceof IdSourceUnavailableException) {
                throw new IdSourceUnavailableException(what + ": no ids from the database (waited "
                        + EngineContext.millisSince(started) + " ms of at most " + TimeUnit.NANOSECONDS.toMillis(maxWaitNanos)
                        + " ms): " + cause.getMessage(), cause);
            }
            throw Failures.forCaller(what, cause, EngineContext.millisSince(started));
        }
    }

    private IdSourceUnavailableException timeout(long started) {
        long inFlightSince = roundTripStartedNanos;
        Throwable error = lastError;
        String why;
        if (inFlightSince != 0) {
            why = "a round trip to " + location + " has been waiting for the database for "
                    + EngineContext.millisSince(inFlightSince) + " ms";
        } else if (inFlightBatch != null) {
            why = "the round trip ahead of this call is being retried";
        } else {
            why = "the engine executor did not run the round trip in time";
        }
        if (error != null) {
            why += "; last database error: " + Failures.describe(error);
        }
        return new IdSourceUnavailableException(what + ": no ids from the database within "
                + TimeUnit.NANOSECONDS.toMillis(maxWaitNanos) + " ms (waited " + EngineContext.millisSince(started)
                + " ms); " + why, error);
    }

    private int recordFailure(Throwable e) {
        failures.increment();
        lastError = e;
        return ++consecutiveFailures;
    }

    private void recordSuccess(long size) {
        roundTrips.increment();
        ids.add(size);
        if (consecutiveFailures > 0) {
            log.info("idgen {}: the database answers again after {} failed round trip(s)", what, consecutiveFailures);
            consecutiveFailures = 0;
            lastError = null;
        }
    }

    /** Called by the engine on close: every call waiting, queued or in flight, gets a clear exception. */
    public void onEngineClosed() {
        IdGeneratorClosedException closed = context.closedException(what);
        Batch b = inFlightBatch;
        if (b != null) {
            b.first.completeExceptionally(closed);
        }
        open.first.completeExceptionally(closed);
    }

    @Override
    public OrderedStats stats() {
        Throwable e = lastError;
        return new OrderedStats(key, subKey, location, roundTrips.sum(), ids.sum(), calls.sum(), failures.sum(),
                open.waitingIds(), e == null ? null : Failures.describe(e));
    }

    @Override
    public String toString() {
        return "OrderedAllocator{key=" + key + ", subKey=" + subKey + ", table=" + location + ", inFlight="
                + inFlight.get() + "}";
    }
}
