package dev.idgen;

/**
 * A snowflake generator no longer holds the lease of its worker id (taken by another node, not
 * renewed before it expired, or released on close) and stops issuing ids. The message says why.
 */
public class LeaseLostException extends IdGenerationException {

    private static final long serialVersionUID = 1L;

    public LeaseLostException(String message) {
        super(message);
    }

    public LeaseLostException(String message, Throwable cause) {
        super(message, cause);
    }

    /** A fresh {@code LeaseLostException} with this one's message, and this one as its cause. */
    @Override
    public LeaseLostException copy() {
        return new LeaseLostException(getMessage(), this);
    }
}
