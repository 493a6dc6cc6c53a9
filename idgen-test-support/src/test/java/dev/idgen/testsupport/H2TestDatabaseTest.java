package dev.idgen.testsupport;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.zaxxer.hikari.HikariDataSource;
import dev.idgen.Dialect;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import org.junit.jupiter.api.Test;

class H2TestDatabaseTest {

    @Test
    void freshDatabasesAreDistinctAndUsable() throws Exception {
        try (TestDatabase first = TestDatabases.freshH2(); TestDatabase second = TestDatabases.freshH2()) {
            assertThat(first.dialect()).isEqualTo(Dialect.H2);
            assertThat(first.databaseName()).matches("idgen_\\d+").isNotEqualTo(second.databaseName());
            assertThat(first.jdbcUrl()).isEqualTo("jdbc:h2:mem:" + first.databaseName() + ";DB_CLOSE_DELAY=-1");
            first.execute("CREATE TABLE t (id BIGINT PRIMARY KEY)");
            first.execute("INSERT INTO t VALUES (3), (4)");
            assertThat(first.queryLong("SELECT sum(id) FROM t")).isEqualTo(7);
            assertThat(second.queryLong(
                    "SELECT count(*) FROM information_schema.tables WHERE table_name = 'T'")).isZero();
            HikariDataSource pool = first.dataSource();
            try (Connection connection = pool.getConnection()) {
                assertThat(connection.isValid(1)).isTrue();
            }
        }
    }

    @Test
    void closeShutsTheDatabaseDown() throws Exception {
        TestDatabase database = TestDatabases.freshH2();
        database.execute("CREATE TABLE t (id BIGINT)");
        HikariDataSource pool = database.dataSource();
        database.close();
        assertThat(pool.isClosed()).isTrue();
        // connecting again creates a new, empty database of the same name
        try (Connection connection = DriverManager.getConnection(database.jdbcUrl(), "sa", "");
                Statement statement = connection.createStatement()) {
            var rows = statement.executeQuery("SELECT count(*) FROM information_schema.tables WHERE table_name = 'T'");
            assertThat(rows.next()).isTrue();
            assertThat(rows.getLong(1)).isZero();
            statement.execute("SHUTDOWN");
        }
    }

    @Test
    void networkOnlyOperationsAreUnsupported() {
        try (TestDatabase database = TestDatabases.freshH2(); TcpProxy proxy = TcpProxy.start("127.0.0.1", 9)) {
            assertThatThrownBy(database::host).isInstanceOf(UnsupportedOperationException.class)
                    .hasMessageContaining(database.databaseName());
            assertThatThrownBy(database::port).isInstanceOf(UnsupportedOperationException.class);
            assertThatThrownBy(() -> database.newDataSourceVia(proxy, 1))
                    .isInstanceOf(UnsupportedOperationException.class);
        }
    }

    @Test
    void aServerDatabaseHasAHostAndPortAndWorksThroughAProxy() throws Exception {
        try (TestDatabase database = TestDatabases.freshH2Server(); TestDatabase other = TestDatabases.freshH2Server()) {
            assertThat(database.jdbcUrl()).startsWith("jdbc:h2:tcp://127.0.0.1:" + database.port() + "/mem:idgen_tcp_")
                    .endsWith(";DB_CLOSE_DELAY=-1");
            assertThat(database.host()).isEqualTo("127.0.0.1");
            assertThat(other.port()).as("one server per JVM").isEqualTo(database.port());
            database.execute("CREATE TABLE t (id BIGINT PRIMARY KEY)");
            database.execute("INSERT INTO t VALUES (5)");
            assertThat(other.queryLong("SELECT count(*) FROM information_schema.tables WHERE table_name = 'T'")).isZero();
            try (TcpProxy proxy = TcpProxy.start(database.host(), database.port())) {
                HikariDataSource pool = database.newDataSourceVia(proxy, 1);
                // not closed here: after the cut H2 refuses Hikari's clearWarnings on close; the pool goes with the database
                Connection connection = pool.getConnection();
                Statement statement = connection.createStatement();
                var rows = statement.executeQuery("SELECT id FROM t");
                assertThat(rows.next()).isTrue();
                assertThat(rows.getLong(1)).isEqualTo(5);
                proxy.cut();
                assertThatThrownBy(() -> statement.executeQuery("SELECT id FROM t")).isInstanceOf(java.sql.SQLException.class);
            }
        }
    }

    /**
     * A connection H2 reports as broken leaves the pool at once: right after the restore (well
     * within HikariCP's 500 ms in which a returned connection is handed out again untested) the
     * pool gives a live connection, not the dead one, which would fail with H2's 90121.
     */
    @Test
    void aConnectionBrokenByACutIsNotHandedOutAgain() throws Exception {
        try (TestDatabase database = TestDatabases.freshH2Server();
                TcpProxy proxy = TcpProxy.start(database.host(), database.port())) {
            HikariDataSource pool = database.newDataSourceVia(proxy, 1);
            assertThat(selectOne(pool)).isEqualTo(1);
            proxy.cut();
            assertThatThrownBy(() -> selectOne(pool)).isInstanceOf(SQLException.class)
                    .satisfies(e -> assertThat(((SQLException) e).getErrorCode()).isIn(H2BrokenConnections.BROKEN));
            proxy.restore();
            for (int i = 0; i < 5; i++) {
                assertThat(selectOne(pool)).as("call %d right after the restore", i).isEqualTo(1);
            }
        }
    }

    private static long selectOne(HikariDataSource pool) throws SQLException {
        try (Connection connection = pool.getConnection(); Statement statement = connection.createStatement();
                ResultSet rows = statement.executeQuery("SELECT 1")) {
            rows.next();
            return rows.getLong(1);
        }
    }
}
