package dev.idgen.bench;

import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;
import dev.idgen.migrations.IdGenMigrations;
import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.concurrent.TimeUnit;
import javax.sql.DataSource;

/**
 * The database of the benchmarks: one embedded PostgreSQL per JVM, started on first use, with
 * idgen's migrations applied, behind a HikariCP pool of {@value #POOL_SIZE} connections; or, when
 * {@value #JDBC_URL_PROPERTY} is set (every runner's {@code --jdbc-url URL [--user U] [--password P]}),
 * a PostgreSQL server the runner names, e.g. one with {@code fsync=on}: the durable figures. The
 * embedded server runs with {@code fsync=off}, which makes commits unusually cheap.
 *
 * <p>JMH runs every benchmark in a forked JVM, so each benchmark gets a fresh, empty database
 * (and pays the start-up, a few seconds, outside its measurement). The server is stopped by a
 * shutdown hook when the JVM exits. On start a line beginning with {@value #DATABASE_PREFIX} names
 * the server version, so the figures can be traced to it.
 */
public final class BenchDatabase {

    /**
     * System property: one-way delay in microseconds added between the pool and PostgreSQL by a
     * {@link LatencyProxy} (0 or absent: none), so a round trip costs what a network would add.
     */
    public static final String LATENCY_PROPERTY = "idgen.bench.latencyMicros";

    /** System property: JDBC URL of a PostgreSQL server to use instead of the embedded one. */
    public static final String JDBC_URL_PROPERTY = "idgen.bench.jdbcUrl";
    /** System property: user for {@value #JDBC_URL_PROPERTY}. */
    public static final String USER_PROPERTY = "idgen.bench.user";
    /** System property: password for {@value #JDBC_URL_PROPERTY}. */
    public static final String PASSWORD_PROPERTY = "idgen.bench.password";

    /** Starts the line printed when the database is ready, naming the server version (the runners look for it). */
    public static final String DATABASE_PREFIX = "# database:";

    /** Connections in the pool: more than the reservations in flight of any benchmark. */
    public static final int POOL_SIZE = 8;

    private static final Object LOCK = new Object();
    private static HikariDataSource pool; // guarded by LOCK
    private static volatile String description = "not started";
    private static HikariConfig poolConfig; // guarded by LOCK: the configuration of `pool`, for pools of other sizes

    private BenchDatabase() {
    }

    /**
     * The pool of this JVM's database; the first call starts PostgreSQL and runs
     * {@link IdGenMigrations#migrate(DataSource)}.
     *
     * @throws UncheckedIOException when the embedded server cannot be started
     */
    public static DataSource dataSource() {
        synchronized (LOCK) {
            if (pool == null) {
                pool = start();
            }
            return pool;
        }
    }

    /**
     * A new pool of {@code size} connections on this JVM's database (started by {@link #dataSource()} if
     * needed), for runners that need more connections than {@value #POOL_SIZE}; the caller closes it.
     */
    public static HikariDataSource pool(String name, int size) {
        synchronized (LOCK) {
            dataSource();
            HikariConfig config = new HikariConfig();
            poolConfig.copyStateTo(config);
            config.setPoolName(name);
            config.setMaximumPoolSize(size);
            config.setMinimumIdle(size);
            return new HikariDataSource(config);
        }
    }

    /**
     * Takes {@code --jdbc-url URL}, {@code --user U}, {@code --password P} and {@code --charts DIR} at {@code args[i]}:
     * sets the system property of this JVM and returns the index of the last argument used, or
     * {@code -1} when {@code args[i]} is none of them.
     */
    public static int parseServerArgument(String[] args, int i) {
        String property = switch (args[i]) {
            case "--jdbc-url" -> JDBC_URL_PROPERTY;
            case "--user" -> USER_PROPERTY;
            case "--password" -> PASSWORD_PROPERTY;
            case "--charts" -> Charts.DIR_PROPERTY;
            default -> null;
        };
        if (property == null) {
            return -1;
        }
        if (i + 1 >= args.length) {
            throw new IllegalArgumentException(args[i] + " needs a value");
        }
        System.setProperty(property, args[i + 1]);
        return i + 1;
    }

    /** The usage text of the server arguments. */
    public static final String SERVER_USAGE = "[--jdbc-url jdbc:postgresql://HOST:PORT/DB [--user U] [--password P]]"
            + " [--charts DIR (default docs/bench)]";

    /** {@code -Dname=value} for each server property set in this JVM, for JMH's forked JVMs. */
    public static String[] forkArguments() {
        java.util.List<String> out = new java.util.ArrayList<>();
        for (String p : new String[] {JDBC_URL_PROPERTY, USER_PROPERTY, PASSWORD_PROPERTY, LATENCY_PROPERTY}) {
            String v = System.getProperty(p);
            if (v != null) {
                out.add("-D" + p + "=" + v);
            }
        }
        return out.toArray(new String[0]);
    }

    /** Whether this JVM's benchmarks use a server named by {@value #JDBC_URL_PROPERTY}. */
    public static boolean onServer() {
        String url = System.getProperty(JDBC_URL_PROPERTY);
        return url != null && !url.isBlank();
    }

