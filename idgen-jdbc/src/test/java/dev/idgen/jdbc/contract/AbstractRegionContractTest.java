package dev.idgen.jdbc.contract;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.idgen.IdGenConfigurationException;
import dev.idgen.SnowflakeLayout;
import dev.idgen.format.IdFormat;
import dev.idgen.jdbc.IdGenEngine;
import dev.idgen.jdbc.Region;
import dev.idgen.jdbc.admin.ExistingRows;
import dev.idgen.jdbc.snowflake.NodeIdentity;
import dev.idgen.jdbc.snowflake.SnowflakeIdGenerator;
import java.sql.Connection;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * The region a database serves ({@code idgen_region}, migration V12), the same on every database: the first
 * engine with regions records it (once, also when nodes start together), an engine of another region or count,
 * or without regions, is refused naming both, a database without regions records nothing, a database that
 * already issued ids is not turned into a region; and every strategy of a region issues the region's ids.
 */
abstract class AbstractRegionContractTest extends AbstractDatabaseContract {

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

    @Test
    void aDatabaseWithoutRegionsRecordsNothingAndIsNotTurnedIntoARegionOnceItIssuedIds() {
        IdGenEngine alone = engine();
        assertThat(alone.segment("order").nextIds(3)).containsExactly(1, 2, 3);
        assertThat(rows()).as("nothing recorded without regions").isZero();
        alone.close();
        assertThatThrownBy(() -> region(0, 2)).isInstanceOf(IdGenConfigurationException.class)
                .hasMessageContaining("already issued ids without regions").hasMessageContaining("'order'")
                .hasMessageContaining("INSERT INTO idgen_region (region_index, region_count) VALUES (0, 2)");
        assertThat(rows()).isZero();
    }

    @Test
    void aDatabaseWhoseSlowOrderedRowsIssuedIdsIsNotTurnedIntoARegion() {
        IdGenEngine alone = engine();
        assertThat(alone.slowOrdered("chat", "room-1").nextId()).isEqualTo(1);
        alone.close();
        assertThatThrownBy(() -> region(1, 2)).isInstanceOf(IdGenConfigurationException.class)
                .hasMessageContaining("already issued ids without regions").hasMessageContaining("idgen_ordered_")
                .hasMessageContaining("'chat' is at 1");
        assertThat(rows()).isZero();
    }

    @Test
    @VersionSensitive
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
