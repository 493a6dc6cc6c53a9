package dev.idgen.quarkus.deployment;

import dev.idgen.DeclaredKeys;
import dev.idgen.RejectionHandler;
import dev.idgen.hibernate.IdGenGenerator;
import dev.idgen.hibernate.internal.DocumentNumberGenerator;
import dev.idgen.hibernate.internal.EngineLifecycleIntegrator;
import dev.idgen.hibernate.internal.EngineServiceContributor;
import dev.idgen.jdbc.IdGenEngine;
import dev.idgen.migrations.h2.DocumentStepsTrigger;
import dev.idgen.migrations.h2.GuardTrigger;
import dev.idgen.quarkus.EngineDestroyer;
import dev.idgen.quarkus.IdGenReadinessCheck;
import dev.idgen.quarkus.IdGenRecorder;
import dev.idgen.quarkus.MetricsHolder;
import dev.idgen.spi.IdPlugin;
import dev.idgen.spi.IdStrategy;
import io.agroal.api.AgroalDataSource;
import io.quarkus.agroal.spi.JdbcDataSourceBuildItem;
import io.quarkus.agroal.spi.JdbcDataSourceSchemaReadyBuildItem;
import io.quarkus.arc.deployment.AdditionalBeanBuildItem;
import io.quarkus.arc.deployment.SyntheticBeanBuildItem;
import io.quarkus.arc.deployment.SyntheticBeansRuntimeInitBuildItem;
import io.quarkus.arc.deployment.UnremovableBeanBuildItem;
import io.quarkus.deployment.Capabilities;
import io.quarkus.deployment.Capability;
import io.quarkus.deployment.annotations.BuildProducer;
import io.quarkus.deployment.annotations.BuildStep;
import io.quarkus.deployment.annotations.Consume;
import io.quarkus.deployment.annotations.ExecutionTime;
import io.quarkus.deployment.annotations.Record;
import io.quarkus.deployment.builditem.FeatureBuildItem;
import io.quarkus.deployment.builditem.InitTaskCompletedBuildItem;
import io.quarkus.deployment.builditem.ShutdownContextBuildItem;
import io.quarkus.deployment.builditem.nativeimage.NativeImageResourcePatternsBuildItem;
import io.quarkus.deployment.builditem.nativeimage.ReflectiveClassBuildItem;
import io.quarkus.deployment.builditem.nativeimage.ServiceProviderBuildItem;
import io.quarkus.hibernate.orm.deployment.PersistenceUnitDescriptorBuildItem;
import io.quarkus.hibernate.orm.deployment.integration.HibernateOrmIntegrationRuntimeConfiguredBuildItem;
import jakarta.inject.Singleton;
import java.util.List;
import javax.sql.DataSource;

/**
 * idgen's build steps. At build time they only declare: the engine bean (created at run time by
 * {@link IdGenRecorder#engine}), the start-up step and its place between the application's Flyway migrations and
 * Hibernate ORM, Hibernate's link to the engine, the readiness check and meters when their extensions are present,
 * and what a native image needs. No connection is made and no configuration value of idgen is read at build time.
 */
class IdGenProcessor {

    static final String FEATURE = "idgen";

    @BuildStep
    FeatureBuildItem feature() {
        return new FeatureBuildItem(FEATURE);
    }

    /** The one engine bean: a singleton created at start ({@link IdGenRecorder#start}), closed on stop and reload. */
    @BuildStep
    @Record(ExecutionTime.RUNTIME_INIT)
    SyntheticBeanBuildItem engineBean(IdGenRecorder recorder, Capabilities capabilities) {
        return SyntheticBeanBuildItem.configure(IdGenEngine.class)
                .scope(Singleton.class)
                .unremovable()
                .setRuntimeInit()
                .createWith(recorder.engine(capabilities.isPresent(Capability.METRICS)))
                .destroyer(EngineDestroyer.class)
                .done();
    }

