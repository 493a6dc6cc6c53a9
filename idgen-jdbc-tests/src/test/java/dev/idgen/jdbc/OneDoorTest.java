package dev.idgen.jdbc;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.idgen.IdGenerationException;
import dev.idgen.IdGenerator;
import dev.idgen.IdGeneratorClosedException;
import dev.idgen.InvalidIdRequestException;
import dev.idgen.format.IdFormat;
import dev.idgen.jdbc.contract.AbstractDatabaseContract;
import dev.idgen.jdbc.metrics.MetricsPlugin;
import dev.idgen.jdbc.snowflake.NodeIdentity;
import dev.idgen.spi.IdCall;
import dev.idgen.spi.IdPlugin;
import dev.idgen.spi.IdStrategy;
import dev.idgen.spi.IdVetoException;
import dev.idgen.spi.StrategyContext;
import dev.idgen.testsupport.TestDatabase;
import dev.idgen.testsupport.TestDatabases;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

/**
 * Every id an engine hands out passes one door: whichever way a generator was obtained, the
 * engine's plugins see every call once and the rejection handler every failure once, under one
 * name per generator whatever the caller's spelling of the strategy.
 */
class OneDoorTest extends AbstractDatabaseContract {

    /** Counts calls and ids per generator, and failures. */
    static class Counting implements IdPlugin {
        final Map<String, AtomicLong> calls = new ConcurrentHashMap<>();
        final Map<String, AtomicLong> ids = new ConcurrentHashMap<>();
        final List<String> errors = new CopyOnWriteArrayList<>();

        @Override
        public void before(IdCall call) {
            calls.computeIfAbsent(call.generator(), k -> new AtomicLong()).incrementAndGet();
        }

        @Override
        public long after(IdCall call, long id) {
            ids.computeIfAbsent(call.generator(), k -> new AtomicLong()).incrementAndGet();
            return id;
        }

        @Override
        public void onError(IdCall call, IdGenerationException error) {
            errors.add(call.generator() + " " + error.getClass().getSimpleName());
        }

        long calls(String generator) {
            return calls.getOrDefault(generator, new AtomicLong()).get();
        }

        long ids(String generator) {
            return ids.getOrDefault(generator, new AtomicLong()).get();
        }
    }

    private final Counting plugin = new Counting();
    private final List<String> rejected = new CopyOnWriteArrayList<>();

    @Override
    protected TestDatabase newDatabase() {
        return TestDatabases.freshH2();
    }

    @Override
    protected IdGenEngineBuilder configure(IdGenEngineBuilder builder) {
        return builder.plugin(plugin).rejectionHandler((generator, e) -> rejected.add(generator + " | "
                + e.getClass().getSimpleName())).snowflakeNode(new NodeIdentity("door", "host", 1));
    }

    @Test
    void typedAccessorsPassThePluginsOfEveryStrategy() {
        IdGenEngine e = engine();
        e.segment("order").nextId();
        e.segment("order").nextIds(3);
        e.snowflake().nextId();
        e.slowOrdered("chat", "room-1").nextIds(2);
        e.daily("invoice").next();
        e.formatted("invoice", IdFormat.parse("INV{date:yyyyMMdd}{serial:4}")).nextId();
        e.formatted("ticket", IdFormat.parse("T{serial:6}")).nextId();

        assertThat(plugin.calls("segment:order")).isEqualTo(2);
        assertThat(plugin.ids("segment:order")).isEqualTo(4);
        assertThat(plugin.calls("snowflake:default")).isEqualTo(1);
        assertThat(plugin.calls("slow-ordered:chat/room-1")).isEqualTo(1);
        assertThat(plugin.ids("slow-ordered:chat/room-1")).isEqualTo(2);
        assertThat(plugin.calls("daily:invoice")).as("a daily serial and a formatted id of a dated format").isEqualTo(2);
        assertThat(plugin.calls("segment:ticket")).as("a formatted id without a date: the key's segment").isEqualTo(1);
        assertThat(plugin.calls.keySet()).containsExactlyInAnyOrder("segment:order", "snowflake:default",
                "slow-ordered:chat/room-1", "daily:invoice", "segment:ticket");
        assertThat(rejected).isEmpty();
    }

    @Test
    void aFailureThroughGeneratorReachesTheRejectionHandlerOnce() {
        IdGenEngine e = engine();
        IdGenerator byName = e.generator("segment", "order");
        IdGenerator typed = e.segment("order");
        assertThat(byName).isSameAs(typed);
        byName.nextId();
        e.close();
        assertThatThrownBy(byName::nextId).isInstanceOf(IdGeneratorClosedException.class);
        assertThatThrownBy(() -> typed.nextIds(2)).isInstanceOf(IdGeneratorClosedException.class);
        assertThat(rejected).containsExactly("segment key 'order' | IdGeneratorClosedException",
                "segment key 'order' | IdGeneratorClosedException");
        assertThat(plugin.errors).containsExactly("segment:order IdGeneratorClosedException",
                "segment:order IdGeneratorClosedException");
    }

