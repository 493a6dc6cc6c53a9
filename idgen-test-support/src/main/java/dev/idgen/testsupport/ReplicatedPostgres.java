package dev.idgen.testsupport;

import com.zaxxer.hikari.HikariDataSource;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Assumptions;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * A PostgreSQL primary and one streaming standby of its own, started from the server programs
 * installed on the machine ({@code initdb}, {@code pg_ctl}, {@code pg_basebackup}; see
 * {@link ServerCommands#postgresBin()}), for tests of what a failover does.
 *
 * <p>Guarantees:
 * <ul>
 *   <li>{@link Builder#start()} returns once both servers run on free ports of {@code 127.0.0.1},
 *       in a temporary directory of their own (owned by the {@code postgres} OS user, as which the
 *       servers run when this JVM is root), with a database {@value #DATABASE} on the primary that the
 *       standby replicates (user {@code postgres}, no password), and the standby has caught up.</li>
 *   <li>Synchronous ({@link #synchronous()}): the primary has {@code synchronous_standby_names =
 *       'replica1'} (the standby's name) and {@code synchronous_commit = on}, so a commit returns only
 *       once the standby has it; the standby's copy of the configuration says the same, as an HA
 *       manager's would, until {@link #promoteStandby()} clears it. Asynchronous ({@link #asynchronous()}):
 *       commits do not wait.</li>
 *   <li>With {@link Builder#replicationThroughProxy()}, the standby streams WAL through a
 *       {@link TcpProxy}: {@link #cutReplication()} resets the stream (the standby retries every
 *       200 ms) until {@link #restoreReplication()}.</li>
 *   <li>{@link #crashPrimary()} stops the primary as a crash would (SIGKILL to its postmaster and
 *       every process of it at once: no shutdown checkpoint, clients' connections reset, however
 *       busy the machine); {@link #promoteStandby()} promotes the
 *       standby, clears {@code synchronous_standby_names} on it ({@code ALTER SYSTEM} and
 *       {@code pg_reload_conf()}, as an HA manager does when no standby is left) and returns once it
 *       commits writes, on a new timeline.</li>
 *   <li>{@link #close()} closes the pools made here, stops both servers and the proxy and deletes the
 *       directory; a JVM shutdown hook does the same for a fixture not closed. Idempotent.</li>
 *   <li>Every failing step throws an {@link IllegalStateException} naming the step, with the tail of
 *       the server's log. Only when the machine has no PostgreSQL server programs at all does
 *       {@link Builder#start()} abort the test (a JUnit assumption) saying how to install them.</li>
 * </ul>
 */
public final class ReplicatedPostgres implements AutoCloseable {

    /** The database idgen's tests use on the pair. */
    public static final String DATABASE = "idgen";
    /** The standby's name (its {@code application_name}), which {@code synchronous_standby_names} lists. */
    public static final String STANDBY_NAME = "replica1";

    private static final Logger log = LoggerFactory.getLogger(ReplicatedPostgres.class);
    private static final Duration COMMAND_LIMIT = Duration.ofSeconds(60);

    /** How the pair is set up. */
    public static final class Builder {
        private final boolean synchronous;
        private boolean throughProxy;

        private Builder(boolean synchronous) {
            this.synchronous = synchronous;
        }

        /** The standby streams through a {@link TcpProxy}, so {@link #cutReplication()} works. */
        public Builder replicationThroughProxy() {
            this.throughProxy = true;
            return this;
        }

        /** Starts the primary and the standby (see the class comment). */
        public ReplicatedPostgres start() {
            Path bin = ServerCommands.postgresBin().orElse(null);
            Assumptions.assumeTrue(bin != null, "no PostgreSQL server programs (initdb, pg_ctl, pg_basebackup) on this "
                    + "machine: install them (Debian: apt-get install postgresql) or set PG_BIN to their directory; "
                    + ".ci/run installs them");
            ReplicatedPostgres pair = new ReplicatedPostgres(bin, synchronous, throughProxy);
            return ServerCommands.startedOrClosed(pair, pair::startAll);
        }
    }

    /** A pair whose primary waits for the standby at every commit. */
    public static Builder synchronous() {
        return new Builder(true);
    }

    /** A pair whose standby may lag behind the primary's commits. */
    public static Builder asynchronous() {
        return new Builder(false);
    }

    private final Path bin;
    private final boolean synchronous;
    private final boolean throughProxy;
    private final Path base;
    private final Path primaryDir;
    private final Path standbyDir;
    private final int primaryPort;
    private final int standbyPort;
    private final Thread shutdownHook;
    private final OwnedPools pools;
    private TcpProxy replicationProxy; // set at start
    private volatile boolean promoted;

    private ReplicatedPostgres(Path bin, boolean synchronous, boolean throughProxy) {
        this.bin = bin;
        this.synchronous = synchronous;
        this.throughProxy = throughProxy;
        this.base = ServerCommands.serverDirectory("idgen-replica-");
        this.pools = new OwnedPools("this replicated PostgreSQL in " + base);
        this.primaryDir = base.resolve("primary");
        this.standbyDir = base.resolve("standby");
        this.primaryPort = ServerCommands.freePort();
        int p;
        do {
            p = ServerCommands.freePort();
        } while (p == primaryPort);
        this.standbyPort = p;
        this.shutdownHook = new Thread(this::closeFromHook, "idgen-replicated-postgres-stop");
        Runtime.getRuntime().addShutdownHook(shutdownHook);
    }

    private void startAll() {
        long start = System.nanoTime();
        command("initdb of the primary", primaryLog(), bin.resolve("initdb").toString(), "-D", primaryDir.toString(),
                "-U", "postgres", "-A", "trust", "-E", "UTF8", "--locale=C", "--no-sync");
        appendConf(primaryDir.resolve("postgresql.conf"), String.join("\n",
                "listen_addresses = '127.0.0.1'",
                "port = " + primaryPort,
                "unix_socket_directories = '" + base + "'",
                "max_connections = 60",
                "shared_buffers = 32MB",
                "wal_level = replica",
                "max_wal_senders = 4",
                "max_replication_slots = 4",
                "hot_standby = on",
                "wal_retrieve_retry_interval = '200ms'",
                "wal_receiver_status_interval = '1s'",
                "fsync = off", // a crash here is a process crash (pg_ctl -m immediate), not the OS's: the page cache survives
                "synchronous_commit = on",
                "synchronous_standby_names = '" + (synchronous ? STANDBY_NAME : "") + "'",
                "logging_collector = off",
                "log_line_prefix = '%m [%p] '"));
        startServer("primary", primaryDir, primaryLog());
        // no standby yet to wait for: this one commit must not wait for it
        execute(primaryUrl("postgres"), "create database " + DATABASE, "SET synchronous_commit = local",
                "CREATE DATABASE " + DATABASE);
        int walPort = primaryPort;
        if (throughProxy) {
            replicationProxy = TcpProxy.start("127.0.0.1", primaryPort);
            walPort = replicationProxy.port();
        }
        command("pg_basebackup of the standby", primaryLog(), bin.resolve("pg_basebackup").toString(), "-D",
                standbyDir.toString(), "-h", "127.0.0.1", "-p", String.valueOf(primaryPort), "-U", "postgres", "-R",
                "-X", "stream", "-C", "-S", STANDBY_NAME, "-c", "fast", "--no-sync");
        appendConf(standbyDir.resolve("postgresql.auto.conf"), String.join("\n",
                "port = " + standbyPort,
                "primary_conninfo = 'host=127.0.0.1 port=" + walPort + " user=postgres application_name=" + STANDBY_NAME
                        + " connect_timeout=2'",
                "primary_slot_name = '" + STANDBY_NAME + "'"));
        startServer("standby", standbyDir, standbyLog());
        if (synchronous) {
            awaitSql("the standby becomes the primary's synchronous standby", primaryUrl(DATABASE),
                    "SELECT count(*) FROM pg_stat_replication WHERE application_name = '" + STANDBY_NAME
                            + "' AND sync_state = 'sync'", Duration.ofSeconds(30));
        }
        waitForStandbyCaughtUp(Duration.ofSeconds(30));
        log.info("replicated PostgreSQL ({}, WAL {}): primary 127.0.0.1:{}, standby 127.0.0.1:{}, in {} (started in {} ms)",
                synchronous ? "synchronous" : "asynchronous", throughProxy ? "through " + replicationProxy : "direct",
                primaryPort, standbyPort, base, TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start));
    }

    // ---- URLs and pools ----------------------------------------------------------------------

    /** The primary's port (the port of the server that was the primary, also after a failover). */
    public int primaryPort() {
        return primaryPort;
    }

    /** The standby's port. */
    public int standbyPort() {
        return standbyPort;
    }

    /** Whether the primary waits for the standby at commit. */
    public boolean isSynchronous() {
        return synchronous;
    }

    /** The URL of {@value #DATABASE} on the first primary, with the driver timeouts tests use. */
    public String primaryUrl() {
        return primaryUrl(DATABASE);
    }

    /** The URL of {@value #DATABASE} on the standby (read-only until promoted). */
    public String standbyUrl() {
        return url("127.0.0.1:" + standbyPort, DATABASE, "");
    }

    /**
     * The URL an application uses: both servers, {@code targetServerType=primary}, so the driver
     * connects to whichever accepts writes.
     */
    public String multiHostUrl() {
        return url("127.0.0.1:" + primaryPort + ",127.0.0.1:" + standbyPort, DATABASE, "&targetServerType=primary");
    }

    /** The URL of the server that accepts writes now: the standby once promoted, else the primary. */
    public String currentPrimaryUrl() {
        return promoted ? standbyUrl() : primaryUrl();
    }

    private String primaryUrl(String database) {
        return url("127.0.0.1:" + primaryPort, database, "");
    }

    private static String url(String hosts, String database, String more) {
        return "jdbc:postgresql://" + hosts + "/" + database + "?" + NODE_TIMEOUTS + more;
    }

    /**
     * A new HikariCP pool on {@code url} as an application node would have one (at most
     * {@code maxPoolSize} connections, 2 s to get one, none opened before asked for); closed by
     * {@link #close()}.
     */
    public HikariDataSource newPool(String name, String url, int maxPoolSize) {
        return newPool(name, url, maxPoolSize, Duration.ofSeconds(2));
    }

    /**
     * {@link #newPool(String, String, int)} with {@code connectionTimeout} to get a connection: what an operator's
     * tool (FailoverAdmin, {@code idgen failover}) runs with, a connection of its own and a person's patience.
     */
    public HikariDataSource newPool(String name, String url, int maxPoolSize, Duration connectionTimeout) {
        return pools.keep(ServerCommands.nodePool(name, url, "postgres", maxPoolSize, connectionTimeout));
    }

    // ---- what happens to the pair ------------------------------------------------------------

    /** Resets the standby's WAL stream and keeps it from reconnecting until {@link #restoreReplication()}. */
    public void cutReplication() {
        requireProxy().cut();
    }

    /** Lets the standby stream WAL again (it reconnects within about 200 ms). */
    public void restoreReplication() {
        requireProxy().restore();
    }

    private TcpProxy requireProxy() {
        if (replicationProxy == null) {
            throw new IllegalStateException("this pair streams WAL directly; build it with replicationThroughProxy()");
        }
        return replicationProxy;
    }

    /** Stops the primary as a crash would: {@code pg_ctl stop -m immediate}. */
    public void crashPrimary() {
        Path pidFile = primaryDir.resolve("postmaster.pid");
        long pid;
        try {
            pid = Long.parseLong(Files.readAllLines(pidFile, StandardCharsets.UTF_8).get(0).trim());
        } catch (IOException | RuntimeException e) {
            throw new IllegalStateException("replicated PostgreSQL in " + base + ": crash of the primary failed: cannot read "
                    + "its postmaster's pid from " + pidFile + ": " + e, e);
        }
        ProcessHandle postmaster = ProcessHandle.of(pid).orElseThrow(() -> new IllegalStateException(
                "replicated PostgreSQL in " + base + ": crash of the primary failed: its postmaster (pid " + pid
                        + ") is not running"));
        // every process at once, as a crash stops them: pg_ctl stop -m immediate asks them (SIGQUIT) and on a starved
        // machine took 20 s, the primary still serving meanwhile
        List<ProcessHandle> roots = new ArrayList<>(postmaster.descendants().toList());
        roots.add(postmaster);
        int killed;
        try {
            killed = ServerCommands.killAll(roots, primaryDir, COMMAND_LIMIT);
        } catch (IllegalStateException e) {
            throw new IllegalStateException("replicated PostgreSQL in " + base + ": crash of the primary failed: "
                    + e.getMessage(), e);
        }
        try {
            Files.deleteIfExists(pidFile); // nothing left to stop at close
        } catch (IOException e) {
            throw new UncheckedIOException("cannot delete " + pidFile + " of the crashed primary", e);
        }
        log.info("replicated PostgreSQL: primary 127.0.0.1:{} crashed (SIGKILL to its {} processes)", primaryPort, killed);
    }

    /**
     * Promotes the standby, clears {@code synchronous_standby_names} on it and returns once it
     * commits a write (a starved machine may take many seconds; a test measures when this returns).
     */
    public void promoteStandby() {
        long start = System.nanoTime();
        command("promotion of the standby (pg_ctl promote)", standbyLog(), bin.resolve("pg_ctl").toString(), "promote",
                "-D", standbyDir.toString(), "-w", "-t", String.valueOf(COMMAND_LIMIT.toSeconds()));
        promoted = true;
        execute(standbyUrl(), "clear synchronous_standby_names on the new primary",
                "ALTER SYSTEM SET synchronous_standby_names = ''", "SELECT pg_reload_conf()");
        awaitSql("the new primary commits a write", standbyUrl(), "SELECT count(*) FROM (SELECT txid_current()) t WHERE "
                + "NOT pg_is_in_recovery() AND current_setting('synchronous_standby_names') = ''", COMMAND_LIMIT);
        log.info("replicated PostgreSQL: standby 127.0.0.1:{} promoted in {} ms, timeline {}", standbyPort,
                TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start), timeline());
    }

    /**
     * Waits until the standby has replayed everything the primary wrote when this was called.
     *
     * @throws IllegalStateException when it has not within {@code limit}
     */
    public void waitForStandbyCaughtUp(Duration limit) {
        String lsn = queryString(primaryUrl(), "SELECT pg_current_wal_lsn()::text");
        awaitSql("the standby replays up to " + lsn, standbyUrl(),
                "SELECT count(*) FROM (SELECT 1) t WHERE pg_wal_lsn_diff(pg_last_wal_replay_lsn(), '" + lsn + "') >= 0",
                limit);
    }

    /** The timeline the server that accepts writes now writes WAL on (1 until a promotion). */
    public long timeline() {
        return Long.parseLong(queryString(currentPrimaryUrl(),
                "SELECT substr(pg_walfile_name(pg_current_wal_lsn()), 1, 8)"), 16);
    }

    /** The driver timeouts of the URLs handed out here (seconds): an application node's. */
    private static final String NODE_TIMEOUTS = "connectTimeout=2&socketTimeout=10";
    /**
     * The fixture's own statements ({@link #queryString}, {@link #execute}, the promotion's steps) wait
     * like a person at a console: a busy CI run saw a new primary take over 2 s to accept the connection
     * that clears {@code synchronous_standby_names}, and a standby over 10 s to answer a query, and the
     * test failed in its staging while the engines under test were fine. The same patience as every test
     * database's one-off statements ({@link TestDatabases#POSTGRES_ONE_OFF_TIMEOUTS}).
     */
    private static final String ONE_OFF_TIMEOUTS = "connectTimeout="
            + TestDatabases.POSTGRES_ONE_OFF_TIMEOUTS.get("connectTimeout")
            + "&socketTimeout=" + TestDatabases.POSTGRES_ONE_OFF_TIMEOUTS.get("socketTimeout");

    /** {@code url}, one of this fixture's, with the one-off timeouts in place of the node's. */
    private static String oneOff(String url) {
        if (!url.contains(NODE_TIMEOUTS)) {
            throw new IllegalArgumentException(url + " is not a URL of this fixture (no " + NODE_TIMEOUTS
                    + " to replace with " + ONE_OFF_TIMEOUTS + "); pass primaryUrl(), standbyUrl() or currentPrimaryUrl()");
        }
        return url.replace(NODE_TIMEOUTS, ONE_OFF_TIMEOUTS);
    }

    /** One value of {@code sql} on {@code url} (with the fixture's own, longer timeouts). */
    public String queryString(String url, String sql) {
        return ServerCommands.queryString(oneOff(url), sql, this::failed);
    }

    /** Runs {@code statements} on {@code url} in autocommit (with the fixture's own, longer timeouts). */
    public void execute(String url, String what, String... statements) {
        ServerCommands.execute(oneOff(url), what, this::failed, statements);
    }

    /** The tail of the primary's server log. */
    public String primaryLogTail() {
        return ServerCommands.tail(primaryLog(), 40);
    }

    /** The tail of the standby's server log. */
    public String standbyLogTail() {
        return ServerCommands.tail(standbyLog(), 40);
    }

    // ---- closing -----------------------------------------------------------------------------

    /** Closes the pools, stops both servers and the proxy, deletes the directory. Idempotent. */
    @Override
    public void close() {
        closeAll();
        ServerCommands.removeShutdownHook(shutdownHook);
    }

    private void closeFromHook() {
        closeAll();
    }

    private void closeAll() {
        if (!pools.close()) {
            return;
        }
        List<RuntimeException> failures = new ArrayList<>();
        for (Path dir : List.of(standbyDir, primaryDir)) {
            if (Files.exists(dir.resolve("postmaster.pid"))) {
                try {
                    command("stop of " + dir, dir.resolveSibling(dir.getFileName() + ".log"),
                            bin.resolve("pg_ctl").toString(), "stop", "-D", dir.toString(), "-m", "immediate", "-w", "-t", "30");
                } catch (RuntimeException e) {
                    failures.add(e);
                }
            }
        }
        if (replicationProxy != null) {
            replicationProxy.close();
        }
        ServerCommands.deleteThenThrow(base, failures);
    }

    @Override
    public String toString() {
        return "ReplicatedPostgres[" + (synchronous ? "synchronous" : "asynchronous") + ", primary 127.0.0.1:" + primaryPort
                + ", standby 127.0.0.1:" + standbyPort + (promoted ? " (promoted)" : "") + ", " + base + "]";
    }

    // ---- helpers -----------------------------------------------------------------------------

    private Path primaryLog() {
        return base.resolve("primary.log");
    }

    private Path standbyLog() {
        return base.resolve("standby.log");
    }

    private void startServer(String which, Path dir, Path logFile) {
        command("start of the " + which, logFile, bin.resolve("pg_ctl").toString(), "start", "-D", dir.toString(), "-l",
                logFile.toString(), "-w", "-t", "60");
    }

    private void command(String what, Path logFile, String... command) {
        try {
            ServerCommands.run(List.of(command), base, COMMAND_LIMIT,
                    () -> "tail of " + logFile + ":\n" + ServerCommands.tail(logFile, 40));
        } catch (IllegalStateException e) {
            throw new IllegalStateException("replicated PostgreSQL in " + base + ": " + what + " failed: " + e.getMessage(), e);
        }
    }

    private static void appendConf(Path file, String lines) {
        try {
            Files.writeString(file, "\n# idgen test fixture (ReplicatedPostgres)\n" + lines + "\n", StandardCharsets.UTF_8,
                    StandardOpenOption.APPEND);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + file, e);
        }
    }

    /** Waits until {@code countSql} on {@code url} returns a positive count, polling every 50 ms. */
    private void awaitSql(String what, String url, String countSql, Duration limit) {
        long deadline = System.nanoTime() + limit.toNanos();
        SQLException last = null;
        while (true) {
            try (Connection c = DriverManager.getConnection(url, "postgres", ""); Statement s = c.createStatement();
                 ResultSet rs = s.executeQuery(countSql)) {
                if (rs.next() && rs.getLong(1) > 0) {
                    return;
                }
                last = null;
            } catch (SQLException e) {
                last = e; // the server may still be starting: asked again until the limit
            }
            if (System.nanoTime() - deadline > 0) {
                IllegalStateException e = new IllegalStateException("replicated PostgreSQL in " + base + ": not within "
                        + limit + ": " + what + (last == null ? "" : " (last error: " + last.getMessage() + ")")
                        + "\nprimary log tail:\n" + primaryLogTail() + "\nstandby log tail:\n" + standbyLogTail());
                if (last != null) {
                    e.initCause(last);
                }
                throw e;
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
        return new IllegalStateException("replicated PostgreSQL in " + base + ": " + what + " failed: " + e.getMessage()
                + " (SQLState " + e.getSQLState() + ")\nprimary log tail:\n" + primaryLogTail() + "\nstandby log tail:\n"
                + standbyLogTail(), e);
    }
}
