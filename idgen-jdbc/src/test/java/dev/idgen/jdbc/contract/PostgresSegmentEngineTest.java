package dev.idgen.jdbc.contract;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.idgen.Dialect;
import dev.idgen.jdbc.IdGenEngine;
import dev.idgen.jdbc.segment.SegmentIdGenerator;
import dev.idgen.testsupport.TestDatabase;
import dev.idgen.testsupport.TestDatabases;
import dev.idgen.testsupport.ThreadBoundDataSource;
import java.sql.Connection;
import java.sql.PreparedStatement;
import org.junit.jupiter.api.Test;

/** The segment contract on PostgreSQL (embedded, or the server in IDGEN_TEST_JDBC_URL), plus what only matters here. */
class PostgresSegmentEngineTest extends AbstractSegmentEngineTest {

    @Override
    protected TestDatabase newDatabase() {
        return TestDatabases.freshPostgres();
    }

    @Override
    protected int multiNodeIds() {
        return 1_048_576; // 4 nodes x 4 threads x 65 536
    }

    @Test
    void detectsPostgres() {
        assertThat(engine().dialect()).isEqualTo(Dialect.POSTGRESQL);
    }

    @Test
    void missingSchemaFailsTheBuildAndNamesTheMigration() {
        try (TestDatabase empty = TestDatabases.freshPostgres()) {
            assertMissingSchemaNamesTheMigration(empty);
        }
    }

    /**
     * A business transaction bound to the caller's thread (as Spring or JTA bind one) takes ids and
     * rolls back: the reservation was not part of it, so the ids are never handed out again.
     */
    @Test
    void aRolledBackBusinessTransactionCausesNoReuse() throws Exception {
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
}
