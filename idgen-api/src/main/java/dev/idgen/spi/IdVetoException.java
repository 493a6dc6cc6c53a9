package dev.idgen.spi;

import dev.idgen.IdGenerationException;

/** A plugin refused a call in {@link IdPlugin#before(IdCall)}; no id was taken. */
public class IdVetoException extends IdGenerationException {

    private static final long serialVersionUID = 1L;

    public IdVetoException(String message) {
        super(message);
    }

    public IdVetoException(String message, Throwable cause) {
        super(message, cause);
    }

    /** A fresh {@code IdVetoException} with this one's message, and this one as its cause. */
    @Override
    public IdVetoException copy() {
        return new IdVetoException(getMessage(), this);
    }
}
