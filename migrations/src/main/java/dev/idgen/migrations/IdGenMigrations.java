package dev.idgen.migrations;

import dev.idgen.DeclaredKeys;
import dev.idgen.Dialect;
import dev.idgen.IdGenConfigurationException;
import dev.idgen.IdSourceUnavailableException;
import dev.idgen.spi.Redact;
import java.sql.Connection;
import java.sql.DatabaseMetaData;
import java.sql.SQLException;
import java.util.List;
import java.util.Objects;
import javax.sql.DataSource;
import org.flywaydb.core.Flyway;
import org.flywaydb.core.api.FlywayException;
import org.flywaydb.core.api.MigrationInfo;
import org.flywaydb.core.api.configuration.FluentConfiguration;

/**
 * Creates and upgrades idgen's tables with Flyway.
 *
 * <p>The SQL lives in this jar under {@code db/idgen/<dialect>/} ({@code postgresql}, {@code mysql},
 * {@code h2}); every dialect has the same list of versions. The history is kept in its own table,
 * {@value #HISTORY_TABLE}, so idgen's versions never collide with the application's own Flyway
 * versions or history table.
 *
 * <p>The slow-ordered strategy's tables ({@code idgen_ordered_config} and 64 shard tables) are created
 * only when asked for: {@code IdGenMigrations.with(dataSource).slowOrdered(true).migrate()}, the command
 * {@code idgen migrate --slow-ordered}, or the Spring Boot property {@code idgen.slow-ordered.tables=true}.
 * Their migration lives under {@code db/idgen-ordered/<dialect>/} with its own history table,
 * {@value #ORDERED_HISTORY_TABLE}. A schema migrated by an idgen version that still created them with
 * every migration (its {@value #HISTORY_TABLE} records version 3) keeps them and validates as before.
 *
 * <p>Safe to call on every start of every node: it is idempotent, Flyway serialises concurrent
 * runs with a database lock, and on a schema that already holds the application's tables idgen's
 * history starts at an empty baseline (version 0), so no idgen migration is ever skipped.
 * Nothing is dropped, ever.
 *
 * <p>Migration V9 (and V10 for the slow-ordered tables) puts guards on idgen's counter tables: triggers
 * that refuse, whoever runs the statement, to lower a counter ({@code max_id}, {@code num}, a worker's
 * {@code last_timestamp}), to rename a key, to delete a row, or to let a refused epoch serve again without
 * the recovery. Creating them needs the schema owner (on MySQL/MariaDB with binary logging on also
 * {@code SUPER} or {@code log_bin_trust_function_creators}); on H2 the trigger is the class
 * {@link dev.idgen.migrations.h2.GuardTrigger} of this jar.
 *
 * <p>After migrating, {@code migrate} also registers the keys declared with
 * {@link dev.idgen.JooqIds} (the {@value DeclaredKeys#RESOURCE} manifests the processor wrote into
 * the application's jars): a row in {@code idgen_segment} for every segment key that has none, with
 * the declared step. Rows that exist are never changed; see {@link #registerDeclaredKeys(DataSource)}.
 */
public final class IdGenMigrations {

    /** The Flyway history table of idgen's own migrations. */
    public static final String HISTORY_TABLE = "idgen_schema_history";

    /**
     * The baseline version written when idgen's history table is created in a schema that is not
     * empty. It is below every idgen version, so nothing is skipped.
     */
    public static final String BASELINE_VERSION = "0";

    /** The Flyway history table of the slow-ordered tables' migrations (see {@link Migration#slowOrdered(boolean)}). */
    public static final String ORDERED_HISTORY_TABLE = "idgen_ordered_schema_history";

    /**
     * The version of the migration that creates the slow-ordered tables. Schemas migrated before these
     * tables became optional record it in {@value #HISTORY_TABLE}; newer ones in {@value #ORDERED_HISTORY_TABLE}.
     */
    static final String ORDERED_VERSION = "3";

