package dev.idgen.hibernate.internal;

import dev.idgen.IdGenerator;
import dev.idgen.jdbc.IdGenEngine;

/**
 * Turns a {@link GeneratorSpec} into the engine's generator. One line per strategy: a strategy
 * the engine gains is one line here.
 */
final class Strategies {

    private Strategies() {
    }

    /**
     * The engine's generator for {@code spec}. The engine caches generators per key, (key,
     * sub-key) and namespace, so asking twice (a 7.x boot creates generators twice) costs nothing.
     * The first slow-ordered generator of an engine checks the slow-ordered tables (migration V3),
     * so a missing table fails the SessionFactory build, not the first {@code persist}. The
     * engine holds slow-ordered generators weakly; the {@code IdGenGenerator} keeps the one it gets.
     */
    static IdGenerator open(IdGenEngine engine, GeneratorSpec spec) {
        return switch (spec.strategy()) {
            case SEGMENT -> engine.segment(spec.key());
            case SNOWFLAKE -> engine.snowflake(spec.namespace());
            case SLOW_ORDERED -> engine.slowOrdered(spec.key(), spec.subKey());
        };
    }
}
