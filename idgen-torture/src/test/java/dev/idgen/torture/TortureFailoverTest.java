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
 * The torture run on a replicated PostgreSQL (see {@link TortureSettings#failoverMode}): the workers
 * reach a primary and its streaming standby through a multi-host URL, the primary crashes under load
 * and the standby is promoted; {@link TortureCheck} checks every id of the run, before and after the
 * failover, and what callers saw around it.
 *
 * <p>By default (short): a synchronous standby, one failover. With {@code -Didgen.torture.long=true}:
 * three rounds of faults around the failover, on a synchronous pair, then on an asynchronous pair whose
 * replication is cut seconds before the crash, recovered with {@code FailoverAdmin.recover}. Needs the
 * PostgreSQL server programs ({@code ReplicatedPostgres}); without them the test is aborted (skipped)
 * saying how to install them. Reports: {@code target/torture-report-failover-<mode>.md}.
 */
@Tag(TortureSettings.RUN_TAG)
class TortureFailoverTest {

    private static final boolean LONG = Boolean.getBoolean(TortureSettings.LONG_PROPERTY);
    /**
     * The engines' {@code maxWait} in these runs: above the promotion plus the pool's reconnect with room to spare,
     * so whether a caller may fail never depends on how busy the machine is. With the mode's 5 s a run failed a
     * slow-ordered caller 4.8 s after the crash while two builds shared the 2-core machine (promotion after 3.5 s,
     * then 1.5 s before the pool had a connection to the new primary).
     */
    private static final java.time.Duration MAX_WAIT = java.time.Duration.ofSeconds(15);

    @Test
    void synchronousStandbyPromotedUnderLoadRepeatsNoIdAndFailsNoCaller() throws IOException {
        runAndCheck(TortureSettings.failoverMode(true, LONG).withMaxWait(MAX_WAIT));
    }

    @Test
    void asynchronousStandbyBehindAtTheCrashIsRefusedThenRecoveredAndRepeatsNoId() throws IOException {
        org.junit.jupiter.api.Assumptions.assumeTrue(LONG, "the asynchronous failover run is part of the long mode "
                + "(-D" + TortureSettings.LONG_PROPERTY + "=true)");
        runAndCheck(TortureSettings.failoverMode(false, true).withMaxWait(MAX_WAIT));
    }

    private static void runAndCheck(TortureSettings settings) throws IOException {
        Path runDir = Path.of("target", "torture-run-" + settings.mode());
        deleteRecursively(runDir);
        Conductor.Outcome outcome = Conductor.run(settings, runDir, System.out);
        Path report = Path.of("target", "torture-report-" + settings.mode() + ".md");
        TortureReport.write(outcome, report);
        System.out.println(TortureReport.markdown(outcome));
        assertThat(outcome.facts().failover()).as("the failover happened").isNotNull();
        assertThat(outcome.facts().failover().promotedWallMillis()).as("the standby was promoted").isPositive();
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
