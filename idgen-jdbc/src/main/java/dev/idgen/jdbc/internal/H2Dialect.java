package dev.idgen.jdbc.internal;

import dev.idgen.Dialect;
import java.sql.SQLException;

/** H2 2.x: {@code SELECT .. FROM FINAL TABLE (UPDATE ..)}, one statement in autocommit. */
final class H2Dialect extends SqlDialect {

    @Override
    public Dialect dialect() {
        return Dialect.H2;
    }

    @Override
    public String currentTimestamp() {
        return "CURRENT_TIMESTAMP";
    }

    @Override
    public String epochMillis(String timestamp) {
        return "CAST(FLOOR(EXTRACT(EPOCH FROM " + timestamp + ") * 1000) AS BIGINT)";
    }

    @Override
    public String clockMillis() {
        return epochMillis("CURRENT_TIMESTAMP");
    }

    @Override
    protected String updateReturningSql(String table, String set, String where, String columns) {
        return "SELECT " + columns + " FROM FINAL TABLE (UPDATE " + table + " SET " + set + " WHERE " + where + ")";
    }

    /** Also H2's vendor codes 42102-42104 (table not found, also "this database is empty") and 42122 (column). */
    @Override
    public boolean isMissingObject(SQLException e) {
        if (super.isMissingObject(e)) {
            return true;
        }
        String s = e.getSQLState();
        int code = e.getErrorCode();
        return s != null && s.startsWith("42") && (code == 42102 || code == 42103 || code == 42104 || code == 42122);
    }

    /**
     * Also H2's lock timeout (error code 50200, "Timeout trying to lock table"): H2 reports two transactions that
     * wait for each other's uncommitted insert of a key (two first document numbers of two new series, taken in
     * opposite orders) as a lock timeout, not as a deadlock; either way the database chose the caller's transaction.
     */
    @Override
    public boolean isRetryableConflict(SQLException e) {
        return super.isRetryableConflict(e) || e.getErrorCode() == 50200;
    }
}
