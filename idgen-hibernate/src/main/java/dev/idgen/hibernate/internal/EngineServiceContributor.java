package dev.idgen.hibernate.internal;

import org.hibernate.boot.registry.StandardServiceInitiator;
import org.hibernate.boot.registry.StandardServiceRegistryBuilder;
import org.hibernate.service.spi.ServiceContributor;

/**
 * Adds {@link EngineService} to every Hibernate service registry (found through
 * {@code META-INF/services/org.hibernate.service.spi.ServiceContributor}). The service is created
 * lazily, so a registry whose entities never use idgen pays nothing.
 */
public final class EngineServiceContributor implements ServiceContributor {

    /**
     * The initiator this contributor adds, for bootstraps whose run-time service registry is built from a list of
     * initiators instead of {@code ServiceContributor}s: Quarkus applies contributors at build time only, so
     * idgen-quarkus hands this one to its run-time registry (a {@code HibernateOrmIntegrationRuntimeInitListener}).
     */
    public static StandardServiceInitiator<?> initiator() {
        return EngineService.INITIATOR;
    }

    @Override
    public void contribute(StandardServiceRegistryBuilder serviceRegistryBuilder) {
        serviceRegistryBuilder.addInitiator(EngineService.INITIATOR);
    }
}
