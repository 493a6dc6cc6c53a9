package dev.idgen.jdbc.internal;

import dev.idgen.IdGenerationException;
import dev.idgen.IdGenerator;
import dev.idgen.spi.IdCall;
import dev.idgen.spi.PluginChain;
import java.util.function.Supplier;

/**
 * A generator behind the engine's {@link Door}: the strategy's own generator inside, the engine's
 * plugins and rejection handler around it. Subclasses add the strategy's typed view (statistics,
 * key, worker id) and say how to take ids; they never report failures themselves.
 *
 * <p>{@link #name()} is the generator's name as plugins and metrics see it,
 * {@code <strategy>:<key>} (or {@code slow-ordered:<key>/<sub-key>}), spelled the engine's way
 * whatever the caller's spelling, so one generator has one name.
 */
abstract class GuardedGenerator implements IdGenerator {

    private final String name;
    private final IdCall single; // one for every nextId(): the hot path allocates nothing
    private final PluginChain plugins;
    private final Door door;
    private final Supplier<String> describer = this::describe;
    /** The generator as the rejection handler and messages name it, e.g. {@code segment key 'order'}. */
    protected final String what;

    /** A generator named {@code name} that describes itself by overriding {@link #describe()}. */
    protected GuardedGenerator(Door door, String name) {
        this(door, name, name);
    }

    /** A generator named {@code name} for plugins and metrics, {@code what} in messages ({@link #describe()}). */
    protected GuardedGenerator(Door door, String name, String what) {
        this.door = door;
        this.name = name;
        this.what = what;
        this.single = new IdCall(name, 1);
        this.plugins = door.pluginsFor(name);
    }

    /** One id from the strategy; throws instead of reporting. */
    protected abstract long take();

    /** {@code count} ids (already checked) from the strategy; throws instead of reporting. */
    protected abstract long[] take(int count);

    /** The generator as the rejection handler and messages name it now: {@link #what} unless overridden. */
    protected String describe() {
        return what;
    }

    /** The generator's name for plugins and metrics, e.g. {@code segment:order}. */
    public final String name() {
        return name;
    }

    @Override
    public final long nextId() {
        if (plugins.isEmpty()) {
            try {
                return take();
            } catch (IdGenerationException e) {
                throw door.rejected(describe(), e);
            }
        }
        return plugins.one(single, this::take, describer, door.context().rejections());
    }

    @Override
    public final long[] nextIds(int count) {
        IdGenerator.checkBatchSize(count); // a caller's mistake, not a failure to issue: not reported
        if (plugins.isEmpty()) {
            try {
                return take(count);
            } catch (IdGenerationException e) {
                throw door.rejected(describe(), e);
            }
        }
        return plugins.many(new IdCall(name, count), () -> take(count), describer, door.context().rejections());
    }

    @Override
    public String toString() {
        return describe();
    }
}
