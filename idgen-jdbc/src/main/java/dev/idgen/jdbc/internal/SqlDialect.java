package dev.idgen.jdbc.internal;

import dev.idgen.Dialect;
import dev.idgen.IdGenConfigurationException;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.LocalDate;

/**
 * Everything idgen says differently to each database, in one object per database (in the manner
 * of db-scheduler's {@code JdbcCustomization}): the few SQL texts that differ, how an update
 * returns the row it changed, and which SQLStates mean what. Every other statement idgen runs on
 * its own tables is the same on PostgreSQL, MySQL/MariaDB and H2 and is written once, where it is
 * used, with table names from {@link Tables}.
 *
 * <p>One subclass per database; {@link SqlDialects#forDialect} picks one (this class names none of
 * them). Stateless and thread-safe.
 */
public abstract class SqlDialect {

    /** The value of {@link Counted#NONE}: the row does not exist (never an id). */
    public static final long NO_ROW = -1;

    public abstract Dialect dialect();

    // ---- SQL texts ---------------------------------------------------------------------------

    /**
     * The current time for {@code updated_at} columns: the standard's {@code CURRENT_TIMESTAMP} (PostgreSQL, H2),
     * e.g. {@code CURRENT_TIMESTAMP(3)} on MySQL.
     */
    public String currentTimestamp() {
        return "CURRENT_TIMESTAMP";
    }

    /**
     * {@code timestamp} (a timestamp column or expression of idgen's tables) as milliseconds since
     * 1970 UTC, whatever the session's and the JVM's time zones. PostgreSQL and H2 store the
     * instant ({@code TIMESTAMP WITH TIME ZONE}); MySQL's {@code DATETIME} holds the wall time of the
     * session that wrote it, which {@code UNIX_TIMESTAMP} reads back in this session's zone, so it is
     * right as long as the sessions writing and reading agree on their zone (the server's by
     * default). Reading such a column with {@code ResultSet.getTimestamp} would instead apply the
     * JVM's zone and shift it by the difference. Whole milliseconds are cut, as
     * {@link System#currentTimeMillis()} cuts them, never rounded up: a rounded clock reads up to a
     * millisecond ahead of a JVM on the same machine that reads its own clock afterwards. By default
     * {@code EXTRACT(EPOCH FROM ..)} (PostgreSQL, H2).
     */
    public String epochMillis(String timestamp) {
        return "CAST(FLOOR(EXTRACT(EPOCH FROM " + timestamp + ") * 1000) AS BIGINT)";
    }

    /**
     * The database's clock in milliseconds since 1970, as worker leases use it: the wall clock at
     * the moment of the statement (PostgreSQL {@code clock_timestamp()}, not the transaction's start).
     */
    public abstract String clockMillis();

    /**
     * An expression for the last value of the sequence whose name is the one parameter, 0 when it
     * was never used.
     *
     * @throws IdGenConfigurationException on databases idgen does not adopt sequences from
     */
    public String sequenceLastValue() {
        throw new IdGenConfigurationException("adopting from a sequence is supported on PostgreSQL; this database is "
                + dialect() + ": adopt from the table's column instead");
    }

    // ---- the application's id columns ---------------------------------------------------------

    /**
     * Where {@link java.sql.DatabaseMetaData} finds an application's table named with {@code schema} (or none):
     * PostgreSQL and H2 keep schemas inside the connection's catalog, so the schema is the connection's current one
     * unless named, and an unqualified name may also be found on the search path beyond it
     * ({@link MetadataScope#searchOtherSchemas()}). MySQL and MariaDB call a database a catalog (their override).
     */
    public MetadataScope metadataScope(Connection c, String schema) throws SQLException {
        return new MetadataScope(c.getCatalog(), schema != null ? schema : c.getSchema(), schema == null);
    }

    /** A table's place for {@link java.sql.DatabaseMetaData} lookups: catalog, schema pattern, and whether to widen. */
    public record MetadataScope(String catalog, String schemaPattern, boolean searchOtherSchemas) {
    }


