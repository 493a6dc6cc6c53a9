package dev.idgen.jdbc.internal;

import dev.idgen.Dialect;
import dev.idgen.IdSourceUnavailableException;
import dev.idgen.SchemaMissingException;
import dev.idgen.spi.Redact;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.SQLFeatureNotSupportedException;
import java.sql.Statement;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Executor;
import java.util.concurrent.FutureTask;
import java.util.concurrent.atomic.AtomicBoolean;
import javax.sql.DataSource;
import dev.idgen.jdbc.internal.logging.Logger;
import dev.idgen.jdbc.internal.logging.LoggerFactory;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * How idgen borrows connections: each unit of work gets a connection of its own, in autocommit
 * (so every reservation is committed before its ids are used), with a statement timeout and,
 * where the driver supports it, a network timeout, so a database that stops answering cannot hold
 * an engine thread forever. A driver that refuses or ignores the network timeout (H2's client
 * ignores it) is named in one warning.
 *
 * <p>The engine's failover guard is given by constructor ({@link #withGuard} makes the guarded
 * twin of an unguarded access, sharing what was learnt about the driver): the guard itself works
 * through the unguarded one, so it is built first.
 */
public final class JdbcAccess implements Statements {

    private static final Logger log = LoggerFactory.getLogger(JdbcAccess.class);

    private final DataSource dataSource;
    private final SqlDialect sql;
    private final Tables tables;
    private final int queryTimeoutSeconds;
    private final int networkTimeoutMillis;
    private final Executor networkTimeoutExecutor;
    private final Driver driver;
    private final FailoverGuard guard; // FailoverGuard.NONE for tools (admin) and the guard's own work
    /** The timeout of {@link #prepareWatched} statements; null: the driver's ({@link #prepare}). Shared with the twin. */
    private final StatementWatchdog watchdog;

    /** What one data source's driver showed; shared by an access and its {@link #withGuard guarded} twin. */
    private static final class Driver {
        final AtomicBoolean networkTimeoutUnsupportedLogged = new AtomicBoolean();
        volatile boolean networkTimeoutVerified; // the first connection tells whether the driver applies it
        volatile boolean unprepared; // statements are not prepared on the server (a pooler in between)
    }

    /**
     * An engine's executor: {@code threads} daemon threads named {@code name-io-N}, each one of idgen's own
     * ({@link CallerThread#own}: there a connection may be borrowed outside a caller's transaction); cancelled tasks
     * are removed, delayed ones dropped at shutdown.
     */
    public static ScheduledThreadPoolExecutor ownExecutor(String name, int threads) {
        AtomicInteger n = new AtomicInteger();
        ThreadFactory tf = r -> {
            Thread t = new Thread(CallerThread.own(r), name + "-io-" + n.incrementAndGet());
            t.setDaemon(true);
            return t;
        };
        ScheduledThreadPoolExecutor e = new ScheduledThreadPoolExecutor(threads, tf);
        e.setRemoveOnCancelPolicy(true);
        e.setExecuteExistingDelayedTasksAfterShutdownPolicy(false);
        return e;
    }

    /** The statements of {@code dialect} ({@link SqlDialects#forDialect}), for the admin API's reads of metadata. */
    public static SqlDialect sqlOf(Dialect dialect) {
        return SqlDialects.forDialect(dialect);
    }

    /** An access without a failover guard (see {@link #withGuard}). */
    public JdbcAccess(DataSource dataSource, Dialect dialect, Tables tables, int queryTimeoutSeconds,
                      Executor networkTimeoutExecutor) {
        this(dataSource, SqlDialects.forDialect(dialect), tables, queryTimeoutSeconds, networkTimeoutExecutor,
                new Driver(), FailoverGuard.NONE, watchdog(SqlDialects.forDialect(dialect), queryTimeoutSeconds,
                        networkTimeoutExecutor));
    }

