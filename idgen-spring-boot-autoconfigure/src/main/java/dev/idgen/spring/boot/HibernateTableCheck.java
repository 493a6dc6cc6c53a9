package dev.idgen.spring.boot;

import dev.idgen.hibernate.IdGenHibernate;
import jakarta.persistence.EntityManagerFactory;
import java.util.List;
import org.hibernate.SessionFactory;
import dev.idgen.jdbc.internal.logging.Logger;
import dev.idgen.jdbc.internal.logging.LoggerFactory;
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

    private static final Logger log = LoggerFactory.getLogger(HibernateTableCheck.class);

    private final List<EntityManagerFactory> factories;

    HibernateTableCheck(List<EntityManagerFactory> factories) {
        this.factories = factories;
    }

    @Override
    public void afterPropertiesSet() {
        for (EntityManagerFactory factory : factories) {
            if (factory instanceof SessionFactory) { // Hibernate's, or Spring's proxy of it
                IdGenHibernate.checkTables(factory);
            } else {
                // another JPA provider has no idgen generators; a Hibernate factory reached some other way is
                // still checked, by its first id (the generator binds, and checks, before handing one out)
                log.debug("idgen: {} is not a Hibernate SessionFactory; not checked here", factory);
            }
        }
    }
}
