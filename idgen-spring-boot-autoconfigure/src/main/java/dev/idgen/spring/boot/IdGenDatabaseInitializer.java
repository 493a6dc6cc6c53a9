package dev.idgen.spring.boot;

import dev.idgen.IdGenerationException;
import dev.idgen.Strategy;
import dev.idgen.jdbc.EngineOptions;
import dev.idgen.jdbc.IdGenEngine;
import dev.idgen.jdbc.IdGenEngineBuilder;
import dev.idgen.jdbc.admin.ConfiguredAdoption;
import dev.idgen.jdbc.admin.KeyAdmin;
import dev.idgen.jdbc.segment.ColumnMaxima;
import dev.idgen.spi.IdStrategy;
import dev.idgen.spi.Redact;
import java.sql.Connection;
import java.sql.DatabaseMetaData;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Types;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Supplier;
import java.util.regex.Pattern;
import javax.sql.DataSource;
import dev.idgen.jdbc.internal.logging.Logger;
import dev.idgen.jdbc.internal.logging.LoggerFactory;
import org.springframework.beans.factory.InitializingBean;
import org.springframework.util.ClassUtils;

/**
 * Brings idgen's tables up to date and its configured keys into place, once, when the context
 * starts: a database initializer in Boot's sense ({@link IdGenDatabaseInitializerDetector}), so
 * it runs after the application's own Flyway, Liquibase and {@code schema.sql}/{@code data.sql},
 * and before the {@code EntityManagerFactory}, jOOQ's {@code DSLContext}, {@code JdbcTemplate}
 * and the engine bean.
 *
 * <p>In order: the whole {@code idgen.*} configuration is checked first, so that a bad one changes
 * nothing in the database: every {@code idgen.keys.*} entry (key name, strategy known to the engine —
 * built-in, {@code META-INF/services} or an {@code IdStrategy} bean —, start and steps, the
 * {@code adopt-from} table and column), and every engine option alone and together (what
 * {@code IdGenEngineBuilder.validate()} checks). Only then
 * {@code IdGenMigrations.migrate} runs unless {@code idgen.migrate=false} (it also registers the keys
 * of {@code @JooqIds}); each configured segment key is created if absent (an existing row is left as
 * it is); each key with {@code adopt-from} is moved above the largest value of its column plus its
 * headroom in one statement that locks the key's row and never moves it back (KeyAdmin's
 * {@code adoptFromColumn}), so rows seeded by {@code data.sql} never collide with idgen's ids.
 */
public class IdGenDatabaseInitializer implements InitializingBean {

    private static final Logger log = LoggerFactory.getLogger(IdGenDatabaseInitializer.class);
    private static final String MIGRATIONS = "dev.idgen.migrations.IdGenMigrations";
    private static final Pattern NAME = Pattern.compile("[A-Za-z_][A-Za-z0-9_]{0,62}");

    /** A configured {@code adopt-from}: {@code [schema.]table.column}. */
    record AdoptFrom(String schema, String table, String column) {
        String qualifiedTable() {
            return schema == null ? table : schema + "." + table;
        }
    }

    private final DataSource dataSource;
    private final IdGenProperties properties;
    private final boolean deferredJpaInitialization;
    private final Supplier<List<IdStrategy>> strategyBeans;
    private final Supplier<List<IdGenEngineBuilderCustomizer>> customizers;
    /** Segment keys with adopt-from into a column narrower than the long range: the largest id it holds. */
    private final Map<String, Long> adoptedColumns = new ConcurrentHashMap<>();

    /** Without strategies of your own: a key's strategy must be a built-in or a {@code META-INF/services} one. */
    public IdGenDatabaseInitializer(DataSource dataSource, IdGenProperties properties, boolean deferredJpaInitialization) {
        this(dataSource, properties, deferredJpaInitialization, List::of, List::of);
    }

    /**
     * @param strategyBeans the application's {@link IdStrategy} beans, asked for only when a configured
     *                      key names a strategy that is neither built-in nor listed in {@code META-INF/services}
     *                      (so that the common case instantiates no bean early)
     * @param customizers   the engine builder's customizers, asked for (and run on a builder used only for
     *                      this check) in that case too, since they may register strategies
     */
    public IdGenDatabaseInitializer(DataSource dataSource, IdGenProperties properties, boolean deferredJpaInitialization,
                                    Supplier<List<IdStrategy>> strategyBeans,
                                    Supplier<List<IdGenEngineBuilderCustomizer>> customizers) {
        this.dataSource = dataSource;
        this.properties = properties;
        this.deferredJpaInitialization = deferredJpaInitialization;
        this.strategyBeans = strategyBeans;
        this.customizers = customizers;
    }

