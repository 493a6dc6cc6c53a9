package dev.idgen.jdbc.contract;

import static org.assertj.core.api.Assertions.assertThat;

import dev.idgen.jdbc.IdGenEngine;
import dev.idgen.jdbc.ordered.OrderedIdGenerator;
import dev.idgen.testsupport.TestDatabase;
import dev.idgen.testsupport.TestDatabases;
import dev.idgen.testsupport.ThreadBoundDataSource;
import java.sql.Connection;
import java.sql.PreparedStatement;
import org.junit.jupiter.api.Test;

/** The slow-ordered contract on PostgreSQL (embedded, or the server in IDGEN_TEST_JDBC_URL), plus what only matters here. */
class PostgresOrderedEngineTest extends AbstractOrderedEngineTest {

    @Override
    protected TestDatabase newDatabase() {
        return TestDatabases.freshPostgres();
    }

    /**
     * A business transaction bound to the caller's thread (as Spring or JTA bind one) takes ids and
     * rolls back: the round trips were not part of it, so the ids are never handed out again.
     */
    @Test
    void aRolledBackBusinessTransactionCausesNoReuse() throws Exception {
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
        assertThat(num("idgen_ordered_59", "im.message", "room-42")).as("committed on its own").isEqualTo(3);
        assertThat(engine().slowOrdered("im.message", "room-42").nextId()).isGreaterThan(last);
    }
}
