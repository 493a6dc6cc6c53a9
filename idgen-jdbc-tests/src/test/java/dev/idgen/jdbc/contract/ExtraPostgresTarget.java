package dev.idgen.jdbc.contract;

import dev.idgen.testsupport.PostgresVersions;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import java.lang.reflect.Method;
import java.util.Optional;
import org.junit.jupiter.api.extension.ConditionEvaluationResult;
import org.junit.jupiter.api.extension.ExecutionCondition;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.platform.commons.support.AnnotationSupport;

/**
 * A PostgreSQL target besides the default embedded one: an embedded major version ({@code "13"} to
 * {@code "18"}) or the PostgreSQL service ({@code "service"}). Such a target runs only when
 * {@code -Didgen.test.postgres} selects it ({@link PostgresVersions}; the default run selects none, since the
 * same contract on the default embedded PostgreSQL proves what does not depend on the version), and then
 * only the {@link VersionSensitive} tests, unless every contract is asked for ({@code -Didgen.test.postgres=all}).
 * Everything it does not run is reported as skipped, with the reason and the flag that runs it.
 */
@Target(ElementType.TYPE)
@Retention(RetentionPolicy.RUNTIME)
@ExtendWith(ExtraPostgresTarget.Selected.class)
@interface ExtraPostgresTarget {

    /** A major version, one of {@link PostgresVersions#ALL}, or {@value PostgresVersions#SERVICE}. */
    String value();

    /** Enables what is to run on the target of the test's outermost class, disables the rest saying why. */
    final class Selected implements ExecutionCondition {
        @Override
        public ConditionEvaluationResult evaluateExecutionCondition(ExtensionContext context) {
            Optional<ExtraPostgresTarget> target = targetOf(context);
            if (target.isEmpty()) {
                return ConditionEvaluationResult.enabled("not an extra PostgreSQL target");
            }
            String name = target.get().value();
            Optional<String> whyNot = name.equals(PostgresVersions.SERVICE)
                    ? (PostgresVersions.serviceSelected() ? Optional.empty()
                            : Optional.of("the PostgreSQL service is not selected (" + PostgresVersions.SELECT_PROPERTY + "="
                                    + System.getProperty(PostgresVersions.SELECT_PROPERTY, "unset") + "); run it with -D"
                                    + PostgresVersions.SELECT_PROPERTY + "=service, =ci (as .ci/run) or =all"))
                    : PostgresVersions.whyNotRun(Integer.parseInt(name));
            if (whyNot.isPresent()) {
                return ConditionEvaluationResult.disabled(whyNot.get());
            }
            Optional<Method> method = context.getTestMethod();
            if (method.isPresent() && !PostgresVersions.everyContract()
                    && !AnnotationSupport.isAnnotated(method.get(), VersionSensitive.class)) {
                return ConditionEvaluationResult.disabled("PostgreSQL target " + name + " runs the version contract "
                        + "(@VersionSensitive tests) only; every contract runs with -D" + PostgresVersions.SELECT_PROPERTY
                        + "=all or -D" + PostgresVersions.CONTRACTS_PROPERTY + "=all");
            }
            return ConditionEvaluationResult.enabled("PostgreSQL target " + name + " is selected");
        }

        /** The annotation on the test's class or on a class enclosing it (the contracts are nested in the target). */
        private static Optional<ExtraPostgresTarget> targetOf(ExtensionContext context) {
            for (ExtensionContext c = context; c != null; c = c.getParent().orElse(null)) {
                Optional<ExtraPostgresTarget> found = c.getTestClass()
                        .flatMap(type -> AnnotationSupport.findAnnotation(type, ExtraPostgresTarget.class));
                if (found.isPresent()) {
                    return found;
                }
            }
            return Optional.empty();
        }
    }
}
