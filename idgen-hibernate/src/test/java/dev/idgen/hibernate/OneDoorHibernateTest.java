package dev.idgen.hibernate;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.idgen.IdGenerationException;
import dev.idgen.IdGenerator;
import dev.idgen.IdGeneratorClosedException;
import dev.idgen.hibernate.model.PurchaseOrder;
import dev.idgen.hibernate.model.Ticket;
import dev.idgen.hibernate.model.Voucher;
import dev.idgen.jdbc.IdGenEngine;
import dev.idgen.migrations.IdGenMigrations;
import dev.idgen.spi.IdCall;
import dev.idgen.spi.IdPlugin;
import dev.idgen.spi.IdStrategy;
import dev.idgen.spi.StrategyContext;
import dev.idgen.testsupport.TestDatabase;
import dev.idgen.testsupport.TestDatabases;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicLong;
import org.hibernate.Session;
import org.hibernate.SessionFactory;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Hibernate's ids pass the engine's one door: a counting plugin sees every insert once, a counting
 * rejection handler every failure once, and a strategy of the application's own fills entity ids
 * from {@code @IdGen(custom = ..)} and from {@code @GenericGenerator}'s strategy parameter.
 */
class OneDoorHibernateTest {

    /** Ticket numbers from 1001: a strategy of the application's own. */
    static final class TicketNumbers implements IdStrategy {
        @Override
        public String name() {
            return "ticket-numbers";
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

    private final Map<String, AtomicLong> calls = new ConcurrentHashMap<>();
    private final List<String> errors = new CopyOnWriteArrayList<>();
    private final List<String> rejected = new CopyOnWriteArrayList<>();
    private final SessionFactories factories = new SessionFactories();
    private TestDatabase db;
    private IdGenEngine engine;

    private final IdPlugin counting = new IdPlugin() {
        @Override
        public void before(IdCall call) {
            calls.computeIfAbsent(call.generator(), k -> new AtomicLong()).incrementAndGet();
        }

        @Override
        public void onError(IdCall call, IdGenerationException error) {
            errors.add(call.generator() + " " + error.getClass().getSimpleName());
        }
    };

    @BeforeEach
    void start() {
        db = TestDatabases.freshH2();
        IdGenMigrations.migrate(db.dataSource());
        engine = IdGenEngine.builder(db.dataSource()).name("app-engine").plugin(counting)
                .strategy(new TicketNumbers()).discoverStrategies(false)
                .rejectionHandler((generator, e) -> rejected.add(generator + " | " + e.getClass().getSimpleName()))
                .build();
    }

    @AfterEach
    void stop() {
        factories.close();
        engine.close();
        db.close();
    }

    private SessionFactory factory(IdGenEngine e, Class<?>... entities) {
        Map<String, Object> settings = SessionFactories.settings(db.dataSource());
        settings.put(IdGenSettings.ENGINE, e);
        return factories.build(settings, entities);
    }

    private long calls(String generator) {
        return calls.getOrDefault(generator, new AtomicLong()).get();
    }

    @Test
    void thePluginSeesEveryInsertOnceAndAStrategyOfOnesOwnFillsIds() {
        SessionFactory sf = factory(engine, PurchaseOrder.class, Ticket.class, Voucher.class);
        List<Long> orders = AbstractHibernateIdGenTest.persist(sf, 120, i -> new PurchaseOrder("c" + i, "n"),
                PurchaseOrder::getId);
        List<Long> tickets = AbstractHibernateIdGenTest.persist(sf, 3, i -> new Ticket("t" + i), Ticket::getId);
        List<Long> vouchers = AbstractHibernateIdGenTest.persist(sf, 2, i -> new Voucher("v" + i), Voucher::getId);

        assertThat(orders).hasSize(120).doesNotHaveDuplicates();
        assertThat(calls("segment:order")).as("one plugin call per insert").isEqualTo(120);
        assertThat(tickets).containsExactly(1001L, 1002L, 1003L);
        assertThat(calls("ticket-numbers:ticket")).isEqualTo(3);
        assertThat(vouchers).as("the parameter's spelling 'Ticket_Numbers' names the same strategy")
                .containsExactly(1001L, 1002L);
        assertThat(calls("ticket-numbers:voucher")).isEqualTo(2);
        assertThat(db.queryLong("SELECT COUNT(*) FROM ticket")).isEqualTo(3);
        assertThat(db.queryLong("SELECT MIN(id) FROM voucher")).isEqualTo(1001);
        assertThat(rejected).isEmpty();
        assertThat(errors).isEmpty();
    }

    @Test
    void theRejectionHandlerSeesEveryFailedInsertOnce() {
        SessionFactory sf = factory(engine, PurchaseOrder.class);
        AbstractHibernateIdGenTest.persist(sf, 5, i -> new PurchaseOrder("c", "n"), PurchaseOrder::getId);
        engine.close(); // the application stops its engine under an open SessionFactory
        for (int attempt = 0; attempt < 3; attempt++) {
            try (Session s = sf.openSession()) {
                s.beginTransaction();
                assertThatThrownBy(() -> s.persist(new PurchaseOrder("late", "n")))
                        .satisfies(e -> assertThat(AbstractHibernateIdGenTest.causeOf(e, IdGeneratorClosedException.class))
                                .isNotNull());
                s.getTransaction().rollback();
            }
        }
        assertThat(rejected).as("three failed inserts, each reported once").containsExactly(
                "segment key 'order' | IdGeneratorClosedException", "segment key 'order' | IdGeneratorClosedException",
                "segment key 'order' | IdGeneratorClosedException");
        assertThat(errors).hasSize(3).allMatch(e -> e.equals("segment:order IdGeneratorClosedException"));
        assertThat(calls("segment:order")).isEqualTo(5 + 3);
    }

    @Test
    void anEngineWithoutTheStrategyFailsTheBuildNamingEntityAndField() {
        try (IdGenEngine plain = IdGenEngine.builder(db.dataSource()).discoverStrategies(false).build()) {
            Map<String, Object> settings = SessionFactories.settings(db.dataSource());
            settings.put(IdGenSettings.ENGINE, plain);
            assertThatThrownBy(() -> SessionFactories.buildUntracked(settings, Ticket.class).close())
                    .hasStackTraceContaining("entity 'Ticket'")
                    .hasStackTraceContaining("field 'id'")
                    .hasStackTraceContaining("unknown strategy 'ticket-numbers'")
                    .hasStackTraceContaining("serves segment, slow-ordered, snowflake, daily")
                    .hasStackTraceContaining("IdGenEngineBuilder.strategy");
        }
    }
}
