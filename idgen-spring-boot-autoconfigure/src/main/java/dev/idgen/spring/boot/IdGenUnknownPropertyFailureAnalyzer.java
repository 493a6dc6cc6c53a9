package dev.idgen.spring.boot;

import dev.idgen.jdbc.EngineOptions;
import java.beans.PropertyDescriptor;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import org.springframework.beans.BeanUtils;
import org.springframework.boot.context.properties.bind.UnboundConfigurationPropertiesException;
import org.springframework.boot.context.properties.source.ConfigurationProperty;
import org.springframework.boot.diagnostics.AbstractFailureAnalyzer;
import org.springframework.boot.diagnostics.FailureAnalysis;
import org.springframework.core.Ordered;

/**
 * Start-up failed because of {@code idgen.*} properties that idgen does not know (a typo such as
 * {@code idgen.segment.stepp}): names each one, where it is written and the nearest known property,
 * instead of Boot's generic "left unbound" report. Other prefixes are left to Boot's own analyzer.
 *
 * <p>Known names come from {@link IdGenProperties} itself (its bean properties, nested groups and the
 * properties of a configured key) and from the catalog of engine options it binds ({@link EngineOptions}), so
 * they cannot drift from what the binding accepts. Ordered first,
 * so it answers before Boot's generic analyzer of the same exception.
 */
public class IdGenUnknownPropertyFailureAnalyzer extends AbstractFailureAnalyzer<UnboundConfigurationPropertiesException>
        implements Ordered {

    private static final String PREFIX = "idgen.";
    private static final String KEYS = "idgen.keys";

    @Override
    public int getOrder() {
        return Ordered.HIGHEST_PRECEDENCE;
    }

    @Override
    protected FailureAnalysis analyze(Throwable rootFailure, UnboundConfigurationPropertiesException cause) {
        List<ConfigurationProperty> unknown = cause.getUnboundProperties().stream()
                .filter(p -> p.getName().toString().startsWith(PREFIX)).toList();
        if (unknown.isEmpty() || unknown.size() != cause.getUnboundProperties().size()) {
            return null; // not (only) idgen's: Boot's analyzer reports it
        }
        StringBuilder description = new StringBuilder("idgen could not start: unknown idgen propert")
                .append(unknown.size() == 1 ? "y" : "ies").append(":");
        StringBuilder action = new StringBuilder();
        for (ConfigurationProperty p : unknown) {
            String name = p.getName().toString();
            description.append("\n    ").append(name).append(" = '").append(p.getValue()).append("'");
            if (p.getOrigin() != null) {
                description.append(" (").append(p.getOrigin()).append(")");
            }
            Optional<String> nearest = nearest(name);
            action.append(nearest.map(n -> "Did you mean " + n + " instead of " + name + "? ")
                    .orElse("Remove " + name + ". "));
        }
        action.append("idgen refuses unknown idgen.* properties so that a typo never leaves an option at its default; "
                + "the properties are listed in the README's 'Spring Boot' section and completed by your IDE.");
        return new FailureAnalysis(description.toString(), action.toString().trim(), cause);
    }

    /**
     * The known property closest to {@code unknown} (edit distance, at most a quarter of its length), e.g.
     * {@code idgen.segment.min-step} for {@code idgen.segment.minstep}; a key's property for
     * {@code idgen.keys.<key>.<typo>}, with the key kept as written.
     */
    static Optional<String> nearest(String unknown) {
        List<String> candidates;
        String keyPrefix = null;
        if (unknown.startsWith(KEYS + ".") || unknown.startsWith(KEYS + "[")) {
            int last = unknown.lastIndexOf('.');
            int bracket = unknown.lastIndexOf(']');
            if (last > KEYS.length() && last > bracket) {
                keyPrefix = unknown.substring(0, last + 1);
                unknown = unknown.substring(last + 1);
                candidates = propertyNames(IdGenProperties.Key.class, "");
            } else {
                return Optional.empty();
            }
        } else {
            candidates = knownNames();
        }
        String typo = unknown;
        String prefix = keyPrefix == null ? "" : keyPrefix;
        return EngineOptions.nearestName(typo, candidates).map(c -> prefix + c);
    }

    /**
     * Every {@code idgen.*} property except the keys map, in kebab case: those of {@link IdGenProperties} and the
     * engine options of the catalog ({@link EngineOptions}), which it binds.
     */
    static List<String> knownNames() {
        List<String> names = propertyNames(IdGenProperties.class, PREFIX);
        names.remove(KEYS);
        names.remove(PREFIX + "environment"); // EnvironmentAware's setter, not a property
        EngineOptions.all().forEach(o -> names.add(PREFIX + o.name()));
        return names;
    }

    private static List<String> propertyNames(Class<?> type, String prefix) {
        List<String> names = new ArrayList<>();
        for (PropertyDescriptor d : BeanUtils.getPropertyDescriptors(type)) {
            if (d.getReadMethod() == null || d.getName().equals("class")) {
                continue;
            }
            String name = prefix + kebab(d.getName());
            Class<?> t = d.getPropertyType();
            if (t.getDeclaringClass() == IdGenProperties.class && d.getWriteMethod() == null) {
                names.addAll(propertyNames(t, name + "."));
            } else if (d.getWriteMethod() != null || Map.class.isAssignableFrom(t)) {
                names.add(name);
            }
        }
        return names;
    }

    private static String kebab(String camel) {
        return camel.replaceAll("([A-Z])", "-$1").toLowerCase(Locale.ROOT);
    }
}
