package dev.idgen.jdbc.internal;

import java.sql.SQLException;
import java.util.OptionalLong;

/**
 * The database side of the segment strategy, as one allocator sees it: reserves ranges, nothing
 * else. {@link JdbcSegmentSource} does it over JDBC (every dialect); unit tests use an in-memory one.
 *
 * <p>Contract: a range returned by {@link #reserve} has been committed before the call returns,
 * and no two calls, from any node, ever return overlapping ranges for the same key.
 */
interface SegmentSource {

    /**
     * Reserves the next range of {@code key}.
     *
     * @param step how many ids to reserve, or {@code 0} for the key's own configured step
     * @throws dev.idgen.UnknownKeyException when the key does not exist and may not be created
     * @throws dev.idgen.IdExhaustedException when the range would pass {@code Long.MAX_VALUE}
     * @throws dev.idgen.SchemaMissingException when the table is missing
     * @throws SQLException on any other database failure; the caller may retry
     */
    SegmentReservation reserve(String key, int step) throws SQLException;

    /** Whether {@code key} is registered. */
    boolean exists(String key) throws SQLException;

    /**
     * Where the next range of {@code key} starts, or empty when the source cannot say (the row does
     * not exist yet, or a source that keeps no such row): read once, before the first range of a key
     * whose id column is known, so that range is capped by what the column has left.
     */
    default OptionalLong next(String key) throws SQLException {
        return OptionalLong.empty();
    }
}
