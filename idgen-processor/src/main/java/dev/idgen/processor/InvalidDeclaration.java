package dev.idgen.processor;

/**
 * A declaration that cannot become a helper, with the attribute the problem is about. Thrown by
 * the model step, reported by the processor on that attribute; it never escapes the processor.
 */
final class InvalidDeclaration extends Exception {

    private static final long serialVersionUID = 1L;

    private final Attribute attribute;

    InvalidDeclaration(Attribute attribute, String message) {
        super(message, null, false, false); // control flow within the processor: no stack trace needed
        this.attribute = attribute;
    }

    /** The {@code @JooqIds} attribute the message is about, e.g. {@code column}. */
    Attribute attribute() {
        return attribute;
    }
}