    private IdGenMigrations() {
    }

    /**
     * Brings idgen's tables up to date, detecting the dialect from the connection.
     *
     * @return how many migrations were applied (0 when already up to date)
     * @throws IdSourceUnavailableException when no connection can be had
     * @throws IdGenConfigurationException when the database is not supported or a migration fails
     */
    public static int migrate(DataSource dataSource) {
        return with(dataSource).migrate();
    }

    /**
     * Brings idgen's tables up to date using the migrations of {@code dialect}.
     *
     * @return how many migrations were applied (0 when already up to date)
     */
    public static int migrate(DataSource dataSource, Dialect dialect) {
        return migrate(dataSource, dialect, null);
    }

    /**
     * Brings idgen's tables in {@code schema} up to date, creating the schema when it does not
     * exist; idgen's history table is there too. Build engines with the same
     * {@code IdGenEngineBuilder.schema(schema)} (Hibernate: {@code idgen.schema}; Spring Boot:
     * {@code idgen.schema}). {@code null}: the connection's default schema, as {@link #migrate(DataSource)}.
     *
     * @param schema a plain SQL name (letters, digits, {@code _}); the database folds its case as it
     *               does for unquoted names
     * @return how many migrations were applied (0 when already up to date)
     * @throws IdGenConfigurationException for a schema that is not a plain SQL name, or a failed migration
     */
    public static int migrate(DataSource dataSource, String schema) {
        return with(dataSource).schema(schema).migrate();
    }

    /** Like {@link #migrate(DataSource, String)} with the migrations of {@code dialect}. */
    public static int migrate(DataSource dataSource, Dialect dialect, String schema) {
        return with(dataSource).dialect(Objects.requireNonNull(dialect, "dialect")).schema(schema).migrate();
    }

    /**
     * A migration of idgen's tables through {@code dataSource}, to configure before running it:
     * <pre>{@code
     * IdGenMigrations.with(dataSource).schema("idgen").slowOrdered(true).migrate();
     * }</pre>
     * With nothing configured it is {@link #migrate(DataSource)}.
     */
    public static Migration with(DataSource dataSource) {
        return new Migration(Objects.requireNonNull(dataSource, "dataSource"));
    }

    /** What {@link #with(DataSource)} migrates: the dialect, the schema and whether the slow-ordered tables too. */
    public static final class Migration {
        private final DataSource dataSource;
        private Dialect dialect;
        private String schema;
        private boolean slowOrdered;

        private Migration(DataSource dataSource) {
            this.dataSource = dataSource;
        }

        /** The migrations of {@code dialect}; by default detected from the connection. */
        public Migration dialect(Dialect dialect) {
            this.dialect = dialect;
            return this;
        }

        /**
         * idgen's tables and history in {@code schema}, created when it does not exist; {@code null} (the
         * default): the connection's default schema. Build engines with the same {@code IdGenEngineBuilder.schema}.
         *
         * @param schema a plain SQL name (letters, digits, {@code _}); the database folds its case as it
         *               does for unquoted names
         */
        public Migration schema(String schema) {
            this.schema = checkSchema(schema);
            return this;
        }

        /**
         * Also creates the slow-ordered strategy's tables ({@code idgen_ordered_config} and the shard
         * tables {@code idgen_ordered_00 .. 63}) when they do not exist; needed before the first
         * slow-ordered id. Off by default, so schemas that use only segment, snowflake and daily ids hold
         * five tables of idgen's. Turning it off never drops them.
         */
        public Migration slowOrdered(boolean slowOrdered) {
            this.slowOrdered = slowOrdered;
            return this;
        }

