package dev.idgen.jdbc.internal;

import dev.idgen.IdExhaustedException;
import dev.idgen.IdGenConfigurationException;
import dev.idgen.IdGenerationException;
import dev.idgen.IdGeneratorClosedException;
import dev.idgen.IdSourceUnavailableException;
import dev.idgen.InvalidIdRequestException;
import dev.idgen.SchemaMissingException;
import dev.idgen.UnknownKeyException;

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
            return copy((IdGenerationException) failure);
        }
        return new IdSourceUnavailableException(what + ": the database failed after " + waitedMillis
                + " ms: " + describe(failure), failure);
    }

    /** A fresh exception of the same idgen type and message, with {@code e} as its cause. */
    public static IdGenerationException copy(IdGenerationException e) {
        String m = e.getMessage();
        if (e instanceof UnknownKeyException) {
            return new UnknownKeyException(m, e);
        }
        if (e instanceof IdExhaustedException) {
            return new IdExhaustedException(m, e);
        }
        if (e instanceof SchemaMissingException) {
            return new SchemaMissingException(m, e);
        }
        if (e instanceof IdGeneratorClosedException) {
            return new IdGeneratorClosedException(m, e);
        }
        if (e instanceof IdSourceUnavailableException) {
            return new IdSourceUnavailableException(m, e);
        }
        if (e instanceof InvalidIdRequestException) {
            return new InvalidIdRequestException(m, e);
        }
        if (e instanceof IdGenConfigurationException) {
            return new IdGenConfigurationException(m, e);
        }
        return new IdGenerationException(m, e);
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
