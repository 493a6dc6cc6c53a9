package dev.idgen.spring.boot.it;

import static org.assertj.core.api.Assertions.assertThat;

import dev.idgen.hibernate.IdGenHibernate;
import dev.idgen.jdbc.IdGenEngine;
import dev.idgen.jdbc.admin.KeyAdmin;
import dev.idgen.spring.boot.it.shop.ChatMessage;
import dev.idgen.spring.boot.it.shop.ChatMessageRepository;
import dev.idgen.spring.boot.it.shop.Event;
import dev.idgen.spring.boot.it.shop.EventRepository;
import dev.idgen.spring.boot.it.shop.OrderRepository;
import dev.idgen.spring.boot.it.shop.PurchaseOrder;
import jakarta.persistence.EntityManagerFactory;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.IntStream;
import javax.sql.DataSource;
import org.hibernate.SessionFactory;
import org.hibernate.stat.Statistics;
import org.jooq.DSLContext;
import org.jooq.impl.DSL;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.core.env.Environment;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * The shop application (starter + application.properties, no idgen code) started for real, web server
 * on a random port, on one database per subclass. What the issue asks of the starter, checked end to
 * end: migrations ordered after the app's Flyway and data.sql and before JPA, seeded rows adopted,
 * entities persisted in JDBC batches with ids from the one engine bean, jOOQ on the same engine, and
 * health, metrics and info over HTTP.
 */
abstract class AbstractShopApplicationTest {

    @Autowired IdGenEngine engine;
    @Autowired OrderRepository orders;
    @Autowired ChatMessageRepository chat;
    @Autowired EventRepository events;
    @Autowired EntityManagerFactory emf;
    @Autowired DataSource dataSource;
    @Autowired DSLContext dsl;
    @Autowired TransactionTemplate tx;
    @Autowired Environment env;

    int port() {
        return env.getRequiredProperty("local.server.port", Integer.class);
    }

    @Test
    void idgenMigratesAfterTheApplicationsFlywayAndDataSqlAndBeforeJpa() {
        JdbcTemplate jdbc = new JdbcTemplate(dataSource);
        assertThat(jdbc.queryForObject("SELECT COUNT(*) FROM \"flyway_schema_history\" WHERE \"success\" = TRUE AND \"version\" = '1'", Integer.class))
                .isEqualTo(1);
        assertThat(jdbc.queryForObject("SELECT COUNT(*) FROM \"idgen_schema_history\" WHERE \"success\" = TRUE AND \"version\" <> '0'",
                Integer.class)).isGreaterThanOrEqualTo(4);
        // idgen.slow-ordered.tables=true (ChatMessage takes slow-ordered ids): their migration in its own history
        assertThat(jdbc.queryForObject("SELECT COUNT(*) FROM \"idgen_ordered_schema_history\" WHERE \"success\" = TRUE "
                + "AND \"version\" = '3'", Integer.class)).isEqualTo(1);
        // data.sql ran before idgen: the key was adopted above its largest id (5000), so it starts at 5001 or later
        assertThat(KeyAdmin.on(dataSource).show("order").orElseThrow().nextId()).isGreaterThan(5000);
        // and JPA came after both: the EntityManagerFactory was built on the engine bean
        assertThat(IdGenHibernate.engine(emf)).isSameAs(engine);
    }

    @Test
    void entitiesArePersistedInJdbcBatchesWithIdsAboveTheSeededRows() {
        Statistics stats = emf.unwrap(SessionFactory.class).getStatistics();
        stats.clear();
        List<PurchaseOrder> saved = tx.execute(s -> orders.saveAll(
                IntStream.range(0, 200).mapToObj(i -> new PurchaseOrder("c" + i)).toList()));
        Set<Long> ids = new HashSet<>();
        saved.forEach(o -> ids.add(o.getId()));
        assertThat(ids).hasSize(200).allSatisfy(id -> assertThat(id).isGreaterThan(5000L));
        // 200 inserts, batch size 50: a handful of prepared statements, not 200 (IDENTITY would need one per row)
        assertThat(stats.getEntityInsertCount()).isEqualTo(200);
        assertThat(stats.getPrepareStatementCount()).isLessThanOrEqualTo(5);
        assertThat(orders.findAllById(ids)).hasSize(200);
        assertThat(orders.findById(5000L)).get().extracting(PurchaseOrder::getCustomer).isEqualTo("seeded");
    }

    @Test
    void slowOrderedAndSnowflakeEntitiesToo() {
        List<Long> chatIds = new ArrayList<>();
        for (int i = 0; i < 20; i++) {
            chatIds.add(chat.save(new ChatMessage("m" + i)).getId());
        }
        assertThat(chatIds).isSorted().doesNotHaveDuplicates();
        Event e = events.save(new Event("created"));
        assertThat(engine.snowflake().decode(e.getId()).toString()).contains("worker");
        assertThat(events.findById(e.getId())).isPresent();
    }

    @Test
    void jooqRunsOnTheMigratedSchemaWithIdsFromTheEngineBean() {
        long id = engine.segment("order").nextId();
        dsl.insertInto(DSL.table("orders"), DSL.field("id"), DSL.field("customer")).values(id, "jooq").execute();
        assertThat(dsl.fetchCount(DSL.table("orders"), DSL.field("customer").eq("jooq"))).isEqualTo(1);
        assertThat(id).isGreaterThan(5000L);
    }

    @Test
    void healthShowsEveryUsedGeneratorOverHttp() throws Exception {
        engine.segment("order").nextId();
        engine.snowflake().nextId();
        Http.Response r = Http.get(port(), "/actuator/health");
        assertThat(r.status()).as(r.text()).isEqualTo(200);
        var idgen = r.body().path("components").path("idgen");
        assertThat(idgen.path("status").asText()).as(r.text()).isEqualTo("UP");
        var generators = idgen.path("details").path("generators");
        assertThat(generators.path("segment:order").path("remaining").asLong()).isPositive();
        assertThat(generators.path("segment:order").has("runwaySeconds")).isTrue();
        assertThat(generators.path("snowflake:default").path("leaseExpiresAt").asText()).matches("\\d{4}-.*Z");
        assertThat(generators.path("snowflake:default").path("stopReason").isNull()).isTrue();
    }

    @Test
    void metricsAreBoundToTheApplicationsRegistry() throws Exception {
        engine.segment("order").nextIds(3);
        Http.Response issued = Http.get(port(), "/actuator/metrics/idgen.ids.issued?tag=generator:segment:order");
        assertThat(issued.status()).as(issued.text()).isEqualTo(200);
        assertThat(issued.body().path("measurements").get(0).path("value").asDouble()).isGreaterThanOrEqualTo(3);
        Http.Response runway = Http.get(port(), "/actuator/metrics/idgen.segment.remaining?tag=generator:segment:order");
        assertThat(runway.status()).as(runway.text()).isEqualTo(200);
        assertThat(runway.body().path("measurements").get(0).path("value").asDouble()).isPositive();
    }

    @Test
    void infoNamesVersionDialectStrategiesAndKeys() throws Exception {
        Http.Response r = Http.get(port(), "/actuator/info");
        assertThat(r.status()).as(r.text()).isEqualTo(200);
        var idgen = r.body().path("idgen");
        assertThat(idgen.path("version").asText()).isNotBlank();
        assertThat(idgen.path("dialect").asText()).isEqualTo(expectedDialect());
        assertThat(idgen.path("strategies").toString()).contains("segment", "slow-ordered", "snowflake");
        assertThat(idgen.path("keys").path("order").path("adoptFrom").asText()).isEqualTo("orders.id");
    }

    abstract String expectedDialect();
}
