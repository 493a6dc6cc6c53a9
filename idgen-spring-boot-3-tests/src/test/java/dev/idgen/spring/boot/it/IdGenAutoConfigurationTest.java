package dev.idgen.spring.boot.it;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.idgen.IdGenerator;
import dev.idgen.SchemaMissingException;
import dev.idgen.jdbc.IdGenEngine;
import dev.idgen.jdbc.admin.KeyAdmin;
import dev.idgen.jdbc.admin.KeyInfo;
import dev.idgen.jdbc.segment.SegmentStats;
import dev.idgen.migrations.IdGenMigrations;
import dev.idgen.spi.IdStrategy;
import dev.idgen.spi.StrategyContext;
import dev.idgen.spring.boot.IdGenAutoConfiguration;
import dev.idgen.spring.boot.IdGenDatabaseInitializer;
import dev.idgen.spring.boot.IdGenFailureAnalyzer;
import dev.idgen.testsupport.TestDatabase;
import dev.idgen.testsupport.TestDatabases;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import javax.sql.DataSource;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.springframework.boot.actuate.info.Info;
import org.springframework.boot.actuate.info.InfoContributor;
import org.springframework.boot.autoconfigure.AutoConfigurations;
import org.springframework.boot.diagnostics.FailureAnalysis;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;
import org.springframework.boot.test.system.CapturedOutput;
import org.springframework.boot.test.system.OutputCaptureExtension;

/**
 * The auto-configuration in an {@link ApplicationContextRunner}: a DataSource bean (a fresh H2 database
 * per test) and nothing else, then one property at a time. Line-neutral: runs on Boot 3.5 here and on
 * Boot 4.x in idgen-spring-boot-4-tests.
 */
@ExtendWith(OutputCaptureExtension.class)
class IdGenAutoConfigurationTest {

    private final List<TestDatabase> databases = new ArrayList<>();

    @AfterEach
    void dropDatabases() {
        databases.forEach(TestDatabase::close);
    }

    private TestDatabase fresh() {
        TestDatabase db = TestDatabases.freshH2();
        databases.add(db);
        return db;
    }

    private ApplicationContextRunner runner(TestDatabase db) {
        return new ApplicationContextRunner()
                .withConfiguration(AutoConfigurations.of(IdGenAutoConfiguration.class))
                .withBean(DataSource.class, () -> db.newDataSource(4));
    }

    @Test
    void aDataSourceIsAllItNeeds() {
        TestDatabase db = fresh();
        runner(db).run(ctx -> {
            assertThat(ctx).hasSingleBean(IdGenEngine.class).hasSingleBean(IdGenDatabaseInitializer.class);
            IdGenEngine engine = ctx.getBean(IdGenEngine.class);
            long a = engine.segment("order").nextId();
            assertThat(engine.segment("order").nextId()).isGreaterThan(a);
            assertThat(db.queryLong("SELECT COUNT(*) FROM \"idgen_schema_history\" WHERE \"success\"")).isGreaterThanOrEqualTo(5);
            // every piece whose library is on this class path is there
            assertThat(ctx).hasBean("idgenHibernatePropertiesCustomizer").hasBean("idgenMeterBinder")
                    .hasBean("idgenHealthIndicator").hasBean("idgenInfoContributor");
        });
    }

    @Test
    void engineClosesWithTheContext() {
        TestDatabase db = fresh();
        IdGenEngine[] seen = new IdGenEngine[1];
        runner(db).run(ctx -> seen[0] = ctx.getBean(IdGenEngine.class));
        assertThat(seen[0].isClosed()).isTrue();
    }

    @Test
    void propertiesAreBoundWithRelaxedNamesAndApplied() {
        TestDatabase db = fresh();
        runner(db).withPropertyValues("idgen.name=shop", "idgen.segment.defaultStep=77", "idgen.max_wait=250ms",
                "idgen.slow-ordered.round-trips-in-flight=2").run(ctx -> {
            IdGenEngine engine = ctx.getBean(IdGenEngine.class);
            assertThat(engine.name()).isEqualTo("shop");
            engine.segment("fresh").nextId();
            assertThat(KeyAdmin.on(ctx.getBean(DataSource.class)).show("fresh").orElseThrow().step()).isEqualTo(77);
        });
    }

