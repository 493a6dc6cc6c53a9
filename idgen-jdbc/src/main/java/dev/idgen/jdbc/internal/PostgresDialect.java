package dev.idgen.jdbc.internal;

import dev.idgen.Dialect;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.SQLWarning;
import java.sql.Statement;

/** PostgreSQL: {@code UPDATE .. RETURNING}, one round trip in autocommit. */
final class PostgresDialect extends SqlDialect {

    @Override
    public Dialect dialect() {
        return Dialect.POSTGRESQL;
    }

    @Override
    public String clockMillis() {
        return epochMillis("clock_timestamp()");
    }

    /**
     * {@code ON CONFLICT DO NOTHING}: a failed statement would abort the caller's whole transaction on PostgreSQL,
     * so a duplicate key must not be an error here.
     */
    @Override
    public void insertIfAbsentInTransaction(Connection c, String table, String columns, Object[] params,
            int timeoutSeconds) throws SQLException {
        runInsert(c, "INSERT INTO " + table + " (" + columns + ") VALUES (" + placeholders(params.length)
                + ") ON CONFLICT DO NOTHING", params, timeoutSeconds);
    }

    /** {@code pg_sequence_last_value} is null for a sequence never used; the adopter adds 1 either way. */
    @Override
    public String sequenceLastValue() {
        return "COALESCE(pg_sequence_last_value(CAST(? AS regclass)), 0)";
    }

    /** The timeline of the WAL being written: the first 8 hex digits of the current WAL file's name. */
    static final String TIMELINE = "substr(pg_walfile_name(pg_current_wal_lsn()), 1, 8)";
    /**
     * {@code on} for this transaction, unless the session already asks for it or for more ({@code remote_apply}):
     * then nothing is set (the column is null), which spares the server a setting pushed and undone at every
     * commit in the usual case (sessions at the default {@code on}). {@code current_setting} names an enum's value
     * canonically ({@code on}, never {@code true}), so the test cannot miss a session that already waits.
     */
    static final String DURABLE = "CASE WHEN current_setting('synchronous_commit') IN ('on', 'remote_apply') THEN NULL "
            + "ELSE set_config('synchronous_commit', 'on', true) END";

    /** pgjdbc schedules a task on its shared {@link java.util.Timer} per execution with a query timeout. */
    @Override
    public boolean queryTimeoutCostsATimer() {
        return true;
    }

    @Override
    public String committed() {
        return ", " + TIMELINE + ", " + DURABLE;
    }

    @Override
    public long timeline(ResultSet rs, int index) throws SQLException {
        return Long.parseLong(rs.getString(index), 16);
    }

    /** The function of PostgreSQL's server that waits for synchronous standbys (syncrep.c), as its notices name it. */
    static final String SYNC_REP_WAIT = "SyncRepWaitForLSN";

    /**
     * PostgreSQL's WARNING "canceling wait for synchronous replication due to user request ... The
     * transaction has already committed locally, but might not have been replicated to the standby":
     * told apart by the server routine pgjdbc reports ({@code SyncRepWaitForLSN}, not translated),
     * else by the English message.
     */
    @Override
    public void requireConfirmedCommit(Statement ps, String sql) throws SQLException {
        for (SQLWarning w = ps.getWarnings(); w != null; w = w.getNextWarning()) {
            if (SYNC_REP_WAIT.equals(routine(w)) || String.valueOf(w.getMessage()).contains("synchronous replication")) {
                throw new SQLException("PostgreSQL committed '" + sql + "' locally but its wait for the synchronous standby "
                        + "was cancelled (the statement timeout, databaseTimeout, ended it while the standby did not answer): '"
                        + w.getMessage() + "'. A failover to that standby would lose it, so what it reserved is not used",
                        w);
            }
        }
    }

    /** The server routine of a pgjdbc warning ({@code PSQLWarning.getServerErrorMessage().getRoutine()}), else null. */
    private static String routine(SQLWarning w) {
        try {
            Object message = w.getClass().getMethod("getServerErrorMessage").invoke(w);
            return message == null ? null : (String) message.getClass().getMethod("getRoutine").invoke(message);
        } catch (ReflectiveOperationException | ClassCastException e) {
            return null; // not pgjdbc's warning: the message decides
        }
    }

    @Override
    public String durableTransaction() {
        return "SELECT " + DURABLE + ", " + TIMELINE;
    }

