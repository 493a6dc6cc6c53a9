package dev.idgen.cli;

/**
 * Latencies in nanoseconds, counted in log-linear buckets (exact below 64 ns, then 32 buckets per
 * power of two: at most ~3% off). One per thread, not thread-safe; {@link #add} merges.
 */
final class LatencyHistogram {

    private static final int LINEAR = 64;
    private static final int SUB_BUCKETS = 32; // per power of two
    private static final int SUB_BITS = 5;
    private static final int BUCKETS = LINEAR + (63 - 6) * SUB_BUCKETS + SUB_BUCKETS;

    private final long[] counts = new long[BUCKETS];
    private long total;
    private long max;

    void record(long nanos) {
        long v = Math.max(0, nanos);
        counts[index(v)]++;
        total++;
        if (v > max) {
            max = v;
        }
    }

    void add(LatencyHistogram other) {
        for (int i = 0; i < BUCKETS; i++) {
            counts[i] += other.counts[i];
        }
        total += other.total;
        max = Math.max(max, other.max);
    }

    long count() {
        return total;
    }

    long max() {
        return max;
    }

    /**
     * The value at {@code quantile} (0.5 = median): the lower bound of its bucket, or 0 when empty.
     */
    long percentile(double quantile) {
        if (total == 0) {
            return 0;
        }
        long rank = (long) Math.ceil(quantile * total);
        long seen = 0;
        for (int i = 0; i < BUCKETS; i++) {
            seen += counts[i];
            if (seen >= rank && counts[i] > 0) {
                return Math.min(lowerBound(i), max);
            }
        }
        return max;
    }

    static int index(long v) {
        if (v < LINEAR) {
            return (int) v;
        }
        int exponent = 63 - Long.numberOfLeadingZeros(v); // >= 6
        int mantissa = (int) ((v >>> (exponent - SUB_BITS)) & (SUB_BUCKETS - 1));
        return LINEAR + (exponent - 6) * SUB_BUCKETS + mantissa;
    }

    static long lowerBound(int index) {
        if (index < LINEAR) {
            return index;
        }
        int exponent = (index - LINEAR) / SUB_BUCKETS + 6;
        int mantissa = (index - LINEAR) % SUB_BUCKETS;
        return (1L << exponent) | ((long) mantissa << (exponent - SUB_BITS));
    }
}