    /**
     * What fills {@code table.column} of an application's table when an insert leaves the column out and
     * the value comes from the database ({@code AUTO_INCREMENT}, {@code IDENTITY}, {@code GENERATED .. AS
     * IDENTITY}, a {@code DEFAULT} that draws from a sequence), with the DDL that takes it away; {@code null}
     * when nothing does (no default, a constant default, or no such column). A column idgen fills that still
     * has one has two writers: any insert without idgen's id (a script, another application, a test slice
     * without idgen) takes a number from the database that idgen will hand out again. Each database keeps
     * this in its own catalog, so each dialect reads its own. {@code table} and {@code column} are names as
     * the application's SQL writes them (unquoted, {@code "quoted"}, {@code schema.table}).
     */
    public abstract IdColumnDefault idColumnDefault(Connection c, String table, String column) throws SQLException;

    /** Reads the row {@link #informationSchemaColumn} found; {@code schemaGiven}: the table was named with its schema. */
    @FunctionalInterface
    protected interface ColumnRow {
        IdColumnDefault read(ResultSet rs, boolean schemaGiven) throws SQLException;
    }

    /**
     * The {@link #idColumnDefault} lookup of the databases that answer it from {@code INFORMATION_SCHEMA.COLUMNS}
     * (H2, MySQL/MariaDB): {@code sql} takes the schema ({@code null}: the connection's), the table and the column,
     * then the table and the column again, as many as it has parameters left, to order the spelling as written
     * first. The first row goes to {@code row}; none is {@code null}.
     */
    protected static IdColumnDefault informationSchemaColumn(Connection c, String sql, String table, String column,
                                                             ColumnRow row) throws SQLException {
        String[] st = schemaAndTable(table);
        String col = unquoted(column);
        String[] params = {st[0], st[1], col, st[1], col};
        try (PreparedStatement ps = c.prepareStatement(sql)) {
            for (int i = 0, n = parameters(sql); i < n; i++) {
                ps.setString(i + 1, params[i]);
            }
            try (ResultSet rs = ps.executeQuery()) {
                return rs.next() ? row.read(rs, st[0] != null) : null;
            }
        }
    }

    /**
     * A database-side id source on an application's column: what it is as the catalog says it (e.g.
     * {@code AUTO_INCREMENT}, {@code GENERATED BY DEFAULT AS IDENTITY}, {@code DEFAULT nextval('owners_id_seq'::regclass)})
     * and the one statement that takes it away, leaving the column and its rows as they are.
     */
    public record IdColumnDefault(String source, String removeDdl) {
    }

    /** {@code name} without the double quotes (or MySQL back ticks) around it, if any. */
    protected static String unquoted(String name) {
        if (name.length() >= 2 && (name.startsWith("\"") && name.endsWith("\"") || name.startsWith("`") && name.endsWith("`"))) {
            return name.substring(1, name.length() - 1);
        }
        return name;
    }

    /** {@code [schema or null, table]} of a table name that may name its schema ({@code schema.table}). */
    protected static String[] schemaAndTable(String table) {
        int dot = table.lastIndexOf('.');
        return dot < 0 ? new String[] {null, unquoted(table)}
                : new String[] {unquoted(table.substring(0, dot)), unquoted(table.substring(dot + 1))};
    }

    /**
     * {@code name} as it appears in the catalog, written so that SQL finds it again: as it is where an
     * unquoted name would be folded to it ({@code folded}: upper case on H2, lower case on PostgreSQL, as is
     * on MySQL), else quoted with {@code quote}. Keeps the DDL of {@link #idColumnDefault} runnable as given
     * for names created quoted (Spring Data JDBC quotes its table names).
     */
    protected static String sqlName(String name, String folded, char quote) {
        return name.equals(folded) && name.matches("[A-Za-z_][A-Za-z0-9_$]*") ? name : quote + name + quote;
    }

