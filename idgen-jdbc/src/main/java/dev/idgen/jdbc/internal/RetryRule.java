package dev.idgen.jdbc.internal;

import dev.idgen.IdSourceUnavailableException;
import java.util.function.Consumer;
import java.util.function.Predicate;

/**
 * How one caller of {@link EngineContext#retryOnExecutor} waits out failures. The loop is shared: attempts on the
 * engine's executor, pauses of 50 ms doubling up to {@code maxPauseNanos}, no attempt started nearer the caller's
 * bound than the next pause, and the messages when it gives up. The caller says what it was trying to do (for
 * the messages: "could not {@code doing} within ..."), which failures are final, and what it records of each.
 * Internal.
 *
 * @param doing         what the work does, completing "could not ...", e.g. {@code "reserve 5000 ids"}
 * @param maxPauseNanos the cap of the doubling pause between attempts
 * @param isFinal       whether a failure ends the loop as it is, rethrown without another attempt
 * @param onFailure     called with every failed attempt, before anything else is decided
 */
record RetryRule(String doing, long maxPauseNanos, Predicate<IdSourceUnavailableException> isFinal,
        Consumer<IdSourceUnavailableException> onFailure) {
}
