package dev.idgen.jdbc.ordered;

import dev.idgen.jdbc.internal.JdbcAccess;

/** H2 2.x: one statement, {@code SELECT num FROM FINAL TABLE (UPDATE ..)}, in autocommit. */
final class H2OrderedSource extends JdbcOrderedSource {

    H2OrderedSource(JdbcAccess db, int shardCount) {
        super(db, shardCount, table -> "SELECT num FROM FINAL TABLE (UPDATE " + table
                + " SET num = num + ?, updated_at = CURRENT_TIMESTAMP WHERE biz_tag = ? AND sub_key = ?)");
    }
}
