package dev.idgen.jdbc.bounds;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.idgen.InvalidIdRequestException;
import dev.idgen.IdGenConfigurationException;
import dev.idgen.jdbc.EngineProperties;
import dev.idgen.jdbc.IdGenEngine;
import dev.idgen.jdbc.contract.AbstractDatabaseContract;
import dev.idgen.jdbc.metrics.JmxMetrics;
import dev.idgen.jdbc.metrics.MetricsPlugin;
import dev.idgen.testsupport.TestDatabase;
import dev.idgen.testsupport.TestDatabases;
import org.junit.jupiter.api.Test;

/**
 * Unbounded input never grows an engine without bound: a slow-ordered sub-key per chat room grows
 * neither the metrics nor JMX, and keys made up on the fly stop at the engine's documented limit
 * ({@code maxKeys}) with an error naming the key and the limit.
 */
class BoundedStateTest extends AbstractDatabaseContract {

    @Override
    protected TestDatabase newDatabase() {
        return TestDatabases.freshH2();
    }

    @Test
    void subKeysPerChatRoomAreCountedUnderTheirKey() {
        MetricsPlugin metrics = new MetricsPlugin();
        IdGenEngine engine = engine(IdGenEngine.builder(db.dataSource()).name("rooms").plugin(metrics));
        for (int room = 0; room < 300; room++) {
            assertThat(engine.slowOrdered("im.message", "room-" + room).nextId()).as("each room's first id").isEqualTo(1);
        }
        engine.segment("order").nextId();

        assertThat(metrics.snapshot()).as("one set of counters per key, not per sub-key")
                .containsOnlyKeys("slow-ordered:im.message", "segment:order");
        assertThat(metrics.snapshot().get("slow-ordered:im.message").issued()).isEqualTo(300);
        try (JmxMetrics jmx = JmxMetrics.register("rooms", metrics, engine::segmentStats)) {
            assertThat(jmx.getGenerators()).as("JMX lists keys, not sub-keys").hasSize(2);
        }
    }

    @Test
    void keysMadeUpOnTheFlyStopAtTheEnginesLimit() {
        IdGenEngine engine = engine(IdGenEngine.builder(db.dataSource()).name("capped").maxKeys(3));
        engine.segment("a").nextId();
        engine.daily("b").next();
        engine.slowOrdered("c", "room-1").nextId();
        for (int room = 2; room < 50; room++) {
            engine.slowOrdered("c", "room-" + room).nextId(); // sub-keys are data: not counted
        }
        assertThat(engine.segment("a").nextId()).as("a key already served goes on").isPositive();

        assertThatThrownBy(() -> engine.segment("order-4711"))
                .isInstanceOf(InvalidIdRequestException.class)
                .hasMessageContaining("segment key 'order-4711' would be key 4 of engine 'capped'")
                .hasMessageContaining("at most 3 keys (maxKeys)").hasMessageContaining("sub-key");
        assertThatThrownBy(() -> engine.slowOrdered("d", "room-1")).isInstanceOf(InvalidIdRequestException.class)
                .hasMessageContaining("slow-ordered key 'd'");
        assertThat(db.queryLong("SELECT COUNT(*) FROM idgen_segment WHERE biz_tag = 'order-4711'"))
                .as("nothing written for a refused key").isZero();
    }

    @Test
    void theLimitIsValidatedAndSettableByName() {
        assertThatThrownBy(() -> IdGenEngine.builder(db.dataSource()).maxKeys(0))
                .isInstanceOf(IdGenConfigurationException.class).hasMessageContaining("maxKeys").hasMessageContaining("0");
        IdGenEngine engine = engine(EngineProperties.apply(IdGenEngine.builder(db.dataSource()).name("by-name"),
                "max-keys", "1"));
        engine.segment("only").nextId();
        assertThatThrownBy(() -> engine.segment("second")).isInstanceOf(InvalidIdRequestException.class)
                .hasMessageContaining("at most 1 keys");
    }
}
