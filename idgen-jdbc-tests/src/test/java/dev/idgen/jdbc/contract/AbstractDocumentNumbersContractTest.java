package dev.idgen.jdbc.contract;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.zaxxer.hikari.HikariDataSource;
import dev.idgen.DocumentConflictException;
import dev.idgen.IdExhaustedException;
import dev.idgen.IdGenConfigurationException;
import dev.idgen.IdSourceUnavailableException;
import dev.idgen.InvalidIdRequestException;
import dev.idgen.format.IdFormat;
import dev.idgen.jdbc.IdGenEngine;
import dev.idgen.jdbc.document.DocumentNumbers;
import dev.idgen.testsupport.SettableTimeSource;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.LongStream;
import org.junit.jupiter.api.Test;

/**
 * Gap-free document numbers (issue #29), the same on every database: numbers are taken in the caller's
 * transaction, so the committed numbers of a series and period are exactly 1..N — whatever is rolled back, however
 * many transactions run at once; a rolled-back number is taken by the next transaction; yearly and monthly series
 * restart at 1; sub-series are independent; what cannot keep the promise (autocommit, a serial past its width, a
 * wait past maxWait) is refused, naming the series, with nothing taken.
 */
abstract class AbstractDocumentNumbersContractTest extends AbstractDatabaseContract {

    /** This contract never uses the slow-ordered strategy: its database is migrated without those tables. */
    @Override
    protected boolean slowOrderedTables() {
        return false;
    }


    private static final IdFormat YEARLY = IdFormat.parse("F{date:yyyy}-{serial:6}");

    private final SettableTimeSource clock = new SettableTimeSource(at("2024-12-31T10:00:00Z"));

    private static long at(String instant) {
        return Instant.parse(instant).toEpochMilli();
    }

    private IdGenEngine clocked() {
        return engine(IdGenEngine.builder(db.dataSource()).timeSource(clock));
    }

    private void createDocuments() {
        // a number twice in a series would fail its insert: the primary key checks it too
        db.execute("CREATE TABLE doc_invoice (series VARCHAR(40) NOT NULL, number VARCHAR(40) NOT NULL, "
                + "serial BIGINT NOT NULL, PRIMARY KEY (series, number))");
    }

