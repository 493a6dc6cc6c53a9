package dev.idgen;

import java.sql.DatabaseMetaData;
import java.sql.SQLException;
import java.util.Locale;

/**
 * The databases idgen supports. Each has its own migrations under
 * {@code db/idgen/<folder>/} and its own small source classes in idgen-jdbc.
 */
public enum Dialect {
    POSTGRESQL("postgresql"),
    /** MySQL 8+ and MariaDB 10.6+. */
    MYSQL("mysql"),
    H2("h2");

    private final String folder;

    Dialect(String folder) {
        this.folder = folder;
    }

    /** The folder of this dialect's migrations, e.g. {@code postgresql}. */
    public String folder() {
        return folder;
    }

    /** The Flyway location of this dialect's migrations, e.g. {@code classpath:db/idgen/postgresql}. */
    public String migrationLocation() {
        return "classpath:db/idgen/" + folder;
    }

    /**
     * Picks the dialect from the connection's metadata.
     *
     * @throws IdGenConfigurationException naming the product when it is not supported
     */
    public static Dialect detect(DatabaseMetaData metaData) throws SQLException {
        return fromProductName(metaData.getDatabaseProductName());
    }

    /**
     * Picks the dialect from a JDBC product name such as {@code PostgreSQL}, {@code MariaDB},
     * {@code MySQL} or {@code H2}.
     *
     * @throws IdGenConfigurationException naming the product when it is not supported
     */
    public static Dialect fromProductName(String productName) {
        String p = productName == null ? "" : productName.toLowerCase(Locale.ROOT);
        if (p.contains("postgresql")) {
            return POSTGRESQL;
        }
        if (p.contains("mysql") || p.contains("mariadb")) {
            return MYSQL;
        }
        if (p.equals("h2") || p.startsWith("h2 ")) {
            return H2;
        }
        throw new IdGenConfigurationException("unsupported database '" + productName
                + "'; idgen supports PostgreSQL, MySQL/MariaDB and H2");
    }

    /**
     * Parses a dialect name ({@code postgresql}, {@code mysql}, {@code mariadb}, {@code h2}).
     *
     * @throws IdGenConfigurationException naming the value and the accepted names
     */
    public static Dialect fromName(String name) {
        String n = name == null ? "" : name.trim().toLowerCase(Locale.ROOT);
        switch (n) {
            case "postgresql":
            case "postgres":
                return POSTGRESQL;
            case "mysql":
            case "mariadb":
                return MYSQL;
            case "h2":
                return H2;
            default:
                throw new IdGenConfigurationException("unknown dialect '" + name
                        + "'; expected postgresql, mysql (also for MariaDB) or h2");
        }
    }
}
