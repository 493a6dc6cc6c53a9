package dev.idgen.migrations.h2;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;
import org.h2.api.Trigger;

/**
 * The guard on idgen's counter tables on H2, where triggers are Java classes: migration V9 (and V10
 * for the slow-ordered tables) declares it {@code BEFORE UPDATE, DELETE .. FOR EACH ROW} on each of
 * them. It refuses, with SQLState {@value #SQL_STATE} and a message naming the table, the key, the old
 * and the new value:
 * <ul>
 *   <li>a lower counter: {@code max_id} of {@code idgen_segment} and {@code idgen_daily}, {@code num}
 *       of {@code idgen_ordered_NN}, {@code last_number} of {@code idgen_document} (V11), {@code last_timestamp} of {@code idgen_worker}, and
 *       {@code id_floor}, {@code recoveries}, {@code recovered_at}, {@code timestamp_floor} (V14) of
 *       {@code idgen_epoch};</li>
 *   <li>a changed key column ({@code biz_tag}, {@code sub_key}; a document series' period and day; a worker's namespace, datacenter and
 *       worker id): the old key created again would start at 1;</li>
 *   <li>any {@code DELETE}: a row created again starts at 1;</li>
 *   <li>any {@code UPDATE} of {@code idgen_region} (V12): a database's region is recorded once;</li>
 *   <li>a refused epoch set to {@code 'serving'} without {@code recoveries = recoveries + 1} and, from V14, a
 *       higher {@code id_floor} in the same statement (only the recovery does that: it raises the floor by its
 *       margin).</li>
 * </ul>
 * Invariant: it never changes a row and keeps no state but the column positions read at creation,
 * looked up by name, so columns other migrations add (before or after it) do not disturb it. idgen's own
 * statements only add or raise with {@code GREATEST}, so they never meet it. The same rules as the
 * PostgreSQL and MySQL triggers of V9/V10.
 */
@SuppressWarnings("exports") // org.h2.api.Trigger: only H2 calls it, where H2 is
public final class GuardTrigger implements Trigger {

    /** The SQLState of a refusal, as on PostgreSQL. */
    public static final String SQL_STATE = "IG001";

    private static final String MOVE = " To move a key forward use 'idgen keys move'; after a restore or failover use"
            + " 'idgen failover recover'.";

    private String table;
    private String[] keyColumns;
    private String[] growing;
    private final Map<String, Integer> position = new HashMap<>();
    /** Positions of the key and growing columns, for the check every UPDATE passes through; null on the rare tables. */
    private int[] keyAt;
    private int[] growingAt;

    /** H2 creates one per trigger, by the class name the H2 migration gives. */
    public GuardTrigger() {
    }

    @Override
    public void init(Connection conn, String schemaName, String triggerName, String tableName, boolean before, int type)
            throws SQLException {
        table = tableName.toLowerCase(Locale.ROOT);
        if (table.equals("idgen_segment") || table.equals("idgen_daily")) {
            keyColumns = new String[] {"biz_tag"};
            growing = new String[] {"max_id"};
        } else if (table.matches("idgen_ordered_\\d\\d")) {
            keyColumns = new String[] {"biz_tag", "sub_key"};
            growing = new String[] {"num"};
        } else if (table.equals("idgen_document")) {
            keyColumns = new String[] {"biz_tag", "sub_key", "serial_period", "serial_day"};
            growing = new String[] {"last_number"};
        } else if (table.equals("idgen_region")) { // V12: one row, recorded once, never changed
            keyColumns = new String[] {"id", "region_index", "region_count"};
            growing = new String[0];
        } else if (table.equals("idgen_worker")) {
            keyColumns = new String[] {"namespace", "datacenter_id", "worker_id"};
            growing = new String[] {"last_timestamp"};
        } else if (table.equals("idgen_epoch")) {
            keyColumns = new String[] {"id"};
            growing = new String[] {"id_floor", "recoveries", "recovered_at", "timestamp_floor"}; // V14: timestamp_floor
        } else {
            throw new SQLException("trigger " + triggerName + ": " + GuardTrigger.class.getName() + " guards idgen's "
                    + "counter tables only, not " + tableName);
        }
        try (ResultSet rs = conn.getMetaData().getColumns(null, schemaName, tableName, null)) {
            while (rs.next()) {
                position.put(rs.getString("COLUMN_NAME").toLowerCase(Locale.ROOT), rs.getInt("ORDINAL_POSITION") - 1);
            }
        }
        for (String c : concat(keyColumns, growing, table.equals("idgen_epoch") ? new String[] {"state", "reason"} : new String[0])) {
            if (!position.containsKey(c)) {
                throw new SQLException("trigger " + triggerName + ": table " + schemaName + "." + tableName + " has no column "
                        + c + "; run IdGenMigrations.migrate(dataSource)");
            }
        }
        if (!table.equals("idgen_region") && !table.equals("idgen_epoch")) {
            keyAt = java.util.Arrays.stream(keyColumns).mapToInt(position::get).toArray();
            growingAt = java.util.Arrays.stream(growing).mapToInt(position::get).toArray();
        }
    }

