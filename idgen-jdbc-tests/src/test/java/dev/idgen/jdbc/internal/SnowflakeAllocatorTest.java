package dev.idgen.jdbc.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.idgen.ClockMovedBackwardsException;
import dev.idgen.IdExhaustedException;
import dev.idgen.IdGenerationException;
import dev.idgen.IdSourceUnavailableException;
import dev.idgen.InvalidIdRequestException;
import dev.idgen.LeaseLostException;
import dev.idgen.SnowflakeId;
import dev.idgen.SnowflakeLayout;
import dev.idgen.TimeSource;
import dev.idgen.jdbc.snowflake.SnowflakeIdGenerator;
import dev.idgen.testsupport.SettableTimeSource;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

class SnowflakeAllocatorTest {

    private static final long T0 = Instant.parse("2026-11-21T10:00:00Z").toEpochMilli();
    private final ScheduledThreadPoolExecutor executor = new ScheduledThreadPoolExecutor(1);
    private final List<IdGenerationException> rejected = new CopyOnWriteArrayList<>();
    private Door door; // of the last generator made: failures reach `rejected` through it, as in an engine

    @AfterEach
    void stop() {
        executor.shutdownNow();
    }

    private SnowflakeAllocator generator(TimeSource time, long startAfter, int randomBound, long maxWaitMillis) {
        return generator(time, startAfter, randomBound, maxWaitMillis, Long.MAX_VALUE);
    }

    private SnowflakeAllocator generator(TimeSource time, long startAfter, int randomBound, long maxWaitMillis,
                                         long promisedUntil) {
        EngineContext context = new EngineContext("test", executor, time, (what, e) -> rejected.add(e),
                Duration.ofMillis(maxWaitMillis));
        door = Door.of(context);
        SnowflakeSettings settings = new SnowflakeSettings(5, randomBound, 30_000, Duration.ofSeconds(2), 10_000, 30_000);
        SnowflakeAllocator g = new SnowflakeAllocator(SnowflakeLayout.defaults(), "default", 0, 7, startAfter, settings, context);
        g.extend(promisedUntil, System.nanoTime() + TimeUnit.HOURS.toNanos(1));
        return g;
    }

    @Test
    void manyThreadsGetUniqueIdsEachIncreasingPerThread() throws Exception {
        SnowflakeAllocator g = generator(TimeSource.system(), 0, 0, 2000);
        int threads = 4;
        int perThread = 200_000;
        long[][] ids = new long[threads][perThread];
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        CountDownLatch go = new CountDownLatch(1);
        List<Future<?>> done = new ArrayList<>();
        for (int t = 0; t < threads; t++) {
            long[] mine = ids[t];
            done.add(pool.submit(() -> {
                go.await();
                for (int i = 0; i < perThread; i++) {
                    mine[i] = i % 50 == 0 && i + 5 <= perThread ? fill(mine, i, g.nextIds(5)) : g.nextId();
                }
                return null;
            }));
        }
        go.countDown();
        for (Future<?> f : done) {
            f.get(60, TimeUnit.SECONDS);
        }
        pool.shutdown();
        long wallClockAfter = System.currentTimeMillis();
        for (long[] mine : ids) {
            for (int i = 1; i < mine.length; i++) {
                assertThat(mine[i]).isGreaterThan(mine[i - 1]);
            }
        }
        long[] all = Arrays.stream(ids).flatMapToLong(Arrays::stream).sorted().toArray();
        for (int i = 1; i < all.length; i++) {
            assertThat(all[i]).isNotEqualTo(all[i - 1]);
        }
        SnowflakeId last = g.decode(all[all.length - 1]);
        assertThat(last.worker()).isEqualTo(7);
        assertThat(last.time().toEpochMilli()).as("never ahead of the wall clock").isLessThanOrEqualTo(wallClockAfter);
    }

    /** Copies a batch into place and returns its last id, for the single-id slot of the loop. */
    private static long fill(long[] into, int at, long[] batch) {
        System.arraycopy(batch, 0, into, at, batch.length - 1);
        return batch[batch.length - 1];
    }

