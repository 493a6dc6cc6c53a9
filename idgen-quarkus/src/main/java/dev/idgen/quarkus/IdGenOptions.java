package dev.idgen.quarkus;

import dev.idgen.IdGenConfigurationException;
import dev.idgen.jdbc.EngineOption;
import dev.idgen.jdbc.EngineOptions;
import dev.idgen.jdbc.EngineProperties;
import dev.idgen.jdbc.IdGenEngineBuilder;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import org.eclipse.microprofile.config.Config;

/**
 * The engine options of idgen's catalog ({@link EngineOptions}) as Quarkus configuration: {@code idgen.<name>}, read
 * from the application's configuration at start and applied through {@link EngineProperties#apply}, which checks each
 * value with the catalog's type and bounds and names the property when it is bad. Also the check that refuses every
 * {@code idgen.*} name that is neither a catalog option nor a member of {@link IdGenConfig}, naming the nearest known
 * one: a typo such as {@code idgen.snowflake.lease-tl} left at its default would be a silent change of behaviour.
 *
 * <p>Environment variables and JVM system properties are exempt (as in Spring Boot): {@code IDGEN_*} variables of
 * other tools do not stop the application; a value given so for a known name is read as usual.
 */
final class IdGenOptions {

    static final String PREFIX = "idgen.";

    /** The members of {@link IdGenConfig} (without the prefix) besides the keys. */
    static final List<String> OWN = List.of("migrate", "datasource", "slow-ordered.tables", "hibernate.check-existing-rows",
            "hibernate.adopt-existing-rows");

    /** The members of {@link IdGenConfig.Key}, as {@code idgen.keys.<key>.<member>}. */
    static final List<String> KEY_MEMBERS = List.of("strategy", "start", "step", "min-step", "max-step", "description",
            "adopt-from", "headroom");

    private IdGenOptions() {
    }

    /**
     * The catalog options set in {@code config}, by catalog name, as written (text); the others keep the catalog's
     * default.
     */
    static Map<String, String> configured(Config config) {
        Map<String, String> set = new LinkedHashMap<>();
        for (EngineOption<?> option : EngineOptions.all()) {
            config.getOptionalValue(PREFIX + option.name(), String.class)
                    .filter(v -> !v.isBlank())
                    .ifPresent(v -> set.put(option.name(), v));
        }
        return set;
    }

    /** Applies every configured catalog option to {@code builder}, each checked and named as {@code idgen.<name>}. */
    static IdGenEngineBuilder applyTo(IdGenEngineBuilder builder, Map<String, String> configured) {
        configured.forEach((name, value) -> EngineProperties.apply(builder, name, value, PREFIX + name));
        return builder;
    }

    /**
     * Refuses the {@code idgen.*} names of {@code config} that idgen does not know.
     *
     * @throws IdGenConfigurationException naming each unknown property and the nearest known one
     */
    static void refuseUnknown(Config config) {
        List<String> problems = new ArrayList<>();
        Set<String> names = new TreeSet<>();
        config.getPropertyNames().forEach(names::add);
        for (String name : names) {
            if (!name.startsWith(PREFIX) || known(name) || fromEnvironment(config, name)) {
                continue;
            }
            problems.add(name + nearest(name).map(n -> " (did you mean " + n + "?)").orElse(" (no known name is close)"));
        }
        if (!problems.isEmpty()) {
            throw new IdGenConfigurationException("idgen: unknown configuration propert" + (problems.size() == 1 ? "y " : "ies ")
                    + String.join(", ", problems) + ". Fix: correct the name; the engine options are those of idgen's "
                    + "configuration reference (docs/configuration.md), the extension's own are in docs/quarkus.md.");
        }
    }

    /** Set as an environment variable or a JVM system property: exempt, as Spring Boot exempts them. */
    private static boolean fromEnvironment(Config config, String name) {
        String source = String.valueOf(config.getConfigValue(name).getSourceName());
        return source.startsWith("EnvConfigSource") || source.startsWith("SysPropConfigSource");
    }

    static boolean known(String name) {
        String rest = name.substring(PREFIX.length());
        if (OWN.contains(rest) || EngineOptions.find(rest).isPresent()) {
            return true;
        }
        if (rest.startsWith("keys.")) {
            int dot = rest.lastIndexOf('.');
            return dot > "keys.".length() && KEY_MEMBERS.contains(rest.substring(dot + 1));
        }
        return false;
    }

    /**
     * The known name nearest to {@code name} ({@link EngineOptions#nearestName}, the rule the Spring Boot starter uses
     * too), with {@code idgen.keys.<key>.} kept for a key member; empty when none is close.
     */
    static Optional<String> nearest(String name) {
        String rest = name.substring(PREFIX.length());
        List<String> candidates = new ArrayList<>(OWN);
        EngineOptions.all().forEach(o -> candidates.add(o.name()));
        String keyPrefix = "";
        if (rest.startsWith("keys.") && rest.lastIndexOf('.') > "keys.".length()) {
            keyPrefix = rest.substring(0, rest.lastIndexOf('.') + 1);
            rest = rest.substring(keyPrefix.length());
            candidates.clear();
            candidates.addAll(KEY_MEMBERS);
        }
        String prefix = PREFIX + keyPrefix;
        return EngineOptions.nearestName(rest, candidates).map(c -> prefix + c);
    }

    /** A catalog option's configured value read with the catalog's type, else its default. */
    static <T> Optional<T> value(Map<String, String> configured, EngineOption<T> option) {
        String text = configured.get(option.name());
        return text != null ? Optional.of(option.read(text, PREFIX + option.name())) : option.defaultValue();
    }
}