    private static HikariDataSource start() {
        if (onServer()) {
            return startOnServer(System.getProperty(JDBC_URL_PROPERTY));
        }
        long started = System.nanoTime();
        EmbeddedPostgres postgres;
        try {
            postgres = EmbeddedPostgres.builder().start();
        } catch (IOException e) {
            throw new UncheckedIOException("starting the embedded PostgreSQL failed: " + e.getMessage(), e);
        }
        HikariDataSource ds;
        try {
            HikariConfig config = new HikariConfig();
            config.setPoolName("idgen-bench");
            long latencyMicros = Long.getLong(LATENCY_PROPERTY, 0);
            if (latencyMicros > 0) {
                LatencyProxy proxy = LatencyProxy.start(postgres.getPort(), latencyMicros);
                config.setJdbcUrl("jdbc:postgresql://127.0.0.1:" + proxy.port() + "/postgres?user=postgres");
                System.out.println("# latency: " + latencyMicros + " µs each way between the pool and PostgreSQL"
                        + " (LatencyProxy)");
            } else {
                config.setJdbcUrl(postgres.getJdbcUrl("postgres", "postgres"));
            }
            config.setMaximumPoolSize(POOL_SIZE);
            config.setMinimumIdle(POOL_SIZE);
            poolConfig = config;
            ds = new HikariDataSource(config);
        } catch (RuntimeException e) {
            stopServer(postgres, e);
            throw e;
        }
        Runtime.getRuntime().addShutdownHook(new Thread(() -> stop(ds, postgres), "idgen-bench-db-stop"));

        int applied = IdGenMigrations.with(ds).slowOrdered(true).migrate();
        describe(ds, "embedded, port " + postgres.getPort());
        System.out.println(DATABASE_PREFIX + " PostgreSQL " + serverVersion(ds) + " (embedded, port " + postgres.getPort()
                + ", " + durability(ds)
                + ", HikariCP pool " + POOL_SIZE + ", " + applied + " idgen migrations applied, ready in "
                + TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - started) + " ms)");
        return ds;
    }

    /** A pool on the server at {@code url}, through a {@link LatencyProxy} when a latency is set. */
    private static HikariDataSource startOnServer(String url) {
        long started = System.nanoTime();
        HikariConfig config = new HikariConfig();
        config.setPoolName("idgen-bench");
        long latencyMicros = Long.getLong(LATENCY_PROPERTY, 0);
        String target = url;
        if (latencyMicros > 0) {
            java.util.regex.Matcher m = java.util.regex.Pattern
                    .compile("^jdbc:postgresql://(127\\.0\\.0\\.1|localhost):(\\d+)(/.*)$").matcher(url);
            if (!m.matches()) {
                throw new IllegalArgumentException("--latency-us with --jdbc-url needs jdbc:postgresql://127.0.0.1:PORT/DB"
                        + " (the proxy forwards to loopback), was " + url);
            }
            LatencyProxy proxy = LatencyProxy.start(Integer.parseInt(m.group(2)), latencyMicros);
            target = "jdbc:postgresql://127.0.0.1:" + proxy.port() + m.group(3);
            System.out.println("# latency: " + latencyMicros + " µs each way between the pool and PostgreSQL"
                    + " (LatencyProxy)");
        }
        config.setJdbcUrl(target);
        config.setUsername(System.getProperty(USER_PROPERTY));
        config.setPassword(System.getProperty(PASSWORD_PROPERTY));
        config.setMaximumPoolSize(POOL_SIZE);
        config.setMinimumIdle(POOL_SIZE);
        poolConfig = config;
        HikariDataSource ds = new HikariDataSource(config);
        Runtime.getRuntime().addShutdownHook(new Thread(ds::close, "idgen-bench-pool-close"));
        int applied = IdGenMigrations.with(ds).slowOrdered(true).migrate();
        describe(ds, "server " + url.replaceAll("\\?.*", ""));
        System.out.println(DATABASE_PREFIX + " PostgreSQL " + serverVersion(ds) + " (server " + url.replaceAll("\\?.*", "")
                + ", " + durability(ds) + ", HikariCP pool " + POOL_SIZE + ", " + applied
                + " idgen migrations applied, ready in "
                + TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - started) + " ms)");
        return ds;
    }

    private static void describe(DataSource ds, String where) {
        description = "PostgreSQL " + serverVersion(ds) + " (" + where + ", " + durability(ds) + ")";
    }

    /** The database of this JVM in one phrase (version, embedded or server, fsync), once started. */
    public static String description() {
        return description;
    }

    /** {@code fsync=.., synchronous_commit=..} of the server behind {@code ds}. */
    static String durability(DataSource ds) {
        try (Connection c = ds.getConnection(); Statement s = c.createStatement()) {
            StringBuilder out = new StringBuilder();
            for (String setting : new String[] {"fsync", "synchronous_commit"}) {
                try (ResultSet rs = s.executeQuery("SHOW " + setting)) {
                    rs.next();
                    out.append(out.length() == 0 ? "" : ", ").append(setting).append('=').append(rs.getString(1));
                }
            }
            return out.toString();
        } catch (SQLException e) {
            return "durability settings unreadable (" + e.getMessage() + ")";
        }
    }

    private static String serverVersion(DataSource ds) {
        try (Connection c = ds.getConnection();
             Statement s = c.createStatement();
             ResultSet rs = s.executeQuery("SHOW server_version")) {
            rs.next();
            return rs.getString(1);
        } catch (SQLException e) {
            throw new IllegalStateException("the embedded PostgreSQL does not answer: " + e.getMessage(), e);
        }
    }

    private static void stop(HikariDataSource ds, EmbeddedPostgres postgres) {
        ds.close();
        stopServer(postgres, null);
    }

    private static void stopServer(EmbeddedPostgres postgres, Throwable primary) {
        try {
            postgres.close();
        } catch (IOException e) {
            if (primary != null) {
                primary.addSuppressed(e);
            } else {
                // runs in a shutdown hook: there is no caller left to throw to
                System.err.println("# idgen-bench: stopping the embedded PostgreSQL failed: " + e);
            }
        }
    }
}
