package dev.idgen.jdbc.internal;

import dev.idgen.IdGenerationException;
import dev.idgen.IdGenerator;
import dev.idgen.IdSourceUnavailableException;
import dev.idgen.jdbc.segment.SegmentStats;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.sql.SQLException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;
import java.util.concurrent.atomic.LongAdder;
import java.util.concurrent.locks.ReentrantLock;
import dev.idgen.jdbc.internal.logging.Logger;
import dev.idgen.jdbc.internal.logging.LoggerFactory;

/**
 * The memory side of the segment strategy for one key: hands out committed ranges from a
 * double buffer.
 *
 * <pre>
 *   current  [start ............ prefetchAt ............ end)    cursor: AtomicLong
 *                                   |
 *                                   +-- first call past here asks for the next range
 *   pending  CompletableFuture of [start' ............ end')     fetched on the engine executor
 * </pre>
 *
 * <p>Hot path (issue #42): one volatile read of {@code current}, the run of the calling thread's stripe and a plain
 * increment of it: nothing shared is written. A thread without a run of its own carves one of up to
 * {@link Segment#MAX_RUN} ids (1/64 of the segment per stripe) from the segment's cursor with one {@code getAndAdd}
 * into one of two stripes its id picks; with both stripes held by live threads it takes single ids from the cursor,
 * as before runs. At most {@link Segment#STRIPES} runs exist per segment whatever the number of threads (10 000
 * virtual threads share 16 runs and the cursor), and a run whose thread ended is taken over by the next thread, so no
 * id of it is lost. What runs cost: ids are increasing per run and as a trend (a thread's ids may be below another's
 * newest by up to {@code STRIPES × MAX_RUN}); when a segment is replaced, the ids left in its runs (at most
 * {@code STRIPES × (MAX_RUN - 1)} = 4 080, and at most 1/64 of the segment) are skipped, never reissued; a restart
 * skips what the node held, as without runs. Segments under 2 048 ids have runs of one id: the cursor alone.
 * No lock, no closed check, no call through a wrapper. Only the switch from a used-up segment to
 * the next one takes {@link #switchLock}. At most one fetch per key is in flight; a failed
 * background fetch retries with capped back-off until it succeeds or the engine closes. A caller
 * that finds nothing buffered waits at most the engine's bound ({@link EngineContext#deadline()}) and then gets
 * {@link IdSourceUnavailableException}.
 *
 * <p>Closed: {@link #onEngineClosed()} replaces the current segment by {@link Segment#CLOSED},
 * which holds nothing, so every later call reaches the slow path and is refused there. Only the
 * switch publishes a new segment, under {@link #switchLock}, with a compare-and-set from the
 * used-up one after checking the engine is open: a switch racing with close either lands before
 * close's write (and is overwritten) or fails. A call that overlaps {@code close()} may still get
 * an id from the range it read; no call that starts after {@code close()} returned does.
 *
 * <p>Failures: handed out bare (no plugin applies to the generator, decided once when it is
 * created), the allocator is its own door and reports each failed call
 * once to the engine's rejection handler ({@link Door#rejected}); behind a plugin chain it only
 * throws, and the chain reports. (The segment runtime makes that choice.)
 *
 * <p>Uniqueness rests on the source's contract (committed, non-overlapping ranges) and on each
 * value being taken from the cursor by exactly one {@code getAndAdd} (alone or as part of a run only one thread
 * serves while it lives, and only the thread that takes over the run after it ended). Ids taken from a
 * range by a {@code nextIds} call that then fails are skipped, never reissued.
 */
final class SegmentAllocator implements OwnedSegmentGenerator {

    private static final Logger log = LoggerFactory.getLogger(SegmentAllocator.class);
    private static final long FIRST_RETRY_NANOS = TimeUnit.MILLISECONDS.toNanos(50);
    private static final long MAX_RETRY_NANOS = TimeUnit.SECONDS.toNanos(2);

    private final String key;
    private final String name;
    private final SegmentSource source;
    private final SegmentSettings settings;
    private final EngineContext context;
    private final String what;

