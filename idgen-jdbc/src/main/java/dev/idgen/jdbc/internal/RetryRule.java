package dev.idgen.jdbc.internal;

import dev.idgen.IdSourceUnavailableException;

/**
 * How one caller of {@link EngineContext#retryOnExecutor} waits out failures: the loop itself (attempts on the
 * engine's executor, pauses of 50 ms doubling up to {@link #maxPauseNanos()}, until the caller's bound) is shared;
 * which failures are final, what is recorded of each and the messages are the caller's. Internal.
 */
public interface RetryRule {

    /** The cap of the doubling pause between attempts. */
    long maxPauseNanos();

    /** Called with every failed attempt, before anything else is decided. */
    default void failed(IdSourceUnavailableException failure) {
    }

    /** Whether {@code failure} ends the loop as it is, rethrown without another attempt. */
    boolean isFinal(IdSourceUnavailableException failure);

    /**
     * When the bound is nearer than the next pause: {@code true}, pause until the bound and attempt once more
     * (that attempt waits at most what is left); {@code false}, give up at once.
     */
    boolean lastPauseUntilTheBound();

    /**
     * The exception when the caller's bound is spent, or its thread interrupted, after {@code attempts} failed
     * attempts, the last of them {@code last}.
     */
    IdSourceUnavailableException gaveUp(int attempts, long startedNanos, IdSourceUnavailableException last);

    /** The exception when a pause between attempts is interrupted; the loop has restored the interrupt flag. */
    IdSourceUnavailableException interrupted(long startedNanos, InterruptedException e);
}
