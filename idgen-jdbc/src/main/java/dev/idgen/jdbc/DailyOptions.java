package dev.idgen.jdbc;

import java.time.ZoneId;
import java.time.ZoneOffset;

/**
 * Options of daily sequences and the formatted ids built on them ({@code engine.daily(key)},
 * {@code engine.formatted(key, format)}). Set them on the engine builder,
 * {@code builder.daily(o -> o.zone(ZoneId.of("Asia/Shanghai")))} or the builder's shortcuts.
 */
public final class DailyOptions {

    /** Default of {@link #step(int)}: small, because daily serials often have few digits. */
    public static final int DEFAULT_STEP = 100;
    /** Default of {@link #maxStep(int)}. */
    public static final int DEFAULT_MAX_STEP = 10_000;

    private ZoneId zone = ZoneOffset.UTC;
    private int step = DEFAULT_STEP;
    private int maxStep = DEFAULT_MAX_STEP;

    DailyOptions() {
    }

    /** The time zone whose calendar days daily sequences follow. Default UTC. */
    public DailyOptions zone(ZoneId zone) {
        this.zone = Checks.notNull("dailyZone", zone);
        return this;
    }

    /** The first step of a new day's row (later ones follow the rate, within min/max step). Default {@value #DEFAULT_STEP}. */
    public DailyOptions step(int step) {
        this.step = Checks.step("dailyStep", step);
        return this;
    }

    /**
     * The largest range a day's row may grow to (written into each new day row as {@code max_step}),
     * so a busy day or a restart after a burst cannot push serials past a format's width: at most
     * this many serials are skipped per restarted node. Default {@value #DEFAULT_MAX_STEP}.
     */
    public DailyOptions maxStep(int step) {
        this.maxStep = Checks.step("dailyMaxStep", step);
        return this;
    }

    ZoneId zone() {
        return zone;
    }

    int step() {
        return step;
    }

    int maxStep() {
        return maxStep;
    }
}
