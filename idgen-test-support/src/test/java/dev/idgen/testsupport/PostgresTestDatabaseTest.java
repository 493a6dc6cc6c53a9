package dev.idgen.testsupport;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.zaxxer.hikari.HikariDataSource;
import dev.idgen.Dialect;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** Fresh PostgreSQL databases on the embedded server (or the one named by IDGEN_TEST_JDBC_URL). */
class PostgresTestDatabaseTest {

    /** Used to look at the server from outside the database under test. */
    private static TestDatabase observer;

    @BeforeAll
    static void startObserver() {
        observer = TestDatabases.freshPostgres();
    }

    @AfterAll
    static void closeObserver() {
        observer.close();
    }

    @Test
    void freshDatabasesAreDistinctIsolatedAndUsable() throws Exception {
        try (TestDatabase first = TestDatabases.freshPostgres(); TestDatabase second = TestDatabases.freshPostgres()) {
            assertThat(first.dialect()).isEqualTo(Dialect.POSTGRESQL);
            assertThat(first.databaseName()).matches("idgen_t_\\d+_[0-9a-f]{6}").isNotEqualTo(second.databaseName());
            assertThat(first.port()).isEqualTo(second.port());
            assertThat(first.jdbcUrl()).contains("/" + first.databaseName() + "?")
                    .contains("socketTimeout=10").contains("connectTimeout=2");

            first.execute("CREATE TABLE t (id BIGINT PRIMARY KEY)");
            first.execute("INSERT INTO t VALUES (41), (1)");
            assertThat(first.queryLong("SELECT sum(id) FROM t")).isEqualTo(42);
            assertThat(second.queryLong("SELECT count(*) FROM information_schema.tables WHERE table_name = 't'"))
                    .isZero();
            try (Connection connection = first.connect(); Statement statement = connection.createStatement();
                    ResultSet rows = statement.executeQuery("SELECT current_database()")) {
                assertThat(rows.next()).isTrue();
                assertThat(rows.getString(1)).isEqualTo(first.databaseName());
            }
        }
    }

    @Test
    void closeClosesPoolsAndConnectionsAndDropsTheDatabase() throws Exception {
        TestDatabase database = TestDatabases.freshPostgres();
        String name = database.databaseName();
        HikariDataSource shared = database.dataSource();
        HikariDataSource node = database.newDataSource(2);
        Connection plain = database.connect();
        try (Connection pooled = shared.getConnection()) {
            assertThat(pooled.isValid(1)).isTrue();
        }
        assertThat(existing(name)).isEqualTo(1);

        database.close();
        database.close(); // idempotent

        assertThat(shared.isClosed()).isTrue();
        assertThat(node.isClosed()).isTrue();
        assertThat(plain.isClosed()).isTrue();
        assertThat(existing(name)).isZero();
        assertThatThrownBy(database::dataSource).isInstanceOf(IllegalStateException.class).hasMessageContaining(name);
    }

    @Test
    void dropForcesOutLeakedConnections() throws Exception {
        TestDatabase database = TestDatabases.freshPostgres();
        String name = database.databaseName();
        HikariDataSource unmanaged = new HikariDataSource();
        unmanaged.setJdbcUrl(database.jdbcUrl());
        unmanaged.setUsername(database.user());
        unmanaged.setPassword(database.password());
        unmanaged.setMaximumPoolSize(1);
        try (unmanaged; Connection leaked = unmanaged.getConnection()) {
            assertThat(leaked.isValid(1)).isTrue();
            database.close();
            assertThat(existing(name)).isZero();
        }
    }

    @Test
    void poolsAreSeparateAndNamedAfterTheDatabase() throws Exception {
        try (TestDatabase database = TestDatabases.freshPostgres()) {
            HikariDataSource shared = database.dataSource();
            assertThat(database.dataSource()).isSameAs(shared);
            assertThat(shared.getMaximumPoolSize()).isEqualTo(8);
            assertThat(shared.getConnectionTimeout()).as("a direct pool waits for a loaded server").isEqualTo(10_000);
            assertThat(shared.getValidationTimeout()).isEqualTo(500);
            HikariDataSource node = database.newDataSource(3);
            assertThat(node).isNotSameAs(shared);
            assertThat(node.getMaximumPoolSize()).isEqualTo(3);
            assertThat(node.getPoolName()).contains(database.databaseName()).isNotEqualTo(shared.getPoolName());
            try (Connection connection = node.getConnection(); Statement statement = connection.createStatement();
                    ResultSet rows = statement.executeQuery("SELECT 7")) {
                assertThat(rows.next()).isTrue();
                assertThat(rows.getLong(1)).isEqualTo(7);
            }
        }
    }

