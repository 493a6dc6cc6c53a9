package dev.idgen;

/**
 * idgen's tables are missing or too old; the message names the migration to run, and {@link #missing()}
 * says which part of the schema is missing, for code that chooses the fix (Spring Boot's failure analysis).
 */
public class SchemaMissingException extends IdGenConfigurationException {

    private static final long serialVersionUID = 1L;

    /** The part of idgen's schema that is missing; each is created in its own way. */
    public enum Part {
        /**
         * Tables that every run of idgen's migrations creates ({@code IdGenMigrations.migrate(dataSource)},
         * {@code idgen migrate}), or anything missing that no other constant names.
         */
        TABLES,
        /**
         * The slow-ordered strategy's tables ({@code idgen_ordered_config} and the shard tables
         * {@code idgen_ordered_00 ..}), which idgen's migrations create only when asked for:
         * {@code IdGenMigrations.with(dataSource).slowOrdered(true).migrate()}, {@code idgen migrate --slow-ordered},
         * or the Spring Boot property {@code idgen.slow-ordered.tables=true}.
         */
        SLOW_ORDERED_TABLES
    }

    private final Part missing;

    /** A missing part of the schema that {@link Part#TABLES} names. */
    public SchemaMissingException(String message) {
        this(message, Part.TABLES);
    }

    /** A missing part of the schema that {@link Part#TABLES} names. */
    public SchemaMissingException(String message, Throwable cause) {
        this(message, Part.TABLES, cause);
    }

    /**
     * @param missing which part of the schema is missing
     * @throws NullPointerException when {@code missing} is {@code null}
     */
    public SchemaMissingException(String message, Part missing) {
        super(message);
        this.missing = java.util.Objects.requireNonNull(missing, "missing");
    }

    /**
     * @param missing which part of the schema is missing
     * @throws NullPointerException when {@code missing} is {@code null}
     */
    public SchemaMissingException(String message, Part missing, Throwable cause) {
        super(message, cause);
        this.missing = java.util.Objects.requireNonNull(missing, "missing");
    }

    /** Which part of idgen's schema is missing; never {@code null} ({@link Part#TABLES} unless a constructor named another). */
    public Part missing() {
        return missing;
    }

    /** A fresh {@code SchemaMissingException} with this one's message and missing part, and this one as its cause. */
    @Override
    public SchemaMissingException copy() {
        return new SchemaMissingException(getMessage(), missing, this);
    }
}
