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
}