    @Test
    void theEngineIsNamedAfterTheApplicationInLogsAndInfo() {
        TestDatabase db = fresh();
        runner(db).withPropertyValues("spring.application.name=pet clinic").run(ctx -> {
            assertThat(ctx.getBean(IdGenEngine.class).name()).isEqualTo("pet-clinic");
            Info.Builder info = new Info.Builder();
            ctx.getBean(InfoContributor.class).contribute(info);
            assertThat(info.build().getDetails().get("idgen")).asString().contains("engine=pet-clinic");
        });
        runner(db).run(ctx -> assertThat(ctx.getBean(IdGenEngine.class).name()).as("no application name").isEqualTo("idgen"));
        runner(db).withPropertyValues("spring.application.name=petclinic", "idgen.name=ids")
                .run(ctx -> assertThat(ctx.getBean(IdGenEngine.class).name()).as("idgen.name wins").isEqualTo("ids"));
    }

    @Test
    void idgensTablesGoIntoTheConfiguredSchema() {
        TestDatabase db = fresh();
        runner(db).withPropertyValues("idgen.schema=ids", "idgen.keys.invoice.start=500").run(ctx -> {
            IdGenEngine engine = ctx.getBean(IdGenEngine.class);
            assertThat(engine.segment("invoice").nextId()).isEqualTo(500);
            assertThat(db.queryLong("SELECT max_id FROM ids.idgen_segment WHERE biz_tag = 'invoice'")).isGreaterThan(500);
            assertThat(KeyAdmin.on(ctx.getBean(DataSource.class), "ids").show("invoice")).isPresent();
            assertThat(db.queryLong("SELECT COUNT(*) FROM INFORMATION_SCHEMA.TABLES WHERE TABLE_SCHEMA = 'PUBLIC' "
                    + "AND LOWER(TABLE_NAME) LIKE 'idgen%'")).as("nothing in the application's schema").isZero();
        });
    }

    @Test
    void theSlowOrderedTablesComeWithTheirPropertyOrASlowOrderedKeyOnly() {
        TestDatabase plain = fresh();
        runner(plain).run(ctx -> {
            assertThat(ctx).hasNotFailed();
            assertThat(orderedTables(plain)).as("segment, snowflake and daily need none").isZero();
            assertThatThrownBy(() -> ctx.getBean(IdGenEngine.class).slowOrdered("chat", "room").nextId())
                    .isInstanceOf(SchemaMissingException.class).hasMessageContaining("idgen.slow-ordered.tables=true")
                    .satisfies(e -> assertThat(((SchemaMissingException) e).missing())
                            .isEqualTo(SchemaMissingException.Part.SLOW_ORDERED_TABLES))
                    .satisfies(e -> assertThat(new IdGenFailureAnalyzer().analyze(e).getAction())
                            .startsWith("Set idgen.slow-ordered.tables=true"));
        });
        TestDatabase asked = fresh();
        runner(asked).withPropertyValues("idgen.slow-ordered.tables=true").run(ctx -> {
            assertThat(orderedTables(asked)).isEqualTo(65);
            assertThat(ctx.getBean(IdGenEngine.class).slowOrdered("chat", "room").nextId()).isEqualTo(1);
        });
        TestDatabase byKey = fresh();
        runner(byKey).withPropertyValues("idgen.keys.chat.strategy=slow-ordered").run(ctx ->
                assertThat(orderedTables(byKey)).isEqualTo(65));
    }

    private static long orderedTables(TestDatabase db) {
        return db.queryLong("SELECT COUNT(*) FROM INFORMATION_SCHEMA.TABLES WHERE TABLE_SCHEMA = 'PUBLIC' "
                + "AND (LOWER(TABLE_NAME) = 'idgen_ordered_config' OR LOWER(TABLE_NAME) LIKE 'idgen\\_ordered\\___')");
    }

