package dev.idgen.torture;

import static org.assertj.core.api.Assertions.assertThat;

import dev.idgen.DatabaseFailoverException;
import dev.idgen.IdGeneratorClosedException;
import dev.idgen.IdSourceUnavailableException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The failover part of {@link TortureCheck} must be able to fail: each rule is broken here on
 * purpose, in recordings and journals written with the workers' own writers (whose wall clock is the
 * machine's, so the failover's times are set around the moment they are written).
 */
class TortureFailoverCheckTest {

    private static final TortureSettings SYNC = TortureSettings.failoverMode(true, false).withMinIds(0);
    private static final TortureSettings ASYNC = TortureSettings.failoverMode(false, false).withMinIds(0);

    @TempDir
    Path dir;

    private void segmentIds(String node, long from, long to) throws IOException {
        Files.createDirectories(dir.resolve(node));
        try (IdLogWriter w = IdLogWriter.ids(dir.resolve(node).resolve("segment-t0-" + from + ".rec"), "segment", "k", node,
                "segment-t0", 256, 1_000_000)) {
            for (long id = from; id <= to; id++) {
                w.id(id);
            }
        }
    }

    private Journal journal(String node) throws IOException {
        Files.createDirectories(dir.resolve(node + "-journal"));
        return new Journal(dir.resolve(node + "-journal").resolve("journal.tsv"), node);
    }

    /** What a test's worker wrote to its journal around a failover. */
    @FunctionalInterface
    private interface JournalWrites {
        void write(Journal journal) throws IOException;
    }

    /**
     * w0#0 hands out segment ids 1..100, the primary crashes, the standby is promoted 20 ms later, w0#0's journal
     * gets {@code errors}, then w0#0 hands out 101..200. Returns {@code {crash, promoted}} (machine clock).
     */
    private long[] quickFailoverWith(JournalWrites errors) throws IOException, InterruptedException {
        segmentIds("w0#0", 1, 100);
        long[] failover = crashAndPromote();
        try (Journal j = journal("w0#0")) {
            errors.write(j);
        }
        segmentIds("w0#0", 101, 200);
        return failover;
    }

    /** A pause, the crash, 20 ms later the promotion, a pause. Returns {@code {crash, promoted}} (machine clock). */
    private static long[] crashAndPromote() throws InterruptedException {
        pause();
        long crash = System.currentTimeMillis();
        pause();
        long promoted = System.currentTimeMillis();
        pause();
        return new long[] {crash, promoted};
    }

    private static RunFacts facts(RunFacts.FailoverFacts failover) {
        return new RunFacts(0, Long.MAX_VALUE, List.of(), List.of(), List.of(), 0, 0, 0, failover);
    }

    private static void pause() throws InterruptedException {
        Thread.sleep(20);
    }

    @Test
    void aCleanSynchronousFailoverPassesAndIdsBeforeAndAfterItAreCheckedTogether() throws Exception {
        segmentIds("w0#0", 1, 100);
        long[] failover = crashAndPromote();
        segmentIds("w0#0", 101, 200);
        TortureFindings f = TortureCheck.check(dir, SYNC, facts(new RunFacts.FailoverFacts(true, failover[0],
                failover[1], 10, 0, "", Map.of(), List.of())));
        assertThat(f.problems()).isEmpty();
        assertThat(f.totalIds()).isEqualTo(200);
        assertThat(f.faultEffects()).anySatisfy(e -> assertThat(e.effect()).contains("segment within"));
    }

    @Test
    void anIdRepeatedAfterTheFailoverIsADuplicate() throws Exception {
        segmentIds("w0#0", 1, 100);
        pause();
        long crash = System.currentTimeMillis();
        long promoted = crash + 1;
        pause();
        segmentIds("w1#0", 100, 150); // 100 again, from the promoted standby
        TortureFindings f = TortureCheck.check(dir, SYNC, facts(new RunFacts.FailoverFacts(true, crash, promoted,
                1, 0, "", Map.of(), List.of())));
        assertThat(f.problems()).anySatisfy(p -> assertThat(p).contains("DUPLICATE").contains("100"));
    }

    @Test
    void onASynchronousFailoverARefusalOrAFailureWhileTheDatabaseWasBackWithinMaxWaitIsAProblem() throws Exception {
        segmentIds("w0#0", 1, 100);
        pause();
        long crash = System.currentTimeMillis();
        long promoted = crash + 500; // an outage much shorter than maxWait
        pause();
        try (Journal j = journal("w0#0")) {
            j.error("segment", "k", "segment-t0", System.nanoTime(), 1_000_000, new DatabaseFailoverException("refused"));
            j.error("slow-ordered", "k/s", "ordered-t0", System.nanoTime(), 1_000_000,
                    new IdSourceUnavailableException("slow-ordered key 'k': no ids within 5000 ms"));
        }
        segmentIds("w0#0", 101, 200);
        TortureFindings f = TortureCheck.check(dir, SYNC, facts(new RunFacts.FailoverFacts(true, crash, promoted,
                400, 0, "", Map.of(), List.of())));
        assertThat(f.problems()).anySatisfy(p -> assertThat(p).startsWith("FAILOVER").contains("DatabaseFailoverException")
                .contains("no call may be refused"));
        assertThat(f.problems()).anySatisfy(p -> assertThat(p).startsWith("FAILOVER")
                .contains("IdSourceUnavailableException").contains("within maxWait"));
    }

