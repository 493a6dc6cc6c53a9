package dev.idgen.jdbc.contract;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.idgen.IdExhaustedException;
import dev.idgen.IdGenConfigurationException;
import dev.idgen.IdGenerator;
import dev.idgen.IdGeneratorClosedException;
import dev.idgen.InvalidIdRequestException;
import dev.idgen.SchemaMissingException;
import dev.idgen.jdbc.CountingDataSource;
import dev.idgen.jdbc.IdGenEngine;
import dev.idgen.jdbc.ordered.OrderedIdGenerator;
import dev.idgen.jdbc.ordered.OrderedShards;
import dev.idgen.jdbc.ordered.StrictOrderCheck.Call;
import dev.idgen.jdbc.ordered.StrictOrderCheck;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

/**
 * The slow-ordered strategy's contract, run against every database by a small subclass. The
 * schema is created by the shipped migrations.
 */
abstract class AbstractOrderedEngineTest extends AbstractDatabaseContract {

    /** Calls each thread makes in the concurrency test; smaller where the database is slower. */
    protected int callsPerThread() {
        return 400;
    }

    @Test
    @VersionSensitive
    void idsStartAtOneAndIncreaseStrictlyAcrossNodesAndRestarts() {
        IdGenEngine first = engine();
        OrderedIdGenerator a = first.slowOrdered("im.message", "room-42");
        assertThat(a.nextId()).isEqualTo(1);
        assertThat(a.nextId()).isEqualTo(2);
        assertThat(a.nextIds(5)).containsExactly(3, 4, 5, 6, 7);
        OrderedIdGenerator otherNode = engine(IdGenEngine.builder(db.newDataSource(2))).slowOrdered("im.message", "room-42");
        assertThat(otherNode.nextId()).isEqualTo(8);
        assertThat(a.nextId()).isEqualTo(9);
        first.close();
        assertThat(engine().slowOrdered("im.message", "room-42").nextId()).as("after a restart").isEqualTo(10);
        assertThat(otherNode.nextId()).isEqualTo(11);
    }

    @Test
    @VersionSensitive
    void eachSubKeyHasItsOwnSequenceInTheShardTableOfItsHash() {
        IdGenEngine e = engine();
        e.slowOrdered("im.message", "room-42").nextIds(5);
        e.slowOrdered("im.message", "room-43").nextIds(3);
        assertThat(e.slowOrdered("ledger", "acct:1").nextId()).isEqualTo(1);
        assertThat(e.slowOrdered("im.message", "room-43").stats().table()).isEqualTo("idgen_ordered_45");

        assertThat(num("idgen_ordered_59", "im.message", "room-42")).isEqualTo(5);
        assertThat(num("idgen_ordered_45", "im.message", "room-43")).isEqualTo(3);
        assertThat(num("idgen_ordered_22", "ledger", "acct:1")).isEqualTo(1);
        assertThat(rowsInAllShards()).as("one row per (key, sub-key), nowhere else").isEqualTo(3);
    }