    @Test
    void configuredKeysAreRegisteredOnceAndNeverChangedAfterwards() {
        TestDatabase db = fresh();
        runner(db).withPropertyValues("idgen.keys.invoice.start=1000", "idgen.keys.invoice.step=500",
                "idgen.keys.invoice.description=invoices", "idgen.keys.[im.message].strategy=slow-ordered").run(ctx -> {
            KeyInfo invoice = KeyAdmin.on(ctx.getBean(DataSource.class)).show("invoice").orElseThrow();
            assertThat(invoice.nextId()).isEqualTo(1000);
            assertThat(invoice.step()).isEqualTo(500);
            assertThat(ctx.getBean(IdGenEngine.class).segment("invoice").nextId()).isEqualTo(1000);
            assertThat(ctx.getBean(IdGenEngine.class).slowOrdered("im.message", "room").nextId()).isEqualTo(1);
        });
        // a second start with another step leaves the row as it is (the first start's range is spent)
        runner(db).withPropertyValues("idgen.keys.invoice.start=1", "idgen.keys.invoice.step=7").run(ctx -> {
            KeyInfo invoice = KeyAdmin.on(ctx.getBean(DataSource.class)).show("invoice").orElseThrow();
            assertThat(invoice.step()).isEqualTo(500);
            assertThat(ctx.getBean(IdGenEngine.class).segment("invoice").nextId()).isGreaterThanOrEqualTo(1500);
        });
    }

    @Test
    void adoptFromMovesTheKeyAboveTheTablesRowsPlusHeadroom() {
        TestDatabase db = fresh();
        db.execute("CREATE TABLE orders (id BIGINT PRIMARY KEY, customer VARCHAR(20))");
        db.execute("INSERT INTO orders VALUES (1, 'a'), (777, 'b')");
        runner(db).withPropertyValues("idgen.keys.order.adopt-from=orders.id", "idgen.keys.order.headroom=10").run(ctx -> {
            assertThat(ctx).hasNotFailed();
            long id = ctx.getBean(IdGenEngine.class).segment("order").nextId();
            assertThat(id).isGreaterThanOrEqualTo(788);
        });
    }

    /** An adopt-from INTEGER column caps its key's ranges by what it has left (issue #38 item 5). */
    @Test
    void adoptFromAnIntegerColumnCapsTheKeysRanges() {
        TestDatabase db = fresh();
        db.execute("CREATE TABLE ticket (id INTEGER PRIMARY KEY, title VARCHAR(20))");
        db.execute("INSERT INTO ticket VALUES (5, 'a')");
        runner(db).withPropertyValues("idgen.keys.ticket.adopt-from=ticket.id", "idgen.keys.ticket.step=1000000")
                .run(ctx -> {
                    assertThat(ctx).hasNotFailed();
                    IdGenEngine engine = ctx.getBean(IdGenEngine.class);
                    assertThat(engine.segment("ticket").nextId()).isGreaterThan(5);
                    SegmentStats stats = engine.segmentStats("ticket").orElseThrow();
                    assertThat(stats.column()).isEqualTo("ticket.id");
                    assertThat(stats.columnMax()).isEqualTo(Integer.MAX_VALUE);
                    // not the row's step of a million: at most 1/200 000 of what the column has left
                    assertThat(stats.step()).isLessThanOrEqualTo(Integer.MAX_VALUE / 200_000);
                });
    }

    /**
     * Issue #38: adopt-from at every start says something only when the key moved: INFO at the first adoption,
     * nothing at a restart over rows the key is above, WARN naming table, column and the other writer's highest id
     * when ids appeared at or above the key's next id; idgen.existing-rows=adopt-first-use refuses that start.
     */
    @Test
    void adoptFromSaysOnlyWhatMovedAndWarnsAboutAnotherWriter(CapturedOutput output) {
        TestDatabase db = fresh();
        db.execute("CREATE TABLE orders (id BIGINT PRIMARY KEY, customer VARCHAR(20))");
        db.execute("INSERT INTO orders VALUES (1, 'a'), (777, 'b')");
        String adopt = "idgen.keys.order.adopt-from=orders.id";
        runner(db).withPropertyValues(adopt).run(ctx -> ctx.getBean(IdGenEngine.class).segment("order").nextId());
        assertThat(output.getAll()).contains("key 'order' adopted orders.id (MAX = 777, headroom 0): next id 778");

        int from = output.getAll().length();
        runner(db).withPropertyValues(adopt).run(ctx -> assertThat(ctx).hasNotFailed());
        assertThat(output.getAll().substring(from)).as("a restart: nothing moved, nothing said")
                .doesNotContain("adopted").doesNotContain("moved the key");

        db.execute("INSERT INTO orders VALUES (90000, 'other writer')");
        from = output.getAll().length();
        runner(db).withPropertyValues(adopt, "idgen.existing-rows=adopt-first-use")
                .run(ctx -> assertThat(ctx).hasFailed().getFailure()
                        .hasStackTraceContaining("table orders already holds ids up to 90000 (MAX(id))")
                        .hasStackTraceContaining("idgen.existing-rows=adopt-first-use refuses to move the key"));
        runner(db).withPropertyValues(adopt).run(ctx ->
                assertThat(ctx.getBean(IdGenEngine.class).segment("order").nextId()).isEqualTo(90_001));
        assertThat(output.getAll().substring(from)).contains(" WARN ")
                .contains("key 'order' was at next id").contains("table orders holds ids up to 90000 in column id")
                .contains("next id 90001");
    }