    @Test
    void aLeaseMayExpireOnlyWhenTheProbeSawTheDatabaseOutForItsLife() throws Exception {
        long[] failover = quickFailoverWith(j -> j.error("snowflake", "default", "snowflake-t0", System.nanoTime(),
                1_000_000, new dev.idgen.LeaseLostException("snowflake worker 0: the lease was not renewed before it expired")));
        long crash = failover[0];
        long promoted = failover[1];
        // the lease lives 6 s and is renewed every 500 ms: it may expire once the database was out 5 s of its life
        List<long[]> outForTheLease = List.<long[]>of(new long[] {crash - 10_000, crash + 10_000});
        TortureFindings expired = TortureCheck.check(dir, SYNC, facts(new RunFacts.FailoverFacts(true, crash, promoted,
                400, 0, "", Map.of(), outForTheLease)));
        assertThat(expired.problems()).isEmpty();
        assertThat(expired.faultEffects()).anySatisfy(e -> assertThat(e.effect()).contains("leases expired in the outage")
                .contains("w0#0"));

        TortureFindings tooSoon = TortureCheck.check(dir, SYNC, facts(new RunFacts.FailoverFacts(true, crash, promoted,
                400, 0, "", Map.of(), List.<long[]>of(new long[] {crash, crash + 500}))));
        // (the ids after the failover were written 40 ms after the crash: served again at once)
        assertThat(tooSoon.problems()).anySatisfy(p -> assertThat(p).startsWith("FAILOVER").contains("LeaseLostException")
                .contains("a lease expires only when the database was out for its life less two heartbeats (5000 ms)")
                .contains("the commit probe saw it out for "));
    }

    @Test
    void aWaitMayFailWhenTheProbeSawTheDatabaseOutForItEvenIfThePromotionWasQuick() throws Exception {
        // a promotion much quicker than maxWait, but a starved new primary
        long[] failover = quickFailoverWith(j -> j.error("slow-ordered", "k/s", "ordered-t0", System.nanoTime(),
                5_000_000_000L, new IdSourceUnavailableException("slow-ordered key 'k': no ids within 5000 ms")));
        long crash = failover[0];
        long promoted = failover[1];
        long now = System.currentTimeMillis();
        TortureFindings stalled = TortureCheck.check(dir, SYNC, facts(new RunFacts.FailoverFacts(true, crash, promoted,
                400, 0, "", Map.of(), List.<long[]>of(new long[] {now - 6_000, now + 1_000}))));
        assertThat(stalled.problems()).isEmpty();
        TortureFindings answering = TortureCheck.check(dir, SYNC, facts(new RunFacts.FailoverFacts(true, crash, promoted,
                400, 0, "", Map.of(), List.<long[]>of(new long[] {crash, promoted}))));
        assertThat(answering.problems()).anySatisfy(p -> assertThat(p).startsWith("FAILOVER")
                .contains("IdSourceUnavailableException").contains("within maxWait"));
    }

    @Test
    void aProcessThatServedBeforeTheCrashAndNeverAfterDidNotRecover() throws Exception {
        segmentIds("w0#0", 1, 100);
        segmentIds("w1#0", 101, 200);
        pause();
        long crash = System.currentTimeMillis();
        long promoted = crash + 1;
        pause();
        segmentIds("w1#0", 201, 300);
        TortureFindings f = TortureCheck.check(dir, SYNC, facts(new RunFacts.FailoverFacts(true, crash, promoted,
                1, 0, "", Map.of(), List.of())));
        assertThat(f.problems()).containsExactly("FAILOVER: w0#0 did not serve segment again within 7500 ms (probe "
                + "interval + call bound + the database's stalls after it) of the promotion: never");
    }

