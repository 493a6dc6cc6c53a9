package dev.idgen.jdbc.metrics;

import dev.idgen.jdbc.IdGenEngine;
import dev.idgen.jdbc.ordered.OrderedStats;
import dev.idgen.jdbc.segment.SegmentStats;
import dev.idgen.jdbc.snowflake.SnowflakeStats;
import io.micrometer.core.instrument.FunctionCounter;
import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.MeterRegistry;
import java.util.Optional;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * Binds an engine's metrics to a Micrometer registry (Spring Boot, Quarkus, ...): for every
 * generator {@code idgen.ids.issued} and {@code idgen.rejections} (counters) and
 * {@code idgen.rate} (gauge, ids/s); for segment keys {@code idgen.segment.runway} (s),
 * {@code idgen.segment.remaining}, {@code idgen.segment.step}, {@code idgen.segment.refill} (ms), and the
 * key's id space: {@code idgen.segment.ids.left} (in its column when an integration declared it, else up to
 * {@code Long.MAX_VALUE}) and {@code idgen.segment.runs.out} (s until they run out at the measured rate);
 * with {@link #bind(MeterRegistry, IdGenEngine, MetricsPlugin)}, for snowflake generators also
 * {@code idgen.snowflake.worker} (the worker id leased now, gauge), {@code idgen.snowflake.worker.changes}
 * (counter: another worker id leased because the lease was lost), {@code idgen.snowflake.ahead}
 * (ms the last id is ahead of the clock) and {@code idgen.snowflake.runs.out} (s until the layout runs out of
 * timestamps, {@link dev.idgen.SnowflakeLayout#expiresAt()}), and for slow-ordered keys (one meter per key, whatever its sub-keys:
 * the sub-key that runs out first, {@link IdGenEngine#orderedRunway}) {@code idgen.ordered.ids.left} and
 * {@code idgen.ordered.runs.out} (s), and per strategy {@code idgen.conflicts.retried} (counter, tags {@code engine} and {@code strategy}: deadlocks,
 * serialization failures and Galera certification conflicts idgen's own statements met and retried,
 * {@link IdGenEngine#retriedConflicts}). Tags: {@code engine}, {@code generator}. Micrometer is an optional
 * dependency: only this class needs it.
 */
public final class MicrometerMetrics {

    private MicrometerMetrics() {
    }

    /**
     * Binds every meter of {@code engine} (which must have been built with {@code plugin}): the
     * counters of every generator, the segment gauges, the runway of slow-ordered, daily and snowflake generators,
     * the snowflake worker meters and the retried conflicts of every strategy.
     */
    public static void bind(MeterRegistry registry, IdGenEngine engine, MetricsPlugin plugin) {
        bind(registry, engine.name(), plugin, engine::segmentStats);
        String name = engine.name();
        for (String strategy : engine.strategies()) { // bounded: one counter per strategy, never per key
            FunctionCounter.builder("idgen.conflicts.retried", engine, e -> e.retriedConflicts(strategy))
                    .tag("engine", name).tag("strategy", strategy)
                    .description("conflicts (deadlock, serialization failure, Galera certification) idgen's own "
                            + "statements met and retried").register(registry);
        }
        plugin.onNewGenerator(generator -> {
            String orderedKey = MetricsPlugin.orderedKeyOf(generator);
            if (orderedKey != null) {
                Gauge.builder("idgen.ordered.ids.left", () -> engine.orderedRunway(orderedKey)
                                .map(o -> (double) o.idsLeft()).orElse(Double.NaN))
                        .tag("engine", name).tag("generator", generator).baseUnit("ids")
                        .description("ids left to the sub-key that runs out first").register(registry);
                Gauge.builder("idgen.ordered.runs.out", () -> engine.orderedRunway(orderedKey)
                                .map(OrderedStats::runsOutSeconds).orElse(Double.NaN))
                        .tag("engine", name).tag("generator", generator).baseUnit("seconds")
                        .description("seconds until the sub-key that runs out first has no ids left").register(registry);
                return;
            }
            if (Runway.isDaily(generator)) { // the current period's serials
                Gauge.builder("idgen.daily.ids.left", () -> Runway.of(engine, generator)
                                .map(r -> (double) r.idsLeft()).orElse(Double.NaN))
                        .tag("engine", name).tag("generator", generator).baseUnit("ids")
                        .description("serials left in the current period (the key's format, its numeric column)")
                        .register(registry);
                Gauge.builder("idgen.daily.runs.out", () -> Runway.of(engine, generator)
                                .map(Runway::runsOutSeconds).orElse(Double.NaN))
                        .tag("engine", name).tag("generator", generator).baseUnit("seconds")
                        .description("seconds until the current period's serials run out at the current rate")
                        .register(registry);
                return;
            }
            if (!generator.startsWith("snowflake:")) {
                return;
            }
            Supplier<Optional<SnowflakeStats>> stats = () -> engine.stats().stream()
                    .filter(s -> s instanceof SnowflakeStats && s.generator().equals(generator))
                    .map(SnowflakeStats.class::cast).findFirst();
            Gauge.builder("idgen.snowflake.worker", () -> stats.get().map(s -> (double) s.workerId()).orElse(Double.NaN))
                    .tag("engine", name).tag("generator", generator).description("the worker id leased now")
                    .register(registry);
            FunctionCounter.builder("idgen.snowflake.worker.changes", stats,
                            s -> s.get().map(v -> (double) v.workerChanges()).orElse(0.0))
                    .tag("engine", name).tag("generator", generator)
                    .description("other worker ids leased because the lease was lost").register(registry);
            Gauge.builder("idgen.snowflake.ahead", () -> stats.get().map(s -> (double) s.aheadOfClockMillis())
                            .orElse(Double.NaN))
                    .tag("engine", name).tag("generator", generator).baseUnit("milliseconds").register(registry);
            Gauge.builder("idgen.snowflake.runs.out", () -> stats.get().map(SnowflakeStats::runsOutSeconds)
                            .orElse(Double.NaN))
                    .tag("engine", name).tag("generator", generator).baseUnit("seconds")
                    .description("seconds until the layout runs out of timestamps (its runway)").register(registry);
        });
    }

    public static void bind(MeterRegistry registry, String engine, MetricsPlugin plugin,
                            Function<String, Optional<SegmentStats>> segmentStats) {
        plugin.onNewGenerator(generator -> {
            MetricsPlugin.Counters c = plugin.counters(generator);
            FunctionCounter.builder("idgen.ids.issued", c, MetricsPlugin.Counters::issued)
                    .tag("engine", engine).tag("generator", generator).description("ids issued").register(registry);
            FunctionCounter.builder("idgen.rejections", c, MetricsPlugin.Counters::rejected)
                    .tag("engine", engine).tag("generator", generator).description("calls that got no id").register(registry);
            Gauge.builder("idgen.rate", c, MetricsPlugin.Counters::ratePerSecond)
                    .tag("engine", engine).tag("generator", generator).baseUnit("ids/s").register(registry);
            String key = MetricsPlugin.segmentKeyOf(generator);
            if (key != null) {
                segmentGauge(registry, engine, generator, "idgen.segment.runway", "seconds", key, segmentStats,
                        SegmentStats::runwaySeconds);
                segmentGauge(registry, engine, generator, "idgen.segment.remaining", "ids", key, segmentStats,
                        s -> (double) s.remaining());
                segmentGauge(registry, engine, generator, "idgen.segment.step", "ids", key, segmentStats,
                        s -> (double) s.step());
                segmentGauge(registry, engine, generator, "idgen.segment.refill", "milliseconds", key, segmentStats,
                        SegmentStats::refillMillis);
                segmentGauge(registry, engine, generator, "idgen.segment.ids.left", "ids", key, segmentStats,
                        s -> (double) s.idsLeft());
                segmentGauge(registry, engine, generator, "idgen.segment.runs.out", "seconds", key, segmentStats,
                        SegmentStats::runsOutSeconds);
            }
        });
    }

    private static void segmentGauge(MeterRegistry registry, String engine, String generator, String name, String unit,
                                     String key, Function<String, Optional<SegmentStats>> stats,
                                     Function<SegmentStats, Double> value) {
        Gauge.builder(name, () -> stats.apply(key).map(value).orElse(Double.NaN))
                .tag("engine", engine).tag("generator", generator).baseUnit(unit).register(registry);
    }
}
