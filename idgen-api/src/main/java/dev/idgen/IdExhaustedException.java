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

    /** A fresh {@code IdExhaustedException} with this one's message, and this one as its cause. */
    @Override
    public IdExhaustedException copy() {
        return new IdExhaustedException(getMessage(), this);
    }
}
