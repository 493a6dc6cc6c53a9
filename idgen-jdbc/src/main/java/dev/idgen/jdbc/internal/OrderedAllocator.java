package dev.idgen.jdbc.internal;

import dev.idgen.IdGenerationException;
import dev.idgen.IdGenerator;
import dev.idgen.IdGeneratorClosedException;
import dev.idgen.IdSourceUnavailableException;
import dev.idgen.jdbc.ordered.OrderedStats;
import java.sql.SQLException;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;
import java.util.concurrent.locks.LockSupport;
import dev.idgen.jdbc.internal.logging.Logger;
import dev.idgen.jdbc.internal.logging.LoggerFactory;

/**
 * The memory side of the slow-ordered strategy for one (key, sub-key): combines the calls that
 * arrive while round trips are in flight into the next round trip, without giving up strictness,
 * and runs each round trip on the thread of one of its callers (leader/follower combining).
 *
 * <pre>
 *   calls ──join──▶ open batch          claimed = ids asked for so far = the offset of the next call
 *                      │  the call that finds it empty is its leader; later ones are followers
 *                      │  the leader takes a round trip slot (fewer than maxInFlight in flight; else it parks
 *                      │  until a finishing round trip wakes it), then seals the batch (no call can join any more)
 *                      ▼
 *                   round trip          num += size      one committed statement, on the leader's thread,
 *                      │                                  on a connection idgen borrows (autocommit, never the caller's)
 *                      │  returns last = the new num
 *                      ▼
 *   call i gets  first + offset_i .. first + offset_i + n_i - 1     where first = last - size + 1
 *   the finisher frees its slot, wakes the next batch's leader, then hands the answer to its followers
 * </pre>
 *
 * <p>Invariants:
 * <ul>
 *   <li><b>Strict.</b> A call joins a batch that has not been sealed; the batch's statement is
 *       sent only after the seal, so after the call began. The database orders statements on the
 *       row, so the batch's ids exceed every id committed — hence every id returned anywhere —
 *       before the call began. A call never joins a round trip already in flight: the seal happens
 *       before the statement. Two batches in flight at once may be ordered either way by the
 *       database; that is allowed, because neither batch's calls returned before the other's began
 *       (a batch's calls return only after its statement).</li>
 *   <li><b>Contiguous, in arrival order.</b> The offset of a call is taken with one
 *       {@code getAndAdd} on {@code claimed}; the n ids of a call are consecutive.</li>
 *   <li><b>Unique; gaps, never reuse.</b> A batch's ids go only to the calls that joined it, at
 *       most once each. A failed round trip gives no ids to anyone (it may have committed: gap).
 *       A round trip that completes after its callers gave up (timeout, interrupt, engine closed)
 *       hands its ids to nobody: gap.</li>
 *   <li><b>Never in the caller's transaction.</b> The leader runs idgen's statement on its own thread
 *       but on a connection idgen borrows in autocommit. A connection that arrives <em>outside</em>
 *       autocommit on a caller's thread may be the caller's own (a transaction-aware data source, JTA):
 *       it is given back untouched ({@link CallerThread}) and that round trip goes to the engine's
 *       executor instead, logged once per (key, sub-key).</li>
 *   <li><b>At most {@code maxInFlight} round trips in flight</b> per (key, sub-key) in this JVM
 *       ({@code inFlight}, 1 by default). With 2, while one is on its way back the next is already
 *       queued at the row. A finishing round trip frees its slot <em>before</em> waking the next
 *       leader and handing out its answer, so the row is not idle while its callers wake.</li>
 *   <li><b>Bounded waits.</b> A follower waits on its batch's future for at most the engine's bound
 *       ({@code EngineOptions.MAX_WAIT}, {@link EngineContext#deadlineFrom}),
 *       then gets {@link IdSourceUnavailableException} saying how long and why (or, when the engine
 *       was refused meanwhile by a failover that may have lost commits, the refusal itself). A leader
 *       parks for a slot for at most that bound; its statement is bounded by the statement (and
 *       network) timeout of {@link dev.idgen.jdbc.internal.JdbcAccess}. A leader that gives up (its
 *       bound, an interrupt, the engine closed) leaves its batch to the next finishing round trip, which
 *       sends it on the engine's executor, so its followers are served. A round trip that fails is
 *       retried with back-off on the executor only while its callers may still wait. The interrupt
 *       flag of a caller is kept.</li>
 *   <li><b>No thread hand-off for one caller.</b> A lone caller finds the batch empty, leads it, takes
 *       the free slot and sends the statement itself: no executor thread is woken, so one caller costs
 *       what a bare {@code UPDATE .. RETURNING} costs.</li>
 * </ul>
 *
 * <p>Joining is lock-free: one read of {@code open}, one {@code getAndAdd}. Sealing replaces
 * {@code open} by compare-and-set <em>before</em> setting the sealed bit, so exactly one thread
 * seals a batch, and a call that finds the bit set finds the successor on its next read of
 * {@code open}. Waking the next leader needs no lock either: the leader publishes itself
 * ({@code Batch.leader}) before it looks for a slot, and a finisher frees the slot before it looks
 * for a leader, so at least one of them sees the other (atomic accesses are totally ordered); the
 * same holds for a leader that leaves ({@code Batch.leaderLeft}).
 */
