package dev.idgen.jdbc;

import dev.idgen.Dialect;
import dev.idgen.IdGenConfigurationException;
import dev.idgen.jdbc.snowflake.NodeIdentity;
import java.nio.file.Path;
import java.time.Duration;
import java.time.ZoneId;
import java.util.List;
import java.util.Optional;

/**
 * Every engine option as a named property, for configuration files (Hibernate's settings, Spring
 * Boot's {@code idgen.*}, the CLI's {@code --set}): a view over {@link EngineOptions}, the catalog
 * that declares each option once (name, type, default, bounds, description). Integrations apply
 * properties through {@link #apply} instead of listing options, rules or defaults of their own.
 *
 * <p>Names are lower case with {@code -}, grouped by strategy: {@code database-timeout},
 * {@code segment.min-step}, {@code snowflake.lease-ttl}, {@code slow-ordered.shards},
 * {@code daily.zone}. Values may be strings or typed objects ({@code Integer}, {@code Boolean},
 * {@link Duration}, {@link ZoneId}, {@link Path}, {@link NodeIdentity}, {@link Dialect}). A
 * duration is a number with a unit ({@code 500ms}, {@code 3s}, {@code 15m}, {@code 1h}) or ISO-8601
 * ({@code PT3S}); a bare number is refused, its unit would be a guess. A node is
 * {@code app@host:port}. A bad value throws {@link IdGenConfigurationException} naming the
 * property, the value and the rule.
 */
public final class EngineProperties {

    /**
     * One property.
     *
     * @param name         its name, e.g. {@code segment.min-step}
     * @param type         what its value is, e.g. {@code integer}, {@code duration}
     * @param defaultValue its default as text, or {@code null} when there is none
     * @param description  what it does
     */
    public record Property(String name, String type, String defaultValue, String description) {

        static Property of(EngineOption<?> option) {
            return new Property(option.name(), option.valueText(), option.defaultText(), option.documentation());
        }
    }

    private static final List<Property> ALL = EngineOptions.all().stream().map(Property::of).toList();

    private EngineProperties() {
    }

    /** Every property, in a stable order: the engine's, then each strategy's. */
    public static List<Property> all() {
        return ALL;
    }

    /** The property named {@code name}, if there is one. */
    public static Optional<Property> find(String name) {
        return EngineOptions.find(name).map(Property::of);
    }

    /**
     * Sets the option named {@code name} to {@code value} on {@code builder}.
     *
     * @throws IdGenConfigurationException naming the property, the value and the rule; or naming an
     *         unknown property and the known ones
     */
    public static IdGenEngineBuilder apply(IdGenEngineBuilder builder, String name, Object value) {
        return apply(builder, name, value, name);
    }

    /**
     * Like {@link #apply(IdGenEngineBuilder, String, Object)}, naming the property {@code spelledAs}
     * in messages: the way the user wrote it (Hibernate's {@code idgen.database-timeout}, say).
     */
    public static IdGenEngineBuilder apply(IdGenEngineBuilder builder, String name, Object value, String spelledAs) {
        EngineOption<?> option = EngineOptions.find(name).orElseThrow(() -> new IdGenConfigurationException(
                "unknown idgen property '" + name + "'; the properties are "
                        + String.join(", ", EngineOptions.all().stream().map(EngineOption::name).toList())));
        return apply(builder, option, value, spelledAs);
    }

    /**
     * Sets {@code option} to {@code value} (a value of its type as it is, anything else read from text)
     * on {@code builder}, naming it {@code spelledAs} in messages.
     *
     * @throws IdGenConfigurationException naming {@code spelledAs}, the value and the rule
     */
    public static <T> IdGenEngineBuilder apply(IdGenEngineBuilder builder, EngineOption<T> option, Object value,
                                               String spelledAs) {
        try {
            builder.set(option, option.read(value, spelledAs));
        } catch (IdGenConfigurationException rule) {
            if (rule.getMessage().startsWith(spelledAs + " ")) {
                throw rule;
            }
            throw new IdGenConfigurationException(spelledAs + " = '" + value + "': " + rule.getMessage(), rule);
        }
        return builder;
    }
}
