package dev.idgen.spring.boot;

import dev.idgen.RejectionHandler;
import dev.idgen.Strategy;
import dev.idgen.jdbc.EngineOptions;
import dev.idgen.jdbc.IdGenEngine;
import dev.idgen.jdbc.IdGenEngineBuilder;
import dev.idgen.jdbc.admin.WorkerAdmin;
import dev.idgen.jdbc.metrics.MetricsPlugin;
import dev.idgen.jdbc.metrics.MicrometerMetrics;
import dev.idgen.spi.IdPlugin;
import dev.idgen.spi.IdStrategy;
import io.micrometer.core.instrument.binder.MeterBinder;
import javax.sql.DataSource;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.boot.autoconfigure.condition.ConditionalOnProperty;
import org.springframework.boot.autoconfigure.condition.ConditionalOnSingleCandidate;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.boot.sql.init.dependency.DependsOnDatabaseInitialization;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.core.env.Environment;
import org.springframework.util.ClassUtils;
import org.springframework.util.function.SingletonSupplier;

/**
 * idgen in Spring Boot 3.5 and 4.x with nothing but a DataSource bean: idgen's migrations as a
 * database initializer (after Flyway/Liquibase/sql-init, before JPA and jOOQ), the keys of
 * {@code idgen.keys.*} registered and adopted, one {@link IdGenEngine} bean built from the
 * {@code idgen.*} properties (closed after JPA), Hibernate's generators on that engine, Micrometer
 * metrics, an {@code idgen} health contributor and info entry, and a failure analysis for bad
 * configuration.
 *
 * <p>Every piece can be switched off by a property ({@code idgen.enabled}, {@code idgen.migrate},
 * {@code idgen.hibernate.enabled}, {@code idgen.metrics.enabled}, {@code management.health.idgen.enabled},
 * {@code management.info.idgen.enabled}) or replaced by a bean of your own. Boot moved some types in
 * 4.0; those are referenced by name here and served by one small adapter per line.
 */
@AutoConfiguration(
        afterName = {"org.springframework.boot.autoconfigure.jdbc.DataSourceAutoConfiguration",
                "org.springframework.boot.jdbc.autoconfigure.DataSourceAutoConfiguration"},
        beforeName = {"org.springframework.boot.autoconfigure.orm.jpa.HibernateJpaAutoConfiguration",
                "org.springframework.boot.hibernate.autoconfigure.HibernateJpaAutoConfiguration",
                "org.springframework.boot.autoconfigure.jooq.JooqAutoConfiguration",
                "org.springframework.boot.jooq.autoconfigure.JooqAutoConfiguration"})
@ConditionalOnClass(IdGenEngine.class)
@ConditionalOnSingleCandidate(DataSource.class)
@ConditionalOnProperty(prefix = "idgen", name = "enabled", matchIfMissing = true)
@EnableConfigurationProperties(IdGenProperties.class)
public class IdGenAutoConfiguration {

    /** Boot's switch that runs data.sql after Hibernate; idgen then cannot be an ordinary initializer. */
    static final String DEFER_PROPERTY = "spring.jpa.defer-datasource-initialization";

    static boolean deferredJpaInitialization(Environment environment) {
        return environment.getProperty(DEFER_PROPERTY, Boolean.class, false);
    }

    @Bean
    @ConditionalOnMissingBean
    public IdGenDatabaseInitializer idgenDatabaseInitializer(DataSource dataSource, IdGenProperties properties,
                                                             Environment environment,
                                                             ObjectProvider<IdStrategy> strategies,
                                                             ObjectProvider<IdGenEngineBuilderCustomizer> customizers) {
        // the beans are resolved only if a configured key names a strategy idgen does not know otherwise
        return new IdGenDatabaseInitializer(dataSource, properties, deferredJpaInitialization(environment),
                () -> strategies.orderedStream().toList(), () -> customizers.orderedStream().toList());
    }

