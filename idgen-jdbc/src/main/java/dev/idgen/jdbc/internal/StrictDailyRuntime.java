package dev.idgen.jdbc.internal;

import dev.idgen.format.IdFormat;
import dev.idgen.format.SerialPeriod;
import dev.idgen.jdbc.GeneratorStats;
import dev.idgen.jdbc.Region;
import dev.idgen.jdbc.daily.FormattedIdGenerator;
import dev.idgen.IdGenerator;
import java.sql.Connection;
import java.sql.SQLException;
import java.time.LocalDate;
import java.time.ZoneId;
import java.util.List;
import java.util.Objects;

/**
 * Strictly increasing daily sequences: the day's row of {@code idgen_daily} is a counter, and every
 * call waits for one committed {@code max_id += n} on it (calls arriving together share one round
 * trip), exactly as slow-ordered ids do ({@link OrderedAllocator}, whose invariants carry over:
 * every serial a call returns is greater than every serial returned for the same key and day
 * anywhere before the call began). A day's row is the same one a trend daily sequence of that key
 * uses, so mixing both for one key never repeats a serial (each step moves the one counter); only
 * the strict calls are strictly ordered among themselves. Formatted ids restart by their format's
 * {@link IdFormat#serialPeriod()}: the same, on the row of the key, period and first day.
 */
public final class StrictDailyRuntime extends DayRowsRuntime {

    /** The strategy's name. */
    public static final String NAME = "strict-daily";

    private final int roundTripsInFlight;

    public StrictDailyRuntime(Door door, JdbcAccess db, ZoneId zone, int step, int maxStep,
                              int roundTripsInFlight, Region region) {
        super(NAME, "strict daily key", door, db, zone, step, maxStep, region);
        this.roundTripsInFlight = roundTripsInFlight;
    }

    /**
     * The counter of {@code key} for the {@code period} that starts on {@code start}: a combining
     * allocator on the period's row, behind the door.
     */
    @Override
    Day period(String key, SerialPeriod period, LocalDate start, String what, DaySequences.PeriodRow row) {
        OrderedSource counter = new OrderedSource() {
            @Override
            public long add(String k, String sub, long count) throws SQLException {
                return row.add(count);
            }

            @Override
            public String locate(String k, String sub) {
                return row.locate();
            }
        };
        String sub = period == SerialPeriod.DAY ? start.toString() : period.name() + " " + start;
        OrderedAllocator allocator = new OrderedAllocator(key, sub, counter, context, roundTripsInFlight, NAME, what);
        runway.apply(allocator.idSpace(), key, period, start);
        // with several regions, serials are the region's residue class (ordered within the region only)
        IdGenerator g = OrderedRuntime.generator(door, NAME + ":" + key, what, allocator, region);
        // the last serial handed out; the row keeps the exclusive end
        return sequences.day(key, period, start, g, allocator::stats, () -> {
            long hw = allocator.highWater();
            return hw > 0 ? hw + 1 : 0;
        }, allocator::onEngineClosed);
    }
}
