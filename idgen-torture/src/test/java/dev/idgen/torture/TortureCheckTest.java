package dev.idgen.torture;

import static org.assertj.core.api.Assertions.assertThat;

import dev.idgen.SnowflakeLayout;
import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The check must be able to fail: each property it enforces is broken here on purpose, in
 * recordings written with the workers' own writer, and the check must say so, naming where.
 */
class TortureCheckTest {

    private static final TortureSettings SETTINGS = TortureSettings.shortMode().withMinIds(0);
    private static final RunFacts NO_FACTS = new RunFacts(0, Long.MAX_VALUE, List.of(), List.of(), List.of(), 0, 0, 0, null);

    @TempDir
    Path dir;

    private IdLogWriter ids(String name, String strategy, String key, String node) throws IOException {
        Files.createDirectories(dir.resolve(node));
        return IdLogWriter.ids(dir.resolve(node).resolve(name + ".rec"), strategy, key, node, name, 256, 1_000_000);
    }

    private IdLogWriter calls(String name, String key, String node) throws IOException {
        Files.createDirectories(dir.resolve(node));
        return IdLogWriter.calls(dir.resolve(node).resolve(name + ".rec"), "slow-ordered", key, node, name, 256, 1_000_000);
    }

    private TortureFindings check() {
        return TortureCheck.check(dir, SETTINGS, NO_FACTS);
    }

    @Test
    void aCleanHistoryHasNoProblem() throws IOException {
        try (IdLogWriter a = ids("segment-t0", "segment", "k", "w0#0"); IdLogWriter b = ids("segment-t0", "segment", "k", "w1#0")) {
            for (long i = 1; i <= 1000; i++) {
                a.id(i);
                b.id(1000 + i);
            }
        }
        try (IdLogWriter c = calls("ordered-t0", "k/s", "w0#0")) {
            c.call(0, 10, 1, 1);
            c.call(5, 30, 3, 2); // overlaps the next call: either order is fine
            c.call(20, 40, 2, 1);
            c.call(50, 60, 5, 1);
        }
        TortureFindings f = check();
        assertThat(f.problems()).isEmpty();
        assertThat(f.totalIds()).isEqualTo(2005);
    }

    @Test
    void aDuplicateAcrossTwoWorkersIsFoundAndBothRecordingsAreNamed() throws IOException {
        try (IdLogWriter a = ids("segment-t0", "segment", "k", "w0#0"); IdLogWriter b = ids("segment-t1", "segment", "k", "w2#1")) {
            for (long i = 1; i <= 1000; i++) {
                a.id(i);
            }
            b.id(5000);
            b.id(777);
        }
        TortureFindings f = check();
        assertThat(f.strategies().get(0).duplicates()).isEqualTo(1);
        assertThat(f.problems()).anySatisfy(p -> assertThat(p).contains("DUPLICATE").contains("777")
                .contains("w0#0/segment-t0").contains("w2#1/segment-t1"));
    }

    @Test
    void theSameIdUnderTwoKeysIsNoDuplicate() throws IOException {
        try (IdLogWriter a = ids("segment-t0", "segment", "a", "w0#0"); IdLogWriter b = ids("segment-t1", "segment", "b", "w0#0")) {
            a.id(1);
            b.id(1);
        }
        assertThat(check().problems()).isEmpty();
    }

    @Test
    void aCallThatEndedBeforeAnotherBeganWithALargerIdIsNotLinearizable() throws IOException {
        try (IdLogWriter a = calls("ordered-t0", "k/s", "w0#0"); IdLogWriter b = calls("ordered-t0", "k/s", "w1#0")) {
            a.call(100, 200, 10, 3); // ids 10..12, ended at 200
            b.call(300, 400, 12, 1); // began at 300, id 12 (also a duplicate)
            b.call(500, 600, 11, 1); // began at 500, id 11 < 12
        }
        TortureFindings f = check();
        assertThat(f.strategies().get(1).orderViolations()).isEqualTo(2);
        assertThat(f.problems()).anySatisfy(p -> assertThat(p).contains("NOT LINEARIZABLE").contains("w0#0/ordered-t0")
                .contains("w1#0/ordered-t0"));
    }