    /**
     * Regression: a thread whose clock read is older than the state another thread just published
     * must not take it for a backward step (it used to throw ClockMovedBackwardsException under load).
     */
    @Test
    void aStaleClockReadRacingAnotherThreadIsNotABackwardStep() throws Exception {
        SettableTimeSource clock = new SettableTimeSource(T0);
        CountDownLatch readTaken = new CountDownLatch(1);
        CountDownLatch release = new CountDownLatch(1);
        Thread slow = Thread.currentThread();
        TimeSource holdsFirstRead = new TimeSource() {
            private boolean held;

            @Override
            public long currentTimeMillis() {
                long value = clock.currentTimeMillis();
                if (!held && Thread.currentThread() != slow) {
                    held = true;
                    readTaken.countDown();
                    try {
                        release.await(); // preempted right after reading the clock
                    } catch (InterruptedException e) {
                        Thread.currentThread().interrupt();
                    }
                }
                return value;
            }

            @Override
            public long nanoTime() {
                return clock.nanoTime();
            }
        };
        SnowflakeAllocator g = generator(holdsFirstRead, 0, 0, 2000);
        java.util.concurrent.atomic.AtomicReference<Object> result = new java.util.concurrent.atomic.AtomicReference<>();
        Thread a = new Thread(() -> {
            try {
                result.set(g.nextId());
            } catch (RuntimeException e) {
                result.set(e);
            }
        });
        a.start();
        readTaken.await();
        clock.advanceMillis(36);
        long b = g.nextId(); // another thread issues at T0 + 36 meanwhile
        release.countDown();
        a.join(5000);
        assertThat(result.get()).as("the held thread gets an id, not an exception").isInstanceOf(Long.class);
        assertThat((Long) result.get()).isNotEqualTo(b);
        assertThat(rejected).isEmpty();
    }

    @Test
    void aFullMillisecondWaitsForTheNextOneAndBatchesSpanMilliseconds() {
        SnowflakeAllocator g = generator(TimeSource.system(), 0, 0, 2000);
        long[] ids = g.nextIds(100_000); // at 4 096 per millisecond: at least 25 milliseconds
        for (int i = 1; i < ids.length; i++) {
            assertThat(ids[i]).isGreaterThan(ids[i - 1]);
        }
        long millis = g.decode(ids[ids.length - 1]).time().toEpochMilli() - g.decode(ids[0]).time().toEpochMilli();
        assertThat(millis).isGreaterThanOrEqualTo(24);
        assertThat(g.stats().sequenceExhaustedWaits()).isPositive();
        assertThat(g.stats().aheadOfClockMillis()).isLessThanOrEqualTo(0);
    }

    @Test
    void aSmallBackwardStepIsWaitedOut() throws Exception {
        SettableTimeSource clock = new SettableTimeSource(T0);
        SnowflakeAllocator g = generator(clock, 0, 0, 2000);
        long first = g.nextId();
        clock.setMillis(T0 - 3);
        Thread mover = new Thread(() -> {
            sleep(100);
            clock.setMillis(T0 + 1);
        });
        mover.start();
        long second = g.nextId();
        mover.join();
        assertThat(second).isGreaterThan(first);
        assertThat(g.decode(second).time().toEpochMilli()).isGreaterThanOrEqualTo(T0);
        assertThat(g.stats().clockBackwardWaits()).isEqualTo(1);
        assertThat(rejected).isEmpty();
    }

    @Test
    void aLargeBackwardStepIsRefusedNamingBothTimesAndGoesThroughTheRejectionPath() {
        SettableTimeSource clock = new SettableTimeSource(T0);
        SnowflakeAllocator g = generator(clock, 0, 0, 2000);
        SnowflakeIdGenerator viaDoor = SnowflakeRuntime.behindDoor(door, g);
        g.nextId();
        clock.setMillis(T0 - 1000);
        assertThatThrownBy(viaDoor::nextId).isInstanceOf(ClockMovedBackwardsException.class)
                .hasMessageContaining("2026-11-21T09:59:59Z").hasMessageContaining("2026-11-21T10:00:00Z")
                .hasMessageContaining("1000 ms behind").hasMessageContaining("at most 5 ms")
                .hasMessageContaining("worker 7");
        assertThatThrownBy(() -> viaDoor.nextIds(3)).isInstanceOf(ClockMovedBackwardsException.class);
        assertThat(rejected).hasSize(2);
        clock.setMillis(T0 + 1);
        assertThat(g.decode(g.nextId()).time().toEpochMilli()).isEqualTo(T0 + 1);
    }

