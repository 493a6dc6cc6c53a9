package dev.idgen.torture;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.stream.Stream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Regression, end to end, of a bug this harness found (fixed in the engine; the deterministic test is
 * {@code dev.idgen.jdbc.snowflake.SnowflakePromiseAfterClockGlitchTest} in idgen-jdbc): worker 0 is cut
 * off from the database, its clock jumps 15 s ahead and back 100 ms later, it is killed with
 * {@code kill -9} and restarted with the same node identity. The killed process issued one id
 * stamped 15 s ahead, beyond the promise persisted in its lease row; the restarted process waits
 * only for that promise and issued the same id 15 s later. Now the engine re-reads the clock after
 * waiting for its promise, and no id is ever stamped past it.
 */
@Tag(TortureSettings.RUN_TAG)
class SnowflakeClockGlitchTortureTest {

    @Test
    void aClockThatJumpsAheadAndBackWhileCutOffDoesNotLeadToDuplicatesAfterARestart() throws IOException {
        TortureSettings settings = TortureSettings.glitchMode();
        Path runDir = Path.of("target", "torture-run-glitch");
        if (Files.exists(runDir)) {
            try (Stream<Path> files = Files.walk(runDir)) {
                for (Path p : files.sorted(Comparator.reverseOrder()).toList()) {
                    Files.delete(p);
                }
            }
        }
        Conductor.Outcome outcome = Conductor.run(settings, runDir, System.out);
        Path report = Path.of("target", "torture-report-glitch.md");
        TortureReport.write(outcome, report);
        System.out.println(TortureReport.markdown(outcome));
        assertThat(outcome.findings().problems()).as("problems found (report: " + report.toAbsolutePath() + ")").isEmpty();
    }
}
