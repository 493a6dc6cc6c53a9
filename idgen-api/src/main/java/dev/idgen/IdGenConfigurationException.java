package dev.idgen;

/** A bad configuration value, found when the engine or generator is built. Nothing was written. */
public class IdGenConfigurationException extends IdGenerationException {

    private static final long serialVersionUID = 1L;

    public IdGenConfigurationException(String message) {
        super(message);
    }

    public IdGenConfigurationException(String message, Throwable cause) {
        super(message, cause);
    }

    /** A fresh {@code IdGenConfigurationException} with this one's message, and this one as its cause. */
    @Override
    public IdGenConfigurationException copy() {
        return new IdGenConfigurationException(getMessage(), this);
    }
}
