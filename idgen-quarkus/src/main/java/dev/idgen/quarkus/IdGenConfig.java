package dev.idgen.quarkus;

import io.quarkus.runtime.annotations.ConfigPhase;
import io.quarkus.runtime.annotations.ConfigRoot;
import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;
import io.smallrye.config.WithName;
import io.smallrye.config.WithParentName;
import java.util.Map;
import java.util.Optional;

/**
 * The {@code idgen.*} configuration of a Quarkus application: what the extension does at start (migrations, the
 * datasource, the keys of {@code idgen.keys.*}, the Hibernate start-up check).
 *
 * <p>The engine's own options ({@code idgen.database-timeout}, {@code idgen.segment.min-step}, {@code idgen.snowflake.node},
 * ...) are declared once, in idgen's option catalog ({@code dev.idgen.jdbc.EngineOptions}); {@link IdGenEngineConfig}
 * is generated from it (typed, documented, with the catalog's default), and the values are applied at start through
 * the catalog, which checks them and names the property ({@link IdGenOptions}). Every other {@code idgen.*} name is
 * refused at start, naming the nearest known one: {@link #options()} collects every name as written, so that SmallRye
 * Config's own refusal of unmapped names (which names no alternative) does not come first.
 */
@ConfigMapping(prefix = "idgen")
@ConfigRoot(phase = ConfigPhase.RUN_TIME)
public interface IdGenConfig {

    /**
     * Whether idgen's Flyway migrations (history table idgen_schema_history) run at start, after the application's
     * own Flyway migrations and before Hibernate ORM starts. Off: idgen's tables must exist already, or start-up
     * fails naming the migration to run.
     */
    @WithDefault("true")
    boolean migrate();

    /**
     * The Agroal datasource idgen's engine, migrations and keys use; unset: the default datasource.
     */
    Optional<String> datasource();

    /**
     * Create the slow-ordered tables (idgen_ordered_config and the shard tables) when idgen's migrations run; needed
     * before the first slow-ordered id. Also on when a key in idgen.keys has the slow-ordered strategy.
     */
    @WithName("slow-ordered.tables")
    @WithDefault("false")
    boolean slowOrderedTables();

    /**
     * Whether, at start, each idgen entity's table is checked against its key (MAX(id), the column's type): a key
     * used for the first time starts above the table's rows; a key that handed out ids and is at or below MAX(id)
     * follows idgen.existing-rows; ids too wide for the column fail start-up naming the entity, table, key and fix.
     */
    @WithName("hibernate.check-existing-rows")
    @WithDefault("true")
    boolean checkExistingRows();

    /**
     * Whether a key that has already handed out ids is always moved above its table's rows when the table holds ids
     * at or above its next id, whatever idgen.existing-rows says.
     */
    @WithName("hibernate.adopt-existing-rows")
    @WithDefault("false")
    boolean adoptExistingRows();

    /**
     * Keys declared in configuration, by key: idgen.keys.order.step=1000, idgen.keys.order.adopt-from=orders.id.
     * Segment keys are registered in idgen_segment at start (an existing row is left as it is) and, with adopt-from,
     * moved above the largest id of that column. A key with a '.' is quoted: idgen.keys."im.message".strategy.
     */
    Map<String, Key> keys();

    /** The engine options of idgen's catalog, typed: idgen.database-timeout=2s, idgen.segment.min-step=500, ... */
    @WithParentName
    IdGenEngineConfig engine();

    /**
     * Every idgen.* property as written, engine options included: what the start-up check reads, which refuses a name
     * that is neither an engine option nor one of the properties above, naming the nearest known one.
     */
    @WithParentName
    Map<String, String> options();

    /** A key declared in configuration. */
    interface Key {
        /** The key's strategy: segment, slow-ordered, snowflake (the key is then a namespace), daily, strict-daily. */
        @WithDefault("segment")
        String strategy();

        /** Segment keys: the first id when the key is created (an existing row is left as it is). */
        @WithDefault("1")
        long start();

        /** Segment keys: the step when the key is created. */
        @WithDefault("1000")
        int step();

        /** Segment keys: the smallest step the dynamic step may shrink to; unset: the engine's segment.min-step. */
        Optional<Integer> minStep();

        /** Segment keys: the largest step the dynamic step may grow to; unset: the engine's segment.max-step. */
        Optional<Integer> maxStep();

        /** Segment keys: a description stored with the key. */
        Optional<String> description();

        /**
         * Segment keys: table.column (or schema.table.column) holding ids already; at every start the key is moved
         * above its largest value (plus headroom), atomically, never back.
         */
        Optional<String> adoptFrom();

        /** Segment keys with adopt-from: ids left free above the column's largest value. */
        @WithDefault("0")
        long headroom();
    }
}
