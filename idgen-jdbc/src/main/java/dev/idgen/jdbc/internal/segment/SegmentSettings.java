package dev.idgen.jdbc.internal.segment;

/**
 * The engine-wide settings of the segment strategy, already validated by the engine builder.
 *
 * @param minStep          smallest range the engine asks for (a key's row may override)
 * @param maxStep          largest range the engine asks for (a key's row may override)
 * @param prefetchRatio    fraction of a segment used when the next one is fetched, in (0, 1)
 * @param targetSegmentSeconds how long one range should last at the measured rate
 * @param maxWaitNanos     how long a caller waits for the database when nothing is buffered
 */
public record SegmentSettings(int minStep, int maxStep, double prefetchRatio,
                              double targetSegmentSeconds, long maxWaitNanos) {
}
