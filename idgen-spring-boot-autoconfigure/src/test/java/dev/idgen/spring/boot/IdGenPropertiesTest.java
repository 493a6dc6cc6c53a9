package dev.idgen.spring.boot;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.idgen.jdbc.EngineOption;
import dev.idgen.jdbc.EngineOptions;
import dev.idgen.jdbc.EngineProperties;
import dev.idgen.jdbc.IdGenEngine;
import dev.idgen.jdbc.snowflake.NodeIdentity;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The {@code idgen.*} properties cover every engine option, document each one, and state the engine's
 * own defaults: all of it derived from the catalog ({@link EngineOptions}), which states each option once.
 * The IDE metadata of the engine options is generated from the catalog into
 * {@code src/main/resources/META-INF/additional-spring-configuration-metadata.json}: this test fails when
 * the file differs, and rewrites it with {@code -Didgen.readme.update=true}.
 */
class IdGenPropertiesTest {

    /** Options whose default is computed (idgen-n, the host name) or absent: no default in the metadata. */
    private static final Set<String> NO_STATIC_DEFAULT = Set.of("name", "dialect", "schema", "snowflake.node",
            "snowflake.worker-cache-file");

    static final Path ADDITIONAL_METADATA = Path.of(System.getProperty("idgen.additional.metadata",
            "src/main/resources/META-INF/additional-spring-configuration-metadata.json"));

    /** The engine options' part of the Boot metadata, from the catalog. */
    static String additionalMetadata() throws Exception {
        ObjectMapper json = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);
        ObjectNode root = json.createObjectNode();
        ArrayNode properties = root.putArray("properties");
        for (EngineOption<?> option : EngineOptions.all()) {
            ObjectNode p = properties.addObject();
            p.put("name", "idgen." + option.name());
            p.put("type", IdGenPropertiesBinding.metadataType(option));
            p.put("description", IdGenPropertiesBinding.metadataDescription(option));
            p.put("sourceType", EngineOptions.class.getName());
            option.defaultValue().ifPresent(d -> {
                if (d instanceof Number || d instanceof Boolean) {
                    p.set("defaultValue", json.valueToTree(d));
                } else {
                    p.put("defaultValue", option.defaultText());
                }
            });
        }
        return json.writeValueAsString(root) + "\n";
    }

    @Test
    void theIdesMetadataOfTheEngineOptionsIsTheCatalogs() throws Exception {
        String generated = additionalMetadata();
        String current = Files.exists(ADDITIONAL_METADATA) ? Files.readString(ADDITIONAL_METADATA) : "";
        if (Boolean.getBoolean("idgen.readme.update") && !current.equals(generated)) {
            Files.writeString(ADDITIONAL_METADATA, generated);
            current = generated;
        }
        assertThat(current).as(ADDITIONAL_METADATA + "; regenerate it with -Didgen.readme.update=true")
                .isEqualTo(generated);
    }

    @Test
    void everyEngineOptionIsAPropertyWithTheEnginesDefaultAndADescription() throws Exception {
        ConfigurationMetadata metadata = ConfigurationMetadata.read();
        for (EngineProperties.Property option : EngineProperties.all()) {
            ConfigurationMetadata.Property p = metadata.get("idgen." + option.name());
            assertThat(p.description()).as(p.name()).isNotBlank();
            assertThat(IdGenUnknownPropertyFailureAnalyzer.knownNames()).as("a typo of " + p.name() + " is matched to it")
                    .contains(p.name());
            assertThat(p.description()).as(p.name())
                    .isEqualTo(IdGenPropertiesBinding.metadataDescription(EngineOptions.find(option.name()).orElseThrow()));
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
        properties.set(EngineOptions.SNOWFLAKE_NODE, new NodeIdentity("shop", "10.0.0.7", 8080));
        properties.engineProperties().forEach((name, value) ->
                EngineProperties.apply(IdGenEngine.builder(new dev.idgen.testsupport.UnreachableDataSource()), name, value,
                        "idgen." + name));
    }
}