    /**
     * The answer of {@link #idColumnDefault} for a database with the standard's identity columns (PostgreSQL, H2):
     * the identity when the catalog names its generation ({@code ALWAYS}, {@code BY DEFAULT}; {@code null} when the
     * column is no identity), else a default that draws from a sequence, else {@code null}.
     *
     * @param alterColumn {@code ALTER TABLE t ALTER COLUMN c} as the catalog names them ({@link #sqlName})
     */
    protected static IdColumnDefault identityOrSequence(String alterColumn, String identityGeneration,
                                                        String columnDefault) {
        if (identityGeneration != null) {
            return new IdColumnDefault("GENERATED " + identityGeneration + " AS IDENTITY", alterColumn + " DROP IDENTITY");
        }
        return drawsFromSequence(columnDefault)
                ? new IdColumnDefault("DEFAULT " + columnDefault, alterColumn + " DROP DEFAULT") : null;
    }

    /** Whether a column default draws its value from a sequence (PostgreSQL, MariaDB and H2 spellings). */
    protected static boolean drawsFromSequence(String columnDefault) {
        if (columnDefault == null) {
            return false;
        }
        String d = columnDefault.toLowerCase(java.util.Locale.ROOT);
        return d.contains("nextval(") || d.contains("next value for");
    }

    // ---- updates that return the row ----------------------------------------------------------

    /**
     * An {@code UPDATE} of one row that reads back columns of the row as it changed it, atomically
     * and committed when the connection is in autocommit. Built once, run many times.
     *
     * @param statements how its statements are prepared (the engine's timeout)
     * @param set     the SET clause, e.g. {@code max_id = max_id + ?, updated_at = CURRENT_TIMESTAMP}
     * @param where   the WHERE clause naming one row, e.g. {@code biz_tag = ?}
     * @param columns the columns to read back, e.g. {@code max_id, step}
     */
    public RowUpdate rowUpdate(Statements statements, String table, String set, String where, String columns) {
        return new ReturningUpdate(this, statements, updateReturningSql(table, set, where, columns));
    }

    /**
     * {@code UPDATE table SET column = column + ?, <alsoSet> WHERE <where>}, returning the new value
     * of {@code column} and the timeline it committed on: the counter of slow-ordered rows.
     */
    public CounterUpdate counterUpdate(Statements statements, String table, String column, String alsoSet, String where) {
        RowUpdate u = rowUpdate(statements, table, column + " = " + column + " + ?, " + alsoSet, where,
                column + committed());
        return (c, delta, key) -> {
            Object[] params = new Object[key.length + 1];
            params[0] = delta;
            System.arraycopy(key, 0, params, 1, key.length);
            Counted v = u.run(c, params, rs -> new Counted(rs.getLong(1), timeline(rs, 2)));
            return v == null ? Counted.NONE : v;
        };
    }

    // ---- in the caller's transaction -----------------------------------------------------------

    /**
     * Raises {@code column} of the one row {@code key} names by 1, when it is below {@code below}, on the caller's
     * connection, inside the caller's transaction (no commit, autocommit untouched), and returns its new value, or
     * {@link #NO_ROW} when no row matched (none, or its value is not below {@code below}). The row stays locked until
     * the caller's transaction ends. {@code timeoutSeconds} bounds each statement, the wait for another
     * transaction's lock included. For gap-free document numbers: the only statement idgen runs on a connection
     * that is not its own.
     *
     * @param key       the WHERE clause naming one row, e.g. {@code biz_tag = ? AND sub_key = ?}
     * @param keyParams its parameters
     */
    public long incrementInTransaction(Connection c, String table, String column, long below, String key,
            Object[] keyParams, int timeoutSeconds) throws SQLException {
        String sql = updateReturningSql(table, column + " = " + column + " + 1, updated_at = " + currentTimestamp(),
                key + " AND " + column + " < ?", column);
        try (PreparedStatement ps = c.prepareStatement(sql)) {
            ps.setQueryTimeout(timeoutSeconds);
            bind(ps, 1, keyParams, 0, keyParams.length);
            ps.setLong(keyParams.length + 1, below);
            try (ResultSet rs = ps.executeQuery()) {
                return rs.next() ? rs.getLong(1) : NO_ROW;
            }
        }
    }

