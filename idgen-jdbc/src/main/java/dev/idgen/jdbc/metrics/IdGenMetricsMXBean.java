package dev.idgen.jdbc.metrics;

import java.util.List;
import java.util.Map;

/** The JMX view of one engine: {@code dev.idgen:type=IdGenEngine,name=<engine>}. */
public interface IdGenMetricsMXBean {

    List<GeneratorMetrics> getGenerators();

    /**
     * Per strategy, the conflicts (deadlocks, serialization failures, Galera certification conflicts) idgen's own
     * statements met and retried since the engine started ({@code IdGenEngine.retriedConflicts}); empty when the
     * MXBean was registered without its engine.
     */
    Map<String, Long> getRetriedConflicts();
}
