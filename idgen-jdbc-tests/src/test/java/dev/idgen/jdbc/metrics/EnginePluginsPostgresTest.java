package dev.idgen.jdbc.metrics;

import static org.assertj.core.api.Assertions.assertThat;

import dev.idgen.IdGenerator;
import dev.idgen.format.FeistelObfuscator;
import dev.idgen.jdbc.IdGenEngine;
import dev.idgen.jdbc.IdGenEngineBuilder;
import dev.idgen.jdbc.contract.AbstractDatabaseContract;
import dev.idgen.spi.HistoryPlugin;
import dev.idgen.spi.ObfuscatingPlugin;
import dev.idgen.testsupport.SettableTimeSource;
import dev.idgen.testsupport.TestDatabase;
import dev.idgen.testsupport.TestDatabases;
import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import java.lang.management.ManagementFactory;
import java.time.Instant;
import javax.management.openmbean.CompositeData;
import org.junit.jupiter.api.Test;

/** Engine plugins (history, metrics, obfuscation) and the JMX and Micrometer views, on a real PostgreSQL. */
class EnginePluginsPostgresTest extends AbstractDatabaseContract {

    /** No slow-ordered key here: the database is migrated without those tables. */
    @Override
    protected boolean slowOrderedTables() {
        return false;
    }


    private static final long JUST_BEFORE_MIDNIGHT = Instant.parse("2026-11-21T23:59:59.999Z").toEpochMilli();

    private final SettableTimeSource clock = new SettableTimeSource(JUST_BEFORE_MIDNIGHT);

    @Override
    protected TestDatabase newDatabase() {
        return TestDatabases.freshPostgres();
    }

    @Override
    protected IdGenEngineBuilder configure(IdGenEngineBuilder builder) {
        return builder.timeSource(clock);
    }

    @Test
    void enginePluginsRecordCountObfuscateAndShowUpInJmxAndMicrometer() throws Exception {
        HistoryPlugin history = new HistoryPlugin(100);
        MetricsPlugin metrics = new MetricsPlugin();
        FeistelObfuscator obfuscator = new FeistelObfuscator(0x5EEDL);
        IdGenEngine e = engine(IdGenEngine.builder(db.dataSource()).name("plugged")
                .plugin(new ObfuscatingPlugin(obfuscator)).plugin(history).plugin(metrics));
        e.declareColumn("segment", "order", null, "orders.id (INTEGER)", Integer.MAX_VALUE);
        IdGenerator orders = e.generator("segment", "order");
        long[] published = orders.nextIds(10);
        long one = orders.nextId();
        for (int i = 0; i < 10; i++) {
            assertThat(obfuscator.decode(published[i])).isEqualTo(i + 1);
        }
        assertThat(obfuscator.decode(one)).isEqualTo(11);
        assertThat(history.ranges()).singleElement().satisfies(r -> {
            assertThat(r.generator()).isEqualTo("segment:order");
            assertThat(r.first()).isEqualTo(1);
            assertThat(r.last()).isEqualTo(11);
        });
        assertThat(metrics.counters("segment:order").issued()).isEqualTo(11);

        try (JmxMetrics jmx = JmxMetrics.register(e.name(), metrics, e::segmentStats)) {
            CompositeData[] rows = (CompositeData[]) ManagementFactory.getPlatformMBeanServer()
                    .getAttribute(jmx.objectName(), "Generators");
            assertThat(rows).hasSize(1);
            assertThat(rows[0].get("generator")).isEqualTo("segment:order");
            assertThat(rows[0].get("idsIssued")).isEqualTo(11L);
            assertThat((Double) rows[0].get("refillMillis")).isPositive();
            assertThat(rows[0].get("column")).isEqualTo("orders.id (INTEGER)");
            assertThat((Long) rows[0].get("idsLeft")).isPositive().isLessThanOrEqualTo(Integer.MAX_VALUE);
            assertThat((Double) rows[0].get("runsOutSeconds")).isPositive();
        }
        SimpleMeterRegistry registry = new SimpleMeterRegistry();
        MicrometerMetrics.bind(registry, e.name(), metrics, e::segmentStats);
        assertThat(registry.get("idgen.ids.issued").tag("generator", "segment:order").functionCounter().count()).isEqualTo(11);
        assertThat(registry.get("idgen.segment.remaining").tag("generator", "segment:order").gauge().value()).isPositive();
        assertThat(registry.get("idgen.segment.ids.left").tag("generator", "segment:order").gauge().value())
                .isPositive().isLessThanOrEqualTo(Integer.MAX_VALUE);
        assertThat(registry.get("idgen.segment.runs.out").tag("generator", "segment:order").gauge().value()).isPositive();
    }
}