    /**
     * Twelve threads on two nodes: strictly ordered, no id lost or skipped, and every round trip
     * serves at least one call. How many calls share a round trip depends on how fast the machine
     * wakes the waiting callers, so it is a benchmark figure ({@code OrderedBenchRunner} prints calls
     * per round trip), never asserted here: a busy machine must not fail this test.
     */
    @Test
    void manyThreadsOnTwoNodesStayStrictlyOrderedAndLoseNoId() throws Exception {
        CountingDataSource[] sources = {new CountingDataSource(db.newDataSource(4)), new CountingDataSource(db.newDataSource(4))};
        List<OrderedIdGenerator> nodes = new ArrayList<>();
        for (int n = 0; n < 2; n++) {
            // the epoch probe borrows a connection every probe interval: keep it out of the round trips counted here
            nodes.add(engine(IdGenEngine.builder(sources[n]).name("node-" + n)
                    .failover(f -> f.probeInterval(Duration.ofMinutes(1)))).slowOrdered("im.message", "room-42"));
        }
        long borrowedBefore = sources[0].borrowed() + sources[1].borrowed();
        int threadsPerNode = 6;
        List<Call> history = Collections.synchronizedList(new ArrayList<>());
        ExecutorService pool = Executors.newFixedThreadPool(2 * threadsPerNode);
        CountDownLatch go = new CountDownLatch(1);
        List<Future<?>> done = new ArrayList<>();
        for (int t = 0; t < 2 * threadsPerNode; t++) {
            OrderedIdGenerator g = nodes.get(t % 2);
            String who = "node-" + (t % 2) + "/t" + t;
            done.add(pool.submit(() -> {
                go.await();
                for (int i = 0; i < callsPerThread(); i++) {
                    int n = i % 10 == 0 ? 3 : 1;
                    long start = System.nanoTime();
                    long first = n == 1 ? g.nextId() : g.nextIds(n)[0];
                    history.add(new Call(start, System.nanoTime(), first, n, who));
                }
                return null;
            }));
        }
        go.countDown();
        for (Future<?> f : done) {
            f.get(2, TimeUnit.MINUTES);
        }
        pool.shutdown();

        assertThat(StrictOrderCheck.violations(history)).isEmpty();
        long idsHandedOut = history.stream().mapToLong(Call::count).sum();
        assertThat(num("idgen_ordered_59", "im.message", "room-42")).as("no id lost or skipped").isEqualTo(idsHandedOut);
        long roundTrips = sources[0].borrowed() + sources[1].borrowed() - borrowedBefore;
        long calls = history.size();
        assertThat(roundTrips).as("round trips (connections borrowed) for %d calls: each serves at least one", calls)
                .isBetween(1L, calls);
        assertThat(nodes.get(0).stats().roundTrips() + nodes.get(1).stats().roundTrips()).isEqualTo(roundTrips);
        assertThat(nodes.get(0).stats().calls() + nodes.get(1).stats().calls()).isEqualTo(calls);
    }

    @Test
    void badKeysAndSubKeysAreRejectedBeforeAnySql() {
        CountingDataSource counting = new CountingDataSource(db.dataSource());
        IdGenEngine e = engine(IdGenEngine.builder(counting));
        long borrowed = counting.borrowed();
        for (String bad : List.of("", "has space", "quote'", "semi;colon", "slash/", "ünïcode", "tab\t", "room\u0000")) {
            assertThatThrownBy(() -> e.slowOrdered(bad, "room-42"))
                    .isInstanceOf(InvalidIdRequestException.class)
                    .hasMessageContaining("key '" + bad + "'");
            assertThatThrownBy(() -> e.slowOrdered("im.message", bad))
                    .isInstanceOf(InvalidIdRequestException.class)
                    .hasMessageContaining("sub-key '" + bad + "'");
        }
        assertThat(counting.borrowed()).as("no SQL ran").isEqualTo(borrowed);
        assertThat(rowsInAllShards()).isZero();
    }

    @Test
    void nullAndOverlongKeysAreRejected() {
        IdGenEngine e = engine();
        assertThatThrownBy(() -> e.slowOrdered(null, "room-42")).isInstanceOf(InvalidIdRequestException.class)
                .hasMessageContaining("key must not be null");
        assertThatThrownBy(() -> e.slowOrdered("im.message", null)).isInstanceOf(InvalidIdRequestException.class)
                .hasMessageContaining("sub-key must not be null");
        assertThatThrownBy(() -> e.slowOrdered("im.message", "r".repeat(129))).isInstanceOf(InvalidIdRequestException.class)
                .hasMessageContaining("sub-key").hasMessageContaining("129 characters");
        assertThat(rowsInAllShards()).isZero();
        assertThat(e.slowOrdered("k".repeat(128), "r".repeat(128)).nextId()).isEqualTo(1);
    }

    @Test
    void badCountsAreRejectedNamingTheValueAndWriteNothing() {
        OrderedIdGenerator g = engine().slowOrdered("im.message", "room-42");
        assertThatThrownBy(() -> g.nextIds(0)).isInstanceOf(InvalidIdRequestException.class).hasMessageContaining("was 0");
        assertThatThrownBy(() -> g.nextIds(-1)).isInstanceOf(InvalidIdRequestException.class).hasMessageContaining("was -1");
        assertThatThrownBy(() -> g.nextIds(IdGenerator.MAX_BATCH_SIZE + 1)).isInstanceOf(InvalidIdRequestException.class)
                .hasMessageContaining("was " + (IdGenerator.MAX_BATCH_SIZE + 1))
                .hasMessageContaining(String.valueOf(IdGenerator.MAX_BATCH_SIZE));
        assertThat(rowsInAllShards()).isZero();
        assertThat(g.nextIds(IdGenerator.MAX_BATCH_SIZE)).hasSize(IdGenerator.MAX_BATCH_SIZE).endsWith(IdGenerator.MAX_BATCH_SIZE);
    }

