package dev.idgen.spring.boot;

import dev.idgen.hibernate.IdGenHibernate;
import jakarta.persistence.EntityManagerFactory;
import java.util.List;
import org.hibernate.engine.spi.SessionFactoryImplementor;
import org.springframework.beans.factory.InitializingBean;

/**
 * With {@code spring.jpa.defer-datasource-initialization=true}, Boot runs {@code data.sql} after the
 * EntityManagerFactory is built, so the start-up check of idgen's entity tables would see them empty
 * and the seeded rows would collide with the first ids. This bean depends on database initialization,
 * so it is created after {@code data.sql} (still during start-up, before the application runs): it
 * checks the tables then ({@link IdGenHibernate#checkTables}), and a key used for the first time starts
 * above the seeded rows. A bean that inserts before it does not get around the check: the first id
 * runs it.
 */
final class HibernateTableCheck implements InitializingBean {

    private final List<EntityManagerFactory> factories;

    HibernateTableCheck(List<EntityManagerFactory> factories) {
        this.factories = factories;
    }

    @Override
    public void afterPropertiesSet() {
        for (EntityManagerFactory factory : factories) {
            if (isHibernate(factory)) {
                IdGenHibernate.checkTables(factory);
            }
        }
    }

    private static boolean isHibernate(EntityManagerFactory factory) {
        try {
            factory.unwrap(SessionFactoryImplementor.class);
            return true;
        } catch (jakarta.persistence.PersistenceException e) {
            return false; // another JPA provider: no idgen generators to check
        }
    }
}
