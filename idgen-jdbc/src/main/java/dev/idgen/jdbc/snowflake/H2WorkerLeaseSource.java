package dev.idgen.jdbc.snowflake;

import dev.idgen.jdbc.internal.JdbcAccess;

/** H2: seconds since 1970 of {@code CURRENT_TIMESTAMP} (time zone aware), in milliseconds. */
final class H2WorkerLeaseSource extends JdbcWorkerLeaseSource {

    H2WorkerLeaseSource(JdbcAccess db) {
        super(db);
    }

    @Override
    protected String nowMillis() {
        return "CAST(EXTRACT(EPOCH FROM CURRENT_TIMESTAMP) * 1000 AS BIGINT)";
    }
}
