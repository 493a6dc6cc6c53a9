package dev.idgen.jdbc.internal;

import dev.idgen.format.IdFormat;
import dev.idgen.format.SerialPeriod;
import dev.idgen.jdbc.GeneratorStats;
import dev.idgen.jdbc.Region;
import dev.idgen.jdbc.daily.FormattedIdGenerator;
import java.sql.Connection;
import java.sql.SQLException;
import java.time.LocalDate;
import java.time.ZoneId;
import java.util.List;
import java.util.Objects;

/**
 * A strategy on the rows of {@code idgen_daily} (trend {@link DailyRuntime}, {@link StrictDailyRuntime}): its
 * sequences per key and period are one {@link DaySequences}; the strategy writes only how one period's row hands
 * out serials ({@link #period}).
 */
abstract class DayRowsRuntime extends StrategyRuntimeBase {

    /** This node's region: with several, serials are the region's residue class of a period's numbers. */
    final Region region;
    final DaySequences sequences;
    /** What bounds each key's serials per period, and when the period ends: its runway. */
    final PeriodRunway runway;

    /**
     * @param kind    how messages name a key of the strategy: {@code daily key}, {@code strict daily key}
     * @param step    the first step of a new period's row
     * @param maxStep the largest range a period's row may grow to
     */
    DayRowsRuntime(String name, String kind, Door door, JdbcAccess db, ZoneId zone, int step, int maxStep,
                   Region region) {
        super(name, Keys.KEY, door);
        this.region = region;
        this.sequences = new DaySequences(name, kind, context, db, zone, step, maxStep, this::period);
        this.runway = new PeriodRunway(zone, region);
    }

    /** How the row of {@code key} for the {@code period} that starts on {@code start} hands out serials. */
    abstract Day period(String key, SerialPeriod period, LocalDate start, String what, DaySequences.PeriodRow row);

    /** The sequence of {@code key} by day: through {@code engine.generator(name, key)} its ids are today's serials. */
    @Override
    public DaySequence open(String key, String subKey) {
        return sequences.open(key, SerialPeriod.DAY);
    }

    /**
     * Formatted ids of {@code format} whose serials come from the sequence of {@code key} that
     * restarts every {@link IdFormat#serialPeriod()} of the format.
     */
    public FormattedIdGenerator formatted(String key, IdFormat format) {
        Objects.requireNonNull(format, "format");
        runway.format(key, format);
        return FormattedIds.daily(format, sequences.open(key, format.serialPeriod()));
    }

    /** Raises every period row this engine served to its high-water mark (after a failover). */
    @Override
    public void reassert(Connection c) throws SQLException {
        sequences.reassert(c);
    }

    @Override
    public List<GeneratorStats> stats() {
        return sequences.stats();
    }

    @Override
    public void close() {
        sequences.close();
    }
}
