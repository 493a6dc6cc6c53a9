package dev.idgen.jdbc.internal;

import static org.assertj.core.api.Assertions.assertThat;

import dev.idgen.Dialect;
import dev.idgen.testsupport.TestDatabase;
import dev.idgen.testsupport.TestDatabases;
import java.sql.Connection;
import java.sql.SQLException;
import org.junit.jupiter.api.Test;

/**
 * Which connections reach their database over a network (where a driver that ignores {@code setNetworkTimeout} is
 * worth a warning): the dialect says, from the connection; H2 only through its TCP server, every other database always.
 */
class OverNetworkTest {

    @Test
    void h2InThisJvmIsNotOverANetworkThroughItsServerItIs() throws SQLException {
        try (TestDatabase mem = TestDatabases.freshH2(); TestDatabase tcp = TestDatabases.freshH2Server();
                Connection inJvm = mem.dataSource().getConnection(); Connection remote = tcp.dataSource().getConnection()) {
            SqlDialect h2 = SqlDialects.forDialect(Dialect.H2);
            assertThat(h2.overNetwork(inJvm)).as(mem.jdbcUrl()).isFalse();
            assertThat(h2.overNetwork(remote)).as(tcp.jdbcUrl()).isTrue();
        }
    }

    @Test
    void postgresIsAlwaysOverANetwork() throws SQLException {
        try (TestDatabase pg = TestDatabases.freshPostgres(); Connection c = pg.dataSource().getConnection()) {
            assertThat(SqlDialects.forDialect(Dialect.POSTGRESQL).overNetwork(c)).isTrue();
        }
    }
}
