package dev.idgen.spring.boot;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.idgen.IdGenerationException;
import dev.idgen.SnowflakeLayout;
import dev.idgen.jdbc.IdGenEngine;
import dev.idgen.jdbc.admin.WorkerAdmin;
import dev.idgen.migrations.IdGenMigrations;
import dev.idgen.testsupport.TestDatabase;
import dev.idgen.testsupport.TestDatabases;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The health report on a real engine (H2): UP while ids can be issued, DOWN once the engine cannot issue. */
class IdGenHealthTest {

    @Test
    void upWithEveryUsedGeneratorThenDownWhenTheEngineCannotIssue() {
        try (TestDatabase db = TestDatabases.freshH2()) {
            IdGenMigrations.with(db.dataSource()).slowOrdered(true).migrate();
            IdGenEngine engine = IdGenEngine.builder(db.dataSource()).name("health").build();
            IdGenHealth health = new IdGenHealth(engine, () -> WorkerAdmin.on(db.dataSource()));
            engine.segment("order").nextId();
            // the engine keeps slow-ordered generators weakly: held here, so a collection cannot drop its stats
            dev.idgen.IdGenerator chat = engine.slowOrdered("chat", "room");
            chat.nextId();
            engine.snowflake().nextId();

            IdGenHealth.Report up = health.check();
            assertThat(up.up()).isTrue();
            @SuppressWarnings("unchecked")
            Map<String, Map<String, Object>> generators = (Map<String, Map<String, Object>>) up.details().get("generators");
            assertThat(generators).containsOnlyKeys("segment:order", "slow-ordered:chat", "snowflake:default");
            assertThat(generators.get("slow-ordered:chat")).containsEntry("subKeys", 1).containsEntry("failingSubKeys", 0);
            assertThat((Long) generators.get("segment:order").get("remaining")).isPositive();
            assertThat(generators.get("segment:order").get("lastError")).isNull();
            assertThat(generators.get("snowflake:default").get("leaseExpiresAt").toString()).endsWith("Z");
            assertThat(generators.get("snowflake:default").get("runsOutAt"))
                    .as("the snowflake runway: the layout's end").isEqualTo(SnowflakeLayout.defaults().expiresAt().toString());
            assertThat(up.details()).doesNotContainKey("problems");
            @SuppressWarnings("unchecked")
            Map<String, Long> conflicts = (Map<String, Long>) up.details().get("conflictsRetried");
            assertThat(conflicts).as("per strategy, none met here")
                    .containsEntry("segment", 0L).containsEntry("slow-ordered", 0L).containsEntry("snowflake", 0L);

            engine.close();
            IdGenHealth.Report down = health.check();
            assertThat(down.up()).isFalse();
            assertThat((List<?>) down.details().get("problems")).singleElement().asString().contains("'health' is closed");
        }
    }

    /** Every segment key's id space: its column (when declared), the ids left and when they run out. */
    @Test
    void aKeysRunwayIsInItsDetails() {
        try (TestDatabase db = TestDatabases.freshH2()) {
            IdGenMigrations.migrate(db.dataSource());
            try (IdGenEngine engine = IdGenEngine.builder(db.dataSource()).name("runway").build()) {
                engine.declareColumn("segment", "invoice", null, "invoices.id (INTEGER)", Integer.MAX_VALUE);
                engine.segment("invoice").nextId();
                engine.segment("order").nextId();
                @SuppressWarnings("unchecked")
                Map<String, Map<String, Object>> generators = (Map<String, Map<String, Object>>) new IdGenHealth(engine,
                        () -> WorkerAdmin.on(db.dataSource())).check().details().get("generators");
                Map<String, Object> invoice = generators.get("segment:invoice");
                assertThat(invoice).containsEntry("column", "invoices.id (INTEGER)")
                        .containsEntry("runsOutAt", "unknown (no rate measured yet)");
                assertThat((Long) invoice.get("idsLeft")).isPositive().isLessThanOrEqualTo(Integer.MAX_VALUE);
                assertThat(generators.get("segment:order")).containsEntry("column", "none declared: the long range");
                assertThat((Long) generators.get("segment:order").get("idsLeft")).isGreaterThan(Integer.MAX_VALUE);
            }
        }
    }

    /**
     * A daily key's runway: its current period's serials left in its format; a strict daily key's periods are
     * reported as its sub-keys, under its own name (not as a slow-ordered key).
     */
    @Test
    void aDailyKeysRunwayIsItsPeriodsSerialsLeft() {
        try (TestDatabase db = TestDatabases.freshH2()) {
            IdGenMigrations.migrate(db.dataSource());
            try (IdGenEngine engine = IdGenEngine.builder(db.dataSource()).name("daily-runway").build()) {
                engine.formatted("invoice", dev.idgen.format.IdFormat.parse("INV-{date:yyyyMMdd}-{serial:4}")).nextId();
                engine.formatted("receipt", dev.idgen.format.IdFormat.parse("R{date:yyyyMMdd}{serial:3}"), true).nextId();
                @SuppressWarnings("unchecked")
                Map<String, Map<String, Object>> generators = (Map<String, Map<String, Object>>) new IdGenHealth(engine,
                        () -> WorkerAdmin.on(db.dataSource())).check().details().get("generators");
                assertThat(generators).containsOnlyKeys("daily:invoice", "strict-daily:receipt");
                Map<String, Object> invoice = generators.get("daily:invoice");
                assertThat(invoice).containsEntry("column", "serial of format 'INV-{date:yyyyMMdd}-{serial:4}'")
                        .containsEntry("runsOutAt", "unknown (no rate measured yet)");
                assertThat(invoice.get("period").toString()).startsWith("invoice ");
                assertThat((Long) invoice.get("idsLeft")).isPositive().isLessThan(9_999L);
                @SuppressWarnings("unchecked")
                Map<String, Object> receipt = (Map<String, Object>) generators.get("strict-daily:receipt").get("shortestRunway");
                assertThat(receipt).containsEntry("column", "serial of format 'R{date:yyyyMMdd}{serial:3}'")
                        .containsEntry("idsLeft", 998L);
            }
        }
    }

