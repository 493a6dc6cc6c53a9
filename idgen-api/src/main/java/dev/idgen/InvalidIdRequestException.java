package dev.idgen;

/** A bad argument at call time: a key, a sub-key or a count. Nothing was written. */
public class InvalidIdRequestException extends IdGenerationException {

    private static final long serialVersionUID = 1L;

    public InvalidIdRequestException(String message) {
        super(message);
    }

    public InvalidIdRequestException(String message, Throwable cause) {
        super(message, cause);
    }

    /** A fresh {@code InvalidIdRequestException} with this one's message, and this one as its cause. */
    @Override
    public InvalidIdRequestException copy() {
        return new InvalidIdRequestException(getMessage(), this);
    }
}
