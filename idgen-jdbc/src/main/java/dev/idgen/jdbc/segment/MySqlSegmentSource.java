package dev.idgen.jdbc.segment;

import dev.idgen.jdbc.internal.JdbcAccess;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;

/**
 * MySQL / MariaDB: no {@code UPDATE .. RETURNING}, so one short transaction: the update takes the
 * row lock, a locking read returns the new {@code max_id} while no other node can move it, commit.
 * The range is used only after the commit returned.
 */
final class MySqlSegmentSource extends JdbcSegmentSource {

    private static final String BY_ROW_STEP = "UPDATE " + TABLE
            + " SET max_id = max_id + step, updated_at = CURRENT_TIMESTAMP(3) WHERE biz_tag = ?";
    private static final String BY_STEP = "UPDATE " + TABLE
            + " SET max_id = max_id + ?, updated_at = CURRENT_TIMESTAMP(3) WHERE biz_tag = ?";
    private static final String READ_BACK = "SELECT max_id, step, min_step, max_step FROM " + TABLE
            + " WHERE biz_tag = ? FOR UPDATE";

    MySqlSegmentSource(JdbcAccess db, boolean strict, int defaultStep) {
        super(db, strict, defaultStep);
    }

    @Override
    protected SegmentReservation reserveRow(Connection c, String key, int step) throws SQLException {
        return JdbcAccess.inTransaction(c, tx -> updateAndReadBack(tx, key, step));
    }

    private SegmentReservation updateAndReadBack(Connection c, String key, int step) throws SQLException {
        int updated;
        try (PreparedStatement ps = db.prepare(c, step == 0 ? BY_ROW_STEP : BY_STEP)) {
            int i = 1;
            if (step != 0) {
                ps.setLong(i++, step);
            }
            ps.setString(i, key);
            updated = ps.executeUpdate();
        }
        if (updated == 0) {
            return null;
        }
        try (PreparedStatement ps = db.prepare(c, READ_BACK)) {
            ps.setString(1, key);
            try (ResultSet rs = ps.executeQuery()) {
                if (!rs.next()) {
                    throw new SQLException("row of key '" + key + "' disappeared inside its own transaction");
                }
                return fromRow(rs, step);
            }
        }
    }
}
