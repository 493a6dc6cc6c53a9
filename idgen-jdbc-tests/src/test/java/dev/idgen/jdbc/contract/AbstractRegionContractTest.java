package dev.idgen.jdbc.contract;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.idgen.IdGenConfigurationException;
import dev.idgen.SnowflakeLayout;
import dev.idgen.format.IdFormat;
import dev.idgen.jdbc.IdGenEngine;
import dev.idgen.jdbc.IdGenEngineBuilder;
import dev.idgen.jdbc.Region;
import dev.idgen.jdbc.admin.ExistingRows;
import dev.idgen.jdbc.snowflake.NodeIdentity;
import dev.idgen.jdbc.snowflake.SnowflakeIdGenerator;
import dev.idgen.testsupport.TcpProxy;
import java.nio.file.Path;
import java.sql.Connection;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The region a database serves ({@code idgen_region}, migration V12), the same on every database: the first
 * engine records it (once, also when nodes start together; region 0 of 1 without regions), an engine of another
 * region or count, or without regions, is refused naming both before its first id (also one built while the
 * database was down, at its first reservation), a database that already issued ids is not turned into a region;
 * and every strategy of a region issues the region's ids.
 */
abstract class AbstractRegionContractTest extends AbstractDatabaseContract {

    /** The slow-ordered tables only for the tests that use the strategy ({@link WithSlowOrderedTables}): most of a migration's statements. */
    @Override
    protected boolean slowOrderedTables() {
        return false;
    }

    private IdGenEngine region(int index, int count) {
        return engine(IdGenEngine.builder(db.newDataSource(2)).region(index, count));
    }

    private long rows() {
        return db.queryLong("SELECT COUNT(*) FROM idgen_region");
    }

    @Test
    @VersionSensitive
    void theFirstEngineRecordsTheRegionAndEnginesOfTheSameRegionJoin() {
        IdGenEngine first = region(1, 3);
        assertThat(db.queryLong("SELECT region_index * 10000 + region_count FROM idgen_region")).isEqualTo(10003);
        IdGenEngine second = region(1, 3);
        assertThat(rows()).isEqualTo(1);
        assertThat(first.region()).isEqualTo(Region.of(1, 3));
        for (long id : first.segment("order").nextIds(50)) {
            assertThat(id % 3).as("id %d", id).isEqualTo(2);
        }
        assertThat(second.segment("order").nextId() % 3).isEqualTo(2);
    }

    @Test
    void anotherRegionAnotherCountOrNoRegionIsRefusedNamingBoth() {
        region(1, 3).segment("order").nextId();
        assertThatThrownBy(() -> region(2, 3)).isInstanceOf(IdGenConfigurationException.class)
                .hasMessageContaining("configured as region 2 of 3").hasMessageContaining("serves region 1 of 3")
                .hasMessageContaining("region.index=1 and region.count=3");
        assertThatThrownBy(() -> region(1, 4)).isInstanceOf(IdGenConfigurationException.class)
                .hasMessageContaining("region 1 of 4").hasMessageContaining("serves region 1 of 3");
        assertThatThrownBy(this::engine).as("an engine without regions").isInstanceOf(IdGenConfigurationException.class)
                .hasMessageContaining("region 0 of 1 (no regions)").hasMessageContaining("serves region 1 of 3");
        assertThat(rows()).isEqualTo(1);
    }

    @Test
    void nodesStartingTogetherRecordOneRegionAndADifferentOneLoses() throws Exception {
        int nodes = 4;
        ExecutorService pool = Executors.newFixedThreadPool(nodes);
        try {
            CountDownLatch go = new CountDownLatch(1);
            List<Future<IdGenEngine>> started = new ArrayList<>();
            for (int i = 0; i < nodes; i++) {
                int index = i == 0 ? 0 : 2; // one node of region 0 of 3 races three of region 2 of 3
                started.add(pool.submit(() -> {
                    go.await();
                    return region(index, 3);
                }));
            }
            go.countDown();
            int built = 0;
            int refused = 0;
            for (Future<IdGenEngine> f : started) {
                try {
                    f.get(60, TimeUnit.SECONDS);
                    built++;
                } catch (java.util.concurrent.ExecutionException e) {
                    assertThat(e.getCause()).isInstanceOf(IdGenConfigurationException.class)
                            .hasMessageContaining("serves region");
                    refused++;
                }
            }
            assertThat(rows()).isEqualTo(1);
            long recorded = db.queryLong("SELECT region_index FROM idgen_region");
            assertThat(built).as("the nodes of the recorded region").isEqualTo(recorded == 0 ? 1 : 3);
            assertThat(refused).isEqualTo(nodes - built);
        } finally {
            pool.shutdownNow();
        }
    }