    /**
     * Held while a caller's transaction may be the first to touch the row of {@code key} in {@code table} (a document
     * series' row it has not seen committed): from the first statement on that row until the row exists in the
     * caller's transaction. Nothing on databases whose statements on a missing row lock nothing beyond it (PostgreSQL,
     * H2: this default); MySQL/MariaDB lock the gap where the row would go, and transactions holding that gap block
     * each other's insert of it (see {@code MySqlDialect}).
     *
     * @return what {@link Hold#release() releases} the hold, before the caller's statement returns
     */
    public Hold holdFirstUse(Connection c, String table, Object[] key, int timeoutSeconds) throws SQLException {
        return Hold.NONE;
    }

    /** A hold taken by {@link #holdFirstUse}; {@link #NONE} where the database needs none. */
    public interface Hold {
        Hold NONE = () -> { };

        void release() throws SQLException;
    }

    /**
     * Inserts the row of {@code columns} ({@code "a, b, c"}) with {@code params}, unless a row with its key exists,
     * on the caller's connection inside the caller's transaction (no commit, autocommit untouched): every other column
     * takes its default. Another transaction's uncommitted insert of the same key is waited for (bounded by
     * {@code timeoutSeconds}); afterwards the row exists as the caller's transaction may see it. For a series' row of
     * gap-free document numbers, created where its first number is taken, so the caller's transaction needs neither
     * a second connection nor a commit. H2 (this default) runs a plain {@code INSERT}: a duplicate key fails that
     * statement alone, which H2 undoes without touching the rest of the transaction, so it means "exists".
     */
    public void insertIfAbsentInTransaction(Connection c, String table, String columns, Object[] params,
            int timeoutSeconds) throws SQLException {
        try {
            runInsert(c, "INSERT INTO " + table + " (" + columns + ") VALUES (" + placeholders(params.length)
                    + ")", params, timeoutSeconds);
        } catch (SQLException e) {
            if (!"23505".equals(e.getSQLState())) {
                throw e;
            }
            // a duplicate key: the row exists (only that statement was undone)
        }
    }

    /** Runs an insert of {@code params} on the caller's connection. */
    protected static void runInsert(Connection c, String sql, Object[] params, int timeoutSeconds)
            throws SQLException {
        try (PreparedStatement ps = c.prepareStatement(sql)) {
            ps.setQueryTimeout(timeoutSeconds);
            bind(ps, 1, params, 0, params.length);
            ps.executeUpdate();
        }
    }

    /** {@code ?, ?, ?} for {@code n} parameters. */
    protected static String placeholders(int n) {
        return String.join(", ", java.util.Collections.nCopies(n, "?"));
    }

    // ---- what a committed update says about the database --------------------------------------

    /**
     * Columns to add to the read-back list of an update that reserves ids ({@code ", a, b"}, or
     * {@code ""}): on PostgreSQL the timeline the statement runs on (read back with
     * {@link #timeline(ResultSet, int)}; a failover to a standby starts a new one) and a
     * {@code set_config} that makes this transaction's commit wait for synchronous standbys
     * ({@code synchronous_commit = on}, or the session's stronger {@code remote_apply}), whatever
     * the application's sessions default to — without a round trip or a session setting of its
     * own, so it also holds through PgBouncer. Elsewhere nothing: no timeline to read.
     */
    public String committed() {
        return "";
    }

    /**
     * Throws when the statement {@code ps} just ran in autocommit reported (as a warning) that its
     * commit is not as durable as {@link #committed()} asked: on PostgreSQL, a wait for the
     * synchronous standby that the statement timeout cancelled. The server then still reports
     * success, but the standby may never get the commit, and a failover to it would hand the same
     * values out again: they must not be used. Nothing to check elsewhere.
     *
     * @throws SQLException naming the statement and the server's warning (the values are a gap)
     */
    public void requireConfirmedCommit(Statement ps, String sql) throws SQLException {
    }

