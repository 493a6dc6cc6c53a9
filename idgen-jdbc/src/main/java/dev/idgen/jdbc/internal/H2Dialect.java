package dev.idgen.jdbc.internal;

import dev.idgen.Dialect;
import java.sql.Connection;
import java.sql.SQLException;

/** H2 2.x: {@code SELECT .. FROM FINAL TABLE (UPDATE ..)}, one statement in autocommit. */
final class H2Dialect extends SqlDialect {

    @Override
    public Dialect dialect() {
        return Dialect.H2;
    }

    @Override
    public String clockMillis() {
        return epochMillis("CURRENT_TIMESTAMP");
    }

    @Override
    protected String updateReturningSql(String table, String set, String where, String columns) {
        return "SELECT " + columns + " FROM FINAL TABLE (UPDATE " + table + " SET " + set + " WHERE " + where + ")";
    }

    /** Only through H2's TCP or SSL server; {@code jdbc:h2:mem:} and {@code jdbc:h2:file:} run inside this JVM. */
    @Override
    public boolean overNetwork(java.sql.Connection c) throws SQLException {
        String url = c.getMetaData().getURL();
        return url == null || url.startsWith("jdbc:h2:tcp:") || url.startsWith("jdbc:h2:ssl:");
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

    /**
     * H2 2.x keeps {@code AUTO_INCREMENT}, {@code IDENTITY} and {@code SERIAL} as identity columns
     * ({@code IS_IDENTITY}); a sequence default reads {@code NEXT VALUE FOR ..}. Unquoted names are folded
     * to upper case by default and to lower case in some compatibility modes: matched case-insensitively,
     * the name as written first.
     */
    @Override
    public IdColumnDefault idColumnDefault(Connection c, String table, String column) throws SQLException {
        String sql = "SELECT IS_IDENTITY, IDENTITY_GENERATION, COLUMN_DEFAULT, TABLE_SCHEMA, TABLE_NAME, COLUMN_NAME "
                + "FROM INFORMATION_SCHEMA.COLUMNS "
                + "WHERE UPPER(TABLE_SCHEMA) = UPPER(COALESCE(?, CURRENT_SCHEMA)) AND UPPER(TABLE_NAME) = UPPER(?) "
                + "AND UPPER(COLUMN_NAME) = UPPER(?) "
                + "ORDER BY CASE WHEN TABLE_NAME = ? THEN 0 ELSE 1 END, CASE WHEN COLUMN_NAME = ? THEN 0 ELSE 1 END";
        return informationSchemaColumn(c, sql, table, column, (rs, schemaGiven) -> {
            String prefix = "ALTER TABLE " + (schemaGiven ? name(rs.getString(4)) + "." : "")
                    + name(rs.getString(5)) + " ALTER COLUMN " + name(rs.getString(6));
            return identityOrSequence(prefix, "YES".equalsIgnoreCase(rs.getString(1)) ? rs.getString(2) : null,
                    rs.getString(3));
        });
    }

    private static String name(String catalogName) {
        return sqlName(catalogName, catalogName.toUpperCase(java.util.Locale.ROOT), '"');
    }
}
