package dev.idgen.hibernate;

import static org.assertj.core.api.Assertions.assertThat;

import dev.idgen.hibernate.JdbcRecorder.Kind;
import dev.idgen.hibernate.model.ChatLine;
import dev.idgen.hibernate.model.LedgerEntry;
import dev.idgen.hibernate.model.LobbyLine;
import dev.idgen.jdbc.ordered.OrderedShards;
import dev.idgen.migrations.IdGenMigrations;
import dev.idgen.testsupport.TestDatabase;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import org.hibernate.Session;
import org.hibernate.SessionFactory;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The slow-ordered strategy through Hibernate, against every database by a small subclass: ids
 * strictly increase in the order the persists happened, in one session, across two
 * SessionFactories on one key, after a rollback, through {@code @IdGen} and
 * {@code @GenericGenerator}; inserts stay in JDBC batches. Every entity records the test's own
 * count of persist calls ({@code persist_order}), so the tables are read back in persist order.
 */
abstract class AbstractSlowOrderedHibernateTest {

    protected TestDatabase db;
    protected final SessionFactories factories = new SessionFactories();

    protected abstract TestDatabase newDatabase();

    @BeforeEach
    void migrate() {
        db = newDatabase();
        IdGenMigrations.with(db.dataSource()).slowOrdered(true).migrate();
    }

    @AfterEach
    void closeAll() {
        factories.close();
        db.close();
    }

    @Test
    void idsStrictlyIncreaseInPersistOrderAndInsertsStayBatched() {
        JdbcRecorder recorder = new JdbcRecorder();
        Map<String, Object> settings = SessionFactories.settings(recorder.wrap(db.dataSource()));
        SessionFactory sf = factories.build(settings, ChatLine.class);
        recorder.clear();
        int n = 1_000;
        List<Long> ids = new ArrayList<>();
        try (Session s = sf.openSession()) {
            s.beginTransaction();
            for (int i = 0; i < n; i++) {
                ChatLine line = new ChatLine(i, "one");
                s.persist(line);
                ids.add(line.getId()); // assigned by persist, before the INSERT
            }
            s.getTransaction().commit();
        }
        assertThat(ids).isSorted().doesNotHaveDuplicates().allMatch(id -> id > 0);
        assertThat(idsInPersistOrder("chat_line")).as("the rows, read back in persist order").isEqualTo(ids);
        // the ids are the (key, default sub-key) row's: its num is the last id handed out
        assertThat(num("chat", IdGenGenerator.DEFAULT_SUB_KEY)).isEqualTo(ids.get(n - 1));
        // JDBC batching stayed on: every row went into a batch of BATCH_SIZE, none was a single insert
        assertThat(recorder.count("chat_line", Kind.ADD_BATCH)).isEqualTo(n);
        assertThat(recorder.count("chat_line", Kind.EXECUTE_BATCH)).isEqualTo(n / SessionFactories.BATCH_SIZE);
        assertThat(recorder.count("chat_line", Kind.EXECUTE_UPDATE) + recorder.count("chat_line", Kind.EXECUTE)).isZero();
        // the default sub-key is the documented constant: code of one's own shares the sequence
        assertThat(IdGenHibernate.engine(sf).slowOrdered("chat", "default").nextId()).isEqualTo(ids.get(n - 1) + 1);
    }

    @Test
    void aSubKeyIsASequenceOfItsOwn() {
        SessionFactory sf = factories.build(SessionFactories.settings(db.dataSource()), ChatLine.class, LobbyLine.class);
        List<Long> chat = AbstractHibernateIdGenTest.persist(sf, 60, i -> new ChatLine(i, "one"), ChatLine::getId);
        List<Long> lobby = AbstractHibernateIdGenTest.persist(sf, 40, i -> new LobbyLine("l" + i), LobbyLine::getId);
        assertThat(chat).isSorted().doesNotHaveDuplicates();
        assertThat(lobby).isSorted().doesNotHaveDuplicates();
        // same key, two sub-keys: two rows, two independent sequences
        assertThat(num("chat", "default")).isEqualTo(chat.get(chat.size() - 1));
        assertThat(num("chat", "lobby")).isEqualTo(lobby.get(lobby.size() - 1));
        assertThat(lobby.get(0)).as("the lobby's sequence is not chat's continued").isLessThan(chat.get(chat.size() - 1));
    }

