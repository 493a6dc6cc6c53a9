package dev.idgen.hibernate.internal;

import dev.idgen.hibernate.IdGenGenerator;

/**
 * The {@code @Parameter} names of {@code IdGenGenerator} and their defaults, published by
 * {@code IdGenGenerator}'s constants (defined there, once) and the two only this package needs.
 */
final class GeneratorParameters {

    /** The segment or slow-ordered key. */
    static final String KEY = IdGenGenerator.KEY_PARAMETER;
    /** The strategy: {@code segment}, {@code slow-ordered}, {@code snowflake} or one registered with the engine. */
    static final String STRATEGY = IdGenGenerator.STRATEGY_PARAMETER;
    /** The slow-ordered sub-key. */
    static final String SUB_KEY = IdGenGenerator.SUB_KEY_PARAMETER;
    /** The snowflake namespace. */
    static final String NAMESPACE = IdGenGenerator.NAMESPACE_PARAMETER;
    /** The format of a formatted (String) id. */
    static final String FORMAT = "format";
    /** The strategy name of formatted ids (set by giving a format). */
    static final String FORMATTED = "formatted";
    /**
     * The sub-key of a slow-ordered id when none is given. A constant, not derived from the key or
     * entity, so that the row ({@code key}, {@code default}) is the one sequence of a key and other
     * code can share it with {@code engine.slowOrdered(key, "default")}. It never changes: another
     * default would restart every such sequence at 1.
     */
    static final String DEFAULT_SUB_KEY = IdGenGenerator.DEFAULT_SUB_KEY;

    private GeneratorParameters() {
    }
}
