package dev.idgen.jdbc.internal;

import dev.idgen.IdGenerator;
import dev.idgen.format.SerialPeriod;
import dev.idgen.jdbc.GeneratorStats;
import java.sql.Connection;
import java.sql.SQLException;
import java.time.LocalDate;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.LongSupplier;
import java.util.function.Supplier;

/**
 * What both daily strategies ({@link DailyRuntime}, {@link StrictDailyRuntime}) do alike with the rows of
 * {@code idgen_daily}: a {@link DaySequence} per key and {@link SerialPeriod}, created once (closed check, key
 * admission, the table checked when the first key is asked for), the raise of every period row after a failover,
 * statistics and close. The runtime that owns it writes only how one period's row hands out serials ({@link Periods}):
 * a segment allocator (trend daily) or a combining counter (strict daily).
 */
final class DaySequences {

    /** How the owning strategy serves the row of a key for the period that starts on a day. */
    @FunctionalInterface
    interface Periods {
        /**
         * @param what the row as messages name it ({@link #describe})
         * @param row  the period's row in {@code idgen_daily}: what either strategy reserves or adds on, raised above
         *             its day rows before its first use
         */
        Day period(String key, SerialPeriod period, LocalDate start, String what, PeriodRow row);
    }

    /**
     * The row of one key and period in {@code idgen_daily}, as both daily strategies use it: a range reserved on it
     * (trend) or a count added to it (strict), each raising a week, month or year row above its day rows first
     * ({@link PeriodFloor}, once).
     */
    static final class PeriodRow {
        private final JdbcAccess db;
        private final JdbcSegmentSource days;
        private final String what;
        private final String key;
        private final SerialPeriod period;
        private final LocalDate start;
        private volatile boolean floored; // a period's row starts above its day rows: see PeriodFloor

        private PeriodRow(JdbcAccess db, JdbcSegmentSource days, String what, String key, SerialPeriod period,
                      LocalDate start) {
            this.db = db;
            this.days = days;
            this.what = what;
            this.key = key;
            this.period = period;
            this.start = start;
        }

        private void floorOnce() throws SQLException {
            if (!floored) {
                PeriodFloor.raise(db, days, what, key, period, start);
                floored = true;
            }
        }

        /** Reserves a range of {@code step} serials on the row. */
        SegmentReservation reserve(int step) throws SQLException {
            floorOnce();
            return days.reserve(what, step, key, period.name(), start);
        }

        /** Adds {@code count} to the row; returns the new value. */
        long add(long count) throws SQLException {
            floorOnce();
            return days.add(what, count, key, period.name(), start);
        }

        boolean exists() throws SQLException {
            return days.exists(key, period.name(), start);
        }

        /** The row as messages locate it: table (key, period, start). */
        String locate() {
            return days.table() + " (" + key + ", " + period.name() + ", " + start + ")";
        }
    }

    /** A key's sequence of one period. */
    record Sequence(String key, SerialPeriod period) {
    }

    private final String strategy;
    private final String kind;
    private final EngineContext context;
    private final JdbcAccess db;
    private final JdbcSegmentSource days;
    private final ZoneId zone;
    private final Periods periods;
    private final ConcurrentHashMap<Sequence, DaySequence> sequences = new ConcurrentHashMap<>();
    private volatile boolean schemaChecked;

    /**
     * @param strategy the owning strategy's name, as key admission counts it
     * @param kind     how messages name a key of the strategy: {@code daily key}, {@code strict daily key}
     * @param step     the first step of a new period's row
     * @param maxStep  the largest range a period's row may grow to
     */
    DaySequences(String strategy, String kind, EngineContext context, JdbcAccess db, ZoneId zone, int step, int maxStep,
                 Periods periods) {
        this.strategy = strategy;
        this.kind = kind;
        this.context = context;
        this.db = db;
        this.days = JdbcSegmentSource.days(db, step, maxStep, zone);
        this.zone = zone;
        this.periods = periods;
    }

    /** The rows of {@code idgen_daily}. */
    JdbcSegmentSource rows() {
        return days;
    }

    ZoneId zone() {
        return zone;
    }

    /** How messages name the row of {@code key} for the {@code period} that starts on {@code start}. */
    String describe(String key, SerialPeriod period, LocalDate start) {
        return DaySequence.describe(kind, key, period, start);
    }

    /** The sequence of {@code key} that restarts every {@code period}, created on first use. */
    DaySequence open(String key, SerialPeriod period) {
        if (context.isClosed()) { // no message string built on the path of a cached sequence
            throw context.closedException(kind + " '" + key + "'");
        }
        Sequence id = new Sequence(key, period);
        DaySequence existing = sequences.get(id);
        if (existing != null) {
            return existing;
        }
        checkSchemaOnce(kind + " '" + key + "'");
        return sequences.computeIfAbsent(id, s -> {
            context.admitKey(strategy, key);
            return new DaySequence(key, period, zone, context.time(), start -> {
                String what = describe(key, period, start);
                return periods.period(key, period, start, what, new PeriodRow(db, days, what, key, period, start));
            });
        });
    }

    /** Checks {@code idgen_daily} once, when the first key is asked for (retried within the engine's bound on a caller's wait). */
    void checkSchemaOnce(String what) {
        if (!schemaChecked) {
            context.callOnExecutorRetrying(what, () -> db.withConnection(c -> {
                days.checkSchema(c);
                return null;
            }));
            schemaChecked = true;
        }
    }

    /** Whether this engine serves {@code key}'s {@code period} starting {@code start} (it may hold a range of it). */
    boolean serves(String key, SerialPeriod period, LocalDate start) {
        DaySequence s = sequences.get(new Sequence(key, period));
        return s != null && s.serves(start);
    }

    /**
     * One period's row in memory: {@code generator} behind the door, {@code rowEnd} the exclusive end of what it
     * handed out (what {@code max_id} must be at least after a failover; 0 while nothing was), {@code close} to wake
     * its waiting callers.
     */
    Day day(String key, SerialPeriod period, LocalDate start, IdGenerator generator,
            Supplier<? extends GeneratorStats> stats, LongSupplier rowEnd, Runnable close) {
        String periodName = period.name();
        return new Day() {
            @Override
            public IdGenerator generator() {
                return generator;
            }

            @Override
            public GeneratorStats stats() {
                return stats.get();
            }

            @Override
            public void reassert(Connection c) throws SQLException {
                long end = rowEnd.getAsLong();
                if (end > 0) {
                    days.raise(c, end, key, periodName, start);
                }
            }

            @Override
            public void close() {
                close.run();
            }
        };
    }

    /** Raises every period row this engine served to its high-water mark (after a failover). */
    void reassert(Connection c) throws SQLException {
        for (DaySequence s : sequences.values()) {
            s.reassert(c);
        }
    }

    List<GeneratorStats> stats() {
        List<GeneratorStats> out = new ArrayList<>();
        sequences.values().forEach(s -> out.addAll(s.stats()));
        return out;
    }

    void close() {
        sequences.values().forEach(DaySequence::close);
    }
}
