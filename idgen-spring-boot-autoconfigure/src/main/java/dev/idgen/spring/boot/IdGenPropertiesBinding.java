package dev.idgen.spring.boot;

import dev.idgen.jdbc.EngineOption;
import dev.idgen.jdbc.EngineOptions;
import java.time.Duration;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.Set;
import org.springframework.boot.context.properties.bind.AbstractBindHandler;
import org.springframework.boot.context.properties.bind.BindContext;
import org.springframework.boot.context.properties.bind.BindHandler;
import org.springframework.boot.context.properties.bind.Bindable;
import org.springframework.boot.context.properties.bind.Binder;
import org.springframework.boot.context.properties.bind.UnboundConfigurationPropertiesException;
import org.springframework.boot.context.properties.source.ConfigurationProperty;
import org.springframework.boot.context.properties.source.ConfigurationPropertyName;
import org.springframework.boot.context.properties.source.ConfigurationPropertySource;
import org.springframework.boot.context.properties.source.ConfigurationPropertySources;
import org.springframework.boot.context.properties.source.IterableConfigurationPropertySource;
import org.springframework.boot.context.properties.source.UnboundElementsSourceFilter;
import org.springframework.core.env.Environment;

/**
 * Binds the engine options of {@link EngineOptions} into {@link IdGenProperties} ({@code idgen.<name>}, relaxed
 * names, each with its own type), then refuses every {@code idgen.*} property that nothing bound: Boot's
 * unknown-field check ({@code NoUnboundElementsBindHandler}) over the names bound by this binding and by
 * Boot's binding of {@link IdGenProperties}' own fields, with Boot's exemption of environment variables and
 * system properties ({@link UnboundElementsSourceFilter}).
 */
final class IdGenPropertiesBinding {

    private static final ConfigurationPropertyName ROOT = ConfigurationPropertyName.of("idgen");

    /**
     * Types Boot's binder converts as users expect them ({@code 250ms}, {@code 3s}, numbers, booleans); the
     * other options ({@code app@host:port}, a layout, a zone, a dialect, a path) are read from their text by
     * the catalog's own parser, whose errors name the property and the form expected.
     */
    private static final Set<Class<?>> BOOT_TYPES = Set.of(String.class, Integer.class, Long.class, Double.class,
            Boolean.class, Duration.class);

    private IdGenPropertiesBinding() {
    }

    static void bindEngineOptions(Environment environment, IdGenProperties target) {
        Iterable<ConfigurationPropertySource> sources = ConfigurationPropertySources.get(environment);
        Binder binder = Binder.get(environment);
        Recorder bound = new Recorder();
        // the fields of IdGenProperties once more, into a copy, only to learn which names they bind
        binder.bind(ROOT, Bindable.ofInstance(new IdGenProperties()), bound);
        for (EngineOption<?> option : EngineOptions.all()) {
            bind(binder, option, target, bound);
        }
        Set<ConfigurationProperty> unknown = new LinkedHashSet<>();
        UnboundElementsSourceFilter applicationSources = new UnboundElementsSourceFilter();
        for (ConfigurationPropertySource source : sources) {
            if (source instanceof IterableConfigurationPropertySource names && applicationSources.apply(source)) {
                names.stream().filter(ROOT::isAncestorOf).filter(n -> !bound.names.contains(n))
                        .forEach(n -> unknown.add(source.getConfigurationProperty(n)));
            }
        }
        if (!unknown.isEmpty()) {
            throw new UnboundConfigurationPropertiesException(unknown);
        }
    }

    /**
     * The type the IDE is told for an option ({@code additional-spring-configuration-metadata.json}): its own
     * for the types Boot binds, text for those the catalog reads from text.
     */
    static String metadataType(EngineOption<?> option) {
        return BOOT_TYPES.contains(option.type()) ? option.type().getName() : String.class.getName();
    }

    /** The description the IDE shows: the catalog's, as a sentence, as Boot's own descriptions are written. */
    static String metadataDescription(EngineOption<?> option) {
        String d = option.documentation();
        return Character.toUpperCase(d.charAt(0)) + d.substring(1) + ".";
    }

    private static <T> void bind(Binder binder, EngineOption<T> option, IdGenProperties target, BindHandler handler) {
        String name = "idgen." + option.name();
        if (BOOT_TYPES.contains(option.type())) {
            binder.bind(name, Bindable.of(option.type()), handler).ifBound(v -> target.set(option, v));
        } else {
            binder.bind(name, Bindable.of(String.class), handler).ifBound(text -> target.set(option, option.read(text, name)));
        }
    }

    /** Remembers every name bound, as Boot's {@code NoUnboundElementsBindHandler} does. */
    private static final class Recorder extends AbstractBindHandler {

        final Set<ConfigurationPropertyName> names = new HashSet<>();

        @Override
        public Object onSuccess(ConfigurationPropertyName name, Bindable<?> target, BindContext context, Object result) {
            names.add(name);
            return super.onSuccess(name, target, context, result);
        }
    }
}
