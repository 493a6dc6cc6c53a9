package dev.idgen.quarkus;

import dev.idgen.hibernate.IdGenSettings;
import dev.idgen.hibernate.internal.EngineServiceContributor;
import dev.idgen.jdbc.IdGenEngine;
import io.quarkus.arc.Arc;
import io.quarkus.hibernate.orm.runtime.integration.HibernateOrmIntegrationRuntimeInitListener;
import java.util.List;
import java.util.function.BiConsumer;
import org.hibernate.boot.registry.StandardServiceInitiator;

/**
 * Gives Hibernate ORM the engine bean when a persistence unit starts, as the Spring Boot starter does
 * ({@value IdGenSettings#ENGINE}): Quarkus builds Hibernate's metadata at build time, so the engine is looked up
 * here, at run time, never captured in the build. Quarkus's run-time service registry holds only the services it
 * lists, not those of {@code ServiceContributor}s (which it applies at build time only): idgen's Hibernate service
 * is contributed here too.
 */
final class IdGenHibernateListener implements HibernateOrmIntegrationRuntimeInitListener {

    @Override
    public void contributeRuntimeProperties(BiConsumer<String, Object> properties) {
        IdGenConfig config = EngineStart.config();
        properties.accept(IdGenSettings.ENGINE, Arc.container().instance(IdGenEngine.class).get());
        if (!config.checkExistingRows()) {
            properties.accept(IdGenSettings.CHECK_EXISTING_ROWS, false);
        }
        if (config.adoptExistingRows()) {
            properties.accept(IdGenSettings.ADOPT_EXISTING_ROWS, true);
        }
    }

    @Override
    public List<StandardServiceInitiator<?>> contributeServiceInitiators() {
        return List.of(EngineServiceContributor.initiator());
    }
}
