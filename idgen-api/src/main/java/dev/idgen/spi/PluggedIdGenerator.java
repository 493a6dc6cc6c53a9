package dev.idgen.spi;

import dev.idgen.IdGenerationException;
import dev.idgen.IdGenerator;
import dev.idgen.RejectionHandler;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * An {@link IdGenerator} with plugins around it. See {@link IdPlugin} for the order and failure
 * rules. Build one with {@link #wrap}.
 */
public final class PluggedIdGenerator implements IdGenerator {

    private final IdGenerator delegate;
    private final String name;
    private final IdCall single; // immutable: one for every nextId(), so the hot path allocates nothing more
    private final IdPlugin[] plugins;
    private final RejectionHandler rejections;

    private PluggedIdGenerator(IdGenerator delegate, String name, IdPlugin[] plugins, RejectionHandler rejections) {
        this.delegate = delegate;
        this.name = name;
        this.single = new IdCall(name, 1);
        this.plugins = plugins;
        this.rejections = rejections;
    }

    /**
     * {@code delegate} with {@code plugins} (sorted by {@link IdPlugin#order()}, stable);
     * failures are reported to {@code rejections} too.
     */
    public static PluggedIdGenerator wrap(IdGenerator delegate, String name, List<? extends IdPlugin> plugins,
                                          RejectionHandler rejections) {
        List<IdPlugin> sorted = new ArrayList<>(plugins);
        sorted.sort(Comparator.comparingInt(IdPlugin::order));
        return new PluggedIdGenerator(delegate, name, sorted.toArray(new IdPlugin[0]), rejections);
    }

    /** The generator inside. */
    public IdGenerator delegate() {
        return delegate;
    }

    public String name() {
        return name;
    }

    @Override
    public long nextId() {
        IdCall call = single;
        before(call);
        long id;
        try {
            id = delegate.nextId();
        } catch (IdGenerationException e) {
            throw failed(call, e);
        }
        return after(call, id);
    }

    @Override
    public long[] nextIds(int count) {
        IdGenerator.checkBatchSize(count);
        IdCall call = new IdCall(name, count);
        before(call);
        long[] ids;
        try {
            ids = delegate.nextIds(count);
        } catch (IdGenerationException e) {
            throw failed(call, e);
        }
        for (int i = 0; i < ids.length; i++) {
            ids[i] = after(call, ids[i]);
        }
        return ids;
    }

    private void before(IdCall call) {
        for (IdPlugin p : plugins) {
            try {
                p.before(call);
            } catch (IdVetoException veto) {
                throw failed(call, veto);
            } catch (RuntimeException e) {
                throw failed(call, new IdGenerationException(name + ": plugin " + p.name() + " failed before the call: "
                        + e, e));
            }
        }
    }

    private long after(IdCall call, long id) {
        long v = id;
        for (IdPlugin p : plugins) {
            try {
                v = p.after(call, v);
            } catch (RuntimeException e) {
                throw failed(call, new IdGenerationException(name + ": plugin " + p.name() + " failed after id " + v
                        + " was taken (the id is skipped, never reissued): " + e, e));
            }
        }
        return v;
    }

    private IdGenerationException failed(IdCall call, IdGenerationException error) {
        for (IdPlugin p : plugins) {
            try {
                p.onError(call, error);
            } catch (RuntimeException e) {
                error.addSuppressed(e);
            }
        }
        try {
            rejections.rejected(name, error);
        } catch (IdGenerationException replacement) {
            return replacement;
        } catch (RuntimeException e) {
            error.addSuppressed(e);
        }
        return error;
    }

    @Override
    public String toString() {
        return name + " with " + plugins.length + " plugin(s)";
    }
}
