package dev.idgen.jdbc.internal;

import dev.idgen.InvalidIdRequestException;
import dev.idgen.jdbc.Region;
import dev.idgen.jdbc.ordered.OrderedIdGenerator;
import dev.idgen.jdbc.ordered.OrderedStats;
import java.lang.ref.ReferenceQueue;
import java.lang.ref.WeakReference;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalLong;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The slow-ordered strategy of one engine: a generator per (key, sub-key), and the one-time check
 * that the schema's shard count and hash are the engine's.
 *
 * <p>Sub-keys are data (a chat room id, an account number), so an engine may meet millions of
 * them. The cache therefore holds its generators weakly: a generator nobody references is idle (a
 * caller inside {@code nextId} holds it), has nothing in memory that matters, and may be
 * collected; asking again builds an equivalent one. While anyone holds a generator, asking for the
 * same (key, sub-key) returns that same instance. (Two allocators of one pair in one JVM, one
 * finishing a round trip after its generator was collected, are as safe as two nodes: the row
 * orders their statements.)
 *
 * <p>Regions ({@link Region}): the row counts in the region's own numbers and the generator maps each id as it
 * leaves, inside the door, into the region's residue class: strictly increasing within the region, and not
 * ordered against another region's ids, which come from a database that shares nothing with this one (an
 * application that needs one order across regions says so with {@code slow-ordered.global-order}, and is
 * refused at build). With one region the mapping is the identity.
 */
public final class OrderedRuntime extends StrategyRuntimeBase {

    /** The strategy's name. */
    public static final String NAME = "slow-ordered";

    private record Pair(String key, String subKey) {
    }

    private static final class Ref extends WeakReference<Generator> {
        final Pair pair;

        Ref(Generator g, Pair pair, ReferenceQueue<Generator> queue) {
            super(g, queue);
            this.pair = pair;
        }
    }

    /**
     * A combining allocator as the engine hands it out: behind the door, its numbers mapped to the region's ids. The
     * generator of one (key, sub-key); strict daily's period rows are served by the same ({@link #generator}).
     */
    private static final class Generator extends GuardedGenerator implements OrderedIdGenerator {
        private final OrderedAllocator allocator;
        private final Region region;

        Generator(Door door, OrderedAllocator allocator, Region region) {
            this(door, NAME + ":" + allocator.key() + "/" + allocator.subKey(),
                    "slow-ordered key '" + allocator.key() + "' sub-key '" + allocator.subKey() + "'", allocator, region);
        }

        Generator(Door door, String name, String what, OrderedAllocator allocator, Region region) {
            super(door, name, what);
            this.allocator = allocator;
            this.region = region;
        }

        /** With one region {@link Region#id} is the identity; a round trip per call, so no hot path to spare a call. */
        @Override
        protected long take() {
            return region.id(allocator.nextId(), what);
        }

        @Override
        protected long[] take(int count) {
            return region.ids(allocator.nextIds(count), what);
        }

        @Override
        public String key() {
            return allocator.key();
        }

        @Override
        public String subKey() {
            return allocator.subKey();
        }

        @Override
        public OrderedStats stats() {
            return allocator.stats();
        }

        @Override
        public String toString() {
            return allocator.toString();
        }
    }

    /** {@code allocator} behind {@code door}, as the engine hands it out (for tests of the allocator alone). */
    static OrderedIdGenerator behindDoor(Door door, OrderedAllocator allocator) {
        return new Generator(door, allocator, Region.alone());
    }

    /**
     * {@code allocator} behind {@code door} under {@code name} (for plugins and metrics), its numbers mapped to
     * {@code region}'s ids: with several regions the region's residue class (ordered within the region only).
     *
     * @param what the generator as messages name it
     */
    public static OrderedIdGenerator generator(Door door, String name, String what, OrderedAllocator allocator,
                                               Region region) {
        return new Generator(door, name, what, allocator, region);
    }

    private final JdbcAccess db;
    private final JdbcOrderedSource source;
    private final int maxInFlight;
    private final Region region;
    private final ConcurrentHashMap<Pair, Ref> cache = new ConcurrentHashMap<>();
    private final ReferenceQueue<Generator> collected = new ReferenceQueue<>();
    private volatile boolean schemaChecked;
    /** Columns declared ({@link #declareColumn}) per (key, sub-key), a {@code null} sub-key for all: the narrowest. */
    private final ConcurrentHashMap<Pair, Column> columns = new ConcurrentHashMap<>();
    private final double runwayWarningSeconds;

    private record Column(String name, long maxId) {
    }

    /** @param runwayWarningSeconds the horizon under which a (key, sub-key)'s runway is logged at WARN */
    public OrderedRuntime(Door door, JdbcAccess db, int shardCount, int maxInFlight, Region region,
                          double runwayWarningSeconds) {
        super(NAME, Keys.KEY_AND_SUB_KEY, door);
        this.db = db;
        this.source = new JdbcOrderedSource(db, shardCount);
        this.maxInFlight = maxInFlight;
        this.region = region;
        this.runwayWarningSeconds = runwayWarningSeconds;
    }