        /**
         * Brings idgen's tables up to date, then registers the declared keys
         * ({@link IdGenMigrations#registerDeclaredKeys(DataSource, String)}). Safe on every start of every node.
         *
         * @return how many migrations were applied (0 when already up to date)
         * @throws IdSourceUnavailableException when no connection can be had
         * @throws IdGenConfigurationException when the database is not supported or a migration fails
         */
        public int migrate() {
            // one connection for the dialect (when not given) and the schema's case, one read of the main history
            Target target = Target.of(dataSource, dialect, schema);
            Flyway main = mainFlyway(dataSource, target, false);
            boolean legacyOrdered = orderedInMainHistory(main, schema);
            if (legacyOrdered) {
                main = mainFlyway(dataSource, target, true);
            }
            int applied = run(main, HISTORY_TABLE);
            if (slowOrdered && !legacyOrdered) {
                applied += run(orderedFlyway(dataSource, target), ORDERED_HISTORY_TABLE);
            }
            registerDeclaredKeys(dataSource, schema);
            return applied;
        }

        private int run(Flyway flyway, String history) {
            for (int attempt = 1; ; attempt++) {
                try {
                    return flyway.migrate().migrationsExecuted;
                } catch (FlywayException e) {
                    // Flyway decides "no history table yet, schema not empty: baseline" without a lock; a node
                    // that starts just behind another sees the other's first tables and tries to baseline a
                    // history that now exists. On the next attempt the history is there and nothing is redone.
                    if (attempt < 3 && String.valueOf(e.getMessage()).contains("Unable to baseline")) {
                        pause(200L * attempt);
                        continue;
                    }
                    throw new IdGenConfigurationException("idgen migrations (" + String.join(", ",
                            java.util.Arrays.stream(flyway.getConfiguration().getLocations()).map(Object::toString).toList())
                            + ", history table " + (schema == null ? "" : schema + ".") + history + ") failed: "
                            + e.getMessage(), e);
                }
            }
        }
    }

    /**
     * Registers the keys declared with {@link dev.idgen.JooqIds} in every {@value DeclaredKeys#RESOURCE}
     * that this class's class loader or the thread's context class loader sees; {@link #migrate}
     * calls it. For every segment key without a row in {@code idgen_segment} it inserts one, with the
     * declared step if any; an existing row is never changed. Safe on every start of every node:
     * a node that loses the race to insert a key accepts the other node's row.
     *
     * @return the keys this call inserted (empty when every key was there)
     * @throws IdGenConfigurationException when a manifest is malformed, declares a key in two ways,
     *         or an insert fails (for instance because idgen's tables do not exist yet)
     * @throws IdSourceUnavailableException when no connection can be had
     */
    public static List<String> registerDeclaredKeys(DataSource dataSource) {
        return registerDeclaredKeys(dataSource, (String) null);
    }

    /** Like {@link #registerDeclaredKeys(DataSource)} into idgen's tables in {@code schema} ({@code null}: the default). */
    public static List<String> registerDeclaredKeys(DataSource dataSource, String schema) {
        ClassLoader own = IdGenMigrations.class.getClassLoader();
        ClassLoader context = Thread.currentThread().getContextClassLoader();
        // both: in an application server idgen may sit in a shared loader the application's jars are not in,
        // and a pool thread's context loader may not see a fat jar's classes
        ClassLoader[] loaders = context == null || context == own ? new ClassLoader[] {own} : new ClassLoader[] {own, context};
        return DeclaredKeyRegistration.register(dataSource, DeclaredKeys.load(loaders),
                qualified(checkSchema(schema), DeclaredKeyRegistration.TABLE));
    }

    /**
     * Like {@link #registerDeclaredKeys(DataSource)}, with the manifests {@code loaders} see.
     *
     * @return the keys this call inserted
     */
    public static List<String> registerDeclaredKeys(DataSource dataSource, ClassLoader... loaders) {
        return DeclaredKeyRegistration.register(dataSource, DeclaredKeys.load(loaders));
    }

    /**
     * A Flyway configured exactly as {@link #migrate(DataSource, Dialect)} uses it, for
     * {@code info()}, {@code validate()} or a build step of your own. Its {@code migrate()} does not
     * register declared keys: call {@link #registerDeclaredKeys(DataSource)} after it.
     */
    public static Flyway flyway(DataSource dataSource, Dialect dialect) {
        return flyway(dataSource, dialect, null);
    }

