package dev.idgen.jdbc.internal;

import static org.assertj.core.api.Assertions.assertThat;

import dev.idgen.SnowflakeId;
import dev.idgen.SnowflakeLayout;
import dev.idgen.TimeSource;
import java.time.Duration;
import java.time.Instant;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * Regression test for a bug found by the torture test (idgen-torture), fixed: ids were stamped with
 * the clock reading taken before waiting for the promise.
 *
 * <p>{@link SnowflakeAllocator} promises (class Javadoc, invariant 2) that no id carries a timestamp
 * after {@code issuableUntilMillis}, the promise the lease keeper persisted. But when a call finds
 * the clock past the promise it waits in {@code awaitPromise} until the clock reads at or before the
 * promise, and then issues with the clock reading it took <em>before</em> the wait. If the clock
 * stepped forward past the promise and back while the heartbeat could not persist a new promise
 * (database unreachable, or the step back came before the next heartbeat), that id is stamped after
 * the persisted promise. A node that takes the worker id over next (this node restarted after a
 * crash, or another node after the lease expired) waits only until the persisted promise, and
 * issues the same id when its clock reaches that millisecond.
 *
 * <p>Deterministic: a scripted clock, one thread, no database.
 */
class SnowflakePromiseAfterClockGlitchTest {

    private static final long T0 = Instant.parse("2026-11-21T10:00:00Z").toEpochMilli();
    private final ScheduledThreadPoolExecutor executor = new ScheduledThreadPoolExecutor(1);

    @AfterEach
    void stop() {
        executor.shutdownNow();
    }

    /** Reads {@code first} once, then {@code after} for ever: a clock stepped forward, then back. */
    private static final class GlitchingClock implements TimeSource {
        private final AtomicInteger reads = new AtomicInteger();
        private final long first;
        private final long after;

        GlitchingClock(long first, long after) {
            this.first = first;
            this.after = after;
        }

        @Override
        public long currentTimeMillis() {
            return reads.getAndIncrement() == 0 ? first : after;
        }

        @Override
        public long nanoTime() {
            return System.nanoTime();
        }
    }

    @Test
    void noIdIsStampedAfterThePersistedPromiseWhenTheClockStepsForwardAndBackDuringTheWait() {
        long promisedUntil = T0 + 3_000; // persisted by the last heartbeat that got through
        GlitchingClock clock = new GlitchingClock(T0 + 20_000, T0 + 1_000); // +20 s, then back
        EngineContext context = new EngineContext("bug", executor, clock, (what, e) -> { }, Duration.ofMillis(500));
        SnowflakeSettings settings = new SnowflakeSettings(5, 0, 6_000, Duration.ofMillis(500), 3_000, 30_000);
        SnowflakeAllocator g = new SnowflakeAllocator(SnowflakeLayout.defaults(), "default", 0, 7, T0, settings, context);
        g.extend(promisedUntil, System.nanoTime() + TimeUnit.HOURS.toNanos(1));

        SnowflakeId id = SnowflakeLayout.defaults().decode(g.nextId());

        assertThat(id.time().toEpochMilli())
                .as("timestamp of %s against the persisted promise %s", id, Instant.ofEpochMilli(promisedUntil))
                .isLessThanOrEqualTo(promisedUntil);
    }

    @Test
    void theSameHoldsForBatches() {
        long promisedUntil = T0 + 3_000;
        GlitchingClock clock = new GlitchingClock(T0 + 20_000, T0 + 1_000);
        EngineContext context = new EngineContext("bug", executor, clock, (what, e) -> { }, Duration.ofMillis(500));
        SnowflakeSettings settings = new SnowflakeSettings(5, 0, 6_000, Duration.ofMillis(500), 3_000, 30_000);
        SnowflakeAllocator g = new SnowflakeAllocator(SnowflakeLayout.defaults(), "default", 0, 7, T0, settings, context);
        g.extend(promisedUntil, System.nanoTime() + TimeUnit.HOURS.toNanos(1));

        long[] ids = g.nextIds(10);

        for (long raw : ids) {
            SnowflakeId id = SnowflakeLayout.defaults().decode(raw);
            assertThat(id.time().toEpochMilli()).as("timestamp of %s", id).isLessThanOrEqualTo(promisedUntil);
        }
    }
}
