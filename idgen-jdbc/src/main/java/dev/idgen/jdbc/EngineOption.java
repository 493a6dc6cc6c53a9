package dev.idgen.jdbc;

import dev.idgen.IdGenConfigurationException;
import java.time.Duration;
import java.util.Objects;
import java.util.Optional;

/**
 * One engine option, declared once in {@link EngineOptions}: its name in configuration files
 * ({@code snowflake.lease-ttl}), its Java type, its default, its bounds, its description,
 * and how its value is read from text. It knows nothing of the builder: the builder and its option
 * groups keep values by their entry (the builder's {@code set(option, value)} sets any of them) and
 * check them with {@link #check}; {@link EngineProperties} (Hibernate's {@code idgen.<name>}
 * settings), Spring Boot's {@code idgen.*} properties and their IDE metadata, the CLI's
 * {@code --set} and the configuration reference all read this entry instead of repeating it.
 *
 * <p>Immutable; equal only to itself.
 *
 * @param <T> the type of the option's value ({@link Integer}, {@link Duration}, ...)
 */
public final class EngineOption<T> {

    /** Reads a value from configuration text; {@code as} names the option as the user wrote it, for messages. */
    @FunctionalInterface
    interface Parser<T> {
        T parse(String as, String text);
    }

    /** A rule on one value: returns it, or throws naming {@code label}, the value and the rule. */
    @FunctionalInterface
    interface Rule<T> {
        T check(String label, T value);
    }

    private final String name;
    private final String label;
    private final Class<T> type;
    private final T defaultValue;
    private final String defaultText;
    private final String valueText;
    private final String range;
    private final String description;
    private final Rule<T> rule;
    private final Parser<T> parser;

    EngineOption(String name, String label, Class<T> type, T defaultValue, String defaultText, String valueText,
                 String range, String description, Rule<T> rule, Parser<T> parser) {
        this.name = Objects.requireNonNull(name);
        this.label = Objects.requireNonNull(label);
        this.type = Objects.requireNonNull(type);
        this.defaultValue = defaultValue;
        this.defaultText = defaultText;
        this.valueText = Objects.requireNonNull(valueText);
        this.range = range;
        this.description = Objects.requireNonNull(description);
        this.rule = Objects.requireNonNull(rule);
        this.parser = Objects.requireNonNull(parser);
    }

    /** The name in configuration files, lower case with {@code -}, grouped by strategy: {@code segment.min-step}. */
    public String name() {
        return name;
    }

    /** The name of the builder option it sets, as messages about a bad value say it: {@code minStep}. */
    public String label() {
        return label;
    }

    /** The type of its value. */
    public Class<T> type() {
        return type;
    }

    /** Its default, when it is a fixed value (a computed default such as the engine's name is absent). */
    public Optional<T> defaultValue() {
        return Optional.ofNullable(defaultValue);
    }

    /**
     * Its default as a configuration file writes it ({@code 3s}, {@code 1000}, {@code UTC}), or how it
     * is computed when it is not fixed ({@code idgen-<n>}); {@code null} when there is none.
     */
    public String defaultText() {
        return defaultText;
    }

    /** What its value is written as: {@code integer}, {@code duration}, {@code app@host:port}, ... */
    public String valueText() {
        return valueText;
    }

    /** Its bounds as text ({@code 1 to 64}, {@code 100ms to 10m}), or {@code null} when only the type bounds it. */
    public Optional<String> range() {
        return Optional.ofNullable(range);
    }

    /** What it does, without its bounds. */
    public String description() {
        return description;
    }

    /** What it does, with its bounds when it has some: the text of the metadata and the reference. */
    public String documentation() {
        return range == null ? description : description + " (" + range + ")";
    }

    /**
     * {@code value} if the option accepts it.
     *
     * @throws IdGenConfigurationException naming {@link #label()}, the value and the rule
     */
    public T check(T value) {
        return rule.check(label, value);
    }

    /**
     * The value of a configuration entry: a value of {@link #type()} as it is, anything else read from
     * its text. Not checked against the bounds ({@link #check} does that where it is set).
     *
     * @param as the option's name as the user wrote it ({@code idgen.database-timeout}), for messages
     * @throws IdGenConfigurationException naming {@code as}, the value and the form expected
     */
    public T read(Object value, String as) {
        if (value == null) {
            throw new IdGenConfigurationException(as + " must have a value (" + valueText + "), was null");
        }
        if (type.isInstance(value)) {
            return type.cast(value);
        }
        return parser.parse(as, value instanceof String s ? s : value.toString());
    }

    @Override
    public String toString() {
        return name;
    }
}
