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
public final class Failures {

    private Failures() {
    }

    public static IdGenerationException forCaller(String what, Throwable failure, long waitedMillis) {
        if (failure instanceof IdGenerationException) {
            return ((IdGenerationException) failure).copy();
        }
        return new IdSourceUnavailableException(what + ": the database failed after " + waitedMillis
                + " ms: " + describe(failure), failure);
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
