package dev.idgen.spring.boot;

import static org.assertj.core.api.Assertions.assertThat;

import dev.idgen.jdbc.IdGenEngine;
import dev.idgen.jdbc.admin.WorkerAdmin;
import dev.idgen.migrations.IdGenMigrations;
import dev.idgen.testsupport.TestDatabase;
import dev.idgen.testsupport.TestDatabases;
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
            engine.slowOrdered("chat", "room").nextId();
            engine.snowflake().nextId();

            IdGenHealth.Report up = health.check();
            assertThat(up.up()).isTrue();
            @SuppressWarnings("unchecked")
            Map<String, Map<String, Object>> generators = (Map<String, Map<String, Object>>) up.details().get("generators");
            assertThat(generators).containsKeys("segment:order", "slow-ordered:chat/room", "snowflake:default");
            assertThat((Long) generators.get("segment:order").get("remaining")).isPositive();
            assertThat(generators.get("segment:order").get("lastError")).isNull();
            assertThat(generators.get("snowflake:default").get("leaseExpiresAt").toString()).endsWith("Z");
            assertThat(up.details()).doesNotContainKey("problems");

            engine.close();
            IdGenHealth.Report down = health.check();
            assertThat(down.up()).isFalse();
            assertThat((List<?>) down.details().get("problems")).singleElement().asString().contains("'health' is closed");
        }
    }
}
