package dev.idgen.spring.boot;

import org.springframework.beans.factory.BeanCreationException;
import org.springframework.boot.diagnostics.AbstractFailureAnalyzer;
import org.springframework.boot.diagnostics.FailureAnalysis;

/**
 * Explains Boot's circular dependency between Flyway and the EntityManagerFactory with
 * {@code spring.jpa.defer-datasource-initialization=true}: Boot then makes every database
 * initializer, Flyway too, wait for JPA, while JPA waits for Flyway. It is Boot's (any application
 * with Flyway and that switch fails so), but the starter is what put {@code flyway-core} on the class
 * path — for idgen's own migrations, which do not need Boot's Flyway — and on Boot 3.5 that alone
 * switches Boot's Flyway on. So an application that never used Flyway meets it by adding idgen; the
 * report names the property that ends it.
 */
public class FlywayDeferredInitializationFailureAnalyzer extends AbstractFailureAnalyzer<BeanCreationException> {

    @Override
    protected FailureAnalysis analyze(Throwable rootFailure, BeanCreationException cause) {
        String message = cause.getMessage();
        if (message == null || !message.contains("Circular depends-on relationship between 'flyway' and 'entityManagerFactory'")) {
            return null; // another bean creation failure: Boot's own analyzers report it
        }
        return new FailureAnalysis("Boot's Flyway and JPA wait for each other: with "
                + IdGenAutoConfiguration.DEFER_PROPERTY + "=true Boot runs every database initializer, Flyway too, after "
                + "the EntityManagerFactory, which waits for Flyway. Boot's Flyway is on because flyway-core is on the "
                + "class path; idgen's starter brings it for idgen's own migrations, which run without Boot's Flyway.",
                "If you do not use Flyway for your own schema, set spring.flyway.enabled=false (idgen still migrates its "
                        + "tables). If you do, remove " + IdGenAutoConfiguration.DEFER_PROPERTY + " and let Flyway create "
                        + "the schema before JPA (data.sql then runs before JPA too, or seed with a Flyway migration).",
                cause);
    }
}