    /**
     * A watchdog for the hot statements where the driver's timeout costs a timer per statement and the engine has an
     * executor to check them on; else null (the driver's timeout: tools on the caller's thread, MariaDB, H2).
     */
    private static StatementWatchdog watchdog(SqlDialect sql, int queryTimeoutSeconds, Executor executor) {
        return sql.queryTimeoutCostsATimer() && queryTimeoutSeconds > 0
                && executor instanceof java.util.concurrent.ScheduledExecutorService scheduled
                ? new StatementWatchdog(scheduled, queryTimeoutSeconds) : null;
    }

    private JdbcAccess(DataSource dataSource, SqlDialect sql, Tables tables, int queryTimeoutSeconds,
                       Executor networkTimeoutExecutor, Driver driver, FailoverGuard guard, StatementWatchdog watchdog) {
        this.dataSource = dataSource;
        this.sql = sql;
        this.tables = tables;
        this.queryTimeoutSeconds = queryTimeoutSeconds;
        this.networkTimeoutMillis = Math.multiplyExact(queryTimeoutSeconds, 1000) + 1000;
        this.networkTimeoutExecutor = networkTimeoutExecutor;
        this.driver = driver;
        this.guard = guard;
        this.watchdog = watchdog;
    }

    /**
     * The same access (same data source, timeouts and what it learnt about the driver) whose
     * {@link #admit}, {@link #admitMade}, {@link #observe} and {@link #decisions} ask {@code guard}:
     * what the engine's sources use. The access the guard was built with stays unguarded.
     */
    public JdbcAccess withGuard(FailoverGuard guard) {
        return new JdbcAccess(dataSource, sql, tables, queryTimeoutSeconds, networkTimeoutExecutor, driver, guard,
                watchdog);
    }

    /**
     * For administration on the caller's thread: detects the dialect on a first connection; idgen's
     * tables in {@code schema} ({@code null}: the connection's default).
     *
     * @throws dev.idgen.IdSourceUnavailableException when no connection can be had
     * @throws dev.idgen.IdGenConfigurationException for a schema that is not a plain SQL name
     */
    public static JdbcAccess forAdmin(DataSource dataSource, String schema) {
        Tables tables = new Tables(schema);
        try (Connection c = dataSource.getConnection()) {
            return onCallerThread(dataSource, Dialect.detect(c.getMetaData()), tables, 30);
        } catch (SQLException e) {
            throw new IdSourceUnavailableException("cannot connect to the database through " + Redact.dataSource(dataSource)
                    + ": " + Redact.text(e.getMessage()), e);
        }
    }

    public static JdbcAccess onCallerThread(DataSource dataSource, Dialect dialect, Tables tables, int queryTimeoutSeconds) {
        return new JdbcAccess(dataSource, dialect, tables, queryTimeoutSeconds, Runnable::run);
    }

    public Dialect dialect() {
        return sql.dialect();
    }

    /** What this database says differently: SQL texts and SQLState rules. */
    public SqlDialect sql() {
        return sql;
    }

    /** The names of idgen's tables in this database. */
    public Tables tables() {
        return tables;
    }

    /** {@link SqlDialect#rowUpdate} with this access's statements. */
    public SqlDialect.RowUpdate rowUpdate(String table, String set, String where, String columns) {
        return sql.rowUpdate(this, table, set, where, columns);
    }

    /** {@link SqlDialect#counterUpdate} with this access's statements. */
    public SqlDialect.CounterUpdate counterUpdate(String table, String column, String alsoSet, String where) {
        return sql.counterUpdate(this, table, column, alsoSet, where);
    }

    /**
     * Lets a reservation that committed on {@code timeline} be used (see {@link FailoverGuard#admit});
     * no-op for tools that have no guard.
     *
     * @throws dev.idgen.DatabaseFailoverException when the engine may not serve
     */
    public void admit(Connection c, long timeline, String what) throws SQLException {
        guard.admit(c, timeline, what);
    }

    /** What the engine's guard has decided so far (0 for tools): read before a reservation, see {@link #admitMade}. */
    public long decisions() {
        return guard.decisions();
    }

