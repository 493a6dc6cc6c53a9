package dev.idgen;

/**
 * Called whenever a generator cannot issue an id, before the exception reaches the caller: the
 * place for alarms and metrics. The exception is thrown to the caller afterwards; a handler that
 * throws an exception of its own replaces it. A handler must not block.
 *
 * <p>The engines' default logs the failure with its context at WARN and lets it be thrown.
 */
@FunctionalInterface
public interface RejectionHandler {

    /**
     * @param generator what could not issue, e.g. {@code snowflake worker 7 (namespace 'default')}
     * @param reason    the exception the caller will get
     */
    void rejected(String generator, IdGenerationException reason);
}