    /**
     * The generator of {@code (key, subKey)}. The first call of an engine checks the schema (reads
     * only); nothing is written until the first id is asked for.
     *
     * @throws dev.idgen.SchemaMissingException when the slow-ordered tables are missing
     * @throws dev.idgen.IdGenConfigurationException when the schema's shard count or hash is not the engine's
     */
    @Override
    public OrderedIdGenerator open(String key, String subKey) {
        String what = "slow-ordered key '" + key + "' sub-key '" + subKey + "'";
        context.checkOpen(what);
        Pair pair = new Pair(key, subKey);
        Ref ref = cache.get(pair);
        Generator existing = ref == null ? null : ref.get();
        if (existing != null) {
            return existing;
        }
        checkSchemaOnce(what);
        context.admitKey(NAME, key); // keys, not sub-keys: a sub-key's generator goes when no longer referenced
        expungeCollected();
        Generator[] result = new Generator[1];
        cache.compute(pair, (p, old) -> {
            Generator live = old == null ? null : old.get();
            if (live != null) {
                result[0] = live;
                return old;
            }
            OrderedAllocator allocator = new OrderedAllocator(key, subKey, source, context, maxInFlight);
            allocator.runwayWarningSeconds(runwayWarningSeconds);
            limit(allocator, columns.get(new Pair(key, null)));
            limit(allocator, columns.get(p));
            if (region.isShared()) {
                allocator.limitTo(region.localAtOrBelow(Long.MAX_VALUE), Long.MAX_VALUE, null);
            }
            result[0] = new Generator(door, allocator, region);
            return new Ref(result[0], p, collected);
        });
        return result[0];
    }

    /**
     * The first use of the strategy checks the schema (reads only): missing tables are a
     * {@link dev.idgen.SchemaMissingException} naming what creates them, not a failed statement later.
     */
    private void checkSchemaOnce(String what) {
        if (!schemaChecked) {
            context.callOnExecutorRetrying(what, () -> db.withConnection(c -> {
                source.checkSchema(c);
                return null;
            }));
            schemaChecked = true;
        }
    }

    @Override
    public List<OrderedStats> stats() {
        List<OrderedStats> out = new ArrayList<>();
        cache.values().forEach(ref -> {
            Generator g = ref.get();
            if (g != null) {
                out.add(g.stats());
            }
        });
        return out;
    }

    /** One more than the row's number: slow-ordered holds no ids in memory. */
    @Override
    public OptionalLong nextIdFloor(String key, String subKey) {
        String what = "slow-ordered key '" + key + "' sub-key '" + subKey + "'";
        checkSchemaOnce(what);
        OptionalLong last = context.callOnExecutor(what, () -> source.last(key, subKey));
        return OptionalLong.of(region.floorId(last.orElse(0) + 1));
    }

    /** Raises the row's number to {@code value} (creating it): the next id is above it, on every node. */
    @Override
    public void moveAbove(String key, String subKey, long value) {
        String what = "slow-ordered key '" + key + "' sub-key '" + subKey + "'";
        if (value < 0 || value == Long.MAX_VALUE) {
            throw new InvalidIdRequestException(what + ": cannot move above " + value + "; expected 0 to " + (Long.MAX_VALUE - 1));
        }
        checkSchemaOnce(what);
        long local = region.localAtOrBelow(value); // the row's next number maps above value
        context.callOnExecutor(what, () -> {
            source.raiseOrCreate(key, subKey, local);
            return null;
        });
    }

    /**
     * Declares that {@code key}'s ids ({@code subKey}'s, or every sub-key's when {@code null}) go into
     * {@code column}, holding ids up to {@code maxId}: the runway counts up to it and a round trip past it is
     * refused. Slow-ordered reserves no ranges, so nothing is capped. At once for generators already served.
     */
    @Override
    public void declareColumn(String key, String subKey, String column, long maxId) {
        Pair pair = new Pair(key, subKey);
        Column narrowest = columns.merge(pair, new Column(column, maxId), (a, b) -> b.maxId() < a.maxId() ? b : a);
        cache.forEach((p, ref) -> {
            Generator g = ref.get();
            if (g != null && p.key().equals(key) && (subKey == null || p.subKey().equals(subKey))) {
                limit(g.allocator, narrowest);
            }
        });
    }

    private void limit(OrderedAllocator allocator, Column column) {
        if (column != null) {
            allocator.limitTo(region.localAtOrBelow(column.maxId()), column.maxId(), column.name());
        }
    }

    /** Raises every (key, sub-key) this engine served and still holds to its high-water mark (after a failover). */
    @Override
    public void reassert(java.sql.Connection c) throws java.sql.SQLException {
        for (Ref ref : cache.values()) {
            Generator g = ref.get();
            if (g != null && g.allocator.highWater() > 0) {
                source.raise(c, g.allocator.key(), g.allocator.subKey(), g.allocator.highWater());
            }
        }
    }

    /** Wakes every waiting caller of every live generator. */
    @Override
    public void close() {
        cache.values().forEach(ref -> {
            Generator g = ref.get();
            if (g != null) {
                g.allocator.onEngineClosed();
            }
        });
    }

    private void expungeCollected() {
        for (Object r; (r = collected.poll()) != null; ) {
            Ref ref = (Ref) r;
            cache.remove(ref.pair, ref);
        }
    }
}