    /**
     * Whether a reservation made on {@code timeline}, whose statement started when the guard had
     * made {@code decisionsBefore} decisions, may be used (see {@link FailoverGuard#admitMade}); when
     * not, the caller makes it again. Always for tools that have no guard.
     *
     * @throws dev.idgen.DatabaseFailoverException when the engine may not serve
     */
    public boolean admitMade(Connection c, long timeline, long decisionsBefore, String what) throws SQLException {
        return guard.admitMade(c, timeline, decisionsBefore, what);
    }

    /** How often a reservation is made again because the database's timeline changed under it, before giving up. */
    public static final int REMAKE_ATTEMPTS = 3;

    /**
     * Tells the guard a statement committed on {@code timeline}, reconciling a new one on {@code c},
     * without refusing: for what keeps what a node already holds (lease renewals).
     */
    public void observe(Connection c, long timeline) throws SQLException {
        guard.observe(c, timeline);
    }

    /**
     * Makes the current transaction of {@code c} commit durably (see {@link SqlDialect#durableTransaction()})
     * and returns the timeline it runs on (0 where the database has none).
     */
    public long durable(Connection c) throws SQLException {
        String sql = sql().durableTransaction();
        if (sql == null) {
            return 0;
        }
        try (PreparedStatement ps = prepare(c, sql); ResultSet rs = ps.executeQuery()) {
            rs.next();
            return sql().timeline(rs, 2);
        }
    }

    public DataSource dataSource() {
        return dataSource;
    }

    /**
     * Runs {@code work} as one transaction on {@code c} ({@link Statements#inTransaction}): for the admin API, which
     * reaches the statements through this class.
     */
    public static <T> T inTransaction(Connection c, ConnectionWork<T> work) throws SQLException {
        return Statements.inTransaction(c, work);
    }

    /**
     * Borrows a connection, puts it in autocommit for the duration of {@code work}, and gives it
     * back as it found it. Only on idgen's own threads ({@link CallerThread#own}): on any other thread a
     * connection that arrives outside autocommit may be the caller's transaction, so it is given back untouched
     * (never switched, committed or rolled back) and the work runs on a thread of idgen's own instead (on a marked
     * slow-ordered leader's thread, {@link CallerThread.ConnectionNotOwnException} hands it to the executor).
     * A failure comes back {@linkplain SqlDialect#explained explained} where the database's own words do not
     * say what it means (Galera's ERROR 1047), SQLState and error code kept.
     */
    public <T> T withConnection(ConnectionWork<T> work) throws SQLException {
        T result = retryingUnprepared(work);
        if (result == NOT_HERE) {
            return onOwnThread(work); // the connection arrived outside autocommit on a caller's thread
        }
        return result;
    }

    /** What {@link #once} returns, without running the work, for a connection that may be a caller's transaction. */
    private static final Object NOT_HERE = new Object();

    /**
     * Runs {@code work} on a new thread of idgen's own ({@link CallerThread#own}), where the connection it borrows is
     * not a caller's transaction, and waits for it: what a caller's thread does when its data source hands it a
     * connection outside autocommit (a transaction-aware data source inside a transaction, or a pool with
     * {@code autoCommit=false}). Administration and an engine's build are rare, so a thread each costs nothing.
     */
    private <T> T onOwnThread(ConnectionWork<T> work) throws SQLException {
        FutureTask<T> task = new FutureTask<>(() -> retryingUnprepared(work));
        Thread t = new Thread(CallerThread.own(task), "idgen-own-connection");
        t.setDaemon(true);
        t.start();
        try {
            return task.get();
        } catch (InterruptedException e) {
            task.cancel(true);
            Thread.currentThread().interrupt();
            throw new SQLException("interrupted while idgen's statement ran on a connection of its own (the "
                    + "data source handed this thread a connection outside autocommit, which may be the caller's "
                    + "transaction, so idgen borrowed another on a thread of its own)", e);
        } catch (ExecutionException e) {
            Throwable cause = e.getCause();
            if (cause instanceof SQLException sql) {
                throw sql;
            }
            if (cause instanceof RuntimeException runtime) {
                throw runtime;
            }
            if (cause instanceof Error error) {
                throw error;
            }
            throw new SQLException(cause);
        }
    }

