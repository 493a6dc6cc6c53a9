package dev.idgen.jdbc.metrics;

import static org.assertj.core.api.Assertions.assertThat;

import dev.idgen.jdbc.IdGenEngine;
import dev.idgen.jdbc.contract.AbstractDatabaseContract;
import dev.idgen.jdbc.ordered.OrderedIdGenerator;
import dev.idgen.testsupport.TestDatabase;
import dev.idgen.testsupport.TestDatabases;
import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import java.lang.management.ManagementFactory;
import javax.management.openmbean.CompositeData;
import org.junit.jupiter.api.Test;

/**
 * A slow-ordered key's runway in the meters and the JMX composite: one per key, however many sub-keys, the
 * sub-key that runs out first (here the one whose column is a {@code SMALLINT}).
 */
class OrderedMetersTest extends AbstractDatabaseContract {

    @Override
    protected TestDatabase newDatabase() {
        return TestDatabases.freshH2();
    }

    @Test
    void aSlowOrderedKeysRunwayIsMeteredOncePerKey() throws Exception {
        MetricsPlugin metrics = new MetricsPlugin();
        IdGenEngine engine = engine(IdGenEngine.builder(db.dataSource()).name("ordered-meters").plugin(metrics));
        engine.declareColumn("slow-ordered", "chat", "small", "messages.id (SMALLINT)", Short.MAX_VALUE);
        OrderedIdGenerator small = engine.slowOrdered("chat", "small"); // held: the engine keeps them weakly
        OrderedIdGenerator wide = engine.slowOrdered("chat", "wide");
        small.nextIds(7);
        wide.nextId();
        assertThat(engine.orderedRunway("chat")).hasValueSatisfying(o -> assertThat(o.subKey()).isEqualTo("small"));
        assertThat(engine.orderedRunway("nobody")).isEmpty();

        SimpleMeterRegistry registry = new SimpleMeterRegistry();
        MicrometerMetrics.bind(registry, engine, metrics);
        assertThat(registry.get("idgen.ordered.ids.left").tag("generator", "slow-ordered:chat").gauge().value())
                .isEqualTo(Short.MAX_VALUE - 7);
        assertThat(registry.get("idgen.ordered.runs.out").tag("generator", "slow-ordered:chat").gauge().value())
                .as("no rate measured yet").isInfinite();

        try (JmxMetrics jmx = JmxMetrics.register(engine.name(), metrics, engine::segmentStats, engine::orderedRunway)) {
            CompositeData[] rows = (CompositeData[]) ManagementFactory.getPlatformMBeanServer()
                    .getAttribute(jmx.objectName(), "Generators");
            assertThat(rows).singleElement().satisfies(row -> {
                assertThat(row.get("generator")).isEqualTo("slow-ordered:chat");
                assertThat(row.get("idsIssued")).isEqualTo(8L);
                assertThat(row.get("column")).isEqualTo("messages.id (SMALLINT)");
                assertThat(row.get("idsLeft")).isEqualTo((long) Short.MAX_VALUE - 7);
            });
        }
    }
}
