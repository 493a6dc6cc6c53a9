package dev.idgen.spring.boot;

import dev.idgen.IdGenConfigurationException;
import dev.idgen.IdGenerationException;
import dev.idgen.IdSourceUnavailableException;
import dev.idgen.InvalidIdRequestException;
import dev.idgen.SchemaMissingException;
import org.springframework.boot.diagnostics.AbstractFailureAnalyzer;
import org.springframework.boot.diagnostics.FailureAnalysis;

/**
 * Turns idgen's start-up failures into Boot's "APPLICATION FAILED TO START" report: what is wrong
 * (the exception's message, which names the property and its value) and the action that fixes it.
 */
public class IdGenFailureAnalyzer extends AbstractFailureAnalyzer<IdGenerationException> {

    @Override
    protected FailureAnalysis analyze(Throwable rootFailure, IdGenerationException cause) {
        return new FailureAnalysis("idgen could not start: " + cause.getMessage(), action(cause), cause);
    }

    static String action(IdGenerationException cause) {
        if (cause instanceof InvalidIdGenPropertyException p) {
            return p.fix();
        }
        if (cause instanceof SchemaMissingException s && s.missing() == SchemaMissingException.Part.SLOW_ORDERED_TABLES) {
            return "Set idgen.slow-ordered.tables=true (or declare the key: idgen.keys.<key>.strategy=slow-ordered) so that "
                    + "idgen's migrations create the slow-ordered tables at start-up, or create them before starting "
                    + "(the idgen command: idgen migrate --slow-ordered).";
        }
        if (cause instanceof SchemaMissingException) {
            return "Let idgen create its tables at start-up: remove idgen.migrate=false (and keep dev.idgen:idgen-migrations "
                    + "on the class path; the starter brings it), or run idgen's migrations before starting "
                    + "(IdGenMigrations.migrate(dataSource), or the idgen command: idgen migrate).";
        }
        if (cause instanceof IdSourceUnavailableException) {
            return "Check that the database of spring.datasource.* is reachable and that its user may read and write "
                    + "idgen's tables (see 'Database permissions' in docs/migrations-and-permissions.md).";
        }
        if (cause instanceof IdGenConfigurationException || cause instanceof InvalidIdRequestException) {
            return "Correct the idgen property named above in your application.properties or application.yaml; "
                    + "the idgen.* properties, their defaults and rules are listed in docs/spring-boot.md "
                    + "and completed by your IDE.";
        }
        return "See the message above; idgen's exceptions are described in docs/configuration.md ('Exceptions').";
    }
}
