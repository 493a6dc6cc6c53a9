package dev.idgen.jdbc.metrics;

import static org.assertj.core.api.Assertions.assertThat;

import dev.idgen.SnowflakeLayout;
import dev.idgen.format.IdFormat;
import dev.idgen.jdbc.IdGenEngine;
import dev.idgen.jdbc.contract.AbstractDatabaseContract;
import dev.idgen.jdbc.daily.FormattedIdGenerator;
import dev.idgen.jdbc.ordered.OrderedStats;
import dev.idgen.jdbc.segment.SegmentStats;
import dev.idgen.testsupport.TestDatabase;
import dev.idgen.testsupport.TestDatabases;
import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import java.lang.management.ManagementFactory;
import java.time.Duration;
import java.util.Arrays;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;
import javax.management.openmbean.CompositeData;
import org.junit.jupiter.api.Test;

/**
 * The runway of daily/formatted keys and of snowflake generators where segment and slow-ordered keys report
 * theirs: statistics, Micrometer and JMX (issue #38 item 5). A daily key's ids left are its current period's
 * serials left in its format; a snowflake generator's runway is its layout's end (JMX showed -1 before).
 */
class DailyMetersTest extends AbstractDatabaseContract {

    private static final String TREND = "INV-{date:yyyyMMdd}-{serial:3}";
    private static final String STRICT = "R{date:yyyyMMdd}-{serial:3}";

    @Override
    protected TestDatabase newDatabase() {
        return TestDatabases.freshH2();
    }

    @Test
    void dailyKeysReportTheirPeriodsSerialsLeftAndSnowflakeItsLayoutsEndEverywhere() throws Exception {
        MetricsPlugin metrics = new MetricsPlugin();
        IdGenEngine engine = engine(IdGenEngine.builder(db.dataSource()).name("daily-meters").plugin(metrics));
        SimpleMeterRegistry registry = new SimpleMeterRegistry();
        MicrometerMetrics.bind(registry, engine, metrics);
        FormattedIdGenerator invoices = engine.formatted("invoice", IdFormat.parse(TREND));
        FormattedIdGenerator receipts = engine.formatted("receipt", IdFormat.parse(STRICT), true);
        invoices.nextIds(7, v -> { });
        receipts.nextIds(7, v -> { });
        engine.snowflake().nextId();

        SegmentStats invoice = engine.stats().stream().filter(s -> s instanceof SegmentStats g
                && g.generator().equals("daily:invoice")).map(SegmentStats.class::cast).findFirst().orElseThrow();
        assertThat(invoice.column()).isEqualTo("serial of format '" + TREND + "'");
        assertThat(invoice.columnMax()).isEqualTo(999);
        assertThat(invoice.idsLeft()).as("7 handed out of 999; a range reserved ahead counts as used")
                .isBetween(1L, 992L);
        OrderedStats receipt = engine.stats().stream().filter(s -> s instanceof OrderedStats o
                && o.generator().startsWith("strict-daily:receipt/")).map(OrderedStats.class::cast).findFirst().orElseThrow();
        assertThat(receipt.column()).isEqualTo("serial of format '" + STRICT + "'");
        assertThat(receipt.idsLeft()).as("a counter: exactly the serials after the 7th").isEqualTo(992);

        assertThat(registry.get("idgen.daily.ids.left").tag("generator", "daily:invoice").gauge().value())
                .isBetween(1.0, 992.0);
        assertThat(registry.get("idgen.daily.ids.left").tag("generator", "strict-daily:receipt").gauge().value())
                .isEqualTo(992);
        assertThat(registry.get("idgen.daily.runs.out").tag("generator", "strict-daily:receipt").gauge().value())
                .as("no rate measured yet").isInfinite();

        try (JmxMetrics jmx = JmxMetrics.register(engine, metrics)) {
            CompositeData[] rows = (CompositeData[]) ManagementFactory.getPlatformMBeanServer()
                    .getAttribute(jmx.objectName(), "Generators");
            Map<Object, CompositeData> byName = Arrays.stream(rows)
                    .collect(Collectors.toMap(r -> r.get("generator"), Function.identity()));
            assertThat(byName.get("daily:invoice").get("column")).isEqualTo("serial of format '" + TREND + "'");
            assertThat((Long) byName.get("daily:invoice").get("idsLeft")).isBetween(1L, 992L);
            assertThat(byName.get("strict-daily:receipt").get("idsLeft")).isEqualTo(992L);
            CompositeData flake = byName.get("snowflake:default");
            long before = System.currentTimeMillis();
            assertThat((Double) flake.get("runsOutSeconds")).as("seconds to the default layout's end, decades away")
                    .isGreaterThan(Duration.ofDays(3650).toSeconds())
                    .isLessThanOrEqualTo((SnowflakeLayout.defaults().expiresAt().toEpochMilli() - before) / 1000.0 + 1);
            assertThat(flake.get("idsLeft")).as("counted in time, not ids").isEqualTo(-1L);
            assertThat((String) flake.get("column")).startsWith("snowflake layout");
        }
    }
}
