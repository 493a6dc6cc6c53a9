package dev.idgen.jdbc.internal;

import dev.idgen.IdGenerationException;
import dev.idgen.spi.IdPlugin;
import dev.idgen.spi.PluginChain;
import java.util.List;

/**
 * The one door of an engine: every id it hands out — through a typed accessor,
 * {@code engine.generator(..)}, Hibernate, a jOOQ helper or the CLI — passes here, so the engine's
 * plugins and its rejection handler see every call exactly once.
 *
 * <p>Generators never report failures themselves; they throw, and the door reports: to the
 * plugins' {@code onError}, then to the rejection handler, once per failed call. A generator with
 * no plugin costs a call and a {@code try} on the hot path, nothing else.
 */
public final class Door {

    private final EngineContext context;
    private final PluginChain plugins;

    public Door(EngineContext context, List<? extends IdPlugin> plugins) {
        this.context = context;
        this.plugins = PluginChain.of(plugins);
    }

    /** A door with no plugins (allocator tests, tools). */
    public static Door of(EngineContext context) {
        return new Door(context, List.of());
    }

    public EngineContext context() {
        return context;
    }

    /** The plugins that apply to the generator {@code name}; asked once per generator. */
    PluginChain pluginsFor(String name) {
        return plugins.forGenerator(name);
    }

    /** Reports a failed call of {@code what} that went around no plugin; returns what the caller gets. */
    IdGenerationException rejected(String what, IdGenerationException e) {
        return context.reject(what, e);
    }

    @Override
    public String toString() {
        return context + " with " + plugins;
    }
}
