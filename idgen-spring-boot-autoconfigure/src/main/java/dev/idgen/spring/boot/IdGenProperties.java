package dev.idgen.spring.boot;

import dev.idgen.jdbc.EngineOption;
import dev.idgen.jdbc.EngineOptions;
import dev.idgen.jdbc.EngineProperties;
import dev.idgen.jdbc.IdGenEngineBuilder;
import java.util.LinkedHashMap;
import java.util.Map;
import org.springframework.beans.factory.InitializingBean;
import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.context.EnvironmentAware;
import org.springframework.core.env.Environment;

/**
 * The {@code idgen.*} properties: every option of the engine (the catalog {@link EngineOptions}, each
 * bound as {@code idgen.<name>} with Boot's relaxed binding and its own type), the segment keys to
 * register and adopt at start, and switches for each piece of the auto-configuration.
 *
 * <p>The engine's options are not fields here: they are declared once, in the catalog, and bound from it
 * ({@link #get(EngineOption)}); their IDE metadata (type, default, description) is generated from it
 * into {@code META-INF/additional-spring-configuration-metadata.json} ({@code IdGenPropertiesTest} keeps
 * that file equal to the catalog). Every value, set or not, goes through
 * {@link dev.idgen.jdbc.EngineProperties#apply}, which checks it and names the property when it is bad.
 *
 * <p>An {@code idgen.*} property that is none of these (a typo such as {@code idgen.segment.stepp}) fails
 * start-up; {@link IdGenUnknownPropertyFailureAnalyzer} names it and the nearest known property. A typo must
 * not be ignored: {@code idgen.snowflake.lease-tl} left at its default is a silent change of behaviour.
 * Boot's own check ({@code ignoreUnknownFields = false}) cannot be used, as it would refuse the catalog's
 * options too; the same check runs after binding, over the same property sources. Environment variables and
 * JVM system properties are exempt (Boot's rule for unknown fields): {@code IDGEN_*} variables of other tools
 * do not stop the application.
 */
@ConfigurationProperties(prefix = "idgen")
public class IdGenProperties implements EnvironmentAware, InitializingBean {

    /** Whether idgen's auto-configuration is on at all (the engine bean, migrations, keys, Hibernate wiring). */
    private boolean enabled = true;

    /**
     * Whether idgen's Flyway migrations (idgen-migrations, history table idgen_schema_history) run at
     * start-up, after the application's own Flyway, Liquibase and sql-init scripts and before JPA and jOOQ.
     * Off: idgen's tables must exist already, or start-up fails naming the migration to run.
     */
    private boolean migrate = true;

    private final SlowOrdered slowOrdered = new SlowOrdered();
    private final Hibernate hibernate = new Hibernate();
    private final Metrics metrics = new Metrics();
    private final DataJdbc dataJdbc = new DataJdbc();
    private final Mybatis mybatis = new Mybatis();

    /**
     * Keys declared in configuration, by key: idgen.keys.order.step=1000,
     * idgen.keys.order.adopt-from=orders.id. Segment keys are registered in idgen_segment at start
     * (an existing row is left as it is) and, with adopt-from, moved above the largest id of that
     * column. A key with a '.' is written in brackets: idgen.keys.[im.message].strategy=slow-ordered.
     */
    private final Map<String, Key> keys = new LinkedHashMap<>();

    /** The engine options set in configuration, typed; the others keep the catalog's default. */
    private final Map<EngineOption<?>, Object> engineOptions = new LinkedHashMap<>();

    private Environment environment;

    public boolean isEnabled() { return enabled; }
    public void setEnabled(boolean enabled) { this.enabled = enabled; }
    public boolean isMigrate() { return migrate; }
    public void setMigrate(boolean migrate) { this.migrate = migrate; }
    public SlowOrdered getSlowOrdered() { return slowOrdered; }
    public Hibernate getHibernate() { return hibernate; }
    public Metrics getMetrics() { return metrics; }
    public DataJdbc getDataJdbc() { return dataJdbc; }
    public Mybatis getMybatis() { return mybatis; }
    public Map<String, Key> getKeys() { return keys; }

