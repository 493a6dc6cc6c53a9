package dev.idgen.jdbc.ordered;

import dev.idgen.jdbc.internal.JdbcAccess;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;

/** H2 2.x: one statement, {@code SELECT num FROM FINAL TABLE (UPDATE ..)}, in autocommit. */
final class H2OrderedSource extends JdbcOrderedSource {

    H2OrderedSource(JdbcAccess db, int shardCount) {
        super(db, shardCount, table -> "SELECT num FROM FINAL TABLE (UPDATE " + table
                + " SET num = num + ?, updated_at = CURRENT_TIMESTAMP WHERE biz_tag = ? AND sub_key = ?)");
    }

    @Override
    protected long addToRow(Connection c, String sql, String key, String subKey, long count) throws SQLException {
        try (PreparedStatement ps = db.prepare(c, sql)) {
            ps.setLong(1, count);
            ps.setString(2, key);
            ps.setString(3, subKey);
            try (ResultSet rs = ps.executeQuery()) {
                return rs.next() ? rs.getLong(1) : NO_ROW;
            }
        }
    }
}