    @Override
    public void afterPropertiesSet() {
        // every check before any change: a bad configuration must not leave idgen's tables half-made behind it
        checkKeys(properties, deferredJpaInitialization);
        checkEngineOptionsAndKeyStrategies();
        checkAdoptedColumns();
        if (properties.isMigrate()) {
            if (!ClassUtils.isPresent(MIGRATIONS, getClass().getClassLoader())) {
                throw new InvalidIdGenPropertyException("idgen.migrate", true,
                        "idgen's migrations are to run but dev.idgen:idgen-migrations is not on the class path",
                        "Add the dependency dev.idgen:idgen-migrations (dev.idgen:idgen-spring-boot-starter brings it), "
                                + "or set idgen.migrate=false and create idgen's tables yourself (the idgen command: idgen migrate).");
            }
            int applied = Migrations.run(dataSource, properties.get(EngineOptions.SCHEMA), slowOrderedTables(properties));
            log.info("idgen: migrations up to date ({} applied)", applied);
        }
        registerKeys();
    }

    private void registerKeys() {
        List<Map.Entry<String, IdGenProperties.Key>> segmentKeys = properties.getKeys().entrySet().stream()
                .filter(e -> isSegment(e.getValue())).toList();
        if (segmentKeys.isEmpty()) {
            return;
        }
        KeyAdmin admin = KeyAdmin.on(dataSource, properties.get(EngineOptions.SCHEMA));
        for (Map.Entry<String, IdGenProperties.Key> e : segmentKeys) {
            String key = e.getKey();
            IdGenProperties.Key k = e.getValue();
            String prefix = "idgen.keys." + key;
            try {
                if (admin.createIfAbsent(newKey(key, k))) {
                    log.info("idgen: registered segment key '{}' (first id {}, step {})", key, k.getStart(), k.getStep());
                }
            } catch (IdGenerationException ex) {
                throw new InvalidIdGenPropertyException(prefix, key, ex.getMessage(),
                        "Correct " + prefix + ".* (start >= 1, step >= 1, min-step <= max-step).", ex);
            }
            if (k.getAdoptFrom() != null) {
                adopt(admin, key, k, parseAdoptFrom(prefix + ".adopt-from", k.getAdoptFrom()));
            }
        }
    }

    /**
     * {@code adopt-from} at every start, under the rule of every door ({@code idgen.existing-rows}): idgen-jdbc's
     * {@link ConfiguredAdoption}, which the Quarkus extension runs for its {@code idgen.keys} too.
     */
    private void adopt(KeyAdmin admin, String key, IdGenProperties.Key k, AdoptFrom from) {
        ConfiguredAdoption.adopt(dataSource, admin, key, k.getStart(), from.qualifiedTable(), from.column(),
                k.getHeadroom(), properties.get(EngineOptions.EXISTING_ROWS), k.getAdoptFrom());
    }

    /**
     * Every engine option applied to a builder that is never built (each value checked, naming its
     * property) and the options checked together; then each configured key's strategy against what that
     * engine would serve. Connects to nothing.
     */
    private void checkEngineOptionsAndKeyStrategies() {
        IdGenEngineBuilder check = IdGenEngine.builder(dataSource);
        properties.applyTo(check);
        check.validate();
        if (!unknownStrategies(check.strategies()).isEmpty()) {
            strategyBeans.get().forEach(check::strategy);
            customizers.get().forEach(c -> c.customize(check));
        }
        List<String> served = check.strategies();
        for (String key : unknownStrategies(served)) {
            String strategy = properties.getKeys().get(key).getStrategy();
            throw new InvalidIdGenPropertyException("idgen.keys." + key + ".strategy", strategy,
                    "unknown strategy; idgen serves " + String.join(", ", served),
                    "Set idgen.keys." + key + ".strategy to one of " + String.join(", ", served)
                            + ", or define your strategy as an IdStrategy bean.");
        }
    }

    /** The configured keys whose strategy is not in {@code served}. */
    private List<String> unknownStrategies(List<String> served) {
        return properties.getKeys().entrySet().stream()
                .filter(e -> !served.contains(Strategy.normalize(e.getValue().getStrategy())))
                .map(Map.Entry::getKey).toList();
    }

    /**
     * Declares each {@code adopt-from} column narrower than the long range ({@code INTEGER}, {@code SMALLINT}) to
     * {@code engine}, so its key's ranges are capped by what the column has left ({@link IdGenEngine#declareColumn}).
     */
    void declareColumns(IdGenEngine engine) {
        adoptedColumns.forEach((key, max) -> engine.declareColumn(Strategy.SEGMENT.externalName(), key, null,
                properties.getKeys().get(key).getAdoptFrom(), max));
    }