    /**
     * The value of an engine option: the one configured ({@code idgen.<name>}), else the catalog's default,
     * else {@code null} (a default the engine computes, such as its name).
     */
    public <T> T get(EngineOption<T> option) {
        Object set = engineOptions.get(option);
        return set != null ? option.type().cast(set) : option.defaultValue().orElse(null);
    }

    /** Sets an engine option, as {@code idgen.<name>} would; checked when the engine is configured with it. */
    public <T> IdGenProperties set(EngineOption<T> option, T value) {
        engineOptions.put(option, option.type().cast(value));
        return this;
    }

    /**
     * Every engine option by its catalog name ({@code database-timeout}, {@code segment.min-step}, ...) with its value,
     * set or default, options without either left out: what the auto-configuration applies to the builder, one
     * {@code EngineProperties.apply} per entry.
     */
    public Map<String, Object> engineProperties() {
        Map<String, Object> p = new LinkedHashMap<>();
        engineOptionValues().forEach((option, value) -> p.put(option.name(), value));
        return p;
    }

    /**
     * Applies every engine option set or defaulted here to {@code builder}, option by option as the catalog holds
     * it (no round trip through its name), each named {@code idgen.<name>} in messages: what the auto-configuration
     * and the initializer's check do.
     */
    public IdGenEngineBuilder applyTo(IdGenEngineBuilder builder) {
        engineOptionValues().forEach((option, value) -> EngineProperties.apply(builder, option, value,
                "idgen." + option.name()));
        return builder;
    }

    /** Every engine option with its value, set or default, in the catalog's order; options without either left out. */
    private Map<EngineOption<?>, Object> engineOptionValues() {
        Map<EngineOption<?>, Object> p = new LinkedHashMap<>();
        for (EngineOption<?> option : EngineOptions.all()) {
            Object value = get(option);
            if (value != null && !(value instanceof String s && s.isBlank())) {
                p.put(option, value);
            }
        }
        return p;
    }

    @Override
    public void setEnvironment(Environment environment) {
        this.environment = environment;
    }

    /** After Boot bound the fields: binds the catalog's options and refuses unknown {@code idgen.*} properties. */
    @Override
    public void afterPropertiesSet() {
        if (environment != null) {
            engineOptions.clear(); // a rebinding (a refreshed context) starts from the configuration as it is now
            IdGenPropertiesBinding.bindEngineOptions(environment, this);
        }
    }

    /** Options of the slow-ordered strategy that only Boot has (the engine's are in the catalog). */
    public static class SlowOrdered {
        /**
         * Create the slow-ordered tables (idgen_ordered_config and the shard tables) when idgen's migrations
         * run; needed before the first slow-ordered id. Also on when a key in idgen.keys has the slow-ordered
         * strategy. Off: a schema holds them only if an earlier idgen created them.
         */
        private boolean tables = false;

        public boolean isTables() { return tables; }
        public void setTables(boolean tables) { this.tables = tables; }
    }

    /** The Hibernate wiring. */
    public static class Hibernate {
        /**
         * Whether Hibernate's idgen generators (@IdGen, @GenericGenerator with IdGenGenerator) use the
         * engine bean (property idgen.engine), instead of building an engine per SessionFactory.
         */
        private boolean enabled = true;

        /**
         * Whether, at start, each idgen entity's table is checked against its key (MAX(id), the
         * column's type): a key used for the first time starts above the table's rows by itself; a key
         * that has handed out ids and is at or below MAX(id) is moved above them at WARN (or fails
         * start-up, with idgen.existing-rows=adopt-first-use or refuse); ids too wide for the column fail
         * start-up naming the entity, table, key, values and fix. Sets Hibernate's
         * idgen.check_existing_rows.
         */
        private boolean checkExistingRows = true;

