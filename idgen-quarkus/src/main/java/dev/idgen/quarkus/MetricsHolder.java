package dev.idgen.quarkus;

import dev.idgen.jdbc.metrics.MetricsPlugin;
import jakarta.inject.Singleton;

/**
 * The per-generator counters of the engine bean, registered only when the Micrometer extension is present: the
 * engine counts through it ({@code builder.plugin}), and its meters are bound at start.
 */
@Singleton
public class MetricsHolder {

    private final MetricsPlugin plugin = new MetricsPlugin();

    MetricsPlugin plugin() {
        return plugin;
    }
}