    @Test
    void anEngineOfYourOwnWins() {
        TestDatabase db = fresh();
        IdGenMigrations.migrate(db.dataSource());
        runner(db).withBean("myEngine", IdGenEngine.class,
                        () -> IdGenEngine.builder(db.dataSource()).name("mine").build())
                .run(ctx -> {
                    assertThat(ctx).hasSingleBean(IdGenEngine.class);
                    assertThat(ctx.getBean(IdGenEngine.class).name()).isEqualTo("mine");
                });
    }

    @Test
    void everyPieceSwitchesOffByProperty() {
        TestDatabase db = fresh();
        runner(db).withPropertyValues("idgen.enabled=false")
                .run(ctx -> assertThat(ctx).doesNotHaveBean(IdGenEngine.class).doesNotHaveBean(IdGenDatabaseInitializer.class));
        runner(db).withPropertyValues("idgen.hibernate.enabled=false", "idgen.metrics.enabled=false",
                "management.health.idgen.enabled=false", "management.info.idgen.enabled=false").run(ctx -> {
            assertThat(ctx).hasSingleBean(IdGenEngine.class);
            assertThat(ctx).doesNotHaveBean("idgenHibernatePropertiesCustomizer").doesNotHaveBean("idgenMeterBinder")
                    .doesNotHaveBean("idgenHealthIndicator").doesNotHaveBean("idgenInfoContributor");
        });
    }

