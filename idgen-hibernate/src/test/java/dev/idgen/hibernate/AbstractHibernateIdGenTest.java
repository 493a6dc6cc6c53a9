package dev.idgen.hibernate;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.idgen.IdGeneratorClosedException;
import dev.idgen.SchemaMissingException;
import dev.idgen.hibernate.JdbcRecorder.Kind;
import dev.idgen.hibernate.model.AuditEvent;
import dev.idgen.hibernate.model.ChatMessage;
import dev.idgen.hibernate.model.Customer;
import dev.idgen.hibernate.model.IdentityRow;
import dev.idgen.hibernate.model.Invoice;
import dev.idgen.hibernate.model.PurchaseOrder;
import dev.idgen.jdbc.IdGenEngine;
import dev.idgen.migrations.IdGenMigrations;
import dev.idgen.testsupport.TestDatabase;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;
import java.util.function.ToLongFunction;
import org.hibernate.Session;
import org.hibernate.SessionFactory;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * idgen through Hibernate, against every database by a small subclass: each strategy in JDBC
 * batches, rollbacks, two nodes, engine ownership and the missing-schema failure. The schema is
 * created by the shipped migrations; entity tables by Hibernate.
 */
abstract class AbstractHibernateIdGenTest {

    protected TestDatabase db;
    protected final SessionFactories factories = new SessionFactories();

    protected abstract TestDatabase newDatabase();

    @BeforeEach
    void migrate() {
        db = newDatabase();
        IdGenMigrations.migrate(db.dataSource());
    }

    @AfterEach
    void closeAll() {
        factories.close();
        db.close();
    }

    protected Map<String, Object> settings() {
        return SessionFactories.settings(db.dataSource());
    }

    @Test
    void everyStrategyAndBothAnnotationStylesPersistInBatches() {
        SessionFactory sf = factories.build(settings(), PurchaseOrder.class, Customer.class, Invoice.class,
                ChatMessage.class, AuditEvent.class);
        int n = 600;
        List<Object> all = new ArrayList<>();
        try (Session s = sf.openSession()) {
            s.beginTransaction();
            for (int i = 0; i < n; i++) {
                Object[] row = {new PurchaseOrder("c" + i, "order"), new Customer("c" + i, "customer"),
                        new Invoice("c" + i, "invoice"), new ChatMessage("c" + i, "chat"), new AuditEvent("c" + i, "audit")};
                for (Object e : row) {
                    s.persist(e);
                    all.add(e);
                }
                if (i % 200 == 199) {
                    s.flush();
                    s.clear();
                }
            }
            s.getTransaction().commit();
        }
        for (String table : List.of("purchase_order", "customer", "invoice", "chat_message", "audit_event")) {
            assertThat(db.queryLong("SELECT COUNT(*) FROM " + table)).as(table).isEqualTo(n);
            assertThat(db.queryLong("SELECT COUNT(DISTINCT id) FROM " + table)).as(table).isEqualTo(n);
            assertThat(db.queryLong("SELECT MIN(id) FROM " + table)).as(table).isPositive();
        }
        // the segment keys: explicit ones, and the JPA entity name where none is given
        for (String key : List.of("order", "invoice", "Customer")) {
            assertThat(db.queryLong("SELECT max_id FROM idgen_segment WHERE biz_tag = '" + key + "'")).as(key)
                    .isGreaterThan(n);
        }
        assertThat(db.queryLong("SELECT MAX(id) FROM purchase_order")).isLessThan(
                db.queryLong("SELECT max_id FROM idgen_segment WHERE biz_tag = 'order'"));
        // snowflake: one worker per namespace leased by this node
        assertThat(db.queryLong("SELECT COUNT(*) FROM idgen_worker WHERE namespace IN ('default', 'audit')")).isEqualTo(2);
        assertThat(sf.getStatistics().getEntityInsertCount()).isEqualTo(5L * n);
        assertThat(all).allSatisfy(e -> assertThat(id(e)).isPositive());
    }