    @Test
    void neverIssuesAtOrBeforeThePreviousHoldersPromise() {
        SettableTimeSource clock = new SettableTimeSource(T0);
        SnowflakeAllocator g = generator(clock, T0 + 2000, 0, 2000);
        assertThatThrownBy(g::nextId).isInstanceOf(ClockMovedBackwardsException.class).hasMessageContaining("2000 ms behind");
        clock.setMillis(T0 + 2000);
        Thread mover = new Thread(() -> {
            sleep(50);
            clock.setMillis(T0 + 2001);
        });
        mover.start();
        long id = g.nextId(); // the promise millisecond itself is used up: waits for the next
        assertThat(g.decode(id).time().toEpochMilli()).isEqualTo(T0 + 2001);
    }

    @Test
    void stopsAtTheEndOfThePromiseUntilTheHeartbeatMovesIt() {
        SettableTimeSource clock = new SettableTimeSource(T0);
        SnowflakeAllocator g = generator(clock, 0, 0, 200, T0 + 10);
        g.nextId();
        clock.setMillis(T0 + 11);
        long t0 = System.nanoTime();
        assertThatThrownBy(g::nextId).isInstanceOf(IdSourceUnavailableException.class)
                .hasMessageContaining("has not confirmed timestamps after 2026-11-21T10:00:00.010Z");
        assertThat(TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - t0)).as("waited its 200 ms for the heartbeat "
                + "(how late it gave up depends on the machine; 10 s past it: a hang)").isBetween(150L, 10_200L);
        g.extend(T0 + 20_000, System.nanoTime() + TimeUnit.HOURS.toNanos(1));
        assertThat(g.decode(g.nextId()).time().toEpochMilli()).isEqualTo(T0 + 11);
    }

    @Test
    void anExpiredLeaseStopsIssuance() {
        SettableTimeSource clock = new SettableTimeSource(T0);
        SnowflakeAllocator g = generator(clock, 0, 0, 200);
        g.nextId();
        g.renewalFailed("PSQLException: connection refused");
        g.extend(Long.MAX_VALUE, System.nanoTime() - 1);
        clock.advanceMillis(1);
        assertThatThrownBy(g::nextId).isInstanceOf(LeaseLostException.class)
                .hasMessageContaining("not renewed before it expired").hasMessageContaining("connection refused");
    }

    @Test
    void stopIsFinalAndKeepsTheExactLastTimestamp() {
        SettableTimeSource clock = new SettableTimeSource(T0);
        SnowflakeAllocator g = generator(clock, 0, 0, 200);
        g.nextId();
        clock.advanceMillis(5);
        long last = g.nextId();
        g.stop("its lease of worker 7 was taken by another node");
        clock.advanceMillis(5);
        assertThatThrownBy(g::nextId).isInstanceOf(LeaseLostException.class).hasMessageContaining("taken by another node");
        assertThatThrownBy(() -> g.nextIds(2)).isInstanceOf(LeaseLostException.class);
        assertThat(g.lastIssuedMillis()).isEqualTo(g.decode(last).time().toEpochMilli()).isEqualTo(T0 + 5);
        assertThat(g.stats().stopReason()).contains("taken by another node");
    }

    @Test
    void randomSequenceStartSpreadsIdsOverShards() {
        SettableTimeSource clock = new SettableTimeSource(T0);
        SnowflakeAllocator g = generator(clock, 0, 100, 200);
        int[] shards = new int[4];
        for (int i = 0; i < 4000; i++) {
            clock.advanceMillis(1); // one id per millisecond: without a random start every id would be seq 0
            long id = g.nextId();
            assertThat(g.decode(id).sequence()).isBetween(0L, 99L);
            shards[(int) (id % 4)]++;
        }
        for (int n : shards) {
            assertThat(n).isBetween(800, 1200);
        }
    }

    @Test
    void badBatchSizesAreRejected() {
        SnowflakeAllocator g = generator(TimeSource.system(), 0, 0, 200);
        assertThatThrownBy(() -> g.nextIds(0)).isInstanceOf(InvalidIdRequestException.class).hasMessageContaining("was 0");
        assertThatThrownBy(() -> g.nextIds(-3)).isInstanceOf(InvalidIdRequestException.class).hasMessageContaining("was -3");
    }

    @Test
    void anExpiredLayoutIsAClearErrorNotAWrap() {
        SnowflakeLayout shortLived = SnowflakeLayout.builder().timestampBits(30).workerBits(13).sequenceBits(20)
                .epoch(Instant.parse("2026-11-15T00:00:00Z")).allowExpiringWithin10Years().build(T0);
        SettableTimeSource clock = new SettableTimeSource(shortLived.expiresAt().toEpochMilli() + 1);
        EngineContext context = new EngineContext("test", executor, clock, (w, e) -> rejected.add(e), Duration.ofMillis(200));
        SnowflakeAllocator g = new SnowflakeAllocator(shortLived, "default", 0, 1, 0,
                new SnowflakeSettings(5, 0, 30_000, Duration.ofSeconds(2), 10_000, 30_000), context);
        g.extend(Long.MAX_VALUE, System.nanoTime() + TimeUnit.HOURS.toNanos(1));
        assertThatThrownBy(g::nextId).isInstanceOf(IdExhaustedException.class).hasMessageContaining("run out of timestamps");
    }

    @Test
    void theRunwayIsTheLayoutsEndAndCrossingTheHorizonWarnsOnce() {
        // 30 timestamp bits: about 12.4 days from the epoch, so the end is a few days after T0
        SnowflakeLayout shortLived = SnowflakeLayout.builder().timestampBits(30).workerBits(13).sequenceBits(20)
                .epoch(Instant.parse("2026-11-15T00:00:00Z")).allowExpiringWithin10Years().build(T0);
        long end = shortLived.expiresAt().toEpochMilli();
        SettableTimeSource clock = new SettableTimeSource(T0);
        EngineContext context = new EngineContext("test", executor, clock, (w, e) -> rejected.add(e), Duration.ofMillis(200));
        double oneDay = 86_400;
        SnowflakeAllocator g = new SnowflakeAllocator(shortLived, "default", 0, 1, 0,
                new SnowflakeSettings(5, 0, 30_000, Duration.ofSeconds(2), 10_000, 30_000, oneDay),
                context);
        g.extend(Long.MAX_VALUE, System.nanoTime() + TimeUnit.HOURS.toNanos(1));

        assertThat(g.stats().runsOutAt()).isEqualTo(shortLived.expiresAt());
        assertThat(g.stats().runsOutSeconds()).isEqualTo((end - T0) / 1000.0);
        assertThat(g.runwayWarned()).as("%s s left, over the one-day horizon", (end - T0) / 1000).isFalse();

        clock.setMillis(end - TimeUnit.HOURS.toMillis(12));
        assertThat(g.stats().runsOutSeconds()).isEqualTo(12 * 3600.0);
        g.extend(Long.MAX_VALUE, System.nanoTime() + TimeUnit.HOURS.toNanos(1));
        assertThat(g.runwayWarned()).as("12 h left, under the horizon").isTrue();

        clock.setMillis(end + 1000);
        assertThat(g.stats().runsOutSeconds()).as("passed: 0, never negative").isZero();
        assertThat(g.stats().runsOutAt()).isEqualTo(shortLived.expiresAt());
    }

    @Test
    void aZeroHorizonNeverWarns() {
        SnowflakeLayout shortLived = SnowflakeLayout.builder().timestampBits(30).workerBits(13).sequenceBits(20)
                .epoch(Instant.parse("2026-11-15T00:00:00Z")).allowExpiringWithin10Years().build(T0);
        SettableTimeSource clock = new SettableTimeSource(shortLived.expiresAt().toEpochMilli() - 1000);
        EngineContext context = new EngineContext("test", executor, clock, (w, e) -> rejected.add(e), Duration.ofMillis(200));
        SnowflakeAllocator g = new SnowflakeAllocator(shortLived, "default", 0, 1, 0,
                new SnowflakeSettings(5, 0, 30_000, Duration.ofSeconds(2), 10_000, 30_000, 0),
                context);
        g.extend(Long.MAX_VALUE, System.nanoTime() + TimeUnit.HOURS.toNanos(1));
        assertThat(g.runwayWarned()).isFalse();
    }

    private static void sleep(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError(e);
        }
    }
}
