package dev.idgen.jdbc.regions;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.idgen.IdGenerationException;
import dev.idgen.SnowflakeLayout;
import dev.idgen.format.IdFormat;
import dev.idgen.jdbc.IdGenEngine;
import dev.idgen.jdbc.Region;
import dev.idgen.jdbc.daily.DailySerial;
import dev.idgen.jdbc.snowflake.NodeIdentity;
import dev.idgen.migrations.IdGenMigrations;
import dev.idgen.testsupport.TcpProxy;
import dev.idgen.testsupport.TestDatabase;
import dev.idgen.testsupport.TestDatabases;
import java.sql.Connection;
import java.sql.SQLException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.stream.LongStream;
import javax.sql.DataSource;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Regions that share nothing, end to end on embedded PostgreSQL: two and three databases (one per region, no
 * replication between them), two engines (nodes) per region, each region's database reached through a
 * {@link TcpProxy} of its own. Every strategy of every node takes ids at once; every id is unique across all
 * regions and lies in its region's class (counter ids {@code ≡ index + 1 (mod count)}, snowflake datacenter
 * bits = index, document numbers carry the region and are 1..N within it). Then the last region's database is
 * cut off (every connection reset, none accepted): the other regions go on serving every strategy, the cut
 * region's slow-ordered calls fail clearly. It comes back, serves again by itself, and nothing repeats, also after
 * one of its nodes is restarted.
 */
class SharedNothingRegionsTest {

    private static final org.slf4j.Logger log = org.slf4j.LoggerFactory.getLogger(SharedNothingRegionsTest.class);

    private static final SnowflakeLayout LAYOUT = SnowflakeLayout.parse("41/2/8/12"); // 2 datacenter bits: 4 regions
    private static final IdFormat RECEIPT = IdFormat.parse("R{date:yyyyMMdd}{serial:8}");
    private static final IdFormat INVOICE = IdFormat.parse("INV-{part:region:1}-{serial:6}");
    private static final int NODES_PER_REGION = 2;

    /** One node: an engine of a region on the region's database, through the region's proxy. */
    private record Node(int region, IdGenEngine engine, DataSource dataSource) {
    }

    /** Everything taken, by id space; a second add of one value fails the test at once. */
    private final Map<String, Set<Object>> issued = new ConcurrentHashMap<>();
    private final Map<Integer, Set<Long>> documentNumbers = new ConcurrentHashMap<>();
    /** How many times a node took its share of every strategy ({@link #takeEverything}). */
    private final java.util.concurrent.atomic.AtomicInteger shares = new java.util.concurrent.atomic.AtomicInteger();

    @ParameterizedTest(name = "{0} regions")
    @ValueSource(ints = {2, 3})
    void regionsNeverIssueTheSameIdAndOneRegionDownStopsNothingElse(int count) throws Exception {
        List<TestDatabase> databases = new ArrayList<>();
        List<TcpProxy> proxies = new ArrayList<>();
        List<Node> nodes = new ArrayList<>();
        ExecutorService pool = Executors.newFixedThreadPool(count * NODES_PER_REGION);
        try {
            for (int r = 0; r < count; r++) {
                TestDatabase db = TestDatabases.freshPostgres();
                databases.add(db);
                IdGenMigrations.with(db.dataSource()).slowOrdered(true).migrate();
                TcpProxy proxy = TcpProxy.start(db.host(), db.port());
                proxies.add(proxy);
                for (int n = 0; n < NODES_PER_REGION; n++) {
                    DataSource ds = db.newDataSourceVia(proxy, 4);
                    nodes.add(new Node(r, node(ds, r, n, count), ds));
                }
                assertThat(db.queryLong("SELECT region_index * 10000 + region_count FROM idgen_region"))
                        .as("region %d recorded in its own database", r).isEqualTo(r * 10000L + count);
            }

            // every node of every region, every strategy, at once
            load(pool, nodes);
            int before = issued.get("segment").size();

            // the last region's database cut off: every connection reset, new ones refused
            int down = count - 1;
            proxies.get(down).cut();
            List<Node> up = nodes.stream().filter(n -> n.region() != down).toList();
            load(pool, up);
            assertThat(issued.get("segment").size()).as("the other regions went on").isGreaterThan(before);
            for (Node n : nodes) {
                if (n.region() == down) {
                    assertThatThrownBy(() -> n.engine().slowOrdered("chat", "down").nextId())
                            .as("slow-ordered on the cut region goes to its database").isInstanceOf(IdGenerationException.class);
                }
            }

            // it comes back by itself, and nothing repeats
            proxies.get(down).restore();
            for (Node n : nodes) {
                if (n.region() == down) {
                    awaitServing(n);
                }
            }
            load(pool, nodes);

            // and a node of that region restarted (a new engine, its ranges and lease given up) repeats nothing either
            int restarted = nodes.size() - 1;
            Node old = nodes.get(restarted);
            old.engine().close();
            nodes.set(restarted, new Node(old.region(), node(old.dataSource(), old.region(), NODES_PER_REGION - 1, count),
                    old.dataSource()));
            load(pool, nodes);

            for (Map.Entry<String, Set<Object>> e : issued.entrySet()) {
                assertThat(e.getValue()).as(e.getKey()).isNotEmpty();
            }
            for (Map.Entry<Integer, Set<Long>> e : documentNumbers.entrySet()) {
                // gap-free within a region: exactly 1..N, the region printed in the number
                Set<Long> numbers = new TreeSet<>(e.getValue());
                assertThat(numbers).as("region %d's invoice numbers", e.getKey())
                        .containsExactlyElementsOf(LongStream.rangeClosed(1, numbers.size()).boxed().toList());
            }
            assertThat(documentNumbers).hasSize(count);
            // every id taken was recorded once: 20 x (100 + 1) segment and 20 x 50 snowflake ids per share
            assertThat(issued.get("segment")).hasSize(shares.get() * 2020);
            assertThat(issued.get("snowflake")).hasSize(shares.get() * 1000);
            log.info("{} regions, {} nodes: ids issued once each, by space: {}", count, nodes.size(),
                    new java.util.TreeMap<>(issued.entrySet().stream().collect(java.util.stream.Collectors.toMap(
                            Map.Entry::getKey, en -> en.getValue().size()))));
        } finally {
            pool.shutdownNow();
            nodes.forEach(n -> n.engine().close());
            proxies.forEach(TcpProxy::close);
            databases.forEach(TestDatabase::close);
        }
    }

