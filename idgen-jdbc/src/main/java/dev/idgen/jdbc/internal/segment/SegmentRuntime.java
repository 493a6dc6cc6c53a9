package dev.idgen.jdbc.internal.segment;

import dev.idgen.IdGenConfigurationException;
import dev.idgen.InvalidIdRequestException;
import dev.idgen.UnknownKeyException;
import dev.idgen.jdbc.internal.Door;
import dev.idgen.jdbc.internal.EngineContext;
import dev.idgen.jdbc.internal.JdbcAccess;
import dev.idgen.jdbc.internal.StrategyRuntime;
import dev.idgen.jdbc.segment.SegmentIdGenerator;
import dev.idgen.jdbc.segment.SegmentStats;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The segment strategy of one engine: a generator per key of {@code idgen_segment}, created on
 * first use (its first range is fetched in the background at once) and kept for the engine's life.
 */
public final class SegmentRuntime implements StrategyRuntime {

    /** The strategy's name. */
    public static final String NAME = "segment";

    private final EngineContext context;
    private final Door door;
    private final JdbcSegmentSource rows;
    private final SegmentSource source;
    private final SegmentSettings settings;
    private final boolean strict;
    private final ConcurrentHashMap<String, SegmentGenerator> generators = new ConcurrentHashMap<>();

    public SegmentRuntime(Door door, JdbcAccess db, SegmentSettings settings, boolean strict, int defaultStep) {
        this.door = door;
        this.context = door.context();
        this.rows = JdbcSegmentSource.segments(db, strict, defaultStep);
        this.source = new SegmentSource() {
            @Override
            public SegmentReservation reserve(String key, int step) throws SQLException {
                return rows.reserve("segment key '" + key + "'", step, key);
            }

            @Override
            public boolean exists(String key) throws SQLException {
                return rows.exists(key);
            }
        };
        this.settings = settings;
        this.strict = strict;
    }

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public Keys keys() {
        return Keys.KEY;
    }

    @Override
    public SegmentIdGenerator open(String key, String subKey) {
        if (context.isClosed()) { // not checkOpen(message): no string built on the path of a cached generator
            throw context.closedException("segment key '" + key + "'");
        }
        SegmentGenerator existing = generators.get(key);
        if (existing != null) {
            return existing;
        }
        if (strict && !Boolean.TRUE.equals(context.callOnExecutor("segment key '" + key + "'",
                () -> source.exists(key), settings.maxWaitNanos()))) {
            throw new UnknownKeyException("segment key '" + key + "' is not registered in " + rows.table()
                    + " and engine '" + context.name() + "' is strict; register it first (INSERT INTO "
                    + rows.table() + " (biz_tag, step) VALUES ('" + key + "', 1000)) or build the engine without strict(true)");
        }
        String what = "segment key '" + key + "'";
        context.admitKey(NAME, key);
        SegmentGenerator created = new SegmentGenerator(door, NAME + ":" + key, what,
                new SegmentAllocator(key, NAME + ":" + key, what, source, settings, context));
        SegmentGenerator raced = generators.putIfAbsent(key, created);
        if (raced != null) {
            return raced;
        }
        created.allocator().prefetchFirst();
        return created;
    }

    @Override
    public void checkSchema(Connection c) throws SQLException {
        rows.checkSchema(c);
    }

    /**
     * The lowest of what this engine's generator of {@code key} still holds (its current range, or
     * the one being reserved) and where the row's next range starts.
     */
    @Override
    public OptionalLong nextIdFloor(String key, String subKey) {
        String what = "segment key '" + key + "'";
        SegmentGenerator g = generators.get(key);
        long held = g == null ? Long.MAX_VALUE : g.allocator().lowestHeld();
        OptionalLong next = context.callOnExecutor(what, () -> rows.next(key), settings.maxWaitNanos());
        return OptionalLong.of(Math.min(held, next.orElse(1)));
    }

    /**
     * Raises the row so its next range starts above {@code value} (creating it unless strict).
     *
     * @throws IdGenConfigurationException when this engine already holds a range of the key: those
     *         ids stay below {@code value}, so the key must be moved before its first id
     */
    @Override
    public void moveAbove(String key, String subKey, long value) {
        String what = "segment key '" + key + "'";
        if (value >= Long.MAX_VALUE - 1 || value < 0) {
            throw new InvalidIdRequestException(what + ": cannot move above " + value + "; expected 0 to " + (Long.MAX_VALUE - 2));
        }
        if (generators.containsKey(key)) {
            throw new IdGenConfigurationException(what + " cannot be moved above " + value + " by engine '" + context.name()
                    + "': it already hands out ids from a range it holds. Fix: move it before its first id (at start), "
                    + "or with KeyAdmin.moveNextIdTo / 'idgen keys move' and then restart the engines");
        }
        context.callOnExecutor(what, () -> {
            rows.raiseOrCreate(what, value + 1, key);
            return null;
        }, settings.maxWaitNanos());
    }

    /** Raises every key this engine served to its high-water mark (after a failover). */
    @Override
    public void reassert(Connection c) throws SQLException {
        for (SegmentGenerator g : generators.values()) {
            long hw = g.allocator().highWater();
            if (hw > 0) {
                rows.raise(c, hw, g.key());
            }
        }
    }

    /** Statistics of {@code key}, if this engine has served it. */
    public Optional<SegmentStats> stats(String key) {
        SegmentGenerator g = generators.get(key);
        return g == null ? Optional.empty() : Optional.of(g.stats());
    }

    @Override
    public List<SegmentStats> stats() {
        List<SegmentStats> out = new ArrayList<>();
        generators.values().forEach(g -> out.add(g.stats()));
        out.sort(Comparator.comparing(SegmentStats::key));
        return out;
    }

    @Override
    public void close() {
        generators.values().forEach(g -> g.allocator().onEngineClosed());
    }
}
