package dev.idgen.jdbc.internal;

/**
 * The engine's failover options, validated by the builder.
 *
 * @param margin               ids every key moves forward in an automatic recovery; 0: refuse instead
 * @param probeIntervalMillis  how often the epoch and timeline are read
 * @param workerFenceMillis    how far ahead of the database clock a recovery moves worker promises
 * @param requireSynchronous   whether start-up fails without synchronous replication
 */
record FailoverSettings(long margin, long probeIntervalMillis, long workerFenceMillis, boolean requireSynchronous) {
}