    @Test
    void anAsynchronousFailoverWhereTheStandbyMissedNothingTheWorkersUsedProvesNothing() throws Exception {
        segmentIds("w0#0", 1, 100);
        pause();
        long crash = System.currentTimeMillis();
        long promoted = crash + 1;
        pause();
        try (Journal j = journal("w0#0")) {
            j.error("segment", "k", "segment-t0", System.nanoTime(), 1_000_000,
                    new DatabaseFailoverException("segment key 'k': failover from timeline 1 to 2"));
        }
        long recovered = System.currentTimeMillis();
        pause();
        segmentIds("w0#0", 100_000_001, 100_000_100);
        TortureFindings f = TortureCheck.check(dir, ASYNC, facts(new RunFacts.FailoverFacts(false, crash, promoted,
                1, recovered, "failover from timeline 1 to 2", Map.of("segment k", 100L), List.of())));
        assertThat(f.problems()).singleElement().satisfies(p -> assertThat(p).contains("proves nothing"));

        TortureFindings behind = TortureCheck.check(dir, ASYNC, facts(new RunFacts.FailoverFacts(false, crash, promoted,
                1, recovered, "failover from timeline 1 to 2", Map.of("segment k", 50L), List.of())));
        assertThat(behind.problems()).isEmpty();
        assertThat(behind.faultEffects()).anySatisfy(e -> assertThat(e.effect())
                .contains("segment k: 100 handed out, the standby had 50"));
    }

    @Test
    void whileRefusedOnlyTheRefusalMayFailACallAndNotAfterTheRecovery() throws Exception {
        segmentIds("w0#0", 1, 100);
        pause();
        long crash = System.currentTimeMillis();
        long promoted = crash + 1;
        pause();
        try (Journal j = journal("w0#0")) {
            j.error("segment", "k", "segment-t0", System.nanoTime(), 1_000_000,
                    new IdSourceUnavailableException("segment key 'k': no ids within 5000 ms"));
        }
        long recovered = System.currentTimeMillis() - 3_000; // as if recovered 3 s before this refusal:
        try (Journal j = journal("w1#0")) {
            j.error("segment", "k", "segment-t0", System.nanoTime(), 1_000_000,
                    new DatabaseFailoverException("segment key 'k': failover from timeline 1 to 2"));
        }
        pause();
        segmentIds("w0#0", 100_000_001, 100_000_100);
        TortureFindings f = TortureCheck.check(dir, ASYNC, facts(new RunFacts.FailoverFacts(false, crash, promoted,
                1, recovered, "failover from timeline 1 to 2", Map.of("segment k", 50L), List.of())));
        assertThat(f.problems()).anySatisfy(p -> assertThat(p).contains("w0#0").contains("IdSourceUnavailableException")
                .contains("while refused, only DatabaseFailoverException"));
        assertThat(f.problems()).anySatisfy(p -> assertThat(p).contains("w1#0").contains("DatabaseFailoverException")
                .contains("after FailoverAdmin.recover"));
    }

    @Test
    void anAsynchronousFailoverTheEnginesNeverRefusedIsAProblem() throws Exception {
        segmentIds("w0#0", 1, 100);
        pause();
        long crash = System.currentTimeMillis();
        pause();
        segmentIds("w0#0", 101, 200);
        TortureFindings f = TortureCheck.check(dir, ASYNC, facts(new RunFacts.FailoverFacts(false, crash, crash + 1, 1,
                crash + 2, "", Map.of("segment k", 50L), List.of())));
        assertThat(f.problems()).anySatisfy(p -> assertThat(p).contains("the engines never refused"));
    }

    @Test
    void aSnowflakeLeaseLostWithTheStandbysMissingCommitsMayFailItsCallersButOnlyThatProcesssAndOnlyThen() throws Exception {
        segmentIds("w0#0", 1, 100);
        segmentIds("w1#0", 101, 200);
        pause();
        long crash = System.currentTimeMillis();
        long promoted = crash + 1;
        pause();
        try (Journal j = journal("w0#0")) {
            j.error("segment", "k", "segment-t0", System.nanoTime(), 1_000_000,
                    new DatabaseFailoverException("segment key 'k': failover from timeline 1 to 2"));
            j.event("snowflake worker 0 stopped: its lease of worker 0 was taken by another node (the row no longer "
                    + "names instance x); leasing again");
            j.error("snowflake", "default", "snowflake-t0", System.nanoTime(), 1_000_000,
                    new IdGeneratorClosedException("idgen engine 'w0-0-flake-1' is closed"));
        }
        try (Journal j = journal("w1#0")) { // w1's lease was not lost: the same failure is a problem there
            j.error("snowflake", "default", "snowflake-t0", System.nanoTime(), 1_000_000,
                    new IdGeneratorClosedException("idgen engine 'w1-0-flake-1' is closed"));
        }
        long recovered = System.currentTimeMillis();
        pause();
        segmentIds("w0#0", 100_000_001, 100_000_100);
        segmentIds("w1#0", 100_000_101, 100_000_200);
        TortureFindings f = TortureCheck.check(dir, ASYNC, facts(new RunFacts.FailoverFacts(false, crash, promoted,
                1, recovered, "failover from timeline 1 to 2", Map.of("segment k", 50L), List.of())));
        assertThat(f.problems()).singleElement().satisfies(p -> assertThat(p).contains("w1#0")
                .contains("IdGeneratorClosedException"));
        assertThat(f.faultEffects()).anySatisfy(e -> assertThat(e.effect()).contains("lost with its commits")
                .contains("[w0#0]"));
    }
}
