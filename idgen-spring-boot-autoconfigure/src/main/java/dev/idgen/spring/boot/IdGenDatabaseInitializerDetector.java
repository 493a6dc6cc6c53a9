package dev.idgen.spring.boot;

import java.util.Set;
import org.springframework.boot.sql.init.dependency.AbstractBeansOfTypeDatabaseInitializerDetector;
import org.springframework.core.Ordered;
import org.springframework.core.env.Environment;

/**
 * Tells Boot that {@link IdGenDatabaseInitializer} initializes the database (registered in
 * {@code META-INF/spring.factories}; the same class name on Boot 3.5 and 4.x). Boot then runs it
 * after the initializers of the detectors ordered before this one — Flyway, Liquibase, and the
 * {@code schema.sql}/{@code data.sql} scripts ({@code LOWEST_PRECEDENCE - 100}) — and makes every bean
 * that depends on database initialization (the EntityManagerFactory, DSLContext, JdbcTemplate, the
 * engine) wait for it.
 *
 * <p>Not with {@code spring.jpa.defer-datasource-initialization=true}: Boot then makes every
 * initializer wait for the EntityManagerFactory, which needs idgen's tables first; idgen's
 * initializer then runs as a plain dependency of the engine bean, before Hibernate.
 */
public class IdGenDatabaseInitializerDetector extends AbstractBeansOfTypeDatabaseInitializerDetector {

    /** After Boot's script initializer ({@code LOWEST_PRECEDENCE - 100}). */
    public static final int ORDER = Ordered.LOWEST_PRECEDENCE - 50;

    private final Environment environment;

    public IdGenDatabaseInitializerDetector(Environment environment) {
        this.environment = environment;
    }

    @Override
    protected Set<Class<?>> getDatabaseInitializerBeanTypes() {
        return IdGenAutoConfiguration.deferredJpaInitialization(environment) ? Set.of()
                : Set.of(IdGenDatabaseInitializer.class);
    }

    @Override
    public int getOrder() {
        return ORDER;
    }
}
