package dev.idgen.jdbc.internal;

import dev.idgen.Dialect;

/**
 * Picks the {@link SqlDialect} of a database (in the manner of db-scheduler's
 * {@code AutodetectJdbcCustomization}): the one place that names the subclasses, so the abstract
 * {@code SqlDialect} does not know them. The dialect itself is detected from {@code DatabaseMetaData}
 * ({@link Dialect#detect}) or forced by the engine's option; the engine logs which it uses.
 */
final class SqlDialects {

    private static final SqlDialect POSTGRES = new PostgresDialect();
    private static final SqlDialect MYSQL = new MySqlDialect();
    private static final SqlDialect H2 = new H2Dialect();

    private SqlDialects() {
    }

    /** The object of {@code dialect}; stateless apart from a log-once flag, so shared. */
    public static SqlDialect forDialect(Dialect dialect) {
        return switch (dialect) {
            case POSTGRESQL -> POSTGRES;
            case MYSQL -> MYSQL;
            case H2 -> H2;
        };
    }
}
