package dev.idgen.jdbc.internal;

import dev.idgen.Dialect;
import dev.idgen.IdGenConfigurationException;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.atomic.AtomicBoolean;
import dev.idgen.jdbc.internal.logging.Logger;
import dev.idgen.jdbc.internal.logging.LoggerFactory;

/**
 * MySQL 8+ and MariaDB 10.6+: no {@code UPDATE .. RETURNING}.
 *
 * <ul>
 *   <li>A row update that reads columns back is one short transaction: the update takes the row
 *       lock, a locking read returns the row while no other node can move it, commit. The caller
 *       uses the values only after the commit returned.</li>
 *   <li>A counter uses the {@code LAST_INSERT_ID(expr)} trick: {@code UPDATE .. SET num =
 *       LAST_INSERT_ID(num + ?)} in autocommit (one atomic, committed statement under the row lock)
 *       makes the new value this connection's last insert id. The server sends it back in the
 *       statement's OK packet, which the MariaDB driver (3.x, verified on MariaDB) exposes through
 *       {@code getGeneratedKeys()}: one round trip. A driver that exposes nothing there costs a
 *       second round trip, {@code SELECT LAST_INSERT_ID()}, on the same connection. The value is
 *       read only when the update changed exactly one row: otherwise the connection's last insert
 *       id is whatever an earlier statement left, and must not be trusted.</li>
 *   <li>{@code DATETIME(3)} columns: {@code CURRENT_TIMESTAMP(3)} and {@code UNIX_TIMESTAMP}.</li>
 *   <li>MariaDB Galera Cluster (a server with {@code wsrep_on=ON}): every node takes writes; two nodes that change
 *       the same row at once both run, and the one that certifies second fails with ERROR 1213 (SQLState 40001),
 *       after the server itself ran an autocommit statement again once ({@code wsrep_retry_autocommit}). idgen's own
 *       statements are autocommit and retried by idgen within the engine's bound ({@code EngineOptions.MAX_WAIT}) like any failed reservation (counted in
 *       the generator's failures); a document number's row lock lives in the caller's transaction, whose commit
 *       then fails with 1213, and the caller runs the transaction again. A node cut off from the quorum answers
 *       everything with ERROR 1047, which {@link #explained} names for what it is. At start
 *       ({@link #checkServerSettings}) idgen refuses a node whose sessions would read without seeing other nodes'
 *       commits ({@code wsrep_sync_wait} without its READ bit 1) or log statements instead of rows
 *       ({@code binlog_format} other than {@code ROW}), and warns about {@code innodb_autoinc_lock_mode} other
 *       than 2 (the application's {@code AUTO_INCREMENT} tables; idgen's tables have none).</li>
 * </ul>
 */
final class MySqlDialect extends SqlDialect {

    private static final Logger log = LoggerFactory.getLogger(MySqlDialect.class);
    private final AtomicBoolean fallbackLogged = new AtomicBoolean();
    private final AtomicBoolean autoincWarned = new AtomicBoolean();

    /** Galera's answer on a node outside the primary component: "WSREP has not yet prepared node for application use". */
    static final int WSREP_NOT_READY = 1047;
    /** wsrep_sync_wait's bit for reads ({@code SELECT}, {@code SHOW}, {@code BEGIN}): they wait until the node applied every commit certified before them. */
    static final int SYNC_WAIT_READ = 1;

    @Override
    public Dialect dialect() {
        return Dialect.MYSQL;
    }

    @Override
    public String currentTimestamp() {
        return "CURRENT_TIMESTAMP(3)";
    }

    @Override
    public String epochMillis(String timestamp) {
        return "CAST(FLOOR(UNIX_TIMESTAMP(" + timestamp + ") * 1000) AS SIGNED)";
    }

    /** Independent of the session time zone. */
    @Override
    public String clockMillis() {
        return epochMillis("CURRENT_TIMESTAMP(3)");
    }

    @Override
    protected String updateReturningSql(String table, String set, String where, String columns) {
        return null;
    }

