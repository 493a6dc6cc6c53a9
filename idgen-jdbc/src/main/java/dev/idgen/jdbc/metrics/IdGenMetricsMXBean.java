package dev.idgen.jdbc.metrics;

import java.util.List;

/** The JMX view of one engine: {@code dev.idgen:type=IdGenEngine,name=<engine>}. */
public interface IdGenMetricsMXBean {

    List<GeneratorMetrics> getGenerators();
}