    /**
     * Like {@link #flyway(DataSource, Dialect)} for idgen's tables in {@code schema} (created when
     * missing; {@code null}: the connection's default schema). On a schema whose history records the
     * slow-ordered tables' migration (version 3, from an idgen version that always created them) it
     * also resolves that migration, so validation passes as before.
     */
    public static Flyway flyway(DataSource dataSource, Dialect dialect, String schema) {
        Target target = Target.folding(dataSource, dialect, schema);
        Flyway main = mainFlyway(dataSource, target, false);
        return orderedInMainHistory(main, schema) ? mainFlyway(dataSource, target, true) : main;
    }

    /** idgen's main Flyway; {@code withOrdered}: it also resolves the slow-ordered tables' migration (version 3). */
    private static Flyway mainFlyway(DataSource dataSource, Target target, boolean withOrdered) {
        FluentConfiguration config = configure(dataSource, target)
                .table(HISTORY_TABLE)
                .baselineDescription("idgen history starts here; every idgen version is applied");
        return (withOrdered ? config.locations(target.dialect().migrationLocation(), orderedLocation(target.dialect()))
                : config.locations(target.dialect().migrationLocation())).load();
    }

    /**
     * The Flyway of the slow-ordered tables ({@link Migration#slowOrdered(boolean)}): location
     * {@code db/idgen-ordered/<dialect>}, history table {@value #ORDERED_HISTORY_TABLE}. On a schema whose
     * {@value #HISTORY_TABLE} already records them (version 3) do not run it: the tables exist.
     */
    public static Flyway orderedFlyway(DataSource dataSource, Dialect dialect, String schema) {
        return orderedFlyway(dataSource, Target.folding(dataSource, dialect, schema));
    }

    private static Flyway orderedFlyway(DataSource dataSource, Target target) {
        return configure(dataSource, target)
                .table(ORDERED_HISTORY_TABLE)
                .baselineDescription("idgen slow-ordered history starts here; its version is applied")
                .locations(orderedLocation(target.dialect()))
                .load();
    }

    /** The Flyway location of the slow-ordered tables' migration, e.g. {@code classpath:db/idgen-ordered/postgresql}. */
    public static String orderedLocation(Dialect dialect) {
        return "classpath:db/idgen-ordered/" + dialect.folder();
    }

    private static FluentConfiguration configure(DataSource dataSource, Target target) {
        FluentConfiguration config = Flyway.configure(IdGenMigrations.class.getClassLoader());
        if (target.foldedSchema() != null) {
            config.schemas(target.foldedSchema()).defaultSchema(target.foldedSchema()).createSchemas(true);
        }
        return config
                .dataSource(dataSource)
                .baselineOnMigrate(true)
                .baselineVersion(BASELINE_VERSION)
                .failOnMissingLocations(true)
                .cleanDisabled(true);
    }

    /**
     * The migrations idgen's history table {@value #HISTORY_TABLE} in {@code schema} records ({@code null}: the
     * connection's default schema), as {@code flyway(dataSource, dialect, schema).info().applied()} lists them,
     * in one read of the history (for a listing such as {@code idgen migrate}'s).
     *
     * @throws IdGenConfigurationException when the history cannot be read
     * @throws IdSourceUnavailableException when no connection can be had to fold {@code schema}'s case
     */
    public static MigrationInfo[] appliedMigrations(DataSource dataSource, Dialect dialect, String schema) {
        // With the slow-ordered location resolved too, a history that records version 3 lists it as applied, as
        // flyway(..) does for such a schema; in one that does not, Flyway counts the resolved version 3 as pending or
        // ignored, never applied: the list is the same either way, without the probe flyway(..) needs.
        try {
            return mainFlyway(dataSource, Target.folding(dataSource, dialect, schema), true).info().applied();
        } catch (FlywayException e) {
            throw historyUnreadable(schema, e);
        }
    }

