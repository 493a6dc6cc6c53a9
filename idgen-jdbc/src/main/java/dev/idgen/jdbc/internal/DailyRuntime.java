package dev.idgen.jdbc.internal;

import dev.idgen.IdGenerator;
import dev.idgen.format.IdFormat;
import dev.idgen.format.SerialPeriod;
import dev.idgen.jdbc.GeneratorStats;
import dev.idgen.jdbc.Region;
import dev.idgen.jdbc.daily.DailySequence;
import dev.idgen.jdbc.daily.FormattedIdGenerator;
import java.sql.Connection;
import java.sql.SQLException;
import dev.idgen.IdGenConfigurationException;
import dev.idgen.InvalidIdRequestException;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneId;
import java.util.List;
import java.util.Objects;
import java.util.OptionalLong;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The daily strategy of one engine: a {@link DailySequence} per key and {@link SerialPeriod}, each
 * period a row of {@code idgen_daily} (key, period, first day) served by a segment allocator of its
 * own, and the formatted ids built on them: a format's serial comes from the sequence of its
 * {@link IdFormat#serialPeriod()}. A period's row is created on first use, also by a strict engine:
 * a period is data, not configuration. The table is checked when the first daily key is asked for.
 */
public final class DailyRuntime extends DayRowsRuntime {

    /** The strategy's name. */
    public static final String NAME = "daily";

    private final SegmentSettings settings;
    /** The patterns each key was opened with ({@link #formatted}): how its numbers are read back from a table. */
    private final ConcurrentHashMap<String, Set<String>> patterns = new ConcurrentHashMap<>();

    /**
     * @param step    the first step of a new day's row
     * @param maxStep the largest range a day's row may grow to
     * @param region  this node's region: with several, serials are the region's residue class of the day's
     *                numbers (region 1 of 3: 2, 5, 8 ...), so formatted ids of two regions never meet
     */
    /**
     * Formatted ids without a date: {@code format} around the ids of {@code plain} (a segment generator), for
     * {@code IdGenEngine.formatted} when the format has no {@code {date}}.
     */
    public static FormattedIdGenerator plain(IdFormat format, IdGenerator plain) {
        return FormattedIds.plain(format, plain);
    }

    public DailyRuntime(Door door, JdbcAccess db, SegmentSettings settings, ZoneId zone, int step, int maxStep,
                        Region region) {
        super(NAME, "daily key", door, db, zone, step, maxStep, region);
        this.settings = settings;
    }

    /**
     * Formatted ids of {@code format} whose serials come from the sequence of {@code key} that
     * restarts every {@link IdFormat#serialPeriod()} of the format.
     */
    @Override
    public FormattedIdGenerator formatted(String key, IdFormat format) {
        Objects.requireNonNull(format, "format");
        patterns.computeIfAbsent(key, k -> ConcurrentHashMap.newKeySet()).add(format.toString());
        return super.formatted(key, format);
    }

    /**
     * The format {@code key} was opened with in this engine ({@code engine.formatted(key, format)}): how
     * {@code IdGenEngine.startAbove("daily", key, ..)} reads the numbers a table holds.
     *
     * @throws IdGenConfigurationException when the key was opened with no format, or with several
     */
    public IdFormat formatOf(String key) {
        Set<String> used = patterns.getOrDefault(key, Set.of());
        if (used.size() != 1) {
            throw new IdGenConfigurationException("daily key '" + key + "' was opened " + (used.isEmpty()
                    ? "with no format" : "with " + used.size() + " formats " + new TreeSet<>(used)) + " in this engine, "
                    + "so the numbers a table holds cannot be read as its serials. Fix: name the format: "
                    + "engine.startAbove(\"" + key + "\", IdFormat.parse(\"...\"), table, column)");
        }
        return IdFormat.parse(used.iterator().next());
    }

    /**
     * {@code key}'s ids of {@code format} are stored as numbers in {@code column}, which holds numbers up to
     * {@code max}: the runway of its periods (from the next one this engine starts) counts the serials whose
     * number fits.
     */
    public void declareColumn(String key, IdFormat format, String column, long max) {
        runway.column(key, format, column, max);
    }

    /** The first day of the {@code period} today (the engine's clock and zone) falls in. */
    public LocalDate currentStart(SerialPeriod period) {
        return period.start(Instant.ofEpochMilli(context.time().currentTimeMillis()).atZone(sequences.zone()).toLocalDate());
    }

    /**
     * The smallest serial {@code key}'s row for the {@code period} starting {@code start} hands out from now on,
     * on any node (1 before the row exists; with regions this region's first).
     */
    public long nextSerial(String key, SerialPeriod period, LocalDate start) {
        String what = sequences.describe(key, period, start);
        sequences.checkSchemaOnce(what);
        OptionalLong next = context.callOnExecutor(what, () -> sequences.rows().next(key, period.name(), start));
        return region.floorId(next.orElse(1));
    }

    /** Whether this engine serves {@code key}'s {@code period} starting {@code start} (it may hold a range of it). */
    public boolean serves(String key, SerialPeriod period, LocalDate start) {
        return sequences.serves(key, period, start);
    }

    /**
     * Raises {@code key}'s row for the {@code period} starting {@code start} (creating it) so its next serial is
     * above {@code serial}: one statement that never lowers it, durable, on every node.
     *
     * @throws IdGenConfigurationException when this engine already serves the period: a range it holds stays below
     */
    public void moveSerialAbove(String key, SerialPeriod period, LocalDate start, long serial) {
        String what = sequences.describe(key, period, start);
        if (serial < 0 || serial >= Long.MAX_VALUE - 1) {
            throw new InvalidIdRequestException(what + ": cannot move above serial " + serial);
        }
        if (serves(key, period, start)) {
            throw new IdGenConfigurationException(what + " cannot be moved above serial " + serial + " by engine '"
                    + context.name() + "': it already hands out serials from a range it holds. Fix: start it above the "
                    + "table before its first number of the period (at start), then restart the engines");
        }
        sequences.checkSchemaOnce(what);
        long local = region.localAtOrBelow(serial); // every serial of a local value above it is above serial
        context.callOnExecutor(what, () -> {
            sequences.rows().raiseOrCreate(what, local + 1, key, period.name(), start);
            return null;
        });
    }

    /**
     * The generator of {@code key} for the {@code period} that starts on {@code start}: a segment
     * allocator on the period's row, behind the door.
     */
    @Override
    Day period(String key, SerialPeriod period, LocalDate start, String what, DaySequences.PeriodRow row) {
        SegmentSource source = new SegmentSource() {
            @Override
            public SegmentReservation reserve(String k, int step) throws SQLException {
                return row.reserve(step);
            }

            @Override
            public boolean exists(String k) throws SQLException {
                return row.exists();
            }
        };
        String name = period == SerialPeriod.DAY ? key + " " + start : key + " " + period.name() + " " + start;
        OwnedSegmentGenerator g = SegmentRuntime.owned(door, name, NAME + ":" + key, what, source, settings,
                region, space -> runway.apply(space, key, period, start));
        // the end of the highest range: exclusive, as max_id is
        return sequences.day(key, period, start, g, g::stats, g::highWater, g::onEngineClosed);
    }
}
