package dev.idgen.jdbc.internal;

/**
 * A committed range {@code [start, end)} of one key, with the key's step settings as stored in
 * its row ({@code minStep}/{@code maxStep} are {@code null} when the row leaves them to the engine)
 * and the timeline it committed on (0 where the database has none).
 */
record SegmentReservation(long start, long end, int rowStep, Integer minStep, Integer maxStep, long timeline) {

    /** A reservation on a database without timelines. */
    public SegmentReservation(long start, long end, int rowStep, Integer minStep, Integer maxStep) {
        this(start, end, rowStep, minStep, maxStep, 0);
    }


    public SegmentReservation {
        if (start < 1 || end <= start) {
            throw new IllegalArgumentException("a reservation must be a non-empty range of positive ids, was ["
                    + start + ", " + end + ")");
        }
    }

    public long size() {
        return end - start;
    }
}
