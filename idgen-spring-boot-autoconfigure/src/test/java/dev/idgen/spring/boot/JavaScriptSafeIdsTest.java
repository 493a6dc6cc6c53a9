package dev.idgen.spring.boot;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.annotation.JsonSerialize;
import com.fasterxml.jackson.databind.ser.std.ToStringSerializer;
import dev.idgen.IdGenConfigurationException;
import dev.idgen.SnowflakeLayout;
import dev.idgen.jdbc.EngineOptions;
import dev.idgen.jdbc.EngineProperties;
import dev.idgen.jdbc.IdGenEngine;
import dev.idgen.jdbc.snowflake.NodeIdentity;
import dev.idgen.jdbc.snowflake.SnowflakeIdGenerator;
import dev.idgen.migrations.IdGenMigrations;
import dev.idgen.testsupport.TestDatabase;
import dev.idgen.testsupport.TestDatabases;
import org.junit.jupiter.api.Test;

/**
 * Ids in a browser: a JSON number past 2^53 is rounded by JavaScript. The JavaScript-safe layout keeps every
 * snowflake id below it (selected by the property {@code idgen.snowflake.layout=javascript-safe}, as the Boot
 * starter passes it); any 64-bit id goes to a browser intact as a string with Jackson's
 * {@link ToStringSerializer}, and comes back from that string.
 */
class JavaScriptSafeIdsTest {

    /** What an application sends to a browser. */
    record Order(@JsonSerialize(using = ToStringSerializer.class) long id, String customer) {
    }

    @Test
    void theJavaScriptSafeLayoutSelectedByPropertyKeepsEveryIdBelow2To53() {
        try (TestDatabase db = TestDatabases.freshH2()) {
            IdGenMigrations.migrate(db.dataSource());
            IdGenProperties properties = new IdGenProperties();
            properties.set(EngineOptions.SNOWFLAKE_LAYOUT, SnowflakeLayout.parse("javascript-safe"));
            var builder = IdGenEngine.builder(db.dataSource()).name("browser")
                    .snowflakeNode(new NodeIdentity("js-test", "host", 1));
            properties.engineProperties().forEach((name, value) -> EngineProperties.apply(builder, name, value));
            try (IdGenEngine engine = builder.build()) {
                SnowflakeIdGenerator ids = engine.snowflake();
                assertThat(ids.layout()).isEqualTo(SnowflakeLayout.javaScriptSafe());
                long previous = 0;
                for (long id : ids.nextIds(5_000)) {
                    assertThat(id).isPositive().isLessThan(1L << 53).isGreaterThan(previous);
                    previous = id;
                }
            }
        }
        assertThat(SnowflakeLayout.javaScriptSafe().isJavaScriptSafe()).isTrue();
        assertThat(SnowflakeLayout.defaults().isJavaScriptSafe()).isFalse();
        assertThatThrownBy(() -> SnowflakeLayout.parse("javascript"))
                .isInstanceOf(IdGenConfigurationException.class).hasMessageContaining("'javascript'")
                .hasMessageContaining("javascript-safe");
    }

    @Test
    void anySixtyFourBitIdGoesToABrowserAsAStringAndComesBack() throws Exception {
        long id = (1L << 60) + 12_345; // a default-layout snowflake id is about this large
        ObjectMapper json = new ObjectMapper();
        String sent = json.writeValueAsString(new Order(id, "ada"));
        assertThat(sent).isEqualTo("{\"id\":\"" + id + "\",\"customer\":\"ada\"}");
        assertThat(json.readValue(sent, Order.class).id()).as("read back from the string").isEqualTo(id);
        long odd = id + 1;
        assertThat((long) (double) odd).as("what JavaScript reads from that id as a JSON number: another id")
                .isNotEqualTo(odd);
    }
}
