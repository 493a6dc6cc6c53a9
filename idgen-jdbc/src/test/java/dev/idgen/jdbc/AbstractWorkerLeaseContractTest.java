package dev.idgen.jdbc;

import static org.assertj.core.api.Assertions.assertThat;

import dev.idgen.jdbc.snowflake.NodeIdentity;
import dev.idgen.jdbc.snowflake.SnowflakeIdGenerator;
import dev.idgen.migrations.IdGenMigrations;
import dev.idgen.testsupport.TestDatabase;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Snowflake worker leases, the same on every database: each dialect has its own database-clock
 * expression and runs the locking acquire, so each must prove it.
 */
abstract class AbstractWorkerLeaseContractTest {

    protected TestDatabase db;
    private final List<IdGenEngine> engines = new ArrayList<>();

    protected abstract TestDatabase newDatabase();

    @BeforeEach
    void migrate() {
        db = newDatabase();
        IdGenMigrations.migrate(db.dataSource());
    }

    @AfterEach
    void stop() {
        engines.forEach(IdGenEngine::close);
        db.close();
    }

    private IdGenEngine engine(int port) {
        IdGenEngine e = IdGenEngine.builder(db.newDataSource(2)).snowflakeNode(new NodeIdentity("contract", "h", port))
                .heartbeatInterval(Duration.ofMillis(200)).timestampHorizon(Duration.ofSeconds(2))
                .leaseTtl(Duration.ofSeconds(3)).takeoverWait(Duration.ofSeconds(5)).build();
        engines.add(e);
        return e;
    }

    @Test
    void nodesStartingTogetherGetDistinctWorkersAndNeverShareAnId() throws Exception {
        int nodes = 4;
        ExecutorService pool = Executors.newFixedThreadPool(nodes);
        List<Future<long[]>> results = new ArrayList<>();
        for (int n = 0; n < nodes; n++) {
            int port = 7000 + n;
            results.add(pool.submit(() -> engine(port).snowflake().nextIds(20_000)));
        }
        Set<Long> ids = new HashSet<>();
        for (Future<long[]> f : results) {
            for (long id : f.get(60, TimeUnit.SECONDS)) {
                assertThat(ids.add(id)).as("duplicate id " + id).isTrue();
            }
        }
        pool.shutdown();
        assertThat(db.queryLong("SELECT COUNT(*) FROM idgen_worker")).isEqualTo(nodes);
        assertThat(db.queryLong("SELECT COUNT(DISTINCT worker_id) FROM idgen_worker")).isEqualTo(nodes);
    }

    @Test
    void theDatabaseClockDrivesLeaseExpiryAndRestartsReclaimTheirWorker() {
        IdGenEngine first = engine(7100);
        SnowflakeIdGenerator g = first.snowflake();
        long expires = db.queryLong("SELECT lease_expires_at FROM idgen_worker WHERE worker_id = " + g.workerId());
        long now = System.currentTimeMillis();
        // the database clock and this machine's agree: the lease ends about leaseTtl from now
        assertThat(expires - now).isBetween(1_000L, 4_000L);
        long last = g.nextId();
        first.close();
        assertThat(db.queryLong("SELECT lease_expires_at FROM idgen_worker WHERE worker_id = " + g.workerId()))
                .as("released: expired by the database clock").isLessThanOrEqualTo(System.currentTimeMillis() + 500);
        SnowflakeIdGenerator again = engine(7100).snowflake();
        assertThat(again.workerId()).isEqualTo(g.workerId());
        assertThat(again.nextId()).isGreaterThan(last);
    }

    @Test
    void anExpiredLeaseIsReusedInsteadOfBurningANewWorkerId() throws Exception {
        SnowflakeIdGenerator a = engine(7200).snowflake();
        db.execute("UPDATE idgen_worker SET lease_expires_at = 0, instance_id = 'crashed' WHERE worker_id = " + a.workerId());
        SnowflakeIdGenerator b = engine(7201).snowflake();
        assertThat(b.workerId()).isEqualTo(a.workerId());
        assertThat(db.queryLong("SELECT COUNT(*) FROM idgen_worker")).isEqualTo(1);
    }
}
