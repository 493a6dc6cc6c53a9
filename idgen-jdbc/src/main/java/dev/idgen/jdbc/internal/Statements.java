package dev.idgen.jdbc.internal;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;

/**
 * How idgen prepares a statement on a connection it holds: with the engine's statement timeout, and
 * not prepared on the server once a pooler in transaction mode was detected. {@link JdbcAccess}
 * implements it; the dialect's statements ({@link SqlDialect#rowUpdate}, {@link SqlDialect#counterUpdate})
 * are built over it and then take only a {@link Connection}, so the dialect never needs the whole
 * connection access (which holds the dialect: the two would import each other).
 */
interface Statements {

    /** Prepares {@code sql} with the configured statement timeout. */
    PreparedStatement prepare(Connection c, String sql) throws SQLException;

    /**
     * Prepares {@code sql} with the configured statement timeout, asking the driver for generated
     * keys (MySQL/MariaDB report {@code LAST_INSERT_ID(expr)} of an {@code UPDATE} through them).
     */
    PreparedStatement prepareReturningKeys(Connection c, String sql) throws SQLException;

    /**
     * Prepares {@code sql} for {@link #executeQuery}, which bounds it by the statement timeout: a hot statement, run
     * once per reservation. Where the driver's own timeout costs a timer per statement (pgjdbc), the bound is kept by
     * a watchdog instead ({@code StatementWatchdog}); elsewhere it is {@link #prepare}.
     */
    default PreparedStatement prepareWatched(Connection c, String sql) throws SQLException {
        return prepare(c, sql);
    }

    /** Runs a query {@link #prepareWatched} prepared, within the statement timeout. */
    default ResultSet executeQuery(PreparedStatement ps) throws SQLException {
        return ps.executeQuery();
    }

    /**
     * Runs {@code work} as one transaction on {@code c}: committed when it returns, rolled back
     * (a failed rollback is added to the primary failure) when it throws; autocommit afterwards.
     */
    static <T> T inTransaction(Connection c, ConnectionWork<T> work) throws SQLException {
        c.setAutoCommit(false);
        try {
            T result = work.run(c);
            c.commit();
            return result;
        } catch (SQLException | RuntimeException primary) {
            try {
                c.rollback();
            } catch (SQLException rollbackFailure) {
                primary.addSuppressed(rollbackFailure);
            }
            throw primary;
        } finally {
            c.setAutoCommit(true);
        }
    }
}
