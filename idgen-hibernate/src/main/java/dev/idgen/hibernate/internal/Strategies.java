package dev.idgen.hibernate.internal;

import dev.idgen.IdGenConfigurationException;
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
     * The engine's generator for {@code spec}. The engine caches generators per key and
     * namespace, so asking twice (a 7.x boot creates generators twice) costs nothing.
     */
    static IdGenerator open(IdGenEngine engine, GeneratorSpec spec) {
        return switch (spec.strategy()) {
            case SEGMENT -> engine.segment(spec.key());
            case SNOWFLAKE -> engine.snowflake(spec.namespace());
            // TODO(slow-ordered): when IdGenEngine.slowOrdered(key, subKey) lands, this line becomes
            //   case SLOW_ORDERED -> engine.slowOrdered(spec.key(), <the sub-key>);
            case SLOW_ORDERED -> throw new IdGenConfigurationException("the slow-ordered strategy is not available in "
                    + "this version of idgen (IdGenEngine has no slowOrdered yet); use segment (trend-increasing) or "
                    + "snowflake (time-ordered)");
        };
    }
}