    @Test
    void linearizabilitySweepMatchesABruteForceCheckOnRandomHistories() {
        java.util.Random random = new java.util.Random(42);
        for (int round = 0; round < 200; round++) {
            int n = 1 + random.nextInt(30);
            long[] start = new long[n];
            long[] end = new long[n];
            long[] first = new long[n];
            long[] last = new long[n];
            for (int i = 0; i < n; i++) {
                start[i] = random.nextInt(100);
                end[i] = start[i] + random.nextInt(20);
                first[i] = random.nextInt(50);
                last[i] = first[i] + random.nextInt(3);
            }
            boolean bruteViolated = false;
            for (int a = 0; a < n; a++) {
                for (int b = 0; b < n; b++) {
                    if (end[a] < start[b] && last[a] >= first[b]) {
                        bruteViolated = true;
                    }
                }
            }
            long sweep = Linearizability.violations(start, end, first, last, (a, b) -> {
                assertThat(end[a]).isLessThan(start[b]);
                assertThat(last[a]).isGreaterThanOrEqualTo(first[b]);
            });
            assertThat(sweep > 0).as("round %d", round).isEqualTo(bruteViolated);
        }
    }

    @Test
    void orderBySortsIndicesByKeyStably() {
        long[] keys = {5, 3, 9, 3, -1, 5};
        assertThat(Linearizability.orderBy(keys)).containsExactly(4, 1, 3, 0, 5, 2);
        assertThat(Linearizability.orderBy(new long[0])).isEmpty();
    }

    @Test
    void aSnowflakeTimestampAheadOfTheWallClockIsAProblem() throws IOException {
        SnowflakeLayout layout = SnowflakeLayout.defaults();
        try (IdLogWriter a = ids("snowflake-t0", "snowflake", "default", "w0#0")) {
            a.id(layout.compose(System.currentTimeMillis() - 5, 0, 3, 0));
            a.id(layout.compose(System.currentTimeMillis() + 10_000, 0, 3, 0)); // 10 s in the future
        }
        TortureFindings f = check();
        assertThat(f.snowflake().maxAheadMillis()).isGreaterThan(9_000);
        assertThat(f.problems()).anySatisfy(p -> assertThat(p).contains("ahead of the wall clock"));
    }

    @Test
    void snowflakeIdsOfOneWorkerGoingBackwardsInAThreadAreAProblem() throws IOException {
        SnowflakeLayout layout = SnowflakeLayout.defaults();
        long now = System.currentTimeMillis() - 1000;
        try (IdLogWriter a = ids("snowflake-t0", "snowflake", "default", "w0#0")) {
            a.id(layout.compose(now, 0, 3, 5));
            a.id(layout.compose(now + 1, 0, 4, 0)); // another worker id: not compared
            a.id(layout.compose(now, 0, 3, 4)); // worker 3 went backwards
        }
        TortureFindings f = check();
        assertThat(f.strategies().get(2).orderViolations()).isEqualTo(1);
        assertThat(f.problems()).anySatisfy(p -> assertThat(p).contains("not strictly increasing"));
    }

    @Test
    void stallsHungThreadsSlowCallsAndUnclearErrorsAreProblems() throws IOException {
        Files.createDirectories(dir.resolve("w0"));
        try (Journal j = new Journal(dir.resolve("w0").resolve("journal.tsv"), "w0#0")) {
            j.stall("segment", "k", "t0", 1, 9_000_000_000L);
            j.hung("segment", "k", "t0", 1, 9_000_000_000L, "stack");
            j.error("slow-ordered", "k/s", "t1", 1, 60_000_000_000L,
                    new dev.idgen.IdSourceUnavailableException("slow-ordered key 'k': no ids within 2000 ms"));
            j.error("snowflake", "default", "t2", 1, 1_000, new IllegalStateException("boom"));
        }
        TortureFindings f = check();
        assertThat(f.problems()).anySatisfy(p -> assertThat(p).startsWith("STALL"));
        assertThat(f.problems()).anySatisfy(p -> assertThat(p).startsWith("HUNG"));
        assertThat(f.problems()).anySatisfy(p -> assertThat(p).contains("slow-ordered: a failed call on w0#0 took 60000 ms")
                .contains("the scheduling lag measured on w0#0: 0 ms"));
        assertThat(f.problems()).anySatisfy(p -> assertThat(p).contains("unclear error").contains("boom"));
        assertThat(f.errors()).extracting(TortureFindings.ErrorFigures::kind)
                .contains("IdSourceUnavailableException", "IllegalStateException");
    }

