package dev.idgen.jdbc.segment;

import dev.idgen.jdbc.internal.JdbcAccess;
import java.sql.Connection;
import java.sql.SQLException;

/** PostgreSQL: one round trip, {@code UPDATE .. RETURNING}, in autocommit. */
final class PostgresSegmentSource extends JdbcSegmentSource {

    private static final String BY_ROW_STEP = "UPDATE " + TABLE
            + " SET max_id = max_id + step, updated_at = CURRENT_TIMESTAMP WHERE biz_tag = ?"
            + " RETURNING max_id, step, min_step, max_step";
    private static final String BY_STEP = "UPDATE " + TABLE
            + " SET max_id = max_id + ?, updated_at = CURRENT_TIMESTAMP WHERE biz_tag = ?"
            + " RETURNING max_id, step, min_step, max_step";

    PostgresSegmentSource(JdbcAccess db, boolean strict, int defaultStep) {
        super(db, strict, defaultStep);
    }

    @Override
    protected SegmentReservation reserveRow(Connection c, String key, int step) throws SQLException {
        return singleStatement(c, BY_ROW_STEP, BY_STEP, key, step);
    }
}
