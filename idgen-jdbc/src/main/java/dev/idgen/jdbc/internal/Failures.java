package dev.idgen.jdbc.internal;

import dev.idgen.IdGenerationException;
import dev.idgen.IdSourceUnavailableException;

/**
 * Turns a failure that happened on the engine's executor into an exception for one caller.
 *
 * <p>A failure may be seen by many waiting callers; each gets its own exception object (with the
 * original as cause) so that nothing is shared between threads, while keeping the type callers
 * catch on.
 */
final class Failures {

    private Failures() {
    }

    public static IdGenerationException forCaller(String what, Throwable failure, long waitedMillis) {
        if (failure instanceof IdGenerationException) {
            return ((IdGenerationException) failure).copy();
        }
        java.sql.SQLException refusal = guardRefusal(failure);
        if (refusal != null) {
            // not an outage: waiting does not help, and idgen's own statements only ever raise a counter
            return new IdGenerationException(what + ": the database's guard on idgen's tables refused idgen's own "
                    + "statement: " + refusal.getMessage() + ". idgen never lowers a counter, so either a guard was "
                    + "changed by hand or this is a bug in idgen; please report it", failure);
        }
        return new IdSourceUnavailableException(what + ": the database failed after " + waitedMillis
                + " ms: " + describe(failure), failure);
    }

    /**
     * The refusal of a guard on idgen's counter tables (migrations V9, V10) in {@code failure}'s causes, or
     * {@code null}: SQLState {@code IG001} (PostgreSQL, H2), or {@code 45000} with a message naming one of
     * idgen's tables (MySQL/MariaDB, whose triggers can only signal that state).
     */
    public static java.sql.SQLException guardRefusal(Throwable failure) {
        for (Throwable t = failure; t != null; t = t.getCause() == t ? null : t.getCause()) {
            if (t instanceof java.sql.SQLException e && ("IG001".equals(e.getSQLState())
                    || "45000".equals(e.getSQLState()) && String.valueOf(e.getMessage()).contains("idgen_"))) {
                return e;
            }
        }
        return null;
    }

    /** One line: the exception's class and message, and its root cause when different. */
    public static String describe(Throwable t) {
        if (t == null) {
            return "no error recorded";
        }
        Throwable root = t;
        while (root.getCause() != null && root.getCause() != root) {
            root = root.getCause();
        }
        String head = t.getClass().getSimpleName() + ": " + t.getMessage();
        return root == t ? head : head + " (caused by " + root.getClass().getSimpleName() + ": " + root.getMessage() + ")";
    }
}
