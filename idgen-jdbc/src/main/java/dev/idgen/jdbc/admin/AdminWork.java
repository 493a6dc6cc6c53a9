package dev.idgen.jdbc.admin;

import dev.idgen.IdSourceUnavailableException;
import dev.idgen.InvalidIdRequestException;
import dev.idgen.jdbc.internal.ConnectionWork;
import dev.idgen.jdbc.internal.JdbcAccess;
import java.sql.SQLException;

/**
 * How the admin classes run their work: on a connection of their own from the admin's data source, a failure
 * turned into the exception the caller gets, naming {@code what} was being done and the database's answer.
 */
final class AdminWork {

    private AdminWork() {
    }

    /** Any failure is an unavailable source, with the database's message and SQLState (leases, the epoch). */
    static <T> T run(JdbcAccess db, String what, ConnectionWork<T> work) {
        try {
            return db.withConnection(work);
        } catch (SQLException e) {
            throw new IdSourceUnavailableException(what + " failed: " + e.getMessage() + " (SQLState " + e.getSQLState()
                    + ")", e);
        }
    }

    /**
     * For work that names tables, columns or sequences of the application (keys, adoptions): a missing one is a bad
     * request naming it; any other failure an unavailable source naming {@code what}.
     */
    static <T> T runNamingObjects(JdbcAccess db, String what, ConnectionWork<T> work) {
        try {
            return db.withConnection(work);
        } catch (SQLException e) {
            if (db.sql().isMissingObject(e)) {
                throw new InvalidIdRequestException(what + ": " + e.getMessage().trim()
                        + " (check the table, column or sequence name, and that idgen's migrations ran)", e);
            }
            throw new IdSourceUnavailableException(what + " failed: " + e.getMessage(), e);
        }
    }
}