    @Test
    void twoSessionFactoriesInterleavingOnOneKeyStrictlyIncreaseInPersistOrder() {
        SessionFactory a = factories.build(nodeSettings("node-a"), ChatLine.class);
        SessionFactory b = factories.build(nodeSettings("node-b"), ChatLine.class);
        int n = 600;
        List<Long> ids = new ArrayList<>();
        try (Session sa = a.openSession(); Session sb = b.openSession()) {
            sa.beginTransaction();
            sb.beginTransaction();
            for (int i = 0; i < n; i++) {
                // two persists on A, one on B, so the pattern is not a plain alternation
                Session s = i % 3 == 2 ? sb : sa;
                ChatLine line = new ChatLine(i, s == sa ? "a" : "b");
                s.persist(line);
                ids.add(line.getId());
            }
            sa.getTransaction().commit();
            sb.getTransaction().commit();
        }
        assertThat(ids).isSorted().doesNotHaveDuplicates();
        assertThat(idsInPersistOrder("chat_line")).as("both nodes' rows, read back in persist order").isEqualTo(ids);
        assertThat(db.queryLong("SELECT COUNT(DISTINCT id) FROM chat_line")).isEqualTo(n);
        assertThat(db.queryLong("SELECT COUNT(*) FROM chat_line WHERE node = 'b'")).isEqualTo(n / 3);
        assertThat(IdGenHibernate.engine(a)).isNotSameAs(IdGenHibernate.engine(b));
    }

    /**
     * Threads on two SessionFactories persist at once. Slow-ordered promises order between calls
     * that do not overlap in time: whenever a persist returned before another began, its id is the
     * smaller one. Each persist takes a ticket before and after; a persist whose "before" ticket is
     * greater than another's "after" ticket began after that one ended.
     */
    @Test
    void concurrentPersistsOnTwoSessionFactoriesAreOrderedByTimeAndNeverShareAnId() throws Exception {
        List<SessionFactory> nodes = List.of(factories.build(nodeSettings("node-a"), ChatLine.class),
                factories.build(nodeSettings("node-b"), ChatLine.class));
        int threads = 4;
        int perThread = 150;
        AtomicLong tickets = new AtomicLong();
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        CountDownLatch go = new CountDownLatch(1);
        List<Future<List<Call>>> done = new ArrayList<>();
        for (int t = 0; t < threads; t++) {
            SessionFactory sf = nodes.get(t % nodes.size());
            String node = "t" + t;
            done.add(pool.submit(() -> {
                go.await();
                List<Call> calls = new ArrayList<>();
                try (Session s = sf.openSession()) {
                    s.beginTransaction();
                    for (int i = 0; i < perThread; i++) {
                        long began = tickets.incrementAndGet();
                        ChatLine line = new ChatLine(began, node);
                        s.persist(line);
                        calls.add(new Call(began, tickets.incrementAndGet(), line.getId()));
                    }
                    s.getTransaction().commit(); // a duplicate id would fail here on the primary key
                }
                return calls;
            }));
        }
        go.countDown();
        List<Call> calls = new ArrayList<>();
        try {
            for (Future<List<Call>> f : done) {
                calls.addAll(f.get(2, TimeUnit.MINUTES));
            }
        } finally {
            pool.shutdownNow();
        }
        assertThat(calls).hasSize(threads * perThread);
        assertThat(calls.stream().map(Call::id).distinct().count()).isEqualTo(threads * perThread);
        assertThat(db.queryLong("SELECT COUNT(DISTINCT id) FROM chat_line")).isEqualTo(threads * perThread);
        assertOrderedByTime(calls);
    }

    /** One persist: tickets taken just before and just after it, and the id it got. */
    private record Call(long began, long ended, long id) {
    }

    /** For every call B, every call that ended before B began has a smaller id. */
    private static void assertOrderedByTime(List<Call> calls) {
        List<Call> byEnd = new ArrayList<>(calls);
        byEnd.sort(Comparator.comparingLong(Call::ended));
        long[] ends = byEnd.stream().mapToLong(Call::ended).toArray();
        long[] maxIdEndedSoFar = new long[ends.length];
        long max = Long.MIN_VALUE;
        for (int i = 0; i < ends.length; i++) {
            max = Math.max(max, byEnd.get(i).id());
            maxIdEndedSoFar[i] = max;
        }
        for (Call b : calls) {
            int endedBefore = -Arrays.binarySearch(ends, b.began()) - 1; // tickets are unique: never found
            if (endedBefore > 0) {
                assertThat(b.id()).as("id of the persist that began at ticket %d, after persists with ids up to %d "
                        + "had returned", b.began(), maxIdEndedSoFar[endedBefore - 1])
                        .isGreaterThan(maxIdEndedSoFar[endedBefore - 1]);
            }
        }
    }

