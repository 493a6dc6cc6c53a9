package dev.idgen.jdbc.snowflake;

import dev.idgen.jdbc.internal.JdbcAccess;

/** PostgreSQL: the wall clock of the server at the moment of the statement ({@code clock_timestamp()}). */
final class PostgresWorkerLeaseSource extends JdbcWorkerLeaseSource {

    static final String NOW_MILLIS = "CAST(EXTRACT(EPOCH FROM clock_timestamp()) * 1000 AS BIGINT)";

    PostgresWorkerLeaseSource(JdbcAccess db) {
        super(db);
    }

    @Override
    protected String nowMillis() {
        return NOW_MILLIS;
    }
}
