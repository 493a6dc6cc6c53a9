package dev.idgen.jdbc.snowflake;

import dev.idgen.jdbc.internal.JdbcAccess;

/** MySQL / MariaDB: {@code UNIX_TIMESTAMP} of the current time with milliseconds, independent of the session time zone. */
final class MySqlWorkerLeaseSource extends JdbcWorkerLeaseSource {

    static final String NOW_MILLIS = "CAST(UNIX_TIMESTAMP(CURRENT_TIMESTAMP(3)) * 1000 AS SIGNED)";

    MySqlWorkerLeaseSource(JdbcAccess db) {
        super(db);
    }

    @Override
    protected String nowMillis() {
        return NOW_MILLIS;
    }
}