    private <T> T retryingUnprepared(ConnectionWork<T> work) throws SQLException {
        try {
            return withConnectionAsIs(work);
        } catch (SQLException e) {
            throw sql.explained(e);
        }
    }

    private <T> T withConnectionAsIs(ConnectionWork<T> work) throws SQLException {
        try {
            return once(work);
        } catch (SQLException e) {
            if (driver.unprepared || !sql.isPreparedStatementLost(e)) {
                throw e;
            }
            // a pooler between us and the database (PgBouncer in transaction pooling) hands each transaction
            // another server connection, where a statement pgjdbc prepared on the server does not exist: the
            // statement did not run. From now on idgen's statements are not prepared on the server; again once.
            driver.unprepared = true;
            log.warn("the database answered '{}' (SQLState {}): a connection pooler in transaction mode (PgBouncer) "
                    + "stands between idgen and {}, so idgen's statements are no longer prepared on the server (each is "
                    + "parsed anew: a little slower). Avoid it with PgBouncer's max_prepared_statements (1.21+) or "
                    + "prepareThreshold=0 in the JDBC URL", e.getMessage(), e.getSQLState(), sql.dialect());
            return once(work);
        }
    }

    private <T> T once(ConnectionWork<T> work) throws SQLException {
        try (Connection c = dataSource.getConnection()) {
            boolean autoCommit = c.getAutoCommit();
            if (!autoCommit && !CallerThread.isOwn()) {
                // on a caller's thread a connection outside autocommit may be the caller's own transaction (a
                // transaction-aware or JTA data source): never switched, committed or rolled back; given back untouched
                if (CallerThread.marked()) {
                    throw new CallerThread.ConnectionNotOwnException(dataSource.getClass().getName());
                }
                @SuppressWarnings("unchecked")
                T notHere = (T) NOT_HERE; // withConnection runs the work on a thread of idgen's own
                return notHere;
            }
            int previousNetworkTimeout = applyNetworkTimeout(c);
            T result;
            try {
                if (!autoCommit) {
                    c.setAutoCommit(true); // a fresh pooled connection holds no work of anyone else
                }
                result = work.run(c);
            } catch (SQLException | RuntimeException | Error failure) {
                // the connection may have died with the work (a pool then closes its proxy: "Connection is closed"):
                // what the work failed with is the error, a failed restore only a footnote to it
                try {
                    restore(c, autoCommit, previousNetworkTimeout);
                } catch (SQLException | RuntimeException restoreFailure) {
                    failure.addSuppressed(restoreFailure);
                }
                throw failure;
            }
            restore(c, autoCommit, previousNetworkTimeout);
            return result;
        }
    }

    /** Gives the connection back the autocommit and network timeout {@link #once} found it with. */
    private void restore(Connection c, boolean autoCommit, int previousNetworkTimeout) throws SQLException {
        if (!autoCommit) {
            c.setAutoCommit(false);
        }
        if (previousNetworkTimeout >= 0) {
            c.setNetworkTimeout(networkTimeoutExecutor, previousNetworkTimeout);
        }
    }

    @Override
    public PreparedStatement prepare(Connection c, String sql) throws SQLException {
        PreparedStatement ps = c.prepareStatement(sql);
        ps.setQueryTimeout(queryTimeoutSeconds);
        if (driver.unprepared) {
            this.sql.unprepared(ps);
        }
        return ps;
    }

    @Override
    public PreparedStatement prepareWatched(Connection c, String sql) throws SQLException {
        if (watchdog == null) {
            return prepare(c, sql);
        }
        PreparedStatement ps = c.prepareStatement(sql); // no driver timeout: executeQuery watches it
        if (driver.unprepared) {
            this.sql.unprepared(ps);
        }
        return ps;
    }

    @Override
    public ResultSet executeQuery(PreparedStatement ps) throws SQLException {
        if (watchdog == null) {
            return ps.executeQuery();
        }
        StatementWatchdog.Watch watch = watchdog.start(ps);
        if (watch == null) {
            ps.setQueryTimeout(queryTimeoutSeconds); // the engine's executor is shut down: the driver's timeout
            return ps.executeQuery();
        }
        try {
            return ps.executeQuery();
        } finally {
            watch.end();
        }
    }

