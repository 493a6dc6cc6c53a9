package dev.idgen.torture;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Comparator;
import java.util.stream.Stream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The cluster torture test (see {@link Conductor}, {@link FaultScript}, {@link TortureCheck}): short
 * mode by default, long mode with {@code -Didgen.torture.long=true}. Writes the report to
 * {@code target/torture-report.md} (and {@code target/torture-report-<mode>.md}) and prints it;
 * fails with every problem found.
 */
@Tag(TortureSettings.RUN_TAG)
class TortureTest {

    @Test
    void clusterUnderFaultsNeverDuplicatesAndStaysWithinItsBounds() throws IOException {
        TortureSettings settings = TortureSettings.fromSystemProperties();
        Path runDir = Path.of("target", "torture-run-" + settings.mode());
        deleteRecursively(runDir); // the previous run's recordings: only the latest is kept for inspection

        Conductor.Outcome outcome = Conductor.run(settings, runDir, System.out);

        Path report = Path.of("target", "torture-report.md");
        TortureReport.write(outcome, report);
        Files.copy(report, Path.of("target", "torture-report-" + settings.mode() + ".md"),
                StandardCopyOption.REPLACE_EXISTING);
        System.out.println(TortureReport.markdown(outcome));
        assertThat(outcome.findings().problems()).as("problems found by the torture check (report: "
                + report.toAbsolutePath() + ", recordings: " + runDir.toAbsolutePath() + ")").isEmpty();
        assertThat(outcome.findings().totalIds()).isGreaterThanOrEqualTo(settings.minIds());
    }

    private static void deleteRecursively(Path dir) throws IOException {
        if (!Files.exists(dir)) {
            return;
        }
        try (Stream<Path> files = Files.walk(dir)) {
            for (Path p : files.sorted(Comparator.reverseOrder()).toList()) {
                Files.delete(p);
            }
        }
    }
}
