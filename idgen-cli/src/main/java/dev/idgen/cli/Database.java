package dev.idgen.cli;

import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;
import com.zaxxer.hikari.pool.HikariPool.PoolInitializationException;
import dev.idgen.Dialect;
import dev.idgen.IdGenConfigurationException;
import dev.idgen.IdSourceUnavailableException;
import dev.idgen.SchemaMissingException;
import dev.idgen.jdbc.IdGenEngine;
import dev.idgen.jdbc.IdGenEngineBuilder;
import dev.idgen.jdbc.admin.FailoverAdmin;
import dev.idgen.jdbc.admin.KeyAdmin;
import dev.idgen.jdbc.admin.OrderedKeyAdmin;
import dev.idgen.jdbc.admin.SchemaCheck;
import dev.idgen.jdbc.admin.WorkerAdmin;
import dev.idgen.jdbc.snowflake.NodeIdentity;
import dev.idgen.migrations.IdGenMigrations;
import java.io.IOException;
import java.nio.file.Files;
import java.sql.Connection;
import java.sql.DatabaseMetaData;
import java.sql.DriverManager;
import java.sql.SQLException;

/**
 * An open database: a small HikariCP pool, its dialect, and what the commands need around it
 * (migrations, the schema check, an engine, the database clock).
 *
 * <p>The embedded database is the CLI's own scratch database: it is created and migrated on first
 * use. A database named by {@code --jdbc-url} is yours: nothing is created in it except by
 * {@code idgen migrate} and {@code idgen demo}; other commands refuse with the fix when idgen's
 * tables are missing.
 */
final class Database implements AutoCloseable {

    /** Engine name in logs and messages. */
    static final String ENGINE_NAME = "idgen-cli";
    private static final int CONNECT_TIMEOUT_MILLIS = 5_000;

    private final DatabaseTarget target;
    private final HikariDataSource dataSource;
    private final Dialect dialect;
    private final String product;
    private final boolean created;

    private Database(DatabaseTarget target, HikariDataSource dataSource, Dialect dialect, String product, boolean created) {
        this.target = target;
        this.dataSource = dataSource;
        this.dialect = dialect;
        this.product = product;
        this.created = created;
    }

    /**
     * Connects (creating the embedded database's directory if needed).
     *
     * @throws CliFailure usage (2) when no bundled driver takes the URL, runtime (1) when the database
     *         cannot be reached or is not supported; the message names the URL and the fix
     */
    static Database open(DatabaseTarget target) {
        try {
            DriverManager.getDriver(target.url());
        } catch (SQLException e) {
            throw CliFailure.usage("no JDBC driver for --jdbc-url " + target.display() + "; idgen bundles PostgreSQL "
                    + "(jdbc:postgresql://HOST:5432/DB), MariaDB/MySQL (jdbc:mariadb://HOST:3306/DB) and H2 (jdbc:h2:...)", e);
        }
        boolean existed = target.exists();
        if (target.embedded()) {
            try {
                Files.createDirectories(target.dataDir());
            } catch (IOException e) {
                throw CliFailure.runtime("cannot create the embedded database's directory " + target.dataDir() + ": "
                        + Messages.of(e) + "; choose another with --data-dir DIR", e);
            }
        }
        HikariConfig config = new HikariConfig();
        config.setJdbcUrl(target.url());
        if (target.user() != null) {
            config.setUsername(target.user());
        }
        if (target.password() != null) {
            config.setPassword(target.password());
        }
        config.setPoolName(ENGINE_NAME);
        config.setMaximumPoolSize(4); // engine executor (2 threads) + the command's own queries
        config.setMinimumIdle(1);
        config.setConnectionTimeout(CONNECT_TIMEOUT_MILLIS);
        HikariDataSource pool;
        try {
            pool = new HikariDataSource(config);
        } catch (PoolInitializationException e) {
            throw cannotConnect(target, e);
        }
        try (Connection c = pool.getConnection()) {
            DatabaseMetaData md = c.getMetaData();
            Dialect dialect = Dialect.detect(md);
            return new Database(target, pool, dialect, md.getDatabaseProductName() + " " + md.getDatabaseProductVersion(),
                    !existed);
        } catch (SQLException e) {
            pool.close();
            throw cannotConnect(target, e);
        } catch (IdGenConfigurationException e) {
            pool.close();
            throw CliFailure.runtime(Messages.of(e) + "; point --jdbc-url at one of those", e);
        }
    }

