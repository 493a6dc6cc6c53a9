package dev.idgen.hibernate.internal;

import dev.idgen.IdGenConfigurationException;
import dev.idgen.IdGenerator;
import dev.idgen.IdKeys;
import dev.idgen.InvalidIdRequestException;
import dev.idgen.Strategy;
import dev.idgen.format.IdFormat;
import dev.idgen.jdbc.IdGenEngine;
import java.util.List;
import java.util.Properties;
import java.util.UUID;
import org.hibernate.MappingException;

/**
 * What one id attribute asks for: a strategy and its key, sub-key or namespace, checked against
 * the attribute. Built from {@code @IdGen} or from {@code @GenericGenerator} parameters; everything
 * that can be checked without the engine is checked here, before any SQL, and every failure names
 * the entity, the field, the value and the fix in the syntax the user wrote.
 *
 * <p>Rules: the id is {@code long}/{@code Long}. What picks a generator is the strategy's
 * ({@link Strategy#keyWord()}, {@link Strategy#hasSubKey()}): segment and slow-ordered use a key,
 * which defaults to the JPA entity name of the root entity when that is a valid key; slow-ordered
 * also uses a sub-key (default {@value GeneratorParameters#DEFAULT_SUB_KEY}); snowflake uses a
 * namespace (default {@value IdGenEngine#DEFAULT_NAMESPACE}) and takes no key. A strategy of one's
 * own (registered with the engine) uses a key; whether the engine has it is checked when the
 * SessionFactory starts ({@link #open}). A value that would have no effect (a key on snowflake, a
 * sub-key where there is none, a namespace on anything but snowflake) is an error, never ignored.
 *
 * @param strategy the strategy's name as the engine spells it ({@code segment}, {@code my-strategy})
 * @param key the key, {@code null} for snowflake
 * @param subKey the sub-key, {@code null} unless slow-ordered
 * @param namespace the namespace, {@code null} unless snowflake
 * @param format the format of a formatted (String) id, {@code null} for numeric ids
 */
