package dev.idgen.jdbc.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.zaxxer.hikari.HikariDataSource;
import dev.idgen.Dialect;
import dev.idgen.testsupport.TestDatabase;
import dev.idgen.testsupport.TestDatabases;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.concurrent.TimeUnit;
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

    /**
     * The hot statement ({@link SqlDialect#counterUpdate} and every {@code UPDATE .. RETURNING}) is not given pgjdbc's
     * query timeout (a timer task per execution) but is still bounded by the engine's statement timeout: a row held
     * by another transaction ends the statement by a cancel (SQLState 57014) after the timeout, not when the lock is
     * released. The statement that ran in time is left alone, and the connection serves the next statement.
     */
    @Test
    void aHotStatementThatWaitsPastTheTimeoutIsCancelledWithoutTheDriversTimer() throws Exception {
        ScheduledExecutorService executor = Executors.newSingleThreadScheduledExecutor();
        try (TestDatabase db = TestDatabases.freshPostgres(); HikariDataSource pool = db.newDataSource(3)) {
            try (Connection c = pool.getConnection(); Statement s = c.createStatement()) {
                s.execute("CREATE TABLE counter (id INT PRIMARY KEY, num BIGINT NOT NULL)");
                s.execute("INSERT INTO counter VALUES (1, 0)");
            }
            JdbcAccess access = new JdbcAccess(pool, Dialect.POSTGRESQL, Tables.DEFAULT, 1, executor);
            SqlDialect.CounterUpdate add = access.counterUpdate("counter", "num", "id = id", "id = ?");
            assertThat(access.withConnection(c -> add.add(c, 5, 1)).value()).isEqualTo(5);
            access.withConnection(c -> {
                try (var ps = access.prepareWatched(c, "SELECT 1")) {
                    assertThat(ps.getQueryTimeout()).as("no driver timeout on a watched statement").isZero();
                }
                return null;
            });

            try (Connection holder = pool.getConnection(); Statement s = holder.createStatement()) {
                holder.setAutoCommit(false);
                s.execute("SELECT num FROM counter WHERE id = 1 FOR UPDATE"); // holds the row until rollback
                long started = System.nanoTime();
                assertThatThrownBy(() -> access.withConnection(c -> add.add(c, 5, 1)))
                        .isInstanceOf(SQLException.class)
                        .satisfies(e -> assertThat(((SQLException) e).getSQLState()).as(e.toString()).isEqualTo("57014"));
                assertThat(TimeUnit.NANOSECONDS.toSeconds(System.nanoTime() - started))
                        .as("hang detector: the 1 s timeout, not the held lock (held until the test ends), ended it")
                        .isLessThan(15);
                holder.rollback();
            }
            assertThat(access.withConnection(c -> add.add(c, 5, 1)).value())
                    .as("the cancelled statement changed nothing; the next one runs").isEqualTo(10);
        } finally {
            executor.shutdownNow();
        }
    }
}
