package dev.idgen.jdbc.metrics;

import static org.assertj.core.api.Assertions.assertThat;

import com.zaxxer.hikari.HikariDataSource;
import dev.idgen.jdbc.IdGenEngine;
import dev.idgen.jdbc.contract.AbstractDatabaseContract;
import dev.idgen.testsupport.TestDatabase;
import dev.idgen.testsupport.TestDatabases;
import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import java.lang.management.ManagementFactory;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

/**
 * A conflict on idgen's own statement (issue #40: on Galera a certification conflict, ERROR 1213) is retried within
 * the caller's bound and counted: {@link IdGenEngine#retriedConflicts}, Micrometer's {@code idgen.conflicts.retried}
 * and the JMX MXBean. Each database gets a conflict that is certain, not a race: a test transaction holds the key's
 * row so that idgen's range reservation fails with an error the dialect calls retryable, and lets it go only once
 * the count went up; the call then succeeds. Nothing is timed: every wait is for a condition (bounded only so that
 * a broken build fails instead of hanging).
 * <ul>
 *   <li>H2: the row held {@code FOR UPDATE} past a lock timeout of 300 ms (error 50200);</li>
 *   <li>PostgreSQL at REPEATABLE READ (the database's default for new sessions): the row updated by the test
 *       transaction, which commits while idgen's update waits for it (40001, could not serialize access);</li>
 *   <li>MariaDB: a lock upgrade — the test transaction (made the heavier by 50 inserted rows) holds a shared lock,
 *       idgen's update waits for its exclusive one, the test transaction then asks for the exclusive lock itself:
 *       InnoDB reports a deadlock (1213, SQLState 40001) to the lighter transaction, idgen's.</li>
 * </ul>
 */
class RetriedConflictsTest {

    private static final Duration BOUND = Duration.ofSeconds(90);

    abstract static class Contract extends AbstractDatabaseContract {

        /** No slow-ordered key here: the database is migrated without those tables. */
        @Override
        protected boolean slowOrderedTables() {
            return false;
        }

        /** Before idgen's reservation begins: takes what makes it wait on {@code holder}. */
        abstract void hold(Connection holder) throws SQLException;

        /** Whether idgen's statement waits for the holder's lock now ({@code true} where not needed). */
        abstract boolean idgenWaits(Connection probe) throws SQLException;

        /** Once idgen waits: what turns its wait into a conflict (nothing where a lock timeout does it). */
        abstract void provoke(Connection holder) throws SQLException;

        /** How often {@link #idgenWaits} may be asked. */
        long probeMillis() {
            return 20;
        }

        /** What the engine's connections need for the conflict (a lock timeout, an isolation level). */
        void prepareEngineSessions() {
        }

        @Test
        void aConflictOnIdgensOwnStatementIsRetriedCountedAndTheCallSucceeds() throws Exception {
            long first = engine().segment("order").nextId(); // the key's row exists, with one range taken
            prepareEngineSessions();
            try (HikariDataSource pool = db.newDataSource(4)) {
                MetricsPlugin metrics = new MetricsPlugin();
                IdGenEngine node = engine(IdGenEngine.builder(pool).name("conflicted-" + db.dialect().name())
                        .plugin(metrics).maxWait(BOUND));
                assertThat(node.strategies()).contains("segment");
                assertThat(node.retriedConflicts("segment")).isZero();
                SimpleMeterRegistry registry = new SimpleMeterRegistry();
                MicrometerMetrics.bind(registry, node, metrics);
                ExecutorService caller = Executors.newSingleThreadExecutor();
                try (Connection holder = db.connect(); Connection probe = db.connect()) {
                    holder.setAutoCommit(false);
                    hold(holder);
                    Future<Long> call = caller.submit(() -> node.segment("order").nextId()); // a new node: a reservation
                    awaitTrue("idgen's reservation waits for the held row", () -> waits(probe), probeMillis());
                    provoke(holder);
                    awaitTrue("idgen's reservation met a conflict", () -> node.retriedConflicts("segment") >= 1, 20);
                    holder.rollback();
                    long id = call.get(BOUND.toSeconds(), TimeUnit.SECONDS);
                    assertThat(id).as("served once the row was free, above the first node's range").isGreaterThan(first);
                } finally {
                    caller.shutdownNow();
                }
                assertThat(node.retriedConflicts("segment")).isPositive();
                assertThat(node.retriedConflicts("snowflake")).isZero();
                assertThat(registry.get("idgen.conflicts.retried").tag("engine", node.name()).tag("strategy", "segment")
                        .functionCounter().count()).isGreaterThanOrEqualTo(1.0);
                try (JmxMetrics jmx = JmxMetrics.register(node, metrics)) {
                    Object table = ManagementFactory.getPlatformMBeanServer().getAttribute(jmx.objectName(),
                            "RetriedConflicts");
                    assertThat(jmx.getRetriedConflicts()).containsKey("segment");
                    assertThat(jmx.getRetriedConflicts().get("segment")).isPositive();
                    assertThat(String.valueOf(table)).contains("segment");
                }
            }
        }