    /**
     * A generator no plugin applies to is handed out with no wrapping (decided when it is created), and
     * still reports every failure once, and refuses every call after close.
     */
    @Test
    void aGeneratorNoPluginAppliesToStillReportsEveryFailureOnce() {
        Counting auditedOnly = new Counting() {
            @Override
            public boolean appliesTo(String generator) {
                return generator.equals("segment:audited");
            }
        };
        List<String> seen = new CopyOnWriteArrayList<>();
        try (IdGenEngine e = IdGenEngine.builder(db.dataSource()).plugin(auditedOnly)
                .rejectionHandler((generator, error) -> seen.add(generator + " | " + error.getClass().getSimpleName()))
                .build()) {
            IdGenerator order = e.segment("order");
            IdGenerator audited = e.segment("audited");
            long first = order.nextId();
            assertThat(order.nextIds(3)).containsExactly(first + 1, first + 2, first + 3);
            audited.nextId();
            assertThat(auditedOnly.calls.keySet()).containsExactly("segment:audited");
            assertThatThrownBy(() -> order.nextIds(0)).isInstanceOf(InvalidIdRequestException.class);
            e.close();
            assertThatThrownBy(order::nextId).isInstanceOf(IdGeneratorClosedException.class)
                    .hasMessageContaining("segment key 'order'");
            assertThatThrownBy(() -> order.nextIds(2)).isInstanceOf(IdGeneratorClosedException.class);
            assertThatThrownBy(audited::nextId).isInstanceOf(IdGeneratorClosedException.class);
        }
        assertThat(seen).as("a caller's mistake (a batch of 0) is not a failure to issue").containsExactly(
                "segment key 'order' | IdGeneratorClosedException", "segment key 'order' | IdGeneratorClosedException",
                "segment key 'audited' | IdGeneratorClosedException");
        assertThat(auditedOnly.errors).containsExactly("segment:audited IdGeneratorClosedException");
    }

    @Test
    void aVetoIsReportedOnceAndTakesNoId() {
        IdPlugin veto = new IdPlugin() {
            @Override
            public void before(IdCall call) {
                if (call.count() > 1) {
                    throw new IdVetoException("no batches on " + call.generator());
                }
            }
        };
        IdGenEngine e = engine(IdGenEngine.builder(db.dataSource()).plugin(veto));
        IdGenerator orders = e.segment("order");
        assertThat(orders.nextId()).isEqualTo(1);
        assertThatThrownBy(() -> orders.nextIds(5)).isInstanceOf(IdVetoException.class)
                .hasMessage("no batches on segment:order");
        assertThat(orders.nextId()).as("the veto took no id").isEqualTo(2);
        assertThat(rejected).containsExactly("segment key 'order' | IdVetoException");
        assertThat(plugin.errors).containsExactly("segment:order IdVetoException");
    }

    @Test
    void aStrategySpelledTwoWaysIsOneGeneratorWithOneName() {
        MetricsPlugin metrics = new MetricsPlugin();
        IdGenEngine e = engine(IdGenEngine.builder(db.dataSource()).plugin(metrics));
        IdGenerator a = e.generator("segment", "order");
        IdGenerator b = e.generator("Segment", "order");
        IdGenerator c = e.generator(" SEGMENT ", "order");
        assertThat(b).isSameAs(a).isSameAs(c).isSameAs(e.segment("order"));
        assertThat(e.generator("Slow_Ordered", "chat", "room-1")).isSameAs(e.slowOrdered("chat", "room-1"));
        a.nextId();
        b.nextId();
        c.nextIds(2);
        assertThat(metrics.snapshot()).containsOnlyKeys("segment:order");
        assertThat(metrics.counters("segment:order").issued()).isEqualTo(4);
        assertThat(e.segmentStats("order")).as("the segment figures the metrics plugin binds by name").isPresent();
    }

    @Test
    void aStrategyOfOnesOwnPassesTheSameDoorAndStopsWithTheEngine() {
        IdStrategy counter = new IdStrategy() {
            @Override
            public String name() {
                return "Counter";
            }

            @Override
            public IdGenerator create(String key, StrategyContext context) {
                AtomicLong n = new AtomicLong();
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
        };
        IdGenEngine e = engine(IdGenEngine.builder(db.dataSource()).strategy(counter).discoverStrategies(false));
        assertThat(e.strategies()).containsExactly("segment", "slow-ordered", "snowflake", "daily", "strict-daily", "counter");
        assertThat(e.generator("COUNTER", "x").nextId()).isEqualTo(1);
        assertThat(e.generator("counter", "x").nextIds(2)).containsExactly(2, 3);
        assertThat(plugin.calls("counter:x")).isEqualTo(2);
        assertThatThrownBy(() -> e.generator("counter", "x", "sub")).isInstanceOf(InvalidIdRequestException.class)
                .hasMessageContaining("'counter' takes no sub-key");
        assertThatThrownBy(() -> e.generator("slow-ordered", "x")).isInstanceOf(InvalidIdRequestException.class)
                .hasMessageContaining("needs a sub-key");
        IdGenerator x = e.generator("counter", "x");
        e.close();
        assertThatThrownBy(x::nextId).isInstanceOf(IdGeneratorClosedException.class)
                .hasMessageContaining("strategy 'counter' key 'x'");
        assertThat(rejected).containsExactly("strategy 'counter' key 'x' | IdGeneratorClosedException");
    }
}
