package dev.idgen.jdbc.internal;

import dev.idgen.IdGenerator;
import dev.idgen.TimeSource;
import dev.idgen.format.SerialPeriod;
import dev.idgen.jdbc.GeneratorStats;
import dev.idgen.jdbc.daily.DailySequence;
import dev.idgen.jdbc.daily.DailySerial;
import java.sql.Connection;
import java.sql.SQLException;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Function;

/**
 * The sequence of one key and {@link SerialPeriod} (see {@link DailySequence} for what it
 * promises): each period is a row of its own, named by the period's first day. As an
 * {@link IdGenerator} its ids are the current period's serials, so
 * {@code engine.generator("daily", key)} and the CLI can draw them like any other strategy's.
 *
 * <p>The period is read once per call from the clock, so every serial of a call belongs to the
 * period the call began in. Only the current and the previous period (for calls still in flight
 * across the boundary) are held in memory.
 */
final class DaySequence implements DailySequence, IdGenerator {

    private final String key;
    private final SerialPeriod period;
    private final ZoneId zone;
    private final TimeSource time;
    private final Function<LocalDate, Day> periods;
    private final ConcurrentHashMap<LocalDate, Day> days = new ConcurrentHashMap<>();

    /**
     * @param periods the generator of this key's row for a period's first day
     */
    DaySequence(String key, SerialPeriod period, ZoneId zone, TimeSource time, Function<LocalDate, Day> periods) {
        if (period == SerialPeriod.NEVER) {
            throw new IllegalArgumentException("a daily sequence restarts by a period; NEVER is a segment key");
        }
        this.key = key;
        this.period = period;
        this.zone = zone;
        this.time = time;
        this.periods = periods;
    }

    /** How messages name the row of {@code key} for the period that starts on {@code start}. */
    static String describe(String kind, String key, SerialPeriod period, LocalDate start) {
        return kind + " '" + key + "' " + (period == SerialPeriod.DAY ? "day " + start
                : period.name().toLowerCase(java.util.Locale.ROOT) + " from " + start);
    }

    @Override
    public String key() {
        return key;
    }

    @Override
    public SerialPeriod period() {
        return period;
    }

    @Override
    public DailySerial next() {
        LocalDate start = currentStart();
        return new DailySerial(start, generatorFor(start).generator().nextId());
    }

    @Override
    public DailySerial[] next(int count) {
        IdGenerator.checkBatchSize(count);
        LocalDate start = currentStart();
        long[] serials = generatorFor(start).generator().nextIds(count);
        DailySerial[] out = new DailySerial[count];
        for (int i = 0; i < count; i++) {
            out[i] = new DailySerial(start, serials[i]);
        }
        return out;
    }

    @Override
    public long nextId() {
        return next().serial();
    }

    @Override
    public long[] nextIds(int count) {
        IdGenerator.checkBatchSize(count);
        return generatorFor(currentStart()).generator().nextIds(count);
    }

    @Override
    public LocalDate today() {
        return Instant.ofEpochMilli(time.currentTimeMillis()).atZone(zone).toLocalDate();
    }

    private LocalDate currentStart() {
        return period.start(today());
    }

    @Override
    public List<GeneratorStats> stats() {
        List<GeneratorStats> out = new ArrayList<>();
        days.values().forEach(d -> out.add(d.stats()));
        return out;
    }

    /** After a failover: raise every period row in memory to what this node handed out. */
    void reassert(Connection c) throws SQLException {
        for (Day d : days.values()) {
            d.reassert(c);
        }
    }

    void close() {
        days.values().forEach(Day::close);
    }

    /** Whether this node serves the period that starts on {@code start} (it may hold a range of its row). */
    boolean serves(LocalDate start) {
        return days.containsKey(start);
    }

    private Day generatorFor(LocalDate start) {
        Day g = days.get(start);
        if (g != null) {
            return g;
        }
        g = days.computeIfAbsent(start, periods);
        // a new period began: periods before the previous one (kept for calls still in flight) are of no more use
        LocalDate previous = period.start(start.minusDays(1));
        days.keySet().removeIf(old -> old.isBefore(previous));
        return g;
    }

    @Override
    public String toString() {
        return (period == SerialPeriod.DAY ? "daily" : period.name().toLowerCase(java.util.Locale.ROOT) + "ly")
                + " key '" + key + "' (" + zone + ")";
    }
}
