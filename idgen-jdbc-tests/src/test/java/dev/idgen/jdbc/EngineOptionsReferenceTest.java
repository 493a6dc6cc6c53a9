package dev.idgen.jdbc;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.idgen.IdGenConfigurationException;
import dev.idgen.testsupport.UnreachableDataSource;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * The catalog of engine options is the one place an option is declared: the engine-settings table of
 * docs/configuration.md is generated from it (this test fails when they differ, and rewrites the table with
 * {@code -Didgen.readme.update=true}:
 * {@code mvn -B -q verify -pl idgen-jdbc-tests -am -Dtest=EngineOptionsReferenceTest -Dsurefire.failIfNoSpecifiedTests=false
 * -Didgen.readme.update=true}), {@link EngineProperties} lists exactly its entries, and each entry's default is
 * what the builder starts with and its bounds are what the builder checks.
 */
class EngineOptionsReferenceTest {

    static final String BEGIN = "<!-- idgen-engine-options:begin (generated from EngineOptions by EngineOptionsReferenceTest;"
            + " -Didgen.readme.update=true rewrites it) -->";
    static final String END = "<!-- idgen-engine-options:end -->";

    static String table() {
        StringBuilder out = new StringBuilder("| property | value | default | what it does |\n|---|---|---|---|\n");
        for (EngineOption<?> o : EngineOptions.all()) {
            out.append("| `").append(o.name()).append("` | ").append(o.valueText()).append(" | ")
                    .append(o.defaultText() == null ? "" : "`" + o.defaultText() + "`").append(" | ")
                    .append(o.documentation().replace("|", "\\|").replace("<", "&lt;")).append(" |\n");
        }
        return out.toString();
    }

    @Test
    void theConfigurationReferenceTableIsTheCatalogs() throws Exception {
        Path page = Path.of(System.getProperty("idgen.docs.configuration", "../docs/configuration.md"));
        String text = Files.readString(page);
        int begin = text.indexOf(BEGIN);
        int end = text.indexOf(END);
        assertThat(begin).as("marker " + BEGIN + " in " + page).isNotNegative();
        assertThat(end).as("marker " + END + " in " + page).isGreaterThan(begin);
        String generated = table();
        String current = text.substring(begin + BEGIN.length() + 1, end);
        if (Boolean.getBoolean("idgen.readme.update") && !current.equals(generated)) {
            Files.writeString(page, text.substring(0, begin + BEGIN.length() + 1) + generated + text.substring(end));
            current = generated;
        }
        assertThat(current).as(page + "'s engine options table; regenerate it with -Didgen.readme.update=true")
                .isEqualTo(generated);
    }

    @Test
    void enginePropertiesAreTheCatalogsEntries() {
        assertThat(EngineProperties.all()).extracting(EngineProperties.Property::name)
                .containsExactlyElementsOf(EngineOptions.all().stream().map(EngineOption::name).toList());
        Set<String> names = new HashSet<>();
        for (EngineOption<?> o : EngineOptions.all()) {
            assertThat(names.add(o.name())).as("one entry named " + o.name()).isTrue();
            assertThat(o.name()).as(o.name()).matches("[a-z]+(-[a-z]+)*(\\.[a-z]+(-[a-z]+)*)?");
            assertThat(o.description()).as(o.name()).isNotBlank();
            assertThat(EngineProperties.find(o.name())).isPresent();
        }
    }

    /** Every fixed default goes through its own check and is what a builder applies without being told. */
    @Test
    void everyDefaultIsAcceptedByTheBuilderAndEveryBoundIsChecked() {
        for (EngineOption<?> o : EngineOptions.all()) {
            o.defaultValue().ifPresent(d -> {
                assertThat(check(o, d)).as(o.name()).isEqualTo(d);
                IdGenEngineBuilder b = IdGenEngine.builder(new UnreachableDataSource());
                EngineProperties.apply(b, o.name(), d);
                EngineProperties.apply(b, o.name(), o.defaultText());
                assertThat(b.validate()).isSameAs(b);
            });
        }
        assertThat(SegmentOptions.DEFAULT_MIN_STEP).isEqualTo(EngineOptions.SEGMENT_MIN_STEP.defaultValue().orElseThrow());
        assertThatThrownBy(() -> EngineOptions.SNOWFLAKE_HEARTBEAT_INTERVAL.check(java.time.Duration.ofMillis(99)))
                .isInstanceOf(IdGenConfigurationException.class)
                .hasMessage("heartbeatInterval must be between PT0.1S and PT10M, was PT0.099S");
        assertThatThrownBy(() -> IdGenEngine.builder(new UnreachableDataSource()).executorThreads(65))
                .hasMessage("executorThreads must be between 1 and 64, was 65");
        assertThatThrownBy(() -> EngineProperties.apply(IdGenEngine.builder(new UnreachableDataSource()),
                "snowflake.heartbeat-interval", "50ms", "idgen.snowflake.heartbeat_interval"))
                .hasMessageContaining("idgen.snowflake.heartbeat_interval = '50ms'")
                .hasMessageContaining("heartbeatInterval must be between");
    }

    @SuppressWarnings("unchecked")
    private static <T> T check(EngineOption<T> option, Object value) {
        return option.check((T) value);
    }
}
