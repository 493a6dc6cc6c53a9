package dev.idgen.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.idgen.migrations.IdGenMigrations;
import dev.idgen.testsupport.TestDatabase;
import dev.idgen.testsupport.TestDatabases;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The shaded jar and the launcher script as users run them: a real JVM per command, a fresh working
 * directory, the environment variables, no terminal. What the in-process tests cannot see: the
 * shading (drivers and Flyway plugins found through META-INF/services), exit codes of the JVM,
 * nothing but the one error line on stderr (no logging, no stack trace unless --verbose).
 */
class IdgenJarIT {

    @TempDir
    Path dir;

    @Test
    void demoThenEveryDayCommandsOnTheDefaultEmbeddedDatabase() {
        Cli.Result demo = IdgenProcess.java(dir, Map.of(), "demo", "--ids", "50000");
        assertThat(demo.exitCode()).as(demo.toString()).isZero();
        assertThat(demo.err()).as(demo.toString()).isEmpty();
        assertThat(demo.out()).contains("database ./.idgen/idgen, created now").containsPattern("[1-9][0-9]* migrations applied")
                .containsPattern("snowflake\\s+demo\\s+50,000").contains("done in");
        assertThat(dir.resolve(".idgen/idgen.mv.db")).exists();

        Cli.Result next = IdgenProcess.java(dir, Map.of(), "next", "demo.order", "3");
        assertThat(next.exitCode()).as(next.toString()).isZero();
        assertThat(next.err()).isEmpty();
        assertThat(next.outLines()).hasSize(3).allMatch(line -> line.matches("\\d+"));

        Cli.Result workers = IdgenProcess.java(dir, Map.of(), "workers");
        assertThat(workers.exitCode()).isZero();
        assertThat(workers.out()).containsPattern("demo\\s+0\\s+0\\s+idgen-cli@\\S+:0\\s+\\d+\\s+expired");

        Cli.Result decode = IdgenProcess.java(dir, Map.of(), "decode", demo.out().replaceAll("(?s).*idgen decode (\\d+).*",
                "$1"));
        assertThat(decode.exitCode()).as(decode.toString()).isZero();
        assertThat(decode.out()).containsPattern("\\d+\\s+\\S+Z\\s+\\d+ \\w+ ago\\s+0\\s+0\\s+0");

        Cli.Result bench = IdgenProcess.java(dir, Map.of(), "bench", "--seconds", "1", "--threads", "1");
        assertThat(bench.exitCode()).as(bench.toString()).isZero();
        assertThat(bench.out()).containsPattern("segment\\s+1\\s+.*\\s+0\\n");
        assertThat(bench.err()).containsPattern("\\d\\.\\d s\\s+[\\d,]+ ids").doesNotContain("\r");
    }

    @Test
    void onPostgresThroughTheEnvironment() {
        try (TestDatabase db = TestDatabases.freshPostgres()) {
            Map<String, String> env = Map.of("IDGEN_JDBC_URL", db.jdbcUrl(), "IDGEN_USER", db.user(),
                    "IDGEN_PASSWORD", db.password());
            Cli.Result migrate = IdgenProcess.java(dir, env, "migrate");
            assertThat(migrate.exitCode()).as(migrate.toString()).isZero();
            assertThat(migrate.out()).contains("PostgreSQL").containsPattern("[1-9][0-9]* migrations applied");

            Cli.Result next = IdgenProcess.java(dir, env, "next", "it.order", "3", "--strategy", "snowflake");
            assertThat(next.exitCode()).as(next.toString()).isZero();
            assertThat(next.outLines()).hasSize(3);

            Cli.Result strict = IdgenProcess.java(dir, env, "next", "it.unknown", "--strict");
            assertOneLine(strict, 1, "idgen next: key 'it.unknown' is not registered in idgen_segment");
            assertThat(db.queryLong("SELECT COUNT(*) FROM idgen_segment WHERE biz_tag = 'it.unknown'")).isZero();
            assertThat(dir.resolve(".idgen")).doesNotExist();
        }
    }

