package dev.idgen.jdbc.internal;

import dev.idgen.ClockMovedBackwardsException;
import dev.idgen.IdExhaustedException;
import dev.idgen.IdGenerationException;
import dev.idgen.IdGenerator;
import dev.idgen.IdSourceUnavailableException;
import dev.idgen.LeaseLostException;
import dev.idgen.SnowflakeLayout;
import dev.idgen.TimeSource;
import dev.idgen.jdbc.internal.logging.Logger;
import dev.idgen.jdbc.internal.logging.LoggerFactory;
import dev.idgen.jdbc.snowflake.SnowflakeStats;
import java.time.Instant;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.LongAdder;
import java.util.concurrent.locks.LockSupport;

/**
 * The memory side of the snowflake strategy for one leased worker id.
 *
 * <pre>
 *  state (one AtomicLong):  [ timestamp offset of the last id (ms since epoch) | its sequence ]
 *                                     high bits                                  sequenceBits
 *  STOPPED = Long.MIN_VALUE: no further id, ever (lease lost, engine closed)
 * </pre>
 *
 * <p>Every id is issued by one successful CAS on {@code state}, so ids of this worker are strictly
 * increasing and unique; stopping is a CAS to {@code STOPPED}, so once {@link #stop} returns no
 * id can be issued any more and {@link #lastIssuedMillis()} is exact.
 *
 * <p>Invariants: (1) no id carries a timestamp at or before {@code startAfterMillis} (the
 * previous holder's promise); (2) no id carries a timestamp after {@link #issuableUntilMillis},
 * which the lease keeper persists before raising it; (3) the clock moving back by up to
 * {@code maxBackwardMillis} is waited out, further is a {@link ClockMovedBackwardsException}.
 * A full sequence within one millisecond parks until the next millisecond (no hot spin).
 */
final class SnowflakeAllocator implements IdGenerator {

    private static final Logger log = LoggerFactory.getLogger(SnowflakeAllocator.class);
    private static final long STOPPED = Long.MIN_VALUE;
    private static final long PARK_NANOS = 50_000;

    private final SnowflakeLayout layout;
    private final int datacenterId;
    private final int workerId;
    private final String namespace;
    private final TimeSource time;
    private final EngineContext context;
    private final SnowflakeSettings settings;
    private final String what;

    private final long epoch;
    private final int sequenceBits;
    private final long sequenceMask;
    private final int timestampShift;
    private final long nodeBits;
    private final long maxOffset;

    private final AtomicLong state;
    private volatile long issuableUntilMillis;
    private volatile long leaseValidUntilNanos;
    private volatile String stopReason;
    private volatile long lastBeforeStop;
    private volatile String lastRenewalError;

    private final LongAdder clockBackwardWaits = new LongAdder();
    private final LongAdder sequenceExhaustedWaits = new LongAdder();
    private final LongAdder rejections = new LongAdder();
    private final AtomicBoolean runwayWarned = new AtomicBoolean();

    /**
     * @param startAfterMillis no id may carry this timestamp or an earlier one (ms since 1970)
     */
    public SnowflakeAllocator(SnowflakeLayout layout, String namespace, int datacenterId, int workerId,
                              long startAfterMillis, SnowflakeSettings settings, EngineContext context) {
        this.layout = layout;
        this.namespace = namespace;
        this.datacenterId = layout.checkDatacenter(datacenterId);
        this.workerId = layout.checkWorker(workerId);
        this.settings = settings;
        this.context = context;
        this.time = context.time();
        this.what = "snowflake worker " + workerId + (layout.datacenterBits() > 0 ? " datacenter " + datacenterId : "")
                + " (namespace '" + namespace + "')";
        this.epoch = layout.epochMillis();
        this.sequenceBits = layout.sequenceBits();
        this.sequenceMask = layout.maxSequence();
        this.timestampShift = layout.timestampShift();
        this.nodeBits = layout.nodeBits(datacenterId, workerId);
        this.maxOffset = layout.maxTimestampOffset();
        // the sequence of the start millisecond is "used up", so the first id is in a later millisecond
        long startOffset = Math.max(startAfterMillis - epoch, 0);
        this.state = new AtomicLong((startOffset << sequenceBits) | sequenceMask);
    }

    @Override
    public long nextId() {
        for (;;) {
            // state first, then the clock: a clock read older than the state would look like a step back
            long st = state.get();
            long now = time.currentTimeMillis();
            long last = st >> sequenceBits;
            long offset = now - epoch;
            long next;
            if (offset > last) {
                if (!readyForNewMillisecond(st, now, offset)) {
                    continue; // waited: the clock reading is stale, read state and clock again
                }
                next = (offset << sequenceBits) | firstSequence();
            } else {
                if (!readyInSameMillisecond(st, now, offset, last)) {
                    continue;
                }
                next = st + 1;
            }
            if (state.compareAndSet(st, next)) {
                return ((next >>> sequenceBits) << timestampShift) | nodeBits | (next & sequenceMask);
            }
        }
    }

