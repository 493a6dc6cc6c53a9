package dev.idgen.testsupport;

import com.zaxxer.hikari.HikariDataSource;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import java.util.stream.Stream;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * A Patroni cluster of its own: one etcd (the DCS) and three PostgreSQL nodes, each run by
 * {@code patroni} (Debian packages {@code patroni} and {@code etcd-server}), so that a test can kill the
 * primary and watch Patroni promote a replica by itself.
 *
 * <p>Guarantees:
 * <ul>
 *   <li>{@link Builder#start()} returns once etcd and the three nodes run on free ports of {@code 127.0.0.1},
 *       in a temporary directory of their own (owned by the {@code postgres} OS user, as which etcd and every
 *       Patroni run when this JVM is root), {@value #FIRST} is the leader with a database {@value #DATABASE}
 *       (user {@code postgres}, trust, no TLS) and both replicas stream from it.</li>
 *   <li>Synchronous ({@link #synchronous()}): {@code synchronous_mode: true} set through Patroni's REST API
 *       ({@code PATCH /config}) after the bootstrap; {@code start()} returns once Patroni reports a
 *       {@code sync_standby} and the leader's {@code synchronous_standby_names} names it. Asynchronous
 *       ({@link #asynchronous(long)}): {@code synchronous_mode: false} and the given
 *       {@code maximum_lag_on_failover}, the most WAL (bytes) a replica may lag and still be promoted.</li>
 *   <li>Patroni's timings are shortened for tests ({@link #DCS_SETTINGS}): the leader key lives {@value #TTL} s,
 *       so a killed leader is replaced within about that long, not Patroni's default half minute.</li>
 *   <li>{@link #cutReplication()} stops the replicas' WAL streams for good: the leader's {@code pg_hba.conf}
 *       rejects replication connections and its walsenders are ended. Commits from then on exist only on the
 *       leader.</li>
 *   <li>{@link #kill} kills the leader's Patroni and its PostgreSQL, every process with SIGKILL at once;
 *       nothing is done to promote a replica. {@link #awaitNewLeader} finds the replica Patroni promoted through
 *       the REST API ({@code GET /primary}), polling, never a fixed sleep.</li>
 *   <li>{@link #close()} closes the pools made here, stops every Patroni (SIGTERM, which stops its PostgreSQL;
 *       SIGKILL to what is left after 20 s), then etcd, and deletes the directory; a JVM shutdown hook does the
 *       same for a cluster not closed. Idempotent.</li>
 *   <li>Every failing step throws an {@link IllegalStateException} naming the step, with Patroni's view of the
 *       cluster and the tails of the logs. No {@code patroni} or {@code etcd} on the machine is such a failure
 *       too, saying how to install them: the tests that use this fixture are run only when asked for.</li>
 * </ul>
 */
public final class PatroniCluster implements FailoverCluster {

    /** The database created on the leader before the replicas are made. */
    public static final String DATABASE = "idgen";
    /** The node started first: the leader until a failover. */
    public static final String FIRST = "pg1";
    /** The nodes in the order they start. */
    public static final List<String> NODES = List.of(FIRST, "pg2", "pg3");
    /** Seconds the leader key lives in etcd without a renewal (Patroni's {@code ttl}, 30 by default). */
    public static final int TTL = 8;
    /**
     * The DCS settings of the bootstrap (Patroni's defaults in brackets): {@code ttl} {@value #TTL} s [30],
     * {@code loop_wait} 1 s [10], {@code retry_timeout} 3 s [10] (Patroni wants {@code loop_wait + 2 *
     * retry_timeout <= ttl}).
     */
    public static final Map<String, String> DCS_SETTINGS = Map.of("ttl", String.valueOf(TTL), "loop_wait", "1",
            "retry_timeout", "3");

    private static final Logger log = LoggerFactory.getLogger(PatroniCluster.class);
    private static final Duration COMMAND_LIMIT = Duration.ofSeconds(60);
    private static final Duration START_LIMIT = Duration.ofSeconds(120);
    private static final String NODE_TIMEOUTS = "connectTimeout=2&socketTimeout=10";
    private static final String ONE_OFF_TIMEOUTS = "connectTimeout=2&socketTimeout=5";
    private static final String INSTALL = "install it (Debian: apt-get install patroni etcd-server; .ci/run installs them)";

    /** How the cluster is set up. */
    public static final class Builder {
        private final boolean synchronous;
        private final long maximumLagOnFailover;

        private Builder(boolean synchronous, long maximumLagOnFailover) {
            this.synchronous = synchronous;
            this.maximumLagOnFailover = maximumLagOnFailover;
        }

        /** Starts etcd and the three nodes (see the class comment). */
        public PatroniCluster start() {
            PatroniCluster cluster = new PatroniCluster(synchronous, maximumLagOnFailover);
            return ServerCommands.startedOrClosed(cluster, cluster::startAll);
        }
    }

    /** {@code synchronous_mode: true}: Patroni promotes only the replica it kept synchronous. */
    public static Builder synchronous() {
        return new Builder(true, 1_048_576);
    }

    /**
     * {@code synchronous_mode: false}: commits do not wait for a replica, and Patroni promotes one that lags by at
     * most {@code maximumLagOnFailover} bytes of WAL (Patroni's default is 1 MiB).
     */
    public static Builder asynchronous(long maximumLagOnFailover) {
        if (maximumLagOnFailover < 0) {
            throw new IllegalArgumentException("maximum_lag_on_failover " + maximumLagOnFailover + " is negative: pass "
                    + "bytes of WAL, e.g. 1048576 (Patroni's default)");
        }
        return new Builder(false, maximumLagOnFailover);
    }

    private final boolean synchronous;
    private final long maximumLagOnFailover;
    private final Path patroni;
    private final Path etcd;
    private final Path bin;
    private final Path base;
    private final int etcdClientPort;
    private final int etcdPeerPort;
    private final Map<String, Integer> ports = new LinkedHashMap<>();
    private final Map<String, Integer> restPorts = new LinkedHashMap<>();
    private final ManagedServices services;
    private final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(2)).build();

    private PatroniCluster(boolean synchronous, long maximumLagOnFailover) {
        this.synchronous = synchronous;
        this.maximumLagOnFailover = maximumLagOnFailover;
        this.patroni = ServerCommands.onPath("patroni", INSTALL);
        this.etcd = ServerCommands.onPath("etcd", INSTALL);
        this.bin = ServerCommands.postgresBin().orElseThrow(() -> new IllegalStateException("no PostgreSQL server programs "
                + "(initdb, pg_ctl, pg_basebackup) under /usr/lib/postgresql/<version>/bin or PG_BIN: install postgresql"));
        this.base = ServerCommands.serverDirectory("idgen-patroni-");
        this.services = new ManagedServices("this Patroni cluster in " + base, base, "etcd", this::stop, "idgen-patroni-stop");
        List<Integer> taken = ServerCommands.freePorts(2 + 2 * NODES.size());
        this.etcdClientPort = taken.get(0);
        this.etcdPeerPort = taken.get(1);
        for (int i = 0; i < NODES.size(); i++) {
            ports.put(NODES.get(i), taken.get(2 + 2 * i));
            restPorts.put(NODES.get(i), taken.get(3 + 2 * i));
        }
    }

    private void startAll() {
        long start = System.nanoTime();
        String client = "http://127.0.0.1:" + etcdClientPort;
        String peer = "http://127.0.0.1:" + etcdPeerPort;
        startService("etcd", List.of(etcd.toString(), "--name", "idgen", "--data-dir", base.resolve("etcd").toString(),
                "--listen-client-urls", client, "--advertise-client-urls", client, "--listen-peer-urls", peer,
                "--initial-advertise-peer-urls", peer, "--initial-cluster", "idgen=" + peer, "--initial-cluster-state", "new",
                "--initial-cluster-token", base.getFileName().toString()));
        awaitCondition("etcd answers", () -> get(client + "/health").filter(r -> r.statusCode() == 200).isPresent(),
                START_LIMIT);

        startNode(FIRST);
        awaitCondition(FIRST + " is the leader", () -> status(FIRST, "/primary") == 200, START_LIMIT);
        execute(nodeUrl(FIRST).replace("/" + DATABASE + "?", "/postgres?"), "create the database " + DATABASE,
                "CREATE DATABASE " + DATABASE);
        for (String name : NODES.subList(1, NODES.size())) {
            startNode(name);
        }
        awaitTrue("both replicas stream from " + FIRST, nodeUrl(FIRST), "SELECT count(*) = " + (NODES.size() - 1)
                + " FROM pg_stat_replication WHERE state = 'streaming'", START_LIMIT);
        if (synchronous) {
            patchConfig("{\"synchronous_mode\": true}");
            awaitCondition("Patroni reports a sync_standby", () -> cluster().contains("\"sync_standby\""), START_LIMIT);
            awaitTrue(FIRST + "'s replication is synchronous", nodeUrl(FIRST), "SELECT current_setting("
                    + "'synchronous_standby_names') <> '' AND EXISTS (SELECT 1 FROM pg_stat_replication WHERE sync_state "
                    + "IN ('sync', 'quorum'))", START_LIMIT);
        } else {
            awaitTrue(FIRST + "'s replication is asynchronous", nodeUrl(FIRST),
                    "SELECT current_setting('synchronous_standby_names') = ''", START_LIMIT);
        }
        log.info("Patroni ({}, maximum_lag_on_failover {}): etcd {}, nodes {} (REST {}), in {} (started in {} ms)",
                synchronous ? "synchronous_mode" : "asynchronous", maximumLagOnFailover, client, ports, restPorts, base,
                TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start));
    }

    private void startNode(String name) {
        Path config = base.resolve(name + ".yml");
        Path home = base.resolve(name);
        try {
            Files.createDirectories(home);
            ServerCommands.giveToServerUser(home);
            Files.writeString(config, configuration(name), StandardCharsets.UTF_8);
            ServerCommands.giveToServerUser(config);
        } catch (IOException e) {
            throw new UncheckedIOException("Patroni in " + base + ": cannot write " + config, e);
        }
        startService(name, List.of(patroni.toString(), config.toString()));
    }

    /** The node's Patroni configuration: its ports and directories, and the bootstrap the first node writes to etcd. */
    private String configuration(String name) {
        Path home = base.resolve(name);
        StringBuilder dcs = new StringBuilder();
        DCS_SETTINGS.forEach((k, v) -> dcs.append("    ").append(k).append(": ").append(v).append('\n'));
        return "scope: idgen-test\n"
                + "name: " + name + "\n"
                + "log:\n  level: INFO\n"
                + "restapi:\n  listen: 127.0.0.1:" + restPorts.get(name) + "\n  connect_address: 127.0.0.1:"
                + restPorts.get(name) + "\n"
                + "etcd3:\n  hosts: 127.0.0.1:" + etcdClientPort + "\n"
                + "bootstrap:\n  dcs:\n" + dcs
                + "    maximum_lag_on_failover: " + maximumLagOnFailover + "\n"
                + "    synchronous_mode: false\n"
                + "    postgresql:\n      use_pg_rewind: false\n      use_slots: true\n      parameters:\n"
                + "        shared_buffers: 32MB\n        max_connections: 60\n"
                + "  initdb:\n    - encoding: UTF8\n    - auth: trust\n"
                + "  pg_hba:\n    - host all all 127.0.0.1/32 trust\n    - host replication all 127.0.0.1/32 trust\n"
                + "postgresql:\n  listen: 127.0.0.1:" + ports.get(name) + "\n  connect_address: 127.0.0.1:" + ports.get(name)
                + "\n  data_dir: " + pgdata(name) + "\n  bin_dir: " + bin + "\n  pgpass: " + home.resolve("pgpass") + "\n"
                + "  basebackup:\n    - checkpoint: fast\n"
                + "  parameters:\n    unix_socket_directories: " + home + "\n"
                + "  authentication:\n    superuser:\n      username: postgres\n    replication:\n      username: postgres\n";
    }

    // ---- URLs and pools ----------------------------------------------------------------------

    /** The {@code maximum_lag_on_failover} the cluster was bootstrapped with (bytes of WAL). */
    public long maximumLagOnFailover() {
        return maximumLagOnFailover;
    }

    /** The URL of {@value #DATABASE} on one node (one of {@link #NODES}), with the node timeouts. */
    public String nodeUrl(String name) {
        return "jdbc:postgresql://127.0.0.1:" + port(name) + "/" + DATABASE + "?" + NODE_TIMEOUTS;
    }

    /** The URL an application uses: every node, {@code targetServerType=primary}. */
    public String multiHostUrl() {
        StringBuilder hosts = new StringBuilder();
        ports.values().forEach(p -> hosts.append(hosts.length() == 0 ? "" : ",").append("127.0.0.1:").append(p));
        return "jdbc:postgresql://" + hosts + "/" + DATABASE + "?" + NODE_TIMEOUTS + "&targetServerType=primary";
    }

    private int port(String name) {
        Integer p = ports.get(name);
        if (p == null) {
            throw new IllegalArgumentException("no node '" + name + "': pass one of " + NODES);
        }
        return p;
    }

    /** A new HikariCP pool on {@code url} as an application node has one; closed by {@link #close()}. */
    public HikariDataSource newPool(String name, String url, int maxPoolSize, Duration connectionTimeout) {
        return services.keep(ServerCommands.nodePool(name, url, "postgres", maxPoolSize, connectionTimeout));
    }

    // ---- Patroni's REST API ------------------------------------------------------------------

    /** The node whose Patroni answers {@code GET /primary} with 200 (the leader running as primary), if any. */
    public Optional<String> leader() {
        return NODES.stream().filter(this::running).filter(n -> status(n, "/primary") == 200).findFirst();
    }

    /** What Patroni's {@code GET /cluster} says now (from the first node that answers), for waits and reports. */
    public String cluster() {
        for (String name : NODES) {
            if (running(name)) {
                Optional<HttpResponse<String>> r = get(rest(name) + "/cluster");
                if (r.isPresent() && r.get().statusCode() == 200) {
                    return r.get().body();
                }
            }
        }
        return "(no Patroni answered GET /cluster)";
    }

    /** The replica Patroni keeps synchronous ({@code sync_standby} in {@code GET /cluster}), if any. */
    public Optional<String> syncStandby() {
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("\"name\": \"([^\"]+)\", \"role\": \"sync_standby\"")
                .matcher(cluster());
        return m.find() ? Optional.of(m.group(1)) : Optional.empty();
    }

    /** {@code PATCH /config} on the leader (Patroni's dynamic configuration in etcd), e.g. {@code {"synchronous_mode": true}}. */
    public void patchConfig(String json) {
        String leader = leader().orElseThrow(() -> failure("PATCH /config " + json + ": no leader", null));
        HttpRequest request = HttpRequest.newBuilder(URI.create(rest(leader) + "/config")).timeout(Duration.ofSeconds(10))
                .header("Content-Type", "application/json").method("PATCH", HttpRequest.BodyPublishers.ofString(json)).build();
        try {
            HttpResponse<String> r = http.send(request, HttpResponse.BodyHandlers.ofString());
            if (r.statusCode() != 200) {
                throw failure("PATCH /config " + json + " answered " + r.statusCode() + ": " + r.body(), null);
            }
        } catch (IOException e) {
            throw failure("PATCH /config " + json, e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw failure("PATCH /config " + json + " interrupted (the interrupt is kept)", e);
        }
    }

    private int status(String name, String path) {
        return get(rest(name) + path).map(HttpResponse::statusCode).orElse(-1);
    }

    private Optional<HttpResponse<String>> get(String url) {
        try {
            return Optional.of(http.send(HttpRequest.newBuilder(URI.create(url)).timeout(Duration.ofSeconds(2)).build(),
                    HttpResponse.BodyHandlers.ofString()));
        } catch (IOException e) {
            return Optional.empty(); // not up (yet), or killed: the caller's wait asks again or reports
        } catch (InterruptedException e) {
            // kept: the caller's next wait (Thread.sleep) throws at once, and a failure report asks nothing more
            Thread.currentThread().interrupt();
            return Optional.empty();
        }
    }

    private String rest(String name) {
        return "http://127.0.0.1:" + restPorts.get(name);
    }

    private boolean running(String name) {
        return services.running(name);
    }

    // ---- what happens to the cluster ---------------------------------------------------------

    /**
     * Stops WAL from reaching the replicas for good: the leader's {@code pg_hba.conf} rejects replication
     * connections (a line put first; Patroni rewrites the file only when its own configuration changes) and its
     * walsenders are ended; returns once none is left. First the replicas replay what the leader has written so
     * far, so they hold every row created before the cut.
     */
    public void cutReplication() {
        String leader = leader().orElseThrow(() -> failure("cut replication: no leader", null));
        String written = queryString(nodeUrl(leader), "SELECT pg_current_wal_lsn()");
        for (String replica : NODES) {
            if (!replica.equals(leader) && running(replica)) {
                awaitTrue(replica + " replayed " + written, nodeUrl(replica),
                        "SELECT pg_last_wal_replay_lsn() >= '" + written + "'::pg_lsn", COMMAND_LIMIT);
            }
        }
        ServerCommands.rejectReplication(pgdata(leader).resolve("pg_hba.conf"), "all");
        execute(nodeUrl(leader), "end the walsenders", "SELECT pg_reload_conf()",
                "SELECT pg_terminate_backend(pid) FROM pg_stat_replication");
        awaitTrue("no walsender left on " + leader, nodeUrl(leader), "SELECT count(*) = 0 FROM pg_stat_replication",
                COMMAND_LIMIT);
        log.info("Patroni: WAL to the replicas cut on {}", leader);
    }

    /**
     * Kills {@code leader} (see {@link #leader()}) as a machine's crash would: its Patroni and its PostgreSQL,
     * SIGKILL to all at once; returns {@link System#nanoTime()} once all have exited (a process busy on a loaded
     * machine may still finish what it was sending in the milliseconds before it gets the signal).
     */
    public long kill(String leader) {
        Process service = services.remove(leader);
        if (service == null) {
            throw new IllegalArgumentException("Patroni in " + base + ": " + leader + " does not run (nodes " + NODES + ")");
        }
        int killed;
        try {
            killed = ServerCommands.killWithPostgres(service, postmaster(leader), pgdata(leader), COMMAND_LIMIT);
        } catch (IllegalStateException e) {
            throw failure("kill of " + leader + " failed: " + e.getMessage(), e);
        }
        long gone = System.nanoTime();
        log.info("Patroni: leader {} killed (SIGKILL to {} processes: Patroni and PostgreSQL)", leader, killed);
        return gone;
    }

    /**
     * Waits until Patroni runs a node other than {@code old} as the primary ({@code GET /primary} answers 200);
     * returns its name. {@link #awaitWritable} says when it takes writes.
     */
    public String awaitNewLeader(String old, Duration limit) {
        String[] found = new String[1];
        awaitCondition("a node other than " + old + " is the leader", () -> {
            found[0] = leader().filter(n -> !n.equals(old)).orElse(null);
            return found[0] != null;
        }, limit);
        return found[0];
    }

    /** Waits until {@code node} accepts and commits a write; returns {@link System#nanoTime()} when it first did. */
    public long awaitWritable(String node, Duration limit) {
        awaitTrue(node + " commits a write", nodeUrl(node), "SELECT NOT pg_is_in_recovery() AND "
                + "current_setting('transaction_read_only') = 'off' AND txid_current() > 0", limit);
        return System.nanoTime();
    }

    /** One value of {@code sql} on {@code url}. */
    public String queryString(String url, String sql) {
        return ServerCommands.queryString(oneOff(url), sql, (what, e) -> failure(what + " failed: " + e.getMessage()
                + " (SQLState " + e.getSQLState() + ")", e));
    }

    /** The tails of etcd's and the Patroni logs. */
    public String logTails() {
        StringBuilder b = new StringBuilder();
        for (String name : Stream.concat(Stream.of("etcd"), NODES.stream()).toList()) {
            b.append("--- ").append(name).append('\n').append(ServerCommands.tail(logOf(name), 20)).append('\n');
        }
        return b.toString();
    }

    // ---- closing -----------------------------------------------------------------------------

    /** Closes the pools, stops every Patroni and etcd, deletes the directory. Idempotent. */
    @Override
    public void close() {
        services.close(); // etcd last: a Patroni whose DCS is gone only retries
    }

    /** SIGTERM to the program (Patroni stops its PostgreSQL), then SIGKILL to what is left after 20 s. */
    private void stop(String name, Process service) {
        Path dir = name.equals("etcd") ? base.resolve("etcd") : pgdata(name);
        ServerCommands.stop(service, dir, () -> postmaster(name), COMMAND_LIMIT);
    }

    @Override
    public String toString() {
        return "PatroniCluster[" + (synchronous ? "synchronous_mode" : "asynchronous, maximum_lag_on_failover "
                + maximumLagOnFailover) + ", etcd 127.0.0.1:" + etcdClientPort + ", nodes " + ports + ", " + base + "]";
    }

    // ---- helpers -----------------------------------------------------------------------------

    private Path pgdata(String name) {
        return base.resolve(name).resolve("pgdata");
    }

    private Path logOf(String name) {
        return base.resolve(name + ".log");
    }

    private Optional<ProcessHandle> postmaster(String name) {
        return ServerCommands.postmaster(pgdata(name));
    }

    private void startService(String name, List<String> command) {
        try {
            services.start(name, command, base, logOf(name));
        } catch (IOException e) {
            throw failure("cannot start " + name + ": " + e.getMessage(), e);
        }
    }

    /** Polls {@code condition} every 50 ms until true. */
    private void awaitCondition(String what, BooleanSupplier condition, Duration limit) {
        long deadline = System.nanoTime() + limit.toNanos();
        while (!condition.getAsBoolean()) {
            if (System.nanoTime() - deadline > 0) {
                throw failure("not within " + limit + ": " + what, null);
            }
            try {
                Thread.sleep(50);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw failure("interrupted while waiting (the interrupt is kept): " + what, e);
            }
        }
    }

    /** Polls {@code sql} on {@code url} every 50 ms until it returns true. */
    private void awaitTrue(String what, String url, String sql, Duration limit) {
        String[] last = new String[1];
        try {
            awaitCondition(what, () -> {
                try (Connection c = DriverManager.getConnection(oneOff(url), "postgres", ""); Statement s = c.createStatement();
                     ResultSet rs = s.executeQuery(sql)) {
                    last[0] = null;
                    return rs.next() && rs.getBoolean(1);
                } catch (SQLException e) {
                    last[0] = e.getMessage(); // starting or failing over: asked again until the limit
                    return false;
                }
            }, limit);
        } catch (IllegalStateException e) {
            throw last[0] == null ? e : new IllegalStateException(e.getMessage() + "\n(last error: " + last[0] + ")", e);
        }
    }

    private void execute(String url, String what, String... statements) {
        ServerCommands.execute(oneOff(url), what, (w, e) -> failure(w + " failed: " + e.getMessage() + " (SQLState "
                + e.getSQLState() + ")", e), statements);
    }

    private static String oneOff(String url) {
        return url.replace(NODE_TIMEOUTS, ONE_OFF_TIMEOUTS);
    }

    private IllegalStateException failure(String what, Exception cause) {
        return new IllegalStateException("Patroni in " + base + ": " + what + "\nGET /cluster: " + cluster() + "\n"
                + logTails(), cause);
    }
}