    @Bean(destroyMethod = "close")
    @ConditionalOnMissingBean
    public IdGenEngine idgenEngine(DataSource dataSource, IdGenProperties properties,
                                   ObjectProvider<IdGenDatabaseInitializer> initializer,
                                   ObjectProvider<IdPlugin> plugins, ObjectProvider<IdStrategy> strategies,
                                   ObjectProvider<RejectionHandler> rejectionHandler,
                                   ObjectProvider<IdGenEngineBuilderCustomizer> customizers,
                                   Environment environment) {
        // idgen's tables and keys first: Boot orders it so, and this keeps it so when initializers are deferred
        initializer.ifAvailable(i -> { });
        // named after the application in logs, metrics and /actuator/info; idgen.name (applied below) wins
        IdGenEngineBuilder builder = IdGenEngine.builder(dataSource)
                .name(engineName(environment.getProperty("spring.application.name")));
        properties.applyTo(builder);
        plugins.orderedStream().forEach(builder::plugin);
        strategies.orderedStream().forEach(builder::strategy);
        rejectionHandler.ifUnique(builder::rejectionHandler);
        if (ClassUtils.isPresent("org.springframework.jdbc.datasource.ConnectionHolder", getClass().getClassLoader())) {
            builder.transactionConnection(new SpringTransactionConnection(dataSource)); // DocumentNumbers.next()
        }
        customizers.orderedStream().forEach(c -> c.customize(builder));
        IdGenEngine engine = builder.build();
        try {
            checkKeyStrategies(engine, properties);
            initializer.ifAvailable(i -> i.declareColumns(engine)); // adopt-from INTEGER columns cap their keys' ranges
        } catch (RuntimeException e) {
            engine.close();
            throw e;
        }
        return engine;
    }

    /**
     * The engine's name under Boot: {@code spring.application.name} (characters a name may not hold —
     * anything but letters, digits, {@code .}, {@code _}, {@code -}, {@code :} — become {@code -}, at most 128),
     * or {@code idgen} without one; instead of the numbered {@code idgen-<n>} of a plain engine.
     */
    static String engineName(String applicationName) {
        String name = applicationName == null ? "" : applicationName.trim().replaceAll("[^A-Za-z0-9._:-]", "-");
        if (name.length() > dev.idgen.IdKeys.MAX_LENGTH) {
            name = name.substring(0, dev.idgen.IdKeys.MAX_LENGTH);
        }
        return name.isEmpty() ? "idgen" : name;
    }

    /** A configured key's strategy must be one the engine serves (built-in or a bean of your own). */
    static void checkKeyStrategies(IdGenEngine engine, IdGenProperties properties) {
        properties.getKeys().forEach((key, k) -> {
            if (!engine.strategies().contains(Strategy.normalize(k.getStrategy()))) {
                throw new InvalidIdGenPropertyException("idgen.keys." + key + ".strategy", k.getStrategy(),
                        "unknown strategy; engine '" + engine.name() + "' serves " + String.join(", ", engine.strategies()),
                        "Set idgen.keys." + key + ".strategy to one of " + String.join(", ", engine.strategies())
                                + ", or define your strategy as an IdStrategy bean.");
            }
        });
    }

    /** JPA and jOOQ close before the engine on shutdown. */
    @Bean
    static EngineShutdownOrder idgenEngineShutdownOrder() {
        return new EngineShutdownOrder();
    }

    @Configuration(proxyBeanMethods = false)
    @ConditionalOnClass(name = {"dev.idgen.hibernate.IdGenSettings",
            "org.springframework.boot.autoconfigure.orm.jpa.HibernatePropertiesCustomizer"})
    @ConditionalOnProperty(prefix = "idgen.hibernate", name = "enabled", matchIfMissing = true)
    static class Boot3Hibernate {
        @Bean
        @ConditionalOnMissingBean(name = "idgenHibernatePropertiesCustomizer")
        Boot3HibernateCustomizer idgenHibernatePropertiesCustomizer(IdGenEngine engine, IdGenProperties properties,
                                                                    Environment environment) {
            return new Boot3HibernateCustomizer(hibernateSettings(engine, properties, environment));
        }
    }

    @Configuration(proxyBeanMethods = false)
    @ConditionalOnClass(name = {"dev.idgen.hibernate.IdGenSettings",
            "org.springframework.boot.hibernate.autoconfigure.HibernatePropertiesCustomizer"})
    @ConditionalOnProperty(prefix = "idgen.hibernate", name = "enabled", matchIfMissing = true)
    static class Boot4Hibernate {
        @Bean
        @ConditionalOnMissingBean(name = "idgenHibernatePropertiesCustomizer")
        Boot4HibernateCustomizer idgenHibernatePropertiesCustomizer(IdGenEngine engine, IdGenProperties properties,
                                                                    Environment environment) {
            return new Boot4HibernateCustomizer(hibernateSettings(engine, properties, environment));
        }
    }

