package dev.idgen.jdbc.snowflake;

import dev.idgen.jdbc.internal.JdbcAccess;

/** H2: seconds since 1970 of {@code CURRENT_TIMESTAMP} (time zone aware), in milliseconds. */
final class H2WorkerLeaseSource extends JdbcWorkerLeaseSource {

    static final String NOW_MILLIS = "CAST(EXTRACT(EPOCH FROM CURRENT_TIMESTAMP) * 1000 AS BIGINT)";

    H2WorkerLeaseSource(JdbcAccess db) {
        super(db);
    }

    @Override
    protected String nowMillis() {
        return NOW_MILLIS;
    }
}
