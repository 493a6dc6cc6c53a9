package dev.idgen.hibernate.internal;

/**
 * The {@code @Parameter} names of {@code IdGenGenerator} and their defaults, defined once here and
 * published by {@code IdGenGenerator}'s constants.
 */
public final class GeneratorParameters {

    /** The segment or slow-ordered key. */
    public static final String KEY = "key";
    /** The strategy: {@code segment}, {@code slow-ordered}, {@code snowflake} or one registered with the engine. */
    public static final String STRATEGY = "strategy";
    /** The slow-ordered sub-key. */
    public static final String SUB_KEY = "sub_key";
    /** The snowflake namespace. */
    public static final String NAMESPACE = "namespace";
    /** The format of a formatted (String) id. */
    public static final String FORMAT = "format";
    /** The strategy name of formatted ids (set by giving a format). */
    public static final String FORMATTED = "formatted";
    /**
     * The sub-key of a slow-ordered id when none is given. A constant, not derived from the key or
     * entity, so that the row ({@code key}, {@code default}) is the one sequence of a key and other
     * code can share it with {@code engine.slowOrdered(key, "default")}. It never changes: another
     * default would restart every such sequence at 1.
     */
    public static final String DEFAULT_SUB_KEY = "default";

    private GeneratorParameters() {
    }
}
