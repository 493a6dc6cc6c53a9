package dev.idgen;

/** A strict engine was asked for a key that is not registered in the database. */
public class UnknownKeyException extends IdGenerationException {

    private static final long serialVersionUID = 1L;

    public UnknownKeyException(String message) {
        super(message);
    }

    public UnknownKeyException(String message, Throwable cause) {
        super(message, cause);
    }

    /** A fresh {@code UnknownKeyException} with this one's message, and this one as its cause. */
    @Override
    public UnknownKeyException copy() {
        return new UnknownKeyException(getMessage(), this);
    }
}
