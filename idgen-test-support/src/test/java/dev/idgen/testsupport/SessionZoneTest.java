package dev.idgen.testsupport;

import static org.assertj.core.api.Assertions.assertThat;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.Statement;
import java.time.Instant;
import java.time.ZoneId;
import java.util.function.Supplier;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Every connection a {@link TestDatabase} makes (pooled, plain, through a proxy) runs in
 * {@link TestDatabase#SESSION_ZONE}, which is neither the JVM's zone nor UTC.
 */
class SessionZoneTest {

    private static final long SESSION_OFFSET_SECONDS = TestDatabase.SESSION_ZONE.getTotalSeconds();

    @ParameterizedTest
    @ValueSource(strings = {"postgresql", "mariadb", "h2", "h2-server"})
    void pooledPlainAndProxiedConnectionsAllRunInTheSessionZone(String kind) throws Exception {
        assertThat(SESSION_OFFSET_SECONDS).isEqualTo(-12_600);
        assertThat(ZoneId.systemDefault().getRules().getOffset(Instant.now()).getTotalSeconds())
                .as("the build runs tests in a JVM zone other than the sessions'").isNotEqualTo(SESSION_OFFSET_SECONDS);
        Supplier<TestDatabase> fresh = switch (kind) {
            case "postgresql" -> TestDatabases::freshPostgres;
            case "mariadb" -> TestDatabases::freshMariaDb;
            case "h2" -> TestDatabases::freshH2;
            default -> TestDatabases::freshH2Server;
        };
        try (TestDatabase db = fresh.get()) {
            assertThat(db.queryLong(db.sessionOffsetSecondsSql())).as("plain connection").isEqualTo(SESSION_OFFSET_SECONDS);
            try (Connection c = db.dataSource().getConnection()) {
                assertThat(offset(c, db)).as("shared pool").isEqualTo(SESSION_OFFSET_SECONDS);
            }
            try (Connection c = db.newDataSource(1).getConnection()) {
                assertThat(offset(c, db)).as("new pool").isEqualTo(SESSION_OFFSET_SECONDS);
            }
            if (!kind.equals("h2")) {
                try (TcpProxy proxy = TcpProxy.start(db.host(), db.port());
                        Connection c = db.newDataSourceVia(proxy, 1).getConnection()) {
                    assertThat(offset(c, db)).as("pool through a proxy").isEqualTo(SESSION_OFFSET_SECONDS);
                }
            }
        }
    }

    private static long offset(Connection c, TestDatabase db) throws Exception {
        try (Statement s = c.createStatement(); ResultSet rs = s.executeQuery(db.sessionOffsetSecondsSql())) {
            assertThat(rs.next()).isTrue();
            return rs.getLong(1);
        }
    }
}
