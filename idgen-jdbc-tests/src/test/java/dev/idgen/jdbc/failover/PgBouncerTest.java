package dev.idgen.jdbc.failover;

import static org.assertj.core.api.Assertions.assertThat;

import com.zaxxer.hikari.HikariDataSource;
import dev.idgen.IdGenerator;
import dev.idgen.jdbc.IdGenEngine;
import dev.idgen.jdbc.snowflake.NodeIdentity;
import dev.idgen.migrations.IdGenMigrations;
import dev.idgen.testsupport.PgBouncer;
import dev.idgen.testsupport.TestDatabase;
import dev.idgen.testsupport.TestDatabases;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * Every strategy through PgBouncer in transaction pooling, two nodes sharing two server
 * connections: statements pgjdbc prepares on one server connection are missing on the next, which
 * idgen notices once and then stops preparing on the server. No caller sees an error, no id
 * repeats within or across nodes.
 */
class PgBouncerTest {

    private static final int THREADS_PER_GENERATOR = 2;
    private static final int CALLS_PER_THREAD = 300;

    private TestDatabase db;
    private PgBouncer bouncer;
    private final List<IdGenEngine> engines = new ArrayList<>();

    @AfterEach
    void close() {
        try {
            engines.forEach(IdGenEngine::close);
            if (bouncer != null) {
                bouncer.close();
            }
        } finally {
            if (db != null) {
                db.close();
            }
        }
    }

    @Test
    void everyStrategyWorksThroughPgBouncerInTransactionPoolingOnTwoNodes() throws Exception {
        db = TestDatabases.freshPostgres();
        IdGenMigrations.with(db.dataSource()).slowOrdered(true).migrate();
        bouncer = PgBouncer.inFrontOf(db, 2);
        assertThat(query(bouncer.newPool("probe", 1), "SHOW transaction_isolation")).isNotEmpty();

        Map<String, List<IdGenerator>> generators = new LinkedHashMap<>();
        for (int i = 1; i <= 2; i++) {
            HikariDataSource pool = bouncer.newPool("bouncer-node-" + i, 6);
            IdGenEngine e = IdGenEngine.builder(pool).name("bouncer-node-" + i)
                    .snowflakeNode(new NodeIdentity("pgbouncer-test", "node", i)).segment(o -> o.maxStep(200)).build();
            engines.add(e);
            generators.computeIfAbsent("segment", k -> new ArrayList<>()).add(e.segment("order"));
            generators.computeIfAbsent("slow-ordered", k -> new ArrayList<>()).add(e.slowOrdered("chat", "room-1"));
            generators.computeIfAbsent("snowflake", k -> new ArrayList<>()).add(e.snowflake());
            generators.computeIfAbsent("daily", k -> new ArrayList<>()).add(e.generator("daily", "invoice"));
            generators.computeIfAbsent("strict-daily", k -> new ArrayList<>()).add(e.generator("strict-daily", "ticket"));
        }

        Map<String, List<long[]>> ids = new ConcurrentHashMap<>();
        List<Throwable> failures = Collections.synchronizedList(new ArrayList<>());
        ExecutorService callers = Executors.newFixedThreadPool(20);
        CountDownLatch go = new CountDownLatch(1);
        List<Future<?>> done = new ArrayList<>();
        generators.forEach((strategy, perNode) -> {
            for (IdGenerator g : perNode) {
                for (int t = 0; t < THREADS_PER_GENERATOR; t++) {
                    done.add(callers.submit(() -> {
                        go.await();
                        long[] mine = new long[CALLS_PER_THREAD];
                        for (int i = 0; i < CALLS_PER_THREAD; i++) {
                            try {
                                mine[i] = i % 10 == 0 ? g.nextIds(3)[0] : g.nextId();
                            } catch (RuntimeException e) {
                                failures.add(new AssertionError(strategy + ": " + e, e));
                                return null;
                            }
                        }
                        ids.computeIfAbsent(strategy, k -> Collections.synchronizedList(new ArrayList<>())).add(mine);
                        return null;
                    }));
                }
            }
        });
        go.countDown();
        for (Future<?> f : done) {
            f.get(2, TimeUnit.MINUTES);
        }
        callers.shutdown();

        assertThat(failures).as("callers' errors through PgBouncer; its log:\n" + bouncer.logTail()).isEmpty();
        assertThat(ids.keySet()).containsExactlyInAnyOrderElementsOf(generators.keySet());
        ids.forEach((strategy, arrays) -> {
            long[] all = arrays.stream().flatMapToLong(Arrays::stream).sorted().toArray();
            assertThat(all).as(strategy + " ids").hasSize(2 * THREADS_PER_GENERATOR * CALLS_PER_THREAD);
            for (int i = 1; i < all.length; i++) {
                assertThat(all[i]).as(strategy + " ids never repeat (within and across nodes)").isNotEqualTo(all[i - 1]);
            }
        });
        for (IdGenEngine e : engines) {
            assertThat(e.refusedReason()).isNull();
        }
    }

    private static String query(HikariDataSource pool, String sql) throws Exception {
        try (Connection c = pool.getConnection(); Statement s = c.createStatement(); ResultSet rs = s.executeQuery(sql)) {
            rs.next();
            return rs.getString(1);
        }
    }
}
