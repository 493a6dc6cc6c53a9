package dev.idgen.jdbc.segment;

import dev.idgen.jdbc.internal.JdbcAccess;
import java.sql.Connection;
import java.sql.SQLException;

/** H2 2.x: one statement, {@code SELECT .. FROM FINAL TABLE (UPDATE ..)}, in autocommit. */
final class H2SegmentSource extends JdbcSegmentSource {

    private static final String BY_ROW_STEP = "SELECT max_id, step, min_step, max_step FROM FINAL TABLE (UPDATE " + TABLE
            + " SET max_id = max_id + step, updated_at = CURRENT_TIMESTAMP WHERE biz_tag = ?)";
    private static final String BY_STEP = "SELECT max_id, step, min_step, max_step FROM FINAL TABLE (UPDATE " + TABLE
            + " SET max_id = max_id + ?, updated_at = CURRENT_TIMESTAMP WHERE biz_tag = ?)";

    H2SegmentSource(JdbcAccess db, boolean strict, int defaultStep) {
        super(db, strict, defaultStep);
    }

    @Override
    protected SegmentReservation reserveRow(Connection c, String key, int step) throws SQLException {
        return singleStatement(c, BY_ROW_STEP, BY_STEP, key, step);
    }
}
