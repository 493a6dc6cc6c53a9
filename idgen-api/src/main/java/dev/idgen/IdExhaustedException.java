package dev.idgen;

/** A key, layout or pool has no ids (or worker ids) left within its limits. */
public class IdExhaustedException extends IdGenerationException {

    private static final long serialVersionUID = 1L;

    public IdExhaustedException(String message) {
        super(message);
    }

    public IdExhaustedException(String message, Throwable cause) {
        super(message, cause);
    }
}
