package dev.idgen.jdbc;

import java.time.ZoneId;

/**
 * Options of daily sequences and the formatted ids built on them ({@code engine.daily(key)},
 * {@code engine.formatted(key, format)}). Set them on the engine builder,
 * {@code builder.daily(o -> o.zone(ZoneId.of("Asia/Shanghai")))} or the builder's shortcuts.
 */
public final class DailyOptions {

    /** Default of {@link #step(int)}: small, because daily serials often have few digits. */
    public static final int DEFAULT_STEP = EngineOptions.DAILY_STEP.defaultValue().orElseThrow();
    /** Default of {@link #maxStep(int)}. */
    public static final int DEFAULT_MAX_STEP = EngineOptions.DAILY_MAX_STEP.defaultValue().orElseThrow();


    private final OptionValues values;

    DailyOptions(OptionValues values) {
        this.values = values;
    }

    /** The time zone whose calendar days daily sequences follow. Default UTC. */
    public DailyOptions zone(ZoneId zone) {
        values.set(EngineOptions.DAILY_ZONE, zone);
        return this;
    }

    /** The first step of a new day's row (later ones follow the rate, within min/max step). Default {@link #DEFAULT_STEP} (100). */
    public DailyOptions step(int step) {
        values.set(EngineOptions.DAILY_STEP, step);
        return this;
    }

    /**
     * The largest range a day's row may grow to (written into each new day row as {@code max_step}),
     * so a busy day or a restart after a burst cannot push serials past a format's width: at most
     * this many serials are skipped per restarted node. Default {@link #DEFAULT_MAX_STEP} (10 000).
     */
    public DailyOptions maxStep(int step) {
        values.set(EngineOptions.DAILY_MAX_STEP, step);
        return this;
    }

    ZoneId zone() {
        return values.get(EngineOptions.DAILY_ZONE);
    }

    int step() {
        return values.get(EngineOptions.DAILY_STEP);
    }

    int maxStep() {
        return values.get(EngineOptions.DAILY_MAX_STEP);
    }
}