    @Test
    void aShardCountThatDisagreesWithTheSchemaIsAClearErrorAndWritesNothing() {
        IdGenEngine e = engine(IdGenEngine.builder(db.dataSource()).orderedShards(16));
        assertThatThrownBy(() -> e.slowOrdered("im.message", "room-42"))
                .isInstanceOf(IdGenConfigurationException.class)
                .hasMessageContaining("orderedShards(16)")
                .hasMessageContaining("shard_count = 64");
        assertThat(rowsInAllShards()).isZero();
        assertThatThrownBy(() -> IdGenEngine.builder(db.dataSource()).orderedShards(0))
                .isInstanceOf(IdGenConfigurationException.class).hasMessageContaining("was 0");
        assertThatThrownBy(() -> IdGenEngine.builder(db.dataSource()).orderedShards(101))
                .isInstanceOf(IdGenConfigurationException.class).hasMessageContaining("was 101");
        // the same engine keeps refusing: the check is not skipped after a failure
        assertThatThrownBy(() -> e.slowOrdered("im.message", "room-43")).isInstanceOf(IdGenConfigurationException.class);
    }

    @Test
    void aRoundTripCountOutsideOneToEightIsRefusedNamingTheValue() {
        for (int bad : new int[] {0, -1, 9}) {
            assertThatThrownBy(() -> IdGenEngine.builder(db.dataSource()).orderedRoundTripsInFlight(bad))
                    .isInstanceOf(IdGenConfigurationException.class)
                    .hasMessageContaining("orderedRoundTripsInFlight").hasMessageContaining("was " + bad);
        }
    }

    @Test
    @VersionSensitive
    void aMissingShardTableIsFoundByTheOneSchemaProbeAndNamed() {
        db.execute("ALTER TABLE idgen_ordered_17 RENAME TO idgen_ordered_17_moved");
        IdGenEngine e = engine();
        assertThatThrownBy(() -> e.slowOrdered("im.message", "room-42"))
                .isInstanceOf(SchemaMissingException.class)
                .hasMessageContaining("idgen tables idgen_ordered_00 .. idgen_ordered_63 are missing or incomplete")
                .satisfies(x -> assertThat(((SchemaMissingException) x).missing())
                        .isEqualTo(SchemaMissingException.Part.SLOW_ORDERED_TABLES))
                .message().containsIgnoringCase("idgen_ordered_17");
        assertThat(rowsInAllShardsBut(17)).isZero();
    }

    @Test
    @VersionSensitive
    void aMissingConfigTableNamesTheMigration() {
        db.execute("ALTER TABLE idgen_ordered_config RENAME TO idgen_ordered_config_moved");
        IdGenEngine e = engine();
        assertThatThrownBy(() -> e.slowOrdered("im.message", "room-42"))
                .isInstanceOf(SchemaMissingException.class)
                .hasMessageContaining("idgen_ordered_config")
                .hasMessageContaining("IdGenMigrations.with(dataSource).slowOrdered(true).migrate()")
                .hasMessageContaining("'idgen migrate --slow-ordered'")
                .satisfies(x -> assertThat(((SchemaMissingException) x).missing())
                        .isEqualTo(SchemaMissingException.Part.SLOW_ORDERED_TABLES));
        // also where a row is read or moved first (Hibernate's safe start, adoption): the same message, not a failed statement
        assertThatThrownBy(() -> engine().nextIdFloor("slow-ordered", "im.message", "room-42"))
                .isInstanceOf(SchemaMissingException.class).hasMessageContaining("slowOrdered(true)")
                .satisfies(x -> assertThat(((SchemaMissingException) x).missing())
                        .isEqualTo(SchemaMissingException.Part.SLOW_ORDERED_TABLES));
        assertThatThrownBy(() -> engine().moveAbove("slow-ordered", "im.message", "room-42", 10))
                .isInstanceOf(SchemaMissingException.class).hasMessageContaining("slowOrdered(true)")
                .satisfies(x -> assertThat(((SchemaMissingException) x).missing())
                        .isEqualTo(SchemaMissingException.Part.SLOW_ORDERED_TABLES));
    }

