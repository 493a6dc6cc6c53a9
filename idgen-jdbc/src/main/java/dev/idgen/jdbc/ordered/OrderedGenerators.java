package dev.idgen.jdbc.ordered;

import dev.idgen.IdKeys;
import dev.idgen.jdbc.internal.EngineContext;
import dev.idgen.jdbc.internal.JdbcAccess;
import java.lang.ref.ReferenceQueue;
import java.lang.ref.WeakReference;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The slow-ordered generators of one engine, one per (key, sub-key), and the one-time check that
 * the schema's shard count and hash are the engine's.
 *
 * <p>Sub-keys are data (a chat room id, an account number), so an engine may meet millions of
 * them. The cache therefore holds its generators weakly: a generator nobody references is idle (a
 * caller inside {@code nextId} holds it, and so does a round trip in flight), has nothing in memory
 * that matters, and may be collected; asking again builds an equivalent one. While anyone holds a
 * generator, asking for the same (key, sub-key) returns that same instance.
 */
public final class OrderedGenerators {

    private record Pair(String key, String subKey) {
    }

    private static final class Ref extends WeakReference<OrderedAllocator> {
        final Pair pair;

        Ref(OrderedAllocator a, Pair pair, ReferenceQueue<OrderedAllocator> queue) {
            super(a, queue);
            this.pair = pair;
        }
    }

    private final EngineContext context;
    private final JdbcAccess db;
    private final JdbcOrderedSource source;
    private final long maxWaitNanos;
    private final int maxInFlight;
    private final ConcurrentHashMap<Pair, Ref> cache = new ConcurrentHashMap<>();
    private final ReferenceQueue<OrderedAllocator> collected = new ReferenceQueue<>();
    private volatile boolean schemaChecked;

    public OrderedGenerators(EngineContext context, JdbcAccess db, int shardCount, long maxWaitNanos, int maxInFlight) {
        this.context = context;
        this.db = db;
        this.source = JdbcOrderedSource.create(db, shardCount);
        this.maxWaitNanos = maxWaitNanos;
        this.maxInFlight = maxInFlight;
    }

    /**
     * The generator of {@code (key, subKey)}. The first call of an engine checks the schema (reads
     * only); nothing is written until the first id is asked for.
     *
     * @throws dev.idgen.InvalidIdRequestException when the key or sub-key breaks the key rule
     * @throws dev.idgen.SchemaMissingException when the slow-ordered tables are missing
     * @throws dev.idgen.IdGenConfigurationException when the schema's shard count or hash is not the engine's
     */
    public OrderedIdGenerator get(String key, String subKey) {
        IdKeys.check(key, "key");
        IdKeys.check(subKey, "sub-key");
        String what = "slow-ordered key '" + key + "' sub-key '" + subKey + "'";
        context.checkOpen(what);
        Pair pair = new Pair(key, subKey);
        Ref ref = cache.get(pair);
        OrderedAllocator existing = ref == null ? null : ref.get();
        if (existing != null) {
            return existing;
        }
        if (!schemaChecked) {
            context.callOnExecutor(what, () -> db.withConnection(c -> {
                source.checkSchema(c);
                return null;
            }), maxWaitNanos);
            schemaChecked = true;
        }
        expungeCollected();
        OrderedAllocator[] result = new OrderedAllocator[1];
        cache.compute(pair, (p, old) -> {
            OrderedAllocator live = old == null ? null : old.get();
            if (live != null) {
                result[0] = live;
                return old;
            }
            result[0] = new OrderedAllocator(key, subKey, source, context, maxWaitNanos, maxInFlight);
            return new Ref(result[0], p, collected);
        });
        return result[0];
    }

    /** Called by the engine on close: wakes every waiting caller of every live generator. */
    public void onEngineClosed() {
        cache.values().forEach(ref -> {
            OrderedAllocator a = ref.get();
            if (a != null) {
                a.onEngineClosed();
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
