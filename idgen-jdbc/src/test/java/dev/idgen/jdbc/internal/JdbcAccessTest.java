package dev.idgen.jdbc.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.zaxxer.hikari.HikariDataSource;
import dev.idgen.Dialect;
import dev.idgen.testsupport.TestDatabase;
import dev.idgen.testsupport.TestDatabases;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import org.junit.jupiter.api.Test;

/** {@link JdbcAccess} on real PostgreSQL through HikariCP, as applications run it. */
class JdbcAccessTest {

    /**
     * A connection that dies during idgen's work: HikariCP then closes its proxy, so giving the
     * connection its settings back fails with "Connection is closed". Found on a starved failover
     * run, where every heartbeat failure read "last renewal error: Connection is closed" and hid
     * what the database said. The work's own error is what the caller gets.
     */
    @Test
    void aConnectionThatDiesDuringTheWorkReportsWhatKilledItNotTheRestoreAfter() throws Exception {
        ScheduledExecutorService executor = Executors.newSingleThreadScheduledExecutor();
        try (TestDatabase db = TestDatabases.freshPostgres(); HikariDataSource pool = db.newDataSource(2)) {
            JdbcAccess access = new JdbcAccess(pool, Dialect.POSTGRESQL, Tables.DEFAULT, 5, executor);

            assertThatThrownBy(() -> access.withConnection(c -> {
                try (Statement s = c.createStatement()) {
                    s.execute("SELECT pg_terminate_backend(pg_backend_pid())");
                }
                return null;
            })).isInstanceOf(SQLException.class)
                    .satisfies(e -> assertThat(((SQLException) e).getSQLState()).as(e.toString()).isEqualTo("57P01"))
                    .hasMessageContaining("terminating connection")
                    .satisfies(e -> assertThat(e.getSuppressed()).as("the failed restore, kept as a footnote")
                            .anySatisfy(s -> assertThat(s).hasMessageContaining("Connection is closed")));

            // the pool replaced the dead connection: the next work runs
            Integer answer = access.withConnection(c -> {
                try (Statement s = c.createStatement(); var rs = s.executeQuery("SELECT 42")) {
                    rs.next();
                    return rs.getInt(1);
                }
            });
            assertThat(answer).isEqualTo(42);
        } finally {
            executor.shutdownNow();
        }
    }
}
