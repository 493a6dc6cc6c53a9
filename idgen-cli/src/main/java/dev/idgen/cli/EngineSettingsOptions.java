package dev.idgen.cli;

import dev.idgen.IdGenConfigurationException;
import dev.idgen.jdbc.EngineOption;
import dev.idgen.jdbc.EngineOptions;
import dev.idgen.jdbc.EngineProperties;
import dev.idgen.jdbc.IdGenEngineBuilder;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.Map;
import picocli.CommandLine.Option;

/**
 * {@code --set NAME=VALUE}: any engine option of the catalog ({@link EngineOptions}), by the name configuration
 * files use ({@code database-timeout=2s}, {@code segment.min-step=50}), for the commands that start an engine. The
 * names, their completion and the rules come from the catalog, so a new option is settable here without a
 * new flag. A value is checked by the engine's own rules, and a bad one is a usage error naming it.
 */
final class EngineSettingsOptions {

    /** The catalog's names, for picocli's completion and the help's list. */
    static final class Names implements Iterable<String> {
        @Override
        public Iterator<String> iterator() {
            return EngineOptions.all().stream().map(EngineOption::name).iterator();
        }
    }

    @Option(names = "--set", paramLabel = "NAME=VALUE", order = 90, completionCandidates = Names.class,
            description = "An engine option, repeatable (database-timeout=2s, segment.min-step=50); the options: "
                    + "${COMPLETION-CANDIDATES} (docs/configuration.md has each one's default and rule).")
    Map<String, String> settings = new LinkedHashMap<>();

    /**
     * Checks every {@code --set} on its own (name, form, bounds) before the command touches a database, so a bad
     * one is a usage error that changes nothing.
     */
    void validate() {
        settings.forEach((name, value) -> check(option(name), value, "--set " + name.trim()));
    }

    /** {@code builder} with every {@code --set} applied after what the command sets itself. */
    IdGenEngineBuilder applyTo(IdGenEngineBuilder builder) {
        settings.forEach((name, value) -> {
            try {
                EngineProperties.apply(builder, option(name), value, "--set " + name.trim());
            } catch (IdGenConfigurationException e) {
                throw CliFailure.usage(e.getMessage(), e);
            }
        });
        return builder;
    }

    private static EngineOption<?> option(String name) {
        return EngineOptions.find(name.trim()).orElseThrow(() -> CliFailure.usage("--set " + name.trim()
                + ": unknown engine option; the options are "
                + String.join(", ", EngineOptions.all().stream().map(EngineOption::name).toList())));
    }

    private static <T> void check(EngineOption<T> option, String value, String as) {
        try {
            option.check(option.read(value, as));
        } catch (IdGenConfigurationException e) {
            String message = e.getMessage().startsWith(as + " ") ? e.getMessage()
                    : as + " = '" + value + "': " + e.getMessage();
            throw CliFailure.usage(message, e);
        }
    }
}