    @Test
    void aCallMayOverrunMaxWaitByTheSchedulingLagItsProcessMeasuredNotMore() throws IOException {
        long quietBound = SETTINGS.callBound().toNanos();
        long lag = 1_000_000_000L;
        Files.createDirectories(dir.resolve("w0"));
        Files.createDirectories(dir.resolve("w1"));
        try (Journal j = new Journal(dir.resolve("w0").resolve("journal.tsv"), "w0#0")) {
            j.lag(lag, 100);
            j.error("segment", "k", "t0", 1, quietBound + lag, // late by the lag: within the bound
                    new dev.idgen.IdSourceUnavailableException("segment key 'k': no range within 2000 ms"));
        }
        try (Journal j = new Journal(dir.resolve("w1").resolve("journal.tsv"), "w1#0")) {
            j.error("segment", "k", "t0", 1, quietBound + lag, // the same, on a process that measured no lag
                    new dev.idgen.IdSourceUnavailableException("segment key 'k': no range within 2000 ms"));
            j.error("snowflake", "default", "t1", 1, quietBound + 1_000_000,
                    new dev.idgen.IdSourceUnavailableException("snowflake: no lease within 2000 ms"));
        }
        TortureFindings f = check();
        assertThat(f.problems()).filteredOn(p -> p.contains("a failed call")).hasSize(2);
        assertThat(f.problems()).anySatisfy(p -> assertThat(p).startsWith("segment: a failed call on w1#0 took")
                .contains("the scheduling lag measured on w1#0: 0 ms"));
        assertThat(f.problems()).anySatisfy(p -> assertThat(p).startsWith("snowflake: a failed call on w1#0 took"));
        assertThat(f.problems()).noneMatch(p -> p.contains("on w0#0"));
    }

    @Test
    void tooFewIdsIsAProblem() {
        TortureFindings f = TortureCheck.check(dir, TortureSettings.shortMode(), NO_FACTS);
        assertThat(f.problems()).anySatisfy(p -> assertThat(p).contains("fewer than the 1000000"));
    }

    @Test
    void aRecordingCutShortByKillKeepsItsCompleteRecords() throws IOException {
        Path file;
        try (IdLogWriter a = ids("segment-t0", "segment", "k", "w0#0")) {
            for (long i = 1; i <= 600; i++) { // blocks of 256, 256 and 88
                a.id(i);
            }
        }
        file = dir.resolve("w0#0").resolve("segment-t0.rec");
        try (FileChannel ch = FileChannel.open(file, StandardOpenOption.WRITE)) {
            ch.truncate(ch.size() - 8 * 10 - 3); // kill -9 in the middle of the last block's write
        }
        IdLog.Recording r = IdLog.read(file);
        assertThat(r.cutShort()).isTrue();
        assertThat(r.records).isEqualTo(600 - 11);
        assertThat(r.ids[r.records - 1]).isEqualTo(589);
        assertThat(r.blocks).isEqualTo(3);
    }

    @Test
    void callsRoundTripThroughTheFormat() throws IOException {
        try (IdLogWriter c = calls("ordered-t0", "k/s", "w0#0")) {
            c.call(11, 22, 33, 4);
            c.call(44, 55, 66, 1);
        }
        IdLog.Recording r = IdLog.read(dir.resolve("w0#0").resolve("ordered-t0.rec"));
        assertThat(r.strategy).isEqualTo("slow-ordered");
        assertThat(r.key).isEqualTo("k/s");
        assertThat(r.node).isEqualTo("w0#0");
        assertThat(r.starts).containsExactly(11, 44);
        assertThat(r.ends).containsExactly(22, 55);
        assertThat(r.firsts).containsExactly(33, 66);
        assertThat(r.counts).containsExactly(4, 1);
        assertThat(r.idCount()).isEqualTo(5);
        assertThat(r.blockMaxCallNanos[0]).isEqualTo(11);
        assertThat(r.cutShort()).isFalse();
    }
}