    private volatile Segment current = Segment.EMPTY; // replaced only by advance() (CAS) and onEngineClosed()
    private static final VarHandle CURRENT;

    static {
        try {
            CURRENT = MethodHandles.lookup().findVarHandle(SegmentAllocator.class, "current", Segment.class);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    /** Reports failed calls when this allocator is handed out bare; {@code null} when a plugin chain around it reports. */
    private final Door bare;
    private final AtomicReference<CompletableFuture<Segment>> pending = new AtomicReference<>();
    private final ReentrantLock switchLock = new ReentrantLock();

    // statistics and step sizing; written by one fetch at a time (guarded by `this`)
    private volatile long issuedBeforeCurrent; // written under switchLock
    private final AtomicLong issuedDirectly = new AtomicLong();
    private volatile double rate; // read by stats() on other threads
    private long lastSampleNanos;
    private long lastSampleIssued;
    private volatile int minStep;
    private volatile int maxStep;
    private volatile long lastStep;
    private volatile boolean limitsKnown;
    private final LongAdder reservations = new LongAdder();
    private final LongAdder callerWaits = new LongAdder();
    private volatile Throwable lastError;
    /** The end of the highest range this node reserved (committed), 0 before the first: no later range may start below it. */
    private final AtomicLong highWaterMark = new AtomicLong();
    private volatile long highWater; // highWaterMark's value, for the hot path of reading it
    private volatile long fetchStartedNanos; // 0 when no reservation is talking to the database
    private volatile long lastRefillNanos;
    private int consecutiveFailures; // guarded by `this`
    /** The key's column and its runway ({@link IdSpace}). */
    private final IdSpace space = new IdSpace();

    /**
     * An allocator that only throws: for use behind a plugin chain that reports failures (and tests).
     *
     * @param name the generator's name in statistics, e.g. {@code daily:invoice}
     * @param what the generator in messages, e.g. {@code daily key 'invoice' day 2026-11-23}
     */
    public SegmentAllocator(String key, String name, String what, SegmentSource source, SegmentSettings settings,
                            EngineContext context) {
        this(key, name, what, source, settings, context, null);
    }

    /**
     * @param bare the engine's door when the allocator is handed out with no plugin around it: it then reports
     *             each failed call to the rejection handler itself; {@code null} when a plugin chain reports
     */
    SegmentAllocator(String key, String name, String what, SegmentSource source, SegmentSettings settings,
                     EngineContext context, Door bare) {
        this.bare = bare;
        this.key = key;
        this.name = name;
        this.source = source;
        this.settings = settings;
        this.context = context;
        this.what = what;
        this.minStep = settings.minStep();
        this.maxStep = settings.maxStep();
    }

    /**
     * Declares the column the key's ids go into, holding ids up to {@code idMax} ({@code local} in this
     * allocator's numbers): from the next reservation on, ranges are capped ({@link StepSizer#cap}) and the
     * runway counts the ids left up to it. Several columns: the narrowest wins. {@code column} {@code null}
     * bounds the runway only (a region's share of the long range), without capping steps.
     */
    public void limitTo(long local, long idMax, String column) {
        space.limitTo(local, idMax, column);
    }

    /** The key's id space: what bounds its runway besides a column ({@link IdSpace#boundTo}, daily periods). */
    public IdSpace idSpace() {
        return space;
    }

    /** Starts fetching the first range in the background, so the first call rarely waits. */
    public void prefetchFirst() {
        requestNext();
    }

    @Override
    public String key() {
        return key;
    }

    @Override
    public long nextId() {
        Segment s = current;
        Thread t = Thread.currentThread();
        int h = probe(t);
        Segment.Run r = s.run(h & STRIPE_MASK);
        if (r.owner == t) { // this thread's own run: nothing shared is written
            long v = r.next;
            if (v < r.limit) {
                r.next = v + 1;
                return v;
            }
        }
        return nextIdSlow(s, t, h);
    }

    private static final int STRIPE_MASK = Segment.STRIPES - 1;

    /**
     * A thread's probe: its id, spread (Fibonacci hashing, so threads started one after the other land on different
     * stripes); it picks two stripes, {@code h} and {@code h >>> 16}.
     */
    private static int probe(Thread t) {
        return (int) ((t.getId() * 0x9E3779B97F4A7C15L) >>> 32);
    }

    /** No run of this thread in its first stripe: its second, a new run, or one id from the cursor; else the switch. */
    private long nextIdSlow(Segment first, Thread t, int h) {
        try {
            Segment s = first;
            long deadline = 0;
            for (;;) {
                long v = fromRunOrCursor(s, t, h);
                if (v >= 0) {
                    return v;
                }
                if (deadline == 0) {
                    deadline = context.deadline();
                }
                advance(s, deadline);
                s = current;
            }
        } catch (IdGenerationException e) {
            throw reported(e);
        }
    }

    /**
     * An id of {@code s} for thread {@code t}, or -1 when {@code s} is used up (or closed). In order: the thread's run
     * in its second stripe; a new run carved from the cursor into a stripe of its own, a free one or one whose owner
     * has ended (whose rest it takes over: those ids were never handed out); else, both stripes held by live threads,
     * one id from the cursor as without runs. So at most {@link Segment#STRIPES} runs exist per segment, whatever
     * the number of threads, and the ids left in them when the segment is replaced are skipped.
     */
    private long fromRunOrCursor(Segment s, Thread t, int h) {
        if (s.runLength > 1) {
            int firstStripe = h & STRIPE_MASK;
            int secondStripe = (h >>> 16) & STRIPE_MASK;
            Segment.Run second = s.run(secondStripe);
            if (second.owner == t && second.next < second.limit) {
                return second.next++;
            }
            for (int k = 0; k < 2; k++) {
                int i = k == 0 ? firstStripe : secondStripe;
                Segment.Run r = s.run(i);
                if (r.owner == t) {
                    return carve(s, i, t); // its own, used up: nobody else writes this stripe while t lives
                }
                if (r.owner == null) {
                    if (s.replace(i, r, new Segment.Run(t, 0, 0))) { // held, empty, until carved
                        return carve(s, i, t);
                    }
                } else if (!r.owner.isAlive()) {
                    long n = r.next; // the owner's last write happens-before isAlive() returned false
                    Segment.Run taken = new Segment.Run(t, n + 1, r.limit);
                    if (n < r.limit && s.replace(i, r, taken)) {
                        return n;
                    }
                    if (n >= r.limit && s.replace(i, r, new Segment.Run(t, 0, 0))) {
                        return carve(s, i, t);
                    }
                }
            }
        }
        long v = s.take();
        if (v < s.end && v >= s.start) {
            if (v >= s.prefetchAt && !s.prefetchRequested) {
                prefetch(s); // throws nothing: a refused fetch fails the future, which the next switch reports
            }
            return v;
        }
        return -1;
    }

    /** Carves a run from the cursor into stripe {@code i}, held by {@code t}; its first id, or -1 when used up. */
    private long carve(Segment s, int i, Thread t) {
        long v = s.take(s.runLength);
        if (v < s.end && v >= s.start) {
            long limit = Math.min(v + s.runLength, s.end);
            s.put(i, new Segment.Run(t, v + 1, limit));
            if (limit - 1 >= s.prefetchAt && !s.prefetchRequested) {
                prefetch(s);
            }
            return v;
        }
        s.put(i, Segment.Run.NONE); // nothing left to carve: the stripe is free again (the segment is used up)
        return -1;
    }

    private IdGenerationException reported(IdGenerationException e) {
        return bare == null ? e : bare.rejected(what, e);
    }

    @Override
    public long[] nextIds(int count) {
        IdGenerator.checkBatchSize(count); // a caller's mistake, not a failure to issue: not reported
        try {
            return takeMany(count);
        } catch (IdGenerationException e) {
            throw reported(e);
        }
    }

    private long[] takeMany(int count) {
        context.checkOpen(what);
        Segment s = current;
        if (count > Math.max(s.size(), lastStep) && count > settings.minStep()) {
            return reserveDirectly(count);
        }
        long deadline = context.deadline();
        long[] out = new long[count];
        int filled = 0;
        for (;;) {
            int want = count - filled;
            long v = s.take(want);
            if (v < s.end && v >= s.start) {
                long got = Math.min(want, s.end - v);
                for (int i = 0; i < got; i++) {
                    out[filled++] = v + i;
                }
                if (v + got - 1 >= s.prefetchAt && !s.prefetchRequested) {
                    prefetch(s);
                }
                if (filled == count) {
                    return out;
                }
            }
            advance(s, deadline);
            context.checkOpen(what);
            s = current;
        }
    }

    /** A batch larger than the current range: one reservation of exactly {@code count} ids. */
    private long[] reserveDirectly(int count) {
        SegmentReservation r = context.retryOnExecutor(what, () -> {
            long floor = highWater; // before the statement: a range committed after it began may be higher
            return checked(source.reserve(key, count), floor);
        }, new RetryRule("reserve " + count + " ids", MAX_RETRY_NANOS,
                failure -> false, this::recordFailure)); // every failure retried (and recorded) while the caller's bound lasts
        recordSuccess(r, true);
        issuedDirectly.addAndGet(r.size());
        long[] out = new long[count];
        for (int i = 0; i < count; i++) {
            out[i] = r.start() + i;
        }
        return out;
    }

    private void prefetch(Segment s) {
        s.prefetchRequested = true;
        requestNext();
    }

    /**
     * Replaces the used-up segment {@code s} with the next one, waiting for it until
     * {@code deadline}. Returns at once if another thread already did.
     */
    private void advance(Segment s, long deadline) {
        if (s == Segment.CLOSED) {
            throw context.closedException(what);
        }
        if (current == s) {
            // the caller really faces a used-up range: it waits unless the next one is already here
            CompletableFuture<Segment> ready = pending.get();
            if (ready == null || !ready.isDone()) {
                callerWaits.increment();
            }
        }
        try {
            if (!switchLock.tryLock(Math.max(deadline - System.nanoTime(), 0), TimeUnit.NANOSECONDS)) {
                throw timeout(deadline);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IdSourceUnavailableException(what + ": interrupted while waiting for a new range; "
                    + "the interrupt flag is kept", e);
        }
        try {
            if (current != s) {
                return;
            }
            context.checkOpen(what);
            CompletableFuture<Segment> f = requestNext();
            Segment next = await(f, deadline);
            // clear `pending` before publishing `current`, so a prefetch for `next` is never lost
            pending.compareAndSet(f, null);
            // from the used-up segment only: when close() replaced it meanwhile, `next` is never handed out
            if (!CURRENT.compareAndSet(this, s, next)) {
                throw context.closedException(what);
            }
            issuedBeforeCurrent += s.size();
        } finally {
            switchLock.unlock();
        }
    }

    private Segment await(CompletableFuture<Segment> f, long deadline) {
        try {
            return f.get(Math.max(deadline - System.nanoTime(), 0), TimeUnit.NANOSECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IdSourceUnavailableException(what + ": interrupted while waiting for a new range; "
                    + "the interrupt flag is kept", e);
        } catch (TimeoutException e) {
            throw timeout(deadline);
        } catch (ExecutionException e) {
            throw Failures.forCaller(what, e.getCause(),
                    context.waitedMillis(deadline));
        }
    }

    private IdSourceUnavailableException timeout(long deadline) {
        // refused meanwhile (a failover that may have lost commits): that, not the wait, is why no range came; say so
        context.checkServing(what);
        long waited = context.waitedMillis(deadline);
        long inFlightSince = fetchStartedNanos;
        String why = inFlightSince != 0
                ? "a reservation has been waiting for the database for " + EngineContext.millisSince(inFlightSince) + " ms"
                        + (lastError == null ? "" : "; last database error: " + Failures.describe(lastError))
                : "last database error: " + Failures.describe(lastError);
        return new IdSourceUnavailableException(what + ": no ids left in memory and no new range from the database within "
                + context.boundMillis() + " ms (waited " + waited + " ms); " + why,
                lastError);
    }

    /** The future of the next range; starts a fetch when none is in flight. */
    private CompletableFuture<Segment> requestNext() {
        for (;;) {
            CompletableFuture<Segment> f = pending.get();
            if (f != null) {
                return f;
            }
            CompletableFuture<Segment> created = new CompletableFuture<>();
            if (pending.compareAndSet(null, created)) {
                schedule(created, 0);
                return created;
            }
        }
    }

    private void schedule(CompletableFuture<Segment> f, long delayNanos) {
        try {
            context.executor().schedule(() -> fetch(f), delayNanos, TimeUnit.NANOSECONDS);
        } catch (RejectedExecutionException e) {
            fail(f, context.isClosed() ? context.closedException(what)
                    : new IdSourceUnavailableException(what + ": the engine executor refused the fetch: " + e.getMessage(), e));
        }
    }

    /**
     * {@code r} if it starts at or above {@code floor} — the high-water mark when it was asked for:
     * the database orders reservations on the row, so one asked for after a range was committed
     * starts at its end or later. Below means the database lost committed reservations.
     *
     * @throws dev.idgen.DatabaseFailoverException (through the engine's guard, which refuses from now on)
     */
    private SegmentReservation checked(SegmentReservation r, long floor) {
        if (r.start() < floor) {
            throw context.wentBack(what, "the database handed out [" + r.start() + ", " + r.end() + "), below " + floor
                    + ", the end of a range this node had reserved before");
        }
        long end = highWaterMark.accumulateAndGet(r.end(), Math::max);
        highWater = end;
        if (r.end() > JAVASCRIPT_SAFE_LIMIT && r.start() <= JAVASCRIPT_SAFE_LIMIT) {
            log.warn("idgen {}: ids now pass 2^53 ({}, range [{}, {})): a browser's JavaScript rounds such numbers, so "
                    + "send them to browsers as strings (docs/strategies.md, JavaScript)", what, JAVASCRIPT_SAFE_LIMIT,
                    r.start(), r.end());
        }
        return r;
    }

    /** Past it, a JSON number is not exact in JavaScript: {@code 2^53}. */
    static final long JAVASCRIPT_SAFE_LIMIT = 1L << 53;

    /**
     * The smallest id this allocator may still hand out from what it holds: the current range's
     * cursor, or the start of the range being reserved (waited for, up to the caller's bound);
     * {@code Long.MAX_VALUE} when it holds nothing.
     */
    public long lowestHeld() {
        long low = current.lowest();
        CompletableFuture<Segment> next = pending.get();
        if (next != null) {
            Segment n = await(next, context.deadline());
            low = Math.min(low, n.peek());
        }
        return low;
    }

    /** The end of the highest range this node reserved: nothing at or above it was handed out by this node. */
    @Override
    public long highWater() {
        return highWater;
    }

    private void fetch(CompletableFuture<Segment> f) {
        if (context.isClosed()) {
            fail(f, context.closedException(what));
            return;
        }
        long started = System.nanoTime();
        fetchStartedNanos = started;
        try {
            long floor = highWater;
            // where the range will start, for the cap: this node's mark, or (first range) the row, read once
            long from = floor > 0 || !space.capped() ? floor : source.next(key).orElse(1);
            SegmentReservation r = checked(source.reserve(key, plannedStep(from)), floor);
            fetchStartedNanos = 0;
            lastRefillNanos = System.nanoTime() - started;
            recordSuccess(r, false);
            space.check(what, rate, highWater, current.remaining(), settings.runwayWarningSeconds(), context.time());
            f.complete(Segment.of(r, settings.prefetchRatio()));
        } catch (IdGenerationException definite) {
            fetchStartedNanos = 0;
            // unknown key, exhausted key, missing schema: retrying cannot help; every waiter learns at once
            lastError = definite;
            log.error("idgen {}: {}", what, definite.getMessage());
            fail(f, definite);
        } catch (SQLException | RuntimeException e) {
            fetchStartedNanos = 0;
            int failures = recordFailure(e);
            long delay = Math.min(FIRST_RETRY_NANOS << Math.min(failures - 1, 10), MAX_RETRY_NANOS);
            if (failures == 1) {
                log.warn("idgen {}: reserving a range failed, serving from memory and retrying every {} ms at most: {}",
                        what, TimeUnit.NANOSECONDS.toMillis(MAX_RETRY_NANOS), Failures.describe(e));
            } else {
                log.debug("idgen {}: attempt {} to reserve a range failed: {}", what, failures, Failures.describe(e));
            }
            schedule(f, delay);
        }
    }

    private void fail(CompletableFuture<Segment> f, IdGenerationException e) {
        pending.compareAndSet(f, null);
        f.completeExceptionally(e);
    }

    /**
     * Called by the engine on close: from now on every call is refused (the current segment becomes
     * {@link Segment#CLOSED}), and every waiter is woken with a clear exception.
     */
    @Override
    public void onEngineClosed() {
        current = Segment.CLOSED;
        CompletableFuture<Segment> f = pending.get();
        if (f != null) {
            fail(f, context.closedException(what));
        }
    }

    /**
     * The step of the next reservation: the key's own for this engine's first (0), else sized by the rate
     * ({@link StepSizer#size}); with a column known, at most {@link StepSizer#cap} of what it has left from
     * {@code from} — and the first range then the smaller of that and the engine's min-step, since the row's
     * own step is unknown before it.
     */
    private synchronized int plannedStep(long from) {
        long now = context.time().nanoTime();
        long issued = issuedTotal();
        if (lastSampleNanos != 0) {
            double seconds = Math.max(now - lastSampleNanos, 1_000_000L) / 1e9;
            rate = StepSizer.smooth(rate, (issued - lastSampleIssued) / seconds);
        }
        lastSampleNanos = now;
        lastSampleIssued = issued;
        int step = limitsKnown ? StepSizer.size(rate, settings.targetSegmentSeconds(), minStep, maxStep)
                : 0; // first reservation of this engine: the key's own step
        return space.capped() ? Math.min(step == 0 ? settings.minStep() : step, space.cap(from)) : step;
    }

    /** How many times the runway WARN was logged (each crossing under the horizon once). */
    int runwayWarnings() {
        return space.warnings();
    }

    private synchronized int recordFailure(Throwable e) {
        context.conflicts().record(name, e); // every failure is attempted again while the caller's bound lasts
        lastError = e;
        return ++consecutiveFailures;
    }

    private synchronized void recordSuccess(SegmentReservation r, boolean direct) {
        if (consecutiveFailures > 0) {
            log.info("idgen {}: the database answers again after {} failed attempts", what, consecutiveFailures);
        }
        consecutiveFailures = 0;
        lastError = null;
        minStep = r.minStep() != null ? r.minStep() : settings.minStep();
        maxStep = r.maxStep() != null ? r.maxStep() : settings.maxStep();
        limitsKnown = true;
        if (!direct) {
            lastStep = r.size();
        }
        reservations.increment();
    }

    private long issuedTotal() {
        return issuedBeforeCurrent + current.used() + issuedDirectly.get();
    }

    @Override
    public SegmentStats stats() {
        Segment s = current;
        long remaining = s.remaining();
        CompletableFuture<Segment> f = pending.get();
        if (f != null && f.isDone() && !f.isCompletedExceptionally()) {
            remaining += f.join().remaining();
        }
        double r = rate;
        double runway = r > 0 ? remaining / r : Double.POSITIVE_INFINITY;
        Throwable e = lastError;
        long left = space.idsLeft(highWater, remaining);
        return new SegmentStats(name, key, lastStep, minStep, maxStep, r, remaining, runway, reservations.sum(),
                callerWaits.sum(), lastRefillNanos / 1e6, e == null ? null : Failures.describe(e), space.column(),
                space.columnMax(), left, IdSpace.runsOutAt(left, r, context.time().currentTimeMillis()));
    }

    @Override
    public String toString() {
        return "SegmentAllocator{key=" + key + ", current=" + current + "}";
    }
}
