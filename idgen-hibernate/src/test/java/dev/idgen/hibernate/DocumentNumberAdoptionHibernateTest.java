package dev.idgen.hibernate;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;
import dev.idgen.Dialect;
import dev.idgen.hibernate.model.Documents.SalesInvoice;
import dev.idgen.hibernate.model.Documents.ShopReceipt;
import dev.idgen.migrations.IdGenMigrations;
import dev.idgen.testsupport.TestDatabase;
import dev.idgen.testsupport.TestDatabases;
import java.io.ByteArrayOutputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;
import java.util.stream.Stream;
import org.hibernate.Session;
import org.hibernate.SessionFactory;
import org.hibernate.Transaction;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Issue #39 item 3, where idgen knows the table: a {@code @DocumentNumber} series used for the first time in the
 * current period over a table that already holds numbers of that period starts above them when the SessionFactory is
 * built (logged at INFO), through idgen's admin path; an engine whose connection may not set a series' start (the
 * least-privilege runtime role) fails the build naming the table, the highest number and the command; a series in use
 * is not read at all. H2, PostgreSQL and MariaDB.
 */
class DocumentNumberAdoptionHibernateTest {

    private final SessionFactories factories = new SessionFactories();
    private TestDatabase db;

    static Stream<Arguments> databases() {
        return Stream.of(Arguments.of("H2", (Supplier<TestDatabase>) TestDatabases::freshH2),
                Arguments.of("PostgreSQL", (Supplier<TestDatabase>) TestDatabases::freshPostgres),
                Arguments.of("MariaDB", (Supplier<TestDatabase>) TestDatabases::freshMariaDb));
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

    /** A fresh database with idgen's tables and the entities' tables (a first SessionFactory creates them). */
    private void tables(Supplier<TestDatabase> database) {
        db = database.get();
        IdGenMigrations.migrate(db.dataSource());
        SessionFactories.buildUntracked(SessionFactories.settings(db.dataSource()), SalesInvoice.class,
                ShopReceipt.class).close();
        assertThat(db.queryLong("SELECT COUNT(*) FROM idgen_document")).as("an empty table adopts nothing").isZero();
    }

    /** Three of this year's invoices and one of last year's, stored without idgen (an imported ledger). */
    private void storeImportedInvoices() {
        int last = Integer.parseInt(year()) - 1;
        db.execute("INSERT INTO sales_invoice (id, number, cents) VALUES (1, 'F" + year() + "-000001', 100)");
        db.execute("INSERT INTO sales_invoice (id, number, cents) VALUES (2, 'F" + year() + "-000003', 100)");
        db.execute("INSERT INTO sales_invoice (id, number, cents) VALUES (3, 'F" + year() + "-000002', 100)");
        db.execute("INSERT INTO sales_invoice (id, number, cents) VALUES (4, 'F" + last + "-000950', 100)");
    }

    private static String newInvoice(SessionFactory sf) {
        try (Session s = sf.openSession()) {
            Transaction tx = s.beginTransaction();
            SalesInvoice invoice = new SalesInvoice(500);
            s.persist(invoice);
            tx.commit();
            return invoice.getNumber();
        }
    }

    private static boolean scanned(JdbcRecorder recorder) {
        return recorder.executions.stream().anyMatch(e -> e.sql().toLowerCase(Locale.ROOT)
                .startsWith("select number from sales_invoice"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("databases")
    void aFirstUseSeriesStartsAboveThisYearsStoredInvoicesLoggedOnce(String name, Supplier<TestDatabase> database) {
        tables(database);
        storeImportedInvoices();
        JdbcRecorder recorder = new JdbcRecorder();
        SessionFactory[] built = new SessionFactory[1];
        String log = capturingStandardError(() -> built[0] = factories.build(SessionFactories.settings(
                recorder.wrap(db.dataSource())), SalesInvoice.class, ShopReceipt.class));
        assertThat(scanned(recorder)).as("the table is read for the series' first use").isTrue();
        SessionFactory sf = built[0];

        assertThat(newInvoice(sf)).as("above the three stored this year; last year's 950 is another period")
                .isEqualTo("F" + year() + "-000004");
        assertThat(newInvoice(sf)).isEqualTo("F" + year() + "-000005");
        assertThat(log).contains("INFO").contains("sales_invoice").contains("number")
                .contains("highest 3, next F" + year() + "-000004");
        assertThat(log.split("starts above the numbers", -1)).as("logged once").hasSize(2);
        assertThat(db.queryLong("SELECT start_number FROM idgen_document WHERE biz_tag = 'invoice'")).isEqualTo(3);
        assertThat(db.queryLong("SELECT COUNT(*) FROM idgen_document WHERE biz_tag = 'invoice'"))
                .as("only the current period adopted").isEqualTo(1);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("databases")
    void nodesStartingAtOnceAllStartAboveTheNumbers(String name, Supplier<TestDatabase> database) throws Exception {
        tables(database);
        storeImportedInvoices();
        ExecutorService pool = Executors.newFixedThreadPool(3);
        List<Future<SessionFactory>> nodes = new ArrayList<>();
        try {
            for (int i = 0; i < 3; i++) {
                nodes.add(pool.submit(() -> factories.build(SessionFactories.settings(db.dataSource()),
                        SalesInvoice.class)));
            }
            for (Future<SessionFactory> node : nodes) {
                node.get(2, TimeUnit.MINUTES); // a node whose adoption met another's fails its build: it must not
            }
        } finally {
            pool.shutdownNow();
        }
        assertThat(newInvoice(nodes.get(2).get())).isEqualTo("F" + year() + "-000004");
        assertThat(newInvoice(nodes.get(0).get())).isEqualTo("F" + year() + "-000005");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("databases")
    void aSeriesInUseIsNotRead(String name, Supplier<TestDatabase> database) {
        tables(database);
        SessionFactory first = factories.build(SessionFactories.settings(db.dataSource()), SalesInvoice.class);
        assertThat(newInvoice(first)).isEqualTo("F" + year() + "-000001");
        first.close();
        // a number written by something else after idgen's first one: the audit's business, not the start's
        db.execute("INSERT INTO sales_invoice (id, number, cents) VALUES (0, 'F" + year() + "-000007', 100)");

        JdbcRecorder recorder = new JdbcRecorder();
        SessionFactory sf = factories.build(SessionFactories.settings(recorder.wrap(db.dataSource())),
                SalesInvoice.class);
        assertThat(scanned(recorder)).as("a series with a row this period is in use: its table is not read").isFalse();
        assertThat(newInvoice(sf)).isEqualTo("F" + year() + "-000002");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("databases")
    void theRuntimeRoleCannotAdoptAndTheBuildSaysWhatToRun(String name, Supplier<TestDatabase> database) {
        tables(database);
        storeImportedInvoices();
        String user = "hdoc_" + db.databaseName().replaceAll("[^A-Za-z0-9_]", "_");
        if (user.length() > 32) {
            user = user.substring(0, 32); // MariaDB's limit on user names
        }
        createRuntimeRole(user);
        try (HikariDataSource app = runtimeDataSource(user)) {
            Map<String, Object> settings = SessionFactories.settings(app);
            settings.put("hibernate.hbm2ddl.auto", "none"); // the owner manages the schema
            assertThatThrownBy(() -> factories.build(settings, SalesInvoice.class))
                    .hasStackTraceContaining("table sales_invoice already holds number 3 in number")
                    .hasStackTraceContaining("idgen documents adopt --table sales_invoice --column number --key invoice "
                            + "--format 'F{date:yyyy}-{serial:6}'")
                    .hasStackTraceContaining("DocumentAdmin.on(ownerDataSource).adoptFromColumn(\"invoice\"")
                    .hasStackTraceContaining(IdGenSettings.CHECK_EXISTING_ROWS + "=false");
            assertThat(db.queryLong("SELECT COUNT(*) FROM idgen_document")).as("nothing adopted").isZero();

            // the fix the message names, run as the owner; then the runtime role starts above the numbers
            dev.idgen.jdbc.admin.DocumentAdmin.on(db.dataSource()).adoptFromColumn("invoice",
                    dev.idgen.format.IdFormat.parse("F{date:yyyy}-{serial:6}"), "sales_invoice", "number", null);
            SessionFactory sf = factories.build(settings, SalesInvoice.class);
            assertThat(newInvoice(sf)).isEqualTo("F" + year() + "-000004");
        } finally {
            factories.close();
            if (db.dialect() == Dialect.MYSQL) {
                db.execute("DROP USER " + user);
            }
        }
    }

    private HikariDataSource runtimeDataSource(String user) {
        HikariConfig config = new HikariConfig();
        // H2: a user without admin rights may not set DB_CLOSE_DELAY (the owner's connections keep it open)
        config.setJdbcUrl(db.jdbcUrl().replaceAll("(?i);DB_CLOSE_DELAY=-?\\d+", ""));
        config.setUsername(user);
        config.setPassword("app");
        config.setMaximumPoolSize(4);
        return new HikariDataSource(config);
    }

    /** The least-privilege runtime role: the shipped grants, and rights on the application's tables. */
    private void createRuntimeRole(String user) {
        String[] appTables = {"sales_invoice", "shop_receipt"};
        switch (db.dialect()) {
            case POSTGRESQL -> {
                db.execute("CREATE ROLE " + user + " LOGIN PASSWORD 'app'");
                IdGenMigrations.grantStatements(Dialect.POSTGRESQL, user).forEach(db::execute);
                for (String t : appTables) {
                    db.execute("GRANT SELECT, INSERT, UPDATE ON " + t + " TO " + user);
                }
            }
            case MYSQL -> {
                db.execute("CREATE USER " + user + " IDENTIFIED BY 'app'");
                IdGenMigrations.grantStatements(Dialect.MYSQL, user, db.databaseName(), false).forEach(db::execute);
                for (String t : appTables) {
                    db.execute("GRANT SELECT, INSERT, UPDATE ON " + db.databaseName() + "." + t + " TO " + user);
                }
            }
            default -> { // H2: table rights only (no column privileges: V13's trigger asks for the owner)
                db.execute("CREATE USER " + user + " PASSWORD 'app'");
                for (String t : new String[] {"idgen_segment", "idgen_worker", "idgen_snowflake_namespace",
                        "idgen_daily", "idgen_epoch", "idgen_document", "idgen_region", appTables[0], appTables[1]}) {
                    db.execute("GRANT SELECT, INSERT, UPDATE ON " + t + " TO " + user);
                }
            }
        }
    }

    /**
     * What slf4j-simple writes to standard error while {@code work} runs (DocumentStart logs at INFO in these tests:
     * see the surefire configuration), still passed on to standard error.
     */
    private static String capturingStandardError(Runnable work) {
        PrintStream original = System.err;
        ByteArrayOutputStream copy = new ByteArrayOutputStream();
        System.setErr(new PrintStream(new OutputStream() {
            @Override
            public void write(int b) {
                original.write(b);
                copy.write(b);
            }

            @Override
            public void write(byte[] b, int off, int len) {
                original.write(b, off, len);
                copy.write(b, off, len);
            }
        }, true, StandardCharsets.UTF_8));
        try {
            work.run();
        } finally {
            System.setErr(original);
        }
        return copy.toString(StandardCharsets.UTF_8);
    }
}
