package dev.idgen.spi;

import dev.idgen.IdGenerator;
import dev.idgen.RejectionHandler;
import java.util.List;
import java.util.function.Supplier;

/**
 * An {@link IdGenerator} with plugins around it. See {@link IdPlugin} for the order and failure
 * rules. Build one with {@link #wrap}.
 */
public final class PluggedIdGenerator implements IdGenerator {

    private final IdGenerator delegate;
    private final String name;
    private final IdCall single; // immutable: one for every nextId(), so the hot path allocates nothing more
    private final PluginChain chain;
    private final RejectionHandler rejections;
    private final Supplier<String> what;

    private PluggedIdGenerator(IdGenerator delegate, String name, PluginChain chain, RejectionHandler rejections) {
        this.delegate = delegate;
        this.name = name;
        this.single = new IdCall(name, 1);
        this.chain = chain;
        this.rejections = rejections;
        this.what = () -> name;
    }

    /**
     * {@code delegate} with {@code plugins} (sorted by {@link IdPlugin#order()}, stable; only those
     * that {@linkplain IdPlugin#appliesTo(String) apply to} {@code name}); failures are reported to
     * {@code rejections} too, naming the generator {@code name}.
     */
    public static PluggedIdGenerator wrap(IdGenerator delegate, String name, List<? extends IdPlugin> plugins,
                                          RejectionHandler rejections) {
        return new PluggedIdGenerator(delegate, name, PluginChain.of(plugins).forGenerator(name), rejections);
    }

    public String name() {
        return name;
    }

    @Override
    public long nextId() {
        return chain.one(single, delegate::nextId, what, rejections);
    }

    @Override
    public long[] nextIds(int count) {
        IdGenerator.checkBatchSize(count);
        return chain.many(new IdCall(name, count), () -> delegate.nextIds(count), what, rejections);
    }

    @Override
    public String toString() {
        return name + " with " + chain.size() + " plugin(s)";
    }
}