    /**
     * Whether the driver's {@link Statement#setQueryTimeout} costs a timer task per execution (pgjdbc's shared
     * {@link java.util.Timer}, scheduled and purged per statement: a wake-up of its thread per call), so that idgen's
     * hot statements keep their timeout with a watchdog of the engine's instead ({@code StatementWatchdog}).
     * {@code false} (this default) where the driver's timeout costs no thread (MariaDB's sends
     * {@code SET STATEMENT max_statement_time=.. FOR} with the statement; H2's is a session setting).
     */
    public boolean queryTimeoutCostsATimer() {
        return false;
    }

    /** The timeline read back at {@code index} by {@link #committed()}'s columns; 0 where there is none. */
    public long timeline(ResultSet rs, int index) throws SQLException {
        return 0;
    }

    /**
     * A statement (a {@code SELECT}) that makes the current transaction's commit durable as
     * {@link #committed()} does, for transactions of several statements, and reads the timeline as
     * its second column ({@link #timeline}); {@code null} where nothing is needed.
     */
    public String durableTransaction() {
        return null;
    }

    /**
     * One row describing this database's replication and idgen's epoch, or {@code null} where idgen
     * reads none: timeline (as {@link #timeline}), {@code synchronous_standby_names}, standbys
     * connected, standbys seen synchronous (null without the privilege to see), the session's
     * {@code synchronous_commit}, then {@code idgen_epoch}'s timeline, state, synchronous, reason.
     */
    public String replicationProbe(Tables tables) {
        return null;
    }

    /** A counter's new value and the timeline it committed on (0 where there is none). */
    public record Counted(long value, long timeline) {
        /** No row: the counter does not exist yet. */
        public static final Counted NONE = new Counted(NO_ROW, 0);

        public boolean found() {
            return value != NO_ROW;
        }
    }

    /** The one statement of {@link #rowUpdate}, where the database has one; {@code null} otherwise. */
    protected abstract String updateReturningSql(String table, String set, String where, String columns);

    /** Reads one row of a result. */
    @FunctionalInterface
    public interface RowReader<T> {
        T read(ResultSet rs) throws SQLException;
    }

    /** See {@link #rowUpdate}. */
    public interface RowUpdate {
        /**
         * Runs the update with {@code params} (those of SET, then those of WHERE) and reads the
         * changed row.
         *
         * @return what {@code reader} made of the row, or {@code null} when no row matched
         */
        <T> T run(Connection c, Object[] params, RowReader<T> reader) throws SQLException;
    }

    /** See {@link #counterUpdate}. */
    @FunctionalInterface
    public interface CounterUpdate {
        /** Adds {@code delta}; the new value, or {@link Counted#NONE}. {@code key}: the WHERE parameters. */
        Counted add(Connection c, long delta, Object... key) throws SQLException;
    }

    /** A single statement that returns the changed row (PostgreSQL's {@code RETURNING}, H2's {@code FINAL TABLE}). */
    private record ReturningUpdate(SqlDialect dialect, Statements statements, String sql) implements RowUpdate {

        @Override
        public <T> T run(Connection c, Object[] params, RowReader<T> reader) throws SQLException {
            try (PreparedStatement ps = statements.prepareWatched(c, sql)) {
                bindAll(ps, params);
                T result;
                try (ResultSet rs = statements.executeQuery(ps)) {
                    result = rs.next() ? reader.read(rs) : null;
                }
                dialect.requireConfirmedCommit(ps, sql);
                return result;
            }
        }

        @Override
        public String toString() {
            return sql;
        }
    }

    /** Binds {@code params} to the parameters {@code 1 .. params.length}, by their type as {@link #bind} does. */
    public static void bindAll(PreparedStatement ps, Object... params) throws SQLException {
        bind(ps, 1, params, 0, params.length);
    }

