package dev.idgen.migrations.h2;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;
import org.h2.api.Trigger;

/**
 * Migration V13's guard on {@code idgen_document} on H2 ({@code BEFORE INSERT, UPDATE .. FOR EACH ROW}), the same
 * rules as the PostgreSQL and MySQL triggers of V13, with SQLState {@value GuardTrigger#SQL_STATE}:
 * <ul>
 *   <li>a row starts at its start: {@code last_number = start_number} on insert;</li>
 *   <li>{@code last_number} moves by exactly 0 or 1, unless {@code start_number} is raised in the same statement,
 *       and then to {@code GREATEST(last_number, start_number)} exactly (an adoption);</li>
 *   <li>{@code start_number} never decreases;</li>
 *   <li>an adopted start (a row inserted with {@code start_number > 0}, or {@code start_number} raised) only by an
 *       administrator or the owner of the table's schema: H2 has no column privileges, so this is where the runtime
 *       role, which creates series at 0 and moves them by +1, is told apart from idgen's admin path.</li>
 * </ul>
 * Invariant: it never changes a row and keeps only the column positions, read by name at creation.
 */
@SuppressWarnings("exports") // org.h2.api.Trigger: only H2 calls it, where H2 is
public final class DocumentStepsTrigger implements Trigger {

    private String schema;
    private final Map<String, Integer> position = new HashMap<>();

    /** H2 creates one per trigger, by the class name the H2 migration gives. */
    public DocumentStepsTrigger() {
    }

    @Override
    public void init(Connection conn, String schemaName, String triggerName, String tableName, boolean before, int type)
            throws SQLException {
        schema = schemaName;
        try (ResultSet rs = conn.getMetaData().getColumns(null, schemaName, tableName, null)) {
            while (rs.next()) {
                position.put(rs.getString("COLUMN_NAME").toLowerCase(Locale.ROOT), rs.getInt("ORDINAL_POSITION") - 1);
            }
        }
        for (String c : new String[] {"biz_tag", "sub_key", "serial_period", "serial_day", "last_number", "start_number"}) {
            if (!position.containsKey(c)) {
                throw new SQLException("trigger " + triggerName + ": table " + schemaName + "." + tableName + " has no "
                        + "column " + c + "; run IdGenMigrations.migrate(dataSource)");
            }
        }
    }

    @Override
    public void fire(Connection conn, Object[] oldRow, Object[] newRow) throws SQLException {
        if (newRow == null) {
            return; // a delete: V11's guard refuses it
        }
        long last = number(newRow, "last_number");
        long start = number(newRow, "start_number");
        if (oldRow == null) {
            if (last != start) {
                throw refusal(newRow, "a series starts at its start_number (last_number " + last + ", start_number "
                        + start + "); adopt existing numbers with 'idgen documents adopt'");
            }
            if (start > 0) {
                requireAdmin(conn, newRow, "a series created at start_number " + start);
            }
            return;
        }
        long oldLast = number(oldRow, "last_number");
        long oldStart = number(oldRow, "start_number");
        if (start < oldStart) {
            throw refusal(oldRow, "start_number may only grow (" + oldStart + " -> " + start + ")");
        }
        if (start == oldStart && last > oldLast + 1) {
            throw refusal(oldRow, "last_number moves by exactly 1 (" + oldLast + " -> " + last + "); a larger step "
                    + "leaves numbers no document holds");
        }
        if (start > oldStart) {
            if (last != Math.max(oldLast, start)) {
                throw refusal(oldRow, "an adopted start moves last_number to GREATEST(last_number, start_number) ("
                        + Math.max(oldLast, start) + "), not " + last);
            }
            requireAdmin(conn, oldRow, "start_number raised (" + oldStart + " -> " + start + ")");
        }
    }

    /** Refuses unless the session's user is an administrator or owns the table's schema. */
    private void requireAdmin(Connection conn, Object[] row, String what) throws SQLException {
        try (PreparedStatement ps = conn.prepareStatement("SELECT (SELECT IS_ADMIN FROM INFORMATION_SCHEMA.USERS WHERE "
                + "USER_NAME = CURRENT_USER) OR (SELECT SCHEMA_OWNER FROM INFORMATION_SCHEMA.SCHEMATA WHERE "
                + "SCHEMA_NAME = ?) = CURRENT_USER")) {
            ps.setString(1, schema);
            try (ResultSet rs = ps.executeQuery()) {
                if (rs.next() && rs.getBoolean(1)) {
                    return;
                }
            }
        }
        throw refusal(row, what + ": an adopted start is idgen's admin path ('idgen documents adopt', DocumentAdmin, "
                + "as the schema's owner), not the runtime role's, which starts a series at 0");
    }

    private SQLException refusal(Object[] row, String why) {
        return new SQLException("idgen_document '" + value(row, "biz_tag") + "' sub-key '" + value(row, "sub_key")
                + "' " + value(row, "serial_period") + " " + value(row, "serial_day") + ": " + why, GuardTrigger.SQL_STATE);
    }

    private Object value(Object[] row, String column) {
        return row[position.get(column)];
    }

    private long number(Object[] row, String column) {
        Object v = value(row, column);
        return v == null ? 0 : ((Number) v).longValue();
    }
}
