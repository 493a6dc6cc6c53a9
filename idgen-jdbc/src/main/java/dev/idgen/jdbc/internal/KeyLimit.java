package dev.idgen.jdbc.internal;

import dev.idgen.InvalidIdRequestException;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The most keys one engine serves: every key it opens a generator for (segment and daily keys,
 * snowflake namespaces, slow-ordered keys, keys of user strategies) holds memory for as long as the
 * engine lives — a generator, its buffer, its counters — so a key made up per request (an order id,
 * a user name) would grow the engine without end. Past the limit a new key is refused, naming it and
 * the limit; keys already served go on. Slow-ordered sub-keys are not counted: they are data (a
 * sub-key per chat room), and their generators are dropped when no longer referenced.
 *
 * <p>Thread-safe; the check is one set lookup, made only when a generator is created.
 */
final class KeyLimit {

    private final int max;
    private final Set<String> admitted = ConcurrentHashMap.newKeySet();

    public KeyLimit(int max) {
        this.max = max;
    }

    /** The limit. */
    public int max() {
        return max;
    }

    /**
     * Counts {@code key} of {@code strategy} (again: no change).
     *
     * @throws InvalidIdRequestException when it would be one key more than the limit
     */
    public void admit(String engine, String strategy, String key) {
        String name = strategy + ":" + key;
        if (admitted.contains(name)) {
            return;
        }
        synchronized (this) {
            if (admitted.size() >= max && !admitted.contains(name)) {
                throw new InvalidIdRequestException(strategy + " key '" + key + "' would be key " + (max + 1) + " of engine '"
                        + engine + "', which serves at most " + max + " keys (maxKeys): every key holds memory for the "
                        + "engine's life. Keys name kinds of ids (order, invoice), not single entities; for one sequence "
                        + "per entity use a slow-ordered sub-key (engine.slowOrdered(key, subKey)), or raise maxKeys");
            }
            admitted.add(name);
        }
    }
}