    private static void store(Connection c, String number, String series, long serial) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement("INSERT INTO doc_invoice (number, series, serial) VALUES (?, ?, ?)")) {
            ps.setString(1, number);
            ps.setString(2, series);
            ps.setLong(3, serial);
            ps.executeUpdate();
        }
    }

    private static long serial(String number) {
        return Long.parseLong(number.substring(number.lastIndexOf('-') + 1));
    }

    @Test
    void manyTransactionsAQuarterRolledBackCommitExactlyOneToNPerSeries() throws Exception {
        createDocuments();
        DocumentNumbers invoices = clocked().documents("invoice", YEARLY);
        String[] shops = {"shop-1", "shop-2", "shop-3"};
        int threads = 8;
        int perThread = 40;
        AtomicInteger rolledBack = new AtomicInteger();
        Map<String, AtomicInteger> committed = new ConcurrentHashMap<>();
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        try (HikariDataSource app = db.newDataSource(threads)) {
            CountDownLatch start = new CountDownLatch(1);
            List<Future<?>> done = new ArrayList<>();
            for (int t = 0; t < threads; t++) {
                done.add(pool.submit(() -> {
                    start.await();
                    ThreadLocalRandom r = ThreadLocalRandom.current();
                    for (int i = 0; i < perThread; i++) {
                        String shop = shops[r.nextInt(shops.length)];
                        try (Connection c = app.getConnection()) {
                            c.setAutoCommit(false);
                            String number = invoices.next(c, shop);
                            store(c, number, shop, serial(number));
                            if (r.nextInt(4) == 0) {
                                c.rollback(); // the document is abandoned: its number goes back
                                rolledBack.incrementAndGet();
                            } else {
                                c.commit();
                                committed.computeIfAbsent(shop, s -> new AtomicInteger()).incrementAndGet();
                            }
                        }
                    }
                    return null;
                }));
            }
            start.countDown();
            for (Future<?> f : done) {
                f.get(2, TimeUnit.MINUTES);
            }
        } finally {
            pool.shutdownNow();
        }
        assertThat(rolledBack.get()).as("transactions rolled back").isGreaterThan(threads * perThread / 8);
        for (String shop : shops) {
            int n = committed.getOrDefault(shop, new AtomicInteger()).get();
            assertThat(serials(shop)).as("committed numbers of " + shop + ": exactly 1.." + n)
                    .containsExactly(LongStream.rangeClosed(1, n).boxed().toArray(Long[]::new));
            assertThat(db.queryLong("SELECT last_number FROM idgen_document WHERE biz_tag = 'invoice' AND sub_key = '"
                    + shop + "'")).as("the series' counter is the count of committed documents").isEqualTo(n);
        }
    }

    private List<Long> serials(String series) throws SQLException {
        List<Long> out = new ArrayList<>();
        try (Connection c = db.connect(); Statement s = c.createStatement();
             ResultSet rs = s.executeQuery("SELECT serial FROM doc_invoice WHERE series = '" + series + "' ORDER BY serial")) {
            while (rs.next()) {
                out.add(rs.getLong(1));
            }
        }
        return out;
    }

    @Test
    @VersionSensitive
    void aRolledBackNumberIsTakenByTheNextTransaction() throws Exception {
        DocumentNumbers invoices = clocked().documents("invoice", YEARLY);
        try (Connection c = db.connect()) {
            c.setAutoCommit(false);
            assertThat(invoices.next(c)).isEqualTo("F2024-000001");
            c.rollback();
            assertThat(invoices.next(c)).as("the rolled-back number again").isEqualTo("F2024-000001");
            c.commit();
            assertThat(invoices.next(c)).isEqualTo("F2024-000002");
            c.commit();
        }
    }

    @Test
    @VersionSensitive
    void yearlyAndMonthlySeriesRestartAtOne() throws Exception {
        IdGenEngine engine = clocked();
        DocumentNumbers invoices = engine.documents("invoice", YEARLY);
        DocumentNumbers notes = engine.documents("credit-note", IdFormat.parse("CN{date:yyyyMM}/{serial:4}"));
        try (Connection c = db.connect()) {
            c.setAutoCommit(false);
            assertThat(invoices.next(c)).isEqualTo("F2024-000001");
            assertThat(invoices.next(c)).isEqualTo("F2024-000002");
            assertThat(notes.next(c)).isEqualTo("CN202412/0001");
            c.commit();
            clock.setMillis(at("2025-01-01T00:00:01Z"));
            assertThat(invoices.next(c)).as("a new year restarts at 1").isEqualTo("F2025-000001");
            assertThat(notes.next(c)).as("a new month restarts at 1").isEqualTo("CN202501/0001");
            clock.setMillis(at("2025-02-14T10:00:00Z"));
            assertThat(invoices.next(c)).as("the year goes on").isEqualTo("F2025-000002");
            assertThat(notes.next(c)).isEqualTo("CN202502/0001");
            c.commit();
        }
        assertThat(db.queryLong("SELECT COUNT(*) FROM idgen_document WHERE biz_tag = 'invoice' AND serial_period = 'YEAR'"))
                .as("a row per year").isEqualTo(2);
        assertThat(db.queryLong("SELECT COUNT(*) FROM idgen_document WHERE biz_tag = 'credit-note' AND serial_period = 'MONTH'"))
                .as("a row per month").isEqualTo(3);
    }

    @Test
    void subSeriesAreIndependent() throws Exception {
        DocumentNumbers invoices = clocked().documents("invoice", YEARLY);
        try (Connection c = db.connect()) {
            c.setAutoCommit(false);
            assertThat(invoices.next(c, "company-a")).isEqualTo("F2024-000001");
            assertThat(invoices.next(c, "company-b")).isEqualTo("F2024-000001");
            assertThat(invoices.next(c, "company-a")).isEqualTo("F2024-000002");
            assertThat(invoices.next(c)).as("no sub-key: a series of its own").isEqualTo("F2024-000001");
            assertThat(invoices.nextNumber(c, "company-b")).isEqualTo(2);
            c.commit();
        }
    }

    @Test
    void anAutocommitConnectionIsRefusedAndTakesNothing() throws Exception {
        DocumentNumbers invoices = clocked().documents("invoice", YEARLY);
        try (Connection c = db.connect()) {
            c.setAutoCommit(true);
            assertThatThrownBy(() -> invoices.next(c, "shop-7")).isInstanceOf(InvalidIdRequestException.class)
                    .hasMessageContaining("document series 'invoice' sub-key 'shop-7'")
                    .hasMessageContaining("autocommit");
            c.setAutoCommit(false);
            assertThat(invoices.next(c, "shop-7")).isEqualTo("F2024-000001");
            c.commit();
        }
    }

    @Test
    @VersionSensitive
    void aWaitForAnotherTransactionsLockIsBoundedByMaxWait() throws Exception {
        DocumentNumbers invoices = engine(IdGenEngine.builder(db.dataSource()).timeSource(clock)
                .maxWait(Duration.ofSeconds(1))).documents("invoice", YEARLY);
        try (Connection holder = db.connect(); Connection waiter = db.connect()) {
            holder.setAutoCommit(false);
            waiter.setAutoCommit(false);
            assertThat(invoices.next(holder)).isEqualTo("F2024-000001");
            long started = System.nanoTime();
            assertThatThrownBy(() -> invoices.next(waiter)).isInstanceOf(IdSourceUnavailableException.class)
                    .hasMessageContaining("document series 'invoice'")
                    .hasMessageContaining("waited");
            assertThat(Duration.ofNanos(System.nanoTime() - started)).as("bounded by maxWait (1 s; 15 s past it: a hang, "
                    + "how late the machine let it return is not a verdict)").isLessThan(Duration.ofSeconds(16));
            waiter.rollback();
            holder.commit();
            assertThat(invoices.next(waiter)).as("the lock is free once the holder commits").isEqualTo("F2024-000002");
            waiter.commit();
        }
    }

    /**
     * A caller interrupted at the series' queue in the JVM (issue #42) is refused with the interrupt kept, and takes
     * nothing: its transaction's next number is still the series' first. The flag is set before the call, so the
     * queue sees it whether it is free or held.
     */
    @Test
    void anInterruptAtTheSeriesQueueKeepsTheFlagAndTakesNothing() throws Exception {
        DocumentNumbers invoices = clocked().documents("invoice", YEARLY);
        try (Connection c = db.connect()) {
            c.setAutoCommit(false);
            Thread.currentThread().interrupt();
            try {
                assertThatThrownBy(() -> invoices.next(c)).isInstanceOf(IdSourceUnavailableException.class)
                        .hasMessageContaining("document series 'invoice'").hasMessageContaining("interrupted")
                        .hasMessageContaining("no number was taken");
                assertThat(Thread.currentThread().isInterrupted()).as("the interrupt flag is kept").isTrue();
            } finally {
                Thread.interrupted();
            }
            assertThat(invoices.next(c)).as("nothing was taken").isEqualTo("F2024-000001");
            c.commit();
        }
    }

    @Test
    void twoTransactionsTakingTwoSeriesInOppositeOrdersGetAClearDeadlock() throws Exception {
        DocumentNumbers invoices = clocked().documents("invoice", YEARLY);
        // both series exist (their first numbers committed): the two transactions wait for each other's row lock,
        // which every database detects as a deadlock. (Two transactions that each create a new series' row and
        // then wait for the other's uncommitted insert: H2 reports no deadlock there, both wait out its lock
        // timeout and both get the exception below.)
        try (Connection setup = db.connect()) {
            setup.setAutoCommit(false);
            assertThat(invoices.next(setup, "shop-1")).isEqualTo("F2024-000001");
            assertThat(invoices.next(setup, "shop-2")).isEqualTo("F2024-000001");
            setup.commit();
        }
        try (Connection a = db.connect(); Connection b = db.connect()) {
            a.setAutoCommit(false);
            b.setAutoCommit(false);
            invoices.next(a, "shop-1");
            invoices.next(b, "shop-2");
            ExecutorService other = Executors.newSingleThreadExecutor();
            try {
                Future<String> aWaits = other.submit(() -> invoices.next(a, "shop-2"));
                Throwable failure = null;
                String bGot = null;
                try {
                    bGot = invoices.next(b, "shop-1");
                } catch (IdSourceUnavailableException e) {
                    failure = e;
                }
                if (failure == null) { // the database chose a's transaction
                    try {
                        aWaits.get(30, TimeUnit.SECONDS);
                    } catch (java.util.concurrent.ExecutionException e) {
                        failure = e.getCause();
                    }
                } else {
                    b.rollback(); // b's transaction is over: a goes on
                    assertThat(aWaits.get(30, TimeUnit.SECONDS)).isEqualTo("F2024-000002");
                }
                assertThat(failure).as("one of them, not both, and not a hang").isInstanceOf(IdSourceUnavailableException.class)
                        .isInstanceOf(DocumentConflictException.class)
                        .hasMessageContaining("document series 'invoice'").hasMessageContaining("deadlock")
                        .hasMessageContaining("in one order")
                        .hasMessageContaining("roll back").hasMessageContaining("Run the whole transaction again")
                        .hasMessageContaining("Galera certification conflict");
                SQLException cause = ((DocumentConflictException) failure).sqlException();
                assertThat((Object) cause).as("the database's error, its SQLState reachable").isSameAs(failure.getCause());
                assertThat(cause.getSQLState()).as("a deadlock's SQLState (error " + cause.getErrorCode() + ")")
                        .isIn("40001", "40P01");
                assertThat(bGot == null || bGot.equals("F2024-000002")).isTrue();
            } finally {
                other.shutdownNow();
            }
            a.rollback();
            b.rollback();
        }
    }

    @Test
    void aSerialPastItsWidthIsRefusedAndTheCounterStays() throws Exception {
        DocumentNumbers receipts = clocked().documents("receipt", IdFormat.parse("R{serial:1}"));
        try (Connection c = db.connect()) {
            c.setAutoCommit(false);
            for (int i = 1; i <= 9; i++) {
                assertThat(receipts.next(c)).isEqualTo("R" + i);
            }
            assertThatThrownBy(() -> receipts.next(c)).isInstanceOf(IdExhaustedException.class)
                    .hasMessageContaining("document series 'receipt'").hasMessageContaining("9");
            c.commit();
        }
        assertThat(db.queryLong("SELECT last_number FROM idgen_document WHERE biz_tag = 'receipt'")).isEqualTo(9);
    }

    @Test
    void nextWithoutAConnectionUsesTheEnginesTransactionConnection() throws Exception {
        ThreadLocal<Connection> current = new ThreadLocal<>();
        IdGenEngine engine = engine(IdGenEngine.builder(db.dataSource()).timeSource(clock)
                .transactionConnection(series -> current.get()));
        DocumentNumbers invoices = engine.documents("invoice", YEARLY);
        assertThatThrownBy(invoices::next).isInstanceOf(InvalidIdRequestException.class)
                .hasMessageContaining("document series 'invoice'").hasMessageContaining("no current transaction");
        try (Connection c = db.connect()) {
            c.setAutoCommit(false);
            current.set(c);
            assertThat(invoices.next()).isEqualTo("F2024-000001");
            assertThat(invoices.next("shop-7")).isEqualTo("F2024-000001");
            c.commit();
        } finally {
            current.remove();
        }
        DocumentNumbers plain = clocked().documents("invoice", YEARLY);
        assertThatThrownBy(plain::next).isInstanceOf(InvalidIdRequestException.class)
                .hasMessageContaining("no TransactionConnection");
    }

    @Test
    void badRequestsAreRefusedNamingTheValue() {
        IdGenEngine engine = clocked();
        assertThatThrownBy(() -> engine.documents("invoice", IdFormat.parse("F{date:yyyy}")))
                .isInstanceOf(IdGenConfigurationException.class).hasMessageContaining("{serial:N}");
        engine.documents("invoice", YEARLY);
        assertThatThrownBy(() -> engine.documents("invoice", IdFormat.parse("G{date:yyyy}-{serial:6}")))
                .isInstanceOf(InvalidIdRequestException.class).hasMessageContaining("one series, one format");
        assertThatThrownBy(() -> engine.documents("bad key!", YEARLY)).isInstanceOf(InvalidIdRequestException.class)
                .hasMessageContaining("bad key!");
    }

    @Test
    @VersionSensitive
    void theDatabaseRefusesToLowerOrDeleteASeries() throws Exception {
        DocumentNumbers invoices = clocked().documents("invoice", YEARLY);
        try (Connection c = db.connect()) {
            c.setAutoCommit(false);
            invoices.next(c);
            invoices.next(c);
            c.commit();
        }
        assertThatThrownBy(() -> db.execute("UPDATE idgen_document SET last_number = 1 WHERE biz_tag = 'invoice'"))
                .hasMessageContaining("last_number may only grow");
        assertThatThrownBy(() -> db.execute("DELETE FROM idgen_document WHERE biz_tag = 'invoice'"))
                .hasMessageContaining("never deleted");
        assertThat(db.queryLong("SELECT last_number FROM idgen_document WHERE biz_tag = 'invoice'")).isEqualTo(2);
    }
}
