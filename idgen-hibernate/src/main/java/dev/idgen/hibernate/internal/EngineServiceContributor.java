package dev.idgen.hibernate.internal;

import org.hibernate.boot.registry.StandardServiceRegistryBuilder;
import org.hibernate.service.spi.ServiceContributor;

/**
 * Adds {@link EngineService} to every Hibernate service registry (found through
 * {@code META-INF/services/org.hibernate.service.spi.ServiceContributor}). The service is created
 * lazily, so a registry whose entities never use idgen pays nothing.
 */
public final class EngineServiceContributor implements ServiceContributor {

    @Override
    public void contribute(StandardServiceRegistryBuilder serviceRegistryBuilder) {
        serviceRegistryBuilder.addInitiator(EngineService.INITIATOR);
    }
}
