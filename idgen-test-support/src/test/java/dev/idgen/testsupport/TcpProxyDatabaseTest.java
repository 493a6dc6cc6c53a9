package dev.idgen.testsupport;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.zaxxer.hikari.HikariDataSource;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.net.SocketTimeoutException;
import java.sql.Statement;
import java.time.Duration;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The proxy between a Hikari pool and the (embedded) PostgreSQL. */
class TcpProxyDatabaseTest {

    private TestDatabase database;
    private TcpProxy proxy;

    @BeforeEach
    void start() {
        database = TestDatabases.freshPostgres();
        proxy = TcpProxy.start(database.host(), database.port());
    }

    @AfterEach
    void stop() {
        proxy.close();
        database.close();
    }

    @Test
    void forwardsRealQueries() throws SQLException {
        HikariDataSource pool = database.newDataSourceVia(proxy, 2);
        assertThat(pool.getPoolName()).contains(database.databaseName()).contains(String.valueOf(proxy.port()));
        try (Connection connection = pool.getConnection()) {
            assertThat(selectOne(connection)).isEqualTo(1);
            assertThat(currentDatabase(connection)).isEqualTo(database.databaseName());
        }
        assertThat(proxy.acceptedConnections()).isPositive();
        assertThat(proxy.liveConnections()).isPositive();
    }

    @Test
    void cutFailsQueriesFastAndRestoreLetsThePoolReconnect() throws SQLException {
        HikariDataSource pool = database.newDataSourceVia(proxy, 2);
        try (Connection connection = pool.getConnection()) {
            assertThat(selectOne(connection)).isEqualTo(1);
            proxy.cut();
            // fast means ended by the cut (a reset, end of stream), not by the driver's 10 s socket timeout
            assertThatThrownBy(() -> selectOne(connection)).isInstanceOf(SQLException.class)
                    .satisfies(TcpProxyDatabaseTest::notASocketTimeout);
        }
        // refused by the cut proxy; the pool gives up after its connectionTimeout (1 s), never on a socket timeout
        assertThatThrownBy(pool::getConnection).isInstanceOf(SQLException.class)
                .satisfies(TcpProxyDatabaseTest::notASocketTimeout);

        proxy.restore();
        long value = Await.success("a pool connection through the restored proxy", Duration.ofSeconds(10), () -> {
            try (Connection connection = pool.getConnection()) {
                return selectOne(connection);
            }
        });
        assertThat(value).isEqualTo(1);
    }

    @Test
    void poolCanBeCreatedWhileCut() throws SQLException {
        proxy.cut();
        HikariDataSource pool = database.newDataSourceVia(proxy, 1);
        assertThatThrownBy(pool::getConnection).isInstanceOf(SQLException.class);
        proxy.restore();
        long value = Await.success("a first connection after restore", Duration.ofSeconds(10), () -> {
            try (Connection connection = pool.getConnection()) {
                return selectOne(connection);
            }
        });
        assertThat(value).isEqualTo(1);
    }

    @Test
    void freezeTimesQueriesOutAndRestoreRecovers() throws SQLException {
        HikariDataSource pool = database.newDataSourceVia(proxy, 2);
        try (Connection connection = pool.getConnection()) {
            assertThat(selectOne(connection)).isEqualTo(1);
            proxy.freeze();
            connection.setNetworkTimeout(Runnable::run, 1_000);
            long start = System.nanoTime();
            assertThatThrownBy(() -> selectOne(connection)).isInstanceOf(SQLException.class);
            Duration elapsed = Duration.ofNanos(System.nanoTime() - start);
            // the network timeout ended it: never before its 1 s (a frozen proxy answers nothing); how late after
            // it depends on the machine, so only a hang is a failure
            assertThat(elapsed).isBetween(Duration.ofMillis(900), Duration.ofSeconds(30));
            assertThat(proxy.liveConnections()).as("freeze closes nothing by itself").isPositive();
        }
        proxy.restore();
        long value = Await.success("a pool connection after the freeze", Duration.ofSeconds(10), () -> {
            try (Connection connection = pool.getConnection()) {
                return selectOne(connection);
            }
        });
        assertThat(value).isEqualTo(1);
    }

    @Test
    void rejectsAProxyToAnotherPort() {
        try (TcpProxy other = TcpProxy.start("127.0.0.1", database.port() + 1)) {
            assertThatThrownBy(() -> database.newDataSourceVia(other, 1))
                    .isInstanceOf(IllegalArgumentException.class)
                    .hasMessageContaining(database.databaseName());
        }
    }

    static long selectOne(Connection connection) throws SQLException {
        try (Statement statement = connection.createStatement(); ResultSet rows = statement.executeQuery("SELECT 1")) {
            rows.next();
            return rows.getLong(1);
        }
    }

    private static String currentDatabase(Connection connection) throws SQLException {
        try (Statement statement = connection.createStatement();
                ResultSet rows = statement.executeQuery("SELECT current_database()")) {
            rows.next();
            return rows.getString(1);
        }
    }

    /** No {@link SocketTimeoutException} in the chain: the failure came from the cut, not from waiting. */
    private static void notASocketTimeout(Throwable failure) {
        for (Throwable t = failure; t != null; t = t.getCause()) {
            assertThat(t).as("cause of %s", failure).isNotInstanceOf(SocketTimeoutException.class);
        }
    }
}
