package dev.idgen.spring.boot;

import dev.idgen.jdbc.IdGenEngine;
import java.util.Set;
import org.springframework.boot.sql.init.dependency.AbstractBeansOfTypeDependsOnDatabaseInitializationDetector;
import org.springframework.core.env.Environment;

/**
 * Makes every {@link IdGenEngine} bean — also one the application defines itself — wait for the
 * database initializers (Flyway, Liquibase, sql-init, idgen's own): the engine checks idgen's tables
 * when it is built. Not with {@code spring.jpa.defer-datasource-initialization=true}, where the
 * initializers wait for Hibernate, which needs the engine.
 */
public class IdGenEngineDependsOnDatabaseInitializationDetector
        extends AbstractBeansOfTypeDependsOnDatabaseInitializationDetector {

    private final Environment environment;

    public IdGenEngineDependsOnDatabaseInitializationDetector(Environment environment) {
        this.environment = environment;
    }

    @Override
    protected Set<Class<?>> getDependsOnDatabaseInitializationBeanTypes() {
        return IdGenAutoConfiguration.deferredJpaInitialization(environment) ? Set.of() : Set.of(IdGenEngine.class);
    }
}
