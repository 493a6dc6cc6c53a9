package dev.idgen.jdbc.internal.segment;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;

/**
 * One committed range {@code [start, end)} handed out by an atomic cursor. Immutable but for the
 * cursor and the one-way prefetch flag.
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

    /** The segment a new allocator starts with: used up, so the first call fetches a real one. */
    static final Segment EMPTY = new Segment(0, 0, 0L);

    /**
     * The segment of a closed allocator: holds nothing, so every call goes to the slow path, which
     * refuses it. Closing by replacing the segment keeps the closed check off the hot path.
     */
    static final Segment CLOSED = new Segment(0, 0, 0L);

    private static final VarHandle CURSOR;

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

    private Segment(long start, long end, long prefetchAt) {
        this.start = start;
        this.end = end;
        this.prefetchAt = prefetchAt;
        this.cursor = start;
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

    /** Ids not yet handed out (racy, for statistics). */
    long remaining() {
        long c = peek();
        if (c < start) {
            return 0; // wrapped: nothing valid left
        }
        return c >= end ? 0 : end - c;
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
