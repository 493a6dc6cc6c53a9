package dev.idgen.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.idgen.testsupport.TestDatabase;
import dev.idgen.testsupport.TestDatabases;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The commands that write their own SQL (keys, workers, release: the MySQL clock expression) on
 * MariaDB, against the local server or IDGEN_TEST_MARIADB_URL, as the rest of the project's tests.
 */
class MariaDbCommandsTest {

    @TempDir
    Path dir;

    @Test
    void migrateNextKeysWorkersAndReleaseOnMariaDb() {
        try (TestDatabase db = TestDatabases.freshMariaDb()) {
            Cli.Result migrate = Cli.run(Cli.context(dir), Cli.on(db, "migrate"));
            assertThat(migrate.exitCode()).as(migrate.toString()).isZero();
            assertThat(migrate.out()).contains("MariaDB").containsPattern("[1-9][0-9]* migrations applied")
                    // the tests' JVM runs at UTC+13:45: a session zone that differs from it would shift this by hours
                    .contains(java.time.LocalDate.now(java.time.ZoneOffset.UTC).toString() + "T");

            Cli.Result next = Cli.run(Cli.context(dir), Cli.on(db, "next", "m.order", "3"));
            assertThat(next.exitCode()).as(next.toString()).isZero();
            assertThat(next.outLines()).containsExactly("1", "2", "3");
            Cli.Result flakes = Cli.run(Cli.context(dir), Cli.on(db, "next", "m.ns", "2", "--strategy", "snowflake"));
            assertThat(flakes.exitCode()).as(flakes.toString()).isZero();

            assertThat(Cli.run(Cli.context(dir), Cli.on(db, "keys")).out()).containsPattern("m.order\\s+1,001\\s+1,000");
            Cli.Result workers = Cli.run(Cli.context(dir), Cli.on(db, "workers"));
            assertThat(workers.exitCode()).as(workers.toString()).isZero();
            assertThat(workers.out()).containsPattern("m.ns\\s+0\\s+0\\s+idgen-cli@\\S+:0\\s+\\d+\\s+expired \\d+ m?s ago");

            String now = "CAST(UNIX_TIMESTAMP(CURRENT_TIMESTAMP(3)) * 1000 AS SIGNED)";
            db.execute("INSERT INTO idgen_worker (namespace, datacenter_id, worker_id, app_name, host, port, pid, "
                    + "instance_id, lease_expires_at, heartbeat_at, last_timestamp) VALUES ('m.ns', 0, 1, 'shop', 'node-2', "
                    + "80, 9, 'gone', " + now + " + 60000, " + now + ", " + now + ")");
            Cli.Result release = Cli.run(Cli.context(dir), Cli.on(db, "workers", "release", "1", "--namespace", "m.ns",
                    "--yes"));
            assertThat(release.exitCode()).as(release.toString()).isZero();
            assertThat(db.queryLong("SELECT COUNT(*) FROM idgen_worker WHERE namespace = 'm.ns' AND lease_expires_at <= "
                    + now)).isEqualTo(2);
        }
    }
}
