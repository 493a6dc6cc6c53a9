package dev.idgen.jdbc.multijvm;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.idgen.Dialect;
import dev.idgen.IdGenConfigurationException;
import dev.idgen.IdSourceUnavailableException;
import dev.idgen.SnowflakeLayout;
import dev.idgen.jdbc.IdGenEngine;
import dev.idgen.jdbc.snowflake.NodeIdentity;
import dev.idgen.jdbc.snowflake.SnowflakeIdGenerator;
import dev.idgen.migrations.IdGenMigrations;
import dev.idgen.testsupport.ChildJvm;
import dev.idgen.testsupport.TcpProxy;
import dev.idgen.testsupport.TestDatabase;
import dev.idgen.testsupport.TestDatabases;
import java.io.BufferedInputStream;
import java.io.DataInputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** A node killed with SIGKILL restarts while the database is cut, from its local worker cache. */
class WorkerCacheTest {

    @Test
    void aKilledNodeRestartsFromItsCacheWhileTheDatabaseIsCutAndTakesTheLeaseBackLater() throws Exception {
        Path dir = Files.createTempDirectory("idgen-cache-test");
        Path cache = dir.resolve("workers.properties");
        Path childIds = dir.resolve("child.bin");
        try (TestDatabase db = TestDatabases.freshPostgres(); TcpProxy proxy = TcpProxy.start(db.host(), db.port())) {
            IdGenMigrations.migrate(db.dataSource());
            Set<Long> ids = new HashSet<>();
            int worker;
            try (ChildJvm child = ChildJvm.start(CachedWorkerChild.class, List.of(db.jdbcUrl(), db.user(), db.password(),
                    "7001", cache.toString(), childIds.toString()))) {
                long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
                while (!child.output().contains("ready")) {
                    assertThat(child.isAlive()).as(child.output()).isTrue();
                    assertThat(System.nanoTime()).as("child ready in time").isLessThan(deadline);
                    Thread.sleep(20);
                }
                Thread.sleep(500); // a few heartbeats: cached promise and validity move on
                child.kill();
            }
            try (DataInputStream in = new DataInputStream(new BufferedInputStream(Files.newInputStream(childIds)))) {
                for (int i = 0; i < 50_000; i++) {
                    ids.add(in.readLong());
                }
            }
            proxy.cut();
            IdGenEngine restarted = IdGenEngine.builder(db.newDataSourceVia(proxy, 2))
                    .snowflakeNode(new NodeIdentity("cache-app", "localhost", 7001)).workerCacheFile(cache)
                    .leaseTtl(CachedWorkerChild.LEASE_TTL).heartbeatInterval(Duration.ofMillis(200))
                    .timestampHorizon(Duration.ofSeconds(2)).maxWait(Duration.ofMillis(500))
                    .databaseTimeout(Duration.ofSeconds(1)).dialect(Dialect.POSTGRESQL).build();
            try (restarted) {
                SnowflakeIdGenerator g = restarted.snowflake();
                worker = g.workerId();
                for (long id : g.nextIds(10_000)) {
                    assertThat(ids.add(id)).as("duplicate of the killed node's id " + id).isTrue();
                }
                assertThat(g.stats().promisedUntil().toEpochMilli()).as("issues only within the cached lease")
                        .isLessThan(System.currentTimeMillis() + CachedWorkerChild.LEASE_TTL.toMillis());
                proxy.restore();
                long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
                while (g.stats().promisedUntil().toEpochMilli() < System.currentTimeMillis() + 1000) {
                    assertThat(System.nanoTime()).as("lease taken back after the database returned").isLessThan(until);
                    Thread.sleep(50);
                }
                Thread.sleep(100);
                for (long id : g.nextIds(10_000)) {
                    assertThat(ids.add(id)).isTrue();
                }
                assertThat(g.workerId()).isEqualTo(worker);
                assertThat(db.queryLong("SELECT COUNT(*) FROM idgen_worker")).isEqualTo(1);
            }
        }
    }

