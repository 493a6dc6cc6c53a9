package dev.idgen.hibernate.internal;

import static dev.idgen.hibernate.IdGenSettings.DATABASE_TIMEOUT;
import static dev.idgen.hibernate.IdGenSettings.DATASOURCE;
import static dev.idgen.hibernate.IdGenSettings.DEFAULT_STEP;
import static dev.idgen.hibernate.IdGenSettings.ENGINE;
import static dev.idgen.hibernate.IdGenSettings.EXECUTOR_THREADS;
import static dev.idgen.hibernate.IdGenSettings.MAX_STEP;
import static dev.idgen.hibernate.IdGenSettings.MAX_WAIT;
import static dev.idgen.hibernate.IdGenSettings.MIN_STEP;
import static dev.idgen.hibernate.IdGenSettings.NAME;
import static dev.idgen.hibernate.IdGenSettings.PREFETCH_THRESHOLD;
import static dev.idgen.hibernate.IdGenSettings.SEGMENT_DURATION;
import static dev.idgen.hibernate.IdGenSettings.SNOWFLAKE_NODE;
import static dev.idgen.hibernate.IdGenSettings.SNOWFLAKE_RANDOM_SEQUENCE_START;
import static dev.idgen.hibernate.IdGenSettings.STRICT;

import dev.idgen.IdGenConfigurationException;
import dev.idgen.hibernate.IdGenSettings;
import dev.idgen.jdbc.IdGenEngine;
import dev.idgen.jdbc.snowflake.NodeIdentity;
import java.time.Duration;
import java.time.format.DateTimeParseException;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.sql.DataSource;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The {@code idgen.*} part of Hibernate's settings, read once and checked: every bad value throws
 * {@link IdGenConfigurationException} naming the property, the value and the rule; a setting that
 * would have no effect (an engine property next to {@value IdGenSettings#ENGINE}) is an error.
 * Limits (step ranges, durations) are the engine builder's own and are checked by it.
 */
final class EngineSettings {

    private static final Logger log = LoggerFactory.getLogger(EngineSettings.class);
    private static final String NODE_RULE = "app@host:port, e.g. orders@10.0.0.7:8080 (port 0 when unknown)";
    private static final Pattern DURATION = Pattern.compile("(\\d+)\\s*(ms|s|m|h)");

    /** The idgen properties, sorted by name. */
    private final Map<String, Object> values;

    private EngineSettings(Map<String, Object> values) {
        this.values = values;
    }

    /** Picks the {@code idgen.*} entries out of Hibernate's settings; warns about unknown ones. */
    static EngineSettings of(Map<?, ?> hibernateSettings) {
        Map<String, Object> mine = new TreeMap<>();
        hibernateSettings.forEach((k, v) -> {
            if (k instanceof String name && name.startsWith(IdGenSettings.PREFIX) && v != null) {
                mine.put(name, v);
            }
        });
        for (String name : mine.keySet()) {
            if (!IdGenSettings.ALL.contains(name)) {
                log.warn("idgen: unknown property '{}' in the Hibernate settings is ignored; idgen reads {}", name,
                        IdGenSettings.ALL);
            }
        }
        return new EngineSettings(mine);
    }

    /** The application's engine ({@value IdGenSettings#ENGINE}), or {@code null} when idgen builds its own. */
    IdGenEngine providedEngine() {
        Object value = values.get(ENGINE);
        if (value == null) {
            return null;
        }
        if (!(value instanceof IdGenEngine engine)) {
            throw new IdGenConfigurationException(ENGINE + " must be an IdGenEngine instance, was a "
                    + value.getClass().getName() + " ('" + value + "'); pass the engine object itself in the settings map");
        }
        for (String name : values.keySet()) {
            if (!name.equals(ENGINE) && IdGenSettings.ALL.contains(name)) {
                throw new IdGenConfigurationException(name + " is set together with " + ENGINE + ", where it would have "
                        + "no effect: the application's engine is used as it was built; set it on IdGenEngine.builder(...) "
                        + "or remove " + name);
            }
        }
        if (engine.isClosed()) {
            throw new IdGenConfigurationException(ENGINE + " is " + engine + ", which is closed; hand Hibernate an open "
                    + "engine (and close it after the SessionFactory)");
        }
        return engine;
    }

    /** The DataSource of {@value IdGenSettings#DATASOURCE}, or {@code null} for Hibernate's ConnectionProvider. */
    DataSource dataSource() {
        Object value = values.get(DATASOURCE);
        if (value == null) {
            return null;
        }
        if (!(value instanceof DataSource ds)) {
            throw new IdGenConfigurationException(DATASOURCE + " must be a javax.sql.DataSource instance, was a "
                    + value.getClass().getName() + " ('" + value + "')");
        }
        return ds;
    }

    /** The engine name, or {@code null} for the caller's default. */
    String name() {
        Object value = values.get(NAME);
        return value == null ? null : value.toString().trim();
    }

    /** Applies every engine property that is set to {@code builder}. */
    IdGenEngine.Builder applyTo(IdGenEngine.Builder builder) {
        if (values.containsKey(STRICT)) {
            builder.strict(bool(STRICT));
        }
        if (values.containsKey(DEFAULT_STEP)) {
            builder.defaultStep(integer(DEFAULT_STEP));
        }
        if (values.containsKey(MIN_STEP)) {
            builder.minStep(integer(MIN_STEP));
        }
        if (values.containsKey(MAX_STEP)) {
            builder.maxStep(integer(MAX_STEP));
        }
        if (values.containsKey(PREFETCH_THRESHOLD)) {
            builder.prefetchThreshold(decimal(PREFETCH_THRESHOLD));
        }
        if (values.containsKey(SEGMENT_DURATION)) {
            builder.segmentDuration(duration(SEGMENT_DURATION));
        }
        if (values.containsKey(MAX_WAIT)) {
            builder.maxWait(duration(MAX_WAIT));
        }
        if (values.containsKey(DATABASE_TIMEOUT)) {
            builder.databaseTimeout(duration(DATABASE_TIMEOUT));
        }
        if (values.containsKey(EXECUTOR_THREADS)) {
            builder.executorThreads(integer(EXECUTOR_THREADS));
        }
        if (values.containsKey(SNOWFLAKE_NODE)) {
            builder.snowflakeNode(node(SNOWFLAKE_NODE));
        }
        if (values.containsKey(SNOWFLAKE_RANDOM_SEQUENCE_START)) {
            builder.randomSequenceStart(bool(SNOWFLAKE_RANDOM_SEQUENCE_START));
        }
        return builder;
    }

    private boolean bool(String name) {
        Object value = values.get(name);
        if (value instanceof Boolean b) {
            return b;
        }
        String s = value.toString().trim().toLowerCase(Locale.ROOT);
        if (s.equals("true") || s.equals("false")) {
            return Boolean.parseBoolean(s);
        }
        throw bad(name, value, "true or false");
    }

    private int integer(String name) {
        Object value = values.get(name);
        if (value instanceof Integer || value instanceof Short || value instanceof Byte) {
            return ((Number) value).intValue();
        }
        if (value instanceof Long l && l >= Integer.MIN_VALUE && l <= Integer.MAX_VALUE) {
            return l.intValue();
        }
        try {
            return Integer.parseInt(value.toString().trim());
        } catch (NumberFormatException e) {
            throw bad(name, value, "a whole number between " + Integer.MIN_VALUE + " and " + Integer.MAX_VALUE, e);
        }
    }

    private double decimal(String name) {
        Object value = values.get(name);
        if (value instanceof Number n) {
            return n.doubleValue();
        }
        try {
            return Double.parseDouble(value.toString().trim());
        } catch (NumberFormatException e) {
            throw bad(name, value, "a decimal number such as 0.1", e);
        }
    }

    private Duration duration(String name) {
        Object value = values.get(name);
        if (value instanceof Duration d) {
            return d;
        }
        String s = value.toString().trim();
        Matcher m = DURATION.matcher(s.toLowerCase(Locale.ROOT));
        try {
            if (m.matches()) {
                long amount = Long.parseLong(m.group(1));
                return switch (m.group(2)) {
                    case "ms" -> Duration.ofMillis(amount);
                    case "s" -> Duration.ofSeconds(amount);
                    case "m" -> Duration.ofMinutes(amount);
                    default -> Duration.ofHours(amount);
                };
            }
            if (s.regionMatches(true, 0, "P", 0, 1)) {
                return Duration.parse(s);
            }
        } catch (DateTimeParseException | ArithmeticException | NumberFormatException e) {
            throw bad(name, value, "a duration: a number with a unit (500ms, 3s, 15m, 1h) or ISO-8601 (PT3S)", e);
        }
        throw bad(name, value, "a duration: a number with a unit (500ms, 3s, 15m, 1h) or ISO-8601 (PT3S); "
                + "a bare number is refused because its unit would be a guess");
    }

    private NodeIdentity node(String name) {
        Object value = values.get(name);
        if (value instanceof NodeIdentity n) {
            return n;
        }
        String s = value.toString().trim();
        int at = s.indexOf('@');
        int colon = s.lastIndexOf(':');
        if (at > 0 && colon > at + 1 && colon < s.length() - 1) {
            try {
                return new NodeIdentity(s.substring(0, at), s.substring(at + 1, colon),
                        Integer.parseInt(s.substring(colon + 1)));
            } catch (NumberFormatException e) {
                throw bad(name, value, NODE_RULE, e);
            }
        }
        throw bad(name, value, NODE_RULE);
    }

    private static IdGenConfigurationException bad(String name, Object value, String rule) {
        return bad(name, value, rule, null);
    }

    private static IdGenConfigurationException bad(String name, Object value, String rule, Exception cause) {
        return new IdGenConfigurationException(name + " must be " + rule + ", was '" + value + "'", cause);
    }
}