final class OrderedAllocator implements IdGenerator {

    private static final Logger log = LoggerFactory.getLogger(OrderedAllocator.class);
    private static final long FIRST_RETRY_NANOS = TimeUnit.MILLISECONDS.toNanos(20);
    private static final long MAX_RETRY_NANOS = TimeUnit.MILLISECONDS.toNanos(500);
    /**
     * The longest the leader of the next batch waits, after a round trip of several calls, for that
     * round trip's callers to join ({@link #gather}); never more than a quarter of the round trip itself.
     */
    static final long MAX_GATHER_NANOS = TimeUnit.MILLISECONDS.toNanos(1);

    private final String key;
    private final String subKey;
    private final OrderedSource source;
    private final EngineContext context;
    private final String strategy;
    private final String what;
    private final String location;

    private final int maxInFlight;
    private final AtomicReference<Batch> open = new AtomicReference<>(new Batch());
    private final AtomicInteger inFlight = new AtomicInteger();
    private final Set<Batch> inFlightBatches = ConcurrentHashMap.newKeySet(); // for close() and messages
    /** The highest id a round trip of this node returned: a round trip begun after it returns higher ones. */
    private final AtomicLong highWater = new AtomicLong();
    /**
     * Set by a finishing round trip of several calls before it frees the (only) slot, read and cleared
     * by the next slot holder: how many ids to wait for, and until when ({@link #gather}). Plain fields:
     * the slot's atomic hand-over orders them.
     */
    private long gatherIds;
    private long gatherUntilNanos;
    private volatile boolean executorNoticeLogged;

    private final RoundTripCounts counts = new RoundTripCounts();

    /** The column the ids go into, the rate and the runway ({@link OrderedRunway}). */
    private final OrderedRunway runway;

    /** @param maxInFlight round trips in flight at once (1: the next is sent only after the last returned) */
    public OrderedAllocator(String key, String subKey, OrderedSource source, EngineContext context,
            int maxInFlight) {
        this(key, subKey, source, context, maxInFlight, "slow-ordered",
                "slow-ordered key '" + key + "' sub-key '" + subKey + "'");
    }

    /**
     * A combining counter for another strategy (strict daily numbers): {@code strategy} names it in
     * statistics ({@code <strategy>:<key>/<subKey>}), {@code what} in messages.
     */
    public OrderedAllocator(String key, String subKey, OrderedSource source, EngineContext context,
            int maxInFlight, String strategy, String what) {
        if (maxInFlight < 1) {
            throw new IllegalArgumentException("maxInFlight must be at least 1, was " + maxInFlight);
        }
        this.maxInFlight = maxInFlight;
        this.key = key;
        this.subKey = subKey;
        this.source = source;
        this.context = context;
        this.strategy = strategy;
        this.what = what;
        this.location = source.locate(key, subKey);
        this.runway = new OrderedRunway(what, context.time());
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
     * Joins the open batch with {@code n} ids; the call that found it empty leads it (sends its round
     * trip), the others wait for the answer. Failures are thrown, never reported here: the engine's
     * door reports them once.
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
        counts.call();
        if (offset == 0) {
            lead(b, started);
        }
        return await(b, started, n) + offset;
    }