    @Test
    void jdbcBatchingStaysOnAndIdgenNeverUsesTheSessionsConnection() {
        JdbcRecorder recorder = new JdbcRecorder();
        Map<String, Object> settings = settings();
        settings.put("hibernate.connection.datasource", recorder.wrap(db.dataSource()));
        SessionFactory sf = factories.build(settings, PurchaseOrder.class, ChatMessage.class, IdentityRow.class);
        recorder.clear();
        String sessionThread = Thread.currentThread().getName();
        int n = 500;
        try (Session s = sf.openSession()) {
            s.beginTransaction();
            for (int i = 0; i < n; i++) {
                s.persist(new PurchaseOrder("c" + i, "batched"));
                s.persist(new ChatMessage("c" + i, "batched"));
            }
            // an IDENTITY insert runs at persist and first sends every queued insert unsorted, which
            // would interleave the two tables above and cut their batches to one row: flush them first
            s.flush();
            for (int i = 0; i < 100; i++) {
                s.persist(new IdentityRow("c" + i, "one by one"));
            }
            s.getTransaction().commit();
        }
        int batches = n / SessionFactories.BATCH_SIZE;
        for (String table : List.of("purchase_order", "chat_message")) {
            assertThat(recorder.count(table, Kind.ADD_BATCH)).as(table + " rows added to batches").isEqualTo(n);
            assertThat(recorder.count(table, Kind.EXECUTE_BATCH)).as(table + " batches sent").isEqualTo(batches);
            assertThat(recorder.count(table, Kind.EXECUTE_UPDATE) + recorder.count(table, Kind.EXECUTE))
                    .as(table + " single inserts").isZero();
        }
        // the baseline: IDENTITY needs the generated key back, so every row is its own statement
        assertThat(recorder.count("identity_row", Kind.EXECUTE_BATCH)).isZero();
        assertThat(recorder.count("identity_row", Kind.EXECUTE_UPDATE) + recorder.count("identity_row", Kind.EXECUTE))
                .isEqualTo(100);
        // idgen worked on its own connections, on its own threads: none of its SQL ran on the session's thread
        assertThat(recorder.executions).filteredOn(e -> e.thread().equals(sessionThread))
                .noneMatch(e -> e.sql().toLowerCase().contains("idgen_"));
        assertThat(recorder.connectionRequests).filteredOn(JdbcRecorder.ConnectionRequest::byIdgen)
                .allMatch(r -> !r.thread().equals(sessionThread));
        assertThat(sf.getStatistics().getEntityInsertCount()).isEqualTo(2L * n + 100);
    }

    @Test
    void aRolledBackSessionCausesNoReuse() {
        Map<String, Object> settings = settings();
        SessionFactory first = factories.build(settings, PurchaseOrder.class, ChatMessage.class);
        Set<Long> rolledBack = new HashSet<>();
        try (Session s = first.openSession()) {
            s.beginTransaction();
            for (int i = 0; i < 120; i++) {
                PurchaseOrder o = new PurchaseOrder("c" + i, "lost");
                ChatMessage m = new ChatMessage("c" + i, "lost");
                s.persist(o);
                s.persist(m);
                rolledBack.add(o.getId());
                rolledBack.add(m.getId());
            }
            s.flush(); // the rows reached the database, then go away with the transaction
            s.getTransaction().rollback();
        }
        assertThat(db.queryLong("SELECT COUNT(*) FROM purchase_order")).isZero();
        long maxRolledBackOrder = db.queryLong("SELECT max_id FROM idgen_segment WHERE biz_tag = 'order'");
        assertThat(rolledBack).hasSize(240);

        List<Long> after = persist(first, 120, i -> new PurchaseOrder("c" + i, "kept"), PurchaseOrder::getId);
        after.addAll(persist(first, 120, i -> new ChatMessage("c" + i, "kept"), ChatMessage::getId));
        assertThat(after).doesNotContainAnyElementsOf(rolledBack);
        // the reservation was committed on idgen's own connection: the rollback did not undo it
        assertThat(db.queryLong("SELECT max_id FROM idgen_segment WHERE biz_tag = 'order'"))
                .isGreaterThanOrEqualTo(maxRolledBackOrder);

        first.close();
        SessionFactory restarted = factories.build(settings, PurchaseOrder.class, ChatMessage.class);
        List<Long> afterRestart = persist(restarted, 120, i -> new PurchaseOrder("c" + i, "restart"), PurchaseOrder::getId);
        afterRestart.addAll(persist(restarted, 120, i -> new ChatMessage("c" + i, "restart"), ChatMessage::getId));
        assertThat(afterRestart).doesNotContainAnyElementsOf(rolledBack).doesNotContainAnyElementsOf(after);
        assertThat(db.queryLong("SELECT COUNT(*) FROM purchase_order")).isEqualTo(240);
    }

    @Test
    void twoSessionFactoriesOnOneDatabaseNeverShareAnId() throws Exception {
        int nodes = 2;
        int threadsPerNode = 2;
        int perThread = 1_500;
        List<SessionFactory> sfs = new ArrayList<>();
        for (int n = 0; n < nodes; n++) {
            Map<String, Object> settings = SessionFactories.settings(db.newDataSource(4));
            // small ranges, so the nodes reserve many times while they race
            settings.put("idgen.segment.default-step", 20);
            settings.put("idgen.segment.min-step", 10);
            settings.put("idgen.segment.max-step", 50);
            settings.put(IdGenSettings.NAME, "node-" + n);
            sfs.add(factories.build(settings, PurchaseOrder.class, ChatMessage.class));
        }
        ExecutorService pool = Executors.newFixedThreadPool(nodes * threadsPerNode);
        CountDownLatch go = new CountDownLatch(1);
        List<Future<?>> done = new ArrayList<>();
        for (int t = 0; t < nodes * threadsPerNode; t++) {
            SessionFactory sf = sfs.get(t % nodes);
            int thread = t;
            done.add(pool.submit(() -> {
                go.await();
                for (int chunk = 0; chunk < perThread / 100; chunk++) {
                    try (Session s = sf.openSession()) {
                        s.beginTransaction();
                        for (int i = 0; i < 100; i++) {
                            s.persist(new PurchaseOrder("t" + thread, "race"));
                            s.persist(new ChatMessage("t" + thread, "race"));
                        }
                        s.getTransaction().commit(); // a duplicate id would fail here on the primary key
                    }
                }
                return null;
            }));
        }
        go.countDown();
        try {
            for (Future<?> f : done) {
                f.get(2, TimeUnit.MINUTES);
            }
        } finally {
            pool.shutdownNow();
        }
        long expected = (long) nodes * threadsPerNode * perThread;
        for (String table : List.of("purchase_order", "chat_message")) {
            assertThat(db.queryLong("SELECT COUNT(DISTINCT id) FROM " + table)).as(table).isEqualTo(expected);
        }
        assertThat(db.queryLong("SELECT COUNT(DISTINCT worker_id) FROM idgen_worker WHERE namespace = 'default'"))
                .as("each node leased a worker of its own").isEqualTo(nodes);
        assertThat(IdGenHibernate.engine(sfs.get(0)).segmentStats()).singleElement()
                .satisfies(st -> assertThat(st.key()).isEqualTo("order"));
    }

