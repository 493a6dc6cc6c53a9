package dev.idgen.jdbc.internal;

import dev.idgen.Dialect;

/** PostgreSQL: {@code UPDATE .. RETURNING}, one round trip in autocommit. */
final class PostgresDialect extends SqlDialect {

    @Override
    public Dialect dialect() {
        return Dialect.POSTGRESQL;
    }

    @Override
    public String currentTimestamp() {
        return "CURRENT_TIMESTAMP";
    }

    @Override
    public String epochMillis(String timestamp) {
        return "CAST(EXTRACT(EPOCH FROM " + timestamp + ") * 1000 AS BIGINT)";
    }

    @Override
    public String clockMillis() {
        return epochMillis("clock_timestamp()");
    }

    /** {@code pg_sequence_last_value} is null for a sequence never used; the adopter adds 1 either way. */
    @Override
    public String sequenceLastValue() {
        return "COALESCE(pg_sequence_last_value(CAST(? AS regclass)), 0)";
    }

    @Override
    protected String updateReturningSql(String table, String set, String where, String columns) {
        return "UPDATE " + table + " SET " + set + " WHERE " + where + " RETURNING " + columns;
    }
}
