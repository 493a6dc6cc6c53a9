package dev.idgen.jdbc.metrics;

import dev.idgen.jdbc.segment.SegmentStats;
import io.micrometer.core.instrument.FunctionCounter;
import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.MeterRegistry;
import java.util.Optional;
import java.util.function.Function;

/**
 * Binds an engine's metrics to a Micrometer registry (Spring Boot, Quarkus, ...): for every
 * generator {@code idgen.ids.issued} and {@code idgen.rejections} (counters) and
 * {@code idgen.rate} (gauge, ids/s); for segment keys {@code idgen.segment.runway} (s),
 * {@code idgen.segment.remaining}, {@code idgen.segment.step} and {@code idgen.segment.refill} (ms).
 * Tags: {@code engine}, {@code generator}. Micrometer is an optional dependency: only this class
 * needs it.
 */
public final class MicrometerMetrics {

    private MicrometerMetrics() {
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
