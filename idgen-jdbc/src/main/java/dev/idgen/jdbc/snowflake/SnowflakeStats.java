package dev.idgen.jdbc.snowflake;

import java.time.Instant;

/**
 * A snapshot of one snowflake generator.
 *
 * @param generator              the generator's name, {@code snowflake:<namespace>}
 * @param lastTimestamp          timestamp of the last id issued (or the start promise)
 * @param promisedUntil          timestamps up to here are persisted in the lease row; none later is issued
 * @param aheadOfClockMillis     {@code lastTimestamp - clock}: positive when ids run ahead of the wall clock
 * @param clockBackwardWaits     times a small backward clock step was waited out
 * @param sequenceExhaustedWaits times a full millisecond made a caller wait for the next one
 * @param rejections             calls that could not get an id
 * @param stopReason             why the generator stopped, or {@code null} while it runs
 * @param workerChanges          how often this generator leased another worker id because its lease was
 *                               taken by another node
 * @param runsOutAt              the generator's runway: when its layout runs out of timestamps
 *                               ({@link dev.idgen.SnowflakeLayout#expiresAt()}); no id can be issued after it
 * @param runsOutSeconds         seconds (engine clock) from this snapshot to {@code runsOutAt} (0 once passed)
 */
public record SnowflakeStats(String generator, String namespace, int datacenterId, int workerId, Instant lastTimestamp,
                             Instant promisedUntil, long aheadOfClockMillis, long clockBackwardWaits,
                             long sequenceExhaustedWaits, long rejections, String stopReason, long workerChanges,
                             Instant runsOutAt, double runsOutSeconds)
        implements dev.idgen.jdbc.GeneratorStats {

    /** These statistics with {@code changes} worker changes. */
    public SnowflakeStats withWorkerChanges(long changes) {
        return new SnowflakeStats(generator, namespace, datacenterId, workerId, lastTimestamp, promisedUntil,
                aheadOfClockMillis, clockBackwardWaits, sequenceExhaustedWaits, rejections, stopReason, changes,
                runsOutAt, runsOutSeconds);
    }
}
