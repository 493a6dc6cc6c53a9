package dev.idgen.spring.boot;

import static org.assertj.core.api.Assertions.assertThat;

import java.beans.Introspector;
import java.beans.PropertyDescriptor;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.Locale;
import org.junit.jupiter.api.Test;

/**
 * The Spring Boot properties table of docs/spring-boot.md is generated from the configuration metadata (itself from
 * the Javadoc of {@link IdGenProperties}): this test fails when they differ, and rewrites the page's
 * table when run with {@code -Didgen.readme.update=true}:
 * {@code mvn -B -q verify -pl idgen-spring-boot-autoconfigure -am -Dtest=ReadmePropertiesTableTest
 * -Dsurefire.failIfNoSpecifiedTests=false -Didgen.readme.update=true}.
 */
class ReadmePropertiesTableTest {

    static final String BEGIN = "<!-- idgen-spring-boot-properties:begin (generated from spring-configuration-metadata.json"
            + " by ReadmePropertiesTableTest; -Didgen.readme.update=true rewrites it) -->";
    static final String END = "<!-- idgen-spring-boot-properties:end -->";

    static String table(ConfigurationMetadata metadata) {
        StringBuilder out = new StringBuilder("| property | default | what it does |\n|---|---|---|\n");
        metadata.properties().stream().sorted(Comparator.comparing(ConfigurationMetadata.Property::name)).forEach(p ->
                out.append("| `").append(p.name()).append("` | ")
                        .append(p.defaultValue() == null ? "" : "`" + p.defaultValue() + "`").append(" | ")
                        .append(p.description() == null ? "" : p.description().replace("|", "\\|").replace("<", "&lt;").replace("\n", " "))
                        .append(" |\n"));
        return out.toString();
    }

    @Test
    void readmeTableIsTheMetadatas() throws Exception {
        Path readme = Path.of(System.getProperty("idgen.readme", "../docs/spring-boot.md"));
        String text = Files.readString(readme);
        int begin = text.indexOf(BEGIN);
        int end = text.indexOf(END);
        assertThat(begin).as("README marker " + BEGIN).isNotNegative();
        assertThat(end).as("README marker " + END).isGreaterThan(begin);
        String generated = table(ConfigurationMetadata.read());
        String current = text.substring(begin + BEGIN.length() + 1, end);
        if (Boolean.getBoolean("idgen.readme.update") && !current.equals(generated)) {
            Files.writeString(readme, text.substring(0, begin + BEGIN.length() + 1) + generated + text.substring(end));
            current = generated;
        }
        assertThat(current).as("README's Spring Boot properties table; regenerate it with -Didgen.readme.update=true")
                .isEqualTo(generated);
    }

    /** The keys' own properties are map values, which the metadata cannot list: the README lists each by hand. */
    @Test
    void readmeListsEveryPropertyOfAConfiguredKey() throws Exception {
        String text = Files.readString(Path.of(System.getProperty("idgen.readme", "../docs/spring-boot.md")));
        for (PropertyDescriptor d : Introspector.getBeanInfo(IdGenProperties.Key.class, Object.class).getPropertyDescriptors()) {
            String kebab = d.getName().replaceAll("([A-Z])", "-$1").toLowerCase(Locale.ROOT);
            assertThat(text).as("README row for idgen.keys.<key>." + kebab).contains("`idgen.keys.<key>." + kebab + "`");
        }
    }
}
