package dev.idgen.quarkus.deployment;

import static org.assertj.core.api.Assertions.assertThat;

import dev.idgen.hibernate.IdGenHibernate;
import dev.idgen.jdbc.IdGenEngine;
import dev.idgen.quarkus.deployment.app.ChatLine;
import dev.idgen.quarkus.deployment.app.Invoice;
import dev.idgen.quarkus.deployment.app.Legacy;
import dev.idgen.quarkus.deployment.app.Message;
import dev.idgen.quarkus.deployment.app.Product;
import dev.idgen.quarkus.deployment.app.Seat;
import dev.idgen.quarkus.deployment.app.ShopOrder;
import dev.idgen.quarkus.deployment.app.Ticket;
import io.micrometer.core.instrument.MeterRegistry;
import io.quarkus.narayana.jta.QuarkusTransaction;
import io.smallrye.health.SmallRyeHealth;
import io.smallrye.health.SmallRyeHealthReporter;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import jakarta.persistence.EntityManagerFactory;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

/**
 * What must hold for idgen in a Quarkus application on any database: entities and Panache entities of every kind get
 * unique ids in JDBC batches, gap-free document numbers, seeded rows are adopted, the engine is Hibernate's, and the
 * readiness check and meters are there. One subclass per database.
 */
abstract class EntitiesContract {

    static final int N = 120;

    @Inject
    EntityManager em;

    @Inject
    EntityManagerFactory emf;

    @Inject
    IdGenEngine engine;

    @Inject
    SmallRyeHealthReporter health;

    @Inject
    MeterRegistry registry;

    @Test
    void everyKindOfEntityGetsUniqueIdsInBatches() {
        QuarkusTransaction.requiringNew().run(() -> IntStream.range(0, N).forEach(i -> {
            ShopOrder o = new ShopOrder();
            o.item = "item-" + i;
            em.persist(o);
            Message m = new Message();
            m.text = "m" + i;
            em.persist(m);
            ChatLine c = new ChatLine();
            c.text = String.format("c%04d", i);
            em.persist(c);
            Ticket t = new Ticket();
            t.holder = "h" + i;
            em.persist(t);
            Seat s = new Seat();
            s.seatRow = "r" + i;
            em.persist(s);
            Product p = new Product();
            p.name = "p" + i;
            p.persist();
        }));
        assertUnique("select o.id from ShopOrder o", Long.class);
        assertUnique("select m.id from Message m", Long.class);
        assertUnique("select s.id from Seat s", Integer.class);
        assertThat(assertUnique("select t.id from Ticket t", String.class)).allMatch(id -> id.matches("T\\d{8}"));
        assertThat(QuarkusTransaction.requiringNew().call(() -> Product.<Product>listAll())).hasSize(N)
                .extracting(p -> p.id).doesNotHaveDuplicates();
        // slow-ordered: strictly increasing in the order they were persisted
        List<Long> chat = QuarkusTransaction.requiringNew().call(() ->
                em.createQuery("select c.id from ChatLine c order by c.text", Long.class).getResultList());
        assertThat(chat).hasSize(N).isSorted().doesNotHaveDuplicates();
        // gap-free document numbers: 1..N per series, whatever else ran
        List<Long> skus = QuarkusTransaction.requiringNew().call(() ->
                em.createQuery("select p.sku from Product p order by p.sku", Long.class).getResultList());
        assertThat(skus).containsExactlyElementsOf(IntStream.rangeClosed(1, N).mapToObj(i -> (long) i).toList());
    }

    @Test
    void invoicesAreNumberedWithoutGaps() {
        for (int i = 0; i < 5; i++) {
            QuarkusTransaction.requiringNew().run(() -> em.persist(new Invoice()));
        }
        List<String> numbers = QuarkusTransaction.requiringNew().call(() ->
                em.createQuery("select i.number from Invoice i order by i.number", String.class).getResultList());
        assertThat(numbers).hasSize(5);
        assertThat(numbers).extracting(n -> n.substring(n.length() - 6)).containsExactly("000001", "000002", "000003",
                "000004", "000005");
    }

    @Test
    void rowsWrittenWithoutIdgenAreAdopted() {
        // import.sql wrote ids up to LEGACY_MAX: the key, used for the first time, started above them
        Legacy legacy = new Legacy();
        legacy.name = "new";
        QuarkusTransaction.requiringNew().run(() -> em.persist(legacy));
        assertThat(legacy.id).isGreaterThan(App.LEGACY_MAX);
        // the application's own Flyway migration seeded app_seed before idgen's start adopted it (idgen.keys.*)
        assertThat(engine.segment("seeded").nextId()).isGreaterThan(App.SEEDED_MAX);
        // app_seed.id is an INTEGER: declared to the engine, which caps the key's ranges by it (as Spring Boot does)
        assertThat(engine.segmentStats("seeded")).hasValueSatisfying(s -> {
            assertThat(s.columnMax()).isEqualTo(Integer.MAX_VALUE);
            assertThat(s.column()).isEqualTo("app_seed.id");
        });
    }

    @Test
    void hibernateUsesTheEngineBean() {
        assertThat(IdGenHibernate.engine(emf)).isSameAs(engine);
    }

    @Test
    void readinessAndMeters() {
        QuarkusTransaction.requiringNew().run(() -> em.persist(new Legacy()));
        SmallRyeHealth readiness = health.getReadiness();
        assertThat(readiness.isDown()).as("%s", readiness.getPayload()).isFalse();
        assertThat(readiness.getPayload().toString()).contains("\"idgen\"").contains("\"database\":\"reachable\"")
                .contains("segment:legacy")
                .contains("conflictsRetried"); // idgen-jdbc's EngineHealth, as Spring Boot's health reports it
        assertThat(registry.find("idgen.ids.issued").functionCounters())
                .as("%s", registry.getMeters().stream().map(m -> m.getId().toString()).toList()).isNotEmpty();
    }

    private <T> Set<T> assertUnique(String query, Class<T> type) {
        List<T> ids = QuarkusTransaction.requiringNew().call(() -> em.createQuery(query, type).getResultList());
        assertThat(ids).hasSize(N).doesNotHaveDuplicates().doesNotContainNull();
        return new HashSet<>(ids);
    }
}
