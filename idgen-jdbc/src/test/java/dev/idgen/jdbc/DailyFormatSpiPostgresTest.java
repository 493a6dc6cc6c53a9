package dev.idgen.jdbc;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.idgen.IdExhaustedException;
import dev.idgen.IdGenConfigurationException;
import dev.idgen.IdGenerator;
import dev.idgen.InvalidIdRequestException;
import dev.idgen.format.FeistelObfuscator;
import dev.idgen.format.IdFormat;
import dev.idgen.jdbc.daily.DailySequence;
import dev.idgen.jdbc.daily.DailySerial;
import dev.idgen.jdbc.daily.FormattedIdGenerator;
import dev.idgen.jdbc.metrics.JmxMetrics;
import dev.idgen.jdbc.metrics.MetricsPlugin;
import dev.idgen.jdbc.metrics.MicrometerMetrics;
import dev.idgen.migrations.IdGenMigrations;
import dev.idgen.spi.HistoryPlugin;
import dev.idgen.spi.IdStrategy;
import dev.idgen.spi.ObfuscatingPlugin;
import dev.idgen.spi.StrategyContext;
import dev.idgen.testsupport.SettableTimeSource;
import dev.idgen.testsupport.TestDatabase;
import dev.idgen.testsupport.TestDatabases;
import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import java.lang.management.ManagementFactory;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import javax.management.openmbean.CompositeData;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** Daily sequences, formatted ids, strategies of one's own and plugins, on a real PostgreSQL. */
class DailyFormatSpiPostgresTest {

    private static final long JUST_BEFORE_MIDNIGHT = Instant.parse("2026-11-21T23:59:59.999Z").toEpochMilli();

    private TestDatabase db;
    private final SettableTimeSource clock = new SettableTimeSource(JUST_BEFORE_MIDNIGHT);
    private final List<IdGenEngine> engines = new ArrayList<>();

    @BeforeEach
    void migrate() {
        db = TestDatabases.freshPostgres();
        IdGenMigrations.migrate(db.dataSource());
    }

    @AfterEach
    void stop() {
        engines.forEach(IdGenEngine::close);
        db.close();
    }

    private IdGenEngine engine(IdGenEngine.Builder b) {
        IdGenEngine e = b.timeSource(clock).build();
        engines.add(e);
        return e;
    }

    private IdGenEngine engine() {
        return engine(IdGenEngine.builder(db.dataSource()));
    }

    @Test
    void numbersRestartAtOneAtMidnightAndABatchKeepsTheDayItBeganOn() {
        DailySequence orders = engine().daily("order");
        assertThat(orders.next()).isEqualTo(new DailySerial(LocalDate.of(2026, 11, 21), 1));
        DailySerial[] batch = orders.next(500);
        assertThat(batch).allSatisfy(s -> assertThat(s.day()).isEqualTo(LocalDate.of(2026, 11, 21)));
        // one reservation of its own: contiguous, and never a serial handed out before
        assertThat(batch[499].serial() - batch[0].serial()).isEqualTo(499);
        assertThat(batch[0].serial()).isGreaterThan(1);
        clock.advanceMillis(1); // 2026-11-22T00:00:00.000Z
        assertThat(orders.next()).isEqualTo(new DailySerial(LocalDate.of(2026, 11, 22), 1));
        assertThat(orders.next()).isEqualTo(new DailySerial(LocalDate.of(2026, 11, 22), 2));
        assertThat(db.queryLong("SELECT COUNT(*) FROM idgen_segment WHERE biz_tag LIKE 'order:day:%'")).isEqualTo(2);
        assertThat(db.queryLong("SELECT MAX(max_step) FROM idgen_segment WHERE biz_tag LIKE 'order:day:%'"))
                .as("day rows are capped so serials stay within a format's width").isEqualTo(10_000);
    }

    @Test
    void aBurstCannotGrowADaysRangePastItsCap() {
        DailySequence burst = engine(IdGenEngine.builder(db.dataSource()).dailyMaxStep(500)).daily("burst");
        for (int i = 0; i < 20; i++) {
            burst.next(2_000);
        }
        assertThat(db.queryLong("SELECT max_step FROM idgen_segment WHERE biz_tag = 'burst:day:20261121'")).isEqualTo(500);
        long maxId = db.queryLong("SELECT max_id FROM idgen_segment WHERE biz_tag = 'burst:day:20261121'");
        assertThat(maxId).as("40 000 serials taken, at most one 500-range (plus batches) ahead").isLessThan(40_000 + 2_500);
    }

    @Test
    void aRestartNeverReissuesADaysSerial() {
        IdGenEngine first = engine();
        long last = first.daily("order").next(50)[49].serial();
        first.close();
        DailySerial next = engine().daily("order").next();
        assertThat(next.day()).isEqualTo(LocalDate.of(2026, 11, 21));
        assertThat(next.serial()).isGreaterThan(last);
    }

    @Test
    void theDayFollowsTheConfiguredTimeZoneNotTheJvms() {
        // 23:59:59.999 UTC is already 07:59:59.999 on the 22nd in Shanghai
        DailySequence shanghai = engine(IdGenEngine.builder(db.dataSource()).dailyZone(ZoneId.of("Asia/Shanghai")))
                .daily("order");
        assertThat(shanghai.next().day()).isEqualTo(LocalDate.of(2026, 11, 22));
        assertThat(engine().daily("order").next().day()).isEqualTo(LocalDate.of(2026, 11, 21));
    }

