package dev.idgen.jdbc.internal.ordered;

import dev.idgen.IdGenerationException;
import dev.idgen.IdGenerator;
import dev.idgen.IdGeneratorClosedException;
import dev.idgen.IdSourceUnavailableException;
import dev.idgen.jdbc.internal.EngineContext;
import dev.idgen.jdbc.internal.Failures;
import dev.idgen.jdbc.ordered.OrderedStats;
import java.sql.SQLException;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;
import java.util.concurrent.atomic.LongAdder;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The memory side of the slow-ordered strategy for one (key, sub-key): combines the calls that
 * arrive while round trips are in flight into the next round trip, without giving up strictness.
 *
 * <pre>
 *   calls ──join──▶ open batch          claimed = ids asked for so far = the offset of the next call
 *                      │  sealed (no call can join any more) when fewer than maxInFlight round trips are in flight
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
 *       before the round trip is handed to the executor. Two batches in flight at once may be
 *       ordered either way by the database; that is allowed, because neither batch's calls
 *       returned before the other's began (a batch's calls return only after its statement).</li>
 *   <li><b>Contiguous, in arrival order.</b> The offset of a call is taken with one
 *       {@code getAndAdd} on {@code claimed}; the n ids of a call are consecutive.</li>
 *   <li><b>Unique; gaps, never reuse.</b> A batch's ids go only to the calls that joined it, at
 *       most once each. A failed round trip gives no ids to anyone (it may have committed: gap).
 *       A round trip that completes after its callers gave up (timeout, interrupt, engine closed)
 *       hands its ids to nobody: gap.</li>
 *   <li><b>At most {@code maxInFlight} round trips in flight</b> per (key, sub-key) in this JVM
 *       ({@code inFlight}, 1 by default). With 2, while one is on its way back the next is already
 *       queued at the row, so the row is not idle while callers wake and the next batch is sent.
 *       When one completes and calls are waiting, the next starts at once.</li>
 *   <li><b>Bounded waits.</b> A call waits on its batch's future for at most {@code maxWait},
 *       then gets {@link IdSourceUnavailableException} saying how long and why (or, when the engine
 *       was refused meanwhile by a failover that may have lost commits, the refusal itself). A round trip that
 *       fails is retried with back-off only while its callers may still wait. The interrupt flag
 *       of a caller is kept.</li>
 *   <li><b>No executor hand-off for calls that follow each other.</b> Waking a parked executor
 *       thread costs tens of microseconds, a sizeable part of a local round trip. So a round trip
 *       thread that finds nothing waiting lingers for {@link #LINGER_NANOS}, spinning, and runs the
 *       next batch itself if a call arrives (still on the engine's thread and connection, never in
 *       the caller's transaction; sealed before its statement as always). A call that finds a
 *       lingering thread leaves the batch to it; the lingerer clears its flag <em>before</em>
 *       looking at the open batch a last time and the caller joins <em>before</em> reading the
 *       flag, so at least one of them starts the batch. (Callers do not spin on their answer: on
 *       two cores a spinning caller took CPU from the database and made the 99th percentile
 *       worse.)</li>
 * </ul>
 *
 * <p>Joining is lock-free: one read of {@code open}, one {@code getAndAdd}. Sealing replaces
 * {@code open} by compare-and-set <em>before</em> setting the sealed bit, so exactly one starter
 * seals a batch, and a call that finds the bit set finds the successor on its next read of
 * {@code open}.
 */
public final class OrderedAllocator implements IdGenerator {

    private static final Logger log = LoggerFactory.getLogger(OrderedAllocator.class);
    private static final long FIRST_RETRY_NANOS = TimeUnit.MILLISECONDS.toNanos(20);
    private static final long MAX_RETRY_NANOS = TimeUnit.MILLISECONDS.toNanos(500);
    /**
     * At most this many round trips in a row on one executor thread, so a steady stream of calls
     * on one (key, sub-key) does not keep a thread from the engine's other work.
     */
    static final int MAX_INLINE_ROUND_TRIPS = 64;
    /** How long a round trip thread that found nothing waiting spins for the next call. */
    static final long LINGER_NANOS = TimeUnit.MICROSECONDS.toNanos(100);
    /**
     * The longest a finished round trip of several calls waits for its callers to join the next
     * batch ({@link #finishGathering}); never more than a quarter of the round trip itself.
     */
    static final long MAX_GATHER_NANOS = TimeUnit.MILLISECONDS.toNanos(1);

    private final String key;
    private final String subKey;
    private final OrderedSource source;
    private final EngineContext context;
    private final long maxWaitNanos;
    private final String strategy;
    private final String what;
    private final String location;

    private final int maxInFlight;
    private final AtomicReference<Batch> open = new AtomicReference<>(new Batch());
    private final AtomicInteger inFlight = new AtomicInteger();
    private final Set<Batch> inFlightBatches = ConcurrentHashMap.newKeySet(); // for close() and messages
    private volatile Throwable lastError;
    private final AtomicInteger consecutiveFailures = new AtomicInteger();
    /** The highest id a round trip of this node returned: a round trip begun after it returns higher ones. */
    private final AtomicLong highWater = new AtomicLong();
    /** A round trip thread spins for the next call: callers leave starting it to that thread. */
    private volatile boolean lingering;

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
        volatile long sealedNanos;
        volatile long roundTripStartedNanos; // 0 when its statement is not talking to the database
        int attempts; // touched only by the round trip task (one attempt at a time)

        long waitingIds() {
            long c = claimed.get();
            return c < 0 ? 0 : c;
        }
    }

    /** @param maxInFlight round trips in flight at once (1: the next is sent only after the last returned) */
    public OrderedAllocator(String key, String subKey, OrderedSource source, EngineContext context, long maxWaitNanos,
            int maxInFlight) {
        this(key, subKey, source, context, maxWaitNanos, maxInFlight, "slow-ordered",
                "slow-ordered key '" + key + "' sub-key '" + subKey + "'");
    }

    /**
     * A combining counter for another strategy (strict daily numbers): {@code strategy} names it in
     * statistics ({@code <strategy>:<key>/<subKey>}), {@code what} in messages.
     */
    public OrderedAllocator(String key, String subKey, OrderedSource source, EngineContext context, long maxWaitNanos,
            int maxInFlight, String strategy, String what) {
        if (maxInFlight < 1) {
            throw new IllegalArgumentException("maxInFlight must be at least 1, was " + maxInFlight);
        }
        this.maxInFlight = maxInFlight;
        this.key = key;
        this.subKey = subKey;
        this.source = source;
        this.context = context;
        this.maxWaitNanos = maxWaitNanos;
        this.strategy = strategy;
        this.what = what;
        this.location = source.locate(key, subKey);
    }

    public String key() {
        return key;
    }

    public String subKey() {
        return subKey;
    }

    @Override
    public long nextId() {
        return reserve(1);
    }

    @Override
    public long[] nextIds(int count) {
        IdGenerator.checkBatchSize(count);
        long first = reserve(count);
        long[] out = new long[count];
        for (int i = 0; i < count; i++) {
            out[i] = first + i;
        }
        return out;
    }

    /**
     * Joins the open batch with {@code n} ids, makes sure a round trip will carry it, waits for it.
     * Failures are thrown, never reported here: the engine's door reports them once.
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
            b = open.get();
            offset = b.claimed.getAndAdd(n);
            // negative: b was sealed between our read of `open` and our add; its successor is installed
        } while (offset < 0);
        calls.increment();
        if (!lingering && inFlight.get() < maxInFlight) {
            startNext();
        }
        return await(b, started, n) + offset;
    }

    /**
     * Seals the open batch and sends it, if it has calls and fewer than {@code maxInFlight} round
     * trips are in flight. A call that joined while all were in flight is picked up by the first
     * of them to {@link #finish}: the joiner adds before reading {@code inFlight}, the finisher
     * lowers {@code inFlight} before reading {@code claimed}, so at least one of them sees the other
     * (atomic accesses are totally ordered).
     */
    private void startNext() {
        Batch b = seal();
        if (b != null) {
            submit(b, 0);
        }
    }

    /**
     * Takes a round trip slot and seals the open batch for it, if it has calls and a slot is free;
     * the caller must then run or submit its round trip. {@code null}: no slot (a finishing round
     * trip will look again), or nothing waiting.
     */
    private Batch seal() {
        while (true) {
            int running = inFlight.get();
            Batch b = open.get();
            if (running >= maxInFlight || b.claimed.get() <= 0) {
                return null;
            }
            if (!inFlight.compareAndSet(running, running + 1)) {
                continue;
            }
            // the slot is ours; the batch goes to whoever replaces it first
            if (!open.compareAndSet(b, new Batch())) {
                inFlight.decrementAndGet(); // another starter sealed b; look again
                continue;
            }
            long size = b.claimed.getAndAdd(Batch.SEALED); // > 0: claims only grow until this seal
            b.size = size;
            b.sealedNanos = System.nanoTime();
            inFlightBatches.add(b);
            return b;
        }
    }

    /**
     * On a round trip thread that just finished one with nothing else in flight: spins up to
     * {@link #LINGER_NANOS} for the next call and returns its sealed batch, to run here without a
     * hand-off; {@code null} when none came (then a call that arrived while the flag was being
     * cleared is started the usual way).
     */
    private Batch linger() {
        if (inFlight.get() != 0 || context.isClosed() || context.workWaiting()) {
            return null;
        }
        lingering = true;
        try {
            long deadline = System.nanoTime() + LINGER_NANOS;
            do {
                if (open.get().claimed.get() > 0) {
                    return seal(); // null: a caller that had not seen the flag started it
                }
                Thread.onSpinWait();
            } while (System.nanoTime() - deadline < 0 && !context.isClosed());
        } finally {
            lingering = false;
        }
        startNext(); // a call that joined and saw the flag before it was cleared
        return null;
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

    /**
     * On the engine's executor: the round trip of {@code b}, then — while calls arrive one after
     * another with nothing else in flight — the next ones on this thread (see {@link #linger}).
     */
    private void roundTrip(Batch b) {
        Batch next = b;
        for (int inline = 1; next != null; inline++) {
            next = roundTripOnce(next) && inline < MAX_INLINE_ROUND_TRIPS ? linger() : null;
        }
    }

    /**
     * One statement {@code num += size}, committed, in autocommit. {@code true} when it succeeded
     * and the ids are handed out (the thread may linger for the next call); {@code false} when the
     * batch failed or was submitted again for a retry.
     */
    private boolean roundTripOnce(Batch b) {
        if (context.isClosed() || b.first.isDone()) {
            finish(b, 0, context.closedException(what), true);
            return false;
        }
        long last;
        long floor = highWater.get(); // what round trips that returned before this one began reached
        b.roundTripStartedNanos = System.nanoTime();
        try {
            last = source.add(key, subKey, b.size);
            if (last - b.size + 1 <= floor) {
                throw context.wentBack(what, "the database handed out " + (last - b.size + 1) + " .. " + last
                        + ", not above " + floor + ", the last id of a round trip that had returned before");
            }
            highWater.accumulateAndGet(last, Math::max);
        } catch (IdGenerationException definite) {
            // exhausted row, missing schema: retrying cannot help; every caller of the batch learns at once
            b.roundTripStartedNanos = 0;
            recordFailure(definite);
            log.error("idgen: {}", definite.getMessage());
            finish(b, 0, definite, true);
            return false;
        } catch (SQLException | RuntimeException e) {
            b.roundTripStartedNanos = 0;
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
                submit(b, delay); // still in flight, still holding its slot
                return false;
            }
            finish(b, 0, new IdSourceUnavailableException("the round trip to " + location + " failed " + b.attempts
                    + " time(s) in " + EngineContext.millisSince(b.sealedNanos) + " ms; last database error: "
                    + Failures.describe(e), e), true);
            return false;
        } catch (Error e) {
            // out of memory, stack overflow: still end the round trip, or inFlight would stay held and
            // every later call of this (key, sub-key) would wait its bound and fail
            b.roundTripStartedNanos = 0;
            recordFailure(e);
            finish(b, 0, new IdSourceUnavailableException("the round trip to " + location + " failed: "
                    + Failures.describe(e), e), true);
            throw e;
        }
        long took = System.nanoTime() - b.roundTripStartedNanos;
        b.roundTripStartedNanos = 0;
        recordSuccess(b.size);
        if (maxInFlight == 1 && b.size > 1) {
            finishGathering(b, last - b.size + 1, took);
        } else {
            finish(b, last - b.size + 1, null, true);
        }
        return true;
    }

    /**
     * Ends a successful round trip of several calls with one in flight: wakes its callers first and
     * holds the next batch back until they have joined it (as many ids as this batch had, on top
     * of those already waiting), for at most a quarter of this round trip and {@link #MAX_GATHER_NANOS}.
     *
     * <p>Why: sealing the calls that gathered during the round trip at once and waking this batch's
     * callers after (as {@link #finish} does) splits steady callers into two cohorts that take turns,
     * each round trip carrying half of them and each call waiting about two round trips — half of
     * what N callers could get from a row whose commit takes t (N ÷ t, Little's law). Gathering
     * them costs the row a short idle gap and doubles the batch. While gathering, the flag
     * {@link #lingering} is set, so joining callers leave the start to this thread (the flag is
     * cleared before the last look, as in {@link #linger}). Order and uniqueness are those of every
     * batch: a call joins only an unsealed batch, and the seal still precedes the statement.
     */
    private void finishGathering(Batch b, long first, long roundTripNanos) {
        inFlightBatches.remove(b);
        lingering = true;
        try {
            inFlight.decrementAndGet();
            long expected = b.size + open.get().waitingIds();
            b.first.complete(first);
            long deadline = System.nanoTime() + Math.min(roundTripNanos / 4, MAX_GATHER_NANOS);
            while (open.get().waitingIds() < expected && System.nanoTime() - deadline < 0 && !context.isClosed()
                    && !context.workWaiting()) {
                Thread.yield(); // the callers being woken need the CPU more than this thread
            }
        } finally {
            lingering = false;
        }
        startNext();
    }

    /**
     * Ends the round trip of {@code b}: frees its slot and lets the next one start (before waking this batch's callers,
     * so the database is not idle while they wake), then hands out the ids or the failure. A future
     * already completed (failed by close) ignores the result: those ids go to nobody.
     */
    private void finish(Batch b, long first, IdGenerationException failure, boolean startNext) {
        inFlightBatches.remove(b);
        inFlight.decrementAndGet();
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
            throw timeout(b, started);
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

    private IdSourceUnavailableException timeout(Batch b, long started) {
        // refused meanwhile (a failover that may have lost commits): that, not the wait, is why no ids came; say so
        context.checkServing(what);
        Throwable error = lastError;
        String why;
        long mine = b.roundTripStartedNanos;
        if (mine != 0) {
            why = "a round trip to " + location + " has been waiting for the database for "
                    + EngineContext.millisSince(mine) + " ms";
        } else if (b.sealedNanos != 0) {
            why = "the round trip of this call is being retried, or waits for a thread of the engine executor";
        } else {
            long oldest = 0;
            for (Batch ahead : inFlightBatches) {
                long t = ahead.roundTripStartedNanos;
                if (t != 0 && (oldest == 0 || t - oldest < 0)) {
                    oldest = t;
                }
            }
            why = oldest != 0
                    ? "the round trips ahead of this call have been waiting for the database for up to "
                            + EngineContext.millisSince(oldest) + " ms"
                    : "the round trips ahead of this call are being retried, or wait for the engine executor";
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
        return consecutiveFailures.incrementAndGet();
    }

    private void recordSuccess(long size) {
        roundTrips.increment();
        ids.add(size);
        int failed = consecutiveFailures.getAndSet(0);
        if (failed > 0) {
            log.info("idgen {}: the database answers again after {} failed round trip(s)", what, failed);
            lastError = null;
        }
    }

    /** Called by the engine on close: every call waiting, queued or in flight, gets a clear exception. */
    public void onEngineClosed() {
        IdGeneratorClosedException closed = context.closedException(what);
        for (Batch b : inFlightBatches) {
            b.first.completeExceptionally(closed);
        }
        open.get().first.completeExceptionally(closed);
    }

    /** The highest id a round trip of this node returned (0 before the first). */
    public long highWater() {
        return highWater.get();
    }

    public OrderedStats stats() {
        Throwable e = lastError;
        return new OrderedStats(strategy + ":" + key + "/" + subKey, key, subKey, location, roundTrips.sum(), ids.sum(), calls.sum(), failures.sum(),
                open.get().waitingIds(), e == null ? null : Failures.describe(e));
    }

    @Override
    public String toString() {
        return "OrderedAllocator{key=" + key + ", subKey=" + subKey + ", table=" + location + ", inFlight="
                + inFlight.get() + " of " + maxInFlight + "}";
    }
}
