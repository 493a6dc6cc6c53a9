package dev.idgen.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** --help everywhere with the exit codes; usage errors are one line on stderr with exit code 2. */
class HelpAndUsageTest {

    @TempDir
    Path dir;

    @Test
    void everyCommandHasHelpListingTheExitCodes() {
        for (List<String> command : List.<List<String>>of(List.of(), List.of("demo"), List.of("migrate"), List.of("next"),
                List.of("keys"), List.of("workers"), List.of("workers", "release"), List.of("failover"),
                List.of("failover", "recover"), List.of("decode"), List.of("bench"))) {
            List<String> args = new ArrayList<>(command);
            args.add("--help");
            Cli.Result r = Cli.run(Cli.context(dir), args.toArray(new String[0]));
            assertThat(r.exitCode()).as(command + "\n" + r).isZero();
            assertThat(r.out()).as(command.toString()).contains("Usage: idgen").contains("Exit codes:")
                    .contains("0   done").contains("1   failed while running").contains("2   usage error");
            assertThat(r.err()).isEmpty();
        }
        assertThat(dir.resolve(".idgen")).doesNotExist();
    }

    @Test
    void helpOfReleaseExplainsWhyReleasingIsSafe() {
        Cli.Result r = Cli.run(Cli.context(dir), "workers", "release", "--help");
        assertThat(r.out().replaceAll("\\s+", " ")).contains("last_timestamp")
                .contains("waits until its clock has passed last_timestamp").contains("--yes");
    }

    @Test
    void versionNamesTheProject() {
        Cli.Result r = Cli.run(Cli.context(dir), "--version");
        assertThat(r.exitCode()).isZero();
        assertThat(r.out()).startsWith("idgen 0.").contains("Java ");
    }

    @Test
    void usageErrorsAreOneLineWithTheFix() {
        DecodeCommandTest.assertUsage(Cli.run(Cli.context(dir)), "which command?", "idgen demo");
        DecodeCommandTest.assertUsage(Cli.run(Cli.context(dir), "nxt"), "'nxt'", "did you mean next?", "idgen --help");
        DecodeCommandTest.assertUsage(Cli.run(Cli.context(dir), "next", "k", "--frmat"), "--frmat",
                "'idgen next --help'");
        DecodeCommandTest.assertUsage(Cli.run(Cli.context(dir), "next", "k", "abc"), "'abc' is not an int");
        DecodeCommandTest.assertUsage(Cli.run(Cli.context(dir), "next", "k", "--strategy", "uuid"),
                "unknown strategy 'uuid'", "segment, snowflake, daily, strict-daily, slow-ordered");
        DecodeCommandTest.assertUsage(Cli.run(Cli.context(dir), "next"), "Missing required parameter: 'KEY'");
        assertThat(dir.resolve(".idgen")).doesNotExist();
    }

    @Test
    void verbosePrintsTheStackTraceToo() {
        Cli.Result r = Cli.run(Cli.context(dir), "decode", "--verbose", "--layout", "1/2/3/4", "5");
        assertThat(r.exitCode()).isEqualTo(2);
        assertThat(r.errLines().get(0)).startsWith("idgen decode: bad --layout/--epoch: timestamp bits must be between 30 and 45");
        assertThat(r.err()).contains("\tat dev.idgen.");
    }
}
