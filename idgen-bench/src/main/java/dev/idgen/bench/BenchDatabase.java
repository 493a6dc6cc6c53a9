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
 * idgen's migrations applied, behind a HikariCP pool of {@value #POOL_SIZE} connections.
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

    /** Starts the line printed when the database is ready, naming the server version (the runners look for it). */
    public static final String DATABASE_PREFIX = "# database:";

    /** Connections in the pool: more than the reservations in flight of any benchmark. */
    public static final int POOL_SIZE = 8;

    private static final Object LOCK = new Object();
    private static HikariDataSource pool; // guarded by LOCK

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

    private static HikariDataSource start() {
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
            ds = new HikariDataSource(config);
        } catch (RuntimeException e) {
            stopServer(postgres, e);
            throw e;
        }
        Runtime.getRuntime().addShutdownHook(new Thread(() -> stop(ds, postgres), "idgen-bench-db-stop"));

        int applied = IdGenMigrations.migrate(ds);
        System.out.println(DATABASE_PREFIX + " PostgreSQL " + serverVersion(ds) + " (embedded, port " + postgres.getPort()
                + ", HikariCP pool " + POOL_SIZE + ", " + applied + " idgen migrations applied, ready in "
                + TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - started) + " ms)");
        return ds;
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
