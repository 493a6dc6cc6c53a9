package dev.idgen.jdbc.internal.segment;

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

    /** Folds a new sample into the smoothed rate: up immediately, down by halves. */
    static double smooth(double previous, double sample) {
        return sample >= previous ? sample : (previous + sample) / 2;
    }
}