    @Test
    void theEngineBuiltForASessionFactoryIsClosedWithIt() {
        SessionFactory sf = SessionFactories.buildUntracked(settings(), PurchaseOrder.class, ChatMessage.class);
        IdGenEngine engine = IdGenHibernate.engine(sf);
        persist(sf, 10, i -> new ChatMessage("c" + i, "x"), ChatMessage::getId);
        assertThat(engine.isClosed()).isFalse();
        long farAhead = System.currentTimeMillis() + 10_000;
        assertThat(db.queryLong("SELECT MAX(lease_expires_at) FROM idgen_worker")).isGreaterThan(farAhead);

        sf.close();
        assertThat(engine.isClosed()).isTrue();
        assertThat(db.queryLong("SELECT MAX(lease_expires_at) FROM idgen_worker"))
                .as("the worker lease was given back").isLessThan(farAhead);
        assertThatThrownBy(() -> engine.segment("order").nextId()).isInstanceOf(IdGeneratorClosedException.class);
        assertThatThrownBy(() -> IdGenHibernate.engine(sf)).isInstanceOf(IllegalStateException.class);
    }

    @Test
    void anApplicationEngineIsUsedAndNeverClosedByHibernate() {
        try (IdGenEngine mine = IdGenEngine.builder(db.dataSource()).name("the-apps-engine").build()) {
            long before = mine.segment("order").nextId();
            Map<String, Object> settings = settings();
            settings.put(IdGenSettings.ENGINE, mine);
            SessionFactory sf = SessionFactories.buildUntracked(settings, PurchaseOrder.class);
            assertThat(IdGenHibernate.engine(sf)).isSameAs(mine);
            List<Long> ids = persist(sf, 50, i -> new PurchaseOrder("c" + i, "x"), PurchaseOrder::getId);
            assertThat(ids).allMatch(id -> id > before);
            sf.close();
            assertThat(mine.isClosed()).isFalse();
            assertThat(mine.segment("order").nextId()).isGreaterThan(ids.get(ids.size() - 1));
        }
    }

    @Test
    void missingIdgenTablesFailTheSessionFactoryBuildAndNameTheMigration() {
        try (TestDatabase empty = newDatabase()) {
            Map<String, Object> settings = SessionFactories.settings(empty.dataSource());
            assertThatThrownBy(() -> SessionFactories.buildUntracked(settings, PurchaseOrder.class))
                    .hasStackTraceContaining("IdGenMigrations.migrate")
                    .hasStackTraceContaining("'PurchaseOrder'")
                    .satisfies(e -> assertThat(causeOf(e, SchemaMissingException.class)).isNotNull());
        }
    }

    /** Persists {@code n} entities in one transaction and returns their ids. */
    protected static <E> List<Long> persist(SessionFactory sf, int n, Function<Integer, E> factory, ToLongFunction<E> id) {
        List<Long> ids = new ArrayList<>();
        try (Session s = sf.openSession()) {
            s.beginTransaction();
            for (int i = 0; i < n; i++) {
                E e = factory.apply(i);
                s.persist(e);
                ids.add(id.applyAsLong(e));
            }
            s.getTransaction().commit();
        }
        return ids;
    }

    static <T extends Throwable> T causeOf(Throwable e, Class<T> type) {
        for (Throwable t = e; t != null; t = t.getCause()) {
            if (type.isInstance(t)) {
                return type.cast(t);
            }
        }
        return null;
    }

    private static long id(Object entity) {
        if (entity instanceof PurchaseOrder o) {
            return o.getId();
        }
        if (entity instanceof Customer c) {
            return c.getId();
        }
        if (entity instanceof Invoice i) {
            return i.getId();
        }
        if (entity instanceof ChatMessage m) {
            return m.getId();
        }
        return ((AuditEvent) entity).getId();
    }
}