    /**
     * How to read the {@code installed_on} times of {@link #appliedMigrations} as instants on {@code dialect}. Where the
     * history keeps the session zone's wall-clock time, which the driver reads in the JVM's zone (PostgreSQL's
     * TIMESTAMP without time zone, MySQL's and MariaDB's TIMESTAMP), the dialect's
     * {@code db/idgen-history/<folder>-session-offset.sql} gives the session's offset from UTC and the time is read
     * back as that wall-clock time at that offset; without such a file the driver's instant is right (H2).
     *
     * @throws IdSourceUnavailableException when the session's offset cannot be read
     */
    public static java.util.function.Function<java.util.Date, java.time.Instant> historyInstants(DataSource dataSource,
            Dialect dialect) {
        String resource = "db/idgen-history/" + dialect.folder() + "-session-offset.sql";
        String query = readResource(resource);
        if (query == null) {
            return java.util.Date::toInstant;
        }
        try (Connection c = dataSource.getConnection();
                java.sql.Statement st = c.createStatement();
                java.sql.ResultSet rs = st.executeQuery(query)) {
            rs.next();
            java.time.ZoneOffset offset = java.time.ZoneOffset.ofTotalSeconds(rs.getInt(1));
            return read -> java.time.LocalDateTime.ofInstant(read.toInstant(), java.time.ZoneId.systemDefault())
                    .toInstant(offset);
        } catch (SQLException e) {
            throw new IdSourceUnavailableException("cannot read the database session's offset from UTC (" + resource
                    + "), needed to read when idgen's migrations were installed: " + e.getMessage(), e);
        }
    }

    /** The resource's text without its comment lines, or null when there is none. */
    private static String readResource(String resource) {
        try (java.io.InputStream in = IdGenMigrations.class.getClassLoader().getResourceAsStream(resource)) {
            if (in == null) {
                return null;
            }
            return new String(in.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8).lines()
                    .filter(l -> !l.startsWith("--")).collect(java.util.stream.Collectors.joining("\n")).trim();
        } catch (java.io.IOException e) {
            throw new IdGenConfigurationException("cannot read " + resource + ": " + e.getMessage(), e);
        }
    }

    /**
     * Whether idgen's main history records the slow-ordered tables' migration (schemas migrated before it was
     * optional), read through {@code main}, the Flyway of the main location only.
     */
    private static boolean orderedInMainHistory(Flyway main, String schema) {
        try {
            for (MigrationInfo m : main.info().applied()) {
                if (m.getVersion() != null && ORDERED_VERSION.equals(m.getVersion().getVersion())) {
                    return true;
                }
            }
            return false;
        } catch (FlywayException e) {
            throw historyUnreadable(schema, e);
        }
    }

    private static IdGenConfigurationException historyUnreadable(String schema, FlywayException e) {
        return new IdGenConfigurationException("cannot read idgen's migration history (" + (schema == null ? ""
                : schema + ".") + HISTORY_TABLE + "): " + e.getMessage(), e);
    }

    /**
     * The {@code GRANT} statements that give {@code role} exactly what idgen's engine needs at run time
     * (read and write idgen's tables, no DDL), shipped in {@code db/idgen-grants/<dialect>.sql}, on the
     * tables in the connection's default schema. Run them as the owner after {@link #migrate}. Without
     * the slow-ordered tables; see {@link #grantStatements(Dialect, String, String, boolean)}.
     *
     * @throws IdGenConfigurationException for a role that is not a plain SQL name, or a dialect
     *         without shipped grants (PostgreSQL and MySQL/MariaDB have them)
     */
    public static List<String> grantStatements(Dialect dialect, String role) {
        return grantStatements(dialect, role, null, false);
    }

