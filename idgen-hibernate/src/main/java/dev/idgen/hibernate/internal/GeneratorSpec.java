package dev.idgen.hibernate.internal;

import dev.idgen.IdKeys;
import dev.idgen.InvalidIdRequestException;
import dev.idgen.Strategy;
import dev.idgen.hibernate.IdGen;
import dev.idgen.hibernate.IdGenGenerator;
import dev.idgen.jdbc.IdGenEngine;
import java.util.Properties;
import java.util.UUID;

/**
 * What one id attribute asks for: a strategy and its key, sub-key or namespace, checked against
 * the attribute. Built from {@link IdGen} or from {@code @GenericGenerator} parameters; everything is
 * checked here, before any SQL, and every failure names the entity, the field, the value and the
 * fix in the syntax the user wrote.
 *
 * <p>Rules: the id is {@code long}/{@code Long}; segment and slow-ordered use a key, which
 * defaults to the JPA entity name of the root entity when that is a valid key; slow-ordered also
 * uses a sub-key (default {@value IdGenGenerator#DEFAULT_SUB_KEY}); snowflake uses a namespace
 * (default {@value IdGenEngine#DEFAULT_NAMESPACE}) and takes no key. A value that would have no
 * effect (a key on snowflake, a sub-key on anything but slow-ordered, a namespace on anything but
 * snowflake) is an error, never ignored.
 *
 * @param key the key, {@code null} for snowflake
 * @param subKey the sub-key, {@code null} unless slow-ordered
 * @param namespace the namespace, {@code null} unless snowflake
 */
public record GeneratorSpec(IdTarget target, Strategy strategy, String key, String subKey, String namespace) {

    /** How the user wrote the configuration, so a fix is given in the same syntax. */
    private enum Syntax {
        ANNOTATION {
            @Override
            String set(String attribute, String value) {
                return "@IdGen(" + name(attribute) + " = " + value + ")";
            }

            @Override
            String name(String attribute) {
                return attribute;
            }

            @Override
            String strategy(Strategy strategy) {
                return "Strategy." + strategy.name();
            }
        },
        PARAMETERS {
            @Override
            String set(String attribute, String value) {
                return "@Parameter(name = \"" + name(attribute) + "\", value = " + value + ")";
            }

            @Override
            String name(String attribute) {
                return attribute.equals(SUB_KEY) ? IdGenGenerator.SUB_KEY_PARAMETER : attribute;
            }

            @Override
            String strategy(Strategy strategy) {
                return "\"" + strategy.externalName() + "\"";
            }
        };

        /** The attribute of {@link IdGen}; its {@code @Parameter} name differs. */
        static final String SUB_KEY = "subKey";

        /** How to set {@code attribute} (named as in {@link IdGen}) to {@code value}. */
        abstract String set(String attribute, String value);

        /** The name of {@code attribute} (named as in {@link IdGen}) in this syntax. */
        abstract String name(String attribute);

        /** {@code strategy} as a value of the strategy attribute in this syntax. */
        abstract String strategy(Strategy strategy);

        String remove(String attribute) {
            return this == ANNOTATION ? "remove " + attribute + " from @IdGen"
                    : "remove @Parameter(name = \"" + name(attribute) + "\")";
        }
    }

    /** From the annotation; empty strings mean "not given". */
    public static GeneratorSpec fromAnnotation(IdTarget target, IdGen annotation) {
        checkType(target);
        return resolve(target, annotation.strategy(), emptyToNull(annotation.key()), emptyToNull(annotation.subKey()),
                emptyToNull(annotation.namespace()), Syntax.ANNOTATION);
    }