    @Test
    void releaseWithoutATerminalNeedsYes() {
        try (TestDatabase db = TestDatabases.freshPostgres()) {
            IdGenMigrations.with(db.dataSource()).slowOrdered(true).migrate();
            String now = "CAST(EXTRACT(EPOCH FROM clock_timestamp()) * 1000 AS BIGINT)";
            db.execute("INSERT INTO idgen_worker (namespace, datacenter_id, worker_id, app_name, host, port, pid, "
                    + "instance_id, lease_expires_at, heartbeat_at, last_timestamp) VALUES ('default', 0, 4, 'shop', "
                    + "'node-1', 8080, 77, 'gone', " + now + " + 60000, " + now + ", " + now + " + 1000)");
            Map<String, String> env = Map.of("IDGEN_JDBC_URL", db.jdbcUrl(), "IDGEN_USER", db.user());
            assertOneLine(IdgenProcess.java(dir, env, "workers", "release", "4"), 2, "add --yes");
            Cli.Result released = IdgenProcess.java(dir, env, "workers", "release", "4", "--yes");
            assertThat(released.exitCode()).as(released.toString()).isZero();
            assertThat(released.out()).startsWith("released worker 4 of namespace 'default' datacenter 0");
            assertThat(db.queryLong("SELECT COUNT(*) FROM idgen_worker WHERE lease_expires_at <= " + now)).isEqualTo(1);
        }
    }

    @Test
    void failuresAreOneLineWithTheRightExitCode() {
        assertOneLine(IdgenProcess.java(dir, Map.of(), "next", "k", "-5"), 2, "N must be between 1 and 100000");
        assertOneLine(IdgenProcess.java(dir, Map.of(), "next", "k", "100001"), 2, "was 100001");
        assertOneLine(IdgenProcess.java(dir, Map.of(), "nxt"), 2, "did you mean next?");
        assertOneLine(IdgenProcess.java(dir, Map.of(), "keys", "--jdbc-url", "jdbc:postgresql://127.0.0.1:1/nowhere"), 1,
                "idgen keys: cannot connect to jdbc:postgresql://127.0.0.1:1/nowhere");
        assertThat(dir.resolve(".idgen")).doesNotExist();

        Cli.Result verbose = IdgenProcess.java(dir, Map.of(), "keys", "--jdbc-url", "jdbc:postgresql://127.0.0.1:1/x",
                "--verbose");
        assertThat(verbose.exitCode()).isEqualTo(1);
        assertThat(verbose.err()).contains("\tat ").contains("HikariPool"); // stack trace and the libraries' logs
    }

    @Test
    void theLauncherFindsTheJarInTargetOrNextToItAndFollowsSymlinks() throws IOException {
        Path launcher = IdgenProcess.launcher();
        Cli.Result version = IdgenProcess.script(launcher, dir, Map.of(), "--version");
        assertThat(version.exitCode()).as(version.toString()).isZero();
        assertThat(version.out()).startsWith("idgen 0.");

        Path bin = Files.createDirectories(dir.resolve("bin"));
        Path link = Files.createSymbolicLink(bin.resolve("idgen"), launcher.toAbsolutePath());
        assertThat(IdgenProcess.script(link, dir, Map.of(), "--version").out()).startsWith("idgen 0.");
        Files.delete(link); // JUnit would warn about a link out of its temp directory

        Path installed = Files.createDirectories(dir.resolve("opt"));
        Files.copy(launcher, installed.resolve("idgen"));
        Cli.Result missing = IdgenProcess.script(installed.resolve("idgen"), dir, Map.of(), "--version");
        assertOneLine(missing, 1, "idgen: no idgen.jar next to");
        Files.copy(IdgenProcess.jar(), installed.resolve("idgen.jar"));
        Cli.Result next = IdgenProcess.script(installed.resolve("idgen"), dir, Map.of(), "next", "k", "2");
        assertThat(next.exitCode()).as(next.toString()).isZero();
        assertThat(next.outLines()).containsExactly("1", "2");
    }

    private static void assertOneLine(Cli.Result r, int exitCode, String fragment) {
        assertThat(r.exitCode()).as(r.toString()).isEqualTo(exitCode);
        List<String> lines = r.errLines();
        assertThat(lines).as(r.toString()).hasSize(1);
        assertThat(lines.get(0)).contains(fragment);
        assertThat(r.out()).isEmpty();
    }
}