    @Test
    void withoutAUsableCacheTheStartFailsClearly() throws Exception {
        Path cache = Files.createTempDirectory("idgen-cache-test").resolve("none.properties");
        try (TestDatabase db = TestDatabases.freshPostgres(); TcpProxy proxy = TcpProxy.start(db.host(), db.port())) {
            IdGenMigrations.migrate(db.dataSource());
            IdGenEngine e = IdGenEngine.builder(db.newDataSourceVia(proxy, 2))
                    .snowflakeNode(new NodeIdentity("cache-app", "localhost", 7002)).workerCacheFile(cache)
                    .maxWait(Duration.ofMillis(500)).databaseTimeout(Duration.ofSeconds(1)).build();
            try (e) {
                proxy.cut();
                assertThatThrownBy(e::snowflake).isInstanceOf(IdSourceUnavailableException.class)
                        .hasMessageContaining("has no lease of node cache-app@localhost:7002");
            }
            assertThatThrownBy(() -> IdGenEngine.builder(db.dataSource()).workerCacheFile(cache).build())
                    .isInstanceOf(IdGenConfigurationException.class).hasMessageContaining("needs a node identity with a port");
        }
    }

    /**
     * A node restarted with another layout while the database is cut cannot check the namespace's recorded
     * layout, so it does not start from a lease cached under the old one (its ids could equal other nodes').
     * The cache is the one a node killed while holding its lease leaves behind (copied before the clean close
     * that would forget it).
     */
    @Test
    void aNodeRestartedWithAnotherLayoutDoesNotStartFromItsCache() throws Exception {
        Path cache = Files.createTempDirectory("idgen-cache-test").resolve("workers.properties");
        try (TestDatabase db = TestDatabases.freshPostgres(); TcpProxy proxy = TcpProxy.start(db.host(), db.port())) {
            IdGenMigrations.migrate(db.dataSource());
            NodeIdentity node = new NodeIdentity("cache-app", "localhost", 7004);
            String killed;
            try (IdGenEngine first = IdGenEngine.builder(db.dataSource()).snowflakeNode(node).workerCacheFile(cache)
                    .leaseTtl(Duration.ofSeconds(30)).build()) {
                first.snowflake().nextId();
                killed = Files.readString(cache);
            }
            Files.writeString(cache, killed);
            proxy.cut();
            SnowflakeLayout other = SnowflakeLayout.builder().workerBits(8).sequenceBits(14).build();
            try (IdGenEngine restarted = IdGenEngine.builder(db.newDataSourceVia(proxy, 2)).snowflakeNode(node)
                    .snowflakeLayout(other).workerCacheFile(cache).leaseTtl(Duration.ofSeconds(30))
                    .maxWait(Duration.ofMillis(500)).databaseTimeout(Duration.ofSeconds(1)).dialect(Dialect.POSTGRESQL)
                    .build()) {
                assertThatThrownBy(restarted::snowflake).isInstanceOf(IdSourceUnavailableException.class)
                        .hasMessageContaining("leased under layout 41/0/10/12")
                        .hasMessageContaining("configured with 41/0/8/14");
            }
            try (IdGenEngine same = IdGenEngine.builder(db.newDataSourceVia(proxy, 2)).snowflakeNode(node)
                    .workerCacheFile(cache).leaseTtl(Duration.ofSeconds(30)).maxWait(Duration.ofMillis(500))
                    .databaseTimeout(Duration.ofSeconds(1)).dialect(Dialect.POSTGRESQL).build()) {
                assertThat(same.snowflake().nextId()).as("the cached layout still starts from the cache").isPositive();
            }
        }
    }

    /** A cache that can be neither written nor removed stops the start, as it stops a renewal. */
    @Test
    void aCacheThatCanBeNeitherWrittenNorRemovedStopsTheStart() throws Exception {
        Path notADirectory = Files.createTempFile("idgen-cache-test", ".file");
        Path cache = notADirectory.resolve("cache.properties");
        try (TestDatabase db = TestDatabases.freshPostgres()) {
            IdGenMigrations.migrate(db.dataSource());
            try (IdGenEngine e = IdGenEngine.builder(db.dataSource())
                    .snowflakeNode(new NodeIdentity("cache-app", "localhost", 7003)).workerCacheFile(cache).build()) {
                assertThatThrownBy(e::snowflake).isInstanceOf(IdSourceUnavailableException.class)
                        .hasMessageContaining(cache.toString()).hasMessageContaining("neither written nor removed");
            }
            assertThat(db.queryLong("SELECT COUNT(*) FROM idgen_worker WHERE lease_expires_at > "
                    + System.currentTimeMillis())).as("the lease was released").isZero();
        } finally {
            Files.delete(notADirectory);
        }
    }
}
