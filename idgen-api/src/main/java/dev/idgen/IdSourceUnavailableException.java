package dev.idgen;

/**
 * No id could be issued in time because the database did not answer: nothing was buffered and
 * the caller waited its configured bound. The message says how long and why. Service resumes by
 * itself when the database is back.
 */
public class IdSourceUnavailableException extends IdGenerationException {

    private static final long serialVersionUID = 1L;

    public IdSourceUnavailableException(String message) {
        super(message);
    }

    public IdSourceUnavailableException(String message, Throwable cause) {
        super(message, cause);
    }

    /** A fresh {@code IdSourceUnavailableException} with this one's message, and this one as its cause. */
    @Override
    public IdSourceUnavailableException copy() {
        return new IdSourceUnavailableException(getMessage(), this);
    }
}
