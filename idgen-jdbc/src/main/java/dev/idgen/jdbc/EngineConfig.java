package dev.idgen.jdbc;

import dev.idgen.Dialect;
import dev.idgen.RejectionHandler;
import dev.idgen.TimeSource;
import dev.idgen.jdbc.document.TransactionConnection;
import dev.idgen.spi.IdPlugin;
import dev.idgen.spi.IdStrategy;
import java.time.Duration;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javax.sql.DataSource;

/**
 * What {@link EngineStartup} needs of a validated builder, taken once by
 * {@code IdGenEngineBuilder.config()}: the startup reads this value, never the builder, so the
 * builder (which hands out the engine) and the startup (which assembles its parts) do not import
 * each other. The fields keep the builder's names. The option groups are the builder's own
 * objects: the startup reads them once, into the runtimes' settings, while {@code build()} runs.
 */
final class EngineConfig {

    final DataSource dataSource;
    final String name;
    final Dialect dialect;
    final String schema;
    /** The builder's option values, read by catalog entry ({@code values.get(EngineOptions.MAX_WAIT)}). */
    final OptionValues values;
    final Duration databaseTimeout;
    final int executorThreads;
    final int maxKeys;
    final TimeSource timeSource;
    final RejectionHandler rejectionHandler;
    final SegmentOptions segment;
    final SnowflakeOptions snowflake;
    final OrderedOptions ordered;
    final DailyOptions daily;
    final FailoverOptions failover;
    final Map<String, IdStrategy> strategies;
    final List<IdPlugin> plugins;
    final TransactionConnection transactionConnection;
    final Region region;

    EngineConfig(DataSource dataSource, String name, Dialect dialect, String schema, OptionValues values,
                 Duration databaseTimeout, int executorThreads, int maxKeys, TimeSource timeSource,
                 RejectionHandler rejectionHandler, SegmentOptions segment, SnowflakeOptions snowflake,
                 OrderedOptions ordered, DailyOptions daily, FailoverOptions failover, Map<String, IdStrategy> strategies,
                 List<IdPlugin> plugins, TransactionConnection transactionConnection, Region region) {
        this.dataSource = dataSource;
        this.name = name;
        this.dialect = dialect;
        this.schema = schema;
        this.values = values;
        this.databaseTimeout = databaseTimeout;
        this.executorThreads = executorThreads;
        this.maxKeys = maxKeys;
        this.timeSource = timeSource;
        this.rejectionHandler = rejectionHandler;
        this.segment = segment;
        this.snowflake = snowflake;
        this.ordered = ordered;
        this.daily = daily;
        this.failover = failover;
        this.strategies = Collections.unmodifiableMap(new LinkedHashMap<>(strategies)); // registration order kept
        this.plugins = List.copyOf(plugins);
        this.transactionConnection = transactionConnection;
        this.region = region;
    }
}
