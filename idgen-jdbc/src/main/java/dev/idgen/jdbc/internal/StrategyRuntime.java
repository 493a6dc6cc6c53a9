package dev.idgen.jdbc.internal;

import dev.idgen.IdGenConfigurationException;
import dev.idgen.IdGenerator;
import dev.idgen.jdbc.GeneratorStats;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.List;
import java.util.OptionalLong;

/**
 * One strategy inside an engine: the engine is a façade over a table of these, one per strategy
 * (built-in or registered), and switches on none of them. A runtime opens the generators of its
 * strategy, checks the tables it needs, reports statistics and closes.
 *
 * <p>Adding a strategy is one runtime, one options group and one entry in the engine's table.
 */
public interface StrategyRuntime {

    /** What a strategy's generators are chosen by. */
    enum Keys {
        /** A key (segment, daily, strategies of one's own). */
        KEY("key"),
        /** A key and a sub-key (slow-ordered). */
        KEY_AND_SUB_KEY("key"),
        /** A namespace (snowflake): the key argument names it. */
        NAMESPACE("namespace");

        private final String keyWord;

        Keys(String keyWord) {
            this.keyWord = keyWord;
        }

        /** How messages call the first argument: {@code key} or {@code namespace}. */
        public String keyWord() {
            return keyWord;
        }
    }

    /** The name users write, in the engine's spelling: {@code segment}, {@code slow-ordered}, ... */
    String name();

    /** What the generators are chosen by. */
    Keys keys();

    /**
     * The generator of {@code key} (and {@code subKey} for {@link Keys#KEY_AND_SUB_KEY}, else
     * {@code null}), behind the engine's door; the same one while the strategy caches it. Arguments
     * are already checked against the key rule.
     */
    IdGenerator open(String key, String subKey);

    /**
     * Checks at start-up, on one connection, the tables this strategy always needs; reads only.
     * Strategies whose tables are needed only by some applications check them when first used.
     */
    default void checkSchema(Connection c) throws SQLException {
    }

    /**
     * After a failover, on {@code c} inside a transaction: raise every row this runtime served to
     * this node's high-water mark ({@code GREATEST}, never down), so nothing the database hands out
     * from now on is below what this node already handed out. Nothing by default.
     */
    default void reassert(Connection c) throws SQLException {
    }

    /**
     * The smallest id the generator of {@code key} ({@code subKey}) may hand out from now on, on any
     * node: every later id is at least this. Empty when the strategy cannot say (strategies of
     * one's own). May read the database (on the engine's executor) and wait for a range being
     * reserved. For start-up checks against rows that were written without idgen.
     */
    default OptionalLong nextIdFloor(String key, String subKey) {
        return OptionalLong.empty();
    }

    /**
     * Makes every id handed out for {@code key} ({@code subKey}) from now on greater than
     * {@code value}, durably and never backwards: adopting rows written without idgen.
     *
     * @throws IdGenConfigurationException when the strategy cannot (its ids follow the clock, or it
     *         is not the engine's own)
     */
    default void moveAbove(String key, String subKey, long value) {
        throw new IdGenConfigurationException("strategy '" + name() + "' cannot be moved above " + value
                + ": its ids are not taken from a counter idgen keeps");
    }

    /**
     * Declares that {@code key}'s ids go into {@code column}, which holds ids up to {@code maxId}: a strategy
     * that reserves ranges caps them by what the column has left, so a restart burns little of it. Nothing by
     * default: a strategy that reserves no ranges (snowflake, strategies of one's own) throws nothing away at a
     * restart; slow-ordered caps nothing either, but counts its runway up to the column and refuses past it.
     */
    default void declareColumn(String key, String subKey, String column, long maxId) {
    }

    /** Statistics of every generator this runtime serves now. */
    List<? extends GeneratorStats> stats();

    /**
     * The engine is closing (it is already marked closed): wake every waiting caller with a clear
     * exception, stop issuing, give leases back. The engine's executor still runs.
     */
    void close();
}
