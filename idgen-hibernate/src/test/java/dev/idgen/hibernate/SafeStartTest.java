package dev.idgen.hibernate;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.idgen.hibernate.model.ChatMessage;
import dev.idgen.hibernate.model.LedgerEntry;
import dev.idgen.hibernate.model.PurchaseOrder;
import dev.idgen.jdbc.admin.KeyAdmin;
import dev.idgen.jdbc.admin.OrderedKeyAdmin;
import dev.idgen.migrations.IdGenMigrations;
import dev.idgen.testsupport.TestDatabase;
import dev.idgen.testsupport.TestDatabases;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.Supplier;
import java.util.stream.Stream;
import org.hibernate.SessionFactory;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * A SessionFactory whose idgen entity's table already holds rows at or above the key's next id
 * (seeded without idgen), or whose id column is too narrow, fails its build with the entity, table,
 * key, both values and the fix when {@code idgen.existing-rows} says so — never a primary-key violation
 * at the first insert; by default (issue #38) or with {@code idgen.adopt_existing_rows} the key moves
 * above the rows instead, and a key used for the first time moves above them by itself. On H2 and
 * PostgreSQL.
 */
class SafeStartTest {

    private final SessionFactories factories = new SessionFactories();
    private TestDatabase db;

    static Stream<Arguments> databases() {
        return Stream.of(Arguments.of("H2", (Supplier<TestDatabase>) TestDatabases::freshH2),
                Arguments.of("PostgreSQL", (Supplier<TestDatabase>) TestDatabases::freshPostgres));
    }

    private void start(Supplier<TestDatabase> database) {
        db = database.get();
        IdGenMigrations.with(db.dataSource()).slowOrdered(true).migrate();
    }

    @AfterEach
    void stop() {
        factories.close();
        if (db != null) {
            db.close();
        }
    }

    /** Rows 1..n in {@code purchase_order}, written without idgen (seed data). */
    private void seedOrders(int n) {
        db.execute("CREATE TABLE purchase_order (id BIGINT PRIMARY KEY, customer VARCHAR(40), note VARCHAR(40))");
        for (int i = 1; i <= n; i++) {
            db.execute("INSERT INTO purchase_order (id, customer, note) VALUES (" + i + ", 'seed', 'data.sql')");
        }
    }

    /**
     * Issue #32 changed this case: it used a key with no row yet, which now starts above the rows by
     * itself ({@link #aKeyUsedForTheFirstTimeStartsAboveTheSeededRowsByItself}). A key that has
     * handed out ids (its next id is 10) below the table's MAX(id) still fails, as before.
     */
    @ParameterizedTest(name = "{0}")
    @MethodSource("databases")
    void seededRowsAtTheKeysNextIdFailTheBuildNamingEntityTableKeyValuesAndFix(String name, Supplier<TestDatabase> database) {
        start(database);
        seedOrders(42);
        KeyAdmin.on(db.dataSource()).create(new KeyAdmin.NewKey("order", 10, 1000, null, null, "in use before"));
        long before = db.queryLong("SELECT max_id FROM idgen_segment WHERE biz_tag = 'order'");
        // issue #38: by default such a key is moved above the rows (below); the refusal is the engine option
        Map<String, Object> refusing = SessionFactories.settings(db.dataSource());
        refusing.put("idgen.existing-rows", "adopt-first-use");
        assertThatThrownBy(() -> factories.build(refusing, PurchaseOrder.class))
                .hasStackTraceContaining("entity 'PurchaseOrder'")
                .hasStackTraceContaining("field 'id'")
                .hasStackTraceContaining("table purchase_order already holds ids up to 42 (MAX(id))")
                .hasStackTraceContaining("segment key 'order' would hand out 10 next")
                .hasStackTraceContaining("idgen.adopt_existing_rows=true")
                .hasStackTraceContaining("(with Spring Boot: idgen.hibernate.adopt-existing-rows=true)")
                .hasStackTraceContaining("idgen keys adopt order --table purchase_order --column id")
                .hasStackTraceContaining("existing-rows=adopt-first-use refuses to move the key");
        assertThat(db.queryLong("SELECT max_id FROM idgen_segment WHERE biz_tag = 'order'"))
                .as("the check reads only: the key is not moved").isEqualTo(before);
    }

    /** Issue #38: ids at or above the next id of a key in use (another writer) move the key above them by default. */
    @ParameterizedTest(name = "{0}")
    @MethodSource("databases")
    void byDefaultAKeyInUseBelowTheRowsIsMovedAboveThem(String name, Supplier<TestDatabase> database) {
        start(database);
        seedOrders(42);
        KeyAdmin.on(db.dataSource()).create(new KeyAdmin.NewKey("order", 10, 1000, null, null, "in use before"));
        SessionFactory sf = factories.build(SessionFactories.settings(db.dataSource()), PurchaseOrder.class);
        assertThat(AbstractHibernateIdGenTest.persist(sf, 3, i -> new PurchaseOrder("c", "x"), PurchaseOrder::getId))
                .containsExactly(43L, 44L, 45L);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("databases")
    void aKeyUsedForTheFirstTimeStartsAboveTheSeededRowsByItself(String name, Supplier<TestDatabase> database)
            throws Exception {
        start(database);
        seedOrders(42);
        // two nodes starting at once, both seeing the key unused: each move only raises the key
        ExecutorService pool = Executors.newFixedThreadPool(2);
        try {
            Callable<SessionFactory> node = () -> factories.build(SessionFactories.settings(db.dataSource()), PurchaseOrder.class);
            Future<SessionFactory> a = pool.submit(node);
            Future<SessionFactory> b = pool.submit(node);
            List<Long> first = AbstractHibernateIdGenTest.persist(a.get(), 20, i -> new PurchaseOrder("c", "a"), PurchaseOrder::getId);
            List<Long> second = AbstractHibernateIdGenTest.persist(b.get(), 20, i -> new PurchaseOrder("c", "b"), PurchaseOrder::getId);
            assertThat(first).allMatch(id -> id > 42).doesNotHaveDuplicates().doesNotContainAnyElementsOf(second);
            assertThat(second).allMatch(id -> id > 42).doesNotHaveDuplicates();
        } finally {
            pool.shutdownNow();
        }
        assertThat(db.queryLong("SELECT COUNT(*) FROM purchase_order")).isEqualTo(82);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("databases")
    void withADeferredCheckRowsLoadedAfterTheBuildAreAdoptedAtCheckTables(String name, Supplier<TestDatabase> database) {
        start(database);
        Map<String, Object> settings = SessionFactories.settings(db.dataSource());
        settings.put(IdGenSettings.DEFER_TABLE_CHECK, true);
        SessionFactory sf = factories.build(settings, PurchaseOrder.class); // creates the empty table
        assertThat(db.queryLong("SELECT COUNT(*) FROM idgen_segment WHERE biz_tag = 'order'"))
                .as("no range taken before the rows are loaded").isZero();
        for (int i = 1; i <= 13; i++) { // what Boot's deferred data.sql does at this point
            db.execute("INSERT INTO purchase_order (id, customer, note) VALUES (" + i + ", 'seed', 'data.sql')");
        }
        IdGenHibernate.checkTables(sf);
        assertThat(AbstractHibernateIdGenTest.persist(sf, 5, i -> new PurchaseOrder("c", "x"), PurchaseOrder::getId))
                .allMatch(id -> id > 13);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("databases")
    void withAdoptionTheKeyMovesAboveTheSeededRowsAndInsertsDoNotCollide(String name, Supplier<TestDatabase> database) {
        start(database);
        seedOrders(42);
        Map<String, Object> settings = SessionFactories.settings(db.dataSource());
        settings.put(IdGenSettings.ADOPT_EXISTING_ROWS, "true");
        SessionFactory sf = factories.build(settings, PurchaseOrder.class);
        List<Long> ids = AbstractHibernateIdGenTest.persist(sf, 20, i -> new PurchaseOrder("c", "x"), PurchaseOrder::getId);
        assertThat(ids).allMatch(id -> id > 42).doesNotHaveDuplicates();
        assertThat(db.queryLong("SELECT COUNT(*) FROM purchase_order")).isEqualTo(62);

        // a second node (its own SessionFactory) starting later finds the key above the rows already
        SessionFactory second = factories.build(SessionFactories.settings(db.dataSource()), PurchaseOrder.class);
        assertThat(AbstractHibernateIdGenTest.persist(second, 5, i -> new PurchaseOrder("c", "y"), PurchaseOrder::getId))
                .allMatch(id -> id > 42).doesNotContainAnyElementsOf(ids);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("databases")
    void slowOrderedRowsAreCheckedAndAdoptedToo(String name, Supplier<TestDatabase> database) {
        start(database);
        db.execute("CREATE TABLE ledger_entry (id BIGINT PRIMARY KEY, persist_order BIGINT NOT NULL)");
        db.execute("INSERT INTO ledger_entry (id, persist_order) VALUES (7, 1), (900, 2)");
        // a (key, sub-key) that has handed out ids (issue #32: an unused one would start above the rows by itself)
        OrderedKeyAdmin.on(db.dataSource()).create("ledger", "eu", 5);
        Map<String, Object> refusing = SessionFactories.settings(db.dataSource());
        refusing.put("idgen.existing-rows", "refuse");
        assertThatThrownBy(() -> factories.build(refusing, LedgerEntry.class))
                .hasStackTraceContaining("entity 'LedgerEntry'")
                .hasStackTraceContaining("table ledger_entry already holds ids up to 900")
                .hasStackTraceContaining("slow-ordered key 'ledger' sub-key 'eu' would hand out 5 next");

        Map<String, Object> settings = SessionFactories.settings(db.dataSource());
        settings.put(IdGenSettings.ADOPT_EXISTING_ROWS, true);
        SessionFactory sf = factories.build(settings, LedgerEntry.class);
        List<Long> ids = AbstractHibernateIdGenTest.persist(sf, 3, LedgerEntry::new, LedgerEntry::getId);
        assertThat(ids).containsExactly(901L, 902L, 903L);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("databases")
    void snowflakeIdsInAnIntegerColumnFailTheBuild(String name, Supplier<TestDatabase> database) {
        start(database);
        db.execute("CREATE TABLE chat_message (id INTEGER PRIMARY KEY, customer VARCHAR(40), note VARCHAR(40))");
        Map<String, Object> settings = SessionFactories.settings(db.dataSource());
        settings.put("hibernate.hbm2ddl.auto", "none"); // "update" would widen the column
        assertThatThrownBy(() -> factories.build(settings, ChatMessage.class))
                .hasStackTraceContaining("entity 'ChatMessage'")
                .hasStackTraceContaining("column chat_message.id is ")
                .hasStackTraceContaining("whose largest value is 2147483647")
                .hasStackTraceContaining("snowflake namespace 'default' hands out ")
                .hasStackTraceContaining("make the column BIGINT");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("databases")
    void theCheckCanBeTurnedOffAndABadFlagIsRefused(String name, Supplier<TestDatabase> database) {
        start(database);
        seedOrders(3);
        Map<String, Object> bad = SessionFactories.settings(db.dataSource());
        bad.put(IdGenSettings.ADOPT_EXISTING_ROWS, "yes");
        assertThatThrownBy(() -> factories.build(bad, PurchaseOrder.class))
                .hasStackTraceContaining("idgen.adopt_existing_rows must be true or false, was 'yes'");

        Map<String, Object> off = SessionFactories.settings(db.dataSource());
        off.put(IdGenSettings.CHECK_EXISTING_ROWS, "false");
        SessionFactory sf = factories.build(off, PurchaseOrder.class);
        assertThat(sf.isOpen()).as("not checked: the application said so").isTrue();
        assertThat(db.queryLong("SELECT COUNT(*) FROM purchase_order")).isEqualTo(3);
    }
}
