package dev.idgen.jdbc;

import dev.idgen.Dialect;
import dev.idgen.IdGenConfigurationException;
import dev.idgen.IdSourceUnavailableException;
import dev.idgen.jdbc.internal.CustomRuntime;
import dev.idgen.jdbc.internal.Door;
import dev.idgen.jdbc.internal.EngineContext;
import dev.idgen.jdbc.internal.EpochGuard;
import dev.idgen.jdbc.internal.JdbcAccess;
import dev.idgen.jdbc.internal.RecoveryFloor;
import dev.idgen.jdbc.internal.StrategyRuntime;
import dev.idgen.jdbc.internal.Tables;
import dev.idgen.jdbc.internal.DailyRuntime;
import dev.idgen.jdbc.internal.DocumentRuntime;
import dev.idgen.jdbc.internal.StrictDailyRuntime;
import dev.idgen.jdbc.internal.OrderedRuntime;
import dev.idgen.jdbc.internal.SegmentRuntime;
import dev.idgen.jdbc.internal.SegmentSettings;
import dev.idgen.jdbc.internal.SnowflakeRuntime;
import dev.idgen.jdbc.internal.SnowflakeSettings;
import dev.idgen.spi.IdStrategy;
import dev.idgen.spi.Redact;
import java.sql.Connection;
import java.sql.DatabaseMetaData;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import dev.idgen.jdbc.internal.logging.Logger;
import dev.idgen.jdbc.internal.logging.LoggerFactory;

/**
 * What {@link IdGenEngineBuilder#build()} does: connect and detect the dialect, start the executor,
 * build the failover guard, then the context and the database access it guards (both given the guard
 * by constructor), the table of strategy runtimes from the options, and check the server settings idgen
 * relies on (on a Galera node) and the tables every engine needs. Anything that fails closes what was started. It reads an {@link EngineConfig}, never the
 * builder, and hands back the parts ({@link StartedEngine}), never the engine.
 */
final class EngineStartup {

    private static final Logger log = LoggerFactory.getLogger(EngineStartup.class);

    private EngineStartup() {
    }

    static StartedEngine start(EngineConfig b) {
        Dialect detected;
        boolean unreachable = false;
        try {
            detected = connectAndDetect(b);
        } catch (IdSourceUnavailableException e) {
            if (b.snowflake.workerCacheFile() == null || b.dialect == null) {
                throw e;
            }
            // the one case where starting without the database is wanted: snowflake from the worker cache
            log.warn("idgen engine '{}': the database is unreachable ({}); starting anyway because a worker cache "
                    + "({}) and the dialect ({}) are configured; idgen's tables are not checked, and its region is "
                    + "checked before its first reservation", b.name, e.getMessage(), b.snowflake.workerCacheFile(),
                    b.dialect);
            detected = b.dialect;
            unreachable = true;
        }
        ScheduledThreadPoolExecutor executor = JdbcAccess.ownExecutor(b.name, b.executorThreads);
        // the guard first, on an unguarded access (its own statements are not admitted by itself); then what asks it
        JdbcAccess unguarded = new JdbcAccess(b.dataSource, detected, new Tables(b.schema),
                (int) b.databaseTimeout.toSeconds(), executor);
        FailoverOptions f = b.failover;
        EpochGuard guard = new EpochGuard(unguarded, b.name, executor, f.margin(), f.probeInterval().toMillis(),
                f.workerFence().toMillis(), f.requireSynchronousReplication());
        EngineContext context = new EngineContext(b.name, executor, b.timeSource, b.rejectionHandler, b.maxKeys, guard,
                unguarded.sql()::isRetryableConflict, b.values.get(EngineOptions.MAX_WAIT),
                EngineOptions.MAX_WAIT.name());
        JdbcAccess db = unguarded.withGuard(guard);
        Door door = new Door(context, b.plugins);
        Map<String, StrategyRuntime> runtimes = runtimes(b, door, db);
        runtimes.values().forEach(r -> guard.register(r::reassert));
        StartedEngine engine = new StartedEngine(context, executor, db, runtimes, closingOrder(runtimes), guard,
                new DocumentRuntime(door, db, b.daily.zone(), b.transactionConnection, b.region), b.region);
        try {
            if (unreachable) {
                // the region is checked (or recorded) before the first reservation instead: all or nothing per database
                guard.checkRegionFirst(unguarded, b.region, b.name);
            } else {
                db.withConnection(c -> {
                    db.sql().checkServerSettings(c, b.name);
                    for (StrategyRuntime r : runtimes.values()) {
                        r.checkSchema(c);
                    }
                    db.requireTable(c, db.tables().epoch(), "id, timeline, state, synchronous, reason, changed_at, "
                            + RecoveryFloor.COLUMNS);
                    EpochGuard.checkRegion(db, c, b.region, b.name);
                    guard.start(c);
                    return null;
                });
            }
            guard.startProbing();
        } catch (SQLException | RuntimeException e) {
            engine.close();
            if (e instanceof RuntimeException r) {
                throw r;
            }
            throw new IdSourceUnavailableException("idgen engine '" + b.name + "': checking idgen's tables failed: "
                    + e.getMessage(), e);
        }
        log.info("idgen engine '{}' started: {}; segment: {}; {} {} ms; strategies {}{}", b.name, detected, b.segment,
                context.boundName(), context.boundMillis(), runtimes.keySet(), b.region.isShared() ? "; " + b.region : "");
        return engine;
    }