    /**
     * Like {@link #grantStatements(Dialect, String)}; with {@code slowOrdered}, also the grants on the
     * slow-ordered tables ({@code db/idgen-grants/<dialect>-ordered.sql}) for a schema migrated with them.
     */
    public static List<String> grantStatements(Dialect dialect, String role, boolean slowOrdered) {
        return grantStatements(dialect, role, null, slowOrdered);
    }

    /**
     * The {@code GRANT} statements for idgen's tables in {@code schema}, as {@link #migrate(DataSource, String)}
     * and {@code IdGenEngineBuilder.schema(schema)} use it: every table name qualified ({@code schema.idgen_segment})
     * and, on PostgreSQL, first {@code GRANT USAGE ON SCHEMA schema TO role} (without it the role cannot reach the
     * tables at all). {@code null}: the connection's default schema, unqualified, as {@link #grantStatements(Dialect,
     * String, boolean)}. Run them as the owner after migrating.
     *
     * <p>What is granted: {@code SELECT} and {@code INSERT} on the tables the engine creates rows in, and
     * {@code UPDATE} only on the columns idgen writes at run time (never a key column such as {@code biz_tag},
     * nor {@code created_at}); no {@code DELETE}, no DDL. The guards of migration V9/V10 refuse, whoever runs it,
     * any statement that lowers a counter, renames a key or deletes a row.
     *
     * @param dialect     {@link Dialect#POSTGRESQL} or {@link Dialect#MYSQL} (MySQL and MariaDB); H2 has no shipped grants
     * @param role        the application's database role or user, a plain SQL name (letters, digits, {@code _})
     * @param schema      a plain SQL name, or {@code null}
     * @param slowOrdered also the grants on the slow-ordered tables, for a schema migrated with them
     * @throws IdGenConfigurationException for a role or schema that is not a plain SQL name, or a dialect without
     *         shipped grants
     */
    public static List<String> grantStatements(Dialect dialect, String role, String schema, boolean slowOrdered) {
        Objects.requireNonNull(dialect, "dialect");
        if (role == null || !PLAIN_NAME.matcher(role).matches()) {
            throw new IdGenConfigurationException("role '" + role + "' is not a plain SQL name (letters, digits, '_')");
        }
        String checked = checkSchema(schema);
        List<String> out = new java.util.ArrayList<>(grants("db/idgen-grants/" + dialect.folder() + ".sql", dialect,
                role, checked));
        if (slowOrdered) {
            out.addAll(grants("db/idgen-grants/" + dialect.folder() + "-ordered.sql", dialect, role, checked));
        }
        return out;
    }