        private boolean waits(Connection probe) {
            try {
                return idgenWaits(probe);
            } catch (SQLException e) {
                throw new IllegalStateException(e);
            }
        }

        static void execute(Connection c, String sql) throws SQLException {
            try (Statement s = c.createStatement()) {
                s.execute(sql);
            }
        }

        static long count(Connection c, String sql) throws SQLException {
            try (Statement s = c.createStatement(); ResultSet rs = s.executeQuery(sql)) {
                rs.next();
                return rs.getLong(1);
            }
        }

        static void lockRow(Connection c, String mode) throws SQLException {
            try (PreparedStatement ps = c.prepareStatement("SELECT max_id FROM idgen_segment WHERE biz_tag = ? " + mode)) {
                ps.setString(1, "order");
                try (ResultSet rs = ps.executeQuery()) {
                    assertThat(rs.next()).isTrue();
                }
            }
        }

        static void touchRow(Connection c) throws SQLException {
            try (PreparedStatement ps = c.prepareStatement("UPDATE idgen_segment SET max_id = max_id WHERE biz_tag = ?")) {
                ps.setString(1, "order");
                assertThat(ps.executeUpdate()).isEqualTo(1);
            }
        }
    }

    private static void awaitTrue(String what, BooleanSupplier condition, long pollMillis) throws InterruptedException {
        long deadline = System.nanoTime() + BOUND.toNanos();
        while (!condition.getAsBoolean()) {
            assertThat(System.nanoTime() - deadline).as("not yet: " + what).isNegative();
            Thread.sleep(pollMillis);
        }
    }

    @Nested
    class H2 extends Contract {
        @Override
        protected TestDatabase newDatabase() {
            return TestDatabases.freshH2();
        }

        @Override
        void prepareEngineSessions() {
            db.execute("SET DEFAULT_LOCK_TIMEOUT 300"); // the engine's new sessions: error 50200 after 300 ms
        }

        @Override
        void hold(Connection holder) throws SQLException {
            lockRow(holder, "FOR UPDATE");
        }

        @Override
        boolean idgenWaits(Connection probe) {
            return true; // the lock timeout ends idgen's wait by itself
        }

        @Override
        void provoke(Connection holder) {
        }
    }

    @Nested
    class Postgres extends Contract {
        @Override
        protected TestDatabase newDatabase() {
            return TestDatabases.freshPostgres();
        }

        @Override
        void prepareEngineSessions() {
            db.execute("ALTER DATABASE " + db.databaseName() + " SET default_transaction_isolation = 'repeatable read'");
        }

        @Override
        void hold(Connection holder) throws SQLException {
            touchRow(holder);
        }

        @Override
        boolean idgenWaits(Connection probe) throws SQLException {
            return count(probe, "SELECT count(*) FROM pg_stat_activity WHERE datname = current_database() "
                    + "AND wait_event_type = 'Lock'") > 0;
        }

        @Override
        void provoke(Connection holder) throws SQLException {
            holder.commit(); // idgen's update, at REPEATABLE READ, finds the row changed since its snapshot: 40001
        }
    }

    @Nested
    class MariaDb extends Contract {
        @Override
        protected TestDatabase newDatabase() {
            return TestDatabases.freshMariaDb();
        }

        @Override
        void hold(Connection holder) throws SQLException {
            execute(holder, "CREATE TABLE IF NOT EXISTS conflict_weight (n INT PRIMARY KEY)");
            holder.commit();
            for (int n = 0; n < 50; n++) {
                execute(holder, "INSERT INTO conflict_weight VALUES (" + n + ")");
            }
            lockRow(holder, "LOCK IN SHARE MODE");
        }

        @Override
        long probeMillis() {
            return 250; // InnoDB refreshes what INNODB_TRX shows only when it was not read for 100 ms
        }

        @Override
        boolean idgenWaits(Connection probe) throws SQLException {
            return count(probe, "SELECT count(*) FROM information_schema.INNODB_TRX t JOIN "
                    + "information_schema.PROCESSLIST p ON p.ID = t.trx_mysql_thread_id WHERE t.trx_state = 'LOCK WAIT' "
                    + "AND p.DB = DATABASE()") > 0;
        }

        @Override
        void provoke(Connection holder) throws SQLException {
            touchRow(holder); // the lock upgrade: a deadlock, idgen's transaction the lighter one
        }
    }
}
