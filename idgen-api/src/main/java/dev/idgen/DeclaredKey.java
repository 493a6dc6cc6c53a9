package dev.idgen;

import java.util.Objects;

/**
 * A key declared ahead of use (by {@link JooqIds}), as written to and read from
 * {@value DeclaredKeys#RESOURCE}: the key, its strategy and, for segment keys, the step it is
 * registered with.
 *
 * <p>Always valid: the key follows the {@link IdKeys} rule, the step is {@link #NO_STEP} or
 * positive, and only segment keys carry a step.
 *
 * @param key the key ("biz tag", or snowflake namespace)
 * @param strategy its strategy
 * @param step the initial step of a segment key, or {@link #NO_STEP} for the table's default
 */
public record DeclaredKey(String key, Strategy strategy, int step) {

    /** The {@link #step()} of a key declared without one. */
    public static final int NO_STEP = 0;

    /**
     * @throws InvalidIdRequestException naming the value and the rule when the key, the strategy
     *         or the step is not valid
     */
    public DeclaredKey {
        IdKeys.check(key);
        if (strategy == null) {
            throw new InvalidIdRequestException("key '" + key + "' must have a strategy");
        }
        if (step < 0) {
            throw new InvalidIdRequestException("step of key '" + key + "' must be positive (or " + NO_STEP
                    + " for the table's default), was " + step);
        }
        if (step != NO_STEP && strategy != Strategy.SEGMENT) {
            throw new InvalidIdRequestException("key '" + key + "' is a " + strategy + " key; only segment keys have a "
                    + "step, was " + step);
        }
    }

    /** Whether a step was declared. */
    public boolean hasStep() {
        return step != NO_STEP;
    }

    /**
     * Combines two declarations of the same key: the strategies must be equal, and the steps equal
     * unless one of them declares none (then the declared one holds).
     *
     * @throws IdGenConfigurationException naming the key and both values when they contradict each other
     */
    public DeclaredKey merge(DeclaredKey other) {
        Objects.requireNonNull(other, "other");
        if (!key.equals(other.key)) {
            throw new IllegalArgumentException("cannot merge key '" + key + "' with key '" + other.key + "'");
        }
        if (strategy != other.strategy) {
            throw new IdGenConfigurationException("key '" + key + "' is declared with two strategies: " + strategy
                    + " and " + other.strategy);
        }
        if (hasStep() && other.hasStep() && step != other.step) {
            throw new IdGenConfigurationException("key '" + key + "' is declared with two steps: " + step + " and "
                    + other.step);
        }
        return hasStep() ? this : other;
    }
}
