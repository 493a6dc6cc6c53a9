package dev.idgen.jdbc.internal.daily;

import dev.idgen.format.IdFormat;
import dev.idgen.format.SerialPeriod;
import dev.idgen.jdbc.GeneratorStats;
import dev.idgen.jdbc.Region;
import dev.idgen.jdbc.daily.FormattedIdGenerator;
import dev.idgen.jdbc.internal.Door;
import dev.idgen.jdbc.internal.EngineContext;
import dev.idgen.jdbc.internal.GuardedGenerator;
import dev.idgen.jdbc.internal.JdbcAccess;
import dev.idgen.jdbc.internal.StrategyRuntime;
import dev.idgen.jdbc.internal.ordered.OrderedAllocator;
import dev.idgen.jdbc.internal.ordered.OrderedSource;
import dev.idgen.jdbc.internal.segment.JdbcSegmentSource;
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
public final class StrictDailyRuntime implements StrategyRuntime {

    /** The strategy's name. */
    public static final String NAME = "strict-daily";

    private final EngineContext context;
    private final Door door;
    private final int roundTripsInFlight;
    private final Region region;
    private final DaySequences sequences;

    public StrictDailyRuntime(Door door, JdbcAccess db, ZoneId zone, int step, int maxStep,
                              int roundTripsInFlight, Region region) {
        this.door = door;
        this.context = door.context();
        this.roundTripsInFlight = roundTripsInFlight;
        this.region = region;
        this.sequences = new DaySequences(NAME, "strict daily key", context, db, zone, step, maxStep, this::period);
    }

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public Keys keys() {
        return Keys.KEY;
    }

    /** The strict daily sequence of {@code key}; through {@code engine.generator("strict-daily", key)} its ids are today's serials. */
    @Override
    public DaySequence open(String key, String subKey) {
        return sequences.open(key, SerialPeriod.DAY);
    }

    /**
     * Formatted ids of {@code format} whose serials come from the strict sequence of {@code key} that
     * restarts every {@link IdFormat#serialPeriod()} of the format.
     */
    public FormattedIdGenerator formatted(String key, IdFormat format) {
        Objects.requireNonNull(format, "format");
        return FormattedIds.daily(format, sequences.open(key, format.serialPeriod()));
    }

    /**
     * The counter of {@code key} for the {@code period} that starts on {@code start}: a combining
     * allocator on the period's row, behind the door.
     */
    private Day period(String key, SerialPeriod period, LocalDate start, String what, DaySequences.Floor floor) {
        JdbcSegmentSource days = sequences.rows();
        String periodName = period.name();
        OrderedSource counter = new OrderedSource() {
            @Override
            public long add(String k, String sub, long count) throws SQLException {
                floor.once();
                return days.add(what, count, key, periodName, start);
            }

            @Override
            public String locate(String k, String sub) {
                return days.table() + " (" + key + ", " + periodName + ", " + start + ")";
            }
        };
        String sub = period == SerialPeriod.DAY ? start.toString() : periodName + " " + start;
        OrderedAllocator allocator = new OrderedAllocator(key, sub, counter, context, context.maxWait().toNanos(),
                roundTripsInFlight, NAME, what);
        // with several regions, serials are the region's residue class (ordered within the region only); with one,
        // Region.id is the identity (a round trip per call: no hot path to keep a branch off)
        GuardedGenerator g = new GuardedGenerator(door, NAME + ":" + key) {
            @Override
            protected long take() {
                return region.id(allocator.nextId(), what);
            }

            @Override
            protected long[] take(int count) {
                return region.ids(allocator.nextIds(count), what);
            }

            @Override
            protected String describe() {
                return what;
            }
        };
        // the last serial handed out; the row keeps the exclusive end
        return sequences.day(key, period, start, g, allocator::stats, () -> {
            long hw = allocator.highWater();
            return hw > 0 ? hw + 1 : 0;
        }, allocator::onEngineClosed);
    }

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
