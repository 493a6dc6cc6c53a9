package dev.idgen.jdbc;

import static org.assertj.core.api.Assertions.assertThat;

import dev.idgen.IdGenerator;
import dev.idgen.jdbc.ordered.StrictOrderCheck.Call;
import dev.idgen.jdbc.ordered.StrictOrderCheck;
import dev.idgen.migrations.IdGenMigrations;
import dev.idgen.testsupport.ChildJvm;
import dev.idgen.testsupport.TestDatabase;
import dev.idgen.testsupport.TestDatabases;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.LocalDate;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The linearizability check across processes, for both strictly ordered strategies (slow-ordered
 * ids of one (key, sub-key), strict daily serials of one key): two child JVMs and this one take
 * ids at the same time, each on several threads, each recording for every call its
 * start and end ({@link System#nanoTime()}: on Linux one {@code CLOCK_MONOTONIC} for all processes
 * of the machine) and its ids. Whenever a call ended before another began, anywhere, its ids must
 * be smaller; no id may appear twice; and none may be lost.
 */
class OrderedMultiJvmPostgresTest {

    private static final long RUN_MILLIS = 2000;
    private static final int THREADS_PER_NODE = 4;

    @ParameterizedTest(name = "{0} with {1} round trip(s) in flight per node")
    @CsvSource({"slow-ordered, 1", "slow-ordered, 2", "strict-daily, 2"})
    void threeJvmsTakingIdsTogetherStayStrictlyOrdered(String strategy, int inFlight, @TempDir Path dir)
            throws Exception {
        boolean daily = strategy.equals("strict-daily");
        String key = daily ? "invoice" : "im.message";
        String subKey = daily ? "-" : "room-42";
        // a zone where it is about noon: the day cannot turn (and serials restart) during the run
        ZoneOffset zone = ZoneOffset.ofHours(Math.floorMod(12 - OffsetDateTime.now(ZoneOffset.UTC).getHour() + 12, 24) - 12);
        LocalDate day = LocalDate.now(zone);
        try (TestDatabase db = TestDatabases.freshPostgres()) {
            IdGenMigrations.with(db.dataSource()).slowOrdered(true).migrate();
            Path go = dir.resolve("go");
            List<ChildJvm> children = new ArrayList<>();
            List<Path> files = new ArrayList<>();
            try {
                for (int i = 0; i < 2; i++) {
                    Path file = dir.resolve("history-" + i);
                    files.add(file);
                    children.add(ChildJvm.start(OrderedNodeMain.class, List.of("-Dorg.slf4j.simpleLogger.defaultLogLevel=warn"),
                            List.of(db.jdbcUrl(), db.user(), db.password(), strategy, key, subKey,
                                    String.valueOf(THREADS_PER_NODE), go.toString(), String.valueOf(RUN_MILLIS),
                                    file.toString(), String.valueOf(inFlight), zone.getId())));
                }
                for (ChildJvm child : children) {
                    awaitReady(child);
                }
                try (IdGenEngine engine = IdGenEngine.builder(db.newDataSource(4)).name("parent")
                        .orderedRoundTripsInFlight(inFlight).daily(o -> o.zone(zone)).build()) {
                    IdGenerator g = OrderedNodeMain.open(engine, strategy, key, subKey);
                    Files.createFile(go);
                    List<Call> history = new ArrayList<>(OrderedNodeMain.run(g, THREADS_PER_NODE, RUN_MILLIS, "parent"));
                    List<List<Call>> perNode = new ArrayList<>();
                    perNode.add(List.copyOf(history));
                    for (int i = 0; i < children.size(); i++) {
                        ChildJvm child = children.get(i);
                        assertThat(child.waitFor(Duration.ofSeconds(60))).as(child + ":\n" + child.output()).isZero();
                        List<Call> theirs = OrderedNodeMain.read(files.get(i), "child-" + child.pid());
                        perNode.add(theirs);
                        history.addAll(theirs);
                    }

                    for (List<Call> node : perNode) {
                        assertThat(node).as("every node took ids").hasSizeGreaterThan(100);
                    }
                    assertOverlapInTime(perNode);
                    assertThat(StrictOrderCheck.violations(history)).isEmpty();
                    long ids = history.stream().mapToLong(Call::count).sum();
                    assertThat(LocalDate.now(zone)).as("the day did not turn during the run").isEqualTo(day);
                    long reserved = daily
                            ? db.queryLong("SELECT max_id - 1 FROM idgen_daily WHERE biz_tag = 'invoice' "
                                    + "AND serial_day = DATE '" + day + "'")
                            : db.queryLong("SELECT num FROM idgen_ordered_59 WHERE biz_tag = 'im.message' "
                                    + "AND sub_key = 'room-42'");
                    assertThat(reserved).as("every id reserved was handed out").isEqualTo(ids);
                    System.out.printf("multi-JVM strictness (%s): %d calls, %d ids from 3 JVMs x %d threads in %d ms; "
                            + "parent: %s%n", strategy, history.size(), ids, THREADS_PER_NODE, RUN_MILLIS, engine.stats());
                }
            } finally {
                children.forEach(ChildJvm::close);
            }
        }
    }

    /** The check only means something if the nodes really ran at the same time. */
    private static void assertOverlapInTime(List<List<Call>> perNode) {
        long latestStart = Long.MIN_VALUE;
        long earliestEnd = Long.MAX_VALUE;
        for (List<Call> node : perNode) {
            latestStart = Math.max(latestStart, node.stream().mapToLong(Call::start).min().orElseThrow());
            earliestEnd = Math.min(earliestEnd, node.stream().mapToLong(Call::end).max().orElseThrow());
        }
        assertThat(TimeUnit.NANOSECONDS.toMillis(earliestEnd - latestStart)).as("ms during which all nodes ran")
                .isGreaterThan(RUN_MILLIS / 2);
    }

    private static void awaitReady(ChildJvm child) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        while (!child.output().contains("READY")) {
            if (!child.isAlive() || System.nanoTime() > deadline) {
                throw new AssertionError(child + " did not get ready:\n" + child.output());
            }
            Thread.sleep(10);
        }
    }
}
