package dev.idgen.jdbc.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.idgen.IdSourceUnavailableException;
import dev.idgen.testsupport.SettableTimeSource;
import java.sql.SQLException;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * The engine's one retry loop and the caller's interrupt: however the interrupt meets a failing attempt
 * (while the caller waits for it, or just as it reports its failure), the call ends saying it was
 * interrupted, with the flag kept, and no attempt is made after it.
 */
class EngineContextRetryTest {

    private final ScheduledThreadPoolExecutor executor = new ScheduledThreadPoolExecutor(1);
    private final EngineContext context = new EngineContext("retry", executor, new SettableTimeSource(0), (w, e) -> { });

    @AfterEach
    void stop() {
        context.markClosed();
        executor.shutdownNow();
    }

    /**
     * The attempt interrupts its caller and then fails as a database does: which of the two the caller
     * sees first depends on scheduling, and both must end the same way (before the fix, the caller that
     * saw the failure first reported the database error or a spent bound, not the interrupt).
     */
    @Test
    void anInterruptThatMeetsAFailingAttemptEndsTheCallSayingSoWithTheFlagKept() {
        for (int round = 0; round < 200; round++) {
            Thread caller = Thread.currentThread();
            AtomicInteger attempts = new AtomicInteger();
            assertThatThrownBy(() -> context.callOnExecutorRetrying("key 'k'", () -> {
                attempts.incrementAndGet();
                caller.interrupt();
                throw new SQLException("connection refused", "08001");
            }, TimeUnit.SECONDS.toNanos(5)))
                    .isInstanceOf(IdSourceUnavailableException.class)
                    .hasMessageContaining("interrupted").hasMessageContaining("the interrupt flag is kept");
            assertThat(Thread.interrupted()).as("the flag, kept (and cleared here for the next round)").isTrue();
            assertThat(attempts.get()).as("no attempt after the interrupt").isEqualTo(1);
        }
    }
}
