package dev.idgen.spring.boot;

import static org.assertj.core.api.Assertions.assertThat;

import dev.idgen.jdbc.EngineProperties;
import dev.idgen.jdbc.IdGenEngine;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The {@code idgen.*} properties cover every engine option, document each one, and state the engine's
 * own defaults (the engine states them once, in its constants; this keeps the metadata honest).
 */
class IdGenPropertiesTest {

    /** Options whose default is computed (idgen-n, the host name) or absent: no default in the metadata. */
    private static final Set<String> NO_STATIC_DEFAULT = Set.of("name", "dialect", "schema", "snowflake.node",
            "snowflake.worker-cache-file");

    @Test
    void everyEngineOptionIsAPropertyWithTheEnginesDefaultAndADescription() throws Exception {
        ConfigurationMetadata metadata = ConfigurationMetadata.read();
        for (EngineProperties.Property option : EngineProperties.all()) {
            ConfigurationMetadata.Property p = metadata.get("idgen." + option.name());
            assertThat(p.description()).as(p.name()).isNotBlank();
            if (NO_STATIC_DEFAULT.contains(option.name())) {
                assertThat(p.defaultValue()).as(p.name()).isNull();
            } else {
                assertThat(p.defaultValue()).as(p.name()).isEqualTo(option.defaultValue());
            }
        }
    }

    @Test
    void theEngineReceivesEveryOptionByItsEngineName() {
        Set<String> applied = new IdGenProperties().engineProperties().keySet();
        Set<String> expected = new java.util.TreeSet<>();
        EngineProperties.all().forEach(o -> expected.add(o.name()));
        expected.removeAll(NO_STATIC_DEFAULT);
        assertThat(new java.util.TreeSet<>(applied)).isEqualTo(expected);
        // and every value a default IdGenProperties holds is one the builder accepts
        IdGenProperties properties = new IdGenProperties();
        properties.getSnowflake().setNode("shop@10.0.0.7:8080");
        properties.engineProperties().forEach((name, value) ->
                EngineProperties.apply(IdGenEngine.builder(new dev.idgen.testsupport.UnreachableDataSource()), name, value,
                        "idgen." + name));
    }
}