    /** The table and column of every {@code adopt-from}: they exist and hold whole numbers (reads metadata only). */
    private void checkAdoptedColumns() {
        properties.getKeys().forEach((key, k) -> {
            if (isSegment(k) && k.getAdoptFrom() != null) {
                String property = "idgen.keys." + key + ".adopt-from";
                long max = checkColumn(property, k.getAdoptFrom(), parseAdoptFrom(property, k.getAdoptFrom()));
                if (max < Long.MAX_VALUE) {
                    adoptedColumns.put(key, max);
                }
            }
        });
    }

    /** idgen.slow-ordered.tables, or a key declared with the slow-ordered strategy: it needs them. */
    static boolean slowOrderedTables(IdGenProperties properties) {
        return properties.getSlowOrdered().isTables() || properties.getKeys().values().stream()
                .anyMatch(k -> Strategy.SLOW_ORDERED.externalName().equals(Strategy.normalize(k.getStrategy())));
    }

    static boolean isSegment(IdGenProperties.Key k) {
        return Strategy.SEGMENT.externalName().equals(Strategy.normalize(k.getStrategy()));
    }

    /** Checks every configured key without touching the database. */
    static void checkKeys(IdGenProperties properties, boolean deferredJpaInitialization) {
        for (Map.Entry<String, IdGenProperties.Key> e : properties.getKeys().entrySet()) {
            String key = e.getKey();
            IdGenProperties.Key k = e.getValue();
            String prefix = "idgen.keys." + key;
            if (!dev.idgen.IdKeys.isValid(key)) {
                throw new InvalidIdGenPropertyException(prefix, key, "'" + key + "' is not a valid key: 1 to "
                        + dev.idgen.IdKeys.MAX_LENGTH + " characters of ASCII letters, digits, '.', '_', '-' and ':'",
                        "Rename the key under idgen.keys; a key with a '.' is written in brackets: idgen.keys.[im.message].step=100.");
            }
            if (k.getStrategy() == null || k.getStrategy().isBlank()) {
                throw new InvalidIdGenPropertyException(prefix + ".strategy", k.getStrategy(), "a key needs a strategy",
                        "Set " + prefix + ".strategy to segment, slow-ordered, snowflake, daily or strict-daily, or leave it out (segment).");
            }
            if (!isSegment(k)) {
                if (k.getAdoptFrom() != null) {
                    throw new InvalidIdGenPropertyException(prefix + ".adopt-from", k.getAdoptFrom(),
                            "only segment keys adopt a column, and key '" + key + "' is " + k.getStrategy(),
                            "Remove " + prefix + ".adopt-from, or make the key a segment key.");
                }
                continue;
            }
            try {
                newKey(key, k);
            } catch (IdGenerationException ex) {
                throw new InvalidIdGenPropertyException(prefix, key, ex.getMessage(),
                        "Correct " + prefix + ".* (start >= 1, step >= 1, min-step <= max-step).", ex);
            }
            if (k.getAdoptFrom() != null) {
                parseAdoptFrom(prefix + ".adopt-from", k.getAdoptFrom());
                if (k.getHeadroom() < 0) {
                    throw new InvalidIdGenPropertyException(prefix + ".headroom", k.getHeadroom(), "must not be negative",
                            "Set " + prefix + ".headroom to 0 or more.");
                }
                if (deferredJpaInitialization) {
                    throw new InvalidIdGenPropertyException(prefix + ".adopt-from", k.getAdoptFrom(),
                            "spring.jpa.defer-datasource-initialization=true runs data.sql after Hibernate, so after "
                                    + "idgen hands out ids; adopting then could collide with the seeded rows",
                            "Remove spring.jpa.defer-datasource-initialization (create the schema with schema.sql, Flyway or "
                                    + "Liquibase), or adopt the column yourself before start (idgen keys adopt).");
                }
            }
        }
    }

    /** The row a configured segment key is created with; its constructor checks start, steps and description. */
    static KeyAdmin.NewKey newKey(String key, IdGenProperties.Key k) {
        return new KeyAdmin.NewKey(key, k.getStart(), k.getStep(), k.getMinStep(), k.getMaxStep(),
                k.getDescription() == null ? "configured in idgen.keys" : k.getDescription());
    }

