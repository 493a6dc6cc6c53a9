package dev.idgen.jdbc.internal;

import java.sql.SQLException;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.LongAdder;
import java.util.function.Predicate;

/**
 * The engine-wide count of conflicts idgen's own statements met and retried within the caller's bound, per strategy:
 * failures the dialect calls a retryable conflict ({@link SqlDialect#isRetryableConflict}: SQLState 40001 or 40P01,
 * MySQL/MariaDB error 1213 — which is how a Galera certification conflict surfaces —, H2's deadlock and lock timeout).
 * Counted where a strategy decides to attempt again: a segment or daily range reservation, a slow-ordered or strict
 * daily round trip, a snowflake lease claim or renewal. A document number's conflict is the caller's transaction's
 * and is not retried by idgen ({@code DocumentConflictException}), so it is not counted here.
 *
 * <p>Bounded: one counter per strategy name (the engine's strategies are a fixed table), never per key or sub-key.
 * Internal.
 */
final class RetriedConflicts {

    private final Predicate<SQLException> isConflict;
    private final ConcurrentHashMap<String, LongAdder> byStrategy = new ConcurrentHashMap<>();

    /** @param isConflict the dialect's rule ({@link SqlDialect#isRetryableConflict}) */
    public RetriedConflicts(Predicate<SQLException> isConflict) {
        this.isConflict = isConflict;
    }

    /**
     * Counts {@code failure} for {@code strategy} when a cause of it is a retryable conflict; the generator name
     * form {@code <strategy>:<key>} is accepted and counted under its strategy.
     *
     * @return whether it was counted
     */
    public boolean record(String strategy, Throwable failure) {
        for (Throwable t = failure; t != null; t = t.getCause() == t ? null : t.getCause()) {
            if (t instanceof SQLException e && isConflict.test(e)) {
                byStrategy.computeIfAbsent(strategyOf(strategy), s -> new LongAdder()).increment();
                return true;
            }
        }
        return false;
    }

    /** How many conflicts {@code strategy}'s statements met and retried since the engine started. */
    public long count(String strategy) {
        LongAdder n = byStrategy.get(strategy);
        return n == null ? 0 : n.sum();
    }

    private static String strategyOf(String name) {
        int colon = name.indexOf(':');
        return colon < 0 ? name : name.substring(0, colon);
    }
}