    /** Node {@code n} of region {@code r}: the same configuration on every start of that node. */
    private static IdGenEngine node(DataSource ds, int r, int n, int count) {
        return IdGenEngine.builder(ds).name("r" + r + "-n" + n).region(r, count).snowflakeLayout(LAYOUT)
                .snowflakeNode(new NodeIdentity("region" + r, "node" + n, 7000 + n))
                .maxWait(Duration.ofSeconds(3)).databaseTimeout(Duration.ofSeconds(2)).build();
    }

    /** Each node takes ids of every strategy on a thread of its own; every id is checked as it is recorded. */
    private void load(ExecutorService pool, List<Node> nodes) throws Exception {
        List<Future<?>> work = new ArrayList<>();
        for (Node n : nodes) {
            work.add(pool.submit(() -> {
                takeEverything(n);
                return null;
            }));
        }
        for (Future<?> f : work) {
            f.get(60, TimeUnit.SECONDS);
        }
    }

    private void takeEverything(Node n) throws SQLException {
        IdGenEngine e = n.engine();
        for (int i = 0; i < 20; i++) {
            for (long id : e.segment("order").nextIds(100)) {
                counter("segment", n, id);
            }
            counter("segment", n, e.segment("order").nextId());
            String room = "room-" + (i % 3); // a slow-ordered counter is one (key, sub-key): its own id space
            for (long id : e.slowOrdered("chat", room).nextIds(3)) {
                counter("slow-ordered " + room, n, id);
            }
            DailySerial d = e.daily("orders").next();
            counter("daily " + d.day(), n, d.serial());
            DailySerial s = e.daily("strict-orders", true).next();
            counter("strict-daily " + s.day(), n, s.serial());
            record("formatted", e.formatted("receipts", RECEIPT).nextId());
            for (long id : e.snowflake().nextIds(50)) {
                assertThat(LAYOUT.decode(id).datacenter()).as("snowflake id %d of region %d", id, n.region())
                        .isEqualTo(n.region());
                record("snowflake", id);
            }
        }
        try (Connection c = n.dataSource().getConnection()) {
            c.setAutoCommit(false);
            for (int i = 0; i < 3; i++) {
                String number = e.documents("invoice", INVOICE).next(c);
                assertThat(number).startsWith("INV-" + n.region() + "-");
                record("documents", number);
                documentNumbers.computeIfAbsent(n.region(), k -> ConcurrentHashMap.newKeySet())
                        .add(Long.parseLong(number.substring(number.lastIndexOf('-') + 1)));
            }
            c.commit();
        }
        shares.incrementAndGet();
    }

    private void counter(String space, Node n, long id) {
        assertThat(Region.indexOf(id, n.engine().region().count())).as("%s id %d of region %d", space, id, n.region())
                .isEqualTo(n.region());
        record(space, id);
    }

    private void record(String space, Object value) {
        assertThat(issued.computeIfAbsent(space, k -> ConcurrentHashMap.newKeySet()).add(value))
                .as("%s %s issued once", space, value).isTrue();
    }

    /** The restored region serves slow-ordered ids again (a round trip each) within 30 s, with no help. */
    private void awaitServing(Node n) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
        IdGenerationException last = null;
        while (System.nanoTime() < deadline) {
            try {
                counter("slow-ordered back", n, n.engine().slowOrdered("chat", "back").nextId());
                return;
            } catch (IdGenerationException e) {
                last = e; // still reconnecting: the next attempt decides, the last failure is reported below
            }
            Thread.sleep(100);
        }
        throw new AssertionError("region " + n.region() + " did not serve again within 30 s after its database came "
                + "back", last);
    }
}
