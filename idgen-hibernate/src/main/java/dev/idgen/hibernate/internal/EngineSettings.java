package dev.idgen.hibernate.internal;


import dev.idgen.spi.Redact;
import static dev.idgen.hibernate.IdGenSettings.DATASOURCE;
import static dev.idgen.hibernate.IdGenSettings.ENGINE;
import static dev.idgen.hibernate.IdGenSettings.NAME;

import dev.idgen.IdGenConfigurationException;
import dev.idgen.hibernate.IdGenSettings;
import dev.idgen.jdbc.EngineProperties;
import dev.idgen.jdbc.IdGenEngine;
import dev.idgen.jdbc.IdGenEngineBuilder;
import java.util.Map;
import java.util.TreeMap;
import javax.sql.DataSource;
import dev.idgen.jdbc.internal.logging.Logger;
import dev.idgen.jdbc.internal.logging.LoggerFactory;

/**
 * The {@code idgen.*} part of Hibernate's settings, read once and checked: every bad value throws
 * {@link IdGenConfigurationException} naming the property, the value and the rule; a setting that
 * would have no effect (an engine property next to {@value IdGenSettings#ENGINE}) is an error.
 * Limits (step ranges, durations) are the engine builder's own and are checked by it.
 */
final class EngineSettings {

    private static final Logger log = LoggerFactory.getLogger(EngineSettings.class);

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
            if (!IdGenSettings.ALL.contains(name) && engineProperty(name) == null) {
                log.warn("idgen: unknown property '{}' in the Hibernate settings is ignored; idgen reads {} and "
                        + "idgen.<engine property> for every property of EngineProperties", name, IdGenSettings.ALL);
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
            if (!name.equals(ENGINE) && !name.equals(IdGenSettings.CHECK_EXISTING_ROWS)
                    && !name.equals(IdGenSettings.ADOPT_EXISTING_ROWS) && !name.equals(IdGenSettings.DEFER_TABLE_CHECK)
                    && !name.equals(IdGenSettings.SPRING_BOOT)
                    && (IdGenSettings.ALL.contains(name) || engineProperty(name) != null)) {
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
                    + value.getClass().getName() + " ('" + Redact.text(String.valueOf(value)) + "')");
        }
        return ds;
    }

    /** {@value IdGenSettings#CHECK_EXISTING_ROWS}: default {@code true}. */
    boolean checkExistingRows() {
        return flag(IdGenSettings.CHECK_EXISTING_ROWS, true);
    }

    /** {@value IdGenSettings#ADOPT_EXISTING_ROWS}: default {@code false}. */
    boolean adoptExistingRows() {
        return flag(IdGenSettings.ADOPT_EXISTING_ROWS, false);
    }

    /** {@value IdGenSettings#DEFER_TABLE_CHECK}: default {@code false}. */
    boolean deferTableCheck() {
        return flag(IdGenSettings.DEFER_TABLE_CHECK, false);
    }

    /** How messages name the switches: {@value IdGenSettings#SPRING_BOOT} says the Boot starter set them. */
    SafeStart.Names names() {
        return new SafeStart.Names(flag(IdGenSettings.SPRING_BOOT, false));
    }

    private boolean flag(String name, boolean defaultValue) {
        Object value = values.get(name);
        if (value == null) {
            return defaultValue;
        }
        if (value instanceof Boolean b) {
            return b;
        }
        String s = value.toString().trim();
        if (s.equalsIgnoreCase("true") || s.equalsIgnoreCase("false")) {
            return Boolean.parseBoolean(s);
        }
        throw new IdGenConfigurationException(name + " must be true or false, was '" + value + "'");
    }

    /** The engine name, or {@code null} for the caller's default. */
    String name() {
        Object value = values.get(NAME);
        return value == null ? null : value.toString().trim();
    }

    /**
     * Applies every engine property that is set to {@code builder}, through the engine's one table
     * of properties ({@link EngineProperties}): {@code idgen.} followed by any engine property name
     * ({@code idgen.database-timeout}, {@code idgen.snowflake.lease-ttl}).
     */
    IdGenEngineBuilder applyTo(IdGenEngineBuilder builder) {
        values.forEach((name, value) -> {
            String property = engineProperty(name);
            if (property != null) {
                EngineProperties.apply(builder, property, value, name);
            }
        });
        return builder;
    }

    /** The engine property a Hibernate setting sets, or {@code null} for idgen's own (engine, data source, name). */
    static String engineProperty(String setting) {
        if (setting.startsWith(IdGenSettings.PREFIX)) {
            String name = setting.substring(IdGenSettings.PREFIX.length());
            if (!name.equals("name") && EngineProperties.find(name).isPresent()) {
                return name;
            }
        }
        return null;
    }

}
