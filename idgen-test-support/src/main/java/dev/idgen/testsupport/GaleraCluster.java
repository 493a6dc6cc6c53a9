package dev.idgen.testsupport;

import com.zaxxer.hikari.HikariDataSource;
import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.GroupPrincipal;
import java.nio.file.attribute.PosixFileAttributeView;
import java.nio.file.attribute.UserPrincipal;
import java.nio.file.attribute.UserPrincipalLookupService;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;
import java.util.stream.Stream;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * A MariaDB Galera Cluster of its own: three {@code mariadbd} nodes with the Galera 4 provider (Debian packages
 * {@code mariadb-server} and {@code galera-4}), on one machine, so that a test can connect engines to different
 * nodes at once, SIGKILL one node and let it rejoin, or cut one off from the quorum.
 *
 * <p>Guarantees:
 * <ul>
 *   <li>{@link #start()} returns once the three nodes run on free ports of {@code 127.0.0.1} (SQL, gcomm, IST and
 *       SST ports each their own), in a temporary directory of their own, every node reports
 *       {@code wsrep_local_state_comment = 'Synced'} and {@code wsrep_cluster_size = 3}, and the database
 *       {@value #DATABASE} exists (user {@code root}@{@code 127.0.0.1}, no password). Node 1 is bootstrapped with
 *       {@code --wsrep-new-cluster}; nodes 2 and 3 join with an empty data directory and receive it by rsync SST.
 *       The servers run as the OS user {@code mysql} when this JVM is root (rsync's daemon, which the SST starts,
 *       would otherwise drop to {@code nobody} and could not write the data directory), as this JVM's user
 *       otherwise. Nothing is read from the machine's {@code my.cnf} ({@code --no-defaults}).</li>
 *   <li>Every node runs with {@code binlog_format=ROW} and {@code innodb_autoinc_lock_mode=2}, as Galera asks, and
 *       Galera's default {@code wsrep_sync_wait=0}: a client that needs reads to see other nodes' commits sets it
 *       for its session ({@link #url(int, String)} takes URL options such as {@code sessionVariables=...}).</li>
 *   <li>Group communication is shortened for tests ({@link #PROVIDER_OPTIONS}): a node that stops answering is
 *       dropped from the component within about three seconds, not Galera's default fifteen.</li>
 *   <li>{@link #kill(int)} SIGKILLs one node and returns once its process exited and the others report a cluster
 *       of two; {@link #rejoin(int)} starts it again on its data directory (it catches up by IST from the others'
 *       gcache) and returns once it is Synced in a cluster of three.</li>
 *   <li>{@link #isolate(int)} cuts one node off the group ({@code gmcast.isolate=1}): it becomes a non-primary
 *       component of one, answering every query with ERROR 1047; {@link #reconnect(int)} undoes it.</li>
 *   <li>Waits poll every 50 ms up to a limit; none is a fixed sleep. Every failing step throws an
 *       {@link IllegalStateException} naming the step, with the tails of the nodes' error logs. No
 *       {@code mariadbd} or Galera provider on the machine is such a failure too, saying how to install them.</li>
 *   <li>{@link #close()} closes the pools made here, SIGKILLs every node still running (nothing of them is kept)
 *       and deletes the directory; a JVM shutdown hook does the same for a cluster not closed. Idempotent.</li>
 * </ul>
 */
public final class GaleraCluster implements AutoCloseable {

    /** The database created on the cluster. */
    public static final String DATABASE = "idgen";
    /** The nodes, numbered 1 to {@value #NODES}. */
    public static final int NODES = 3;
    /** The Galera provider of the Debian package {@code galera-4}. */
    public static final Path PROVIDER = Path.of("/usr/lib/galera/libgalera_smm.so");
    /**
     * Galera's group-communication timeouts shortened for tests (defaults in brackets): keep-alives every 0.5 s
     * [1 s], a silent node suspected after 2 s [5 s] and dropped after 3 s [15 s].
     */
    public static final String PROVIDER_OPTIONS = "evs.keepalive_period=PT0.5S;evs.inactive_check_period=PT0.5S;"
            + "evs.suspect_timeout=PT2S;evs.inactive_timeout=PT3S;evs.install_timeout=PT3S;gcache.size=64M";

    private static final Logger log = LoggerFactory.getLogger(GaleraCluster.class);
    private static final Duration COMMAND_LIMIT = Duration.ofSeconds(90);
    private static final Duration START_LIMIT = Duration.ofSeconds(120);
    private static final String SERVER_USER = "mysql";
    private static final String ONE_OFF_TIMEOUTS = "connectTimeout=2000&socketTimeout=5000";

    private final Path mariadbd;
    private final Path installDb;
    private final Path base;
    private final int[] sqlPorts = new int[NODES + 1];
    private final int[] groupPorts = new int[NODES + 1];
    private final int[] istPorts = new int[NODES + 1];
    private final int[] sstPorts = new int[NODES + 1];
    private final Process[] processes = new Process[NODES + 1]; // guarded by this
    private final List<HikariDataSource> pools = new ArrayList<>(); // guarded by this
    private final Thread shutdownHook;
    private boolean closed; // guarded by this

    /** Starts the three nodes (see the class comment). */
    public static GaleraCluster start() {
        GaleraCluster cluster = new GaleraCluster();
        return ServerCommands.startedOrClosed(cluster, cluster::startAll);
    }

    private GaleraCluster() {
        this.mariadbd = program("mariadbd", "/usr/sbin");
        this.installDb = program("mariadb-install-db", "/usr/bin");
        if (!Files.isReadable(PROVIDER)) {
            throw new IllegalStateException("no Galera provider at " + PROVIDER + ": install it (Debian: apt-get install "
                    + "galera-4 rsync; .ci/run installs it)");
        }
        this.base = directory();
        List<Integer> taken = new ArrayList<>();
        while (taken.size() < 4 * NODES) {
            int p = ServerCommands.freePort();
            if (!taken.contains(p)) {
                taken.add(p);
            }
        }
        for (int n = 1; n <= NODES; n++) {
            sqlPorts[n] = taken.get(n - 1);
            groupPorts[n] = taken.get(NODES + n - 1);
            istPorts[n] = taken.get(2 * NODES + n - 1);
            sstPorts[n] = taken.get(3 * NODES + n - 1);
        }
        this.shutdownHook = new Thread(this::closeAll, "idgen-galera-stop");
        Runtime.getRuntime().addShutdownHook(shutdownHook);
    }

    private static Path program(String name, String also) {
        String path = System.getenv().getOrDefault("PATH", "/usr/bin") + File.pathSeparator + also;
        return Stream.of(path.split(File.pathSeparator)).map(d -> Path.of(d, name)).filter(Files::isExecutable).findFirst()
                .orElseThrow(() -> new IllegalStateException("no " + name + " on this machine (PATH and " + also
                        + "): install MariaDB 10.6+ and Galera (Debian: apt-get install mariadb-server galera-4 rsync; "
                        + ".ci/run installs them)"));
    }

    private static Path directory() {
        try {
            Path dir = Files.createTempDirectory("idgen-galera-");
            giveToServerUser(dir);
            return dir;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot create a temporary directory idgen-galera-*", e);
        }
    }

    /** Makes {@code path} owned by {@value #SERVER_USER} when this JVM is root (nothing otherwise). */
    private static void giveToServerUser(Path path) throws IOException {
        if (!ServerCommands.runningAsRoot()) {
            return;
        }
        UserPrincipalLookupService users = path.getFileSystem().getUserPrincipalLookupService();
        UserPrincipal user;
        GroupPrincipal group;
        try {
            user = users.lookupPrincipalByName(SERVER_USER);
            group = users.lookupPrincipalByGroupName(SERVER_USER);
        } catch (IOException e) {
            throw new IOException("this JVM runs as root, so the Galera nodes run as the OS user '" + SERVER_USER
                    + "', which does not exist (" + e.getMessage() + "); install mariadb-server, which creates it", e);
        }
        PosixFileAttributeView view = Files.getFileAttributeView(path, PosixFileAttributeView.class);
        view.setOwner(user);
        view.setGroup(group);
    }

    private void startAll() {
        long start = System.nanoTime();
        Path first = dataDir(1);
        List<String> install = List.of(installDb.toString(), "--no-defaults", "--datadir=" + first, "--user="
                + userArgument(), "--auth-root-authentication-method=normal", "--skip-test-db", "--skip-name-resolve");
        try {
            ServerCommands.runAsIs(install, base, COMMAND_LIMIT, () -> "");
        } catch (IllegalStateException e) {
            throw new IllegalStateException("Galera in " + base + ": mariadb-install-db failed: " + e.getMessage(), e);
        }
        launch(1, true);
        awaitNode(1, 1, START_LIMIT);
        execute(1, "create the database", "CREATE DATABASE IF NOT EXISTS " + DATABASE);
        for (int n = 2; n <= NODES; n++) {
            try {
                Files.createDirectories(dataDir(n));
                giveToServerUser(dataDir(n));
            } catch (IOException e) {
                throw new UncheckedIOException("cannot create " + dataDir(n), e);
            }
            launch(n, false);
        }
        for (int n = 1; n <= NODES; n++) {
            awaitNode(n, NODES, START_LIMIT);
        }
        log.info("Galera: {} nodes synced in {} ms: {}", NODES, TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start),
                this);
    }

    private String userArgument() {
        return ServerCommands.runningAsRoot() ? SERVER_USER : System.getProperty("user.name");
    }

    private void launch(int n, boolean bootstrap) {
        StringBuilder peers = new StringBuilder();
        for (int m = 1; m <= NODES; m++) {
            peers.append(m == 1 ? "" : ",").append("127.0.0.1:").append(groupPorts[m]);
        }
        Path home = base.resolve("node" + n);
        List<String> args = new ArrayList<>(List.of(mariadbd.toString(), "--no-defaults", "--user=" + userArgument(),
                "--datadir=" + dataDir(n), "--port=" + sqlPorts[n], "--bind-address=127.0.0.1",
                "--socket=" + home.resolve("mysqld.sock"), "--pid-file=" + home.resolve("mysqld.pid"),
                "--log-error=" + errorLog(n), "--innodb-buffer-pool-size=32M", "--innodb-log-file-size=16M",
                "--skip-name-resolve", "--max-connections=200", "--binlog-format=ROW", "--innodb-autoinc-lock-mode=2",
                "--default-storage-engine=InnoDB", "--wsrep-on=ON", "--wsrep-provider=" + PROVIDER,
                "--wsrep-cluster-name=idgen-test", "--wsrep-cluster-address=gcomm://" + peers,
                "--wsrep-node-address=127.0.0.1:" + groupPorts[n], "--wsrep-node-name=node" + n,
                "--wsrep-sst-method=rsync", "--wsrep-sst-receive-address=127.0.0.1:" + sstPorts[n],
                "--wsrep-provider-options=gmcast.listen_addr=tcp://127.0.0.1:" + groupPorts[n] + ";ist.recv_addr=127.0.0.1:"
                        + istPorts[n] + ";" + PROVIDER_OPTIONS));
        if (bootstrap) {
            args.add("--wsrep-new-cluster");
        }
        try {
            Files.createDirectories(home);
            giveToServerUser(home);
            Process p = new ProcessBuilder(args).directory(home.toFile()).redirectErrorStream(true)
                    .redirectOutput(ProcessBuilder.Redirect.appendTo(home.resolve("console.log").toFile())).start();
            synchronized (this) {
                if (closed) {
                    p.destroyForcibly();
                    throw new IllegalStateException("this Galera cluster in " + base + " is closed");
                }
                processes[n] = p;
            }
        } catch (IOException e) {
            throw new IllegalStateException("Galera in " + base + ": cannot start node " + n + ": " + e.getMessage(), e);
        }
    }

    // ---- where to connect ----------------------------------------------------------------------

    /** The SQL port of node {@code n}. */
    public int port(int n) {
        check(n);
        return sqlPorts[n];
    }

    /** A JDBC URL of database {@value #DATABASE} on node {@code n}. */
    public String url(int n) {
        return url(n, "");
    }

    /** A JDBC URL of database {@value #DATABASE} on node {@code n} with URL {@code options} (may be empty). */
    public String url(int n, String options) {
        return "jdbc:mariadb://127.0.0.1:" + port(n) + "/" + DATABASE + (options.isEmpty() ? "" : "?" + options);
    }

    /** A new HikariCP pool on {@code url} as {@code root}, as an application node has one; closed by {@link #close()}. */
    public HikariDataSource newPool(String name, String url, int maxPoolSize, Duration connectionTimeout) {
        HikariDataSource pool = ServerCommands.nodePool(name, url, "root", maxPoolSize, connectionTimeout);
        synchronized (this) {
            if (closed) {
                pool.close();
                throw new IllegalStateException("this Galera cluster in " + base + " is closed");
            }
            pools.add(pool);
        }
        return pool;
    }

    // ---- what happens to the cluster -------------------------------------------------------------

    /**
     * SIGKILLs node {@code n} as a machine's crash would, and returns once it exited and every other node reports
     * a primary component of the others.
     */
    public void kill(int n) {
        check(n);
        Process p;
        synchronized (this) {
            p = processes[n];
            processes[n] = null;
        }
        if (p == null) {
            throw new IllegalStateException("Galera in " + base + ": node " + n + " does not run");
        }
        List<ProcessHandle> tree = new ArrayList<>(p.descendants().toList());
        tree.add(p.toHandle());
        ServerCommands.killAll(tree, dataDir(n), COMMAND_LIMIT); // mariadbd works in its data directory
        for (int m = 1; m <= NODES; m++) {
            if (m != n && running(m)) {
                awaitNode(m, runningCount(), COMMAND_LIMIT);
            }
        }
        log.info("Galera: node {} killed", n);
    }

    /** Starts a killed node {@code n} again on its data directory; returns once it is Synced in the full cluster. */
    public void rejoin(int n) {
        check(n);
        if (running(n)) {
            throw new IllegalStateException("Galera in " + base + ": node " + n + " runs already");
        }
        launch(n, false);
        for (int m = 1; m <= NODES; m++) {
            if (running(m)) {
                awaitNode(m, runningCount(), START_LIMIT);
            }
        }
        log.info("Galera: node {} rejoined", n);
    }

    /**
     * Cuts node {@code n} off the group ({@code gmcast.isolate=1}): returns once it reports itself a non-primary
     * component and the others a primary component without it.
     */
    public void isolate(int n) {
        execute(n, "isolate node " + n, "SET GLOBAL wsrep_provider_options = 'gmcast.isolate=1'");
        awaitTrue("node " + n + " is a non-primary component", n,
                s -> s.equals("non-Primary"), "SHOW STATUS LIKE 'wsrep_cluster_status'", COMMAND_LIMIT);
        for (int m = 1; m <= NODES; m++) {
            if (m != n && running(m)) {
                awaitNode(m, runningCount() - 1, COMMAND_LIMIT);
            }
        }
    }

    /** Undoes {@link #isolate(int)}: returns once node {@code n} is Synced in the full cluster again. */
    public void reconnect(int n) {
        execute(n, "reconnect node " + n, "SET GLOBAL wsrep_provider_options = 'gmcast.isolate=0'");
        for (int m = 1; m <= NODES; m++) {
            if (running(m)) {
                awaitNode(m, runningCount(), START_LIMIT);
            }
        }
    }

    /** Waits until node {@code n} is Synced, in the primary component, with {@code size} members. */
    public void awaitNode(int n, int size, Duration limit) {
        awaitTrue("node " + n + " Synced", n, "Synced"::equals, "SHOW STATUS LIKE 'wsrep_local_state_comment'", limit);
        awaitTrue("node " + n + " in a primary component", n, "Primary"::equals, "SHOW STATUS LIKE 'wsrep_cluster_status'",
                limit);
        awaitTrue("node " + n + " sees a cluster of " + size, n, String.valueOf(size)::equals,
                "SHOW STATUS LIKE 'wsrep_cluster_size'", limit);
    }

    /** The value of the global status or variable row {@code show} (a {@code SHOW ... LIKE}) on node {@code n}. */
    public String show(int n, String show) {
        try (Connection c = connect(n); Statement s = c.createStatement(); ResultSet rs = s.executeQuery(show)) {
            if (!rs.next()) {
                throw new IllegalStateException(show + " on node " + n + " returned no row");
            }
            return rs.getString(2);
        } catch (SQLException e) {
            throw failed(show + " on node " + n, e);
        }
    }

    /** Runs {@code statements} in autocommit on node {@code n}, on a connection of its own. */
    public void execute(int n, String what, String... statements) {
        try (Connection c = connect(n); Statement s = c.createStatement()) {
            for (String sql : statements) {
                s.execute(sql);
            }
        } catch (SQLException e) {
            throw failed(what + " on node " + n, e);
        }
    }

    /** The tails of the nodes' error logs. */
    public String logTails() {
        StringBuilder b = new StringBuilder();
        for (int n = 1; n <= NODES; n++) {
            b.append("--- node ").append(n).append(" (").append(errorLog(n)).append(")\n")
                    .append(ServerCommands.tail(errorLog(n), 20)).append('\n');
        }
        return b.toString();
    }

    // ---- closing -------------------------------------------------------------------------------

    /** Closes the pools, kills every node, deletes the directory. Idempotent. */
    @Override
    public void close() {
        closeAll();
        try {
            Runtime.getRuntime().removeShutdownHook(shutdownHook);
        } catch (IllegalStateException e) {
            // the JVM is shutting down: the hook runs (or ran) and finds everything closed
        }
    }

    private void closeAll() {
        List<HikariDataSource> toClose;
        List<ProcessHandle> running = new ArrayList<>();
        synchronized (this) {
            if (closed) {
                return;
            }
            closed = true;
            toClose = new ArrayList<>(pools);
            for (int n = 1; n <= NODES; n++) {
                if (processes[n] != null) {
                    running.addAll(processes[n].descendants().toList());
                    running.add(processes[n].toHandle());
                    processes[n] = null;
                }
            }
        }
        toClose.forEach(HikariDataSource::close);
        List<RuntimeException> failures = new ArrayList<>();
        for (int n = 1; n <= NODES; n++) {
            try {
                // a test cluster keeps nothing: SIGKILL, every node at once, and what works in its directories
                ServerCommands.killAll(n == 1 ? running : List.of(), dataDir(n), COMMAND_LIMIT);
            } catch (RuntimeException e) {
                failures.add(e);
            }
        }
        try {
            ServerCommands.deleteRecursively(base);
        } catch (IOException e) {
            failures.add(new UncheckedIOException("cannot delete " + base, e));
        }
        if (!failures.isEmpty()) {
            RuntimeException first = failures.get(0);
            failures.subList(1, failures.size()).forEach(first::addSuppressed);
            throw first;
        }
    }

    @Override
    public String toString() {
        StringBuilder b = new StringBuilder("GaleraCluster[");
        for (int n = 1; n <= NODES; n++) {
            b.append("node").append(n).append(" 127.0.0.1:").append(sqlPorts[n]).append(" (gcomm ").append(groupPorts[n])
                    .append("), ");
        }
        return b.append(base).append(']').toString();
    }

    // ---- helpers -------------------------------------------------------------------------------

    private void check(int n) {
        if (n < 1 || n > NODES) {
            throw new IllegalArgumentException("no Galera node " + n + ": pass 1 to " + NODES);
        }
    }

    private synchronized boolean running(int n) {
        return processes[n] != null;
    }

    private synchronized int runningCount() {
        int c = 0;
        for (int n = 1; n <= NODES; n++) {
            c += processes[n] != null ? 1 : 0;
        }
        return c;
    }

    private Path dataDir(int n) {
        return base.resolve("node" + n).resolve("data");
    }

    private Path errorLog(int n) {
        return base.resolve("node" + n).resolve("error.log");
    }

    private Connection connect(int n) throws SQLException {
        check(n); // no database named: the fixture's own statements run before it exists
        return DriverManager.getConnection("jdbc:mariadb://127.0.0.1:" + sqlPorts[n] + "/?" + ONE_OFF_TIMEOUTS, "root", "");
    }

    /** Polls {@code show} on node {@code n} every 50 ms until its value passes {@code test}. */
    private void awaitTrue(String what, int n, Predicate<String> test, String show, Duration limit) {
        long deadline = System.nanoTime() + limit.toNanos();
        String last = null;
        while (true) {
            synchronized (this) {
                if (processes[n] != null && !processes[n].isAlive()) {
                    throw new IllegalStateException("Galera in " + base + ": node " + n + " exited (code "
                            + processes[n].exitValue() + ") while waiting for: " + what + "\n" + logTails());
                }
            }
            Optional<String> value;
            try (Connection c = connect(n); Statement s = c.createStatement(); ResultSet rs = s.executeQuery(show)) {
                value = rs.next() ? Optional.ofNullable(rs.getString(2)) : Optional.empty();
                last = "value " + value.orElse("(none)");
            } catch (SQLException e) {
                value = Optional.empty();
                last = e.getMessage(); // starting, joining or cut off: asked again until the limit
            }
            if (value.filter(test).isPresent()) {
                return;
            }
            if (System.nanoTime() - deadline > 0) {
                throw new IllegalStateException("Galera in " + base + ": not within " + limit + ": " + what
                        + " (last: " + last + ")\n" + logTails());
            }
            try {
                Thread.sleep(50);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException("interrupted while waiting: " + what, e);
            }
        }
    }

    private IllegalStateException failed(String what, SQLException e) {
        return new IllegalStateException("Galera in " + base + ": " + what + " failed: " + e.getMessage() + " (SQLState "
                + e.getSQLState() + ", error " + e.getErrorCode() + ")\n" + logTails(), e);
    }
}
