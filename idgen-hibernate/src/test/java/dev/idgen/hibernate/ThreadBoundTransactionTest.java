package dev.idgen.hibernate;

import static org.assertj.core.api.Assertions.assertThat;

import dev.idgen.hibernate.model.PurchaseOrder;
import dev.idgen.migrations.IdGenMigrations;
import dev.idgen.testsupport.TestDatabase;
import dev.idgen.testsupport.TestDatabases;
import dev.idgen.testsupport.ThreadBoundDataSource;
import java.sql.Connection;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import org.hibernate.Session;
import org.hibernate.SessionFactory;
import org.junit.jupiter.api.Test;

/**
 * What JTA (and Spring's transaction-aware DataSource) does: while a transaction is bound to a
 * thread, every connection asked for on that thread is the transaction's connection. idgen asks
 * for connections only on its own threads (the engine's start thread and executor), which never
 * carry a transaction, so its reservations commit on their own and survive the business rollback.
 */
class ThreadBoundTransactionTest {

    @Test
    void idgenNeverWorksInATransactionBoundToTheSessionsThread() throws Exception {
        try (TestDatabase db = TestDatabases.freshPostgres()) {
            IdGenMigrations.migrate(db.dataSource());
            ThreadBoundDataSource bound = new ThreadBoundDataSource(db.dataSource());
            JdbcRecorder recorder = new JdbcRecorder();
            Map<String, Object> settings = SessionFactories.settings(recorder.wrap(bound));
            settings.put(IdGenSettings.NAME, "jta-node");
            // ranges of 10: the engine reserves again and again while the transaction is open
            settings.put("idgen.segment.default-step", 10);
            settings.put("idgen.segment.min-step", 10);
            settings.put("idgen.segment.max-step", 10);
            SessionFactory sf = SessionFactories.buildUntracked(settings, PurchaseOrder.class);
            try {
                assertThat(recorder.connectionRequests).filteredOn(JdbcRecorder.ConnectionRequest::byIdgen)
                        .as("even the start-up check ran on a thread of idgen's own").isNotEmpty()
                        .allMatch(r -> r.thread().startsWith("jta-node-"));
                recorder.clear();
                String sessionThread = Thread.currentThread().getName();
                List<Long> rolledBack = new ArrayList<>();
                try (Connection transaction = bound.bindNewTransaction()) {
                    try (Session s = sf.openSession()) {
                        s.beginTransaction(); // Hibernate gets the bound connection, as under JTA
                        for (int i = 0; i < 100; i++) {
                            PurchaseOrder o = new PurchaseOrder("c" + i, "in a bound transaction");
                            s.persist(o);
                            rolledBack.add(o.getId());
                        }
                        s.flush();
                        s.getTransaction().rollback();
                    }
                } finally {
                    bound.unbind();
                }
                assertThat(db.queryLong("SELECT COUNT(*) FROM purchase_order")).isZero();
                assertThat(recorder.connectionRequests).filteredOn(JdbcRecorder.ConnectionRequest::byIdgen)
                        .as("idgen reserved during the transaction, never on the session's thread").hasSizeGreaterThan(5)
                        .allMatch(r -> r.thread().startsWith("jta-node-io-"));
                assertThat(recorder.executions).filteredOn(e -> e.thread().equals(sessionThread))
                        .noneMatch(e -> e.sql().contains("idgen_"));
                long maxId = db.queryLong("SELECT max_id FROM idgen_segment WHERE biz_tag = 'order'");
                assertThat(maxId).as("the reservations survived the rollback").isGreaterThan(Collections.max(rolledBack));

                List<Long> after = AbstractHibernateIdGenTest.persist(sf, 100, i -> new PurchaseOrder("c" + i, "after"),
                        PurchaseOrder::getId);
                assertThat(after).doesNotContainAnyElementsOf(rolledBack);
            } finally {
                sf.close();
            }
        }
    }
}
