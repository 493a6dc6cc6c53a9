package dev.idgen.hibernate;

import static org.assertj.core.api.Assertions.assertThat;

import dev.idgen.hibernate.model.Documents.SalesInvoice;
import dev.idgen.hibernate.model.Documents.ShopReceipt;
import dev.idgen.migrations.IdGenMigrations;
import dev.idgen.testsupport.TestDatabase;
import dev.idgen.testsupport.TestDatabases;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;
import java.util.stream.LongStream;
import java.util.stream.Stream;
import org.hibernate.Session;
import org.hibernate.SessionFactory;
import org.hibernate.Transaction;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * {@code @DocumentNumber} through Hibernate (6.6 here, 7.x through the test-jar): the number is taken when the
 * entity's INSERT runs at flush, never at persist, on the session's connection, so rolled-back transactions give
 * their numbers back and the committed numbers are exactly 1..N per series, with JDBC batching on. H2 and
 * PostgreSQL.
 */
class DocumentNumberHibernateTest {

    private final SessionFactories factories = new SessionFactories();
    private TestDatabase db;

    static Stream<Arguments> databases() {
        return Stream.of(Arguments.of("H2", (Supplier<TestDatabase>) TestDatabases::freshH2),
                Arguments.of("PostgreSQL", (Supplier<TestDatabase>) TestDatabases::freshPostgres));
    }

    private SessionFactory start(Supplier<TestDatabase> database) {
        db = database.get();
        IdGenMigrations.migrate(db.dataSource());
        return factories.build(SessionFactories.settings(db.dataSource()), SalesInvoice.class, ShopReceipt.class);
    }

    @AfterEach
    void stop() {
        factories.close();
        if (db != null) {
            db.close();
        }
    }

    private static String year() {
        return String.valueOf(LocalDate.now(ZoneOffset.UTC).getYear());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("databases")
    void theNumberIsTakenAtFlushNotAtPersistAndARollbackGivesItBack(String name, Supplier<TestDatabase> database) {
        SessionFactory sf = start(database);
        try (Session s = sf.openSession()) {
            Transaction tx = s.beginTransaction();
            SalesInvoice a = new SalesInvoice(100);
            s.persist(a);
            assertThat(a.getNumber()).as("not at persist: the series' lock would be held for the whole transaction").isNull();
            assertThat(db.queryLong("SELECT COUNT(*) FROM idgen_document")).as("no series touched yet").isZero();
            s.flush();
            assertThat(a.getNumber()).isEqualTo("F" + year() + "-000001");
            tx.rollback();
        }
        try (Session s = sf.openSession()) {
            Transaction tx = s.beginTransaction();
            SalesInvoice b = new SalesInvoice(200);
            SalesInvoice c = new SalesInvoice(300);
            s.persist(b);
            s.persist(c);
            tx.commit();
            assertThat(List.of(b.getNumber(), c.getNumber())).as("the rolled-back number is taken again")
                    .containsExactly("F" + year() + "-000001", "F" + year() + "-000002");
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("databases")
    void batchedTransactionsAQuarterRolledBackCommitExactlyOneToNPerShop(String name, Supplier<TestDatabase> database)
            throws Exception {
        SessionFactory sf = start(database);
        String[] shops = {"north", "south"};
        Map<String, AtomicInteger> committed = new ConcurrentHashMap<>();
        AtomicInteger rolledBack = new AtomicInteger();
        ExecutorService pool = Executors.newFixedThreadPool(4);
        try {
            List<Future<?>> done = new ArrayList<>();
            for (int t = 0; t < 4; t++) {
                done.add(pool.submit(() -> {
                    ThreadLocalRandom r = ThreadLocalRandom.current();
                    for (int i = 0; i < 20; i++) {
                        try (Session s = sf.openSession()) {
                            Transaction tx = s.beginTransaction();
                            // several receipts of one shop in one JDBC batch (a transaction that takes numbers of
                            // several series in another order than a concurrent one deadlocks: see DocumentNumbers)
                            int n = 1 + r.nextInt(3);
                            String shop = shops[r.nextInt(shops.length)];
                            for (int k = 0; k < n; k++) {
                                s.persist(new ShopReceipt(shop));
                            }
                            if (r.nextInt(4) == 0) {
                                s.flush(); // the numbers are taken, then given back
                                tx.rollback();
                                rolledBack.incrementAndGet();
                            } else {
                                tx.commit();
                                committed.computeIfAbsent(shop, x -> new AtomicInteger()).addAndGet(n);
                            }
                        }
                    }
                    return null;
                }));
            }
            for (Future<?> f : done) {
                f.get(2, TimeUnit.MINUTES);
            }
        } finally {
            pool.shutdownNow();
        }
        assertThat(rolledBack.get()).isPositive();
        for (String shop : shops) {
            int n = committed.getOrDefault(shop, new AtomicInteger()).get();
            try (Session s = sf.openSession()) {
                List<Long> numbers = s.createQuery("select r.receiptNo from ShopReceipt r where r.shop = :shop "
                        + "order by r.receiptNo", Long.class).setParameter("shop", shop).getResultList();
                assertThat(numbers).as("committed receipt numbers of " + shop + ": exactly 1.." + n)
                        .containsExactly(LongStream.rangeClosed(1, n).boxed().toArray(Long[]::new));
            }
        }
    }
}
