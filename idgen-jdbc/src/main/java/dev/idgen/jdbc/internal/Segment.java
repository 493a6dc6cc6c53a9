package dev.idgen.jdbc.internal;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;

/**
 * One committed range {@code [start, end)} handed out by an atomic cursor, and the {@link Run runs}
 * callers carved from it. Immutable but for the cursor, the runs and the one-way prefetch flag.
 *
 * <pre>
 *   [start ... cursor ............................................. end)   cursor: getAndAdd(runLength)
 *     | run of T1: [next .. limit)   (16 stripes, each a run its owner serves with plain writes)
 *     | run of T2: [next .. limit)
 * </pre>
 *
 * <p>The cursor is a field of the segment moved by a {@link VarHandle}, not an {@code AtomicLong}
 * beside it: the hot path reads the allocator's current segment and adds to its cursor, one
 * dependent load fewer per id.
 *
 * <p>The cursor may run past {@code end} (every caller that finds the segment used up moves it
 * once more); a value is valid only when {@code start <= v < end}, which also guards against the
 * cursor wrapping at {@code Long.MAX_VALUE}.
 */
final class Segment {

    /** How many runs a segment holds at once: a power of two, so a thread's probe picks one with a mask. */
    static final int STRIPES = 16;
    /** The longest run: at most {@value} ids a thread takes from the cursor at once. */
    static final int MAX_RUN = 256;

    /** The segment a new allocator starts with: used up, so the first call fetches a real one. */
    static final Segment EMPTY = new Segment(0, 0, 0L);

    /**
     * The segment of a closed allocator: holds nothing, so every call goes to the slow path, which
     * refuses it. Closing by replacing the segment keeps the closed check off the hot path.
     */
    static final Segment CLOSED = new Segment(0, 0, 0L);

    private static final VarHandle CURSOR;
    private static final VarHandle RUNS = MethodHandles.arrayElementVarHandle(Run[].class);

    static {
        try {
            CURSOR = MethodHandles.lookup().findVarHandle(Segment.class, "cursor", long.class);
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    final long start;
    final long end;
    /** Once the cursor reaches this value the next segment is fetched in the background. */
    final long prefetchAt;
    /** The next value to hand out; only through {@link #CURSOR} after construction. */
    @SuppressWarnings("unused") // read and written through CURSOR
    private volatile long cursor;
    /** Set once the next segment has been asked for on behalf of this one. */
    volatile boolean prefetchRequested;
    /** How many ids a caller carves from the cursor at once: 1 to {@link #MAX_RUN}, 1/64 of the segment per stripe. */
    final int runLength;
    /** The runs, one per stripe; {@link Run#NONE} where no thread holds one. Written through {@link #RUNS}. */
    final Run[] runs = new Run[STRIPES];

    private Segment(long start, long end, long prefetchAt) {
        this.start = start;
        this.end = end;
        this.prefetchAt = prefetchAt;
        this.cursor = start;
        this.runLength = (int) Math.max(1, Math.min(MAX_RUN, (end - start) / (STRIPES * 64L)));
        java.util.Arrays.fill(runs, Run.NONE);
    }

    /**
     * The ids of one stripe that one thread serves alone: {@code [next, limit)}, carved from the segment's cursor.
     * Only {@link #owner} writes {@code next} (plain writes: nothing else is shared on the hot path), and only while
     * it is alive; another thread reads it to tell whether the run is used up (a stale read is lower, never higher)
     * and, once the owner has ended ({@link Thread#isAlive()} false, which happens-before that thread's reads), takes
     * the rest over. {@code owner} and {@code limit} are final, so a run read through a race is seen whole.
     */
    static final class Run {
        /** An empty stripe. */
        static final Run NONE = new Run(null, 0, 0);

        final Thread owner;
        final long limit;
        long next;

        Run(Thread owner, long next, long limit) {
            this.owner = owner;
            this.next = next;
            this.limit = limit;
        }
    }

    /** The run of stripe {@code i} (plain read: a stale run of the reader's own is still the reader's alone). */
    Run run(int i) {
        return runs[i];
    }

    /** Installs {@code run} in stripe {@code i} if it still holds {@code expected}. */
    boolean replace(int i, Run expected, Run run) {
        return RUNS.compareAndSet(runs, i, expected, run);
    }

    /** Installs {@code run} in stripe {@code i}, which the calling thread holds (no other thread writes it meanwhile). */
    void put(int i, Run run) {
        RUNS.setVolatile(runs, i, run);
    }

    /** Takes the next value (valid only when {@code start <= v < end}). */
    long take() {
        return (long) CURSOR.getAndAdd(this, 1L);
    }

    /** Takes {@code n} values from the returned one on (each valid only when inside the range). */
    long take(long n) {
        return (long) CURSOR.getAndAdd(this, n);
    }

    /** The cursor's value now (racy, for statistics and floors). */
    long peek() {
        return (long) CURSOR.getVolatile(this);
    }

    static Segment of(SegmentReservation r, double prefetchRatio) {
        long size = r.end() - r.start();
        return new Segment(r.start(), r.end(), r.start() + (long) (size * prefetchRatio));
    }

    long size() {
        return end - start;
    }

    /** Ids not yet handed out, in the cursor's part and in the runs (racy, for statistics). */
    long remaining() {
        long c = peek();
        if (c < start) {
            return 0; // wrapped: nothing valid left
        }
        long left = c >= end ? 0 : end - c;
        for (Run r : runs) {
            left += Math.max(0, r.limit - r.next);
        }
        return left;
    }

    /** The lowest id still to be handed out from this segment, {@code Long.MAX_VALUE} if none (racy: maybe lower). */
    long lowest() {
        long low = Long.MAX_VALUE;
        long c = peek();
        if (c >= start && c < end) {
            low = c;
        }
        for (Run r : runs) {
            long n = r.next;
            if (n < r.limit) {
                low = Math.min(low, n);
            }
        }
        return low;
    }

    /** Ids handed out so far (racy, for statistics). */
    long used() {
        return size() - remaining();
    }

    @Override
    public String toString() {
        return "[" + start + ", " + end + ")";
    }
}
