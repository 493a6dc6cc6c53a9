package dev.idgen.quarkus;

import dev.idgen.IdGenConfigurationException;
import dev.idgen.IdKeys;
import dev.idgen.RejectionHandler;
import dev.idgen.Strategy;
import dev.idgen.jdbc.EngineOptions;
import dev.idgen.jdbc.ExistingRowsRule;
import dev.idgen.jdbc.IdGenEngine;
import dev.idgen.jdbc.IdGenEngineBuilder;
import dev.idgen.jdbc.admin.ConfiguredAdoption;
import dev.idgen.jdbc.admin.KeyAdmin;
import dev.idgen.jdbc.metrics.MicrometerMetrics;
import dev.idgen.migrations.IdGenMigrations;
import dev.idgen.spi.IdPlugin;
import dev.idgen.spi.IdStrategy;
import io.agroal.api.AgroalDataSource;
import io.agroal.api.transaction.TransactionIntegration;
import io.quarkus.agroal.runtime.AgroalDataSourceUtil;
import io.quarkus.arc.Arc;
import io.quarkus.arc.InjectableInstance;
import io.quarkus.datasource.common.runtime.DataSourceUtil;
import io.smallrye.config.SmallRyeConfig;
import java.util.LinkedHashMap;
import java.util.Map;
import javax.sql.DataSource;
import org.eclipse.microprofile.config.Config;
import org.eclipse.microprofile.config.ConfigProvider;
import org.jboss.logging.Logger;

/** The start of idgen in a Quarkus application, in the order {@link IdGenRecorder#start} runs it. */
final class EngineStart {

    private static final Logger log = Logger.getLogger(EngineStart.class);

    private EngineStart() {
    }

    static IdGenConfig config() {
        return ConfigProvider.getConfig().unwrap(SmallRyeConfig.class).getConfigMapping(IdGenConfig.class);
    }

    /** The datasource of {@code idgen.datasource}, else the default one. */
    static DataSource dataSource(IdGenConfig config) {
        String name = config.datasource().orElse(DataSourceUtil.DEFAULT_DATASOURCE_NAME);
        InjectableInstance<AgroalDataSource> dataSource = AgroalDataSourceUtil.dataSourceInstance(name);
        String problem = null;
        if (!dataSource.isResolvable()) {
            problem = "no JDBC datasource of that name";
        } else if (!dataSource.getHandle().getBean().isActive()) {
            problem = "the datasource is not active: " + dataSource.getHandle().getBean().checkActive().inactiveReason();
        }
        if (problem == null && !DataSourceUtil.isDefault(name) && joinsTransactions(dataSource.get())) {
            // on a caller's thread (a slow-ordered leader) Agroal would enlist idgen's connection in the caller's JTA
            // transaction next to the application's: a second resource, which fails the caller's commit
            problem = "its connections join the caller's JTA transaction (quarkus.datasource.\"" + name
                    + "\".jdbc.transactions is not 'disabled'), where idgen's own statements do not belong";
            throw new IdGenConfigurationException("idgen.datasource = '" + name + "': " + problem + ". Fix: set "
                    + "quarkus.datasource.\"" + name + "\".jdbc.transactions=disabled, or leave idgen.datasource unset");
        }
        if (problem != null) {
            throw new IdGenConfigurationException("idgen.datasource = '" + name + "': " + problem + "; the active ones are "
                    + AgroalDataSourceUtil.activeDataSourceNames() + ". Fix: set idgen.datasource to one of them, or "
                    + "configure quarkus.datasource" + (DataSourceUtil.isDefault(name) ? "" : ".\"" + name + "\"")
                    + ".jdbc.url");
        }
        return dataSource.get();
    }

    /**
     * Whether the datasource enlists its connections in JTA transactions (Quarkus's default,
     * {@code quarkus.datasource."name".jdbc.transactions=enabled}): its pool has a transaction integration.
     */
    private static boolean joinsTransactions(AgroalDataSource dataSource) {
        TransactionIntegration integration = dataSource.getConfiguration().connectionPoolConfiguration()
                .transactionIntegration();
        return integration.getClass() != TransactionIntegration.none().getClass();
    }

    /** Checks the configuration, migrates idgen's tables and registers the configured keys. */
    static void prepareDatabase() {
        Config raw = ConfigProvider.getConfig();
        IdGenOptions.refuseUnknown(raw);
        IdGenConfig config = config();
        Map<String, String> options = IdGenOptions.configured(raw);
        String schema = IdGenOptions.value(options, EngineOptions.SCHEMA).orElse(null);
        DataSource dataSource = dataSource(config);
        if (config.migrate()) {
            boolean slowOrdered = config.slowOrderedTables() || config.keys().values().stream()
                    .anyMatch(k -> Strategy.SLOW_ORDERED.externalName().equals(Strategy.normalize(k.strategy())));
            int applied = IdGenMigrations.with(dataSource).schema(schema).slowOrdered(slowOrdered).migrate();
            log.debugf("idgen: %d migration(s) applied", applied);
        }
        registerKeys(config, dataSource, schema, IdGenOptions.value(options, EngineOptions.EXISTING_ROWS)
                .orElse(ExistingRowsRule.ADOPT));
    }

    /**
     * The {@code adopt-from} columns narrower than the long range ({@code INTEGER}, ...) of the last start, by key:
     * the largest id each holds, declared to the engine when it is built ({@link IdGenEngine#declareColumn}).
     */
    private static volatile Map<String, Long> narrowColumns = Map.of();