        /**
         * Whether a key that has already handed out ids is always moved above its table's rows when the
         * table holds ids at or above its next id, whatever idgen.existing-rows says (its default, adopt,
         * moves it already, at WARN; one statement that never moves the key back). Sets Hibernate's
         * idgen.adopt_existing_rows.
         */
        private boolean adoptExistingRows = false;

        public boolean isEnabled() { return enabled; }
        public void setEnabled(boolean enabled) { this.enabled = enabled; }
        public boolean isCheckExistingRows() { return checkExistingRows; }
        public void setCheckExistingRows(boolean checkExistingRows) { this.checkExistingRows = checkExistingRows; }
        public boolean isAdoptExistingRows() { return adoptExistingRows; }
        public void setAdoptExistingRows(boolean adoptExistingRows) { this.adoptExistingRows = adoptExistingRows; }
    }

    /** The Micrometer binding. */
    public static class Metrics {
        /** Whether the engine's metrics (idgen.ids.issued, idgen.segment.runway, ...) are bound to the MeterRegistry. */
        private boolean enabled = true;

        public boolean isEnabled() { return enabled; }
        public void setEnabled(boolean enabled) { this.enabled = enabled; }
    }

    public static class DataJdbc {
        /**
         * Whether Spring Data JDBC aggregates whose @Id field carries @GeneratedId get idgen ids from the engine
         * bean before they are inserted.
         */
        private boolean enabled = true;

        public boolean isEnabled() { return enabled; }
        public void setEnabled(boolean enabled) { this.enabled = enabled; }
    }

    public static class Mybatis {
        /**
         * Whether objects inserted through MyBatis get idgen ids in their @GeneratedId field, and MyBatis-Plus's
         * IdType.ASSIGN_ID and ASSIGN_UUID take idgen ids.
         */
        private boolean enabled = true;

        public boolean isEnabled() { return enabled; }
        public void setEnabled(boolean enabled) { this.enabled = enabled; }
    }

    /** A key declared in configuration. */
    public static class Key {
        /** The key's strategy: segment, slow-ordered, snowflake (the key is then a namespace), daily, strict-daily or one of your own. */
        private String strategy = "segment";
        /** Segment keys: the first id when the key is created (an existing row is left as it is). */
        private long start = 1;
        /** Segment keys: the step when the key is created. */
        private int step = 1000;
        /** Segment keys: the smallest step the dynamic step may shrink to; unset: the engine's segment.min-step. */
        private Integer minStep;
        /** Segment keys: the largest step the dynamic step may grow to; unset: the engine's segment.max-step. */
        private Integer maxStep;
        /** Segment keys: a description stored with the key. */
        private String description;
        /**
         * Segment keys: table.column (or schema.table.column) holding ids already; at every start the key is
         * moved above its largest value (plus headroom), atomically, never back.
         */
        private String adoptFrom;
        /** Segment keys with adopt-from: ids left free above the column's largest value, for writers still on the old id source. */
        private long headroom = 0;

        public String getStrategy() { return strategy; }
        public void setStrategy(String strategy) { this.strategy = strategy; }
        public long getStart() { return start; }
        public void setStart(long start) { this.start = start; }
        public int getStep() { return step; }
        public void setStep(int step) { this.step = step; }
        public Integer getMinStep() { return minStep; }
        public void setMinStep(Integer minStep) { this.minStep = minStep; }
        public Integer getMaxStep() { return maxStep; }
        public void setMaxStep(Integer maxStep) { this.maxStep = maxStep; }
        public String getDescription() { return description; }
        public void setDescription(String description) { this.description = description; }
        public String getAdoptFrom() { return adoptFrom; }
        public void setAdoptFrom(String adoptFrom) { this.adoptFrom = adoptFrom; }
        public long getHeadroom() { return headroom; }
        public void setHeadroom(long headroom) { this.headroom = headroom; }
    }
}
