package dev.idgen.testsupport;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.zaxxer.hikari.HikariDataSource;
import dev.idgen.Dialect;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.sql.Connection;
import java.sql.SQLException;
import org.junit.jupiter.api.Test;

/**
 * MariaDB databases. Skipped when MariaDB is not running on a developer machine; when the
 * environment variable {@code CI} is set, an unavailable MariaDB fails the tests instead.
 */
class MariaDbTestDatabaseTest {

    static void requireMariaDb() {
        boolean available = TestDatabases.mariaDbAvailable();
        String reason = "MariaDB is not reachable at " + TestDatabases.mariaDbServer().adminUrl()
                + " (set IDGEN_TEST_MARIADB_URL to change); start it with: " + TestDatabases.MARIADB_START_COMMAND;
        if (System.getenv("CI") == null) {
            assumeTrue(available, reason);
        } else {
            assertThat(available).as(reason + " (required because CI is set)").isTrue();
        }
    }

    @Test
    void freshDatabasesAreDistinctUsableAndDroppedOnClose() {
        requireMariaDb();
        TestDatabase first = TestDatabases.freshMariaDb();
        try (TestDatabase second = TestDatabases.freshMariaDb()) {
            String name = first.databaseName();
            try (first) {
                assertThat(first.dialect()).isEqualTo(Dialect.MYSQL);
                assertThat(name).isNotEqualTo(second.databaseName());
                assertThat(first.jdbcUrl()).contains("/" + name + "?")
                        .contains("socketTimeout=10000").contains("connectTimeout=2000");
                first.execute("CREATE TABLE t (id BIGINT PRIMARY KEY)");
                first.execute("INSERT INTO t VALUES (40), (2)");
                assertThat(first.queryLong("SELECT sum(id) FROM t")).isEqualTo(42);
                assertThat(second.queryLong("SELECT count(*) FROM information_schema.tables WHERE table_schema = '"
                        + second.databaseName() + "'")).isZero();
                assertThat(schemata(second, name)).isEqualTo(1);
            }
            assertThat(schemata(second, name)).as("dropped on close").isZero();
        }
    }

    private static long schemata(TestDatabase observer, String name) {
        return observer.queryLong("SELECT count(*) FROM information_schema.schemata WHERE schema_name = '" + name + "'");
    }

    @Test
    void proxyForwardsAndCutsMariaDbConnections() throws SQLException {
        requireMariaDb();
        try (TestDatabase database = TestDatabases.freshMariaDb();
                TcpProxy proxy = TcpProxy.start(database.host(), database.port())) {
            HikariDataSource pool = database.newDataSourceVia(proxy, 2);
            try (Connection connection = pool.getConnection()) {
                assertThat(TcpProxyDatabaseTest.selectOne(connection)).isEqualTo(1);
                proxy.cut();
                assertThatThrownBy(() -> TcpProxyDatabaseTest.selectOne(connection)).isInstanceOf(SQLException.class);
            }
        }
    }

    /** Runs without a MariaDB: the failure must say how to start one. */
    @Test
    void unreachableMariaDbFailsWithTheStartCommand() throws Exception {
        int closedPort;
        try (ServerSocket probe = new ServerSocket(0, 1, InetAddress.getByName("127.0.0.1"))) {
            closedPort = probe.getLocalPort();
        }
        String url = "jdbc:mariadb://127.0.0.1:" + closedPort + "/test";
        assertThatThrownBy(() -> TestDatabases.create(TestDatabases.mariaDbServer(url, "root", "")))
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining(url)
                .hasMessageContaining(TestDatabases.MARIADB_START_COMMAND);
    }
}
