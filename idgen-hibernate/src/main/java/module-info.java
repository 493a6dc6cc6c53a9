/**
 * idgen for Hibernate ORM: the {@code @IdGen} and {@code @DocumentNumber} annotations, the generator and the
 * settings. Exports {@code dev.idgen.hibernate}; the implementation ({@code dev.idgen.hibernate.internal}) is
 * exported only to Hibernate, which instantiates the document-number generator and the services reflectively, and
 * to idgen's Quarkus integration, which registers them at build time and hands Hibernate its engine through it.
 */
@SuppressWarnings("module") // the qualified exports name automatic modules, absent when this one compiles
module dev.idgen.hibernate {
    requires transitive dev.idgen.jdbc;
    requires transitive org.hibernate.orm.core;
    requires transitive jakarta.persistence;
    requires java.naming; // Hibernate's SessionFactory is a javax.naming.Referenceable

    exports dev.idgen.hibernate;
    exports dev.idgen.hibernate.internal to org.hibernate.orm.core, dev.idgen.quarkus, dev.idgen.quarkus.deployment;

    provides org.hibernate.integrator.spi.Integrator with dev.idgen.hibernate.internal.EngineLifecycleIntegrator;
    provides org.hibernate.service.spi.ServiceContributor with dev.idgen.hibernate.internal.EngineServiceContributor;
}
