package dev.idgen.jdbc;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.idgen.IdGenConfigurationException;
import dev.idgen.IdGenerator;
import dev.idgen.InvalidIdRequestException;
import dev.idgen.jdbc.contract.AbstractDatabaseContract;
import dev.idgen.spi.IdStrategy;
import dev.idgen.spi.StrategyContext;
import dev.idgen.testsupport.SettableTimeSource;
import dev.idgen.testsupport.TestDatabase;
import dev.idgen.testsupport.TestDatabases;
import java.time.Instant;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

/** Strategies of one's own, registered on the builder or discovered, on a real PostgreSQL. */
class StrategySpiPostgresTest extends AbstractDatabaseContract {

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
}
