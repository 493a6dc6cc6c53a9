package dev.idgen.jdbc;

import java.util.HashMap;
import java.util.Map;

/**
 * The values of an engine's options as the builder and its option groups hold them: one entry per
 * {@link EngineOption} that was set, checked by the option's own rule when set; an option never set
 * reads as its default. One store per builder, shared by its option groups, so that any option can
 * be set by its catalog entry ({@link IdGenEngineBuilder#set}) with no code of its own, and the
 * catalog needs to know nothing of the builder.
 */
final class OptionValues {

    private final Map<EngineOption<?>, Object> values = new HashMap<>();

    /** Checks {@code value} with the option's rule and keeps it. */
    <T> void set(EngineOption<T> option, T value) {
        values.put(option, option.check(value));
    }

    /** Whether {@code option} was set (to any value, its default included). */
    boolean isSet(EngineOption<?> option) {
        return values.containsKey(option);
    }

    /** The value set, else the option's default ({@code null} when it has none). */
    <T> T get(EngineOption<T> option) {
        Object v = values.get(option);
        return v != null ? option.type().cast(v) : option.defaultValue().orElse(null);
    }
}
