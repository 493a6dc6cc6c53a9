package dev.idgen.jdbc.internal;

import java.sql.SQLException;

/**
 * The database side of the slow-ordered strategy: moves the counter of one (key, sub-key), nothing
 * else. {@link JdbcOrderedSource} does it over JDBC (every dialect); unit tests use an in-memory one.
 *
 * <p>Contract: {@link #add} is one atomic step on the row, committed before it returns; two calls,
 * from any node, are ordered by the database, and a call that starts after another returned gets a
 * larger value. A call that fails may or may not have moved the counter (the answer can be lost
 * after the commit): such ids are skipped, never handed out.
 */
interface OrderedSource {

    /**
     * Adds {@code count} to the counter of {@code (key, subKey)}, creating it at 0 on first use,
     * and returns the new value: the ids {@code value - count + 1 .. value} are now the caller's.
     *
     * @param count 1 or more
     * @throws dev.idgen.IdExhaustedException when the counter would pass {@code Long.MAX_VALUE}
     * @throws dev.idgen.SchemaMissingException when the shard table is missing
     * @throws SQLException on any other database failure; the caller may retry
     */
    long add(String key, String subKey, long count) throws SQLException;

    /** Where the counter of {@code (key, subKey)} lives, for messages and statistics, e.g. a table name. */
    String locate(String key, String subKey);
}