    @Test
    void concurrentCallersGetDistinctDatabasesOnOneServer() throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(4);
        List<TestDatabase> databases = new ArrayList<>();
        try {
            List<Future<TestDatabase>> futures = new ArrayList<>();
            for (int i = 0; i < 4; i++) {
                futures.add(pool.submit(() -> TestDatabases.freshPostgres()));
            }
            for (Future<TestDatabase> future : futures) {
                databases.add(future.get());
            }
            Set<String> names = new HashSet<>();
            Set<Integer> ports = new HashSet<>();
            for (TestDatabase database : databases) {
                names.add(database.databaseName());
                ports.add(database.port());
                assertThat(database.queryLong("SELECT 1")).isEqualTo(1);
            }
            assertThat(names).hasSize(4);
            assertThat(ports).containsExactly(observer.port());
        } finally {
            pool.shutdownNow();
            databases.forEach(TestDatabase::close);
        }
    }

    /** The code path used when IDGEN_TEST_JDBC_URL names a server, pointed at the embedded one. */
    @Test
    void configuredServerUrlGetsItsDatabaseReplaced() {
        TestDatabases.Server server = TestDatabases.server(Dialect.POSTGRESQL, observer.jdbcUrl(), observer.user(),
                observer.password(), "hint");
        try (TestDatabase database = TestDatabases.create(server)) {
            assertThat(database.jdbcUrl())
                    .isEqualTo(observer.jdbcUrl().replace(observer.databaseName(), database.databaseName()));
            assertThat(database.queryLong("SELECT 5")).isEqualTo(5);
        }
    }

    @Test
    void unreachableServerFailsNamingTheUrlAndTheHint() throws Exception {
        int closedPort;
        try (ServerSocket probe = new ServerSocket(0, 1, InetAddress.getByName("127.0.0.1"))) {
            closedPort = probe.getLocalPort();
        }
        String url = "jdbc:postgresql://127.0.0.1:" + closedPort + "/postgres";
        TestDatabases.Server server = TestDatabases.server(Dialect.POSTGRESQL, url, "postgres", "", "the hint");
        assertThatThrownBy(() -> TestDatabases.create(server))
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("127.0.0.1:" + closedPort)
                .hasMessageContaining("the hint");
    }

    @Test
    void helpersNameTheDatabaseAndStatementOnFailure() {
        try (TestDatabase database = TestDatabases.freshPostgres()) {
            assertThatThrownBy(() -> database.execute("SELECT * FROM missing_table"))
                    .isInstanceOf(IllegalStateException.class)
                    .hasMessageContaining(database.databaseName())
                    .hasMessageContaining("missing_table");
            assertThatThrownBy(() -> database.queryLong("SELECT 1 WHERE false"))
                    .isInstanceOf(IllegalStateException.class)
                    .hasMessageContaining("no row")
                    .hasMessageContaining(database.databaseName());
            assertThatThrownBy(() -> database.queryLong("SELECT NULL::bigint"))
                    .isInstanceOf(IllegalStateException.class).hasMessageContaining("NULL");
        }
    }

    private static long existing(String databaseName) {
        return observer.queryLong("SELECT count(*) FROM pg_database WHERE datname = '" + databaseName + "'");
    }

    /** A server named by URL (the service, a container) gets the same driver timeouts as the others. */
    @Test
    void aDatabaseOnAServerNamedByUrlHasTheDriverTimeouts() {
        try (TestDatabase some = TestDatabases.freshPostgres();
                TestDatabase onUrl = TestDatabases.freshOn(Dialect.POSTGRESQL,
                        "jdbc:postgresql://" + some.host() + ":" + some.port() + "/postgres", some.user(), some.password())) {
            assertThat(onUrl.jdbcUrl()).contains("socketTimeout=10").contains("connectTimeout=2");
            assertThat(onUrl.queryLong("SELECT 1")).isEqualTo(1);
        }
    }
}