    /**
     * H2's equivalent of PostgreSQL's {@code WHEN} clause (migration V15): on the counter tables an UPDATE that
     * keeps the key and lowers nothing, which is every statement idgen sends, is let through by a few
     * comparisons, without the lookups and the message the refusals below build.
     */
    private boolean harmless(Object[] oldRow, Object[] newRow) {
        if (keyAt == null) {
            return false;
        }
        for (int i : keyAt) {
            if (!java.util.Objects.equals(oldRow[i], newRow[i])) {
                return false;
            }
        }
        for (int i : growingAt) {
            if (((Number) newRow[i]).longValue() < ((Number) oldRow[i]).longValue()) {
                return false;
            }
        }
        return true;
    }

    @Override
    public void fire(Connection conn, Object[] oldRow, Object[] newRow) throws SQLException {
        if (oldRow == null) {
            return; // an insert: a new row may start where it likes (above the floor: the engine's business)
        }
        if (newRow != null && harmless(oldRow, newRow)) {
            return;
        }
        if (table.equals("idgen_region")) {
            throw refusal("idgen_region: the region of a database is recorded once and never " + (newRow == null
                    ? "deleted" : "changed") + " (region " + value(oldRow, "region_index") + " of "
                    + value(oldRow, "region_count") + "); another region or count would issue its ids again");
        }
        String row = table + " " + describe(oldRow);
        if (newRow == null) {
            throw refusal(row + ": rows are never deleted (" + values(oldRow) + "); a row created again would start at 1"
                    + " and hand out ids again.");
        }
        for (String c : keyColumns) {
            if (!java.util.Objects.equals(oldRow[position.get(c)], newRow[position.get(c)])) {
                throw refusal(row + ": a key is never renamed (to " + describe(newRow) + "); the old one created again"
                        + " would start at 1 and hand out ids again.");
            }
        }
        if (table.equals("idgen_epoch") && "refused".equals(value(oldRow, "state")) && "serving".equals(value(newRow, "state"))
                && number(newRow, "recoveries") != number(oldRow, "recoveries") + 1) {
            throw refusal(row + ": a refused epoch serves again only through the recovery, which counts itself in the"
                    + " same statement (recoveries " + number(oldRow, "recoveries") + " -> " + (number(oldRow, "recoveries") + 1)
                    + ", was " + number(newRow, "recoveries") + "); use 'idgen failover recover'. Refused because: "
                    + value(oldRow, "reason"));
        }
        if (table.equals("idgen_epoch") && "refused".equals(value(oldRow, "state")) && "serving".equals(value(newRow, "state"))
                && number(newRow, "id_floor") <= number(oldRow, "id_floor")) {
            // V14: counting a recovery is not doing one; the recovery raises the floor by its margin in the same statement
            throw refusal(row + ": a refused epoch serves again only through the recovery, which raises id_floor by its"
                    + " margin in the same statement (id_floor " + number(oldRow, "id_floor") + " -> "
                    + number(newRow, "id_floor") + "); use 'idgen failover recover'. Refused because: "
                    + value(oldRow, "reason"));
        }
        for (String c : growing) {
            if (number(newRow, c) < number(oldRow, c)) {
                throw refusal(row + ": " + c + " may only grow (" + number(oldRow, c) + " -> " + number(newRow, c)
                        + "); lowering it would hand out ids again." + MOVE);
            }
        }
    }

    private static SQLException refusal(String message) {
        return new SQLException(message, SQL_STATE);
    }

    /** The row's key as the messages of the other databases name it: {@code 'order'}, {@code 'chat' sub-key 'room-1'}. */
    private String describe(Object[] row) {
        switch (keyColumns.length) {
            case 1:
                return table.equals("idgen_epoch") ? "row " + value(row, "id") : "'" + value(row, "biz_tag") + "'";
            case 2:
                return "'" + value(row, "biz_tag") + "' sub-key '" + value(row, "sub_key") + "'";
            case 4: // a document series: key, sub-key, period and its first day
                return "'" + value(row, "biz_tag") + "' sub-key '" + value(row, "sub_key") + "' " + value(row, "serial_period")
                        + " " + value(row, "serial_day");
            default:
                return "'" + value(row, "namespace") + "' datacenter " + value(row, "datacenter_id") + " worker "
                        + value(row, "worker_id");
        }
    }

    private String values(Object[] row) {
        StringBuilder b = new StringBuilder();
        for (String c : growing) {
            b.append(b.length() == 0 ? "" : ", ").append(c).append(' ').append(value(row, c));
        }
        return b.toString();
    }

    private Object value(Object[] row, String column) {
        return row[position.get(column)];
    }

    private long number(Object[] row, String column) {
        return ((Number) value(row, column)).longValue();
    }

    private static String[] concat(String[]... parts) {
        return java.util.Arrays.stream(parts).flatMap(java.util.Arrays::stream).toArray(String[]::new);
    }
}