    /**
     * The leader of {@code b}: takes a round trip slot (parking until a finishing round trip wakes it,
     * at most until its bound), gathers the previous round trip's callers when that pays, seals
     * {@code b} and runs its round trip on this thread. Returns when the round trip ended, was handed
     * to the executor (a retry, a connection that may be the caller's) or was left to a finisher
     * (this call's bound, an interrupt, the engine closed); the caller then reads the batch's answer.
     */
    private void lead(Batch b, long started) {
        b.leader = Thread.currentThread(); // published before looking for a slot: see the class comment
        long deadline = context.deadlineFrom(started);
        while (true) {
            if (takeSlot()) {
                gather(b);
                if (seal(b)) {
                    runHere(b);
                } else {
                    releaseSlot(); // a finisher sent b for a leader it thought gone: this call follows it
                }
                return;
            }
            long left = deadline - System.nanoTime();
            if (left <= 0 || Thread.currentThread().isInterrupted() || context.isClosed()) {
                leave(b);
                return;
            }
            LockSupport.parkNanos(this, left);
        }
    }

    /** Takes one of the {@code maxInFlight} round trip slots, if one is free. */
    private boolean takeSlot() {
        while (true) {
            int running = inFlight.get();
            if (running >= maxInFlight) {
                return false;
            }
            if (inFlight.compareAndSet(running, running + 1)) {
                return true;
            }
        }
    }

    /** Gives back a slot and lets the open batch's leader (or a finisher's executor task) have it. */
    private void releaseSlot() {
        inFlight.decrementAndGet();
        wakeNextLeader();
    }

    /**
     * Seals {@code b} if it is still the open batch; the caller holds a slot for it and must then run
     * or submit its round trip. {@code false}: someone else sealed it.
     */
    private boolean seal(Batch b) {
        if (!open.compareAndSet(b, new Batch())) {
            return false;
        }
        long size = b.claimed.getAndAdd(Batch.SEALED); // > 0: claims only grow until this seal
        b.size = size;
        b.sealedNanos = System.nanoTime();
        inFlightBatches.add(b);
        return true;
    }

    /**
     * After a round trip of several calls (or of one, with a leader already waiting) with one slot: waits
     * (yielding) until as many ids as that
     * round trip carried have joined {@code b} on top of those already waiting, at most a quarter of
     * the round trip and {@link #MAX_GATHER_NANOS}. The caller holds the slot.
     *
     * <p>Why: sealing the calls that gathered during the round trip at once, while that round trip's
     * callers are still waking, splits steady callers into two cohorts that take turns, each round
     * trip carrying half of them and each call waiting about two round trips — half of what N callers
     * could get from a row whose commit takes t (N ÷ t, Little's law). Gathering them costs the row a
     * short idle gap and doubles the batch. Order and uniqueness are those of every batch: a call
     * joins only an unsealed batch, and the seal still precedes the statement.
     */
    private void gather(Batch b) {
        long want = gatherIds;
        if (want == 0) {
            return;
        }
        gatherIds = 0;
        long until = gatherUntilNanos;
        while (b.claimed.get() < want && System.nanoTime() - until < 0 && !context.isClosed()) {
            Thread.yield(); // the callers being woken need the CPU more than this thread
        }
    }

    /**
     * A leader that gives up before it sealed: marks its batch leaderless, then — if a slot is free
     * meanwhile — sends the batch on the executor itself, so its followers are not stranded (a
     * finisher that looked before the mark woke a leader that is leaving).
     */
    private void leave(Batch b) {
        b.leaderLeft = true;
        b.leader = null;
        startLeaderless();
    }

    /** Wakes the open batch's leader after a slot was freed, or sends a leaderless batch on the executor. */
    private void wakeNextLeader() {
        Batch o = open.get();
        if (o.claimed.get() <= 0) {
            return; // nothing waiting: the next call finds a free slot and leads
        }
        if (o.leaderLeft) {
            startLeaderless();
            return;
        }
        Thread t = o.leader;
        if (t != null) {
            LockSupport.unpark(t);
        } // else: the leader has not published itself yet, so it will find the slot free
    }

    /** Sends the open batch, whose leader left, on the executor, if a slot is free. */
    private void startLeaderless() {
        Batch o = open.get();
        if (!o.leaderLeft || o.claimed.get() <= 0 || !takeSlot()) {
            return;
        }
        if (seal(o)) {
            submit(o, 0);
        } else {
            releaseSlot();
        }
    }