    private static void registerKeys(IdGenConfig config, DataSource dataSource, String schema, ExistingRowsRule rule) {
        KeyAdmin admin = null;
        Map<String, Long> narrow = new LinkedHashMap<>();
        for (Map.Entry<String, IdGenConfig.Key> e : config.keys().entrySet()) {
            String key = e.getKey();
            IdGenConfig.Key k = e.getValue();
            String prefix = "idgen.keys." + key;
            if (!Strategy.SEGMENT.externalName().equals(Strategy.normalize(k.strategy()))) {
                if (k.adoptFrom().isPresent()) {
                    throw new IdGenConfigurationException(prefix + ".adopt-from = '" + k.adoptFrom().get() + "': only "
                            + "segment keys adopt a column, and key '" + key + "' is " + k.strategy() + ". Fix: remove "
                            + prefix + ".adopt-from, or make the key a segment key");
                }
                continue; // other strategies need no row before their first id
            }
            IdKeys.check(key);
            if (admin == null) {
                admin = KeyAdmin.on(dataSource, schema);
            }
            if (admin.createIfAbsent(new KeyAdmin.NewKey(key, k.start(), k.step(), k.minStep().orElse(null),
                    k.maxStep().orElse(null), k.description().orElse(null)))) {
                log.infof("idgen: registered segment key '%s' (first id %d, step %d)", key, k.start(), k.step());
            }
            if (k.adoptFrom().isPresent()) {
                String from = k.adoptFrom().get();
                int dot = from.lastIndexOf('.');
                if (dot <= 0 || dot == from.length() - 1) {
                    throw new IdGenConfigurationException(prefix + ".adopt-from = '" + from + "': not "
                            + "table.column or schema.table.column. Fix: name the column that holds the ids, e.g. orders.id");
                }
                if (k.headroom() < 0) {
                    throw new IdGenConfigurationException(prefix + ".headroom = " + k.headroom() + ": must not be "
                            + "negative. Fix: set " + prefix + ".headroom to 0 or more");
                }
                // the rule of every door (idgen.existing-rows), as the Spring Boot starter applies it
                ConfiguredAdoption.Adopted adopted = ConfiguredAdoption.adopt(dataSource, admin, key, k.start(),
                        from.substring(0, dot), from.substring(dot + 1), k.headroom(), rule, from);
                if (adopted.largest() < Long.MAX_VALUE) {
                    narrow.put(key, adopted.largest());
                }
            }
        }
        narrowColumns = Map.copyOf(narrow);
    }

    /**
     * The engine bean: the catalog's options as configured, named after the application, with the application's
     * {@code IdPlugin} and {@code IdStrategy} beans and its {@code RejectionHandler} bean if it has one.
     */
    static IdGenEngine buildEngine(boolean metrics) {
        Config raw = ConfigProvider.getConfig();
        IdGenConfig config = config();
        IdGenEngineBuilder builder = IdGenEngine.builder(dataSource(config))
                .name(engineName(raw.getOptionalValue("quarkus.application.name", String.class).orElse(null)));
        IdGenOptions.applyTo(builder, IdGenOptions.configured(raw)); // idgen.name, applied here, wins
        if (metrics) {
            builder.plugin(Arc.container().instance(MetricsHolder.class).get().plugin());
        }
        // the application's beans, as the Spring Boot starter adds them (kept by the build step's unremovable types)
        Arc.container().select(IdPlugin.class).forEach(builder::plugin);
        Arc.container().select(IdStrategy.class).forEach(builder::strategy);
        InjectableInstance<RejectionHandler> rejection = Arc.container().select(RejectionHandler.class);
        if (rejection.isResolvable()) {
            builder.rejectionHandler(rejection.get());
        }
        IdGenEngine engine = builder.build();
        try {
            checkKeyStrategies(engine, config);
            // adopt-from INTEGER columns cap their keys' ranges, as in the Spring Boot starter
            narrowColumns.forEach((key, largest) -> engine.declareColumn(Strategy.SEGMENT.externalName(), key, null,
                    config.keys().get(key).adoptFrom().orElseThrow(), largest));
        } catch (RuntimeException e) {
            engine.close();
            throw e;
        }
        log.infof("idgen: engine %s started", engine);
        return engine;
    }

    /** After the engine bean started: its meters, when the Micrometer extension is present. */
    static void started(IdGenEngine engine, boolean metrics) {
        if (metrics) {
            MicrometerMetrics.bind(Arc.container().instance(io.micrometer.core.instrument.MeterRegistry.class).get(),
                    engine, Arc.container().instance(MetricsHolder.class).get().plugin());
        }
    }

    /**
     * The engine's name: {@code quarkus.application.name} (characters a name may not hold become {@code -}, at most
     * 128), or {@code idgen} without one.
     */
    static String engineName(String applicationName) {
        String name = applicationName == null ? "" : applicationName.trim().replaceAll("[^A-Za-z0-9._:-]", "-");
        if (name.length() > IdKeys.MAX_LENGTH) {
            name = name.substring(0, IdKeys.MAX_LENGTH);
        }
        return name.isEmpty() ? "idgen" : name;
    }

    /** A configured key's strategy must be one the engine serves. */
    private static void checkKeyStrategies(IdGenEngine engine, IdGenConfig config) {
        config.keys().forEach((key, k) -> {
            if (!engine.strategies().contains(Strategy.normalize(k.strategy()))) {
                throw new IdGenConfigurationException("idgen.keys." + key + ".strategy = '" + k.strategy() + "': unknown "
                        + "strategy; engine '" + engine.name() + "' serves " + String.join(", ", engine.strategies())
                        + ". Fix: set idgen.keys." + key + ".strategy to one of them");
            }
        });
    }
}