    /**
     * A slow-ordered key's runway, one entry however many sub-keys: the sub-key that runs out first (before a
     * rate is measured: the fewest ids left), with its column.
     */
    @Test
    void aSlowOrderedKeysRunwayIsTheSubKeyThatRunsOutFirst() {
        try (TestDatabase db = TestDatabases.freshH2()) {
            IdGenMigrations.with(db.dataSource()).slowOrdered(true).migrate();
            try (IdGenEngine engine = IdGenEngine.builder(db.dataSource()).name("ordered-runway").build()) {
                engine.declareColumn("slow-ordered", "chat", "small", "messages.id (SMALLINT)", Short.MAX_VALUE);
                dev.idgen.IdGenerator small = engine.slowOrdered("chat", "small"); // held: kept weakly by the engine
                dev.idgen.IdGenerator wide = engine.slowOrdered("chat", "wide");
                small.nextId();
                wide.nextId();
                @SuppressWarnings("unchecked")
                Map<String, Map<String, Object>> generators = (Map<String, Map<String, Object>>) new IdGenHealth(engine,
                        () -> WorkerAdmin.on(db.dataSource())).check().details().get("generators");
                Map<String, Object> chat = generators.get("slow-ordered:chat");
                assertThat(chat).containsEntry("ratePerSecond", 0.0);
                assertThat(chat.get("shortestRunway")).isEqualTo(Map.of("subKey", "small", "column",
                        "messages.id (SMALLINT)", "idsLeft", (long) Short.MAX_VALUE - 1, "ratePerSecond", 0.0,
                        "runsOutAt", "unknown (no rate measured yet)"));
            }
        }
    }

    /** A sub-key per chat room, a key per tenant: the details stay the same size, the rest is counted. */
    @Test
    @SuppressWarnings("unchecked")
    void detailsAreBoundedWhateverTheNumberOfKeysAndSubKeys() {
        try (TestDatabase db = TestDatabases.freshH2()) {
            IdGenMigrations.with(db.dataSource()).slowOrdered(true).migrate();
            try (IdGenEngine engine = IdGenEngine.builder(db.dataSource()).name("bounded")
                    .maxWait(Duration.ofMillis(200)).build()) {
                IdGenHealth health = new IdGenHealth(engine, () -> WorkerAdmin.on(db.dataSource()));
                List<dev.idgen.IdGenerator> rooms = new java.util.ArrayList<>(); // held: the engine keeps them weakly
                for (int room = 0; room < 300; room++) {
                    rooms.add(engine.slowOrdered("chat", "room-" + room));
                    rooms.get(room).nextId();
                }
                for (int tenant = 0; tenant < 10; tenant++) {
                    engine.segment("tenant-" + tenant).nextId();
                }
                IdGenHealth.Report up = health.check();
                assertThat(up.up()).isTrue();
                Map<String, Map<String, Object>> generators = (Map<String, Map<String, Object>>) up.details().get("generators");
                assertThat(generators).hasSize(11).containsKey("slow-ordered:chat");
                assertThat(generators.keySet()).noneMatch(g -> g.contains("room-"));
                assertThat(generators.get("slow-ordered:chat")).containsEntry("subKeys", 300).containsEntry("ids", 300L);
                assertThat(up.details()).doesNotContainKeys("moreGenerators", "problems");

                // every shard table gone: each room's next round trip fails; one problem for the key, 20 rooms listed
                for (int shard = 0; shard < 64; shard++) {
                    db.execute(String.format("DROP TABLE idgen_ordered_%02d", shard));
                }
                for (int room = 0; room < 30; room++) {
                    dev.idgen.IdGenerator generator = rooms.get(room);
                    assertThatThrownBy(generator::nextId).isInstanceOf(IdGenerationException.class);
                }
                IdGenHealth.Report down = health.check();
                assertThat(down.up()).isFalse();
                assertThat((List<String>) down.details().get("problems")).singleElement().asString()
                        .startsWith("slow-ordered:chat: the last round trip of 30 of 300 sub-key(s) failed");
                Map<String, Object> chat = ((Map<String, Map<String, Object>>) down.details().get("generators")).get("slow-ordered:chat");
                assertThat(chat).containsEntry("subKeys", 300).containsEntry("failingSubKeys", 30)
                        .containsEntry("moreFailingSubKeys", 30 - IdGenHealth.MAX_LISTED);
                assertThat((Map<String, String>) chat.get("lastErrors")).hasSize(IdGenHealth.MAX_LISTED);

                // keys created on the fly: at most MAX_LISTED generators, the rest counted
                for (int tenant = 10; tenant < 40; tenant++) {
                    engine.segment("tenant-" + tenant).nextId();
                }
                IdGenHealth.Report many = health.check();
                assertThat((Map<?, ?>) many.details().get("generators")).hasSize(IdGenHealth.MAX_LISTED);
                assertThat(many.details()).containsEntry("moreGenerators", 41 - IdGenHealth.MAX_LISTED);
                Map<String, Object> info = IdGenInfo.of(engine, new IdGenProperties());
                assertThat((Map<?, ?>) info.get("keys")).hasSize(IdGenHealth.MAX_LISTED);
                assertThat(info).containsEntry("moreKeys", 40 - IdGenHealth.MAX_LISTED);
            }
        }
    }
}
