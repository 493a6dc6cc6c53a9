package dev.idgen.spring.boot;

import static org.assertj.core.api.Assertions.assertThat;

import dev.idgen.jdbc.EngineOptions;
import java.beans.Introspector;
import java.beans.PropertyDescriptor;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.boot.context.properties.bind.UnboundConfigurationPropertiesException;
import org.springframework.boot.diagnostics.FailureAnalysis;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;
import org.springframework.context.annotation.Configuration;

/**
 * {@code idgen.*} properties are bound strictly: every documented one (the configuration metadata, and
 * each property of a configured key) is accepted, and anything else fails start-up with the property,
 * where it is written and the nearest known name. Binding only, no database.
 */
class IdGenUnknownPropertiesTest {

    @Configuration(proxyBeanMethods = false)
    @EnableConfigurationProperties(IdGenProperties.class)
    static class Bound {
    }

    private final ApplicationContextRunner runner = new ApplicationContextRunner().withUserConfiguration(Bound.class);

    /** A value each property accepts: its documented default, or a sample for the ones without. */
    private static final Map<String, String> SAMPLES = Map.of("idgen.dialect", "h2", "idgen.name", "shop",
            "idgen.schema", "ids", "idgen.snowflake.node", "shop@10.0.0.7:8080",
            "idgen.snowflake.worker-cache-file", "/tmp/idgen-worker");

    @Test
    void everyDocumentedPropertyIsAccepted() throws Exception {
        List<String> values = new ArrayList<>();
        for (ConfigurationMetadata.Property p : ConfigurationMetadata.read().properties()) {
            if (p.name().equals("idgen.keys")) {
                continue; // a map: its entries' properties follow
            }
            String value = p.defaultValue() != null ? p.defaultValue() : SAMPLES.get(p.name());
            assertThat(value).as("a value for " + p.name()).isNotNull();
            values.add(p.name() + "=" + value);
        }
        for (PropertyDescriptor d : Introspector.getBeanInfo(IdGenProperties.Key.class, Object.class).getPropertyDescriptors()) {
            String kebab = d.getName().replaceAll("([A-Z])", "-$1").toLowerCase(Locale.ROOT);
            String value = switch (kebab) {
                case "strategy" -> "segment";
                case "adopt-from" -> "orders.id";
                case "description" -> "orders";
                default -> "7";
            };
            values.add("idgen.keys.order." + kebab + "=" + value);
            values.add("idgen.keys.[im.message]." + kebab + "=" + value);
        }
        runner.withPropertyValues(values.toArray(String[]::new)).run(ctx -> {
            assertThat(ctx).hasNotFailed();
            IdGenProperties bound = ctx.getBean(IdGenProperties.class);
            assertThat(bound.getKeys()).containsOnlyKeys("order", "im.message");
            assertThat(bound.getKeys().get("im.message").getAdoptFrom()).isEqualTo("orders.id");
            assertThat(bound.get(EngineOptions.SNOWFLAKE_WORKER_CACHE_FILE)).isEqualTo(Path.of("/tmp/idgen-worker"));
        });
        // relaxed spellings of known properties are still known (Boot ignores dashes, underscores and case)
        runner.withPropertyValues("idgen.segment.defaultStep=77", "idgen.max_wait=250ms", "idgen.maxwait=250ms",
                        "idgen.keys.order.min_step=5")
                .run(ctx -> assertThat(ctx).hasNotFailed());
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
            "idgen.segment.stepp=5                | idgen.segment.stepp         | Did you mean idgen.segment.",
            "idgen.segment.min-stp=5              | idgen.segment.min-stp       | Did you mean idgen.segment.min-step",
            "idgen.snowflak.lease-ttl=5s          | idgen.snowflak.lease-ttl    | Did you mean idgen.snowflake.lease-ttl",
            "idgen.snowflak.worker-bits=12        | idgen.snowflak.worker-bits  | Remove idgen.snowflak.worker-bits",
            "idgen.max-wiat=5s                    | idgen.max-wiat              | Did you mean idgen.max-wait",
            "idgen.keys.order.stepp=5             | idgen.keys.order.stepp      | Did you mean idgen.keys.order.step",
            "idgen.keys.[im.message].strategyy=x  | idgen.keys[im.message].strategyy | Did you mean idgen.keys[im.message].strategy",
    })
    void anUnknownPropertyFailsStartUpNamingItAndTheNearestKnownOne(String property, String name, String action) {
        runner.withPropertyValues(property).run(ctx -> {
            assertThat(ctx).hasFailed();
            FailureAnalysis analysis = new IdGenUnknownPropertyFailureAnalyzer().analyze(ctx.getStartupFailure());
            assertThat(analysis).as("analysis of %s", ctx.getStartupFailure()).isNotNull();
            assertThat(analysis.getCause()).isInstanceOf(UnboundConfigurationPropertiesException.class);
            assertThat(analysis.getDescription()).contains("unknown idgen property").contains(name + " = '");
            assertThat(analysis.getAction()).startsWith(action);
        });
    }

    @Test
    void environmentVariablesOfOtherToolsAreNotIdgensProperties() {
        // Boot exempts the system environment and system properties from unknown-field checks; IDGEN_TEST_* of the
        // test fixtures and -Didgen.* switches of idgen's own tooling therefore do not stop an application
        System.setProperty("idgen.some-tool.switch", "true");
        try {
            runner.run(ctx -> assertThat(ctx).hasNotFailed());
        } finally {
            System.clearProperty("idgen.some-tool.switch");
        }
    }

    @Test
    void unknownPropertiesOfOtherPrefixesAreLeftToBoot() {
        assertThat(IdGenUnknownPropertyFailureAnalyzer.knownNames()).contains("idgen.segment.min-step",
                "idgen.snowflake.worker-cache-file", "idgen.enabled").doesNotContain("idgen.keys");
        assertThat(new IdGenUnknownPropertyFailureAnalyzer().analyze(new IllegalStateException("unrelated"))).isNull();
    }
}
