package dev.idgen.jdbc.internal;

import java.time.Duration;

/**
 * The engine-wide settings of the snowflake strategy, validated by the engine builder. A caller's wait (a late
 * heartbeat, a stuck clock) is bounded by the engine's, {@link dev.idgen.jdbc.internal.EngineContext#deadline()}.
 *
 * @param maxBackwardMillis        how far back the clock may move and be waited out
 * @param randomSequenceStartBound 0 for sequences starting at 0 each millisecond, otherwise the
 *                                 first sequence of a millisecond is random in [0, bound)
 * @param leaseTtlMillis           how long a lease lasts without renewal (database clock)
 * @param heartbeat                how often the lease is renewed and the timestamp promise moved
 * @param horizonMillis            how far ahead of the clock each heartbeat promises timestamps
 * @param takeoverWaitMillis       how long taking over a worker may wait for the clock to pass the
 *                                 previous holder's promise before refusing
 * @param runwayWarningSeconds     {@code segment.runway-warning}: when the layout's end ({@link
 *                                 dev.idgen.SnowflakeLayout#expiresAt()}) is nearer than this, one WARN; 0 never
 */
public record SnowflakeSettings(long maxBackwardMillis, int randomSequenceStartBound,
                                long leaseTtlMillis, Duration heartbeat, long horizonMillis, long takeoverWaitMillis,
                                double runwayWarningSeconds) {

    /** Settings with the default runway warning of one year (allocator tests). */
    public SnowflakeSettings(long maxBackwardMillis, int randomSequenceStartBound,
                             long leaseTtlMillis, Duration heartbeat, long horizonMillis, long takeoverWaitMillis) {
        this(maxBackwardMillis, randomSequenceStartBound, leaseTtlMillis, heartbeat, horizonMillis,
                takeoverWaitMillis, SegmentSettings.ONE_YEAR_SECONDS);
    }
}
