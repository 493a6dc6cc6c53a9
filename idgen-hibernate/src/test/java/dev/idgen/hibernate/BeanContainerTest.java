package dev.idgen.hibernate;

import static org.assertj.core.api.Assertions.assertThat;

import dev.idgen.hibernate.model.PurchaseOrder;
import dev.idgen.migrations.IdGenMigrations;
import dev.idgen.testsupport.TestDatabase;
import dev.idgen.testsupport.TestDatabases;
import java.util.Map;
import org.hibernate.SessionFactory;
import org.hibernate.resource.beans.container.spi.BeanContainer;
import org.hibernate.resource.beans.container.spi.ContainedBean;
import org.hibernate.resource.beans.spi.BeanInstanceProducer;
import org.junit.jupiter.api.Test;

/**
 * With {@code hibernate.cdi.extensions=true} Hibernate asks the application's bean container for
 * generators, and a container such as Spring's builds {@link IdGenGenerator} with its
 * no-argument constructor, without the {@link IdGen} annotation. The generator then reads the
 * annotation from the id attribute itself, so the key is still the one written there.
 */
class BeanContainerTest {

    /** Builds beans the way a DI container does: the no-argument constructor when there is one. */
    static final class NoArgumentBeanContainer implements BeanContainer {
        int idGenGeneratorsBuilt;

        @Override
        public <B> ContainedBean<B> getBean(Class<B> beanType, LifecycleOptions options, BeanInstanceProducer fallback) {
            B bean;
            if (beanType == IdGenGenerator.class) {
                idGenGeneratorsBuilt++;
                bean = beanType.cast(new IdGenGenerator());
            } else {
                bean = fallback.produceBeanInstance(beanType);
            }
            return contained(bean, beanType);
        }

        @Override
        public <B> ContainedBean<B> getBean(String name, Class<B> beanType, LifecycleOptions options,
                BeanInstanceProducer fallback) {
            return contained(fallback.produceBeanInstance(name, beanType), beanType);
        }

        private static <B> ContainedBean<B> contained(B bean, Class<B> type) {
            return new ContainedBean<B>() {
                @Override
                public B getBeanInstance() {
                    return bean;
                }

                /** Hibernate 7's ContainedBean (a ManagedBean there) also asks for the class. */
                @SuppressWarnings("unused")
                public Class<B> getBeanClass() {
                    return type;
                }
            };
        }

        @Override
        public void stop() {
        }
    }

    @Test
    void theAnnotationsKeyIsKeptWhenABeanContainerBuildsTheGenerator() {
        try (TestDatabase db = TestDatabases.freshH2(); SessionFactories factories = new SessionFactories()) {
            IdGenMigrations.migrate(db.dataSource());
            NoArgumentBeanContainer container = new NoArgumentBeanContainer();
            Map<String, Object> settings = SessionFactories.settings(db.dataSource());
            settings.put("hibernate.cdi.extensions", true);
            settings.put("hibernate.resource.beans.container", container);
            SessionFactory sf = factories.build(settings, PurchaseOrder.class);
            AbstractHibernateIdGenTest.persist(sf, 5, i -> new PurchaseOrder("c", "x"), PurchaseOrder::getId);
            assertThat(container.idGenGeneratorsBuilt).as("the container built the generator").isPositive();
            assertThat(db.queryLong("SELECT COUNT(*) FROM idgen_segment WHERE biz_tag = 'order'")).isEqualTo(1);
            assertThat(db.queryLong("SELECT COUNT(*) FROM idgen_segment")).as("no key from a default").isEqualTo(1);
        }
    }
}
