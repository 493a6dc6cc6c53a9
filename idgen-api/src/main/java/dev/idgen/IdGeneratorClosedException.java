package dev.idgen;

/** The engine behind this generator was closed; it hands out no more ids. */
public class IdGeneratorClosedException extends IdGenerationException {

    private static final long serialVersionUID = 1L;

    public IdGeneratorClosedException(String message) {
        super(message);
    }

    public IdGeneratorClosedException(String message, Throwable cause) {
        super(message, cause);
    }

    /** A fresh {@code IdGeneratorClosedException} with this one's message, and this one as its cause. */
    @Override
    public IdGeneratorClosedException copy() {
        return new IdGeneratorClosedException(getMessage(), this);
    }
}
