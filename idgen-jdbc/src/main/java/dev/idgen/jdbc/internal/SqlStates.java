package dev.idgen.jdbc.internal;

import java.sql.SQLException;

/** SQLState classes idgen reacts to, across PostgreSQL, MySQL/MariaDB and H2. */
public final class SqlStates {

    private SqlStates() {
    }

    /** Numeric value out of range (22003), e.g. {@code max_id + step} past {@code Long.MAX_VALUE}. */
    public static boolean isOutOfRange(SQLException e) {
        return "22003".equals(e.getSQLState());
    }

    /** Integrity constraint violation (class 23), e.g. a key inserted concurrently by another node. */
    public static boolean isConstraintViolation(SQLException e) {
        String s = e.getSQLState();
        return s != null && s.startsWith("23");
    }

    /**
     * A missing table or column: PostgreSQL 42P01/42703, MySQL/MariaDB 42S02/42S22, H2 42S02/42S22
     * and its vendor codes 42102-42104 (table not found, also "this database is empty") and 42122.
     */
    public static boolean isMissingObject(SQLException e) {
        String s = e.getSQLState();
        if (s == null) {
            return false;
        }
        switch (s) {
            case "42P01":
            case "42703":
            case "42S02":
            case "42S04":
            case "42S22":
                return true;
            default:
                int code = e.getErrorCode();
                return s.startsWith("42") && (code == 42102 || code == 42103 || code == 42104 || code == 42122);
        }
    }
}
