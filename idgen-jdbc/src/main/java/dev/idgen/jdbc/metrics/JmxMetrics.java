package dev.idgen.jdbc.metrics;

import dev.idgen.IdGenConfigurationException;
import dev.idgen.jdbc.ordered.OrderedStats;
import dev.idgen.jdbc.IdGenEngine;
import dev.idgen.jdbc.segment.SegmentStats;
import java.lang.management.ManagementFactory;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import java.util.function.Supplier;
import javax.management.JMException;
import javax.management.MBeanServer;
import javax.management.ObjectName;

/**
 * Publishes an engine's metrics as an MXBean, {@code dev.idgen:type=IdGenEngine,name=<engine>},
 * with one composite per generator: ids issued, rejections, rate, and for segment keys step, ids in
 * memory, runway, refill latency, callers that waited, and the key's id space: its column, the ids left and
 * when they run out; for slow-ordered keys (one composite per key) the column, ids left and seconds until they run
 * out of the sub-key that runs out first; for daily and strict daily keys the same of the current period (its serials
 * left in the key's format, and the seconds until they run out); for snowflake generators the seconds until the
 * layout runs out of timestamps (ids left -1); and per strategy the conflicts idgen's own statements met and retried
 * (both when registered with {@link #register(IdGenEngine, MetricsPlugin)}). Needs nothing but the JDK.
 */
public final class JmxMetrics implements IdGenMetricsMXBean, AutoCloseable {

    private final MetricsPlugin plugin;
    private final Function<String, Optional<SegmentStats>> segmentStats;
    /** The runway of every generator that is not a segment key's, by generator name ({@link Runway#of}). */
    private final Function<String, Optional<Runway>> runway;
    private final Supplier<Map<String, Long>> conflicts;
    private final ObjectName name;
    private final MBeanServer server;

    private JmxMetrics(String engine, MetricsPlugin plugin, Function<String, Optional<SegmentStats>> segmentStats,
                       Function<String, Optional<Runway>> runway,
                       Supplier<Map<String, Long>> conflicts) throws JMException {
        this.plugin = plugin;
        this.segmentStats = segmentStats;
        this.runway = runway;
        this.conflicts = conflicts;
        this.name = new ObjectName("dev.idgen", "type", "IdGenEngine").getInstance(
                new ObjectName("dev.idgen:type=IdGenEngine,name=" + ObjectName.quote(engine)));
        this.server = ManagementFactory.getPlatformMBeanServer();
    }

    /**
     * Registers the MXBean of engine {@code engine}.
     *
     * @param segmentStats the engine's segment statistics by key (for generators named {@code segment:<key>})
     * @throws IdGenConfigurationException when the name is taken or JMX refuses
     */
    public static JmxMetrics register(String engine, MetricsPlugin plugin,
                                      Function<String, Optional<SegmentStats>> segmentStats) {
        return register(engine, plugin, segmentStats, generator -> Optional.empty(), Map::of);
    }

    /**
     * Registers the MXBean of engine {@code engine}, slow-ordered keys with their runway.
     *
     * @param orderedRunway the engine's slow-ordered runway by key ({@code engine::orderedRunway})
     * @throws IdGenConfigurationException when the name is taken or JMX refuses
     */
    public static JmxMetrics register(String engine, MetricsPlugin plugin,
                                      Function<String, Optional<SegmentStats>> segmentStats,
                                      Function<String, Optional<OrderedStats>> orderedRunway) {
        return register(engine, plugin, segmentStats, generator -> {
            String key = MetricsPlugin.orderedKeyOf(generator);
            return key == null ? Optional.empty() : orderedRunway.apply(key).flatMap(Runway::of);
        }, Map::of);
    }

    /**
     * Registers the MXBean of {@code engine} (built with {@code plugin}): its segment keys, its slow-ordered keys with
     * their runway, and its retried conflicts per strategy.
     *
     * @throws IdGenConfigurationException when the name is taken or JMX refuses
     */
    public static JmxMetrics register(IdGenEngine engine, MetricsPlugin plugin) {
        return register(engine.name(), plugin, engine::segmentStats, generator -> Runway.of(engine, generator), () -> {
            Map<String, Long> out = new LinkedHashMap<>();
            for (String strategy : engine.strategies()) {
                out.put(strategy, engine.retriedConflicts(strategy));
            }
            return out;
        });
    }

    private static JmxMetrics register(String engine, MetricsPlugin plugin,
                                       Function<String, Optional<SegmentStats>> segmentStats,
                                       Function<String, Optional<Runway>> runway,
                                       Supplier<Map<String, Long>> conflicts) {
        try {
            JmxMetrics m = new JmxMetrics(engine, plugin, segmentStats, runway, conflicts);
            m.server.registerMBean(m, m.name);
            return m;
        } catch (JMException e) {
            throw new IdGenConfigurationException("cannot register the JMX metrics of idgen engine '" + engine + "': "
                    + e.getMessage(), e);
        }
    }

    public ObjectName objectName() {
        return name;
    }

    @Override
    public List<GeneratorMetrics> getGenerators() {
        List<GeneratorMetrics> out = new ArrayList<>();
        for (Map.Entry<String, MetricsPlugin.Counters> e : plugin.snapshot().entrySet()) {
            MetricsPlugin.Counters c = e.getValue();
            String key = MetricsPlugin.segmentKeyOf(e.getKey());
            if (key == null) { // slow-ordered, snowflake, daily: the runway alone
                Optional<Runway> r = runway.apply(e.getKey());
                out.add(new GeneratorMetrics(e.getKey(), c.issued(), c.rejected(), c.ratePerSecond(), -1, -1, -1, -1, -1,
                        r.map(Runway::bound).orElse(""), r.map(Runway::idsLeft).orElse(-1L),
                        r.map(Runway::runsOutSeconds).orElse(-1.0)));
                continue;
            }
            Optional<SegmentStats> s = segmentStats.apply(key);
            out.add(new GeneratorMetrics(e.getKey(), c.issued(), c.rejected(), c.ratePerSecond(),
                    s.map(SegmentStats::step).orElse(-1L), s.map(SegmentStats::remaining).orElse(-1L),
                    s.map(SegmentStats::runwaySeconds).orElse(-1.0), s.map(SegmentStats::refillMillis).orElse(-1.0),
                    s.map(SegmentStats::callerWaits).orElse(-1L),
                    s.map(v -> v.column() == null ? "long range" : v.column()).orElse(""),
                    s.map(SegmentStats::idsLeft).orElse(-1L), s.map(SegmentStats::runsOutSeconds).orElse(-1.0)));
        }
        return out;
    }

    @Override
    public Map<String, Long> getRetriedConflicts() {
        return conflicts.get();
    }

    /** Unregisters the MXBean. */
    @Override
    public void close() {
        try {
            server.unregisterMBean(name);
        } catch (JMException e) {
            throw new IdGenConfigurationException("cannot unregister " + name + ": " + e.getMessage(), e);
        }
    }
}