    /**
     * Issue 39: a database without regions records region 0 of 1 at the first engine, so regions are all or nothing;
     * a database an older idgen left without a row and with ids issued is not turned into a region.
     */
    @Test
    void aDatabaseWithoutRegionsRecordsRegionZeroOfOneAndIsNotTurnedIntoARegionOnceItIssuedIds() {
        IdGenEngine alone = engine();
        assertThat(alone.segment("order").nextIds(3)).containsExactly(1, 2, 3);
        assertThat(db.queryLong("SELECT region_index * 10000 + region_count FROM idgen_region")).as("region 0 of 1")
                .isEqualTo(1);
        alone.close();
        assertThatThrownBy(() -> region(0, 2)).isInstanceOf(IdGenConfigurationException.class)
                .hasMessageContaining("configured as region 0 of 2")
                .hasMessageContaining("serves region 0 of 1 (no regions")
                .hasMessageContaining("remove region.index and region.count from this node");
        assertThat(rows()).isEqualTo(1);
    }

    /** What an idgen before issue 39 left: ids issued without regions and no row. Not turned into a region. */
    @Test
    void aDatabaseWhoseRowsIssuedIdsWithoutARecordedRegionIsNotTurnedIntoARegion() {
        db.execute("INSERT INTO idgen_segment (biz_tag, max_id, step) VALUES ('order', 4, 100)");
        assertThatThrownBy(() -> region(0, 2)).isInstanceOf(IdGenConfigurationException.class)
                .hasMessageContaining("already issued ids without regions").hasMessageContaining("'order'")
                .hasMessageContaining("INSERT INTO idgen_region (region_index, region_count) VALUES (0, 2)");
        assertThat(rows()).isZero();
    }

    @Test
    @WithSlowOrderedTables
    void aDatabaseWhoseSlowOrderedRowsIssuedIdsIsNotTurnedIntoARegion() {
        db.execute("INSERT INTO idgen_ordered_00 (biz_tag, sub_key, num) VALUES ('chat', 'room-1', 1)");
        assertThatThrownBy(() -> region(1, 2)).isInstanceOf(IdGenConfigurationException.class)
                .hasMessageContaining("already issued ids without regions").hasMessageContaining("idgen_ordered_")
                .hasMessageContaining("'chat' is at 1");
        assertThat(rows()).isZero();
    }

    /** Issue 39: no-region node first, then a region node: refused before its first id; every strategy, 0 repeats. */
    @Test
    @WithSlowOrderedTables
    void aNodeWithoutRegionsFirstThenARegionNodeIsRefusedBeforeItsFirstId() {
        // the audit's order: the node without regions starts, the region node starts before it issued anything
        IdGenEngine alone = engine(IdGenEngine.builder(db.newDataSource(3)).snowflakeNode(new NodeIdentity("a", "h", 7101)));
        Issued issued = new Issued();
        assertThatThrownBy(() -> region(1, 2)).isInstanceOf(IdGenConfigurationException.class)
                .hasMessageContaining("configured as region 1 of 2").hasMessageContaining("serves region 0 of 1");
        assertThatThrownBy(() -> engine(IdGenEngine.builder(db.newDataSource(2)).region(0, 2)))
                .isInstanceOf(IdGenConfigurationException.class).hasMessageContaining("serves region 0 of 1");
        issued.take(alone);
        assertThat(rows()).isEqualTo(1);
    }

    /** Issue 39: a region node first, then a node without regions: refused before its first id; every strategy. */
    @Test
    @WithSlowOrderedTables
    void aRegionNodeFirstThenANodeWithoutRegionsIsRefusedBeforeItsFirstId() {
        IdGenEngine inRegion = regionWithSnowflake(1, 2, db.newDataSource(3), 7102);
        Issued issued = new Issued();
        issued.take(inRegion);
        assertThatThrownBy(this::engine).isInstanceOf(IdGenConfigurationException.class)
                .hasMessageContaining("region 0 of 1 (no regions)").hasMessageContaining("serves region 1 of 2");
        issued.take(inRegion);
        issued.assertAllInRegion(1, 2);
    }

