package dev.idgen.jooq.e2e;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.idgen.DeclaredKeys;
import dev.idgen.IdExhaustedException;
import dev.idgen.IdGenConfigurationException;
import dev.idgen.IdGenerator;
import dev.idgen.SnowflakeId;
import dev.idgen.SnowflakeLayout;
import dev.idgen.format.FormattedId;
import dev.idgen.format.IdFormat;
import dev.idgen.jdbc.IdGenEngine;
import dev.idgen.migrations.IdGenMigrations;
import dev.idgen.testsupport.TestDatabase;
import dev.idgen.testsupport.TestDatabases;
import java.lang.reflect.Method;
import java.math.BigDecimal;
import java.nio.file.Files;
import java.sql.Connection;
import java.nio.file.Paths;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.sql.DataSource;
import org.flywaydb.core.Flyway;
import org.jooq.DSLContext;
import org.jooq.SQLDialect;
import org.jooq.impl.DSL;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

/**
 * The whole jOOQ flow on real PostgreSQL: the sample shop's schema is migrated, jOOQ's code
 * generator reads it, javac compiles the generated classes with the shop's {@code @JooqIds}
 * declarations and code (idgen-processor generating the helpers and the key manifest),
 * {@code IdGenMigrations.migrate} registers the declared keys, and the shop inserts rows through
 * the helpers, one by one and in bulk, with a strict engine (which refuses unregistered keys).
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class JooqHelpersEndToEndTest {

    /** The coupon key exists before the deploy, with its own history; registering must leave it alone. */
    static final long COUPON_MAX_ID_BEFORE = 1_000_000;
    /** The ticket key (an INTEGER column) starts a few ids below Integer.MAX_VALUE, to reach the limit. */
    static final long TICKET_START = Integer.MAX_VALUE - 60L;
    static final String INVOICE_FORMAT = "INV{date:yyyyMMdd}{serial:6}";

    TestDatabase db;
    SampleBuild build;
    IdGenEngine engine;
    CountingGenerator orderIds;
    SampleApp shop;
    Instant started;

    @BeforeAll
    void buildAndDeployTheSampleShop() throws Exception {
        started = Instant.now();
        db = TestDatabases.freshPostgres();
        DataSource ds = db.dataSource();
        Flyway.configure().dataSource(ds).locations("filesystem:" + SampleBuild.sampleApp().resolve("db/migration"))
                .load().migrate();
        build = SampleBuild.build(ds, Paths.get(System.getProperty("idgen.sampleBuild", "target/sample-app")));

        // a database that already has idgen's tables and a coupon key in use
        IdGenMigrations.migrate(ds);
        db.execute("INSERT INTO idgen_segment (biz_tag, max_id, step) VALUES ('coupon', " + COUPON_MAX_ID_BEFORE + ", 10)");
        // the deploy: the shop's jar (its class loader) is on the class path of the migrating thread
        int applied = withContextClassLoader(build.loader, () -> IdGenMigrations.migrate(ds));
        assertThat(applied).isZero();
        // the ticket key registered by the deploy, moved close to the end of the INTEGER range
        db.execute("UPDATE idgen_segment SET max_id = " + TICKET_START + " WHERE biz_tag = 'ticket'");

        engine = IdGenEngine.builder(ds).name("shop").strict(true).build();
        orderIds = new CountingGenerator(engine.segment("order"));
        shop = (SampleApp) build.loader.loadClass("com.example.shop.ShopService")
                .getConstructor(DataSource.class, IdGenEngine.class, IdGenerator.class)
                .newInstance(ds, engine, orderIds);
    }

    @AfterAll
    void tearDown() throws Exception {
        if (engine != null) {
            engine.close();
        }
        if (build != null) {
            build.close();
        }
        if (db != null) {
            db.close();
        }
    }

    @BeforeEach
    void resetCounts() {
        orderIds.calls.clear();
    }

    @Test
    void theProcessorGeneratedOneWarningFreeHelperPerDeclaredTable() {
        for (String helper : List.of("CustomerIds", "OrdersIds", "CouponIds", "AuditEventIds", "InvoiceIds", "TicketIds")) {
            assertThat(build.helperSources.resolve("com/example/shop/" + helper + ".java")).exists();
        }
        assertThat(build.helperDiagnostics()).isEmpty();
    }

    @Test
    void migrateRegisteredTheDeclaredSegmentKeysWithoutTouchingAnExistingOne() {
        assertThat(db.queryLong("SELECT step FROM idgen_segment WHERE biz_tag = 'customer'")).isEqualTo(50);
        assertThat(db.queryLong("SELECT step FROM idgen_segment WHERE biz_tag = 'order'")).isEqualTo(100);
        assertThat(db.queryLong("SELECT step FROM idgen_segment WHERE biz_tag = 'coupon'")).isEqualTo(10);
        // a snowflake namespace has no row to register
        assertThat(db.queryLong("SELECT COUNT(*) FROM idgen_segment WHERE biz_tag = 'audit'")).isZero();
    }

    @Test
    void aDailyFormattedKeyIsNamedInTheManifestButHasNothingToRegister() throws Exception {
        String manifest = Files.readString(build.classes.resolve(DeclaredKeys.RESOURCE));

        assertThat(manifest).contains("\nticket=segment;step=10\n")
                .contains("\n# invoice-no: daily, format " + INVOICE_FORMAT + "\n")
                .doesNotContain("\ninvoice-no=");
        assertThat(db.queryLong("SELECT COUNT(*) FROM idgen_segment WHERE biz_tag = 'invoice-no'")).isZero();
    }

    @Test
    void invoiceNumbersAreFormattedIdsFromTheKeysDailySequenceAlsoWithAStrictEngine() {
        String first = shop.invoice(new BigDecimal("9.90"));
        List<String> more = shop.invoices(40);

        List<String> all = new ArrayList<>(more);
        all.add(0, first);
        assertThat(all).hasSize(41).doesNotHaveDuplicates().allMatch(n -> n.matches("INV\\d{14}"), "INV + 14 digits");
        IdFormat format = IdFormat.parse(INVOICE_FORMAT);
        LocalDate today = LocalDate.now(ZoneOffset.UTC); // the engine's dailyZone
        for (String number : all) {
            FormattedId parts = format.read(number);
            assertThat(parts.date()).isBetween(today.minusDays(1), today);
            assertThat(parts.serial()).isPositive();
        }
        assertThat(db.queryLong("SELECT COUNT(*) FROM invoice")).isEqualTo(41);
        // the serials come from the key's daily row, created on first use by the strict engine
        assertThat(db.queryLong("SELECT COUNT(*) FROM idgen_daily WHERE biz_tag = 'invoice-no'")).isPositive();
        assertThat(db.queryLong("SELECT COUNT(*) FROM idgen_segment WHERE biz_tag = 'invoice-no'")).isZero();
    }

    @Test
    void aFormatLongerThanTheVarcharColumnIsRefusedWhenTheHelperIsCreated() {
        // invoice.number is VARCHAR(20) in PostgreSQL, so in jOOQ's generated classes; these ids have 23 characters
        assertThatThrownBy(() -> shop.invoiceHelperFor("invoice-no", "INV{date:yyyyMMdd}{serial:12}"))
                .isInstanceOf(IdGenConfigurationException.class)
                .hasMessage("idgen: column invoice.number holds 20 characters, and key 'invoice-no' with format "
                        + "INV{date:yyyyMMdd}{serial:12} makes 23-character ids, which it cannot hold. Fix: make the "
                        + "column VARCHAR(23) or wider (and regenerate the jOOQ classes), or shorten the format");
        // a format that fits is accepted
        shop.invoiceHelperFor("invoice-no", "INV{date:yyyyMMdd}{serial:9}");
    }

    @Test
    void anIntegerIdColumnGetsIdsUpToIntegerMaxThenAClearErrorNeverAWrap() {
        List<Long> ids = new ArrayList<>(shop.addTickets(5));
        IdExhaustedException refused = null;
        for (int i = 0; i < 200 && refused == null; i++) {
            try {
                ids.add(shop.addTicket("ticket " + i));
            } catch (IdExhaustedException e) {
                refused = e;
            }
        }

        assertThat(refused).as("an id past Integer.MAX_VALUE is refused").isNotNull();
        Matcher m = Pattern.compile("idgen: key 'ticket' handed out (\\d+) for column ticket\\.id, an Integer column, past "
                + "Integer\\.MAX_VALUE \\(2147483647\\); the id was not written, and the key never hands out numbers "
                + "below it again\\. Fix: make ticket\\.id a BIGINT column and regenerate the jOOQ classes \\(the "
                + "column becomes Long\\)").matcher(refused.getMessage());
        assertThat(m.matches()).as(refused.getMessage()).isTrue();
        assertThat(Long.parseLong(m.group(1))).isGreaterThan(Integer.MAX_VALUE);
        assertThat(ids).doesNotHaveDuplicates().allMatch(id -> id >= TICKET_START && id <= Integer.MAX_VALUE);
        assertThat(db.queryLong("SELECT COUNT(*) FROM ticket")).isEqualTo(ids.size());
        assertThat(db.queryLong("SELECT COUNT(*) FROM ticket WHERE id < " + TICKET_START)).as("nothing wrapped").isZero();
        // and it stays refused
        assertThatThrownBy(() -> shop.addTicket("later")).isInstanceOf(IdExhaustedException.class);
        assertThatThrownBy(() -> shop.addTickets(2)).isInstanceOf(IdExhaustedException.class);
        assertThat(db.queryLong("SELECT COUNT(*) FROM ticket")).isEqualTo(ids.size());
        // TicketIds.of(engine) declared the INTEGER column: the key's ranges are capped by what it has left
        assertThat(engine.segmentStats("ticket").orElseThrow().column()).isEqualToIgnoringCase("ticket.id (INTEGER)");
        assertThat(engine.segmentStats("ticket").orElseThrow().columnMax()).isEqualTo(Integer.MAX_VALUE);
    }

    @Test
    void singleInsertsGetIdsFromTheirKeys() {
        long alice = shop.addCustomer("alice");
        long bob = shop.addCustomer("bob");
        long order = shop.placeOrder(alice, "first");

        assertThat(alice).isNotEqualTo(bob);
        assertThat(db.queryLong("SELECT COUNT(*) FROM customer WHERE id IN (" + alice + ", " + bob + ")")).isEqualTo(2);
        assertThat(db.queryLong("SELECT customer_id FROM orders WHERE id = " + order)).isEqualTo(alice);
        assertThat(orderIds.calls).containsExactly("nextId");
        assertWithinReservedRanges("customer", "customer", "id", 1);
        assertWithinReservedRanges("orders", "order", "id", 1);
    }

    @Test
    void aBulkInsertIsOneStatementWithIdsFromOneNextIdsCall() {
        long customer = shop.addCustomer("bulk buyer");

        List<Long> ids = shop.placeOrders(customer, 250);

        assertThat(orderIds.calls).containsExactly("nextIds(250)");
        assertThat(ids).hasSize(250).doesNotHaveDuplicates().doesNotContainNull();
        assertThat(db.queryLong("SELECT COUNT(*) FROM orders WHERE customer_id = " + customer)).isEqualTo(250);
        // every third record set a total; the others got the column's default, not NULL (total is NOT NULL)
        assertThat(db.queryLong("SELECT COUNT(*) FROM orders WHERE customer_id = " + customer + " AND total = 12.50"))
                .isEqualTo(84);
        assertThat(db.queryLong("SELECT COUNT(*) FROM orders WHERE customer_id = " + customer + " AND total = 0"))
                .isEqualTo(166);
        assertStored(ids);
        assertWithinReservedRanges("orders", "order", "id", 1);
    }

    @Test
    void aBatchInsertKeepsAnIdSetAheadAndAsksOnceForTheRest() {
        long customer = shop.addCustomer("importer");

        List<Long> ids = shop.importOrders(customer, 120);

        assertThat(orderIds.calls).containsExactly("nextId", "nextIds(119)");
        assertThat(ids).hasSize(120).doesNotHaveDuplicates();
        assertStored(ids);
        assertWithinReservedRanges("orders", "order", "id", 1);
    }

    @Test
    void newRecordsComeWithIdsFromOneCall() {
        long customer = shop.addCustomer("batch");

        List<Long> ids = shop.newOrders(customer, 30);

        assertThat(orderIds.calls).containsExactly("nextIds(30)");
        assertThat(ids).hasSize(30).doesNotHaveDuplicates();
        assertStored(ids);
    }

    @Test
    void aTextKeyGetsDecimalIdsFromItsExistingRange() {
        Set<String> codes = new HashSet<>();
        for (int i = 0; i < 5; i++) {
            codes.add(shop.issueCoupon(10 * i));
        }

        assertThat(codes).hasSize(5);
        long maxId = db.queryLong("SELECT max_id FROM idgen_segment WHERE biz_tag = 'coupon'");
        assertThat(codes).allSatisfy(code -> assertThat(Long.parseLong(code)).isBetween(COUPON_MAX_ID_BEFORE, maxId - 1));
        assertThat(db.queryLong("SELECT COUNT(*) FROM coupon")).isEqualTo(5);
    }

    @Test
    void snowflakeIdsAreIncreasingAndCarryTheirTime() {
        List<Long> ids = new ArrayList<>();
        for (int i = 0; i < 20; i++) {
            ids.add(shop.audit("event " + i));
        }

        assertThat(ids).doesNotHaveDuplicates().isSorted();
        for (long id : ids) {
            SnowflakeId decoded = SnowflakeLayout.defaults().decode(id);
            assertThat(decoded.time()).isBetween(started.minusSeconds(1), Instant.now().plus(Duration.ofSeconds(15)));
        }
        assertThat(db.queryLong("SELECT COUNT(DISTINCT id) FROM audit_event")).isEqualTo(20);
    }

    /** Every listed id is a row of {@code orders}. */
    /**
     * The quick start of docs/jooq.md as written, on a database whose orders table already holds rows (seed
     * data, ids 1 to 10): with a {@code DSLContext} on a {@code Connection} and on the {@code DataSource}, the
     * first insert through {@code OrdersIds} lands above the rows with no check call of the application's own
     * (issue #38: the cast to {@code DataSourceConnectionProvider} failed for a Connection, and the key started
     * at 1 under the rows).
     */
    @Test
    void theQuickStartInsertsAboveSeededRowsWithAContextOnAConnectionOrADataSource() throws Exception {
        try (TestDatabase seeded = TestDatabases.freshPostgres()) {
            DataSource ds = seeded.dataSource();
            Flyway.configure().dataSource(ds).locations("filesystem:" + SampleBuild.sampleApp().resolve("db/migration"))
                    .load().migrate();
            seeded.execute("INSERT INTO customer (id, name) VALUES (1, 'seed')");
            seeded.execute("INSERT INTO orders (id, customer_id) SELECT g, 1 FROM generate_series(1, 10) g");
            Method firstOrder = build.loader.loadClass("com.example.shop.JooqQuickStart")
                    .getDeclaredMethod("firstOrder", DataSource.class, DSLContext.class, long.class);
            firstOrder.setAccessible(true);

            long onConnection;
            try (Connection c = ds.getConnection()) {
                onConnection = (long) firstOrder.invoke(null, ds, DSL.using(c, SQLDialect.POSTGRES), 1L);
            }
            long onDataSource = (long) firstOrder.invoke(null, ds, DSL.using(ds, SQLDialect.POSTGRES), 1L);

            assertThat(onConnection).as("the first id after ten seeded rows").isGreaterThan(10);
            assertThat(onDataSource).as("a later start (a new engine) continues above").isGreaterThan(onConnection);
            assertThat(seeded.queryLong("SELECT COUNT(*) FROM orders")).isEqualTo(12);
        }
    }

    private void assertStored(List<Long> ids) {
        StringBuilder in = new StringBuilder();
        ids.forEach(id -> in.append(in.length() == 0 ? "" : ",").append(id));
        assertThat(db.queryLong("SELECT COUNT(*) FROM orders WHERE id IN (" + in + ")")).isEqualTo(ids.size());
    }

    /** Every id of {@code table} is unique and lies in what {@code key} has reserved: [min, max_id). */
    private void assertWithinReservedRanges(String table, String key, String column, long min) {
        long maxId = db.queryLong("SELECT max_id FROM idgen_segment WHERE biz_tag = '" + key + "'");
        assertThat(db.queryLong("SELECT COUNT(*) FROM " + table + " WHERE " + column + " < " + min + " OR " + column
                + " >= " + maxId)).as("ids of %s outside [%d, %d)", table, min, maxId).isZero();
        assertThat(db.queryLong("SELECT COUNT(DISTINCT " + column + ") FROM " + table))
                .isEqualTo(db.queryLong("SELECT COUNT(*) FROM " + table));
    }

    private static <T> T withContextClassLoader(ClassLoader loader, Callable<T> work) throws Exception {
        Thread thread = Thread.currentThread();
        ClassLoader previous = thread.getContextClassLoader();
        thread.setContextClassLoader(loader);
        try {
            return work.call();
        } finally {
            thread.setContextClassLoader(previous);
        }
    }

    /** The order key's generator, recording each call, so the test sees how many trips the helpers make. */
    static final class CountingGenerator implements IdGenerator {
        final List<String> calls = new ArrayList<>();
        private final IdGenerator delegate;

        CountingGenerator(IdGenerator delegate) {
            this.delegate = delegate;
        }

        @Override
        public long nextId() {
            calls.add("nextId");
            return delegate.nextId();
        }

        @Override
        public long[] nextIds(int count) {
            calls.add("nextIds(" + count + ")");
            return delegate.nextIds(count);
        }
    }
}