    @Test
    void formattedIdsCarryTheDayAndFailClearlyWhenTheSerialOverflows() {
        IdGenEngine e = engine();
        FormattedIdGenerator orders = e.formatted("order", IdFormat.parse("ORD{date:yyyyMMdd}{serial:7}"));
        assertThat(orders.nextId()).isEqualTo("ORD202611210000001");
        assertThat(orders.read(orders.nextId()).serial()).isEqualTo(2);
        FormattedIdGenerator tiny = e.formatted("tiny", IdFormat.parse("T{date:yyMMdd}{serial:1}"));
        for (int i = 1; i <= 9; i++) {
            assertThat(tiny.nextId()).isEqualTo("T261121" + i);
        }
        assertThatThrownBy(tiny::nextId).isInstanceOf(IdExhaustedException.class).hasMessageContaining("serial 10")
                .hasMessageContaining("1 digits");
        assertThatThrownBy(() -> e.formatted("x", IdFormat.parse("X{date:yyyyMMdd}")))
                .isInstanceOf(IdGenConfigurationException.class).hasMessageContaining("no {serial:N}");
    }

    /**
     * Without a {@code {date:..}} the serial is the key's own segment: no day rows, and the key may
     * use the whole key length (a daily key keeps room for {@code :day:yyyyMMdd}).
     */
    @Test
    void aFormatWithoutADateTakesPlainSegmentSerialsForAnyValidKey() {
        IdGenEngine e = engine();
        String longest = "k".repeat(dev.idgen.IdKeys.MAX_LENGTH);
        FormattedIdGenerator plain = e.formatted(longest, IdFormat.parse("P{serial:6}"));
        assertThat(plain.nextId()).isEqualTo("P000001");
        assertThat(plain.nextId()).isEqualTo("P000002");
        assertThat(db.queryLong("SELECT COUNT(*) FROM idgen_segment WHERE biz_tag = '" + longest + "'")).isEqualTo(1);
        assertThat(db.queryLong("SELECT COUNT(*) FROM idgen_segment WHERE biz_tag LIKE '%:day:%'")).isZero();
    }

    /** A strategy of the user's own: a counter in a table of its own would do; a plain counter shows the wiring. */
    static final class CounterStrategy implements IdStrategy {
        @Override
        public String name() {
            return "counter";
        }

        @Override
        public IdGenerator create(String key, StrategyContext context) {
            AtomicLong n = new AtomicLong(1000);
            return new IdGenerator() {
                @Override
                public long nextId() {
                    return n.incrementAndGet();
                }

                @Override
                public long[] nextIds(int count) {
                    long[] out = new long[count];
                    for (int i = 0; i < count; i++) {
                        out[i] = n.incrementAndGet();
                    }
                    return out;
                }
            };
        }
    }

    /** Registered through META-INF/services in the test resources. */
    public static final class DiscoveredStrategy implements IdStrategy {
        @Override
        public String name() {
            return "discovered";
        }

        @Override
        public IdGenerator create(String key, StrategyContext context) {
            return new CounterStrategy().create(key, context);
        }
    }

    @Test
    void strategiesOfOnesOwnAreObtainedLikeTheBuiltInOnes() {
        IdGenEngine e = engine(IdGenEngine.builder(db.dataSource()).strategy(new CounterStrategy()));
        assertThat(e.generator("counter", "order").nextId()).isEqualTo(1001);
        assertThat(e.generator("counter", "order")).isSameAs(e.generator("counter", "order"));
        assertThat(e.generator("discovered", "order").nextId()).isEqualTo(1001);
        assertThat(e.generator("segment", "order").nextId()).isEqualTo(1);
        assertThatThrownBy(() -> e.generator("uuid", "order")).isInstanceOf(InvalidIdRequestException.class)
                .hasMessageContaining("'uuid'").hasMessageContaining("counter").hasMessageContaining("discovered");
        assertThatThrownBy(() -> IdGenEngine.builder(db.dataSource()).strategy(new IdStrategy() {
            @Override
            public String name() {
                return "segment";
            }

            @Override
            public IdGenerator create(String key, StrategyContext context) {
                throw new AssertionError("never called");
            }
        })).isInstanceOf(IdGenConfigurationException.class).hasMessageContaining("built-in");
    }

    @Test
    void enginePluginsRecordCountObfuscateAndShowUpInJmxAndMicrometer() throws Exception {
        HistoryPlugin history = new HistoryPlugin(100);
        MetricsPlugin metrics = new MetricsPlugin();
        FeistelObfuscator obfuscator = new FeistelObfuscator(0x5EEDL);
        IdGenEngine e = engine(IdGenEngine.builder(db.dataSource()).name("plugged")
                .plugin(new ObfuscatingPlugin(obfuscator)).plugin(history).plugin(metrics));
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
        }
        SimpleMeterRegistry registry = new SimpleMeterRegistry();
        MicrometerMetrics.bind(registry, e.name(), metrics, e::segmentStats);
        assertThat(registry.get("idgen.ids.issued").tag("generator", "segment:order").functionCounter().count()).isEqualTo(11);
        assertThat(registry.get("idgen.segment.remaining").tag("generator", "segment:order").gauge().value()).isPositive();
    }
}
