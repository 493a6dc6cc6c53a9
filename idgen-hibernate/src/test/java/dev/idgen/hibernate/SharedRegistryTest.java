package dev.idgen.hibernate;

import static org.assertj.core.api.Assertions.assertThat;

import dev.idgen.hibernate.model.PurchaseOrder;
import dev.idgen.jdbc.IdGenEngine;
import dev.idgen.migrations.IdGenMigrations;
import dev.idgen.testsupport.TestDatabase;
import dev.idgen.testsupport.TestDatabases;
import java.util.List;
import org.hibernate.SessionFactory;
import org.hibernate.boot.Metadata;
import org.hibernate.boot.MetadataSources;
import org.hibernate.boot.registry.StandardServiceRegistry;
import org.hibernate.boot.registry.StandardServiceRegistryBuilder;
import org.junit.jupiter.api.Test;

/**
 * SessionFactories built on one shared service registry share one engine, which stays open until
 * the last of them closes; a factory built on the registry after that gets a fresh engine.
 */
class SharedRegistryTest {

    @Test
    void factoriesOnOneRegistryShareTheEngineUntilTheLastCloses() {
        try (TestDatabase db = TestDatabases.freshH2()) {
            IdGenMigrations.migrate(db.dataSource());
            // not closed with its last SessionFactory, so factories can come and go on it
            StandardServiceRegistry registry = new StandardServiceRegistryBuilder().disableAutoClose()
                    .applySettings(SessionFactories.settings(db.dataSource())).build();
            try {
                Metadata metadata = new MetadataSources(registry).addAnnotatedClass(PurchaseOrder.class).buildMetadata();
                SessionFactory a = metadata.buildSessionFactory();
                SessionFactory b = new MetadataSources(registry).addAnnotatedClass(PurchaseOrder.class).buildMetadata()
                        .buildSessionFactory();
                IdGenEngine shared = IdGenHibernate.engine(a);
                assertThat(IdGenHibernate.engine(b)).isSameAs(shared);

                a.close();
                assertThat(shared.isClosed()).as("b still uses it").isFalse();
                List<Long> fromB = AbstractHibernateIdGenTest.persist(b, 20, i -> new PurchaseOrder("b", "x"),
                        PurchaseOrder::getId);
                b.close();
                assertThat(shared.isClosed()).isTrue();

                // a later factory on the same registry (Hibernate cannot reuse a closed factory's Metadata)
                SessionFactory c = new MetadataSources(registry).addAnnotatedClass(PurchaseOrder.class).buildMetadata()
                        .buildSessionFactory();
                try {
                    assertThat(IdGenHibernate.engine(c)).isNotSameAs(shared);
                    List<Long> fromC = AbstractHibernateIdGenTest.persist(c, 20, i -> new PurchaseOrder("c", "x"),
                            PurchaseOrder::getId);
                    assertThat(fromC).doesNotContainAnyElementsOf(fromB);
                } finally {
                    c.close();
                }
            } finally {
                StandardServiceRegistryBuilder.destroy(registry);
            }
        }
    }
}
