package dev.idgen.spi;

import dev.idgen.IdGenerationException;

/**
 * Runs around every call of a generator: metrics, audit history, obfuscation, vetoes. Plugins run
 * by {@link #order()}, lower first; {@code after} hooks run in the same order, each getting the id
 * the previous one returned.
 *
 * <p>A plugin that throws never corrupts the generator: a failure in {@code before} fails that
 * call before any id is taken; a failure in {@code after} fails that call and its ids are skipped
 * (never reissued). Either way the failure is reported to the other plugins' {@code onError} and
 * to the engine's rejection handler. Plugins must be thread-safe and should not block.
 */
public interface IdPlugin {

    /** Lower runs first. Default 0. */
    default int order() {
        return 0;
    }

    /** For messages. */
    default String name() {
        return getClass().getSimpleName();
    }

    /**
     * Whether this plugin runs around the generator named {@code generator} (e.g.
     * {@code segment:order}, {@code snowflake:default}, {@code slow-ordered:chat/room-42},
     * {@code daily:invoice}). Asked once per generator when it is created, never per id. Default:
     * every generator, i.e. the plugin is global; override it to register a plugin for some
     * generators only (say, obfuscation for {@code segment:user} alone).
     */
    default boolean appliesTo(String generator) {
        return true;
    }

    /** Before ids are taken; throw {@link IdVetoException} to refuse the call. */
    default void before(IdCall call) {
    }

    /** After an id was taken; may return another id (e.g. obfuscated), which must stay unique. */
    default long after(IdCall call, long id) {
        return id;
    }

    /** The call failed (in the generator or in a plugin) with {@code error}. */
    default void onError(IdCall call, IdGenerationException error) {
    }
}
