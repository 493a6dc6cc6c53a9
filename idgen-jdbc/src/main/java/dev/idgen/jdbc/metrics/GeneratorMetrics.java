package dev.idgen.jdbc.metrics;

/**
 * What JMX shows of one generator (an MXBean composite: getters only). Segment figures are -1 for
 * generators of other strategies. The key's id-space runway: {@link #getIdsLeft()} (in its column when the
 * integration declared one, see {@link #getColumn()}, else up to {@code Long.MAX_VALUE}) and
 * {@link #getRunsOutSeconds()} at the measured rate.
 */
public final class GeneratorMetrics {

    private final String generator;
    private final long idsIssued;
    private final long rejections;
    private final double ratePerSecond;
    private final long step;
    private final long remaining;
    private final double runwaySeconds;
    private final double refillMillis;
    private final long callerWaits;
    private final String column;
    private final long idsLeft;
    private final double runsOutSeconds;

    public GeneratorMetrics(String generator, long idsIssued, long rejections, double ratePerSecond, long step,
                            long remaining, double runwaySeconds, double refillMillis, long callerWaits, String column,
                            long idsLeft, double runsOutSeconds) {
        this.column = column;
        this.idsLeft = idsLeft;
        this.runsOutSeconds = runsOutSeconds;
        this.generator = generator;
        this.idsIssued = idsIssued;
        this.rejections = rejections;
        this.ratePerSecond = ratePerSecond;
        this.step = step;
        this.remaining = remaining;
        this.runwaySeconds = runwaySeconds;
        this.refillMillis = refillMillis;
        this.callerWaits = callerWaits;
    }

    public String getGenerator() {
        return generator;
    }

    public long getIdsIssued() {
        return idsIssued;
    }

    public long getRejections() {
        return rejections;
    }

    public double getRatePerSecond() {
        return ratePerSecond;
    }

    public long getStep() {
        return step;
    }

    public long getRemaining() {
        return remaining;
    }

    public double getRunwaySeconds() {
        return runwaySeconds;
    }

    public double getRefillMillis() {
        return refillMillis;
    }

    public long getCallerWaits() {
        return callerWaits;
    }

    /** The id column the key's ranges are capped by, {@code "long range"} when none was declared, {@code ""} for other strategies. */
    public String getColumn() {
        return column;
    }

    /** Ids the key has left in its column (or up to {@code Long.MAX_VALUE}), as this node sees it; -1 for other strategies. */
    public long getIdsLeft() {
        return idsLeft;
    }

    /** Seconds until {@link #getIdsLeft()} runs out at the measured rate; infinite before a rate is measured, -1 for other strategies. */
    public double getRunsOutSeconds() {
        return runsOutSeconds;
    }
}