    /**
     * MySQL has no {@code RETURNING}: the update, then a read of the row in the same transaction, which sees its own
     * change whatever the isolation level. Not {@code LAST_INSERT_ID(expr)}: that would change the value the caller's
     * session reads for its own {@code AUTO_INCREMENT} inserts.
     */
    @Override
    public long incrementInTransaction(Connection c, String table, String column, long below, String key,
            Object[] keyParams, int timeoutSeconds) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement("UPDATE " + table + " SET " + column + " = " + column + " + 1, "
                + "updated_at = " + currentTimestamp() + " WHERE " + key + " AND " + column + " < ?")) {
            ps.setQueryTimeout(timeoutSeconds);
            bind(ps, 1, keyParams, 0, keyParams.length);
            ps.setLong(keyParams.length + 1, below);
            if (ps.executeUpdate() == 0) {
                return NO_ROW;
            }
        }
        try (PreparedStatement ps = c.prepareStatement("SELECT " + column + " FROM " + table + " WHERE " + key)) {
            ps.setQueryTimeout(timeoutSeconds);
            bind(ps, 1, keyParams, 0, keyParams.length);
            try (ResultSet rs = ps.executeQuery()) {
                return rs.next() ? rs.getLong(1) : NO_ROW;
            }
        }
    }

    /**
     * {@code INSERT IGNORE}, then a locking read of the row, both under a named lock ({@code GET_LOCK}) of the row's key,
     * released before returning; the row lock stays with the caller's transaction. Why the named lock: each waiter for
     * a key another transaction inserted takes a shared lock on it, and when several waiters hold one, each one's
     * exclusive lock (the raise that follows) waits for the others' shared ones: InnoDB's three-inserter deadlock,
     * which a rolled-back first transaction makes likely. Under the named lock one transaction at a time goes from the
     * duplicate check to its exclusive lock, so no two hold the shared lock. Not {@code ON DUPLICATE KEY UPDATE},
     * which takes the exclusive lock at once: MariaDB asks for {@code UPDATE} on the key columns for it, which the
     * runtime role does not have. Only the first number of a series and period comes here. (IGNORE also turns a few
     * other errors into warnings, e.g. a value too long; every value here was checked before: keys of 1-128 ASCII
     * characters, a period's first day.)
     */
    @Override
    public void insertIfAbsentInTransaction(Connection c, String table, String columns, Object[] params,
            int timeoutSeconds) throws SQLException {
        String lock = lockName(table, params);
        getLock(c, lock, table, timeoutSeconds);
        try {
            runInsert(c, "INSERT IGNORE INTO " + table + " (" + columns + ") VALUES (" + placeholders(params.length)
                    + ")", params, timeoutSeconds);
            String where = String.join(" = ? AND ", columns.split(",\\s*")) + " = ?";
            try (PreparedStatement ps = c.prepareStatement("SELECT 1 FROM " + table + " WHERE " + where + " FOR UPDATE")) {
                ps.setQueryTimeout(timeoutSeconds);
                bind(ps, 1, params, 0, params.length);
                ps.executeQuery().close();
            }
        } catch (SQLException | RuntimeException failure) {
            try {
                releaseLock(c, lock);
            } catch (SQLException releaseFailure) {
                failure.addSuppressed(releaseFailure); // what the insert failed with is the error
            }
            throw failure;
        }
        releaseLock(c, lock);
    }

    /**
     * The named lock of {@code key}'s row ({@link #insertIfAbsentInTransaction} takes the same one again: MariaDB and
     * MySQL count a session's acquisitions of one name), held from the first statement on a row the caller has not
     * seen committed until the row exists in its transaction. Why: at REPEATABLE READ an {@code UPDATE} or locking
     * read of a missing row locks the gap where it would go; two transactions holding that gap each wait for the
     * other's insert of the row (a deadlock, error 1213, or — with one of them waiting for the named lock of the
     * insert — a wait the database cannot see, ending at the timeout). Under this lock one transaction at a time goes
     * from the missing row to the inserted one; the others wait here, then find the row (or, if its creator rolled
     * back, create it in turn).
     */
    @Override
    public Hold holdFirstUse(Connection c, String table, Object[] key, int timeoutSeconds) throws SQLException {
        String lock = lockName(table, key);
        getLock(c, lock, table, timeoutSeconds);
        return () -> releaseLock(c, lock);
    }

    private static String lockName(String table, Object[] key) {
        return "idgen:" + table + ":" + Integer.toHexString(java.util.Arrays.hashCode(key));
    }

    private static void getLock(Connection c, String lock, String table, int timeoutSeconds) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement("SELECT GET_LOCK(?, ?)")) {
            ps.setString(1, lock);
            ps.setInt(2, timeoutSeconds);
            try (ResultSet rs = ps.executeQuery()) {
                if (!rs.next() || rs.getInt(1) != 1) {
                    throw new SQLException("waited " + timeoutSeconds + " s for named lock '" + lock + "', which "
                            + "another transaction holds while it creates the same row of " + table);
                }
            }
        }
    }

    private static void releaseLock(Connection c, String lock) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement("SELECT RELEASE_LOCK(?)")) {
            ps.setString(1, lock);
            ps.executeQuery().close();
        }
    }

    /**
     * On a Galera node ({@code wsrep_on=ON}), the session settings idgen needs, read as idgen's connections have
     * them (a JDBC URL's {@code sessionVariables} included): {@code wsrep_sync_wait} with bit 1 (a read waits until
     * the node applied what other nodes committed before it: idgen decides from reads, e.g. whether a series' row
     * exists or where an application's column stands) and {@code binlog_format=ROW} (Galera replicates row events
     * only). {@code innodb_autoinc_lock_mode} other than 2 is warned about once: it concerns the application's
     * {@code AUTO_INCREMENT} tables, not idgen's. Nothing is checked on a server without Galera.
     */
    @Override
    public void checkServerSettings(Connection c, String engine) throws SQLException {
        Map<String, String> v = new HashMap<>();
        try (Statement s = c.createStatement(); ResultSet rs = s.executeQuery("SHOW VARIABLES WHERE Variable_name IN "
                + "('wsrep_on', 'wsrep_sync_wait', 'binlog_format', 'innodb_autoinc_lock_mode')")) {
            while (rs.next()) {
                v.put(rs.getString(1).toLowerCase(java.util.Locale.ROOT), rs.getString(2));
            }
        }
        if (!"ON".equalsIgnoreCase(v.get("wsrep_on"))) {
            return;
        }
        String node = "idgen engine '" + engine + "': this MariaDB server is a Galera Cluster node (wsrep_on=ON)";
        int syncWait = parseInt(v.get("wsrep_sync_wait"), "wsrep_sync_wait", node);
        if ((syncWait & SYNC_WAIT_READ) == 0) {
            throw new IdGenConfigurationException(node + " and idgen's sessions have wsrep_sync_wait=" + syncWait
                    + ", whose READ bit (1) is off: a read on this node may miss what other nodes committed a moment "
                    + "ago, and idgen decides from reads (whether a counter row exists, where an application's column "
                    + "stands). Give idgen's connections wsrep_sync_wait=1 (or any value with bit 1): add "
                    + "sessionVariables=wsrep_sync_wait=1 to the JDBC URL of idgen's data source, or set "
                    + "wsrep_sync_wait=1 in the server's [mysqld] configuration");
        }
        String binlog = v.get("binlog_format");
        if (binlog != null && !"ROW".equalsIgnoreCase(binlog)) {
            throw new IdGenConfigurationException(node + " and idgen's sessions have binlog_format=" + binlog
                    + ": Galera replicates row events only, so statements idgen runs would not reach the other nodes "
                    + "as they ran here. Set binlog_format=ROW in the server's [mysqld] configuration and do not "
                    + "change it per session (JDBC URL sessionVariables)");
        }
        String autoinc = v.get("innodb_autoinc_lock_mode");
        if (autoinc != null && !"2".equals(autoinc) && autoincWarned.compareAndSet(false, true)) {
            log.warn("{} with innodb_autoinc_lock_mode={}: Galera needs 2 (interleaved) for the application's "
                    + "AUTO_INCREMENT inserts on several nodes; idgen's tables have no AUTO_INCREMENT column. Set "
                    + "innodb_autoinc_lock_mode=2 in the server's [mysqld] configuration", node, autoinc);
        }
    }

    private static int parseInt(String value, String name, String node) {
        try {
            return Integer.parseInt(value == null ? "0" : value.trim());
        } catch (NumberFormatException e) {
            throw new IdGenConfigurationException(node + " and reports " + name + "='" + value + "', not a number: "
                    + "idgen cannot tell what reads see; set " + name + "=1", e);
        }
    }

    /**
     * Galera's ERROR 1047 ("WSREP has not yet prepared node for application use") said for what it means: the
     * node is not in the primary component (cut off from the quorum, or still joining), refuses every statement
     * until it is, and idgen's waits end at the engine's bound ({@code EngineOptions.MAX_WAIT}); the fix is on the way to the database.
     */
    @Override
    public SQLException explained(SQLException e) {
        if (e.getErrorCode() != WSREP_NOT_READY) {
            return e;
        }
        return new SQLException(e.getMessage() + " [MariaDB Galera: this node is not part of the cluster's primary "
                + "component (cut off from the quorum, or still joining), so it refuses every statement until it is; "
                + "idgen serves what it holds in memory and fails calls that need the database when their wait bound "
                + "(EngineOptions.MAX_WAIT) ends. Connect "
                + "idgen to a node of the primary component (a proxy with a Galera health check, e.g. MaxScale's "
                + "galeramon or HAProxy with clustercheck, does so)]", e.getSQLState(), e.getErrorCode(), e);
    }

    @Override
    public RowUpdate rowUpdate(Statements statements, String table, String set, String where, String columns) {
        String update = "UPDATE " + table + " SET " + set + " WHERE " + where;
        String readBack = "SELECT " + columns + " FROM " + table + " WHERE " + where + " FOR UPDATE";
        int whereParams = parameters(where);
        return new RowUpdate() {
            @Override
            public <T> T run(Connection c, Object[] params, RowReader<T> reader) throws SQLException {
                return Statements.inTransaction(c, tx -> {
                    try (PreparedStatement ps = statements.prepare(tx, update)) {
                        bind(ps, 1, params, 0, params.length);
                        if (ps.executeUpdate() == 0) {
                            return null;
                        }
                    }
                    try (PreparedStatement ps = statements.prepare(tx, readBack)) {
                        bind(ps, 1, params, params.length - whereParams, whereParams);
                        try (ResultSet rs = ps.executeQuery()) {
                            if (!rs.next()) {
                                throw new SQLException("the row updated by '" + update + "' disappeared inside its own "
                                        + "transaction");
                            }
                            return reader.read(rs);
                        }
                    }
                });
            }

            @Override
            public String toString() {
                return update + "; " + readBack;
            }
        };
    }

    @Override
    public CounterUpdate counterUpdate(Statements statements, String table, String column, String alsoSet,
            String where) {
        String sql = "UPDATE " + table + " SET " + column + " = LAST_INSERT_ID(" + column + " + ?), " + alsoSet
                + " WHERE " + where;
        return (c, delta, key) -> {
            try (PreparedStatement ps = statements.prepareReturningKeys(c, sql)) {
                ps.setLong(1, delta);
                bind(ps, 2, key, 0, key.length);
                int updated = ps.executeUpdate();
                if (updated == 0) {
                    return Counted.NONE;
                }
                if (updated != 1) {
                    throw new SQLException("'" + sql + "' changed " + updated + " rows; its WHERE must name one row");
                }
                try (ResultSet keys = ps.getGeneratedKeys()) {
                    if (keys.next()) {
                        long value = keys.getLong(1);
                        if (value >= delta) {
                            return new Counted(value, 0);
                        }
                    }
                }
            }
            if (fallbackLogged.compareAndSet(false, true)) {
                log.info("the JDBC driver returned no generated key for UPDATE .. LAST_INSERT_ID(..); idgen reads it "
                        + "with SELECT LAST_INSERT_ID() on the same connection (one more round trip per reservation)");
            }
            try (PreparedStatement ps = statements.prepare(c, "SELECT LAST_INSERT_ID()"); ResultSet rs = ps.executeQuery()) {
                if (!rs.next()) {
                    throw new SQLException("SELECT LAST_INSERT_ID() returned no row");
                }
                return new Counted(rs.getLong(1), 0);
            }
        };
    }

    /**
     * {@code AUTO_INCREMENT} is in {@code EXTRA}; taking it away means restating the column's type and
     * {@code NOT NULL} ({@code MODIFY}), which the catalog's {@code COLUMN_TYPE} gives exactly (e.g.
     * {@code int(4) unsigned}). A MariaDB sequence default reads {@code nextval(..)}. Table names are
     * compared case-insensitively (a server with {@code lower_case_table_names=0} could hold two tables
     * that differ only in case; the one written as given comes first).
     */
    @Override
    public IdColumnDefault idColumnDefault(Connection c, String table, String column) throws SQLException {
        String sql = "SELECT EXTRA, COLUMN_DEFAULT, COLUMN_TYPE, TABLE_SCHEMA, TABLE_NAME, COLUMN_NAME "
                + "FROM information_schema.COLUMNS "
                + "WHERE TABLE_SCHEMA = COALESCE(?, DATABASE()) AND LOWER(TABLE_NAME) = LOWER(?) "
                + "AND LOWER(COLUMN_NAME) = LOWER(?) ORDER BY CASE WHEN TABLE_NAME = ? THEN 0 ELSE 1 END";
        return informationSchemaColumn(c, sql, table, column, (rs, schemaGiven) -> {
            String prefix = "ALTER TABLE " + (schemaGiven ? name(rs.getString(4)) + "." : "") + name(rs.getString(5));
            String col0 = name(rs.getString(6));
            String extra = rs.getString(1);
            if (extra != null && extra.toLowerCase(java.util.Locale.ROOT).contains("auto_increment")) {
                return new IdColumnDefault("AUTO_INCREMENT",
                        prefix + " MODIFY " + col0 + " " + rs.getString(3) + " NOT NULL");
            }
            String def = rs.getString(2);
            return drawsFromSequence(def) ? new IdColumnDefault("DEFAULT " + def,
                    prefix + " ALTER COLUMN " + col0 + " DROP DEFAULT") : null;
        });
    }

    /** MySQL and MariaDB call a database a catalog and have no schemas inside it. */
    @Override
    public MetadataScope metadataScope(Connection c, String schema) throws SQLException {
        return new MetadataScope(schema != null ? schema : c.getCatalog(), null, false);
    }

    private static String name(String catalogName) {
        return sqlName(catalogName, catalogName, '`');
    }
}
