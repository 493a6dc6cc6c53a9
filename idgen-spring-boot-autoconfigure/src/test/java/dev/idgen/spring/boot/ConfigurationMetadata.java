package dev.idgen.spring.boot;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** The spring-configuration-metadata.json that spring-boot-configuration-processor wrote for this module. */
record ConfigurationMetadata(List<Property> properties) {

    record Property(String name, String type, String defaultValue, String description) {
    }

    static ConfigurationMetadata read() throws IOException {
        Path file = Path.of(System.getProperty("idgen.metadata",
                "target/classes/META-INF/spring-configuration-metadata.json"));
        JsonNode root = new ObjectMapper().readTree(Files.readString(file));
        List<Property> out = new ArrayList<>();
        for (JsonNode p : root.path("properties")) {
            JsonNode d = p.get("defaultValue");
            out.add(new Property(p.path("name").asText(), p.path("type").asText(),
                    d == null || d.isNull() ? null : d.asText(), p.path("description").asText(null)));
        }
        return new ConfigurationMetadata(out);
    }

    Property get(String name) {
        return properties.stream().filter(p -> p.name().equals(name)).findFirst()
                .orElseThrow(() -> new AssertionError("no property " + name + " in the configuration metadata"));
    }
}
