package dev.idgen.jdbc.internal;

/**
 * The engine-wide settings of the segment strategy, already validated by the engine builder. A caller's wait is
 * bounded by the engine's, {@link dev.idgen.jdbc.internal.EngineContext#deadline()}.
 *
 * @param minStep          smallest range the engine asks for (a key's row may override)
 * @param maxStep          largest range the engine asks for (a key's row may override)
 * @param prefetchRatio    fraction of a segment used when the next one is fetched, in (0, 1)
 * @param targetSegmentSeconds how long one range should last at the measured rate
 * @param runwayWarningSeconds a key whose ids left (in its column, or up to {@code Long.MAX_VALUE}) last
 *                         less than this at the measured rate is logged at WARN, once per crossing
 */
public record SegmentSettings(int minStep, int maxStep, double prefetchRatio,
                              double targetSegmentSeconds, double runwayWarningSeconds) {

    /** One year: the default of {@code segment.runway-warning}. */
    public static final double ONE_YEAR_SECONDS = 365 * 24 * 3600.0;

    /** Settings with the default runway warning of one year (allocator tests). */
    public SegmentSettings(int minStep, int maxStep, double prefetchRatio, double targetSegmentSeconds) {
        this(minStep, maxStep, prefetchRatio, targetSegmentSeconds, ONE_YEAR_SECONDS);
    }
}
