package dev.idgen.hibernate;

import static org.assertj.core.api.Assertions.assertThat;

import dev.idgen.hibernate.model.Alpha;
import dev.idgen.hibernate.model.Beta;
import dev.idgen.hibernate.model.PurchaseOrder;
import dev.idgen.jdbc.IdGenEngine;
import dev.idgen.migrations.IdGenMigrations;
import dev.idgen.testsupport.TestDatabase;
import dev.idgen.testsupport.TestDatabases;
import jakarta.persistence.EntityManager;
import jakarta.persistence.EntityManagerFactory;
import jakarta.persistence.Persistence;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The JPA bootstrap ({@code persistence.xml}, as Spring and Jakarta EE use it) picks idgen up with
 * no configuration, and an id mapping on a {@code @MappedSuperclass} gives each entity its own
 * default key.
 */
class JpaBootstrapTest {

    @Test
    void aPersistenceUnitUsesIdgenWithNoConfigurationAndClosesItsEngine() {
        try (TestDatabase db = TestDatabases.freshH2()) {
            IdGenMigrations.migrate(db.dataSource());
            EntityManagerFactory emf = Persistence.createEntityManagerFactory("idgen-test",
                    Map.of("jakarta.persistence.nonJtaDataSource", db.dataSource()));
            IdGenEngine engine;
            try {
                engine = IdGenHibernate.engine(emf);
                EntityManager em = emf.createEntityManager();
                try {
                    em.getTransaction().begin();
                    for (int i = 0; i < 30; i++) {
                        em.persist(new PurchaseOrder("c" + i, "jpa"));
                        em.persist(new Alpha("a" + i));
                        em.persist(new Beta("b" + i));
                    }
                    em.getTransaction().commit();
                } finally {
                    em.close();
                }
            } finally {
                emf.close();
            }
            assertThat(engine.isClosed()).isTrue();
            assertThat(db.queryLong("SELECT COUNT(*) FROM purchase_order")).isEqualTo(30);
            // the @MappedSuperclass mapping: one key per entity, named after it
            assertThat(db.queryLong("SELECT COUNT(*) FROM idgen_segment WHERE biz_tag IN ('Alpha', 'Beta')")).isEqualTo(2);
            assertThat(db.queryLong("SELECT COUNT(DISTINCT id) FROM alpha")).isEqualTo(30);
            assertThat(db.queryLong("SELECT COUNT(DISTINCT id) FROM beta")).isEqualTo(30);
        }
    }
}
