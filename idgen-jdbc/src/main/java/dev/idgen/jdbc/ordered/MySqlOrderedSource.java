package dev.idgen.jdbc.ordered;

import dev.idgen.jdbc.internal.JdbcAccess;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.concurrent.atomic.AtomicBoolean;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * MySQL / MariaDB: no {@code RETURNING} on {@code UPDATE}, so the {@code LAST_INSERT_ID(expr)}
 * trick: {@code UPDATE .. SET num = LAST_INSERT_ID(num + ?)} in autocommit (one atomic, committed
 * statement under the row lock) makes the new value this connection's last insert id. The server
 * sends it back in the statement's OK packet, which the MariaDB driver (3.x, verified on MariaDB)
 * exposes through {@link Statement#getGeneratedKeys()}: one round trip. A driver that exposes
 * nothing there costs a second round trip, {@code SELECT LAST_INSERT_ID()}, on the same connection.
 *
 * <p>The value is read only when the update changed exactly one row: otherwise the connection's
 * last insert id is whatever an earlier statement left, and must not be trusted.
 */
final class MySqlOrderedSource extends JdbcOrderedSource {

    private static final Logger log = LoggerFactory.getLogger(MySqlOrderedSource.class);
    private final AtomicBoolean fallbackLogged = new AtomicBoolean();

    MySqlOrderedSource(JdbcAccess db, int shardCount) {
        super(db, shardCount, table -> "UPDATE " + table + " SET num = LAST_INSERT_ID(num + ?),"
                + " updated_at = CURRENT_TIMESTAMP(3) WHERE biz_tag = ? AND sub_key = ?");
    }

    @Override
    protected long addToRow(Connection c, String sql, String key, String subKey, long count) throws SQLException {
        try (PreparedStatement ps = db.prepareReturningKeys(c, sql)) {
            ps.setLong(1, count);
            ps.setString(2, key);
            ps.setString(3, subKey);
            int updated = ps.executeUpdate();
            if (updated == 0) {
                return NO_ROW;
            }
            if (updated != 1) {
                throw new SQLException("updating the slow-ordered row of key '" + key + "' sub-key '" + subKey
                        + "' changed " + updated + " rows; (biz_tag, sub_key) must be the primary key");
            }
            try (ResultSet keys = ps.getGeneratedKeys()) {
                if (keys.next()) {
                    long value = keys.getLong(1);
                    if (value >= count) {
                        return value;
                    }
                }
            }
        }
        if (fallbackLogged.compareAndSet(false, true)) {
            log.info("the JDBC driver returned no generated key for UPDATE .. LAST_INSERT_ID(..); idgen reads it with "
                    + "SELECT LAST_INSERT_ID() on the same connection (one more round trip per reservation)");
        }
        try (PreparedStatement ps = db.prepare(c, "SELECT LAST_INSERT_ID()"); ResultSet rs = ps.executeQuery()) {
            if (!rs.next()) {
                throw new SQLException("SELECT LAST_INSERT_ID() returned no row");
            }
            return rs.getLong(1);
        }
    }
}