    private static CliFailure cannotConnect(DatabaseTarget target, Exception e) {
        if (target.embedded()) {
            return CliFailure.runtime("cannot open the embedded database " + target.display() + ": "
                    + Messages.rootCause(e) + "; check the directory's permissions, or use another with --data-dir DIR", e);
        }
        return CliFailure.runtime("cannot connect to " + target.display() + (target.user() == null ? "" : " as "
                + target.user()) + ": " + Messages.rootCause(e) + "; check --jdbc-url, --user and --password (or "
                + DatabaseOptions.ENV_URL + ", " + DatabaseOptions.ENV_USER + ", " + DatabaseOptions.ENV_PASSWORD
                + ") and that the server is running", e);
    }

    HikariDataSource dataSource() {
        return dataSource;
    }

    Dialect dialect() {
        return dialect;
    }

    boolean embedded() {
        return target.embedded();
    }

    /** Whether this run created the embedded database. */
    boolean created() {
        return created;
    }

    /** The schema idgen's tables are in, {@code null} for the connection's default. */
    String schema() {
        return target.schema();
    }

    KeyAdmin keyAdmin() {
        return KeyAdmin.on(dataSource, target.schema());
    }

    OrderedKeyAdmin orderedKeyAdmin() {
        return OrderedKeyAdmin.on(dataSource, target.schema());
    }

    WorkerAdmin workerAdmin() {
        return WorkerAdmin.on(dataSource, target.schema());
    }

    FailoverAdmin failoverAdmin() {
        return FailoverAdmin.on(dataSource, target.schema());
    }

    /** {@code embedded H2 2.5.252 database ./.idgen/idgen} or {@code PostgreSQL 14.22 at jdbc:postgresql://...}. */
    String describe() {
        return target.embedded() ? "embedded " + product + " database " + target.display()
                : product + " at " + target.display();
    }

    /** How to repeat the database options in a hint, e.g. {@code " --jdbc-url jdbc:postgresql://..."}. */
    String optionsHint() {
        return (target.embedded() ? "" : " --jdbc-url " + target.display())
                + (target.schema() == null ? "" : " --schema " + target.schema());
    }

    /**
     * Applies idgen's migrations; with {@code slowOrdered}, the slow-ordered tables too.
     *
     * @return how many were applied (0 when up to date)
     */
    int migrate(boolean slowOrdered) {
        return IdGenMigrations.with(dataSource).dialect(dialect).schema(target.schema()).slowOrdered(slowOrdered).migrate();
    }

    /**
     * Makes sure idgen's tables are there: the embedded database is migrated (it is the CLI's own);
     * a server database is only checked.
     *
     * @return migrations applied now (always 0 for a server)
     * @throws CliFailure naming the missing tables and the command that creates them
     */
    int requireSchema() {
        if (target.embedded()) {
            return migrate(true); // the CLI's own database: every strategy is tried on it
        }
        try {
            SchemaCheck.require(dataSource, target.schema());
        } catch (SchemaMissingException e) {
            throw CliFailure.runtime(Messages.of(e) + "; with this tool: idgen migrate" + optionsHint(), e);
        } catch (IdSourceUnavailableException e) {
            throw CliFailure.runtime(Messages.of(e) + "; check the user's privileges", e);
        }
        return 0;
    }

    /**
     * An engine on this database (strict: keys must be registered). With {@code snowflake}, worker
     * leases name this process {@code idgen-cli@HOST:0}; the host name is looked up only then,
     * because that lookup can be slow or fail on machines with a broken host name.
     */
    IdGenEngine engine(boolean strict, boolean snowflake) {
        return engine(builder(strict, snowflake));
    }

    /** The builder {@link #engine(boolean, boolean)} starts from, for a command that sets more. */
    IdGenEngineBuilder builder(boolean strict, boolean snowflake) {
        IdGenEngineBuilder b = IdGenEngine.builder(dataSource).name(ENGINE_NAME).strict(strict).schema(target.schema());
        if (snowflake) {
            b.snowflakeNode(NodeIdentity.of(ENGINE_NAME));
        }
        return b;
    }

    /** Builds the engine; a missing schema is a failure naming the command that creates it. */
    IdGenEngine engine(IdGenEngineBuilder builder) {
        try {
            return builder.build();
        } catch (SchemaMissingException e) {
            throw CliFailure.runtime(Messages.of(e) + "; with this tool: idgen migrate" + optionsHint(), e);
        }
    }

    @Override
    public void close() {
        dataSource.close();
    }
}
