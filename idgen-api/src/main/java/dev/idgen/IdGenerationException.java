package dev.idgen;

/**
 * Root of every exception idgen throws. Unchecked: an id that cannot be issued is an exceptional
 * event, never a sentinel value. Messages name the key, the value and the rule, or how long the
 * caller waited and why.
 */
public class IdGenerationException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    public IdGenerationException(String message) {
        super(message);
    }

    public IdGenerationException(String message, Throwable cause) {
        super(message, cause);
    }

    /**
     * A fresh exception of this one's type and message, with this one as its cause: how one
     * failure reaches many waiting callers, each with an exception object of its own (nothing
     * shared between threads) of the type it catches. Every subclass overrides it to keep its type.
     */
    public IdGenerationException copy() {
        return new IdGenerationException(getMessage(), this);
    }
}
