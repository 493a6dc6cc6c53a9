package dev.idgen.quarkus;

import static org.assertj.core.api.Assertions.assertThat;

import dev.idgen.jdbc.EngineOption;
import dev.idgen.jdbc.EngineOptions;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * {@link IdGenEngineConfig} is generated from idgen's option catalog: one typed member per engine option, named as
 * the option, documented with its description, bounds and default (for the Quarkus configuration reference). This test
 * renders it from the catalog and fails when the source differs; {@code -Didgen.readme.update=true} rewrites it.
 */
class IdGenEngineConfigTest {

    private static final Path SOURCE = Path.of("src/main/java/dev/idgen/quarkus/IdGenEngineConfig.java");

    /** The catalog types SmallRye Config converts itself; the others are read from text by the catalog. */
    private static final Map<Class<?>, String> TYPES = Map.of(Integer.class, "Integer", Long.class, "Long",
            Double.class, "Double", Boolean.class, "Boolean", Duration.class, "Duration");

    @Test
    void theSourceIsTheCatalogs() throws IOException {
        String rendered = render();
        if (Boolean.getBoolean("idgen.readme.update")) {
            Files.writeString(SOURCE, rendered);
        }
        assertThat(Files.readString(SOURCE)).as("%s, rendered from EngineOptions (run this test with "
                + "-Didgen.readme.update=true to rewrite it)", SOURCE).isEqualTo(rendered);
    }

    @Test
    void everyOptionIsKnownByName() {
        for (EngineOption<?> option : EngineOptions.all()) {
            assertThat(IdGenOptions.known("idgen." + option.name())).as(option.name()).isTrue();
        }
        assertThat(IdGenOptions.known("idgen.keys.\"im.message\".strategy")).isTrue();
        assertThat(IdGenOptions.known("idgen.segment.stepp")).isFalse();
        assertThat(IdGenOptions.nearest("idgen.snowflake.lease-tl")).contains("idgen.snowflake.lease-ttl");
        assertThat(IdGenOptions.nearest("idgen.keys.order.stepp")).contains("idgen.keys.order.step");
        assertThat(IdGenOptions.nearest("idgen.zzzzzzzzzzzzzzzzzzzzzzzz")).isEmpty();
    }

    static String render() {
        StringBuilder s = new StringBuilder();
        s.append("package dev.idgen.quarkus;\n\n");
        s.append("import io.quarkus.runtime.annotations.ConfigDocDefault;\n");
        s.append("import io.smallrye.config.WithName;\n");
        s.append("import java.time.Duration;\n");
        s.append("import java.util.Optional;\n\n");
        s.append("/**\n");
        s.append(" * The engine options of idgen's catalog ({@code dev.idgen.jdbc.EngineOptions}) as {@code idgen.<name>}, typed, for\n");
        s.append(" * the Quarkus configuration reference and SmallRye Config's conversion. Generated from the catalog by\n");
        s.append(" * {@code IdGenEngineConfigTest} ({@code -Didgen.readme.update=true}); do not edit. The values are applied to the\n");
        s.append(" * engine as written, through the catalog ({@link IdGenOptions}), which checks their bounds; an option left unset\n");
        s.append(" * keeps the catalog's default (shown as each member's default, never set from here).\n");
        s.append(" */\n");
        s.append("public interface IdGenEngineConfig {\n");
        for (EngineOption<?> option : EngineOptions.all()) {
            String type = TYPES.getOrDefault(option.type(), "String");
            String doc = option.documentation();
            s.append("\n    /**\n");
            s.append("     * ").append(javadoc(Character.toUpperCase(doc.charAt(0)) + doc.substring(1))).append(".\n");
            if (type.equals("String")) {
                s.append("     * Written as: ").append(javadoc(option.valueText())).append(".\n");
            }
            s.append("     */\n");
            s.append("    @WithName(\"").append(option.name()).append("\")\n");
            if (option.defaultText() != null) {
                s.append("    @ConfigDocDefault(\"").append(option.defaultText().replace("\\", "\\\\").replace("\"", "\\\""))
                        .append("\")\n");
            }
            s.append("    Optional<").append(type).append("> ").append(method(option.name())).append("();\n");
        }
        s.append("}\n");
        return s.toString();
    }

    /** {@code segment.min-step} is {@code segmentMinStep}. */
    private static String method(String name) {
        StringBuilder m = new StringBuilder();
        boolean upper = false;
        for (char c : name.toCharArray()) {
            if (c == '.' || c == '-') {
                upper = true;
            } else {
                m.append(upper ? Character.toUpperCase(c) : c);
                upper = false;
            }
        }
        return m.toString();
    }

    private static String javadoc(String text) {
        return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("@", "&#64;")
                .replace("*/", "*&#47;");
    }
}
