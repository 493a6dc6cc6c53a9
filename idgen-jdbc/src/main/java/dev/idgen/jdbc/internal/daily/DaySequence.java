package dev.idgen.jdbc.internal.daily;

import dev.idgen.IdGenerator;
import dev.idgen.TimeSource;
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
import java.util.function.BiFunction;

/**
 * The daily sequence of one key (see {@link DailySequence} for what it promises). As an
 * {@link IdGenerator} its ids are today's serials, so {@code engine.generator("daily", key)} and
 * the CLI can draw them like any other strategy's.
 */
final class DaySequence implements DailySequence, IdGenerator {

    private final String key;
    private final ZoneId zone;
    private final TimeSource time;
    private final BiFunction<String, LocalDate, Day> dayGenerators;
    private final ConcurrentHashMap<LocalDate, Day> days = new ConcurrentHashMap<>();

    DaySequence(String key, ZoneId zone, TimeSource time, BiFunction<String, LocalDate, Day> dayGenerators) {
        this.key = key;
        this.zone = zone;
        this.time = time;
        this.dayGenerators = dayGenerators;
    }

    @Override
    public String key() {
        return key;
    }

    @Override
    public DailySerial next() {
        LocalDate day = today();
        return new DailySerial(day, generatorFor(day).generator().nextId());
    }

    @Override
    public DailySerial[] next(int count) {
        IdGenerator.checkBatchSize(count);
        LocalDate day = today();
        long[] serials = generatorFor(day).generator().nextIds(count);
        DailySerial[] out = new DailySerial[count];
        for (int i = 0; i < count; i++) {
            out[i] = new DailySerial(day, serials[i]);
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
        return generatorFor(today()).generator().nextIds(count);
    }

    @Override
    public LocalDate today() {
        return Instant.ofEpochMilli(time.currentTimeMillis()).atZone(zone).toLocalDate();
    }

    @Override
    public List<GeneratorStats> stats() {
        List<GeneratorStats> out = new ArrayList<>();
        days.values().forEach(d -> out.add(d.stats()));
        return out;
    }

    /** After a failover: raise every day row in memory to what this node handed out. */
    void reassert(Connection c) throws SQLException {
        for (Day d : days.values()) {
            d.reassert(c);
        }
    }

    void close() {
        days.values().forEach(Day::close);
    }

    private Day generatorFor(LocalDate day) {
        Day g = days.get(day);
        if (g != null) {
            return g;
        }
        g = days.computeIfAbsent(day, d -> dayGenerators.apply(key, d));
        // a new day began: past days (but yesterday, for calls still in flight) are of no more use
        days.keySet().removeIf(old -> old.isBefore(day.minusDays(1)));
        return g;
    }

    @Override
    public String toString() {
        return "daily key '" + key + "' (" + zone + ")";
    }
}