    static AdoptFrom parseAdoptFrom(String property, String value) {
        String[] parts = value.trim().split("\\.", -1);
        boolean ok = parts.length == 2 || parts.length == 3;
        for (String p : parts) {
            ok &= NAME.matcher(p).matches();
        }
        if (!ok) {
            throw new InvalidIdGenPropertyException(property, value,
                    "expected table.column or schema.table.column, plain SQL names (letters, digits, '_')",
                    "Set " + property + " to the table and column holding the ids, e.g. orders.id.");
        }
        return parts.length == 2 ? new AdoptFrom(null, parts[0], parts[1]) : new AdoptFrom(parts[0], parts[1], parts[2]);
    }

    /** Checks that the table and column exist and hold whole numbers, naming what is wrong. */
    /** Checks the column and returns the largest id its type holds ({@link ColumnMaxima}). */
    private long checkColumn(String property, String value, AdoptFrom from) {
        try (Connection c = dataSource.getConnection()) {
            DatabaseMetaData md = c.getMetaData();
            String table = findTable(md, from);
            if (table == null) {
                throw new InvalidIdGenPropertyException(property, value, "table '" + from.qualifiedTable()
                        + "' does not exist in " + Redact.jdbcUrl(md.getURL()),
                        "Name an existing table in " + property + ", or create the table before idgen starts (Flyway, "
                                + "Liquibase or schema.sql run before idgen).");
            }
            List<String> columns = new ArrayList<>();
            Integer type = null;
            String typeName = null;
            int precision = 0;
            int scale = 0;
            try (ResultSet rs = md.getColumns(c.getCatalog(), from.schema() == null ? null : exact(md, from.schema()),
                    table, null)) {
                while (rs.next()) {
                    String name = rs.getString("COLUMN_NAME");
                    columns.add(name);
                    if (name.equalsIgnoreCase(from.column())) {
                        type = rs.getInt("DATA_TYPE");
                        typeName = rs.getString("TYPE_NAME");
                        precision = rs.getInt("COLUMN_SIZE");
                        scale = rs.getInt("DECIMAL_DIGITS");
                    }
                }
            }
            if (type == null) {
                throw new InvalidIdGenPropertyException(property, value, "table '" + from.qualifiedTable()
                        + "' has no column '" + from.column() + "'; its columns are " + String.join(", ", columns),
                        "Name the id column of " + from.qualifiedTable() + " in " + property + ".");
            }
            if (!isWholeNumber(type)) {
                throw new InvalidIdGenPropertyException(property, value, "column '" + from.column() + "' is " + typeName
                        + ", not a whole number, so its values cannot be ids",
                        "Name a BIGINT/INTEGER/NUMERIC column in " + property + " (the column the key's ids go to).");
            }
            return ColumnMaxima.of(type, precision, scale).orElse(Long.MAX_VALUE); // (a NUMERIC with a scale: not capped)
        } catch (SQLException e) {
            throw new dev.idgen.IdSourceUnavailableException("cannot read the database's metadata to check " + property
                    + " = '" + value + "': " + Redact.text(e.getMessage()), e);
        }
    }

    private static String findTable(DatabaseMetaData md, AdoptFrom from) throws SQLException {
        String schema = from.schema() == null ? null : exact(md, from.schema());
        for (String candidate : List.of(from.table(), from.table().toLowerCase(Locale.ROOT), from.table().toUpperCase(Locale.ROOT))) {
            try (ResultSet rs = md.getTables(md.getConnection().getCatalog(), schema, candidate, null)) {
                while (rs.next()) {
                    String type = rs.getString("TABLE_TYPE");
                    if (type != null && (type.contains("TABLE") || type.contains("VIEW"))) {
                        return rs.getString("TABLE_NAME");
                    }
                }
            }
        }
        return null;
    }

    /** A name as the database stores unquoted identifiers (PostgreSQL: lower case, H2: upper case). */
    private static String exact(DatabaseMetaData md, String name) throws SQLException {
        if (md.storesLowerCaseIdentifiers()) {
            return name.toLowerCase(Locale.ROOT);
        }
        return md.storesUpperCaseIdentifiers() ? name.toUpperCase(Locale.ROOT) : name;
    }

    private static boolean isWholeNumber(int type) {
        return type == Types.BIGINT || type == Types.INTEGER || type == Types.SMALLINT || type == Types.TINYINT
                || type == Types.NUMERIC || type == Types.DECIMAL;
    }

    /** Kept apart so that this class loads without idgen-migrations on the class path. */
    private static final class Migrations {
        static int run(DataSource dataSource, String schema, boolean slowOrdered) {
            return dev.idgen.migrations.IdGenMigrations.with(dataSource).schema(schema).slowOrdered(slowOrdered).migrate();
        }
    }
}
