package dev.idgen.jdbc.internal.snowflake;

/**
 * The engine-wide settings of the snowflake strategy, validated by the engine builder.
 *
 * @param maxBackwardMillis        how far back the clock may move and be waited out
 * @param randomSequenceStartBound 0 for sequences starting at 0 each millisecond, otherwise the
 *                                 first sequence of a millisecond is random in [0, bound)
 * @param maxWaitNanos             bound of any wait for a caller (late heartbeat, stuck clock)
 * @param leaseTtlMillis           how long a lease lasts without renewal (database clock)
 * @param heartbeatMillis          how often the lease is renewed and the timestamp promise moved
 * @param horizonMillis            how far ahead of the clock each heartbeat promises timestamps
 * @param takeoverWaitMillis       how long taking over a worker may wait for the clock to pass the
 *                                 previous holder's promise before refusing
 */
public record SnowflakeSettings(long maxBackwardMillis, int randomSequenceStartBound, long maxWaitNanos,
                                long leaseTtlMillis, long heartbeatMillis, long horizonMillis, long takeoverWaitMillis) {
}
