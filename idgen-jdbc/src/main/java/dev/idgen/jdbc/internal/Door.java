package dev.idgen.jdbc.internal;

import dev.idgen.IdGenerationException;
import dev.idgen.spi.IdCall;
import dev.idgen.spi.IdPlugin;
import dev.idgen.spi.PluginChain;
import java.util.List;
import java.util.function.LongSupplier;
import java.util.function.Supplier;

/**
 * The one door of an engine: every id it hands out — through a typed accessor,
 * {@code engine.generator(..)}, Hibernate, a jOOQ helper or the CLI — passes here, so the engine's
 * plugins and its rejection handler see every call exactly once.
 *
 * <p>Generators never report failures themselves; they throw, and the door reports: to the
 * plugins' {@code onError}, then to the rejection handler, once per failed call. A generator with
 * no plugin costs a call and a {@code try} on the hot path, nothing else; a runtime may hand out such
 * a generator with no wrapping at all when it reports through {@link #rejected} itself (segment).
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

    /**
     * Whether any plugin applies to the generator {@code name}; asked once, when a generator is created, by
     * runtimes that hand out a generator with no wrapping when none does (it then reports its failures through
     * {@link #rejected} itself).
     */
    public boolean hasPluginsFor(String name) {
        return !pluginsFor(name).isEmpty();
    }

    /**
     * One value through the plugins that apply to {@code name} and the rejection handler, for values taken once
     * per call on a connection the caller gives (gap-free document numbers), where no generator object lives
     * between calls: {@link GuardedGenerator} is the door of every other generator.
     */
    public long one(String name, LongSupplier take, Supplier<String> what) {
        PluginChain chain = pluginsFor(name);
        if (chain.isEmpty()) {
            try {
                return take.getAsLong();
            } catch (IdGenerationException e) {
                throw rejected(what.get(), e);
            }
        }
        return chain.one(new IdCall(name, 1), take, what, context.rejections());
    }

    /** Reports a failed call of {@code what} that went around no plugin; returns what the caller gets. */
    public IdGenerationException rejected(String what, IdGenerationException e) {
        return context.reject(what, e);
    }

    @Override
    public String toString() {
        return context + " with " + plugins;
    }
}
