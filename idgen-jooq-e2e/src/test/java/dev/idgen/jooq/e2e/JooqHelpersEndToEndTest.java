package dev.idgen.jooq.e2e;

import static org.assertj.core.api.Assertions.assertThat;

import dev.idgen.IdGenerator;
import dev.idgen.SnowflakeId;
import dev.idgen.SnowflakeLayout;
import dev.idgen.jdbc.IdGenEngine;
import dev.idgen.migrations.IdGenMigrations;
import dev.idgen.testsupport.TestDatabase;
import dev.idgen.testsupport.TestDatabases;
import java.nio.file.Paths;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.Callable;
import javax.sql.DataSource;
import org.flywaydb.core.Flyway;
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
        for (String helper : List.of("CustomerIds", "OrdersIds", "CouponIds", "AuditEventIds")) {
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
