package dev.idgen.jdbc.contract;

import dev.idgen.testsupport.PostgresVersions;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import java.util.Optional;
import org.junit.jupiter.api.extension.ConditionEvaluationResult;
import org.junit.jupiter.api.extension.ExecutionCondition;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.platform.commons.support.AnnotationSupport;

/**
 * The PostgreSQL major version a test class runs on. The class is disabled — reported as skipped, with
 * the reason — when that version is not selected by {@code -Didgen.test.postgres} or has no binaries
 * here ({@link PostgresVersions#whyNotRun(int)}).
 */
@Target(ElementType.TYPE)
@Retention(RetentionPolicy.RUNTIME)
@ExtendWith(EmbeddedPostgresVersion.Selected.class)
@interface EmbeddedPostgresVersion {

    /** The major version, one of {@link PostgresVersions#ALL}. */
    int value();

    /** Enables a class whose version is to run here; disables it with the reason otherwise. */
    final class Selected implements ExecutionCondition {
        @Override
        public ConditionEvaluationResult evaluateExecutionCondition(ExtensionContext context) {
            Optional<EmbeddedPostgresVersion> version = context.getElement()
                    .flatMap(e -> AnnotationSupport.findAnnotation(e, EmbeddedPostgresVersion.class));
            if (version.isEmpty()) {
                return ConditionEvaluationResult.enabled("no version named here");
            }
            int major = version.get().value();
            return PostgresVersions.whyNotRun(major)
                    .map(ConditionEvaluationResult::disabled)
                    .orElseGet(() -> ConditionEvaluationResult.enabled("PostgreSQL " + major + " is selected"));
        }
    }
}
