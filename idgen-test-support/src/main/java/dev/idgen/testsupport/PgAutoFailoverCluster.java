package dev.idgen.testsupport;

import com.zaxxer.hikari.HikariDataSource;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * A pg_auto_failover formation of its own: a monitor and two PostgreSQL data nodes, each run by
 * {@code pg_autoctl} (the Debian package {@code postgresql-15-auto-failover}), so that a test can
 * kill the primary and watch pg_auto_failover promote the secondary by itself.
 *
 * <p>Guarantees:
 * <ul>
 *   <li>{@link Builder#start()} returns once the monitor and both nodes run on free ports of
 *       {@code 127.0.0.1}, in a temporary directory of their own (owned by the {@code postgres} OS user,
 *       as which every {@code pg_autoctl} runs when this JVM is root; its configuration and state files
 *       too, through {@code XDG_CONFIG_HOME} / {@code XDG_DATA_HOME}), {@value #FIRST} is the primary with
 *       a database {@value #DATABASE} (user {@code postgres}, trust, no TLS), {@value #SECOND} is its
 *       secondary, and the monitor reports both in the state it assigned.</li>
 *   <li>Synchronous ({@link #synchronous()}): pg_auto_failover's default formation, in which the
 *       secondary takes part in the write quorum ({@code replication-quorum true}), so the primary has
 *       {@code synchronous_standby_names = 'ANY 1 (pgautofailover_standby_2)'}. Asynchronous
 *       ({@link #asynchronous()}): {@code pg_autoctl set node replication-quorum false} on the secondary,
 *       after which the primary's {@code synchronous_standby_names} is empty.</li>
 *   <li>The monitor's health checks are shortened for tests ({@link #MONITOR_SETTINGS}): a primary
 *       that stops answering is failed over within seconds, not the default half minute.</li>
 *   <li>{@link #cutReplication()} stops the secondary's WAL stream for good: the primary's
 *       {@code pg_hba.conf} rejects the replication user and its walsenders are ended. Commits from
 *       then on exist only on the primary.</li>
 *   <li>{@link #killPrimary()} kills the primary's {@code pg_autoctl} (its supervisor and keeper,
 *       which would otherwise restart PostgreSQL) and its PostgreSQL, every process with SIGKILL at
 *       once; nothing is done to promote the secondary.</li>
 *   <li>{@link #close()} closes the pools made here, stops every {@code pg_autoctl} still running
 *       (SIGTERM, then SIGKILL to what is left after 20 s) and deletes the directory; a JVM shutdown hook
 *       does the same for a cluster not closed. Idempotent.</li>
 *   <li>Every failing step throws an {@link IllegalStateException} naming the step, with the tails of
 *       the {@code pg_autoctl} logs. No {@code pg_autoctl} on the machine is such a failure too, saying how
 *       to install it: the tests that use this fixture are run only when asked for.</li>
 * </ul>
 */
public final class PgAutoFailoverCluster implements FailoverCluster {

    /** The database created on the formation. */
    public static final String DATABASE = "idgen";
    /** The data node created first: the primary until a failover. */
    public static final String FIRST = "data1";
    /** The data node created second: the secondary until a failover. */
    public static final String SECOND = "data2";
    /**
     * The monitor's health-check settings ({@code ALTER SYSTEM} on the monitor, defaults in brackets):
     * a check every second [5 s], given up after 1 s [5 s], retried once [2] after 0.5 s [2 s], and a
     * node whose keeper has not reported for 2 s [20 s] and fails its check is considered unhealthy. A
     * primary that cannot be told to demote is waited for 3 s [30 s] before the secondary takes over
     * ({@code primary_demote_timeout}): its keeper is killed with it here, so nobody could tell it.
     */
    public static final Map<String, String> MONITOR_SETTINGS = settings(
            "pgautofailover.health_check_period", "1000",
            "pgautofailover.health_check_timeout", "1000",
            "pgautofailover.health_check_max_retries", "1",
            "pgautofailover.health_check_retry_delay", "500",
            "pgautofailover.node_considered_unhealthy_timeout", "2000",
            "pgautofailover.primary_demote_timeout", "3000");

    private static final Logger log = LoggerFactory.getLogger(PgAutoFailoverCluster.class);
    private static final Duration COMMAND_LIMIT = Duration.ofSeconds(60);
    private static final Duration START_LIMIT = Duration.ofSeconds(90);
    private static final String NODE_TIMEOUTS = "connectTimeout=2&socketTimeout=10";
    private static final String ONE_OFF_TIMEOUTS = "connectTimeout=2&socketTimeout=5";

    /** How the formation is set up. */
    public static final class Builder {
        private final boolean synchronous;

        private Builder(boolean synchronous) {
            this.synchronous = synchronous;
        }

        /** Starts the monitor and both data nodes (see the class comment). */
        public PgAutoFailoverCluster start() {
            PgAutoFailoverCluster cluster = new PgAutoFailoverCluster(synchronous);
            return ServerCommands.startedOrClosed(cluster, cluster::startAll);
        }
    }

    /** pg_auto_failover's default formation: the secondary is in the write quorum, commits wait for it. */
    public static Builder synchronous() {
        return new Builder(true);
    }

    /** The secondary out of the write quorum ({@code replication-quorum false}): commits do not wait for it. */
    public static Builder asynchronous() {
        return new Builder(false);
    }

    private final boolean synchronous;
    private final Path pgAutoCtl;
    private final Path pgCtl;
    private final Path base;
    private final int monitorPort;
    private final Map<String, Integer> ports = new LinkedHashMap<>();
    private final ManagedServices services;

    private PgAutoFailoverCluster(boolean synchronous) {
        this.synchronous = synchronous;
        this.pgAutoCtl = ServerCommands.onPath("pg_autoctl", "install pg_auto_failover (Debian: apt-get install "
                + "postgresql-15-auto-failover; .ci/run installs it)");
        this.pgCtl = pgCtlOfTheExtension();
        this.base = ServerCommands.serverDirectory("idgen-pgautofailover-");
        this.services = new ManagedServices("this pg_auto_failover cluster in " + base, base, "monitor", this::stop,
                "idgen-pgautofailover-stop");
        List<Integer> taken = ServerCommands.freePorts(3);
        this.monitorPort = taken.get(0);
        ports.put(FIRST, taken.get(1));
        ports.put(SECOND, taken.get(2));
    }

    /** The {@code pg_ctl} of the PostgreSQL major version the {@code pgautofailover} extension is installed for. */
    private static Path pgCtlOfTheExtension() {
        Path root = Path.of("/usr/lib/postgresql");
        try (Stream<Path> versions = Files.isDirectory(root) ? Files.list(root) : Stream.empty()) {
            Optional<Path> bin = versions.filter(v -> Files.exists(v.resolve("lib/pgautofailover.so")))
                    .map(v -> v.resolve("bin")).filter(b -> Files.isExecutable(b.resolve("pg_ctl"))).findFirst();
            return bin.map(b -> b.resolve("pg_ctl")).orElseThrow(() -> new IllegalStateException("no PostgreSQL under "
                    + root + " has the pgautofailover extension (lib/pgautofailover.so) and pg_ctl: install "
                    + "postgresql-15-auto-failover"));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot list " + root, e);
        }
    }

    private void startAll() {
        long start = System.nanoTime();
        Path monitorDir = base.resolve("monitor");
        autoctl("creation of the monitor", "create", "monitor", "--pgdata", monitorDir.toString(), "--pgport",
                String.valueOf(monitorPort), "--hostname", "127.0.0.1", "--auth", "trust", "--no-ssl", "--pgctl",
                pgCtl.toString());
        startService("monitor", List.of("run", "--pgdata", monitorDir.toString()));
        List<String> settings = new ArrayList<>();
        MONITOR_SETTINGS.forEach((k, v) -> settings.add("ALTER SYSTEM SET " + k + " = " + v));
        settings.add("SELECT pg_reload_conf()");
        awaitTrue("the monitor accepts connections", monitorUrl(), "SELECT true", START_LIMIT);
        execute(monitorUrl(), "shorten the monitor's health checks", settings.toArray(String[]::new));

        startNode(FIRST);
        awaitTrue(FIRST + " runs alone", monitorUrl(), stateIs(FIRST, "single"), START_LIMIT);
        startNode(SECOND);
        // pg_autoctl's pg_basebackup asks for a spread checkpoint, which an idle primary takes minutes to finish
        awaitTrue(SECOND + " becomes the secondary", monitorUrl(), stateIs(SECOND, "secondary"), START_LIMIT,
                () -> queryQuietly(nodeUrl(FIRST), "SELECT count(*) > 0 FROM pg_stat_progress_basebackup WHERE phase = "
                        + "'waiting for checkpoint to finish'").filter("t"::equals)
                        .ifPresent(x -> execute(nodeUrl(FIRST), "checkpoint for the base backup", "CHECKPOINT")));
        if (!synchronous) {
            autoctl("the secondary out of the write quorum", "set", "node", "replication-quorum", "false", "--pgdata",
                    pgdata(SECOND).toString());
        }
        awaitTrue(FIRST + " is the primary", monitorUrl(), stateIs(FIRST, "primary"), START_LIMIT);
        awaitTrue(FIRST + "'s replication is " + (synchronous ? "synchronous" : "asynchronous"), nodeUrl(FIRST),
                "SELECT current_setting('synchronous_standby_names') " + (synchronous ? "<>" : "=") + " ''", START_LIMIT);
        awaitTrue(SECOND + " streams from " + FIRST, nodeUrl(FIRST), "SELECT count(*) > 0 FROM pg_stat_replication "
                + "WHERE state = 'streaming'", START_LIMIT);
        log.info("pg_auto_failover ({}): monitor 127.0.0.1:{}, {} 127.0.0.1:{} primary, {} 127.0.0.1:{} secondary, in {} "
                        + "(started in {} ms)", synchronous ? "synchronous" : "asynchronous", monitorPort, FIRST,
                ports.get(FIRST), SECOND, ports.get(SECOND), base, TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start));
    }

    private void startNode(String name) {
        startService(name, List.of("create", "postgres", "--pgdata", pgdata(name).toString(), "--pgport",
                String.valueOf(ports.get(name)), "--pghost", "127.0.0.1", "--listen", "127.0.0.1", "--hostname",
                "127.0.0.1", "--name", name, "--auth", "trust", "--no-ssl", "--username", "postgres", "--dbname", DATABASE,
                "--monitor", "postgres://autoctl_node@127.0.0.1:" + monitorPort + "/pg_auto_failover?sslmode=disable",
                "--pgctl", pgCtl.toString(), "--run"));
    }

    // ---- URLs and pools ----------------------------------------------------------------------

    /** Whether the secondary is in the write quorum. */
    public boolean isSynchronous() {
        return synchronous;
    }

    /** The URL of the monitor's database {@code pg_auto_failover}. */
    public String monitorUrl() {
        return "jdbc:postgresql://127.0.0.1:" + monitorPort + "/pg_auto_failover?" + ONE_OFF_TIMEOUTS;
    }

    /** The URL of {@value #DATABASE} on one data node ({@value #FIRST} or {@value #SECOND}), with the node timeouts. */
    public String nodeUrl(String name) {
        return "jdbc:postgresql://127.0.0.1:" + port(name) + "/" + DATABASE + "?" + NODE_TIMEOUTS;
    }

    /** The URL an application uses: both data nodes, {@code targetServerType=primary}. */
    public String multiHostUrl() {
        return "jdbc:postgresql://127.0.0.1:" + ports.get(FIRST) + ",127.0.0.1:" + ports.get(SECOND) + "/" + DATABASE
                + "?" + NODE_TIMEOUTS + "&targetServerType=primary";
    }

    private int port(String name) {
        Integer p = ports.get(name);
        if (p == null) {
            throw new IllegalArgumentException("no data node '" + name + "': pass " + FIRST + " or " + SECOND);
        }
        return p;
    }

    /** A new HikariCP pool on {@code url} as an application node has one; closed by {@link #close()}. */
    public HikariDataSource newPool(String name, String url, int maxPoolSize, Duration connectionTimeout) {
        return services.keep(ServerCommands.nodePool(name, url, "postgres", maxPoolSize, connectionTimeout));
    }

    // ---- what happens to the formation ---------------------------------------------------------

    /**
     * Stops WAL from reaching the secondary for good: the primary's {@code pg_hba.conf} rejects
     * replication connections of {@code pgautofailover_replicator} (a line put first) and its
     * walsenders are ended; returns once none is left. The monitor keeps the secondary a candidate.
     * First the secondary replays what the primary has written so far, so it holds every row created
     * before the cut (an asynchronous secondary may lag behind the rows a test reads from it).
     */
    public void cutReplication() {
        String written = queryString(nodeUrl(FIRST), "SELECT pg_current_wal_lsn()");
        awaitTrue(SECOND + " replayed " + written, nodeUrl(SECOND),
                "SELECT pg_last_wal_replay_lsn() >= '" + written + "'::pg_lsn", COMMAND_LIMIT);
        ServerCommands.rejectReplication(pgdata(FIRST).resolve("pg_hba.conf"), "\"pgautofailover_replicator\"");
        execute(nodeUrl(FIRST), "end the walsenders", "SELECT pg_reload_conf()",
                "SELECT pg_terminate_backend(pid) FROM pg_stat_replication");
        awaitTrue("no walsender left on " + FIRST, nodeUrl(FIRST), "SELECT count(*) = 0 FROM pg_stat_replication",
                COMMAND_LIMIT);
        log.info("pg_auto_failover: WAL to {} cut on {}", SECOND, FIRST);
    }

    /**
     * Kills the primary ({@value #FIRST}) as a machine's crash would: its {@code pg_autoctl} processes and
     * its PostgreSQL, SIGKILL to all at once, and returns once all have exited.
     */
    public void killPrimary() {
        Process service = services.remove(FIRST);
        if (service == null) {
            throw new IllegalStateException("pg_auto_failover in " + base + ": " + FIRST + " does not run");
        }
        int killed;
        try {
            killed = ServerCommands.killWithPostgres(service, postmaster(FIRST), pgdata(FIRST), COMMAND_LIMIT);
        } catch (IllegalStateException e) {
            throw new IllegalStateException("pg_auto_failover in " + base + ": kill of " + FIRST + " failed: "
                    + e.getMessage(), e);
        }
        log.info("pg_auto_failover: {} killed (SIGKILL to {} processes: pg_autoctl and PostgreSQL)", FIRST, killed);
    }

    private Optional<ProcessHandle> postmaster(String name) {
        return ServerCommands.postmaster(pgdata(name));
    }

    /**
     * Waits until the monitor reports {@code node} in one of {@code states}; returns {@link System#nanoTime()}
     * when it first saw it (polling every 50 ms).
     */
    public long awaitReportedState(String node, Duration limit, String... states) {
        awaitTrue(node + " reported in " + String.join(" or ", states), monitorUrl(), stateIs(node, states), limit);
        return System.nanoTime();
    }

    /**
     * Waits until {@code node} accepts and commits a write; returns {@link System#nanoTime()} when it first did.
     * A promoted node is not yet writable in pg_auto_failover's {@code stop_replication} state: its keeper keeps
     * {@code default_transaction_read_only = on} until the monitor confirms the promotion ({@code wait_primary}),
     * and the driver takes it for a standby meanwhile.
     */
    public long awaitWritable(String node, Duration limit) {
        awaitTrue(node + " commits a write", nodeUrl(node).replace(NODE_TIMEOUTS, ONE_OFF_TIMEOUTS),
                "SELECT NOT pg_is_in_recovery() AND current_setting('transaction_read_only') = 'off' AND txid_current() > 0",
                limit);
        return System.nanoTime();
    }

    /** One value of {@code sql} on {@code url}. */
    public String queryString(String url, String sql) {
        return ServerCommands.queryString(oneOff(url), sql, this::failed);
    }

    /** What {@code pg_autoctl show state} says now (the monitor's view of the formation), for a test's report. */
    public String state() {
        return autoctl("show state", "show", "state", "--pgdata", base.resolve("monitor").toString());
    }

    /** The tails of the {@code pg_autoctl} logs. */
    public String logTails() {
        StringBuilder b = new StringBuilder();
        for (String name : List.of("monitor", FIRST, SECOND)) {
            b.append("--- ").append(name).append(" (pg_autoctl)\n").append(ServerCommands.tail(logOf(name), 25)).append('\n');
        }
        return b.toString();
    }

    // ---- closing -----------------------------------------------------------------------------

    /** Closes the pools, stops every {@code pg_autoctl}, deletes the directory. Idempotent. */
    @Override
    public void close() {
        services.close(); // the monitor last: a keeper whose monitor is gone only retries
    }

    /** SIGTERM to the {@code pg_autoctl} supervisor (a fast shutdown of its PostgreSQL), then SIGKILL to what is left. */
    private void stop(String name, Process service) {
        Path dir = name.equals("monitor") ? base.resolve("monitor") : pgdata(name);
        ServerCommands.stop(service, dir, () -> postmaster(name), COMMAND_LIMIT);
    }

    @Override
    public String toString() {
        return "PgAutoFailoverCluster[" + (synchronous ? "synchronous" : "asynchronous") + ", monitor 127.0.0.1:" + monitorPort
                + ", " + FIRST + " 127.0.0.1:" + ports.get(FIRST) + ", " + SECOND + " 127.0.0.1:" + ports.get(SECOND) + ", "
                + base + "]";
    }

    // ---- helpers -----------------------------------------------------------------------------

    private Path pgdata(String name) {
        return base.resolve(name).resolve("pgdata");
    }

    private Path logOf(String name) {
        return base.resolve(name + ".log");
    }

    /** pg_autoctl with its files under the cluster's directory and PATH to the server programs (not yet as the server user). */
    private List<String> command(List<String> args) {
        List<String> c = new ArrayList<>(List.of("env", "XDG_CONFIG_HOME=" + base.resolve("config"),
                "XDG_DATA_HOME=" + base.resolve("share"), "PATH=" + pgCtl.getParent() + ":/usr/bin:/bin",
                pgAutoCtl.toString()));
        c.addAll(args);
        return c;
    }

    private String autoctl(String what, String... args) {
        List<String> c = command(List.of(args));
        try {
            return ServerCommands.run(c, base, COMMAND_LIMIT, this::logTails);
        } catch (IllegalStateException e) {
            throw new IllegalStateException("pg_auto_failover in " + base + ": " + what + " failed: " + e.getMessage(), e);
        }
    }

    private void startService(String name, List<String> args) {
        Path home = base.resolve(name);
        try {
            Files.createDirectories(home);
            ServerCommands.giveToServerUser(home);
            services.start(name, command(args), home, logOf(name));
        } catch (IOException e) {
            throw new IllegalStateException("pg_auto_failover in " + base + ": cannot start pg_autoctl for " + name + ": "
                    + e.getMessage(), e);
        }
    }

    private static String stateIs(String node, String... states) {
        return "SELECT count(*) > 0 FROM pgautofailover.node WHERE nodename = '" + node + "' AND reportedstate = goalstate "
                + "AND reportedstate::text IN ('" + String.join("', '", states) + "')";
    }

    private void awaitTrue(String what, String url, String sql, Duration limit) {
        awaitTrue(what, url, sql, limit, () -> { });
    }

    /** Polls {@code sql} on {@code url} every 50 ms until it returns true, running {@code meanwhile} between polls. */
    private void awaitTrue(String what, String url, String sql, Duration limit, Runnable meanwhile) {
        long deadline = System.nanoTime() + limit.toNanos();
        String last = null;
        while (true) {
            try (Connection c = DriverManager.getConnection(oneOff(url), "postgres", ""); Statement s = c.createStatement();
                 ResultSet rs = s.executeQuery(sql)) {
                if (rs.next() && rs.getBoolean(1)) {
                    return;
                }
                last = null;
            } catch (SQLException e) {
                last = e.getMessage(); // the server may be starting or failing over: asked again until the limit
            }
            if (System.nanoTime() - deadline > 0) {
                throw new IllegalStateException("pg_auto_failover in " + base + ": not within " + limit + ": " + what
                        + (last == null ? "" : " (last error: " + last + ")") + "\nmonitor's nodes: " + nodesQuietly()
                        + "\n" + logTails());
            }
            meanwhile.run();
            try {
                Thread.sleep(50);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException("interrupted while waiting: " + what, e);
            }
        }
    }

    private String nodesQuietly() {
        return queryQuietly(monitorUrl(), "SELECT string_agg(nodename || ' ' || reportedstate || ' (assigned ' || goalstate "
                + "|| ', ' || reportedlsn || ')', '; ' ORDER BY nodeid) FROM pgautofailover.node").orElse("(no answer)");
    }

    private Optional<String> queryQuietly(String url, String sql) {
        try (Connection c = DriverManager.getConnection(oneOff(url), "postgres", ""); Statement s = c.createStatement();
             ResultSet rs = s.executeQuery(sql)) {
            return rs.next() ? Optional.ofNullable(rs.getString(1)) : Optional.empty();
        } catch (SQLException e) {
            return Optional.empty(); // a diagnosis or a nudge only: the caller's own wait reports what failed
        }
    }

    private void execute(String url, String what, String... statements) {
        ServerCommands.execute(oneOff(url), what, this::failed, statements);
    }

    private static String oneOff(String url) {
        return url.replace(NODE_TIMEOUTS, ONE_OFF_TIMEOUTS);
    }

    private IllegalStateException failed(String what, SQLException e) {
        return new IllegalStateException("pg_auto_failover in " + base + ": " + what + " failed: " + e.getMessage()
                + " (SQLState " + e.getSQLState() + ")\n" + logTails(), e);
    }

    private static Map<String, String> settings(String... pairs) {
        Map<String, String> m = new LinkedHashMap<>();
        for (int i = 0; i < pairs.length; i += 2) {
            m.put(pairs[i], pairs[i + 1]);
        }
        return java.util.Collections.unmodifiableMap(m);
    }
}
