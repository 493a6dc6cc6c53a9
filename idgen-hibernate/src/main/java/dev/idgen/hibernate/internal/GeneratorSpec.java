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
 * What one id attribute asks for: a strategy and its key or namespace, checked against the
 * attribute. Built from {@link IdGen} or from {@code @GenericGenerator} parameters; everything is
 * checked here, before any SQL, and every failure names the entity, the field, the value and the
 * fix in the syntax the user wrote.
 *
 * <p>Rules: the id is {@code long}/{@code Long}; segment (and slow-ordered) use a key, which
 * defaults to the JPA entity name of the root entity when that is a valid key; snowflake uses a
 * namespace (default {@value IdGenEngine#DEFAULT_NAMESPACE}) and takes no key. A value that would
 * have no effect is an error, never ignored.
 *
 * @param key the key, {@code null} for snowflake
 * @param namespace the namespace, {@code null} unless snowflake
 */
public record GeneratorSpec(IdTarget target, Strategy strategy, String key, String namespace) {

    /** How the user wrote the configuration, so a fix is given in the same syntax. */
    private enum Syntax {
        ANNOTATION {
            @Override
            String set(String attribute, String value) {
                return "@IdGen(" + attribute + " = " + value + ")";
            }
        },
        PARAMETERS {
            @Override
            String set(String attribute, String value) {
                String quoted = value.startsWith("\"") ? value : "\"" + value + "\"";
                return "@Parameter(name = \"" + attribute + "\", value = " + quoted + ")";
            }
        };

        abstract String set(String attribute, String value);

        String remove(String attribute) {
            return this == ANNOTATION ? "remove " + attribute + " from @IdGen" : "remove @Parameter(name = \"" + attribute + "\")";
        }
    }

    /** From the annotation; empty strings mean "not given". */
    public static GeneratorSpec fromAnnotation(IdTarget target, IdGen annotation) {
        checkType(target);
        return resolve(target, annotation.strategy(), emptyToNull(annotation.key()), emptyToNull(annotation.namespace()),
                Syntax.ANNOTATION);
    }

    /** From {@code @GenericGenerator} parameters ({@code key}, {@code strategy}, {@code namespace}). */
    public static GeneratorSpec fromParameters(IdTarget target, Properties parameters) {
        checkType(target);
        String strategyName = parameters.getProperty(IdGenGenerator.STRATEGY_PARAMETER);
        Strategy strategy = Strategy.SEGMENT;
        if (strategyName != null) {
            try {
                strategy = Strategy.fromName(strategyName);
            } catch (InvalidIdRequestException e) {
                throw target.problem(e.getMessage(), Syntax.PARAMETERS.set(IdGenGenerator.STRATEGY_PARAMETER, "segment")
                        + " (or \"snowflake\")", e);
            }
        }
        return resolve(target, strategy, parameters.getProperty(IdGenGenerator.KEY_PARAMETER),
                parameters.getProperty(IdGenGenerator.NAMESPACE_PARAMETER), Syntax.PARAMETERS);
    }

    private static GeneratorSpec resolve(IdTarget target, Strategy strategy, String key, String namespace, Syntax syntax) {
        if (strategy == Strategy.SNOWFLAKE) {
            if (key != null) {
                throw target.problem("snowflake ids are unique per namespace and take no key, but key '" + key
                        + "' is given", syntax.remove("key") + ", or " + syntax.set("namespace", quote(key))
                        + " for a namespace of its own");
            }
            String ns = namespace == null ? IdGenEngine.DEFAULT_NAMESPACE : namespace;
            checkKey(target, ns, "namespace", syntax);
            return new GeneratorSpec(target, strategy, null, ns);
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
        checkKey(target, key, "key", syntax);
        return new GeneratorSpec(target, strategy, key, null);
    }

    private static void checkKey(IdTarget target, String value, String attribute, Syntax syntax) {
        try {
            IdKeys.check(value, attribute);
        } catch (InvalidIdRequestException e) {
            throw target.problem(e.getMessage(), syntax.set(attribute, "\"order\"")
                    + " with a value that follows the rule", e);
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

    /** {@code segment key 'order'} or {@code snowflake namespace 'default'}. */
    public String describe() {
        return strategy == Strategy.SNOWFLAKE ? strategy + " namespace '" + namespace + "'" : strategy + " key '" + key + "'";
    }

    @Override
    public String toString() {
        return target.describe() + ": " + describe();
    }
}
