package dev.idgen.testsupport;

import com.zaxxer.hikari.HikariDataSource;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * A PgBouncer of the test's own in front of a PostgreSQL database, in <b>transaction pooling</b>
 * (each transaction may run on another server connection, as most PgBouncer deployments do), so
 * tests see what applications behind PgBouncer see: a statement pgjdbc prepared on one server
 * connection missing on the next.
 *
 * <p>Guarantees:
 * <ul>
 *   <li>{@link #inFrontOf(TestDatabase, int)} returns once PgBouncer accepts connections on a free
 *       port of {@code 127.0.0.1}; its configuration, log and pid file live in a temporary directory
 *       of their own (owned by the {@code postgres} OS user, as which it runs when this JVM is root:
 *       PgBouncer refuses to run as root). It logs in to the server as the database's user
 *       ({@code auth_type = trust} towards its clients), with at most {@code serverConnections}
 *       server connections for the database, so clients share them.</li>
 *   <li>{@link #close()} closes the pools made here, stops PgBouncer and deletes its directory;
 *       idempotent; a shutdown hook does the same for one not closed.</li>
 *   <li>A failing start throws an {@link IllegalStateException} with PgBouncer's log tail. Only
 *       when no {@code pgbouncer} program exists does it abort the test (a JUnit assumption)
 *       saying how to install it.</li>
 * </ul>
 */
public final class PgBouncer implements AutoCloseable {

    private static final Logger log = LoggerFactory.getLogger(PgBouncer.class);

    private final Path dir;
    private final int port;
    private final String database;
    private final String user;
    private final Thread shutdownHook;
    private final OwnedPools pools;

    private PgBouncer(Path dir, int port, String database, String user) {
        this.dir = dir;
        this.port = port;
        this.database = database;
        this.user = user;
        this.pools = new OwnedPools("PgBouncer in " + dir);
        this.shutdownHook = new Thread(this::stop, "idgen-pgbouncer-stop");
    }

    /** The {@code pgbouncer} program: {@code PGBOUNCER} if set, else {@code /usr/sbin/pgbouncer} or one on the PATH. */
    static Optional<Path> program() {
        String env = System.getenv("PGBOUNCER");
        if (env != null && !env.isBlank()) {
            return Optional.of(Path.of(env));
        }
        Stream<Path> path = Stream.of(System.getenv().getOrDefault("PATH", "").split(":")).filter(p -> !p.isEmpty())
                .map(Path::of);
        return Stream.concat(Stream.of(Path.of("/usr/sbin"), Path.of("/usr/bin")), path)
                .map(d -> d.resolve("pgbouncer")).filter(Files::isExecutable).findFirst();
    }

    /**
     * Starts PgBouncer in transaction pooling in front of {@code db} (a PostgreSQL database) with at
     * most {@code serverConnections} server connections.
     */
    public static PgBouncer inFrontOf(TestDatabase db, int serverConnections) {
        Path program = program().orElse(null);
        Assumptions.assumeTrue(program != null, "no pgbouncer program on this machine: install it (Debian: apt-get "
                + "install pgbouncer) or set PGBOUNCER to it; .ci/run installs it");
        Path dir = ServerCommands.serverDirectory("idgen-pgbouncer-");
        int port = ServerCommands.freePort();
        PgBouncer bouncer = new PgBouncer(dir, port, db.databaseName(), db.user());
        Runtime.getRuntime().addShutdownHook(bouncer.shutdownHook);
        try {
            bouncer.start(program, db, serverConnections);
        } catch (RuntimeException e) {
            try {
                bouncer.close();
            } catch (RuntimeException closing) {
                e.addSuppressed(closing);
            }
            throw e;
        }
        return bouncer;
    }

    private void start(Path program, TestDatabase db, int serverConnections) {
        Path ini = dir.resolve("pgbouncer.ini");
        Path users = dir.resolve("userlist.txt");
        try {
            Files.writeString(users, "\"" + user + "\" \"\"\n", StandardCharsets.UTF_8);
            Files.writeString(ini, String.join("\n",
                    "[databases]",
                    database + " = host=" + hostAddress(db.host()) + " port=" + db.port() + " dbname=" + database
                            + " user=" + user,
                    "",
                    "[pgbouncer]",
                    "listen_addr = 127.0.0.1",
                    "listen_port = " + port,
                    "unix_socket_dir = ",
                    "auth_type = trust",
                    "auth_file = " + users,
                    "pool_mode = transaction",
                    "default_pool_size = " + serverConnections,
                    "min_pool_size = 0",
                    "reserve_pool_size = 0",
                    "max_client_conn = 500",
                    "server_reset_query = ",
                    "ignore_startup_parameters = extra_float_digits,options",
                    "logfile = " + dir.resolve("pgbouncer.log"),
                    "pidfile = " + dir.resolve("pgbouncer.pid"),
                    ""), StandardCharsets.UTF_8);
            ServerCommands.giveToServerUser(ini);
            ServerCommands.giveToServerUser(users);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write PgBouncer's configuration in " + dir, e);
        }
        ServerCommands.run(List.of(program.toString(), "-d", ini.toString()), dir, Duration.ofSeconds(30),
                () -> "PgBouncer log tail:\n" + logTail());
        long deadline = System.nanoTime() + Duration.ofSeconds(15).toNanos();
        while (!accepts()) {
            if (System.nanoTime() - deadline > 0) {
                throw new IllegalStateException("PgBouncer in " + dir + " does not accept connections on 127.0.0.1:" + port
                        + " within 15 s; its log tail:\n" + logTail());
            }
            try {
                Thread.sleep(50);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException("interrupted while waiting for PgBouncer to start", e);
            }
        }
        log.info("PgBouncer (transaction pooling, {} server connection(s)) on 127.0.0.1:{} in front of {}:{}/{}",
                serverConnections, port, db.host(), db.port(), database);
    }

    private static String hostAddress(String host) {
        return "localhost".equals(host) ? "127.0.0.1" : host;
    }

    private boolean accepts() {
        try (Socket s = new Socket()) {
            s.connect(new InetSocketAddress("127.0.0.1", port), 200);
            return true;
        } catch (IOException e) {
            return false; // not listening yet: asked again until the deadline
        }
    }

    /** PgBouncer's port on {@code 127.0.0.1}. */
    public int port() {
        return port;
    }

    /** The JDBC URL of the database through PgBouncer (pgjdbc's defaults: statements prepared after 5 uses). */
    public String jdbcUrl() {
        return "jdbc:postgresql://127.0.0.1:" + port + "/" + database + "?connectTimeout=2&socketTimeout=10";
    }

    /** A new HikariCP pool through PgBouncer (at most {@code maxPoolSize} client connections); closed by {@link #close()}. */
    public HikariDataSource newPool(String name, int maxPoolSize) {
        return pools.keep(ServerCommands.nodePool(name, jdbcUrl(), user, maxPoolSize));
    }

    /** The tail of PgBouncer's log. */
    public String logTail() {
        return ServerCommands.tail(dir.resolve("pgbouncer.log"), 40);
    }

    /** Closes the pools, stops PgBouncer, deletes its directory. Idempotent. */
    @Override
    public void close() {
        stop();
        ServerCommands.removeShutdownHook(shutdownHook);
    }

    private void stop() {
        if (!pools.close()) {
            return;
        }
        Path pidFile = dir.resolve("pgbouncer.pid");
        try {
            if (Files.exists(pidFile)) {
                long pid = Long.parseLong(Files.readString(pidFile, StandardCharsets.UTF_8).trim());
                Optional<ProcessHandle> process = ProcessHandle.of(pid);
                if (process.isPresent()) {
                    process.get().destroy();
                    process.get().onExit().get(10, java.util.concurrent.TimeUnit.SECONDS);
                }
            }
            ServerCommands.deleteRecursively(dir);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot stop PgBouncer or delete " + dir, e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while stopping PgBouncer in " + dir, e);
        } catch (java.util.concurrent.ExecutionException | java.util.concurrent.TimeoutException e) {
            throw new IllegalStateException("PgBouncer in " + dir + " did not stop within 10 s", e);
        }
    }

    @Override
    public String toString() {
        return "PgBouncer[127.0.0.1:" + port + " -> " + database + ", transaction pooling, " + dir + "]";
    }
}
