package dev.idgen.jdbc.internal;

import java.sql.Connection;
import java.sql.SQLException;

/**
 * Creates a series' row of {@code idgen_document} where its first number is taken: on the caller's connection,
 * inside the caller's transaction, at 0 (every column but the key takes its default, so the runtime role needs
 * {@code INSERT} on the key columns only), with an insert that does nothing when the row exists (PostgreSQL
 * {@code ON CONFLICT DO NOTHING}, MySQL/MariaDB {@code INSERT IGNORE}, H2 a duplicate key undone alone).
 *
 * <p>Why not on idgen's own connection, committed, as before issue #39: a transaction-aware or single-connection
 * data source hands idgen the caller's own connection, and switching it to autocommit committed the caller's
 * business rows; with a plain pool it needed a second connection while the caller held one (a pool of one
 * failed). A row created in the caller's transaction and rolled back with it is created again by the next
 * transaction; concurrent first numbers wait for each other's insert like for the row lock they would wait for
 * anyway. A series that starts above 0 (numbers adopted from an existing table) is created by
 * {@code DocumentAdmin}, not here.
 */
final class SeriesRows {

    private static final String KEY_COLUMNS = "biz_tag, sub_key, serial_period, serial_day";

    private final JdbcAccess db;

    SeriesRows(JdbcAccess db) {
        this.db = db;
    }

    /** Creates {@code row} at 0 in the caller's transaction on {@code c}, unless it exists. */
    void create(Connection c, SeriesRow row, int timeoutSeconds) throws SQLException {
        db.sql().insertIfAbsentInTransaction(c, db.tables().document(), KEY_COLUMNS,
                new Object[] {row.key(), row.subKey(), row.period().name(), row.day()}, timeoutSeconds);
    }
}
