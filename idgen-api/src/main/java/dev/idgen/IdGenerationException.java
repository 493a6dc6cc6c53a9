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
}