    /** The leader's round trip on its own thread; a transient failure is retried on the executor. */
    private void runHere(Batch b) {
        CallerThread.enter();
        try {
            roundTripOnce(b);
        } finally {
            CallerThread.exit();
        }
    }

    /**
     * Sends {@code b}'s round trip on the engine's executor (a retry, a batch whose leader left, one whose
     * leader was given a connection that may be its caller's); {@code b} holds its slot.
     */
    private void submit(Batch b, long delayNanos) {
        if (context.isClosed()) {
            finish(b, 0, context.closedException(what));
            return;
        }
        try {
            if (delayNanos == 0) {
                context.executor().execute(() -> roundTripOnce(b));
            } else {
                context.executor().schedule(() -> roundTripOnce(b), delayNanos, TimeUnit.NANOSECONDS);
            }
        } catch (RejectedExecutionException e) {
            // the executor only refuses once it is shut down; queued callers learn it from close() or their bound
            finish(b, 0, context.isClosed() ? context.closedException(what)
                    : new IdSourceUnavailableException(what + ": the executor of idgen engine '" + context.name()
                            + "' refused the round trip: " + e.getMessage(), e));
        }
    }

    /**
     * One statement {@code num += size}, committed, in autocommit; on success or a definite failure the
     * batch is finished here, on a transient one it is submitted again for a retry while its callers
     * may wait. On a caller's thread, a connection that may be the caller's own is refused before
     * anything ran: the batch, still holding its slot, goes to the executor.
     */
    private void roundTripOnce(Batch b) {
        if (context.isClosed() || b.first.isDone()) {
            finish(b, 0, context.closedException(what));
            return;
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
            runway.check(last); // past a declared column's maximum: refused
        } catch (CallerThread.ConnectionNotOwnException notOurs) {
            b.roundTripStartedNanos = 0;
            if (!executorNoticeLogged) {
                executorNoticeLogged = true;
                log.info("idgen {}: {}; this round trip, and every one whose caller's thread gets such a connection, "
                        + "runs on the engine's executor instead (a thread hand-off each)", what, notOurs.getMessage());
            }
            submit(b, 0);
            return;
        } catch (IdGenerationException definite) {
            // exhausted row, missing schema: retrying cannot help; every caller of the batch learns at once
            recordFailure(definite); // before the start is cleared: a caller timing out meanwhile sees one or the other
            b.roundTripStartedNanos = 0;
            log.error("idgen: {}", definite.getMessage());
            finish(b, 0, definite);
            return;
        } catch (SQLException | RuntimeException e) {
            int failed = recordFailure(e); // before the start is cleared: a caller timing out meanwhile sees one or the other
            b.roundTripStartedNanos = 0;
            b.attempts++;
            long delay = Math.min(FIRST_RETRY_NANOS << Math.min(b.attempts - 1, 10), MAX_RETRY_NANOS);
            // every caller of b joined before the seal, so every one has given up by the bound counted from sealedNanos
            boolean someoneMayWait = System.nanoTime() + delay - context.deadlineFrom(b.sealedNanos) < 0;
            if (failed == 1) {
                log.warn("idgen {}: a round trip to {} failed, retrying while callers wait (up to {} ms): {}", what,
                        location, context.boundMillis(), Failures.describe(e));
            } else {
                log.debug("idgen {}: attempt {} of a round trip failed: {}", what, b.attempts, Failures.describe(e));
            }
            if (someoneMayWait && !context.isClosed() && !b.first.isDone()) {
                submit(b, delay); // still in flight, still holding its slot
                return;
            }
            finish(b, 0, new IdSourceUnavailableException("the round trip to " + location + " failed " + b.attempts
                    + " time(s) in " + EngineContext.millisSince(b.sealedNanos) + " ms; last database error: "
                    + Failures.describe(e), e));
            return;
        } catch (Error e) {
            // out of memory, stack overflow: still end the round trip, or inFlight would stay held and
            // every later call of this (key, sub-key) would wait its bound and fail
            recordFailure(e);
            b.roundTripStartedNanos = 0;
            finish(b, 0, new IdSourceUnavailableException("the round trip to " + location + " failed: "
                    + Failures.describe(e), e));
            throw e;
        }
        long took = System.nanoTime() - b.roundTripStartedNanos;
        b.roundTripStartedNanos = 0;
        recordSuccess(b.size);
        long waiting = open.get().waitingIds();
        if (maxInFlight == 1 && (b.size > 1 || waiting > 0)) {
            // the next slot holder waits for this batch's callers to join before it seals (see gather); also
            // after a single call when a leader already waits, or the two would take turns one call at a time
            gatherIds = b.size + waiting;
            gatherUntilNanos = System.nanoTime() + Math.min(took / 4, MAX_GATHER_NANOS);
        }
        finish(b, last - b.size + 1, null);
    }

