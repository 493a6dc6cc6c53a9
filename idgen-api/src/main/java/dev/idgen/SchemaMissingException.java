package dev.idgen;

/** idgen's tables are missing or too old; the message names the migration to run. */
public class SchemaMissingException extends IdGenConfigurationException {

    private static final long serialVersionUID = 1L;

    public SchemaMissingException(String message) {
        super(message);
    }

    public SchemaMissingException(String message, Throwable cause) {
        super(message, cause);
    }

    /** A fresh {@code SchemaMissingException} with this one's message, and this one as its cause. */
    @Override
    public SchemaMissingException copy() {
        return new SchemaMissingException(getMessage(), this);
    }
}