    @Override
    public long[] nextIds(int count) {
        IdGenerator.checkBatchSize(count);
        long[] out = new long[count];
        int filled = 0;
        while (filled < count) {
            long st = state.get();
            long now = time.currentTimeMillis();
            long last = st >> sequenceBits;
            long offset = now - epoch;
            long first;
            long next;
            if (offset > last) {
                if (!readyForNewMillisecond(st, now, offset)) {
                    continue;
                }
                first = firstSequence();
                long take = Math.min(count - filled, sequenceMask - first + 1);
                next = (offset << sequenceBits) | (first + take - 1);
            } else {
                if (!readyInSameMillisecond(st, now, offset, last)) {
                    continue;
                }
                long seq = st & sequenceMask;
                first = seq + 1;
                next = st + Math.min(count - filled, sequenceMask - seq);
            }
            if (state.compareAndSet(st, next)) {
                long base = ((next >>> sequenceBits) << timestampShift) | nodeBits;
                for (long s = first, end = next & sequenceMask; s <= end; s++) {
                    out[filled++] = base | s;
                }
            }
        }
        return out;
    }

    /**
     * Checks what must hold before the next id of the state's millisecond (the clock reads it, or reads earlier):
     * running, a clock not behind it (waited out, within bounds) and a sequence not used up (waited for the next
     * millisecond). Returns {@code false} after a wait: the caller reads state and clock again.
     */
    private boolean readyInSameMillisecond(long st, long now, long offset, long last) {
        if (st == STOPPED) {
            throw stopped();
        }
        if (offset < last) {
            waitOutBackwardClock(now, last + epoch);
            return false;
        }
        if ((st & sequenceMask) == sequenceMask) {
            waitForNextMillisecond(now);
            return false;
        }
        return true;
    }

    /**
     * Checks what must hold before the first id of a new millisecond: running, leased, promised, in
     * range. Returns {@code false} after waiting for the promise: the caller's clock reading is then
     * stale (the clock may even have stepped back meanwhile) and must not be used for an id.
     */
    private boolean readyForNewMillisecond(long st, long now, long offset) {
        if (st == STOPPED) {
            throw stopped();
        }
        if (System.nanoTime() - leaseValidUntilNanos > 0) {
            throw reject(new LeaseLostException(what + ": the lease was not renewed before it expired; no ids until it is"
                    + " (last renewal error: " + lastRenewalError() + ")"));
        }
        if (now > issuableUntilMillis) {
            awaitPromise(now);
            return false;
        }
        if (offset > maxOffset) {
            throw reject(new IdExhaustedException(what + ": layout " + layout + " has run out of timestamps at "
                    + layout.expiresAt()));
        }
        return true;
    }

    private long firstSequence() {
        int bound = settings.randomSequenceStartBound();
        return bound == 0 ? 0 : ThreadLocalRandom.current().nextInt(bound);
    }

    /**
     * The persisted promise does not cover {@code now} yet: the heartbeat is late. Wait for it a
     * bounded time rather than issue an id a successor might also issue.
     */
    private void awaitPromise(long now) {
        long deadline = context.deadline();
        while (time.currentTimeMillis() > issuableUntilMillis) {
            if (state.get() == STOPPED) {
                throw stopped();
            }
            if (System.nanoTime() - deadline > 0) {
                throw reject(new IdSourceUnavailableException(what + ": the database has not confirmed timestamps after "
                        + Instant.ofEpochMilli(issuableUntilMillis) + " (clock reads " + Instant.ofEpochMilli(now)
                        + "); waited " + context.boundMillis()
                        + " ms for the heartbeat; last renewal error: " + lastRenewalError()));
            }
            park(1_000_000);
        }
    }

    private void waitOutBackwardClock(long now, long lastMillis) {
        long behind = lastMillis - now;
        if (behind > settings.maxBackwardMillis()) {
            throw reject(new ClockMovedBackwardsException(what, now, lastMillis, settings.maxBackwardMillis()));
        }
        clockBackwardWaits.increment();
        long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(settings.maxBackwardMillis() + 1000);
        while (time.currentTimeMillis() < lastMillis) {
            if (System.nanoTime() - deadline > 0) {
                throw reject(new ClockMovedBackwardsException(what, time.currentTimeMillis(), lastMillis,
                        settings.maxBackwardMillis()));
            }
            park(PARK_NANOS);
        }
    }

