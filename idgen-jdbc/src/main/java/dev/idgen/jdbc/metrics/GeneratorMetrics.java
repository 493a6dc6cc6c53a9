package dev.idgen.jdbc.metrics;

/**
 * What JMX shows of one generator (an MXBean composite: getters only). Segment figures are -1 for
 * generators of other strategies.
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

    public GeneratorMetrics(String generator, long idsIssued, long rejections, double ratePerSecond, long step,
                            long remaining, double runwaySeconds, double refillMillis, long callerWaits) {
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
}
