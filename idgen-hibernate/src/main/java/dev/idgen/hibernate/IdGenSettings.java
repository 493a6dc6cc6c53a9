package dev.idgen.hibernate;

import dev.idgen.jdbc.EngineOptions;
import java.util.List;

/**
 * The configuration properties idgen reads from Hibernate's settings ({@code hibernate.properties},
 * {@code persistence.xml}, {@code spring.jpa.properties.*}, or the map given to the bootstrap).
 * None is required: by default each SessionFactory gets one idgen engine of its own, built on
 * Hibernate's own {@code ConnectionProvider} when the SessionFactory is built, and closed when it
 * is closed.
 *
 * <table>
 *   <caption>idgen properties</caption>
 *   <tr><th>Property</th><th>Value</th><th>Default</th><th>Meaning</th></tr>
 *   <tr><td>{@value #ENGINE}</td><td>an {@code IdGenEngine} instance</td><td>none</td>
 *       <td>Use the application's engine instead of building one. It is never closed by Hibernate.
 *       No other engine property may be set with it (they would have no effect).</td></tr>
 *   <tr><td>{@value #DATASOURCE}</td><td>a {@code javax.sql.DataSource} instance</td>
 *       <td>Hibernate's {@code ConnectionProvider}</td>
 *       <td>Where idgen's own engine borrows its connections (needed with multi-tenancy).</td></tr>
 *   <tr><td>{@value #NAME}</td><td>a key-like name</td><td>{@code idgen-hibernate-<n>}</td>
 *       <td>The engine's name in thread names, logs and messages.</td></tr>
 *   <tr><td>{@value #CHECK_EXISTING_ROWS}</td><td>{@code true}/{@code false}</td><td>{@code true}</td>
 *       <td>At start, compare each idgen entity's table ({@code MAX(id)}, the column's type) with
 *       the next id of its key: rows at or above it, or ids that do not fit the column, fail the
 *       SessionFactory build with the entity, table, key, both values and the fix — never a
 *       primary-key violation at the first insert. Strategies of one's own are not checked.</td></tr>
 *   <tr><td>{@value #ADOPT_EXISTING_ROWS}</td><td>{@code true}/{@code false}</td><td>{@code false}</td>
 *       <td>A key used for the first time (no id handed out yet) starts above its table's rows by
 *       itself. With this, also a key that has handed out ids is moved above rows at or above its
 *       next id instead of failing (segment and slow-ordered keys, one statement that never moves
 *       back, logged at INFO): for tables filled without idgen. Also allowed next to {@value #ENGINE}.</td></tr>
 *   <tr><td>{@value #DEFER_TABLE_CHECK}</td><td>{@code true}/{@code false}</td><td>{@code false}</td>
 *       <td>Check the tables (and take the keys' first ranges) at
 *       {@code IdGenHibernate.checkTables(factory)} or the first id instead of when the SessionFactory
 *       is built: for rows loaded in between (Boot's deferred {@code data.sql}). Also allowed next to
 *       {@value #ENGINE}.</td></tr>
 *   <tr><td>{@value #SPRING_BOOT}</td><td>{@code true}/{@code false}</td><td>{@code false}</td>
 *       <td>Set by the Spring Boot starter: messages name its {@code idgen.hibernate.*} properties.</td></tr>
 * </table>
 *
 * <p>Every engine option is read as {@code idgen.} followed by its name in the option catalog
 * {@link EngineOptions} ({@code idgen.database-timeout}, {@code idgen.segment.default-step},
 * {@code idgen.snowflake.lease-ttl}, {@code idgen.daily.zone}, ...), with the catalog's rules and
 * defaults; {@code docs/configuration.md} lists them all (generated from the catalog).
 *
 * <p>Values may be strings or typed objects ({@code Integer}, {@code Boolean},
 * {@code java.time.Duration}). A duration is ISO-8601 ({@code PT3S}) or a number with a unit:
 * {@code 500ms}, {@code 3s}, {@code 15m}, {@code 1h}; a bare number is refused (its unit would be
 * a guess). A bad value fails the SessionFactory build, naming the property, the value and the
 * rule. The snowflake bit layout and datacenter id are properties too
 * ({@code idgen.snowflake.layout}, {@code idgen.snowflake.datacenter-id}); a layout must never change
 * under existing ids, so an engine refuses to lease a worker id under another layout than the one
 * recorded for its namespace (changed only by {@code idgen workers change-layout}). A property with
 * the {@code idgen.} prefix that is neither in this table nor in the catalog is logged at WARN (a
 * typo would otherwise go unnoticed); it is not an error, because system properties reach
 * Hibernate's settings too.
 */
public final class IdGenSettings {

    /** An {@code IdGenEngine} instance the application built and owns. */
    public static final String ENGINE = "idgen.engine";
    /** A {@code javax.sql.DataSource} instance for idgen's own engine. */
    public static final String DATASOURCE = "idgen.datasource";
    /** The engine's name. */
    public static final String NAME = "idgen.name";
    /**
     * Whether a SessionFactory checks, at start, each idgen entity's table against its key: rows at
     * or above the key's next id, or a column too narrow for the ids, fail the build.
     */
    public static final String CHECK_EXISTING_ROWS = "idgen.check_existing_rows";
    /**
     * Whether that check moves a key above its table's existing rows instead of failing: for tables
     * filled without idgen (seed data, a legacy id source).
     */
    public static final String ADOPT_EXISTING_ROWS = "idgen.adopt_existing_rows";

    /**
     * Whether a SessionFactory leaves the check of its idgen entities' tables (and the binding of
     * their generators, which takes each key's first range) until
     * {@link IdGenHibernate#checkTables IdGenHibernate.checkTables(factory)} or the first id, whichever
     * comes first: for rows loaded after the SessionFactory is built and before it is used (Spring
     * Boot's {@code data.sql} with {@code spring.jpa.defer-datasource-initialization=true}; the idgen
     * starter sets this and calls {@code checkTables} after Boot's database initializers).
     */
    public static final String DEFER_TABLE_CHECK = "idgen.defer_table_check";
    /**
     * Set by the idgen Spring Boot starter: start-up messages then name its properties
     * ({@code idgen.hibernate.adopt-existing-rows}) instead of these settings.
     */
    public static final String SPRING_BOOT = "idgen.spring_boot";

    /** The prefix every idgen property starts with. */
    public static final String PREFIX = "idgen.";

    /** Every property above, in table order. */
    public static final List<String> ALL = List.of(ENGINE, DATASOURCE, NAME, CHECK_EXISTING_ROWS, ADOPT_EXISTING_ROWS,
            DEFER_TABLE_CHECK, SPRING_BOOT);

    private IdGenSettings() {
    }
}