    @Test
    void aRolledBackSessionCausesNoReuse() {
        Map<String, Object> settings = SessionFactories.settings(db.dataSource());
        SessionFactory first = factories.build(settings, ChatLine.class);
        Set<Long> rolledBack = new HashSet<>();
        try (Session s = first.openSession()) {
            s.beginTransaction();
            for (int i = 0; i < 120; i++) {
                ChatLine line = new ChatLine(i, "lost");
                s.persist(line);
                rolledBack.add(line.getId());
            }
            s.flush(); // the rows reached the database, then go away with the transaction
            s.getTransaction().rollback();
        }
        assertThat(rolledBack).hasSize(120);
        assertThat(db.queryLong("SELECT COUNT(*) FROM chat_line")).isZero();
        long maxRolledBack = rolledBack.stream().mapToLong(Long::longValue).max().orElseThrow();
        // the round trips were committed on idgen's own connections: the rollback did not undo them
        assertThat(num("chat", "default")).isEqualTo(maxRolledBack);

        List<Long> after = AbstractHibernateIdGenTest.persist(first, 120, i -> new ChatLine(1_000 + i, "kept"),
                ChatLine::getId);
        assertThat(after).isSorted().allMatch(id -> id > maxRolledBack);

        first.close();
        SessionFactory restarted = factories.build(settings, ChatLine.class);
        List<Long> afterRestart = AbstractHibernateIdGenTest.persist(restarted, 120, i -> new ChatLine(2_000 + i,
                "restart"), ChatLine::getId);
        assertThat(afterRestart).isSorted().allMatch(id -> id > after.get(after.size() - 1));
        assertThat(idsInPersistOrder("chat_line")).isSorted().hasSize(240).doesNotContainAnyElementsOf(rolledBack);
    }

    @Test
    void theGenericGeneratorSyntaxWorksTheSame() {
        JdbcRecorder recorder = new JdbcRecorder();
        SessionFactory a = factories.build(SessionFactories.settings(recorder.wrap(db.dataSource())), LedgerEntry.class);
        SessionFactory b = factories.build(nodeSettings("node-b"), LedgerEntry.class);
        recorder.clear();
        int n = 300;
        List<Long> ids = new ArrayList<>();
        try (Session sa = a.openSession(); Session sb = b.openSession()) {
            sa.beginTransaction();
            sb.beginTransaction();
            for (int i = 0; i < n; i++) {
                Session s = i % 2 == 0 ? sa : sb;
                LedgerEntry entry = new LedgerEntry(i);
                s.persist(entry);
                ids.add(entry.getId());
            }
            sa.getTransaction().commit();
            sb.getTransaction().commit();
        }
        assertThat(ids).isSorted().doesNotHaveDuplicates();
        assertThat(idsInPersistOrder("ledger_entry")).isEqualTo(ids);
        // the key and sub_key parameters name the row
        assertThat(num("ledger", "eu")).isEqualTo(ids.get(n - 1));
        assertThat(recorder.count("ledger_entry", Kind.ADD_BATCH)).isEqualTo(n / 2);
        assertThat(recorder.count("ledger_entry", Kind.EXECUTE_UPDATE) + recorder.count("ledger_entry", Kind.EXECUTE))
                .isZero();
    }

    private Map<String, Object> nodeSettings(String name) {
        Map<String, Object> settings = SessionFactories.settings(db.newDataSource(4));
        settings.put(IdGenSettings.NAME, name);
        return settings;
    }

    /** The ids of {@code table} in the order the test persisted its rows. */
    private List<Long> idsInPersistOrder(String table) {
        List<Long> ids = new ArrayList<>();
        try (Connection c = db.connect();
                PreparedStatement ps = c.prepareStatement("SELECT id FROM " + table + " ORDER BY persist_order");
                ResultSet rs = ps.executeQuery()) {
            while (rs.next()) {
                ids.add(rs.getLong(1));
            }
        } catch (SQLException e) {
            throw new IllegalStateException("could not read " + table + " from " + db, e);
        }
        return ids;
    }

    /** The last id handed out for (key, sub-key): the {@code num} of its row. */
    private long num(String key, String subKey) {
        return db.queryLong("SELECT num FROM " + OrderedShards.tableOf(key, subKey, OrderedShards.DEFAULT_COUNT)
                + " WHERE biz_tag = '" + key + "' AND sub_key = '" + subKey + "'");
    }
}
