package dev.idgen.jdbc.internal;

/**
 * Sizes the next range from the measured consumption rate: large enough that one range lasts
 * {@code targetSeconds} at that rate (so a burst is absorbed without callers waiting), never
 * outside {@code [min, max]} (so an idle key does not sit on a huge range).
 *
 * <p>The rate grows at once with the newest sample and decays by halves, so a burst raises the
 * step on the very next reservation while one quiet interval does not collapse it.
 */
final class StepSizer {

    private StepSizer() {
    }

    static int size(double ratePerSecond, double targetSeconds, int min, int max) {
        double desired = Math.ceil(ratePerSecond * targetSeconds);
        if (!(desired >= min)) { // also catches NaN
            return min;
        }
        return desired >= max ? max : (int) desired;
    }

    /**
     * How many of the ids a column has left one range may take at most: {@code 1/}{@value}. A node holds at most
     * two ranges (the current one and the prefetched one), and a restart throws away what it held, so a restart
     * burns at most 1/100 000 of what the column had left. Why this fraction: at it a range lasts 1/200 000 of
     * the column's runway — 2.6 minutes while an {@code INTEGER} column has a year left, 0.4 s at a day left —
     * far longer than a database round trip, so the cap makes no caller wait until the column is nearly full;
     * an {@code INTEGER} column starts at ranges of at most 10 737 ids, a {@code SMALLINT} one at 1.
     */
    static final long CAP_DIVISOR = 200_000;

    /**
     * The largest range that may start at {@code from} for a column holding ids up to {@code ceiling}:
     * {@code 1/}{@link #CAP_DIVISOR} of the ids left, at least 1 (a full column still gets one id per range:
     * the door refuses an id past the column's maximum, as it always has).
     */
    static int cap(long ceiling, long from) {
        long left = ceiling - Math.max(from, 1) + 1;
        long cap = left / CAP_DIVISOR;
        return cap < 1 ? 1 : (int) Math.min(cap, Integer.MAX_VALUE);
    }

    /** Folds a new sample into the smoothed rate: up immediately, down by halves. */
    static double smooth(double previous, double sample) {
        return sample >= previous ? sample : (previous + sample) / 2;
    }
}