    /**
     * The statements of a dialect's grants file, {@code ${role}} and {@code ${schema}} (empty, or the schema and a dot)
     * filled in; a statement naming {@code ${schema-name}} (what a named schema needs besides its tables, such as
     * PostgreSQL's {@code USAGE}) only for a named schema: the file says what its database needs, not this method.
     */
    private static List<String> grants(String resource, Dialect dialect, String role, String schema) {
        String schemaPrefix = schema == null ? "" : schema + ".";
        try (java.io.InputStream in = IdGenMigrations.class.getClassLoader().getResourceAsStream(resource)) {
            if (in == null) {
                throw new IdGenConfigurationException("no grants are shipped for " + dialect + " (" + resource
                        + "); grant SELECT, INSERT, UPDATE on idgen_segment, idgen_worker, idgen_daily, idgen_document, SELECT, UPDATE on "
                        + "idgen_epoch, SELECT, INSERT on idgen_region (every engine records or checks it) and, for "
                        + "slow-ordered, SELECT, INSERT, UPDATE on idgen_ordered_00..63 and "
                        + "SELECT on idgen_ordered_config (db/idgen-grants/postgresql.sql lists the columns to UPDATE)");
            }
            String sql = new String(in.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
            List<String> out = new java.util.ArrayList<>();
            for (String statement : sql.split(";\\s*\\n")) {
                String body = statement.lines().filter(l -> !l.startsWith("--")).collect(
                        java.util.stream.Collectors.joining("\n")).trim();
                if (!body.isEmpty() && (schema != null || !body.contains("${schema-name}"))) {
                    out.add(body.replace("${schema-name}", schema == null ? "" : schema)
                            .replace("${schema}", schemaPrefix).replace("${role}", role));
                }
            }
            return out;
        } catch (java.io.IOException e) {
            throw new IdGenConfigurationException("cannot read " + resource + ": " + e.getMessage(), e);
        }
    }

    /** The Flyway location of {@code dialect}'s migrations, e.g. {@code classpath:db/idgen/postgresql}. */
    public static String location(Dialect dialect) {
        return dialect.migrationLocation();
    }

    private static final java.util.regex.Pattern PLAIN_NAME = java.util.regex.Pattern.compile("[A-Za-z_][A-Za-z0-9_]{0,62}");

    private static String checkSchema(String schema) {
        if (schema != null && !PLAIN_NAME.matcher(schema).matches()) {
            throw new IdGenConfigurationException("schema '" + schema + "' is not a plain SQL name (a letter or '_', "
                    + "then letters, digits or '_', at most 63 characters); quoted names are not accepted");
        }
        return schema;
    }

    private static String qualified(String schema, String table) {
        return schema == null ? table : schema + "." + table;
    }

    /**
     * The dialect whose migrations run and the schema as the database stores it ({@code null}: the connection's
     * default), both read through at most one connection, which every Flyway of one call shares.
     */
    private record Target(Dialect dialect, String foldedSchema) {

        /** The dialect as given or, when {@code null}, detected, through the same connection that folds the schema. */
        static Target of(DataSource dataSource, Dialect dialect, String schema) {
            Objects.requireNonNull(dataSource, "dataSource");
            String checked = checkSchema(schema);
            if (dialect != null && checked == null) {
                return new Target(dialect, null);
            }
            try (Connection c = dataSource.getConnection()) {
                DatabaseMetaData md = c.getMetaData();
                Dialect d = dialect != null ? dialect : Dialect.detect(md);
                return new Target(d, checked == null ? null : folded(md, checked));
            } catch (SQLException e) {
                throw unavailable(dataSource, e);
            }
        }

        /** {@code dialect} as given, even {@code null} (the public Flyway factories never detect it). */
        static Target folding(DataSource dataSource, Dialect dialect, String schema) {
            Objects.requireNonNull(dataSource, "dataSource");
            String checked = checkSchema(schema);
            if (checked == null) {
                return new Target(dialect, null);
            }
            try (Connection c = dataSource.getConnection()) {
                return new Target(dialect, folded(c.getMetaData(), checked));
            } catch (SQLException e) {
                throw unavailable(dataSource, e);
            }
        }
    }

    /**
     * {@code schema} as the database stores an unquoted name: upper case on H2, lower case on PostgreSQL. Flyway
     * quotes the name; the engine writes it unquoted, so Flyway is given the case the database folds to.
     */
    private static String folded(DatabaseMetaData md, String schema) throws SQLException {
        if (md.storesUpperCaseIdentifiers()) {
            return schema.toUpperCase(java.util.Locale.ROOT);
        }
        if (md.storesLowerCaseIdentifiers()) {
            return schema.toLowerCase(java.util.Locale.ROOT);
        }
        return schema;
    }

    private static IdSourceUnavailableException unavailable(DataSource dataSource, SQLException e) {
        return new IdSourceUnavailableException("cannot connect to the database to run idgen migrations through "
                + Redact.dataSource(dataSource) + ": " + Redact.text(e.getMessage()), e);
    }

    private static void pause(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IdGenConfigurationException("interrupted while retrying idgen migrations; the interrupt flag is kept", e);
        }
    }

    static Dialect detect(DataSource dataSource) {
        Objects.requireNonNull(dataSource, "dataSource");
        try (Connection c = dataSource.getConnection()) {
            return Dialect.detect(c.getMetaData());
        } catch (SQLException e) {
            throw unavailable(dataSource, e);
        }
    }
}
