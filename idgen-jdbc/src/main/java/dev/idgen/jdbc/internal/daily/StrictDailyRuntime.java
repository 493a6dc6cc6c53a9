package dev.idgen.jdbc.internal.daily;

import dev.idgen.IdGenerator;
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
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.ConcurrentHashMap;

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
    private final JdbcAccess db;
    private final JdbcSegmentSource days;
    private final ZoneId zone;
    private final int roundTripsInFlight;
    private final Region region;
    private final ConcurrentHashMap<DailyRuntime.Sequence, DaySequence> sequences = new ConcurrentHashMap<>();
    private volatile boolean schemaChecked;

    public StrictDailyRuntime(Door door, JdbcAccess db, ZoneId zone, int step, int maxStep,
                              int roundTripsInFlight, Region region) {
        this.door = door;
        this.context = door.context();
        this.db = db;
        this.days = JdbcSegmentSource.days(db, step, maxStep, zone);
        this.zone = zone;
        this.roundTripsInFlight = roundTripsInFlight;
        this.region = region;
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
        return open(key, SerialPeriod.DAY);
    }

    /** The strict sequence of {@code key} that restarts every {@code period}. */
    private DaySequence open(String key, SerialPeriod period) {
        if (context.isClosed()) {
            throw context.closedException("strict daily key '" + key + "'");
        }
        DailyRuntime.Sequence id = new DailyRuntime.Sequence(key, period);
        DaySequence existing = sequences.get(id);
        if (existing != null) {
            return existing;
        }
        if (!schemaChecked) {
            context.callOnExecutorRetrying("strict daily key '" + key + "'", () -> db.withConnection(c -> {
                days.checkSchema(c);
                return null;
            }));
            schemaChecked = true;
        }
        return sequences.computeIfAbsent(id, s -> {
            context.admitKey(NAME, key);
            return new DaySequence(key, period, zone, context.time(), start -> day(key, period, start));
        });
    }

    /**
     * Formatted ids of {@code format} whose serials come from the strict sequence of {@code key} that
     * restarts every {@link IdFormat#serialPeriod()} of the format.
     */
    public FormattedIdGenerator formatted(String key, IdFormat format) {
        Objects.requireNonNull(format, "format");
        return FormattedIds.daily(format, open(key, format.serialPeriod()));
    }

    /**
     * The counter of {@code key} for the {@code period} that starts on {@code start}: a combining
     * allocator on the period's row, behind the door.
     */
    private Day day(String key, SerialPeriod period, LocalDate start) {
        String what = DaySequence.describe("strict daily key", key, period, start);
        String periodName = period.name();
        OrderedSource counter = new OrderedSource() {
            private volatile boolean floored; // a period's row starts above its day rows: see PeriodFloor

            @Override
            public long add(String k, String sub, long count) throws SQLException {
                if (!floored) {
                    PeriodFloor.raise(db, days, what, key, period, start);
                    floored = true;
                }
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
        return new Day() {
            @Override
            public IdGenerator generator() {
                return g;
            }

            @Override
            public GeneratorStats stats() {
                return allocator.stats();
            }

            @Override
            public void reassert(Connection c) throws SQLException {
                long hw = allocator.highWater(); // the last serial handed out; the row keeps the exclusive end
                if (hw > 0) {
                    days.raise(c, hw + 1, key, periodName, start);
                }
            }

            @Override
            public void close() {
                allocator.onEngineClosed();
            }
        };
    }

    @Override
    public void reassert(Connection c) throws SQLException {
        for (DaySequence s : sequences.values()) {
            s.reassert(c);
        }
    }

    @Override
    public List<GeneratorStats> stats() {
        List<GeneratorStats> out = new ArrayList<>();
        sequences.values().forEach(s -> out.addAll(s.stats()));
        return out;
    }

    @Override
    public void close() {
        sequences.values().forEach(DaySequence::close);
    }
}
