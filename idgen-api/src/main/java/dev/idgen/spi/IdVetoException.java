package dev.idgen.spi;

import dev.idgen.IdGenerationException;

/** A plugin refused a call in {@link IdPlugin#before(IdCall)}; no id was taken. */
public class IdVetoException extends IdGenerationException {

    private static final long serialVersionUID = 1L;

    public IdVetoException(String message) {
        super(message);
    }
}
