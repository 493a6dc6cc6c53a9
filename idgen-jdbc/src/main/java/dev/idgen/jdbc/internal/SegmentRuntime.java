package dev.idgen.jdbc.internal;

import dev.idgen.IdGenConfigurationException;
import dev.idgen.InvalidIdRequestException;
import dev.idgen.UnknownKeyException;
import dev.idgen.jdbc.Region;
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
 *
 * <p>The package's shape, as every strategy's: this runtime, its generator (nested here: the
 * allocator behind the door), the source ({@link SegmentSource}, {@link JdbcSegmentSource}) and the
 * allocator ({@link SegmentAllocator}, memory side). Strategies built on segments (daily's periods)
 * get a generator through {@link #owned}, made the same way, so every id passes the door (or an allocator
 * that reports to it itself).
 *
 * <p>What wraps a generator is decided once, when it is created, in {@link #served}: with no plugin
 * applying to it and one region the allocator is handed out bare (it reports its own failures to the
 * rejection handler and refuses calls after close itself), so an id costs what the allocator costs; with
 * plugins it sits behind the door's plugin chain ({@link Plugged}).
 *
 * <p>Regions ({@link Region}): the row and the allocator count in the region's own numbers ({@code local}),
 * and the generator maps each id as it leaves, inside the door, so plugins see the id the caller gets
 * ({@link InRegion}). With one region the hot path has no region code at all. {@link #nextIdFloor} and
 * {@link #moveAbove} speak ids and turn them into the row's numbers, so adoption of existing rows
 * (ExistingRows, Hibernate's start-up check) holds.
 */
public final class SegmentRuntime extends StrategyRuntimeBase {

    /** The strategy's name. */
    public static final String NAME = "segment";

    private final JdbcSegmentSource rows;
    private final SegmentSource source;
    private final SegmentSettings settings;
    private final boolean strict;
    private final Region region;
    private final ConcurrentHashMap<String, Served> generators = new ConcurrentHashMap<>();
    /** Columns declared per key ({@link #declareColumn}), also for keys not served yet: the narrowest. */
    private final ConcurrentHashMap<String, Column> columns = new ConcurrentHashMap<>();

    private record Column(String name, long maxId) {
    }

    public SegmentRuntime(Door door, JdbcAccess db, SegmentSettings settings, boolean strict, int defaultStep,
                          Region region) {
        super(NAME, Keys.KEY, door);
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

            @Override
            public OptionalLong next(String key) throws SQLException {
                return rows.next(key);
            }
        };
        this.settings = settings;
        this.strict = strict;
        this.region = region;
    }

    @Override
    public SegmentIdGenerator open(String key, String subKey) {
        if (context.isClosed()) { // not checkOpen(message): no string built on the path of a cached generator
            throw context.closedException("segment key '" + key + "'");
        }
        Served existing = generators.get(key);
        if (existing != null) {
            return existing.generator();
        }
        if (strict && !Boolean.TRUE.equals(context.callOnExecutor("segment key '" + key + "'",
                () -> source.exists(key)))) {
            throw new UnknownKeyException("segment key '" + key + "' is not registered in " + rows.table()
                    + " and engine '" + context.name() + "' is strict; register it first (INSERT INTO "
                    + rows.table() + " (biz_tag, step) VALUES ('" + key + "', 1000)) or build the engine without strict(true)");
        }
        String what = "segment key '" + key + "'";
        context.admitKey(NAME, key);
        Served created = served(door, key, NAME + ":" + key, what, source, settings, region);
        Served raced = generators.putIfAbsent(key, created);
        if (raced != null) {
            return raced.generator();
        }
        limit(created.allocator(), columns.get(key));
        created.allocator().prefetchFirst();
        return created.generator();
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
        Served g = generators.get(key);
        long held = g == null ? Long.MAX_VALUE : g.allocator().lowestHeld();
        OptionalLong next = context.callOnExecutor(what, () -> rows.next(key));
        return OptionalLong.of(region.floorId(Math.min(held, next.orElse(1))));
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
        long local = region.localAtOrBelow(value); // every id of a local value above it is above value
        context.callOnExecutor(what, () -> {
            rows.raiseOrCreate(what, local + 1, key);
            return null;
        });
    }

    /**
     * Caps {@code key}'s ranges by {@code column}'s maximum (the narrowest of those declared): at once for a
     * generator already served (from its next reservation), else when it is created.
     */
    @Override
    public void declareColumn(String key, String subKey, String column, long maxId) {
        Column narrowest = columns.merge(key, new Column(column, maxId), (a, b) -> b.maxId() < a.maxId() ? b : a);
        Served g = generators.get(key);
        if (g != null) {
            limit(g.allocator(), narrowest);
        }
    }

    /** The allocator's limit in its own numbers: the column's, or (regions) the region's share of the long range. */
    private void limit(SegmentAllocator allocator, Column column) {
        if (column != null) {
            allocator.limitTo(region.localAtOrBelow(column.maxId()), column.maxId(), column.name());
        } else if (region.isShared()) {
            allocator.limitTo(region.localAtOrBelow(Long.MAX_VALUE), Long.MAX_VALUE, null);
        }
    }

    /** Raises every key this engine served to its high-water mark (after a failover). */
    @Override
    public void reassert(Connection c) throws SQLException {
        for (Served g : generators.values()) {
            long hw = g.allocator().highWater();
            if (hw > 0) {
                rows.raise(c, hw, g.allocator().key());
            }
        }
    }

    /** Statistics of {@code key}, if this engine has served it. */
    public Optional<SegmentStats> stats(String key) {
        Served g = generators.get(key);
        return g == null ? Optional.empty() : Optional.of(g.allocator().stats());
    }

    @Override
    public List<SegmentStats> stats() {
        List<SegmentStats> out = new ArrayList<>();
        generators.values().forEach(g -> out.add(g.allocator().stats()));
        out.sort(Comparator.comparing(SegmentStats::key));
        return out;
    }

    @Override
    public void close() {
        generators.values().forEach(g -> g.allocator().onEngineClosed());
    }

    /**
     * A segment generator over {@code source} behind {@code door}, its first range fetched in the
     * background at once: for strategies built on segment allocators (daily's periods).
     *
     * @param key   the allocator's key, as its statistics name it
     * @param name  the generator's name for plugins and metrics, e.g. {@code daily:order}
     * @param what  the generator as messages name it
     */
    public static OwnedSegmentGenerator owned(Door door, String key, String name, String what, SegmentSource source,
                                              SegmentSettings settings, Region region) {
        return owned(door, key, name, what, source, settings, region, space -> { });
    }

    /** {@link #owned}, its id space set up by {@code runway} before the first range (a daily period's serial space). */
    public static OwnedSegmentGenerator owned(Door door, String key, String name, String what, SegmentSource source,
                                              SegmentSettings settings, Region region,
                                              java.util.function.Consumer<IdSpace> runway) {
        Served g = served(door, key, name, what, source, settings, region);
        runway.accept(g.allocator().idSpace());
        g.allocator().prefetchFirst();
        return g.generator();
    }

    /** A generator as handed out, and its allocator (the same object when handed out bare). */
    private record Served(OwnedSegmentGenerator generator, SegmentAllocator allocator) {
    }

    /**
     * The one place a segment generator is made, and its wrapping decided, once: bare when no plugin
     * applies to {@code name} and there is one region (the allocator reports its failures to the rejection
     * handler itself); in several regions behind the door with the region's mapping ({@link InRegion});
     * else behind the door's plugin chain. No plugin chain, guard, mapping or closed check is left on the
     * path of an id that has nothing to do.
     */
    private static Served served(Door door, String key, String name, String what, SegmentSource source,
                                 SegmentSettings settings, Region region) {
        if (!region.isShared() && !door.hasPluginsFor(name)) {
            SegmentAllocator bare = new SegmentAllocator(key, name, what, source, settings, door.context(), door);
            return new Served(bare, bare);
        }
        SegmentAllocator allocator = new SegmentAllocator(key, name, what, source, settings, door.context());
        return new Served(region.isShared() ? new InRegion(door, name, what, allocator, region)
                : new Plugged(door, name, what, allocator), allocator);
    }

    /**
     * The generator of one key in one of several regions: the allocator's numbers, the region's database's,
     * mapped to the region's ids ({@link Region#id}); past {@code Long.MAX_VALUE} an
     * {@link dev.idgen.IdExhaustedException} naming the key, never a wrap.
     */
    private static final class InRegion extends Plugged {

        private final Region region;

        InRegion(Door door, String name, String what, SegmentAllocator allocator, Region region) {
            super(door, name, what, allocator);
            this.region = region;
        }

        @Override
        protected long take() {
            return region.id(super.take(), describe());
        }

        @Override
        protected long[] take(int count) {
            return region.ids(super.take(count), describe());
        }
    }

    /** A generator with plugins: its allocator (which only throws) behind the door's plugin chain. */
    private static class Plugged extends GuardedGenerator implements OwnedSegmentGenerator {

        private final SegmentAllocator allocator;

        Plugged(Door door, String name, String what, SegmentAllocator allocator) {
            super(door, name, what);
            this.allocator = allocator;
        }

        @Override
        protected long take() {
            return allocator.nextId();
        }

        @Override
        protected long[] take(int count) {
            return allocator.nextIds(count);
        }

        @Override
        public String key() {
            return allocator.key();
        }

        @Override
        public SegmentStats stats() {
            return allocator.stats();
        }

        @Override
        public long highWater() {
            return allocator.highWater();
        }

        @Override
        public void onEngineClosed() {
            allocator.onEngineClosed();
        }

        @Override
        public String toString() {
            return allocator.toString();
        }
    }
}
