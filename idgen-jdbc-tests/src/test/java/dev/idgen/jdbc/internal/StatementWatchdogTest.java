package dev.idgen.jdbc.internal;

import static org.assertj.core.api.Assertions.assertThat;

import java.lang.reflect.Proxy;
import java.sql.Statement;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** {@link StatementWatchdog}: cancels what runs past its timeout, and only that; a statement's end waits for its cancel. */
class StatementWatchdogTest {

    private final ScheduledExecutorService executor = Executors.newSingleThreadScheduledExecutor();

    @AfterEach
    void stop() {
        executor.shutdownNow();
    }

    /** A statement whose {@code cancel()} counts, and blocks until {@code release} opens when given one. */
    private static Statement statement(AtomicInteger cancels, CountDownLatch cancelling, CountDownLatch release) {
        return (Statement) Proxy.newProxyInstance(Statement.class.getClassLoader(), new Class<?>[] {Statement.class},
                (proxy, method, args) -> {
                    if (method.getName().equals("cancel")) {
                        cancels.incrementAndGet();
                        cancelling.countDown();
                        if (!release.await(30, TimeUnit.SECONDS)) {
                            throw new AssertionError("hang detector: the test never released the cancel");
                        }
                        return null;
                    }
                    throw new UnsupportedOperationException(method.getName());
                });
    }

    @Test
    void aStatementPastItsTimeoutIsCancelledAndItsEndWaitsForTheCancel() throws Exception {
        StatementWatchdog watchdog = new StatementWatchdog(executor, 1);
        AtomicInteger cancels = new AtomicInteger();
        CountDownLatch cancelling = new CountDownLatch(1);
        CountDownLatch release = new CountDownLatch(1);
        StatementWatchdog.Watch watch = watchdog.start(statement(cancels, cancelling, release));

        assertThat(cancelling.await(15, TimeUnit.SECONDS)).as("hang detector: cancelled after its 1 s timeout").isTrue();
        CountDownLatch ended = new CountDownLatch(1);
        Thread end = new Thread(() -> {
            watch.end();
            ended.countDown();
        });
        end.start();
        long bound = System.nanoTime() + TimeUnit.SECONDS.toNanos(15);
        while (end.getState() != Thread.State.WAITING && end.getState() != Thread.State.TERMINATED
                && System.nanoTime() - bound < 0) {
            Thread.onSpinWait();
        }
        // the end waits for the cancel on its way: it must not return while the cancel can still reach the connection
        assertThat(end.getState()).isEqualTo(Thread.State.WAITING);
        assertThat(ended.getCount()).isEqualTo(1);
        release.countDown();
        assertThat(ended.await(15, TimeUnit.SECONDS)).as("hang detector: the end returns once the cancel was sent")
                .isTrue();
        assertThat(cancels).hasValue(1);
        assertThat(watchdog.watched()).isZero();
    }

    @Test
    void aStatementThatEndsInTimeIsNeverCancelled() throws Exception {
        StatementWatchdog watchdog = new StatementWatchdog(executor, 1);
        AtomicInteger cancels = new AtomicInteger();
        CountDownLatch never = new CountDownLatch(1);
        for (int i = 0; i < 1000; i++) {
            watchdog.start(statement(cancels, never, new CountDownLatch(0))).end();
        }
        assertThat(watchdog.watched()).isZero();
        // a later statement past its timeout is cancelled: the checks ran meanwhile and left the ended ones alone
        CountDownLatch cancelling = new CountDownLatch(1);
        AtomicInteger late = new AtomicInteger();
        StatementWatchdog.Watch watch = watchdog.start(statement(late, cancelling, new CountDownLatch(0)));
        assertThat(cancelling.await(15, TimeUnit.SECONDS)).as("hang detector: cancelled after its 1 s timeout").isTrue();
        watch.end();
        assertThat(cancels).as("the statements that ended in time").hasValue(0);
        assertThat(late).hasValue(1);
    }

    @Test
    void anExecutorThatRefusesTheCheckLeavesTheStatementToTheDriversTimeout() {
        executor.shutdown();
        StatementWatchdog watchdog = new StatementWatchdog(executor, 1);
        AtomicInteger cancels = new AtomicInteger();
        assertThat(watchdog.start(statement(cancels, new CountDownLatch(1), new CountDownLatch(0)))).isNull();
        assertThat(watchdog.watched()).isZero();
    }
}
