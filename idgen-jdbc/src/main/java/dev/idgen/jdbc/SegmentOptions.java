package dev.idgen.jdbc;

import dev.idgen.IdGenConfigurationException;
import java.time.Duration;

/**
 * Options of the segment strategy ({@code engine.segment(key)}): how keys are created and how
 * large the ranges reserved from {@code idgen_segment} are. Set them on the engine builder,
 * {@code builder.segment(o -> o.minStep(500))} or the builder's shortcuts; each value is checked
 * when set, and {@link #validate()} checks them together when the engine is built.
 */
public final class SegmentOptions {

    /** Default of {@link #defaultStep(int)}. */
    public static final int DEFAULT_STEP = EngineOptions.SEGMENT_DEFAULT_STEP.defaultValue().orElseThrow();
    /** Default of {@link #minStep(int)}. */
    public static final int DEFAULT_MIN_STEP = EngineOptions.SEGMENT_MIN_STEP.defaultValue().orElseThrow();
    /**
     * Default of {@link #maxStep(int)}. High on purpose: the step follows the measured rate (one
     * range lasts {@link #duration(Duration)}), so only a key consumed at millions of ids per second
     * reaches it; capping lower (Leaf uses 1 000 000) makes such a key's range last a few
     * milliseconds, shorter than a slow database round trip, and callers wait. The price of a high
     * cap is a larger gap after a restart of a very hot key.
     */
    public static final int DEFAULT_MAX_STEP = EngineOptions.SEGMENT_MAX_STEP.defaultValue().orElseThrow();
    /** Default of {@link #prefetchThreshold(double)}. */
    public static final double DEFAULT_PREFETCH_THRESHOLD =
            EngineOptions.SEGMENT_PREFETCH_THRESHOLD.defaultValue().orElseThrow();
    /** Default of {@link #duration(Duration)}. */
    public static final Duration DEFAULT_DURATION = EngineOptions.SEGMENT_DURATION.defaultValue().orElseThrow();


    private final OptionValues values;

    SegmentOptions(OptionValues values) {
        this.values = values;
    }

    /**
     * When {@code true}, keys must be registered in {@code idgen_segment} before use; an unknown key
     * is an {@link dev.idgen.UnknownKeyException}. Default {@code false}: an unknown key is created on
     * first use with {@link #defaultStep(int)}.
     */
    public SegmentOptions strict(boolean strict) {
        values.set(EngineOptions.SEGMENT_STRICT, strict);
        return this;
    }

    /** The step of keys created on first use; at least 1. Default {@link #DEFAULT_STEP} (1000). */
    public SegmentOptions defaultStep(int step) {
        values.set(EngineOptions.SEGMENT_DEFAULT_STEP, step);
        return this;
    }

    /** The smallest range reserved for a key whose row has no {@code min_step}; at least 1. Default {@link #DEFAULT_MIN_STEP} (100). */
    public SegmentOptions minStep(int step) {
        values.set(EngineOptions.SEGMENT_MIN_STEP, step);
        return this;
    }

    /** The largest range reserved for a key whose row has no {@code max_step}; at least 1. Default {@link #DEFAULT_MAX_STEP} (100 000 000). */
    public SegmentOptions maxStep(int step) {
        values.set(EngineOptions.SEGMENT_MAX_STEP, step);
        return this;
    }

    /**
     * The fraction of a range used when the next one is fetched in the background; more than 0 and
     * less than 1. Default {@link #DEFAULT_PREFETCH_THRESHOLD} (0.1).
     */
    public SegmentOptions prefetchThreshold(double fractionUsed) {
        values.set(EngineOptions.SEGMENT_PREFETCH_THRESHOLD, fractionUsed);
        return this;
    }

    /**
     * How long one range should last at the measured rate: the dynamic step is
     * {@code rate * duration} within [minStep, maxStep]. From 1 s to 24 h. Default 15 min.
     */
    public SegmentOptions duration(Duration duration) {
        values.set(EngineOptions.SEGMENT_DURATION, duration);
        return this;
    }

    /**
     * A key whose runway — the ids left in its column (or up to {@code Long.MAX_VALUE}) at the measured rate —
     * is shorter than this is logged at WARN, once each time it falls under; {@code 0s} never warns. From 0 to
     * 100 years. Default one year: time to widen a column or plan a new key.
     */
    public SegmentOptions runwayWarning(Duration horizon) {
        values.set(EngineOptions.SEGMENT_RUNWAY_WARNING, horizon);
        return this;
    }

    /** Checks the options together. */
    void validate() {
        if (minStep() > maxStep()) {
            throw new IdGenConfigurationException("minStep (" + minStep() + ") must not be greater than maxStep ("
                    + maxStep() + ")");
        }
    }

    boolean strict() {
        return values.get(EngineOptions.SEGMENT_STRICT);
    }

    int defaultStep() {
        return values.get(EngineOptions.SEGMENT_DEFAULT_STEP);
    }

    int minStep() {
        return values.get(EngineOptions.SEGMENT_MIN_STEP);
    }

    int maxStep() {
        return values.get(EngineOptions.SEGMENT_MAX_STEP);
    }

    double prefetchThreshold() {
        return values.get(EngineOptions.SEGMENT_PREFETCH_THRESHOLD);
    }

    Duration duration() {
        return values.get(EngineOptions.SEGMENT_DURATION);
    }

    Duration runwayWarning() {
        return values.get(EngineOptions.SEGMENT_RUNWAY_WARNING);
    }

    @Override
    public String toString() {
        return "strict=" + strict() + ", step " + defaultStep() + " in [" + minStep() + ", " + maxStep() + "], prefetch at "
                + Math.round(prefetchThreshold() * 100) + "%, ranges last " + duration();
    }
}
