package dev.idgen.spring.boot.it.boot3;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import dev.idgen.spring.boot.FlywayDeferredInitializationFailureAnalyzer;
import dev.idgen.spring.boot.it.adoption.PetApplication;
import dev.idgen.testsupport.TestDatabase;
import dev.idgen.testsupport.TestDatabases;
import org.junit.jupiter.api.Test;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.boot.diagnostics.FailureAnalysis;
import org.springframework.boot.diagnostics.FailureAnalyzer;
import org.springframework.core.io.support.SpringFactoriesLoader;

/**
 * Boot 3.5 only (Boot 4 switches its Flyway on only with spring-boot-flyway, which the starter does not
 * bring): flyway-core, which the starter brings for idgen's own migrations, switches on Boot's Flyway,
 * and Boot's Flyway and a deferred data.sql wait for each other — Boot's cycle, with or without idgen.
 * idgen's failure analyzer (registered in spring.factories) recognises Boot's exception and names the
 * property that ends it.
 */
class FlywayDeferredDataSqlTest {

    @Test
    void bootsFlywayWithADeferredDataSqlIsAnalyzedNamingTheProperty() {
        Throwable failure;
        try (TestDatabase db = TestDatabases.freshH2()) {
            failure = catchThrowable(() -> new SpringApplicationBuilder(PetApplication.class).run(
                    "--spring.datasource.url=" + db.jdbcUrl(), "--spring.datasource.username=" + db.user(),
                    "--spring.datasource.password=" + (db.password() == null ? "" : db.password()),
                    "--spring.config.name=adoption", "--spring.main.web-application-type=none",
                    "--spring.jpa.defer-datasource-initialization=true", "--spring.jpa.hibernate.ddl-auto=create-drop"));
        }
        FailureAnalysis analysis = new FlywayDeferredInitializationFailureAnalyzer().analyze(failure);
        assertThat(analysis).as("Boot's exception is recognised: %s", failure).isNotNull();
        assertThat(analysis.getDescription()).contains("Boot's Flyway and JPA wait for each other");
        assertThat(analysis.getAction()).contains("set spring.flyway.enabled=false (idgen still migrates its tables)");
        assertThat(SpringFactoriesLoader.loadFactoryNames(FailureAnalyzer.class, getClass().getClassLoader()))
                .contains(FlywayDeferredInitializationFailureAnalyzer.class.getName());
    }
}