    /** The engine's table of strategies: the built-in ones, then those registered, by name. */
    private static Map<String, StrategyRuntime> runtimes(EngineConfig b, Door door, JdbcAccess db) {
        SegmentOptions s = b.segment;
        SegmentSettings segmentSettings = new SegmentSettings(s.minStep(), s.maxStep(), s.prefetchThreshold(),
                s.duration().toMillis() / 1000.0, s.runwayWarning().toMillis() / 1000.0);
        SnowflakeOptions f = b.snowflake;
        SnowflakeSettings snowflakeSettings = f.settings(segmentSettings.runwayWarningSeconds());
        Map<String, StrategyRuntime> table = new LinkedHashMap<>();
        Region region = b.region;
        add(table, new SegmentRuntime(door, db, segmentSettings, s.strict(), s.defaultStep(), region));
        add(table, new OrderedRuntime(door, db, b.ordered.shards(), b.ordered.roundTripsInFlight(),
                region, segmentSettings.runwayWarningSeconds()));
        // with regions the region is the datacenter id (IdGenEngineBuilder.validate refused any other)
        add(table, new SnowflakeRuntime(door, db, f.layout(), region.isShared() ? region.index() : f.datacenterId(),
                f.node(), snowflakeSettings, f.workerCacheFile(), region));
        add(table, new DailyRuntime(door, db, segmentSettings, b.daily.zone(), b.daily.step(), b.daily.maxStep(),
                region));
        add(table, new StrictDailyRuntime(door, db, b.daily.zone(), b.daily.step(), b.daily.maxStep(),
                b.ordered.roundTripsInFlight(), region));
        for (Map.Entry<String, IdStrategy> e : b.strategies.entrySet()) {
            add(table, new CustomRuntime(e.getKey(), e.getValue(), door, db));
        }
        return table;
    }

    /** The built-in strategies in the table's order, then the others by name (as {@code IdGenEngine.strategies()}). */
    private static List<String> closingOrder(Map<String, StrategyRuntime> runtimes) {
        List<String> order = new ArrayList<>();
        List<String> own = new ArrayList<>();
        for (StrategyRuntime r : runtimes.values()) {
            (r instanceof CustomRuntime ? own : order).add(r.name());
        }
        own.sort(null);
        order.addAll(own);
        return order;
    }

    private static void add(Map<String, StrategyRuntime> table, StrategyRuntime runtime) {
        if (table.putIfAbsent(runtime.name(), runtime) != null) {
            throw new IllegalStateException("two strategies named '" + runtime.name() + "'"); // the builder prevents it
        }
    }

    private static Dialect connectAndDetect(EngineConfig b) {
        try (Connection c = b.dataSource.getConnection()) {
            DatabaseMetaData md = c.getMetaData();
            Dialect detected = Dialect.detect(md);
            if (b.dialect != null && b.dialect != detected) {
                log.warn("idgen engine '{}': dialect forced to {} but the database says {} {}", b.name, b.dialect,
                        md.getDatabaseProductName(), md.getDatabaseProductVersion());
                return b.dialect;
            }
            log.info("idgen engine '{}': {} {} detected, using the {} dialect", b.name, md.getDatabaseProductName(),
                    md.getDatabaseProductVersion(), detected);
            return detected;
        } catch (SQLException e) {
            throw new IdSourceUnavailableException("idgen engine '" + b.name + "' cannot connect to the database through "
                    + Redact.dataSource(b.dataSource) + ": " + Redact.text(e.getMessage()), e);
        } catch (IdGenConfigurationException e) {
            if (b.dialect != null) {
                return b.dialect;
            }
            throw e;
        }
    }
}