    @Test
    @VersionSensitive
    void aRowThatWouldPassLongMaxValueFailsClearlyAndIsNotMoved() {
        OrderedIdGenerator g = engine().slowOrdered("im.message", "room-42");
        db.execute("INSERT INTO idgen_ordered_59 (biz_tag, sub_key, num) VALUES ('im.message', 'room-42', "
                + (Long.MAX_VALUE - 2) + ")");
        assertThat(g.nextIds(2)).containsExactly(Long.MAX_VALUE - 1, Long.MAX_VALUE);
        assertThatThrownBy(g::nextId)
                .isInstanceOf(IdExhaustedException.class)
                .hasMessageContaining("key 'im.message' sub-key 'room-42'")
                .hasMessageContaining("Long.MAX_VALUE");
        assertThat(num("idgen_ordered_59", "im.message", "room-42")).isEqualTo(Long.MAX_VALUE);
    }

    @Test
    void samePairGivesTheSameGeneratorAndAClosedEngineRefuses() {
        IdGenEngine e = engine();
        OrderedIdGenerator g = e.slowOrdered("im.message", "room-42");
        assertThat(e.slowOrdered("im.message", "room-42")).isSameAs(g);
        assertThat(e.slowOrdered("im.message", "room-43")).isNotSameAs(g);
        assertThat(g.key()).isEqualTo("im.message");
        assertThat(g.subKey()).isEqualTo("room-42");
        g.nextId();
        e.close();
        assertThatThrownBy(g::nextId).isInstanceOf(IdGeneratorClosedException.class).hasMessageContaining("'room-42'");
        assertThatThrownBy(() -> e.slowOrdered("im.message", "room-42")).isInstanceOf(IdGeneratorClosedException.class);
    }

    /**
     * A (key, sub-key) whose ids go into a {@code SMALLINT} column reports its runway against that column and is
     * refused past its maximum, on every node (the row is the database's): issue #38 item 5 for slow-ordered.
     */
    @Test
    void aDeclaredColumnBoundsTheRunwayAndIsNeverPassed() {
        IdGenEngine e = engine();
        e.declareColumn("slow-ordered", "tag", "eu", "tags.id (SMALLINT)", Short.MAX_VALUE);
        e.moveAbove("slow-ordered", "tag", "eu", Short.MAX_VALUE - 3);
        OrderedIdGenerator tags = e.slowOrdered("tag", "eu");
        assertThat(tags.nextIds(2)).containsExactly(Short.MAX_VALUE - 2, Short.MAX_VALUE - 1);
        assertThat(tags.stats().column()).isEqualTo("tags.id (SMALLINT)");
        assertThat(tags.stats().columnMax()).isEqualTo(Short.MAX_VALUE);
        assertThat(tags.stats().idsLeft()).isEqualTo(1);
        assertThat(tags.nextId()).isEqualTo(Short.MAX_VALUE);
        assertThatThrownBy(tags::nextId)
                .isInstanceOf(IdExhaustedException.class)
                .hasMessageContaining("past the largest id 32767 of column tags.id (SMALLINT)");
        assertThat(e.slowOrdered("tag", "other").stats().column()).as("another sub-key: no column declared").isNull();
    }

    protected long num(String table, String key, String subKey) {
        return db.queryLong("SELECT num FROM " + table + " WHERE biz_tag = '" + key + "' AND sub_key = '" + subKey + "'");
    }

    private long rowsInAllShardsBut(int missing) {
        return db.queryLong("SELECT SUM(n) FROM (" + IntStream.range(0, OrderedShards.DEFAULT_COUNT).filter(i -> i != missing)
                .mapToObj(i -> "SELECT COUNT(*) AS n FROM " + OrderedShards.table(i))
                .collect(Collectors.joining(" UNION ALL ")) + ") counts");
    }

    protected long rowsInAllShards() {
        return db.queryLong("SELECT SUM(n) FROM (" + IntStream.range(0, OrderedShards.DEFAULT_COUNT)
                .mapToObj(i -> "SELECT COUNT(*) AS n FROM " + OrderedShards.table(i))
                .collect(Collectors.joining(" UNION ALL ")) + ") counts");
    }
}
