package dev.idgen.spi;

import dev.idgen.IdGenerationException;
import dev.idgen.RejectionHandler;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.function.LongSupplier;
import java.util.function.Supplier;

/**
 * Plugins in the order they run, and the one way a call passes through them: {@code before} hooks,
 * the generator, {@code after} hooks; on any failure every plugin's {@code onError}, then the
 * rejection handler, once. {@link PluggedIdGenerator} and the engine's generators both call through
 * a chain, so plugins behave the same wherever they are registered.
 *
 * <p>Immutable and thread-safe. Plugins are sorted by {@link IdPlugin#order()}, stable for equal
 * orders.
 */
public final class PluginChain {

    private static final PluginChain EMPTY = new PluginChain(new IdPlugin[0]);

    private final IdPlugin[] plugins;

    private PluginChain(IdPlugin[] plugins) {
        this.plugins = plugins;
    }

    /** {@code plugins} sorted by {@link IdPlugin#order()} (stable). */
    public static PluginChain of(List<? extends IdPlugin> plugins) {
        if (plugins.isEmpty()) {
            return EMPTY;
        }
        List<IdPlugin> sorted = new ArrayList<>(plugins);
        sorted.sort(Comparator.comparingInt(IdPlugin::order));
        return new PluginChain(sorted.toArray(new IdPlugin[0]));
    }

    /** The plugins of this chain that {@linkplain IdPlugin#appliesTo(String) apply to} {@code generator}. */
    public PluginChain forGenerator(String generator) {
        List<IdPlugin> mine = new ArrayList<>(plugins.length);
        for (IdPlugin p : plugins) {
            if (p.appliesTo(generator)) {
                mine.add(p);
            }
        }
        return mine.size() == plugins.length ? this : of(mine);
    }

    /** Whether there is no plugin: a call then goes straight to the generator. */
    public boolean isEmpty() {
        return plugins.length == 0;
    }

    /** How many plugins the chain has. */
    public int size() {
        return plugins.length;
    }

    /**
     * One id through the chain: {@code before} hooks, {@code take}, {@code after} hooks.
     *
     * @param what names the generator to the rejection handler (asked only when a call fails)
     * @throws IdGenerationException the failure (or the handler's replacement), already reported
     */
    public long one(IdCall call, LongSupplier take, Supplier<String> what, RejectionHandler rejections) {
        before(call, what, rejections);
        long id;
        try {
            id = take.getAsLong();
        } catch (IdGenerationException e) {
            throw failed(call, e, what, rejections);
        }
        return after(call, id, what, rejections);
    }

    /** Like {@link #one} for {@code call.count()} ids taken at once by {@code take}. */
    public long[] many(IdCall call, Supplier<long[]> take, Supplier<String> what, RejectionHandler rejections) {
        before(call, what, rejections);
        long[] ids;
        try {
            ids = take.get();
        } catch (IdGenerationException e) {
            throw failed(call, e, what, rejections);
        }
        for (int i = 0; i < ids.length; i++) {
            ids[i] = after(call, ids[i], what, rejections);
        }
        return ids;
    }

    private void before(IdCall call, Supplier<String> what, RejectionHandler rejections) {
        for (IdPlugin p : plugins) {
            try {
                p.before(call);
            } catch (IdVetoException veto) {
                throw failed(call, veto, what, rejections);
            } catch (RuntimeException e) {
                throw failed(call, new IdGenerationException(call.generator() + ": plugin " + p.name()
                        + " failed before the call: " + e, e), what, rejections);
            }
        }
    }

    private long after(IdCall call, long id, Supplier<String> what, RejectionHandler rejections) {
        long v = id;
        for (IdPlugin p : plugins) {
            try {
                v = p.after(call, v);
            } catch (RuntimeException e) {
                throw failed(call, new IdGenerationException(call.generator() + ": plugin " + p.name() + " failed after id "
                        + v + " was taken (the id is skipped, never reissued): " + e, e), what, rejections);
            }
        }
        return v;
    }

    /**
     * Reports a failed call to every plugin's {@code onError}, then to {@code rejections}, and
     * returns the exception the caller gets: {@code error}, or the handler's replacement. A plugin
     * or handler that fails is added to it as suppressed, never lost.
     */
    public IdGenerationException failed(IdCall call, IdGenerationException error, Supplier<String> what,
                                        RejectionHandler rejections) {
        for (IdPlugin p : plugins) {
            try {
                p.onError(call, error);
            } catch (RuntimeException e) {
                error.addSuppressed(e);
            }
        }
        try {
            rejections.rejected(what.get(), error);
        } catch (IdGenerationException replacement) {
            return replacement;
        } catch (RuntimeException e) {
            error.addSuppressed(e);
        }
        return error;
    }

    @Override
    public String toString() {
        List<String> names = new ArrayList<>(plugins.length);
        for (IdPlugin p : plugins) {
            names.add(p.name());
        }
        return "plugins " + names;
    }
}
