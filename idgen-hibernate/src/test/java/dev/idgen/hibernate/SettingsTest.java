package dev.idgen.hibernate;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.idgen.hibernate.model.ChatMessage;
import dev.idgen.hibernate.model.PurchaseOrder;
import dev.idgen.jdbc.IdGenEngine;
import dev.idgen.migrations.IdGenMigrations;
import dev.idgen.testsupport.TestDatabase;
import dev.idgen.testsupport.TestDatabases;
import java.time.Duration;
import java.util.Map;
import org.hibernate.SessionFactory;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The idgen.* properties: applied when set, refused with the property and value when bad. */
class SettingsTest {

    private TestDatabase db;
    private final SessionFactories factories = new SessionFactories();

    @BeforeEach
    void migrate() {
        db = TestDatabases.freshH2();
        IdGenMigrations.migrate(db.dataSource());
    }

    @AfterEach
    void closeAll() {
        factories.close();
        db.close();
    }

    @Test
    void engineSettingsAreApplied() {
        Map<String, Object> settings = SessionFactories.settings(db.dataSource());
        settings.put(IdGenSettings.NAME, "orders-node");
        settings.put("idgen.segment.default-step", "250");
        settings.put("idgen.max-wait", "PT2S");
        settings.put("idgen.database-timeout", Duration.ofSeconds(3));
        settings.put("idgen.segment.duration", "30m");
        settings.put("idgen.segment.prefetch-threshold", "0.2");
        settings.put("idgen.executor-threads", 1);
        settings.put("idgen.snowflake.node", "orders@host-7:8080");
        settings.put("idgen.snowflake.random-sequence-start", true);
        SessionFactory sf = factories.build(settings, PurchaseOrder.class, ChatMessage.class);
        IdGenEngine engine = IdGenHibernate.engine(sf);
        assertThat(engine.name()).isEqualTo("orders-node");
        AbstractHibernateIdGenTest.persist(sf, 10, i -> new PurchaseOrder("c", "x"), PurchaseOrder::getId);
        assertThat(db.queryLong("SELECT step FROM idgen_segment WHERE biz_tag = 'order'")).isEqualTo(250);
        assertThat(db.queryLong("SELECT COUNT(*) FROM idgen_worker WHERE app_name = 'orders' AND host = 'host-7' "
                + "AND port = 8080")).isEqualTo(1);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "idgen.segment.default-step | abc | idgen.segment.default-step must be a whole number",
        "idgen.segment.default-step | 0 | defaultStep must be at least 1, was 0",
        "idgen.segment.strict  | yes  | idgen.segment.strict must be true or false, was 'yes'",
        "idgen.max-wait        | 3000 | a bare number is refused",
        "idgen.max-wait        | 3 sec | idgen.max-wait must be a duration",
        "idgen.segment.prefetch-threshold | 1.5 | prefetchThreshold must be more than 0 and less than 1",
        "idgen.snowflake.node  | orders | idgen.snowflake.node must be app@host:port",
        "idgen.name            | has space | engine name 'has space' contains a space",
        "idgen.engine          | not-an-engine | idgen.engine must be an IdGenEngine instance",
        "idgen.datasource      | jdbc:h2:mem:x | idgen.datasource must be a javax.sql.DataSource instance",
    })
    void aBadValueFailsTheBuildNamingPropertyAndValue(String property, String value, String message) {
        Map<String, Object> settings = SessionFactories.settings(db.dataSource());
        settings.put(property, value);
        assertThatThrownBy(() -> SessionFactories.buildUntracked(settings, PurchaseOrder.class).close())
                .hasStackTraceContaining(message)
                .hasStackTraceContaining("entity 'PurchaseOrder'");
    }

    @Test
    void minStepAboveMaxStepIsRefused() {
        Map<String, Object> settings = SessionFactories.settings(db.dataSource());
        settings.put("idgen.segment.min-step", 500);
        settings.put("idgen.segment.max-step", 100);
        assertThatThrownBy(() -> SessionFactories.buildUntracked(settings, PurchaseOrder.class).close())
                .hasStackTraceContaining("minStep (500) must not be greater than maxStep (100)");
    }

    @Test
    void anEngineSettingNextToTheApplicationsEngineIsRefusedNotIgnored() {
        try (IdGenEngine mine = IdGenEngine.builder(db.dataSource()).build()) {
            Map<String, Object> settings = SessionFactories.settings(db.dataSource());
            settings.put(IdGenSettings.ENGINE, mine);
            settings.put("idgen.segment.default-step", 10);
            assertThatThrownBy(() -> SessionFactories.buildUntracked(settings, PurchaseOrder.class).close())
                    .hasStackTraceContaining("idgen.segment.default-step is set together with idgen.engine, where it would have "
                            + "no effect");
            assertThat(mine.isClosed()).isFalse();
        }
    }

    @Test
    void aClosedApplicationEngineIsRefused() {
        IdGenEngine closed = IdGenEngine.builder(db.dataSource()).build();
        closed.close();
        Map<String, Object> settings = SessionFactories.settings(db.dataSource());
        settings.put(IdGenSettings.ENGINE, closed);
        assertThatThrownBy(() -> SessionFactories.buildUntracked(settings, PurchaseOrder.class).close())
                .hasStackTraceContaining("which is closed");
    }

    @Test
    void idgensOwnDataSourceIsUsedWhenGiven() {
        JdbcRecorder recorder = new JdbcRecorder();
        Map<String, Object> settings = SessionFactories.settings(db.dataSource());
        settings.put(IdGenSettings.DATASOURCE, recorder.wrap(db.newDataSource(2)));
        SessionFactory sf = factories.build(settings, PurchaseOrder.class);
        AbstractHibernateIdGenTest.persist(sf, 10, i -> new PurchaseOrder("c", "x"), PurchaseOrder::getId);
        assertThat(recorder.connectionRequests).isNotEmpty().allMatch(JdbcRecorder.ConnectionRequest::byIdgen);
        assertThat(recorder.executions).anyMatch(e -> e.sql().contains("idgen_segment"))
                .noneMatch(e -> e.sql().contains("purchase_order"));
    }

    @Test
    void metadataAloneNeverConnectsForIdgen() {
        JdbcRecorder recorder = new JdbcRecorder();
        Map<String, Object> settings = SessionFactories.settings(db.dataSource());
        settings.put(IdGenSettings.DATASOURCE, recorder.wrap(db.dataSource()));
        var registry = new org.hibernate.boot.registry.StandardServiceRegistryBuilder().applySettings(settings).build();
        try {
            new org.hibernate.boot.MetadataSources(registry).addAnnotatedClass(PurchaseOrder.class).buildMetadata();
            assertThat(recorder.connectionRequests).as("schema tools that only build the Metadata need no idgen tables")
                    .isEmpty();
        } finally {
            org.hibernate.boot.registry.StandardServiceRegistryBuilder.destroy(registry);
        }
    }
}