    /**
     * From {@code @GenericGenerator} parameters ({@code strategy}, {@code key}, {@code sub_key},
     * {@code namespace}). A parameter given with an empty value is checked as given (and refused).
     */
    public static GeneratorSpec fromParameters(IdTarget target, Properties parameters) {
        checkType(target);
        String strategyName = parameters.getProperty(IdGenGenerator.STRATEGY_PARAMETER);
        Strategy strategy = Strategy.SEGMENT;
        if (strategyName != null) {
            try {
                strategy = Strategy.fromName(strategyName);
            } catch (InvalidIdRequestException e) {
                throw target.problem(e.getMessage(), Syntax.PARAMETERS.set(IdGenGenerator.STRATEGY_PARAMETER,
                        Syntax.PARAMETERS.strategy(Strategy.SEGMENT))
                        + " (or \"slow-ordered\", \"snowflake\")", e);
            }
        }
        return resolve(target, strategy, parameters.getProperty(IdGenGenerator.KEY_PARAMETER),
                parameters.getProperty(IdGenGenerator.SUB_KEY_PARAMETER),
                parameters.getProperty(IdGenGenerator.NAMESPACE_PARAMETER), Syntax.PARAMETERS);
    }

    private static GeneratorSpec resolve(IdTarget target, Strategy strategy, String key, String subKey, String namespace,
            Syntax syntax) {
        if (subKey != null && strategy != Strategy.SLOW_ORDERED) {
            throw target.problem("sub-key '" + subKey + "' is given, but only the slow-ordered strategy has sub-keys "
                    + "and this one is " + strategy, syntax.remove(Syntax.SUB_KEY) + ", or "
                    + syntax.set("strategy", syntax.strategy(Strategy.SLOW_ORDERED))
                    + " for ids strictly increasing per key and sub-key");
        }
        if (strategy == Strategy.SNOWFLAKE) {
            if (key != null) {
                throw target.problem("snowflake ids are unique per namespace and take no key, but key '" + key
                        + "' is given", syntax.remove("key") + ", or " + syntax.set("namespace", quote(key))
                        + " for a namespace of its own");
            }
            String ns = namespace == null ? IdGenEngine.DEFAULT_NAMESPACE : namespace;
            checkKey(target, ns, "namespace", "namespace", "\"order\"", syntax);
            return new GeneratorSpec(target, strategy, null, null, ns);
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
        if (strategy != Strategy.SLOW_ORDERED) {
            return new GeneratorSpec(target, strategy, key, null, null);
        }
        String sub = subKey == null ? IdGenGenerator.DEFAULT_SUB_KEY : subKey;
        checkKey(target, sub, "sub-key", Syntax.SUB_KEY, "\"room-42\"", syntax);
        return new GeneratorSpec(target, strategy, key, sub, null);
    }

    /**
     * Checks {@code value} against the key rule.
     *
     * @param what the value's name in the message ({@code "sub-key"})
     * @param attribute the attribute as named in {@link IdGen} ({@code "subKey"})
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

    private static void checkType(IdTarget target) {
        Class<?> type = target.javaType();
        if (type == null || type == Long.class || type == long.class) {
            return; // null: Hibernate passed no type (not seen on 6.6 or 7.x); nothing to check against
        }
        String name = type.getName().startsWith("java.lang.") ? type.getSimpleName() : type.getName();
        if (type == String.class) {
            throw target.problem("its type is String; idgen hands out 64-bit numbers, and String ids need a formatted "
                    + "strategy, which idgen does not have yet", "make the id a long or Long");
        }
        if (type == UUID.class) {
            throw target.problem("its type is java.util.UUID; idgen hands out 64-bit numbers, not UUIDs",
                    "make the id a long or Long, or keep the UUID and use Hibernate's @UuidGenerator instead");
        }
        if (type == Integer.class || type == Short.class || type == Byte.class || type == int.class
                || type == short.class || type == byte.class) {
            throw target.problem("its type is " + name + "; idgen ids use up to 63 bits and do not fit",
                    "make the id a long or Long");
        }
        throw target.problem("its type is " + name + "; idgen fills long and Long ids only",
                "make the id a long or Long");
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
        return switch (strategy) {
            case SNOWFLAKE -> strategy + " namespace '" + namespace + "'";
            case SLOW_ORDERED -> strategy + " key '" + key + "' sub-key '" + subKey + "'";
            case SEGMENT -> strategy + " key '" + key + "'";
        };
    }

    @Override
    public String toString() {
        return target.describe() + ": " + describe();
    }
}
