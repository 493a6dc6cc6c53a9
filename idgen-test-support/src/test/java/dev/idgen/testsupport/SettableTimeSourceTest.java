package dev.idgen.testsupport;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.Test;

class SettableTimeSourceTest {

    @Test
    void startsAtGivenMillis() {
        SettableTimeSource time = new SettableTimeSource(1_700_000_000_000L);
        assertThat(time.currentTimeMillis()).isEqualTo(1_700_000_000_000L);
    }

    @Test
    void advanceMillisMovesBothClocks() {
        SettableTimeSource time = new SettableTimeSource(1000);
        long nanos = time.nanoTime();
        time.advanceMillis(250);
        assertThat(time.currentTimeMillis()).isEqualTo(1250);
        assertThat(time.nanoTime() - nanos).isEqualTo(250_000_000L);
    }

    @Test
    void setMillisMovesOnlyTheWallClockEvenBackwards() {
        SettableTimeSource time = new SettableTimeSource(10_000);
        long nanos = time.nanoTime();
        time.setMillis(4_000);
        assertThat(time.currentTimeMillis()).isEqualTo(4_000);
        assertThat(time.nanoTime()).isEqualTo(nanos);
        time.setMillis(50_000);
        assertThat(time.currentTimeMillis()).isEqualTo(50_000);
        assertThat(time.nanoTime()).isEqualTo(nanos);
        time.advanceMillis(1);
        assertThat(time.currentTimeMillis()).isEqualTo(50_001);
        assertThat(time.nanoTime() - nanos).isEqualTo(1_000_000L);
    }

    @Test
    void advanceNanosMovesOnlyTheMonotonicClock() {
        SettableTimeSource time = new SettableTimeSource(10_000);
        long nanos = time.nanoTime();
        time.advanceNanos(1_500_000);
        assertThat(time.nanoTime() - nanos).isEqualTo(1_500_000L);
        assertThat(time.currentTimeMillis()).isEqualTo(10_000);
    }

    @Test
    void rejectsNegativeAdvancesNamingTheValue() {
        SettableTimeSource time = new SettableTimeSource(0);
        assertThatThrownBy(() -> time.advanceMillis(-5))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("-5");
        assertThatThrownBy(() -> time.advanceNanos(-7))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("-7");
        assertThat(time.currentTimeMillis()).isZero();
    }

    @Test
    void reportsOverflowInsteadOfWrapping() {
        SettableTimeSource time = new SettableTimeSource(Long.MAX_VALUE - 1);
        assertThatThrownBy(() -> time.advanceMillis(2)).isInstanceOf(ArithmeticException.class);
        assertThat(time.currentTimeMillis()).isEqualTo(Long.MAX_VALUE - 1);
    }

    @Test
    void concurrentAdvancesAreNotLost() throws Exception {
        SettableTimeSource time = new SettableTimeSource(0);
        long nanos = time.nanoTime();
        int threads = 4;
        int perThread = 10_000;
        CountDownLatch start = new CountDownLatch(1);
        AtomicBoolean wentBackwards = new AtomicBoolean();
        List<Thread> workers = new ArrayList<>();
        for (int t = 0; t < threads; t++) {
            Thread worker = new Thread(() -> {
                try {
                    start.await();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    return;
                }
                long lastNanos = Long.MIN_VALUE;
                for (int i = 0; i < perThread; i++) {
                    time.advanceMillis(1);
                    long now = time.nanoTime();
                    if (now <= lastNanos) {
                        wentBackwards.set(true);
                    }
                    lastNanos = now;
                }
            });
            workers.add(worker);
            worker.start();
        }
        start.countDown();
        for (Thread worker : workers) {
            worker.join();
        }
        assertThat(wentBackwards).as("nanoTime seen by one thread went backwards").isFalse();
        assertThat(time.currentTimeMillis()).isEqualTo((long) threads * perThread);
        assertThat(time.nanoTime() - nanos).isEqualTo((long) threads * perThread * 1_000_000L);
    }
}
