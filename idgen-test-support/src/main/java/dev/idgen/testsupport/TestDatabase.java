package dev.idgen.testsupport;

import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;
import dev.idgen.Dialect;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * One empty database created for a test by {@link TestDatabases}, and the connection pools the
 * test opens on it.
 *
 * <p>Guarantees:
 * <ul>
 *   <li>The database is new and empty when handed out, and the caller's alone: its name was not
 *       used before in this JVM and carries a random part against other JVMs on the same server
 *       ({@code CREATE DATABASE} would fail rather than reuse an existing one).</li>
 *   <li>Every pool made here ({@link #dataSource()}, {@link #newDataSource(int)},
 *       {@link #newDataSourceVia(TcpProxy, int)}) uses {@code connectionTimeout} 1000 ms,
 *       {@code validationTimeout} 500 ms, {@code minimumIdle} 0 (connections are opened on demand)
 *       and a pool name that names the database; proxy pools use {@code initializationFailTimeout}
 *       -1 so they can be created while the proxy is cut.</li>
 *   <li>Every connection (pooled or not) runs in the session time zone {@link #SESSION_ZONE}
 *       (UTC−03:30), set right after connecting ({@link #sessionZoneSql()}, Hikari's
 *       {@code connectionInitSql} for pools). It differs from the JVM's zone (the build runs tests
 *       with {@code -Duser.timezone=Pacific/Chatham}, UTC+12:45/+13:45) and from the servers'
 *       default (UTC here), so a timestamp written or read through the wrong zone shows up as a
 *       shift of hours.</li>
 *   <li>Every connection (pooled or not) has driver-level timeouts: for PostgreSQL
 *       {@code socketTimeout=10&connectTimeout=2} (seconds), for MariaDB
 *       {@code socketTimeout=10000&connectTimeout=2000} (milliseconds), unless the configured
 *       server URL sets them itself. No test can hang forever on a dead socket — except on an H2 server
 *       database ({@link TestDatabases#freshH2Server()}): H2's client has no socket timeout.</li>
 *   <li>Pools on H2 drop a connection H2 reports as broken (error codes 90067, 90098, 90121; see
 *       {@link H2BrokenConnections}) as HikariCP drops one with an SQLState of class 08, so after a
 *       network failure they hand out fresh connections, not the dead ones.</li>
 *   <li>{@link #close()} closes every pool and every {@link #connect()} connection made here, then
 *       drops the database (for H2: {@code SHUTDOWN}). It is idempotent; after it, making pools or
 *       connections fails with {@link IllegalStateException}.</li>
 *   <li>Every exception names the database and the URL it concerns.</li>
 * </ul>
 * Thread-safe.
 */
public final class TestDatabase implements AutoCloseable {

    /** The session time zone of every connection made here: deliberately not the JVM's, nor UTC. */
    public static final java.time.ZoneOffset SESSION_ZONE = java.time.ZoneOffset.of("-03:30");

    /** Drops the database; run once by {@link #close()} after every pool is closed. */
    @FunctionalInterface
    interface Dropper {
        void drop() throws SQLException;
    }

    private final Dialect dialect;
    private final String jdbcUrl;
    private final JdbcUrl networkUrl; // null for an in-process H2 database
    private final String oneOffUrl; // jdbcUrl with the patience of the tests' own statements
    private final String user;
    private final String password;
    private final String databaseName;
    private final Dropper dropper;
    private final AtomicInteger poolCounter = new AtomicInteger();
    private final List<HikariDataSource> pools = new ArrayList<>(); // guarded by this
    private final List<Connection> connections = new ArrayList<>(); // guarded by this
    private HikariDataSource shared; // guarded by this
    private boolean closed; // guarded by this

    TestDatabase(Dialect dialect, String jdbcUrl, JdbcUrl networkUrl, String user, String password,
            String databaseName, Dropper dropper) {
        this.dialect = dialect;
        this.jdbcUrl = jdbcUrl;
        this.networkUrl = networkUrl;
        this.oneOffUrl = dialect == Dialect.POSTGRESQL ? networkUrl.withParams(TestDatabases.POSTGRES_ONE_OFF_TIMEOUTS).toString()
                : dialect == Dialect.MYSQL ? networkUrl.withParams(TestDatabases.MARIADB_ONE_OFF_TIMEOUTS).toString()
                : jdbcUrl;
        this.user = user;
        this.password = password;
        this.databaseName = databaseName;
        this.dropper = dropper;
    }

    /** The database product. */
    public Dialect dialect() {
        return dialect;
    }

    /** The JDBC URL of this database, driver timeouts included. */
    public String jdbcUrl() {
        return jdbcUrl;
    }

    /**
     * The statement that puts a session of this database in {@link #SESSION_ZONE}, run on every
     * connection made here.
     */
    public String sessionZoneSql() {
        switch (dialect) {
            case POSTGRESQL:
                return "SET TIME ZONE INTERVAL '" + SESSION_ZONE.getId() + "' HOUR TO MINUTE";
            case MYSQL:
                return "SET time_zone = '" + SESSION_ZONE.getId() + "'";
            case H2:
                return "SET TIME ZONE '" + SESSION_ZONE.getId() + "'";
            default:
                throw new IllegalStateException("no session time zone statement for " + dialect);
        }
    }

    /** A query giving the session's current offset from UTC in seconds (−12 600 for {@link #SESSION_ZONE}). */
    public String sessionOffsetSecondsSql() {
        switch (dialect) {
            case POSTGRESQL:
                return "SELECT CAST(EXTRACT(TIMEZONE FROM CURRENT_TIMESTAMP) AS BIGINT)";
            case MYSQL:
                return "SELECT TIME_TO_SEC(TIMEDIFF(NOW(), UTC_TIMESTAMP()))";
            case H2:
                return "SELECT EXTRACT(TIMEZONE_HOUR FROM CURRENT_TIMESTAMP) * 3600"
                        + " + EXTRACT(TIMEZONE_MINUTE FROM CURRENT_TIMESTAMP) * 60";
            default:
                throw new IllegalStateException("no session offset query for " + dialect);
        }
    }

    /** The user every connection logs in as. */
    public String user() {
        return user;
    }

    /** That user's password (often empty). */
    public String password() {
        return password;
    }

    /**
     * The server's host as written in the URL.
     *
     * @throws UnsupportedOperationException for an in-process H2 database (no server)
     */
    public String host() {
        return requireNetwork("host()").host();
    }

    /**
     * The server's port.
     *
     * @throws UnsupportedOperationException for an in-process H2 database (no server)
     */
    public int port() {
        return requireNetwork("port()").port();
    }

    /** The database's name, e.g. {@code idgen_t_3_a41f0c}. */
    public String databaseName() {
        return databaseName;
    }

    /** The shared pool of this database (at most 8 connections), created on first use. */
    public synchronized HikariDataSource dataSource() {
        if (closed) {
            throw closedException();
        }
        if (shared == null) {
            shared = newDataSource(8);
        }
        return shared;
    }

    /**
     * A new, separate pool on this database, as another application node would have. Closed by
     * {@link #close()}; the caller may close it earlier.
     */
    public HikariDataSource newDataSource(int maxPoolSize) {
        return createPool(jdbcUrl, maxPoolSize, "", false);
    }

    /**
     * A new, separate pool on this database whose connections go through {@code proxy}, so the test
     * can cut or freeze this node's network. The pool can be created while the proxy is cut.
     *
     * @throws UnsupportedOperationException for an in-process H2 database
     * @throws IllegalArgumentException if the proxy forwards to another port than this database's
     */
    public HikariDataSource newDataSourceVia(TcpProxy proxy, int maxPoolSize) {
        JdbcUrl url = requireNetwork("newDataSourceVia()");
        if (proxy.targetPort() != url.port()) {
            throw new IllegalArgumentException("proxy " + proxy + " does not forward to database " + databaseName
                    + " at " + url.host() + ":" + url.port());
        }
        String viaUrl = url.withHostAndPort("127.0.0.1", proxy.port()).toString();
        return createPool(viaUrl, maxPoolSize, "-via-" + proxy.port(), true);
    }

    /**
     * A new plain JDBC connection ({@link DriverManager}), closed by {@link #close()} if the caller
     * has not closed it.
     *
     * @throws SQLException naming the URL and user, with the driver's SQL state and cause
     */
    public Connection connect() throws SQLException {
        Connection connection = openConnection(jdbcUrl);
        synchronized (this) {
            if (closed) {
                connection.close();
                throw closedException();
            }
            connections.removeIf(TestDatabase::isClosedQuietly);
            connections.add(connection);
        }
        return connection;
    }

    /**
     * Runs one SQL statement on a fresh connection (auto-commit).
     *
     * @throws IllegalStateException naming the statement and the database, caused by the SQLException
     */
    public void execute(String sql) {
        try (Connection connection = openConnection(oneOffUrl); Statement statement = connection.createStatement()) {
            statement.execute(sql);
        } catch (SQLException e) {
            throw new IllegalStateException("'" + sql + "' failed on test database " + databaseName + " ("
                    + jdbcUrl + "): " + e.getMessage(), e);
        }
    }

    /**
     * Runs a query on a fresh connection and returns the first column of its only row as a long.
     *
     * @throws IllegalStateException naming the query and the database if it fails, returns no row,
     *         more than one row or SQL NULL
     */
    public long queryLong(String sql) {
        try (Connection connection = openConnection(oneOffUrl); Statement statement = connection.createStatement();
                ResultSet rows = statement.executeQuery(sql)) {
            if (!rows.next()) {
                throw new IllegalStateException("'" + sql + "' returned no row on test database " + databaseName);
            }
            long value = rows.getLong(1);
            if (rows.wasNull()) {
                throw new IllegalStateException("'" + sql + "' returned NULL on test database " + databaseName);
            }
            if (rows.next()) {
                throw new IllegalStateException("'" + sql + "' returned more than one row on test database "
                        + databaseName);
            }
            return value;
        } catch (SQLException e) {
            throw new IllegalStateException("'" + sql + "' failed on test database " + databaseName + " ("
                    + jdbcUrl + "): " + e.getMessage(), e);
        }
    }

    /**
     * Closes every pool and connection made here, then drops the database. Idempotent.
     *
     * @throws IllegalStateException naming the database if closing or dropping failed (everything
     *         else is still attempted; further failures are suppressed into it)
     */
    @Override
    public void close() {
        List<AutoCloseable> toClose;
        synchronized (this) {
            if (closed) {
                return;
            }
            closed = true;
            toClose = new ArrayList<>(pools);
            toClose.addAll(connections);
            pools.clear();
            connections.clear();
        }
        IllegalStateException failure = null;
        for (AutoCloseable closeable : toClose) {
            try {
                closeable.close();
            } catch (Exception e) {
                failure = addFailure(failure, "cannot close " + closeable + " of test database " + databaseName, e);
            }
        }
        try {
            dropper.drop();
        } catch (SQLException | RuntimeException e) {
            failure = addFailure(failure, "cannot drop test database " + databaseName + " (" + jdbcUrl + "): "
                    + e.getMessage(), e);
        }
        if (failure != null) {
            throw failure;
        }
    }

    @Override
    public String toString() {
        return "TestDatabase[" + dialect + " " + databaseName + " at " + jdbcUrl + "]";
    }

    private HikariDataSource createPool(String url, int maxPoolSize, String nameSuffix, boolean lazy) {
        if (maxPoolSize < 1) {
            throw new IllegalArgumentException("maxPoolSize must be >= 1 but was " + maxPoolSize
                    + " for test database " + databaseName);
        }
        synchronized (this) {
            if (closed) {
                throw closedException();
            }
        }
        HikariConfig config = new HikariConfig();
        config.setJdbcUrl(url);
        config.setUsername(user);
        config.setPassword(password);
        config.setMaximumPoolSize(maxPoolSize);
        config.setMinimumIdle(0);
        // through a proxy the tests cut the network and want a prompt failure; a direct pool only waits for the
        // server, which on a loaded 2-core machine can take seconds to start a backend
        config.setConnectionTimeout(lazy ? 1_000 : 10_000);
        config.setValidationTimeout(500);
        config.setConnectionInitSql(sessionZoneSql());
        if (dialect == Dialect.H2) {
            config.setExceptionOverride(new H2BrokenConnections()); // H2 reports a lost connection without SQLState 08
        }
        if (lazy) {
            config.setInitializationFailTimeout(-1);
            PoolIsolation.nameTheDefault(config, url);
        }
        config.setPoolName("idgen-test-" + databaseName + "-" + poolCounter.incrementAndGet() + nameSuffix);
        HikariDataSource pool;
        try {
            pool = new HikariDataSource(config);
        } catch (RuntimeException e) {
            throw new IllegalStateException("cannot create pool " + config.getPoolName() + " on " + url
                    + ": " + e.getMessage(), e);
        }
        synchronized (this) {
            if (!closed) {
                pools.add(pool);
                return pool;
            }
        }
        pool.close();
        throw closedException();
    }

    private Connection openConnection(String url) throws SQLException {
        Connection connection;
        try {
            connection = DriverManager.getConnection(url, user, password);
        } catch (SQLException e) {
            throw new SQLException("cannot connect to test database " + databaseName + " at " + url + " as "
                    + user + ": " + e.getMessage(), e.getSQLState(), e.getErrorCode(), e);
        }
        try (Statement statement = connection.createStatement()) {
            statement.execute(sessionZoneSql());
        } catch (SQLException e) {
            try {
                connection.close();
            } catch (SQLException closing) {
                e.addSuppressed(closing);
            }
            throw new SQLException("cannot set the session time zone on test database " + databaseName + " with '"
                    + sessionZoneSql() + "': " + e.getMessage(), e.getSQLState(), e.getErrorCode(), e);
        }
        return connection;
    }

    private JdbcUrl requireNetwork(String what) {
        if (networkUrl == null) {
            throw new UnsupportedOperationException(what + " is not available for the in-process " + dialect
                    + " database " + databaseName + " (" + jdbcUrl + "); use TestDatabases.freshH2Server() for one"
                    + " behind a TCP server");
        }
        return networkUrl;
    }

    private IllegalStateException closedException() {
        return new IllegalStateException("test database " + databaseName + " (" + jdbcUrl + ") is closed");
    }

    private static IllegalStateException addFailure(IllegalStateException failure, String message, Exception e) {
        if (failure == null) {
            return new IllegalStateException(message, e);
        }
        failure.addSuppressed(e);
        return failure;
    }

    private static boolean isClosedQuietly(Connection connection) {
        try {
            return connection.isClosed();
        } catch (SQLException e) {
            return true; // a connection that cannot even tell is no longer worth closing
        }
    }
}