    /**
     * Issue 39: a node built while its database was unreachable (the one way: a snowflake worker cache) checks the
     * region before its first reservation. Here it has no regions and a region node recorded its region meanwhile:
     * every strategy is refused, nothing repeats.
     */
    @Test
    @WithSlowOrderedTables
    void aNodeWithoutRegionsBuiltWhileTheDatabaseWasDownIsRefusedAtItsFirstReservation(@TempDir Path dir) {
        try (TcpProxy proxy = TcpProxy.start(db.host(), db.port())) {
            proxy.cut();
            IdGenEngine down = engine(builtWhileDown(proxy, dir));
            IdGenEngine inRegion = regionWithSnowflake(1, 2, db.newDataSource(3), 7103);
            Issued issued = new Issued();
            issued.take(inRegion);
            proxy.restore();
            assertRefusedEverywhere(down, "region 0 of 1 (no regions)", "serves region 1 of 2");
            issued.take(inRegion);
            issued.assertAllInRegion(1, 2);
            assertThat(db.queryLong("SELECT region_index * 10000 + region_count FROM idgen_region")).isEqualTo(10002);
            down.close();
        }
    }

    /** Issue 39: the reverse: a region node built while the database was down, a node without regions recorded first. */
    @Test
    @WithSlowOrderedTables
    void aRegionNodeBuiltWhileTheDatabaseWasDownIsRefusedAtItsFirstReservation(@TempDir Path dir) {
        try (TcpProxy proxy = TcpProxy.start(db.host(), db.port())) {
            proxy.cut();
            IdGenEngine down = engine(builtWhileDown(proxy, dir).region(1, 2)
                    .snowflakeLayout(SnowflakeLayout.parse("41/2/8/12")));
            IdGenEngine alone = engine(IdGenEngine.builder(db.newDataSource(3)).snowflakeNode(new NodeIdentity("a", "h", 7104)));
            Issued issued = new Issued();
            issued.take(alone);
            proxy.restore();
            assertRefusedEverywhere(down, "configured as region 1 of 2", "serves region 0 of 1");
            issued.take(alone);
            assertThat(rows()).isEqualTo(1);
            down.close();
        }
    }

    /** A node built through a proxy that is cut: starts from its (empty) worker cache with the dialect given. */
    private IdGenEngineBuilder builtWhileDown(TcpProxy proxy, Path dir) {
        return IdGenEngine.builder(db.newDataSourceVia(proxy, 3)).dialect(db.dialect())
                .workerCacheFile(dir.resolve("workers.properties")).snowflakeNode(new NodeIdentity("down", "h", 7200))
                .databaseTimeout(Duration.ofSeconds(2)).maxWait(Duration.ofSeconds(5));
    }

    private IdGenEngine regionWithSnowflake(int index, int count, javax.sql.DataSource ds, int port) {
        return engine(IdGenEngine.builder(ds).region(index, count).snowflakeLayout(SnowflakeLayout.parse("41/2/8/12"))
                .snowflakeNode(new NodeIdentity("r", "h", port)));
    }

    /** Every strategy that maps ids refuses {@code down}'s first reservation, naming both regions. */
    private static void assertRefusedEverywhere(IdGenEngine down, String configured, String serves) {
        List<org.assertj.core.api.ThrowableAssert.ThrowingCallable> calls = List.of(
                () -> down.segment("order").nextId(),
                () -> down.slowOrdered("chat", "room-1").nextId(),
                () -> down.daily("orders").next(),
                () -> down.daily("strict-orders", true).next(),
                () -> down.snowflake().nextId());
        for (org.assertj.core.api.ThrowableAssert.ThrowingCallable call : calls) {
            assertThatThrownBy(call).satisfies(e -> assertThat(messages(e)).contains(configured).contains(serves));
        }
    }

    /** The messages of {@code e} and its causes. */
    private static String messages(Throwable e) {
        StringBuilder b = new StringBuilder();
        for (Throwable t = e; t != null; t = t.getCause()) {
            b.append(t.getClass().getSimpleName()).append(": ").append(t.getMessage()).append('\n');
        }
        return b.toString();
    }

    /** Ids taken from engines on this database, per strategy: never one twice. */
    private static final class Issued {
        private final java.util.Map<String, java.util.Set<Long>> seen = new java.util.HashMap<>();

        void take(IdGenEngine e) {
            add("segment", e.segment("order").nextIds(200));
            add("slow-ordered", e.slowOrdered("chat", "room-1").nextIds(20));
            for (int i = 0; i < 5; i++) {
                add("daily", new long[] {e.daily("orders").next().serial()});
                add("strict daily", new long[] {e.daily("strict-orders", true).next().serial()});
            }
            add("snowflake", e.snowflake().nextIds(100));
        }