    @Test
    void withoutMigrationsAnEmptyDatabaseFailsNamingTheMigrationToRun() {
        TestDatabase db = fresh();
        runner(db).withPropertyValues("idgen.migrate=false").run(ctx -> {
            assertThat(ctx).hasFailed();
            assertThat(causes(ctx.getStartupFailure())).hasAtLeastOneElementOfType(SchemaMissingException.class);
            FailureAnalysis analysis = new IdGenFailureAnalyzer().analyze(ctx.getStartupFailure());
            assertThat(analysis.getDescription()).contains("IdGenMigrations.migrate");
            assertThat(analysis.getAction()).contains("idgen.migrate=false", "idgen-migrations");
        });
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
            "idgen.executor-threads=100              | idgen.executor-threads | 100",
            "idgen.segment.min-step=0                | idgen.segment.min-step | 0",
            "idgen.snowflake.node=nonsense           | idgen.snowflake.node   | nonsense",
            "idgen.daily.zone=Mars/Olympus           | idgen.daily.zone       | Mars/Olympus",
            "idgen.keys.x.strategy=segmnt            | idgen.keys.x.strategy  | segmnt",
            "idgen.keys.[a;b].step=5                 | idgen.keys.a;b         | a;b",
            "idgen.keys.order.step=0                 | idgen.keys.order       | order",
            "idgen.keys.order.adopt-from=orders      | idgen.keys.order.adopt-from | orders",
            "idgen.keys.order.adopt-from=missing.id  | idgen.keys.order.adopt-from | missing.id",
            "idgen.keys.order.adopt-from=note.nope   | idgen.keys.order.adopt-from | note.nope",
            "idgen.keys.order.adopt-from=note.code   | idgen.keys.order.adopt-from | note.code",
            "idgen.keys.chat.strategy=slow-ordered,idgen.keys.chat.adopt-from=note.id | idgen.keys.chat.adopt-from | note.id",
    })
    void badConfigurationFailsStartUpNamingPropertyValueAndFix(String properties, String property, String value) {
        TestDatabase db = fresh();
        db.execute("CREATE TABLE note (id BIGINT PRIMARY KEY, code VARCHAR(20))");
        runner(db).withPropertyValues(properties.split(",")).run(ctx -> {
            assertThat(ctx).hasFailed();
            FailureAnalysis analysis = new IdGenFailureAnalyzer().analyze(ctx.getStartupFailure());
            assertThat(analysis).as("failure analysis of %s", ctx.getStartupFailure()).isNotNull();
            assertThat(analysis.getDescription()).contains(property).contains("'" + value + "'");
            assertThat(analysis.getAction()).isNotBlank();
        });
        assertThat(idgenTables(db)).as("a refused configuration changes nothing in the database").isEmpty();
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
            "idgen.segment.min-step=500,idgen.segment.max-step=100                | minStep (500) must not be greater than maxStep (100)",
            "idgen.snowflake.lease-ttl=3s,idgen.snowflake.heartbeat-interval=2s   | leaseTtl (PT3S) must be at least 3 heartbeat intervals",
            "idgen.keys.order.strategy=segment,idgen.keys.chat.strategy=counter   | idgen.keys.chat.strategy = 'counter': unknown strategy",
            "idgen.keys.order.min-step=50,idgen.keys.order.max-step=10            | idgen.keys.order = 'order'",
    })
    void configurationIsCheckedBeforeIdgensMigrationsChangeTheDatabase(String properties, String message) {
        TestDatabase db = fresh();
        runner(db).withPropertyValues(properties.split(",")).run(ctx -> {
            assertThat(ctx).hasFailed();
            assertThat(causes(ctx.getStartupFailure())).anySatisfy(c -> assertThat(c.getMessage()).contains(message));
            assertThat(new IdGenFailureAnalyzer().analyze(ctx.getStartupFailure())).isNotNull();
        });
        assertThat(idgenTables(db)).as("idgen's tables after a refused start").isEmpty();
    }

    @Test
    void aKeyMayNameAStrategyOfYourOwnDefinedAsABean() {
        TestDatabase db = fresh();
        runner(db).withBean(IdStrategy.class, CounterStrategy::new)
                .withPropertyValues("idgen.keys.ticket.strategy=counter").run(ctx -> {
                    assertThat(ctx).hasNotFailed();
                    assertThat(ctx.getBean(IdGenEngine.class).generator("counter", "ticket").nextId()).isEqualTo(1001);
                });
    }

    /** A strategy of the application's own: a counter in memory (enough to be served). */
    static final class CounterStrategy implements IdStrategy {
        @Override
        public String name() {
            return "counter";
        }

        @Override
        public IdGenerator create(String key, StrategyContext context) {
            AtomicLong n = new AtomicLong(1000);
            return new IdGenerator() {
                @Override
                public long nextId() {
                    return n.incrementAndGet();
                }

                @Override
                public long[] nextIds(int count) {
                    return java.util.stream.LongStream.generate(n::incrementAndGet).limit(count).toArray();
                }
            };
        }
    }

    private static List<String> idgenTables(TestDatabase db) {
        List<String> tables = new ArrayList<>();
        try (java.sql.Connection c = db.dataSource().getConnection();
             java.sql.ResultSet rs = c.createStatement().executeQuery("SELECT TABLE_SCHEMA, TABLE_NAME FROM "
                     + "INFORMATION_SCHEMA.TABLES WHERE LOWER(TABLE_NAME) LIKE 'idgen%'")) {
            while (rs.next()) {
                tables.add(rs.getString(1) + "." + rs.getString(2));
            }
        } catch (java.sql.SQLException e) {
            throw new IllegalStateException("cannot list the tables of " + db, e);
        }
        return tables;
    }

    private static List<Throwable> causes(Throwable t) {
        List<Throwable> chain = new ArrayList<>();
        for (Throwable c = t; c != null && !chain.contains(c); c = c.getCause()) {
            chain.add(c);
        }
        return chain;
    }
}
