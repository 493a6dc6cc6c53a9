package dev.idgen;

/**
 * Hands out unique, positive 64-bit ids.
 *
 * <p>What "unique" covers and whether ids are ordered depends on the strategy that made the
 * generator (see {@link Strategy}); every implementation guarantees that an id it returned is
 * never returned again by any generator of the same key, in any JVM, across restarts and crashes.
 *
 * <p>Implementations are thread-safe. Failures are unchecked {@link IdGenerationException}s;
 * an id is never replaced by a sentinel value.
 */
public interface IdGenerator {

    /** The largest {@code count} accepted by {@link #nextIds(int)}. */
    int MAX_BATCH_SIZE = 100_000;

    /**
     * Returns the next id.
     *
     * @throws IdGenerationException when no id can be issued; the message says why and for which key
     */
    long nextId();

    /**
     * Returns {@code count} ids at once, in the order the strategy would have returned them one by
     * one. Where the strategy allows it the ids come from a single reservation.
     *
     * @param count 1 to {@link #MAX_BATCH_SIZE}
     * @throws InvalidIdRequestException when {@code count} is out of range
     * @throws IdGenerationException when the ids cannot be issued; none of them is handed out then
     */
    long[] nextIds(int count);

    /**
     * Validates a batch size the way every implementation must.
     *
     * @return {@code count}
     * @throws InvalidIdRequestException naming the value and the rule
     */
    static int checkBatchSize(int count) {
        if (count < 1 || count > MAX_BATCH_SIZE) {
            throw new InvalidIdRequestException("count must be between 1 and " + MAX_BATCH_SIZE
                    + " (IdGenerator.MAX_BATCH_SIZE), was " + count);
        }
        return count;
    }
}