record GeneratorSpec(IdTarget target, String strategy, String key, String subKey, String namespace,
                            IdFormat format, Syntax syntax) {

    /** How the user wrote the configuration, so a fix is given in the same syntax. */
    public enum Syntax {
        ANNOTATION("@IdGen(%s = %s)", "remove %s from @IdGen", attribute -> attribute,
                strategy -> "Strategy." + strategy.name()),
        PARAMETERS("@Parameter(name = \"%s\", value = %s)", "remove @Parameter(name = \"%s\")",
                attribute -> attribute.equals(Syntax.SUB_KEY) ? GeneratorParameters.SUB_KEY : attribute,
                strategy -> "\"" + strategy.externalName() + "\"");

        /** The attribute of {@code @IdGen}; its {@code @Parameter} name differs. */
        static final String SUB_KEY = "subKey";

        private final String setting;
        private final String removal;
        private final java.util.function.UnaryOperator<String> names;
        private final java.util.function.Function<Strategy, String> strategies;

        /**
         * @param setting    how an attribute is set, from its name and value
         * @param removal    how an attribute is taken away, from its name
         * @param names      an attribute's name (as in {@code @IdGen}) in this syntax
         * @param strategies a built-in strategy as a value of the strategy attribute
         */
        Syntax(String setting, String removal, java.util.function.UnaryOperator<String> names,
               java.util.function.Function<Strategy, String> strategies) {
            this.setting = setting;
            this.removal = removal;
            this.names = names;
            this.strategies = strategies;
        }

        /** How to set {@code attribute} (named as in {@code @IdGen}) to {@code value}. */
        String set(String attribute, String value) {
            return String.format(setting, name(attribute), value);
        }

        /** The name of {@code attribute} (named as in {@code @IdGen}) in this syntax. */
        String name(String attribute) {
            return names.apply(attribute);
        }

        /** {@code strategy} as a value of the strategy attribute in this syntax. */
        String strategy(Strategy strategy) {
            return strategies.apply(strategy);
        }

        String remove(String attribute) {
            return String.format(removal, name(attribute));
        }
    }

    /**
     * From the annotation's values; empty strings mean "not given".
     *
     * @param custom the name of a strategy of one's own, or empty for {@code strategy}
     */
    public static GeneratorSpec fromAnnotation(IdTarget target, Strategy strategy, String custom, String key,
                                               String subKey, String namespace, String format) {
        String own = emptyToNull(custom);
        if (own != null && strategy != Strategy.SEGMENT) {
            throw target.problem("both strategy = " + Syntax.ANNOTATION.strategy(strategy) + " and custom = \"" + custom
                    + "\" are given; an id has one strategy", "remove one of them");
        }
        String pattern = emptyToNull(format);
        if (pattern != null && (own != null || strategy != Strategy.SEGMENT)) {
            throw target.problem("format \"" + pattern + "\" is given with " + (own != null ? "custom = \"" + own + "\""
                    : "strategy = " + Syntax.ANNOTATION.strategy(strategy)) + "; formatted ids take their serials from "
                    + "the key's daily sequence (or segment key) and have no other strategy", "remove "
                    + (own != null ? "custom" : "strategy") + ", or remove format for numeric ids");
        }
        return resolve(target, pattern != null ? GeneratorParameters.FORMATTED
                        : own != null ? checkCustom(target, own, Syntax.ANNOTATION) : strategy.externalName(),
                emptyToNull(key), emptyToNull(subKey), emptyToNull(namespace), pattern, Syntax.ANNOTATION);
    }

    /**
     * From {@code @GenericGenerator} parameters ({@code strategy}, {@code key}, {@code sub_key},
     * {@code namespace}). A parameter given with an empty value is checked as given (and refused).
     * A strategy name that is not built in is taken for one registered with the engine.
     */
    public static GeneratorSpec fromParameters(IdTarget target, Properties parameters) {
        String name = parameters.getProperty(GeneratorParameters.STRATEGY);
        String pattern = parameters.getProperty(GeneratorParameters.FORMAT);
        String strategy;
        if (pattern != null) {
            if (name != null && !Strategy.normalize(name).equals(GeneratorParameters.FORMATTED)) {
                throw target.problem("format \"" + pattern + "\" is given with strategy \"" + name + "\"; formatted ids "
                        + "have no other strategy", "set strategy to \"formatted\" or remove it, or remove format for "
                        + "numeric ids");
            }
            strategy = GeneratorParameters.FORMATTED;
        } else if (name != null && Strategy.normalize(name).equals(GeneratorParameters.FORMATTED)) {
            throw target.problem("strategy \"formatted\" needs a format", Syntax.PARAMETERS.set("format",
                    "\"ORD{date:yyyyMMdd}{serial:6}\""));
        } else {
            strategy = name == null ? Strategy.SEGMENT.externalName() : checkCustom(target, name, Syntax.PARAMETERS);
        }
        return resolve(target, strategy, parameters.getProperty(GeneratorParameters.KEY),
                parameters.getProperty(GeneratorParameters.SUB_KEY), parameters.getProperty(GeneratorParameters.NAMESPACE),
                pattern, Syntax.PARAMETERS);
    }

    /** A strategy name as the engine spells it; refuses names that cannot be a strategy's, and daily serials. */
    private static String checkCustom(IdTarget target, String name, Syntax syntax) {
        String example = syntax.set("strategy", syntax.strategy(Strategy.SEGMENT)) + " (or "
                + (syntax == Syntax.ANNOTATION ? "Strategy.SLOW_ORDERED, Strategy.SNOWFLAKE)" : "\"slow-ordered\", \"snowflake\")")
                + ", or the name of a strategy registered with the engine";
        if (!IdKeys.isValid(name.trim())) {
            throw target.problem("unknown strategy '" + name + "'; expected one of " + builtInNames()
                    + " or the name of a strategy registered with the engine", example);
        }
        String normalized = Strategy.normalize(name);
        if (normalized.equals("daily") || normalized.equals("strict-daily")) {
            throw target.problem(normalized + " serials restart at 1 every day, so they cannot be entity ids",
                    syntax.set("strategy", syntax.strategy(Strategy.SEGMENT)) + ", or keep daily numbers in a column of "
                            + "their own (engine.daily(key)) or in a formatted id with a {date:..}");
        }
        return normalized;
    }

    private static GeneratorSpec resolve(IdTarget target, String strategy, String key, String subKey, String namespace,
            String pattern, Syntax syntax) {
        Strategy builtIn = builtIn(strategy);
        IdFormat format = pattern == null ? null : parseFormat(target, pattern, syntax);
        checkType(target, strategy, builtIn, format, syntax);
        if (subKey != null && (builtIn == null || !builtIn.hasSubKey())) {
            throw target.problem("sub-key '" + subKey + "' is given, but only the slow-ordered strategy has sub-keys "
                    + "and this one is " + strategy, syntax.remove(Syntax.SUB_KEY) + ", or "
                    + syntax.set("strategy", syntax.strategy(Strategy.SLOW_ORDERED))
                    + " for ids strictly increasing per key and sub-key");
        }
        if (builtIn != null && builtIn.keyWord().equals("namespace")) {
            if (key != null) {
                throw target.problem(strategy + " ids are unique per namespace and take no key, but key '" + key
                        + "' is given", syntax.remove("key") + ", or " + syntax.set("namespace", quote(key))
                        + " for a namespace of its own");
            }
            String ns = namespace == null ? IdGenEngine.DEFAULT_NAMESPACE : namespace;
            checkKey(target, ns, "namespace", "namespace", "\"order\"", syntax);
            return new GeneratorSpec(target, strategy, null, null, ns, null, syntax);
        }
        if (namespace != null) {
            throw target.problem("namespace '" + namespace + "' is given, but only the snowflake strategy has "
                    + "namespaces and this one is " + strategy, syntax.remove("namespace"));
        }
        if (key == null) {
            String fallback = target.jpaEntityName();
            if (fallback == null || !IdKeys.isValid(fallback)) {
                throw target.problem("no key is given and no default applies: the default is the JPA entity name, and '"
                        + fallback + "' is not a valid key (1 to " + IdKeys.MAX_LENGTH
                        + " ASCII letters, digits, '.', '_', '-', ':')", syntax.set("key", "\"order\"")
                        + " with a key of your own");
            }
            key = fallback;
        }
        checkKey(target, key, "key", "key", "\"order\"", syntax);
        if (builtIn == null || !builtIn.hasSubKey()) {
            return new GeneratorSpec(target, strategy, key, null, null, format, syntax);
        }
        String sub = subKey == null ? GeneratorParameters.DEFAULT_SUB_KEY : subKey;
        checkKey(target, sub, "sub-key", Syntax.SUB_KEY, "\"room-42\"", syntax);
        return new GeneratorSpec(target, strategy, key, sub, null, null, syntax);
    }

    /** The built-in strategy of that name, or {@code null} for one of one's own. */
    private static Strategy builtIn(String name) {
        for (Strategy s : Strategy.values()) {
            if (s.externalName().equals(name)) {
                return s;
            }
        }
        return null;
    }

    private static String builtInNames() {
        return String.join(", ", java.util.Arrays.stream(Strategy.values()).map(Strategy::externalName).toList());
    }

    /**
     * The engine's generator for this spec, through the engine's table of strategies (so through
     * its plugins and rejection handler). Engines cache generators per key, (key, sub-key) and
     * namespace, so asking twice (a 7.x boot creates generators twice) costs nothing. The first
     * slow-ordered generator of an engine checks the slow-ordered tables, so a missing table fails
     * the SessionFactory build, not the first {@code persist}.
     *
     * @throws MappingException naming the entity and field when the engine has no such strategy
     */
    public Object open(IdGenEngine engine) {
        if (format != null) {
            return engine.formatted(key, format);
        }
        requireStrategy(engine);
        return subKey != null ? engine.generator(strategy, key, subKey)
                : engine.generator(strategy, namespace != null ? namespace : key);
    }

    /**
     * Checks that {@code engine} serves this spec's strategy.
     *
     * @throws MappingException naming the entity and field when it does not
     */
    public void requireStrategy(IdGenEngine engine) {
        if (format != null) {
            return; // formatted ids come from the engine's daily sequences or segment keys, always there
        }
        List<String> known = engine.strategies();
        if (!known.contains(strategy)) {
            throw target.problem("unknown strategy '" + strategy + "'; expected one of " + builtInNames()
                    + " or a strategy registered with the engine (engine " + engine.name() + " serves "
                    + String.join(", ", known) + ")", syntax.set("strategy", syntax.strategy(Strategy.SEGMENT))
                    + ", or register the strategy with IdGenEngineBuilder.strategy(..) or "
                    + "META-INF/services/dev.idgen.spi.IdStrategy");
        }
    }

    /**
     * Checks {@code value} against the key rule.
     *
     * @param what the value's name in the message ({@code "sub-key"})
     * @param attribute the attribute as named in {@code @IdGen} ({@code "subKey"})
     * @param example a valid value for the fix
     */
    private static void checkKey(IdTarget target, String value, String what, String attribute, String example,
            Syntax syntax) {
        try {
            IdKeys.check(value, what);
        } catch (InvalidIdRequestException e) {
            throw target.problem(e.getMessage(), syntax.set(attribute, example) + " with a value that follows the rule", e);
        }
    }

    private static IdFormat parseFormat(IdTarget target, String pattern, Syntax syntax) {
        IdFormat format;
        try {
            format = IdFormat.parse(pattern);
        } catch (IdGenConfigurationException e) {
            throw target.problem(e.getMessage(), syntax.set("format", "\"ORD{date:yyyyMMdd}{serial:6}\"")
                    + " with a valid pattern (see dev.idgen.format.IdFormat)", e);
        }
        if (!format.callerParts().isEmpty()) {
            throw target.problem("format \"" + pattern + "\" needs " + String.join(" and ", format.callerParts())
                    + " from the caller for every id, which Hibernate cannot give", "use a format the engine fills by "
                    + "itself (literals, {date:..}, {serial:N}), or set the id yourself with engine.formatted(key, "
                    + "format).nextId(v -> ...)");
        }
        return format;
    }

    /** The id's Java type against the strategy: long for all, int for counters, String for formatted ids. */
    private static void checkType(IdTarget target, String strategy, Strategy builtIn, IdFormat format, Syntax syntax) {
        Class<?> type = target.javaType();
        if (type == null) {
            return; // Hibernate passed no type (not seen on 6.6 or 7.x); nothing to check against
        }
        String name = type.getName().startsWith("java.lang.") ? type.getSimpleName() : type.getName();
        boolean isLong = type == Long.class || type == long.class;
        boolean isInt = type == Integer.class || type == int.class;
        if (format != null) {
            if (type != String.class) {
                throw target.problem("format \"" + format + "\" makes String ids, but its type is " + name,
                        "make the id a String (a column of at least " + format.length() + " characters), or remove format "
                                + "for numeric ids");
            }
            return;
        }
        if (isLong) {
            return;
        }
        if (isInt) {
            if (builtIn == Strategy.SNOWFLAKE) {
                throw target.problem("its type is " + name + "; snowflake ids use 63 bits and never fit",
                        "make the id a long or Long, or use a segment or slow-ordered key for an int id");
            }
            return; // a counter: fits until Integer.MAX_VALUE, checked at start and on every id
        }
        if (type == String.class) {
            throw target.problem("its type is String; numeric idgen ids are not written as text", "make the id a long or "
                    + "Long, or give " + syntax.set("format", "\"ORD{date:yyyyMMdd}{serial:6}\"")
                    + " for formatted business ids");
        }
        if (type == UUID.class) {
            throw target.problem("its type is java.util.UUID; idgen hands out 64-bit numbers, not UUIDs",
                    "make the id a long or Long, or keep the UUID and use Hibernate's @UuidGenerator instead");
        }
        if (type == Short.class || type == Byte.class || type == short.class || type == byte.class) {
            throw target.problem("its type is " + name + ", too small for idgen ids", "make the id a long or Long "
                    + "(or an int/Integer for a segment or slow-ordered key)");
        }
        throw target.problem("its type is " + name + "; idgen fills long, Long, int, Integer (counters) and String "
                + "(formatted) ids", "make the id a long or Long");
    }

    private static String emptyToNull(String s) {
        return s == null || s.isEmpty() ? null : s;
    }

    private static String quote(String s) {
        return "\"" + s + "\"";
    }

    /**
     * {@code segment key 'order'}, {@code slow-ordered key 'chat' sub-key 'default'} or
     * {@code snowflake namespace 'default'}.
     */
    public String describe() {
        if (format != null) {
            return "formatted key '" + key + "' (format " + format + ")";
        }
        if (namespace != null) {
            return strategy + " namespace '" + namespace + "'";
        }
        return strategy + " key '" + key + "'" + (subKey == null ? "" : " sub-key '" + subKey + "'");
    }

    @Override
    public String toString() {
        return target.describe() + ": " + describe();
    }
}