    /** What both Boot generations' Hibernate customizers hand to Hibernate. */
    static HibernateSettings hibernateSettings(IdGenEngine engine, IdGenProperties properties, Environment environment) {
        return new HibernateSettings(engine, properties.getHibernate(), deferredJpaInitialization(environment));
    }

    /**
     * With {@code spring.jpa.defer-datasource-initialization=true} the tables are checked after
     * {@code data.sql} (Hibernate was told to wait: {@link HibernateSettings}).
     */
    @Configuration(proxyBeanMethods = false)
    @ConditionalOnClass(name = {"dev.idgen.hibernate.IdGenSettings", "jakarta.persistence.EntityManagerFactory"})
    @ConditionalOnProperty(prefix = "idgen.hibernate", name = "enabled", matchIfMissing = true)
    static class DeferredHibernateTableCheck {
        @Bean
        @ConditionalOnProperty(name = DEFER_PROPERTY, havingValue = "true")
        @DependsOnDatabaseInitialization
        HibernateTableCheck idgenHibernateTableCheck(ObjectProvider<jakarta.persistence.EntityManagerFactory> factories) {
            return new HibernateTableCheck(factories.orderedStream().toList());
        }
    }

    @Configuration(proxyBeanMethods = false)
    @ConditionalOnClass(name = "io.micrometer.core.instrument.MeterRegistry")
    @ConditionalOnProperty(prefix = "idgen.metrics", name = "enabled", matchIfMissing = true)
    static class Metrics {
        /** Counts per generator; an {@link IdPlugin} bean, so the engine bean picks it up. */
        @Bean
        @ConditionalOnMissingBean
        MetricsPlugin idgenMetricsPlugin() {
            return new MetricsPlugin();
        }

        @Bean
        @ConditionalOnMissingBean(name = "idgenMeterBinder")
        MeterBinder idgenMeterBinder(IdGenEngine engine, MetricsPlugin metrics) {
            return registry -> MicrometerMetrics.bind(registry, engine, metrics);
        }
    }

    @Configuration(proxyBeanMethods = false)
    @ConditionalOnClass(name = "org.springframework.boot.actuate.health.HealthIndicator")
    @ConditionalOnProperty(prefix = "management.health.idgen", name = "enabled", matchIfMissing = true)
    static class Boot3Health {
        @Bean
        @ConditionalOnMissingBean(name = "idgenHealthIndicator")
        Boot3HealthIndicator idgenHealthIndicator(IdGenEngine engine, DataSource dataSource, IdGenProperties properties) {
            return new Boot3HealthIndicator(health(engine, dataSource, properties));
        }
    }

    @Configuration(proxyBeanMethods = false)
    @ConditionalOnClass(name = "org.springframework.boot.health.contributor.HealthIndicator")
    @ConditionalOnProperty(prefix = "management.health.idgen", name = "enabled", matchIfMissing = true)
    static class Boot4Health {
        @Bean
        @ConditionalOnMissingBean(name = "idgenHealthIndicator")
        Boot4HealthIndicator idgenHealthIndicator(IdGenEngine engine, DataSource dataSource, IdGenProperties properties) {
            return new Boot4HealthIndicator(health(engine, dataSource, properties));
        }
    }

    /** Leases are read where the engine keeps them: in idgen.schema, as the engine bean was built with it. */
    static IdGenHealth health(IdGenEngine engine, DataSource dataSource, IdGenProperties properties) {
        String configured = properties.get(EngineOptions.SCHEMA);
        String schema = configured == null || configured.isBlank() ? null : configured;
        return new IdGenHealth(engine, SingletonSupplier.of(() -> WorkerAdmin.on(dataSource, schema)));
    }

    @Configuration(proxyBeanMethods = false)
    @ConditionalOnClass(name = "org.springframework.boot.actuate.info.InfoContributor")
    @ConditionalOnProperty(prefix = "management.info.idgen", name = "enabled", matchIfMissing = true)
    static class Info {
        @Bean
        @ConditionalOnMissingBean(name = "idgenInfoContributor")
        IdGenInfoContributor idgenInfoContributor(IdGenEngine engine, IdGenProperties properties) {
            return new IdGenInfoContributor(engine, properties);
        }
    }
}
