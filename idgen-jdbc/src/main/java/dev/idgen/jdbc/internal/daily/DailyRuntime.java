package dev.idgen.jdbc.internal.daily;

import dev.idgen.IdGenerator;
import dev.idgen.format.IdFormat;
import dev.idgen.format.SerialPeriod;
import dev.idgen.jdbc.GeneratorStats;
import dev.idgen.jdbc.Region;
import dev.idgen.jdbc.daily.DailySequence;
import dev.idgen.jdbc.daily.FormattedIdGenerator;
import dev.idgen.jdbc.internal.Door;
import dev.idgen.jdbc.internal.EngineContext;
import dev.idgen.jdbc.internal.JdbcAccess;
import dev.idgen.jdbc.internal.StrategyRuntime;
import dev.idgen.jdbc.internal.segment.JdbcSegmentSource;
import dev.idgen.jdbc.internal.segment.SegmentReservation;
import dev.idgen.jdbc.internal.segment.OwnedSegmentGenerator;
import dev.idgen.jdbc.internal.segment.SegmentRuntime;
import dev.idgen.jdbc.internal.segment.SegmentSettings;
import dev.idgen.jdbc.internal.segment.SegmentSource;
import java.sql.Connection;
import java.sql.SQLException;
import java.time.LocalDate;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The daily strategy of one engine: a {@link DailySequence} per key and {@link SerialPeriod}, each
 * period a row of {@code idgen_daily} (key, period, first day) served by a segment allocator of its
 * own, and the formatted ids built on them: a format's serial comes from the sequence of its
 * {@link IdFormat#serialPeriod()}. A period's row is created on first use, also by a strict engine:
 * a period is data, not configuration. The table is checked when the first daily key is asked for.
 */
public final class DailyRuntime implements StrategyRuntime {

    /** The strategy's name. */
    public static final String NAME = "daily";

    private final EngineContext context;
    private final Door door;
    private final JdbcAccess db;
    private final JdbcSegmentSource days;
    private final SegmentSettings settings;
    private final ZoneId zone;
    private final long maxWaitNanos;
    private final Region region;
    private final ConcurrentHashMap<Sequence, DaySequence> sequences = new ConcurrentHashMap<>();
    private volatile boolean schemaChecked;

    /**
     * @param step    the first step of a new day's row
     * @param maxStep the largest range a day's row may grow to
     * @param region  this node's region: with several, serials are the region's residue class of the day's
     *                numbers (region 1 of 3: 2, 5, 8 ...), so formatted ids of two regions never meet
     */
    public DailyRuntime(Door door, JdbcAccess db, SegmentSettings settings, ZoneId zone, int step, int maxStep,
                        Region region) {
        this.door = door;
        this.context = door.context();
        this.db = db;
        this.days = JdbcSegmentSource.days(db, step, maxStep, zone);
        this.settings = settings;
        this.zone = zone;
        this.maxWaitNanos = settings.maxWaitNanos();
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

    /** The daily sequence of {@code key}: through {@code engine.generator("daily", key)} its ids are today's serials. */
    @Override
    public DaySequence open(String key, String subKey) {
        return open(key, SerialPeriod.DAY);
    }

    /** The sequence of {@code key} that restarts every {@code period}. */
    private DaySequence open(String key, SerialPeriod period) {
        if (context.isClosed()) { // no message string built on the path of a cached sequence
            throw context.closedException("daily key '" + key + "'");
        }
        Sequence id = new Sequence(key, period);
        DaySequence existing = sequences.get(id);
        if (existing != null) {
            return existing;
        }
        if (!schemaChecked) {
            context.callOnExecutorRetrying("daily key '" + key + "'", () -> db.withConnection(c -> {
                days.checkSchema(c);
                return null;
            }), maxWaitNanos);
            schemaChecked = true;
        }
        return sequences.computeIfAbsent(id, s -> {
            context.admitKey(NAME, key);
            return new DaySequence(key, period, zone, context.time(), start -> dayGenerator(key, period, start));
        });
    }

    /**
     * Formatted ids of {@code format} whose serials come from the sequence of {@code key} that
     * restarts every {@link IdFormat#serialPeriod()} of the format.
     */
    public FormattedIdGenerator formatted(String key, IdFormat format) {
        Objects.requireNonNull(format, "format");
        return FormattedIds.daily(format, open(key, format.serialPeriod()));
    }

    /**
     * The generator of {@code key} for the {@code period} that starts on {@code start}: a segment
     * allocator on the period's row, behind the door.
     */
    private Day dayGenerator(String key, SerialPeriod period, LocalDate start) {
        String what = DaySequence.describe("daily key", key, period, start);
        String periodName = period.name();
        SegmentSource source = new SegmentSource() {
            private volatile boolean floored; // a period's row starts above its day rows: see PeriodFloor

            @Override
            public SegmentReservation reserve(String k, int step) throws SQLException {
                if (!floored) {
                    PeriodFloor.raise(db, days, what, key, period, start);
                    floored = true;
                }
                return days.reserve(what, step, key, periodName, start);
            }

            @Override
            public boolean exists(String k) throws SQLException {
                return days.exists(key, periodName, start);
            }
        };
        String name = period == SerialPeriod.DAY ? key + " " + start : key + " " + periodName + " " + start;
        OwnedSegmentGenerator g = SegmentRuntime.owned(door, name, NAME + ":" + key, what, source, settings,
                region);
        return new Day() {
            @Override
            public IdGenerator generator() {
                return g;
            }

            @Override
            public GeneratorStats stats() {
                return g.stats();
            }

            @Override
            public void reassert(Connection c) throws SQLException {
                long hw = g.highWater(); // the end of the highest range: exclusive, as max_id is
                if (hw > 0) {
                    days.raise(c, hw, key, periodName, start);
                }
            }

            @Override
            public void close() {
                g.onEngineClosed();
            }
        };
    }

    /** Raises every day row this engine served to its high-water mark (after a failover). */
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

    /** A key's sequence of one period. */
    record Sequence(String key, SerialPeriod period) {
    }
}
