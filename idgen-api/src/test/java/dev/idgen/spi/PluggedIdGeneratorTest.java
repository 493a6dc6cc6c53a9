package dev.idgen.spi;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.idgen.IdGenerationException;
import dev.idgen.IdGenerator;
import dev.idgen.format.FeistelObfuscator;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

class PluggedIdGeneratorTest {

    /** A counter standing in for a real generator: shows exactly which ids were taken. */
    static final class Counter implements IdGenerator {
        final AtomicLong next = new AtomicLong(1);

        @Override
        public long nextId() {
            return next.getAndIncrement();
        }

        @Override
        public long[] nextIds(int count) {
            long first = next.getAndAdd(count);
            long[] out = new long[count];
            for (int i = 0; i < count; i++) {
                out[i] = first + i;
            }
            return out;
        }
    }

    private final List<String> events = new CopyOnWriteArrayList<>();
    private final List<IdGenerationException> rejected = new ArrayList<>();

    private IdPlugin recording(String name, int order) {
        return new IdPlugin() {
            @Override
            public int order() {
                return order;
            }

            @Override
            public String name() {
                return name;
            }

            @Override
            public void before(IdCall call) {
                events.add(name + ".before(" + call.count() + ")");
            }

            @Override
            public long after(IdCall call, long id) {
                events.add(name + ".after(" + id + ")");
                return id;
            }

            @Override
            public void onError(IdCall call, IdGenerationException error) {
                events.add(name + ".onError");
            }
        };
    }

    @Test
    void pluginsRunByOrderLowerFirst() {
        IdGenerator g = PluggedIdGenerator.wrap(new Counter(), "segment:order",
                List.of(recording("b", 5), recording("a", -1), recording("c", 5)), (w, e) -> rejected.add(e));
        assertThat(g.nextId()).isEqualTo(1);
        assertThat(events).containsExactly("a.before(1)", "b.before(1)", "c.before(1)", "a.after(1)", "b.after(1)", "c.after(1)");
    }

    @Test
    void aVetoFailsTheCallBeforeAnyIdIsTaken() {
        Counter counter = new Counter();
        IdPlugin veto = new IdPlugin() {
            @Override
            public void before(IdCall call) {
                if (call.count() > 10) {
                    throw new IdVetoException("batches above 10 are not allowed here, was " + call.count());
                }
            }
        };
        IdGenerator g = PluggedIdGenerator.wrap(counter, "segment:order", List.of(veto, recording("r", 1)), (w, e) -> rejected.add(e));
        assertThatThrownBy(() -> g.nextIds(11)).isInstanceOf(IdVetoException.class).hasMessageContaining("was 11");
        assertThat(counter.next.get()).as("nothing taken").isEqualTo(1);
        assertThat(events).containsExactly("r.onError");
        assertThat(rejected).hasSize(1);
        assertThat(g.nextIds(3)).containsExactly(1, 2, 3);
    }

    @Test
    void aThrowingPluginIsReportedAndDoesNotCorruptTheGenerator() {
        Counter counter = new Counter();
        boolean[] broken = {true};
        IdPlugin flaky = new IdPlugin() {
            @Override
            public String name() {
                return "flaky";
            }

            @Override
            public long after(IdCall call, long id) {
                if (broken[0]) {
                    throw new IllegalStateException("metrics backend down");
                }
                return id;
            }
        };
        IdGenerator g = PluggedIdGenerator.wrap(counter, "segment:order", List.of(flaky, recording("r", 1)), (w, e) -> rejected.add(e));
        assertThatThrownBy(g::nextId).isInstanceOf(IdGenerationException.class)
                .hasMessageContaining("plugin flaky failed after id 1").hasMessageContaining("skipped, never reissued")
                .hasMessageContaining("metrics backend down");
        assertThat(events).contains("r.onError");
        assertThat(rejected).hasSize(1);
        broken[0] = false;
        assertThat(g.nextId()).as("the generator goes on, id 1 is skipped").isEqualTo(2);
    }

    @Test
    void generatorFailuresReachOnErrorAndTheRejectionHandler() {
        IdGenerator failing = new IdGenerator() {
            @Override
            public long nextId() {
                throw new IdGenerationException("database down");
            }

            @Override
            public long[] nextIds(int count) {
                throw new IdGenerationException("database down");
            }
        };
        IdGenerator g = PluggedIdGenerator.wrap(failing, "segment:order", List.of(recording("r", 0)), (w, e) -> rejected.add(e));
        assertThatThrownBy(g::nextId).hasMessage("database down");
        assertThat(events).containsExactly("r.before(1)", "r.onError");
        assertThat(rejected).extracting(Throwable::getMessage).containsExactly("database down");
    }

    @Test
    void obfuscationAsAPluginKeepsIdsUniqueAndReversible() {
        FeistelObfuscator f = new FeistelObfuscator(99L);
        IdGenerator g = PluggedIdGenerator.wrap(new Counter(), "segment:order", List.of(new ObfuscatingPlugin(f)), (w, e) -> { });
        long[] ids = g.nextIds(1000);
        for (int i = 0; i < ids.length; i++) {
            assertThat(f.decode(ids[i])).isEqualTo(i + 1);
        }
        assertThat(ids).doesNotHaveDuplicates();
    }
}