    /** Binds {@code params[from .. from+count)} to the parameters starting at {@code index}. */
    public static void bind(PreparedStatement ps, int index, Object[] params, int from, int count) throws SQLException {
        for (int i = 0; i < count; i++) {
            Object p = params[from + i];
            int at = index + i;
            if (p instanceof Long l) {
                ps.setLong(at, l);
            } else if (p instanceof Integer n) {
                ps.setInt(at, n);
            } else if (p instanceof String s) {
                ps.setString(at, s);
            } else if (p instanceof LocalDate d) {
                ps.setObject(at, d);
            } else if (p == null) {
                ps.setNull(at, java.sql.Types.INTEGER); // idgen's only nullable parameters are INTEGER step bounds
            } else {
                throw new IllegalArgumentException("idgen binds Long, Integer, String and LocalDate, not " + p.getClass());
            }
        }
    }

    /** How many {@code ?} parameters {@code sql} has (idgen's SQL has no literal question marks). */
    protected static int parameters(String sql) {
        return (int) sql.chars().filter(ch -> ch == '?').count();
    }

    /**
     * Whether {@code c} talks to its database over a network, so that a network timeout means something: yes, but for
     * a database inside this JVM (H2's embedded modes).
     */
    public boolean overNetwork(Connection c) throws SQLException {
        return true;
    }

    /**
     * Whether {@code e} says a statement the driver had prepared on the server is not there (or
     * another of that name is): the statement did not run, and a pooler hands out server
     * connections per transaction. Never on databases whose drivers do not prepare on the server.
     */
    public boolean isPreparedStatementLost(SQLException e) {
        return false;
    }

    /** Keeps {@code ps} from being prepared on the server (a pooler hands out server connections per transaction). */
    public void unprepared(PreparedStatement ps) throws SQLException {
    }

    // ---- the server idgen runs on ----------------------------------------------------------------

    /**
     * Checks, at engine start on one of the engine's connections, the server settings idgen relies on that a
     * database of this kind lets its operators choose otherwise (on MariaDB Galera: {@code binlog_format},
     * {@code wsrep_sync_wait}). Nothing to check elsewhere.
     *
     * @param engine the engine's name, for the message
     * @throws dev.idgen.IdGenConfigurationException naming the setting, its value, why idgen needs another and the fix
     */
    public void checkServerSettings(Connection c, String engine) throws SQLException {
    }

    /**
     * {@code e} with what it means for idgen added to its message when the database's own words do not say it
     * (Galera's ERROR 1047: a node cut off from the cluster's quorum), same SQLState and error code, {@code e} as
     * cause; otherwise {@code e} itself.
     */
    public SQLException explained(SQLException e) {
        return e;
    }

    // ---- SQLStates ----------------------------------------------------------------------------

    /** Numeric value out of range (22003), e.g. {@code max_id + step} past {@code Long.MAX_VALUE}. */
    public boolean isOutOfRange(SQLException e) {
        return "22003".equals(e.getSQLState());
    }

    /** Integrity constraint violation (class 23), e.g. a key inserted concurrently by another node. */
    public boolean isConstraintViolation(SQLException e) {
        String s = e.getSQLState();
        return s != null && s.startsWith("23");
    }

    /** A serialization failure or deadlock between two transactions (40001, 40P01): try again. */
    public boolean isRetryableConflict(SQLException e) {
        String s = e.getSQLState();
        return s != null && (s.equals("40001") || s.equals("40P01"));
    }

    /**
     * A missing table or column: PostgreSQL 42P01/42703, MySQL/MariaDB and H2 42S02/42S22 (H2 adds
     * vendor codes, see {@code H2Dialect}).
     */
    public boolean isMissingObject(SQLException e) {
        String s = e.getSQLState();
        return s != null && (s.equals("42P01") || s.equals("42703") || s.equals("42S02") || s.equals("42S04")
                || s.equals("42S22"));
    }

    @Override
    public String toString() {
        return dialect().toString();
    }
}
