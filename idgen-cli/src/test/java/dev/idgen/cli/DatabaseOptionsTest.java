package dev.idgen.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Which database a command opens: the embedded one in the working directory (or --data-dir /
 * IDGEN_DATA_DIR), or a server; contradictions are usage errors, an unreachable server a one-line
 * runtime error, and none of them creates anything.
 */
class DatabaseOptionsTest {

    @TempDir
    Path dir;

    @Test
    void theEmbeddedDatabaseIsCreatedInTheWorkingDirectoryOnFirstUse() {
        Cli.Result r = Cli.run(Cli.context(dir), "next", "local.order", "3");
        assertThat(r.exitCode()).as(r.toString()).isZero();
        assertThat(r.outLines()).containsExactly("1", "2", "3");
        assertThat(r.errLines()).singleElement().asString()
                .isEqualTo("idgen next: created the embedded " + r.err().substring(r.err().indexOf("H2"), r.err().indexOf(
                        " database ./")) + " database ./.idgen/idgen (pass --jdbc-url to use your own database)");
        assertThat(dir.resolve(".idgen/idgen.mv.db")).exists();

        Cli.Result again = Cli.run(Cli.context(dir), "next", "local.order");
        assertThat(again.err()).isEmpty();
        assertThat(again.outLines()).containsExactly("1001");

        Cli.Result keys = Cli.run(Cli.context(dir), "keys");
        assertThat(keys.out()).containsPattern("local.order\\s+2,001\\s+1,000").contains("database ./.idgen/idgen");
    }

    @Test
    void dataDirFromOptionOrEnvironment() {
        assertThat(Cli.run(Cli.context(dir), "next", "k", "--data-dir", "elsewhere").exitCode()).isZero();
        assertThat(dir.resolve("elsewhere/idgen.mv.db")).exists();
        Path absolute = dir.resolve("from-env").toAbsolutePath();
        Cli.Result r = Cli.run(Cli.context(dir, Map.of(DatabaseOptions.ENV_DATA_DIR, absolute.toString()),
                Cli.ScriptedTerminal.none()), "keys");
        assertThat(r.exitCode()).as(r.toString()).isZero();
        assertThat(r.out()).contains("database ./from-env/idgen"); // shown relative to the working directory
        assertThat(dir.resolve(".idgen")).doesNotExist();
    }

    @Test
    void contradictionsAreUsageErrors() {
        DecodeCommandTest.assertUsage(Cli.run(Cli.context(dir), "next", "k", "--user", "app"),
                "--user and --password are for --jdbc-url");
        DecodeCommandTest.assertUsage(Cli.run(Cli.context(dir, Map.of(DatabaseOptions.ENV_USER, "app"),
                Cli.ScriptedTerminal.none()), "keys"), "IDGEN_USER is set but neither --jdbc-url nor IDGEN_JDBC_URL is");
        DecodeCommandTest.assertUsage(Cli.run(Cli.context(dir), "keys", "--jdbc-url", "jdbc:h2:mem:x", "--data-dir", "d"),
                "--data-dir is the embedded database's directory");
        DecodeCommandTest.assertUsage(Cli.run(Cli.context(dir), "keys", "--jdbc-url", "postgres://h/db"),
                "is not a JDBC URL", "jdbc:postgresql://HOST:5432/DB");
        DecodeCommandTest.assertUsage(Cli.run(Cli.context(dir), "keys", "--jdbc-url", "jdbc:oracle:thin:@h:1521:x"),
                "no JDBC driver for --jdbc-url jdbc:oracle:thin:@h:1521:x", "idgen bundles PostgreSQL");
        assertThat(dir.resolve(".idgen")).doesNotExist();
    }

    @Test
    void anUnreachableServerIsOneLineWithTheFixAndNoPassword() {
        long t0 = System.nanoTime();
        Cli.Result r = Cli.run(Cli.context(dir), "next", "k", "--jdbc-url",
                "jdbc:postgresql://127.0.0.1:1/nowhere?password=s3cret", "--user", "app");
        assertThat(r.exitCode()).isEqualTo(1);
        assertThat(r.out()).isEmpty();
        assertThat(r.errLines()).as(r.toString()).singleElement().asString()
                .startsWith("idgen next: cannot connect to jdbc:postgresql://127.0.0.1:1/nowhere?password=*** as app: ")
                .contains("refused").contains("check --jdbc-url, --user and --password").doesNotContain("s3cret");
        assertThat(System.nanoTime() - t0).isLessThan(10_000_000_000L);
        assertThat(dir.resolve(".idgen")).doesNotExist();

        Cli.Result verbose = Cli.run(Cli.context(dir), "next", "k", "--jdbc-url", "jdbc:postgresql://127.0.0.1:1/nowhere",
                "--verbose");
        assertThat(verbose.exitCode()).isEqualTo(1);
        assertThat(verbose.err()).contains("\tat com.zaxxer.hikari").contains("Caused by: org.postgresql.util.PSQLException");
    }
}