    @Override
    public PreparedStatement prepareReturningKeys(Connection c, String sql) throws SQLException {
        PreparedStatement ps = c.prepareStatement(sql, Statement.RETURN_GENERATED_KEYS);
        ps.setQueryTimeout(queryTimeoutSeconds);
        if (driver.unprepared) {
            this.sql.unprepared(ps);
        }
        return ps;
    }

    private int applyNetworkTimeout(Connection c) throws SQLException {
        int previous;
        try {
            previous = c.getNetworkTimeout();
            c.setNetworkTimeout(networkTimeoutExecutor, networkTimeoutMillis);
        } catch (SQLFeatureNotSupportedException | UnsupportedOperationException e) {
            warnNoNetworkTimeout("does not support Connection.setNetworkTimeout (" + e.getMessage() + ")");
            return -1;
        }
        if (!driver.networkTimeoutVerified) {
            driver.networkTimeoutVerified = true;
            // asked of the driver's own connection: a pool (HikariCP) reports back what it was told
            int applied = c.unwrap(Connection.class).getNetworkTimeout();
            if (applied != networkTimeoutMillis && sql.overNetwork(c)) {
                // H2's client, for one, accepts the call and keeps 0 (no timeout)
                warnNoNetworkTimeout("ignores Connection.setNetworkTimeout (asked for " + networkTimeoutMillis
                        + " ms, the driver's connection reports " + applied + " ms)");
            }
        }
        return previous;
    }

    private void warnNoNetworkTimeout(String what) {
        if (driver.networkTimeoutUnsupportedLogged.compareAndSet(false, true)) {
            log.warn("the {} JDBC driver {}: a statement whose network stops answering (no reply, no reset) holds an "
                    + "idgen engine thread until the network is back or the driver's own socket timeout ends it; callers "
                    + "still fail when their wait bound (EngineOptions.MAX_WAIT) ends, and the statement timeout of {} s applies while the database answers",
                    sql.dialect(), what, queryTimeoutSeconds);
        }
    }

    /**
     * Checks that {@code table} exists with {@code columns}; otherwise throws a
     * {@link SchemaMissingException} naming the migration to run.
     */
    public void requireTable(Connection c, String table, String columns) throws SQLException {
        requireTables(c, List.of(table), columns, "idgen's table " + table + " is");
    }

    /**
     * Checks with one statement that every one of {@code tables} exists with {@code columns};
     * otherwise throws a {@link SchemaMissingException} that starts with {@code subject} (e.g.
     * {@code "idgen tables a .. b are"}) and carries the database's message, which names the table.
     */
    public void requireTables(Connection c, List<String> tables, String columns, String subject)
            throws SQLException {
        requireTables(c, tables, columns, subject, "run IdGenMigrations.migrate(dataSource) from idgen-migrations "
                + "(Flyway location " + sql.dialect().migrationLocation() + ", history table idgen_schema_history) "
                + "or 'idgen migrate' before building the engine", SchemaMissingException.Part.TABLES);
    }

    /**
     * Like {@link #requireTables(Connection, List, String, String)} with {@code fix} (what to run) ending
     * the message, and {@code missing} the part of the schema the exception names.
     */
    public void requireTables(Connection c, List<String> tables, String columns, String subject, String fix,
            SchemaMissingException.Part missing) throws SQLException {
        StringBuilder probe = new StringBuilder();
        for (String table : tables) {
            probe.append(probe.length() == 0 ? "" : " UNION ALL ").append("SELECT ").append(columns).append(" FROM ")
                    .append(table).append(" WHERE 1 = 0");
        }
        try (PreparedStatement ps = prepare(c, probe.toString())) {
            ps.executeQuery().close();
        } catch (SQLException e) {
            if (sql.isMissingObject(e)) {
                throw new SchemaMissingException(subject + " missing or incomplete ("
                        + e.getMessage().trim() + "); " + fix, missing, e);
            }
            throw e;
        }
    }
}
