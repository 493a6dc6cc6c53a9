package dev.idgen.jdbc.internal;

import dev.idgen.Dialect;
import dev.idgen.IdGenConfigurationException;
import dev.idgen.IdGenerator;
import dev.idgen.TimeSource;
import dev.idgen.jdbc.GeneratorStats;
import dev.idgen.spi.IdStrategy;
import dev.idgen.spi.StrategyContext;
import java.util.List;
import java.util.concurrent.ConcurrentHashMap;
import javax.sql.DataSource;

/**
 * A strategy of one's own ({@link IdStrategy}) in an engine's table: its generators, created once
 * per key by the strategy, behind the engine's door like every built-in one.
 */
public final class CustomRuntime extends StrategyRuntimeBase {

    /** What a strategy of one's own gets from the engine. */
    private record Context(DataSource dataSource, Dialect dialect, TimeSource time, String engineName)
            implements StrategyContext {
    }

    /** A generator of the strategy behind the door. */
    private static final class Generator extends GuardedGenerator {
        private final IdGenerator own;
        private final EngineContext engine;

        Generator(Door door, String name, String what, IdGenerator own) {
            super(door, name, what);
            this.own = own;
            this.engine = door.context();
        }

        @Override
        protected long take() {
            engine.checkOpen(what); // the strategy's own generator does not know the engine closed
            return own.nextId();
        }

        @Override
        protected long[] take(int count) {
            engine.checkOpen(what);
            return own.nextIds(count);
        }
    }

    private final IdStrategy strategy;
    /** What the strategy gets from the engine. */
    private final StrategyContext strategyContext;
    private final ConcurrentHashMap<String, Generator> generators = new ConcurrentHashMap<>();

    /** @param name the strategy's name in the engine's spelling */
    public CustomRuntime(String name, IdStrategy strategy, Door door, JdbcAccess db) {
        super(name, Keys.KEY, door);
        this.strategy = strategy;
        this.strategyContext = new Context(db.dataSource(), db.dialect(), context.time(), context.name());
    }

    /** The strategy's generator of {@code key}, created at most once per key and engine. */
    @Override
    public IdGenerator open(String key, String subKey) {
        String what = "strategy '" + name() + "' key '" + key + "'";
        context.checkOpen(what);
        return generators.computeIfAbsent(key, k -> {
            context.admitKey(name(), k);
            IdGenerator own = strategy.create(k, strategyContext);
            if (own == null) {
                throw new IdGenConfigurationException(strategy.getClass().getName() + " (strategy '" + name()
                        + "') created no generator for key '" + k + "'");
            }
            return new Generator(door, name() + ":" + k, what, own);
        });
    }

    /** A strategy of one's own reports no statistics through the engine. */
    @Override
    public List<GeneratorStats> stats() {
        return List.of();
    }

    /** The strategy's generators own no engine resources; once the engine is closed they refuse every call. */
    @Override
    public void close() {
    }
}
