package dev.idgen.jdbc.internal.document;

import dev.idgen.IdSourceUnavailableException;
import dev.idgen.jdbc.internal.JdbcAccess;
import java.sql.SQLException;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The rows of {@code idgen_document} this node knows exist: a series' row is created here, on idgen's own
 * connection, committed with last_number 0 (no number taken), the first time the node meets the series and
 * period, so the caller's transaction only ever raises a row.
 */
final class SeriesRows {

    private final JdbcAccess db;
    /** Rows known to exist (created here or found), so a row is inserted once per node and period. */
    private final Map<SeriesRow, Boolean> rows = new ConcurrentHashMap<>();

    SeriesRows(JdbcAccess db) {
        this.db = db;
    }

    /** Forgets that {@code row} exists: it was not found. */
    void forget(SeriesRow row) {
        rows.remove(row);
    }

    /** Makes sure the series' row exists, committed with last_number 0, on idgen's own connection. */
    void ensureRow(SeriesRow row) {
        if (rows.containsKey(row)) {
            return;
        }
        String sql = "INSERT INTO " + db.tables().document() + " (biz_tag, sub_key, serial_period, serial_day, last_number)"
                + " VALUES (?, ?, ?, ?, 0)";
        try {
            db.withConnection(c -> {
                try (var ps = db.prepare(c, sql)) {
                    ps.setString(1, row.key());
                    ps.setString(2, row.subKey());
                    ps.setString(3, row.period().name());
                    ps.setObject(4, row.day());
                    ps.executeUpdate();
                } catch (SQLException e) {
                    if (!db.sql().isConstraintViolation(e)) { // another node, or this one earlier, created it
                        throw e;
                    }
                }
                return null;
            });
        } catch (SQLException e) {
            throw new IdSourceUnavailableException(row + ": cannot create the series' row in " + db.tables().document()
                    + ": " + e.getMessage() + (db.sql().isMissingObject(e) ? "; run IdGenMigrations.migrate(dataSource) "
                    + "(migration V11 creates it)" : ""), e);
        }
        if (rows.size() > 100_000) {
            rows.clear(); // a cache only: past periods are never asked again, and a row found again costs one INSERT
        }
        rows.put(row, Boolean.TRUE);
    }
}