    /**
     * The application's plugins, strategies and rejection handler are added to the engine, injected or not; and every
     * datasource bean is kept, as idgen.datasource (run-time configuration) may name one nothing else injects.
     */
    @BuildStep
    UnremovableBeanBuildItem engineParts() {
        return UnremovableBeanBuildItem.beanTypes(IdPlugin.class, IdStrategy.class, RejectionHandler.class,
                AgroalDataSource.class, DataSource.class);
    }

    @BuildStep
    void beans(Capabilities capabilities, BuildProducer<AdditionalBeanBuildItem> beans) {
        if (capabilities.isPresent(Capability.SMALLRYE_HEALTH)) {
            beans.produce(AdditionalBeanBuildItem.unremovableOf(IdGenReadinessCheck.class));
        }
        if (capabilities.isPresent(Capability.METRICS)) {
            beans.produce(AdditionalBeanBuildItem.unremovableOf(MetricsHolder.class));
        }
    }

    /**
     * idgen's migrations, keys and engine at start: after the synthetic beans (the datasources) and after the
     * application's Flyway (or Liquibase) migrations, which complete an init task; before Hibernate ORM starts, which
     * waits for every datasource's schema to be ready.
     */
    @BuildStep
    @Record(ExecutionTime.RUNTIME_INIT)
    @Consume(SyntheticBeansRuntimeInitBuildItem.class)
    @Consume(InitTaskCompletedBuildItem.class)
    void start(IdGenRecorder recorder, Capabilities capabilities, List<JdbcDataSourceBuildItem> dataSources,
               ShutdownContextBuildItem shutdown, BuildProducer<JdbcDataSourceSchemaReadyBuildItem> schemaReady) {
        recorder.start(shutdown, capabilities.isPresent(Capability.METRICS));
        schemaReady.produce(new JdbcDataSourceSchemaReadyBuildItem(dataSources.stream().map(JdbcDataSourceBuildItem::getName)
                .toList()));
    }

    /** Every persistence unit gets the engine bean at run time ({@code idgen.engine}) and idgen's Hibernate service. */
    @BuildStep
    @Record(ExecutionTime.RUNTIME_INIT)
    void hibernate(IdGenRecorder recorder, List<PersistenceUnitDescriptorBuildItem> units,
                   BuildProducer<HibernateOrmIntegrationRuntimeConfiguredBuildItem> integrations) {
        for (PersistenceUnitDescriptorBuildItem unit : units) {
            integrations.produce(new HibernateOrmIntegrationRuntimeConfiguredBuildItem(FEATURE, unit.getPersistenceUnitName())
                    .setInitListener(recorder.hibernateListener()));
        }
    }

    /**
     * What idgen loads by name or from resources, for a native image: the H2 guard triggers (H2 loads them by class
     * name), Hibernate's generators, integrator and service contributor, the migrations' SQL, the keys manifests of
     * the jOOQ processor, and strategies of {@code META-INF/services}.
     */
    @BuildStep
    void nativeImage(BuildProducer<ReflectiveClassBuildItem> reflective,
                     BuildProducer<NativeImageResourcePatternsBuildItem> resources,
                     BuildProducer<ServiceProviderBuildItem> services) {
        reflective.produce(ReflectiveClassBuildItem.builder(GuardTrigger.class, DocumentStepsTrigger.class,
                IdGenGenerator.class, DocumentNumberGenerator.class, EngineLifecycleIntegrator.class,
                EngineServiceContributor.class).constructors().methods().build());
        reflective.produce(ReflectiveClassBuildItem.builder("org.postgresql.PGStatement").methods().build());
        resources.produce(NativeImageResourcePatternsBuildItem.builder()
                .includeGlobs("db/idgen/**", "db/idgen-ordered/**", "db/idgen-grants/**", DeclaredKeys.RESOURCE).build());
        services.produce(ServiceProviderBuildItem.allProvidersFromClassPath(IdStrategy.class.getName()));
    }
}