        private void add(String strategy, long[] ids) {
            java.util.Set<Long> set = seen.computeIfAbsent(strategy, k -> new java.util.HashSet<>());
            for (long id : ids) {
                assertThat(set.add(id)).as("%s id %d issued twice", strategy, id).isTrue();
            }
        }

        void assertAllInRegion(int index, int count) {
            for (String counter : List.of("segment", "slow-ordered", "daily", "strict daily")) {
                assertThat(seen.get(counter)).as(counter).allMatch(id -> Region.indexOf(id, count) == index);
            }
            assertThat(seen.get("snowflake")).allMatch(id -> SnowflakeLayout.parse("41/2/8/12").decode(id).datacenter() == index);
        }
    }

    @Test
    @VersionSensitive
    @WithSlowOrderedTables
    void everyStrategyOfARegionIssuesTheRegionsIds() throws Exception {
        IdGenEngine e = engine(IdGenEngine.builder(db.newDataSource(4)).region(1, 3)
                .snowflakeLayout(SnowflakeLayout.parse("41/2/8/12")).snowflakeNode(new NodeIdentity("r", "h", 7001)));
        assertThat(java.util.Arrays.stream(e.segment("order").nextIds(4)).boxed()).allMatch(id -> Region.indexOf(id, 3) == 1);
        assertThat(e.slowOrdered("chat", "room-1").nextIds(3)).containsExactly(2, 5, 8);
        assertThat(e.slowOrdered("chat", "room-1").nextId()).isEqualTo(11);
        assertThat(e.daily("orders").next().serial()).isEqualTo(2);
        assertThat(e.daily("strict-orders", true).next().serial()).isEqualTo(2);
        assertThat(e.formatted("receipts", IdFormat.parse("R{serial:4}")).nextId()).isEqualTo("R0002");
        SnowflakeIdGenerator flakes = e.snowflake();
        assertThat(flakes.datacenterId()).isEqualTo(1);
        assertThat(SnowflakeLayout.parse("41/2/8/12").decode(flakes.nextId()).datacenter()).isEqualTo(1);

        IdFormat invoice = IdFormat.parse("F-{part:region:1}-{serial:4}");
        try (Connection c = db.connect()) {
            c.setAutoCommit(false);
            assertThat(e.documents("invoice", invoice).next(c)).isEqualTo("F-1-0001");
            assertThat(e.documents("invoice", invoice).next(c, "", v -> v.part("region", "9"))).as("the engine's region")
                    .isEqualTo("F-1-0002");
            c.commit();
        }
        assertThatThrownBy(() -> e.documents("credit", IdFormat.parse("C{serial:6}")))
                .isInstanceOf(IdGenConfigurationException.class).hasMessageContaining("region 1 of 3")
                .hasMessageContaining("{part:region:1}");
    }

    @Test
    void aSnowflakeLayoutWithoutDatacenterBitsIsRefusedAtTheFirstGenerator() {
        IdGenEngine e = region(1, 3);
        assertThatThrownBy(e::snowflake).isInstanceOf(IdGenConfigurationException.class)
                .hasMessageContaining("needs 2 datacenter bits").hasMessageContaining("snowflake.layout=41/2/8/12");
        assertThat(e.segment("order").nextId() % 3).as("the other strategies serve").isEqualTo(2);
    }

    /** Adoption of rows written without idgen speaks ids: a first-use key starts above MAX(id) in its class. */
    @Test
    @WithSlowOrderedTables
    void existingRowsAreAdoptedInTheRegionsClass() {
        db.execute("CREATE TABLE region_rows (id BIGINT NOT NULL)");
        db.execute("INSERT INTO region_rows (id) VALUES (100)");
        IdGenEngine e = region(1, 3);
        assertThat(e.nextIdFloor("segment", "rows", null)).hasValue(2);
        assertThat(ExistingRows.check(e, db.dataSource(), "segment", "rows", null, "region_rows", "id")).isEqualTo(101);
        assertThat(e.segment("rows").nextId()).isEqualTo(101);
        assertThat(ExistingRows.check(e, db.dataSource(), "slow-ordered", "rows", "a", "region_rows", "id"))
                .isEqualTo(101);
        assertThat(e.slowOrdered("rows", "a").nextId()).isEqualTo(101);
        e.moveAbove("slow-ordered", "rows", "b", 101);
        assertThat(e.slowOrdered("rows", "b").nextId()).isEqualTo(104);
    }
}
