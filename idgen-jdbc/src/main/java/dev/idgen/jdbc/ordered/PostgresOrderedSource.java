package dev.idgen.jdbc.ordered;

import dev.idgen.jdbc.internal.JdbcAccess;

/** PostgreSQL: one round trip, {@code UPDATE .. SET num = num + ? .. RETURNING num}, in autocommit. */
final class PostgresOrderedSource extends JdbcOrderedSource {

    PostgresOrderedSource(JdbcAccess db, int shardCount) {
        super(db, shardCount, table -> "UPDATE " + table + " SET num = num + ?, updated_at = CURRENT_TIMESTAMP"
                + " WHERE biz_tag = ? AND sub_key = ? RETURNING num");
    }
}