    private void waitForNextMillisecond(long now) {
        sequenceExhaustedWaits.increment();
        long deadline = context.deadline();
        while (time.currentTimeMillis() <= now) {
            if (System.nanoTime() - deadline > 0) {
                throw reject(new IdSourceUnavailableException(what + ": the clock did not move past " + Instant.ofEpochMilli(now)
                        + " within " + context.boundMillis() + " ms"));
            }
            park(PARK_NANOS);
        }
    }

    private void park(long nanos) {
        LockSupport.parkNanos(this, nanos);
        if (Thread.currentThread().isInterrupted()) {
            throw reject(new IdSourceUnavailableException(what + ": interrupted while waiting for the clock; "
                    + "the interrupt flag is kept"));
        }
    }

    private IdGenerationException stopped() {
        String reason = stopReason;
        if (context.isClosed()) {
            return reject(context.closedException(what));
        }
        return reject(new LeaseLostException(what + " stopped issuing ids: " + reason));
    }

    /** Counts a failed call; the engine's door reports it. */
    private IdGenerationException reject(IdGenerationException e) {
        rejections.increment();
        return e;
    }

    /**
     * Lets the generator issue timestamps up to {@code untilMillis} (already persisted) while the
     * lease is valid until {@code validUntilNanos} (monotonic clock).
     */
    void extend(long untilMillis, long validUntilNanos) {
        checkRunway();
        if (untilMillis > issuableUntilMillis) {
            issuableUntilMillis = untilMillis;
        }
        leaseValidUntilNanos = validUntilNanos;
    }

    /**
     * Stops issuing for good. After this returns no id can be issued by any thread, and
     * {@link #lastIssuedMillis()} is exact.
     */
    void stop(String reason) {
        if (stopReason == null) {
            stopReason = reason;
        }
        for (;;) {
            long st = state.get();
            if (st == STOPPED) {
                return;
            }
            lastBeforeStop = st;
            if (state.compareAndSet(st, STOPPED)) {
                return;
            }
        }
    }

    /** Records why the last heartbeat failed, for messages; {@code null} after a success. */
    void renewalFailed(String error) {
        lastRenewalError = error;
    }

    private String lastRenewalError() {
        String e = lastRenewalError;
        return e == null ? "none" : e;
    }

    boolean isStopped() {
        return state.get() == STOPPED;
    }

    /** The timestamp of the last id issued (or of the start promise), ms since 1970. */
    long lastIssuedMillis() {
        long st = state.get();
        if (st == STOPPED) {
            st = lastBeforeStop;
        }
        return (st >> sequenceBits) + epoch;
    }

    long issuableUntilMillis() {
        return issuableUntilMillis;
    }

    public SnowflakeLayout layout() {
        return layout;
    }

    /** Decodes an id of this generator's layout. */
    public dev.idgen.SnowflakeId decode(long id) {
        return layout.decode(id);
    }

    public int workerId() {
        return workerId;
    }

    public int datacenterId() {
        return datacenterId;
    }

    public String namespace() {
        return namespace;
    }

    public SnowflakeStats stats() {
        long lastMillis = lastIssuedMillis();
        long now = time.currentTimeMillis();
        return new SnowflakeStats("snowflake:" + namespace, namespace, datacenterId, workerId, Instant.ofEpochMilli(lastMillis),
                Instant.ofEpochMilli(issuableUntilMillis), lastMillis - now,
                clockBackwardWaits.sum(), sequenceExhaustedWaits.sum(), rejections.sum(), stopReason, 0,
                layout.expiresAt(), Math.max(layout.expiresAt().toEpochMilli() - now, 0) / 1000.0);
    }

    /**
     * The runway of a snowflake generator is its layout's end: when it is nearer than {@code segment.runway-warning},
     * one WARN (the end only comes nearer, so once is enough). Called on every lease extension.
     */
    void checkRunway() {
        double horizon = settings.runwayWarningSeconds();
        long left = layout.expiresAt().toEpochMilli() - time.currentTimeMillis();
        if (horizon > 0 && left / 1000.0 < horizon && runwayWarned.compareAndSet(false, true)) {
            log.warn("idgen {}: its layout runs out of timestamps at {} ({} days from now), under the runway warning "
                    + "horizon of {} days (segment.runway-warning); after that no id can be issued. Fix: move to a layout "
                    + "with more timestamp bits or a later epoch (in a new namespace) before then", what,
                    layout.expiresAt(), String.format(java.util.Locale.ROOT, "%.1f", Math.max(left, 0) / 86_400_000.0),
                    String.format(java.util.Locale.ROOT, "%.1f", horizon / 86_400));
        }
    }

    /** Whether the runway WARN was logged. */
    boolean runwayWarned() {
        return runwayWarned.get();
    }

    @Override
    public String toString() {
        return what;
    }
}