    /**
     * Ends the round trip of {@code b}: frees its slot and wakes the next leader (before waking this
     * batch's callers, so the database is not idle while they wake), then hands out the ids or the
     * failure. A future already completed (failed by close) ignores the result: those ids go to nobody.
     */
    private void finish(Batch b, long first, IdGenerationException failure) {
        inFlightBatches.remove(b);
        releaseSlot();
        if (failure == null) {
            b.first.complete(first);
        } else {
            b.first.completeExceptionally(failure);
        }
    }

    private long await(Batch b, long started, int n) {
        try {
            return b.first.get(context.deadlineFrom(started) - System.nanoTime(), TimeUnit.NANOSECONDS);
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
                        + EngineContext.millisSince(started) + " ms of at most " + context.boundMillis()
                        + " ms): " + cause.getMessage(), cause);
            }
            throw Failures.forCaller(what, cause, EngineContext.millisSince(started));
        }
    }

    private IdSourceUnavailableException timeout(Batch b, long started) {
        // refused meanwhile (a failover that may have lost commits): that, not the wait, is why no ids came; say so
        context.checkServing(what);
        Throwable error = counts.lastError();
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
                + context.boundMillis() + " ms (waited " + EngineContext.millisSince(started)
                + " ms); " + why, error);
    }

    private int recordFailure(Throwable e) {
        context.conflicts().record(strategy, e);
        return counts.failed(e);
    }

    private void recordSuccess(long size) {
        int failed = counts.succeeded(size);
        runway.sampled(counts.ids(), highWater.get());
        if (failed > 0) {
            log.info("idgen {}: the database answers again after {} failed round trip(s)", what, failed);
        }
    }

    /**
     * Declares the column the ids go into, holding ids up to {@code idMax} ({@code local} in this allocator's
     * numbers): the runway counts up to it, and a round trip that passes it is refused. Several: the narrowest.
     * {@code column} {@code null} bounds the runway only (a region's share of the long range).
     */
    public void limitTo(long local, long idMax, String column) {
        runway.limitTo(local, idMax, column);
    }

    /** The ids its runway counts ({@link IdSpace#boundTo}, {@link IdSpace#restartsAt}: strict daily periods). */
    public IdSpace idSpace() {
        return runway.space();
    }

    /** The runway horizon ({@code segment.runway-warning}): under it, one WARN per crossing. */
    public void runwayWarningSeconds(double seconds) {
        runway.warningSeconds(seconds);
    }

    /** How many times the runway WARN was logged (each crossing under the horizon once). */
    int runwayWarnings() {
        return runway.warnings();
    }

    /** Called by the engine on close: every call waiting, queued or in flight, gets a clear exception. */
    public void onEngineClosed() {
        IdGeneratorClosedException closed = context.closedException(what);
        for (Batch b : inFlightBatches) {
            b.first.completeExceptionally(closed);
        }
        Batch o = open.get();
        o.first.completeExceptionally(closed);
        Thread leader = o.leader;
        if (leader != null) {
            LockSupport.unpark(leader); // parked for a slot: it sees the engine closed and leaves
        }
    }

    /** The highest id a round trip of this node returned (0 before the first). */
    public long highWater() {
        return highWater.get();
    }

    public OrderedStats stats() {
        return counts.stats(strategy + ":" + key + "/" + subKey, key, subKey, location, open.get().waitingIds(), runway,
                highWater.get());
    }

    @Override
    public String toString() {
        return "OrderedAllocator{key=" + key + ", subKey=" + subKey + ", table=" + location + ", inFlight="
                + inFlight.get() + " of " + maxInFlight + "}";
    }
}
