package dev.idgen.jdbc.internal;

/**
 * What every strategy runtime of an engine gets once, in one place: its name and what its generators are chosen
 * by, the engine's door (plugins, the rejection handler) and, through it, the engine's {@link EngineContext}: the
 * closed state, key admission ({@code maxKeys}), the executor, the clock and the bound on a caller's wait
 * ({@link EngineContext#deadline()}). A runtime extends it and writes only what is its own: how it makes, caches and closes its
 * generators.
 */
abstract class StrategyRuntimeBase implements StrategyRuntime {

    private final String name;
    private final Keys keys;
    /** The engine's door every generator of this runtime hands its ids through. */
    protected final Door door;
    /** The engine's settings and services, {@code door.context()}. */
    protected final EngineContext context;

    /**
     * @param name the strategy's name, in the engine's spelling
     * @param keys what the strategy's generators are chosen by
     */
    protected StrategyRuntimeBase(String name, Keys keys, Door door) {
        this.name = name;
        this.keys = keys;
        this.door = door;
        this.context = door.context();
    }

    @Override
    public final String name() {
        return name;
    }

    @Override
    public final Keys keys() {
        return keys;
    }
}
