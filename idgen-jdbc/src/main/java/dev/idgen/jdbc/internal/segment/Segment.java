package dev.idgen.jdbc.internal.segment;

import java.util.concurrent.atomic.AtomicLong;

/**
 * One committed range {@code [start, end)} handed out by an atomic cursor. Immutable but for the
 * cursor and the one-way prefetch flag.
 *
 * <p>The cursor may run past {@code end} (every caller that finds the segment used up moves it
 * once more); a value is valid only when {@code start <= v < end}, which also guards against the
 * cursor wrapping at {@code Long.MAX_VALUE}.
 */
final class Segment {

    /** The segment a new allocator starts with: used up, so the first call fetches a real one. */
    static final Segment EMPTY = new Segment(0, 0, 0L);

    final long start;
    final long end;
    /** Once the cursor reaches this value the next segment is fetched in the background. */
    final long prefetchAt;
    final AtomicLong cursor;
    /** Set once the next segment has been asked for on behalf of this one. */
    volatile boolean prefetchRequested;

    private Segment(long start, long end, long prefetchAt) {
        this.start = start;
        this.end = end;
        this.prefetchAt = prefetchAt;
        this.cursor = new AtomicLong(start);
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
        long c = cursor.get();
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