    @Override
    public String replicationProbe(Tables tables) {
        return "SELECT " + TIMELINE + ", current_setting('synchronous_standby_names'),"
                + " (SELECT count(*) FROM pg_stat_replication),"
                + " (SELECT count(*) FILTER (WHERE sync_state IN ('sync', 'quorum')) FROM pg_stat_replication"
                + "  HAVING count(sync_state) > 0),"
                + " current_setting('synchronous_commit'), e.timeline, e.state, e.synchronous, e.reason"
                + " FROM " + tables.epoch() + " e WHERE e.id = 1";
    }

    /** 26000: prepared statement "S_1" does not exist; 42P05: prepared statement "S_1" already exists. */
    @Override
    public boolean isPreparedStatementLost(SQLException e) {
        return "26000".equals(e.getSQLState()) || "42P05".equals(e.getSQLState());
    }

    /** pgjdbc's {@code PGStatement.setPrepareThreshold(0)}, by reflection: the driver is the application's. */
    @Override
    public void unprepared(PreparedStatement ps) throws SQLException {
        for (ClassLoader loader : new ClassLoader[] {ps.getClass().getClassLoader(),
                Thread.currentThread().getContextClassLoader(), PostgresDialect.class.getClassLoader()}) {
            try {
                Class<?> pg = Class.forName("org.postgresql.PGStatement", false, loader);
                if (ps.isWrapperFor(pg)) {
                    pg.getMethod("setPrepareThreshold", int.class).invoke(ps.unwrap(pg), 0);
                    return;
                }
            } catch (ClassNotFoundException e) {
                // not visible from this loader: the next one may see it
            } catch (ReflectiveOperationException e) {
                throw new SQLException("cannot keep a statement from being prepared on the server through "
                        + ps.getClass().getName() + ": " + e, e);
            }
        }
        throw new SQLException("a pooler in transaction mode needs idgen's statements unprepared, but " + ps.getClass().getName()
                + " is not pgjdbc's (org.postgresql.PGStatement): set your driver not to prepare statements on the server");
    }

    @Override
    protected String updateReturningSql(String table, String set, String where, String columns) {
        return "UPDATE " + table + " SET " + set + " WHERE " + where + " RETURNING " + columns;
    }

    /**
     * Identity columns ({@code attidentity}: {@code a} always, {@code d} by default) and sequence defaults
     * ({@code serial}, {@code DEFAULT nextval(..)}) from {@code pg_attribute}/{@code pg_attrdef}. The table
     * is resolved as the application's SQL resolves it ({@code to_regclass}: search path, folding of
     * unquoted names), else as written exactly (a quoted mixed-case name).
     */
    @Override
    public IdColumnDefault idColumnDefault(Connection c, String table, String column) throws SQLException {
        String col = unquoted(column);
        String sql = "SELECT a.attidentity, pg_get_expr(d.adbin, d.adrelid), n.nspname, c.relname, a.attname "
                + "FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid JOIN pg_namespace n ON n.oid = c.relnamespace "
                + "LEFT JOIN pg_attrdef d ON d.adrelid = a.attrelid AND d.adnum = a.attnum "
                + "WHERE a.attrelid = COALESCE(to_regclass(?), to_regclass(quote_ident(?))) AND a.attnum > 0 "
                + "AND NOT a.attisdropped AND lower(a.attname) = lower(?) "
                + "ORDER BY CASE WHEN a.attname = ? THEN 0 WHEN a.attname = lower(?) THEN 1 ELSE 2 END";
        try (PreparedStatement ps = c.prepareStatement(sql)) {
            ps.setString(1, table);
            ps.setString(2, unquoted(table));
            ps.setString(3, col);
            ps.setString(4, col);
            ps.setString(5, col);
            try (ResultSet rs = ps.executeQuery()) {
                if (!rs.next()) {
                    return null;
                }
                String prefix = "ALTER TABLE " + (schemaAndTable(table)[0] != null ? name(rs.getString(3)) + "." : "")
                        + name(rs.getString(4)) + " ALTER COLUMN " + name(rs.getString(5));
                String identity = rs.getString(1); // attidentity: a always, d by default, empty for no identity
                return identityOrSequence(prefix, "a".equals(identity) ? "ALWAYS" : "d".equals(identity) ? "BY DEFAULT"
                        : null, rs.getString(2));
            }
        }
    }

    private static String name(String catalogName) {
        return sqlName(catalogName, catalogName.toLowerCase(java.util.Locale.ROOT), '"');
    }
}
