package dev.idgen.jdbc.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.idgen.DatabaseFailoverException;
import dev.idgen.IdExhaustedException;
import dev.idgen.IdGeneratorClosedException;
import dev.idgen.IdSourceUnavailableException;
import dev.idgen.InvalidIdRequestException;
import dev.idgen.UnknownKeyException;
import dev.idgen.jdbc.segment.SegmentStats;
import dev.idgen.testsupport.SettableTimeSource;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

class SegmentAllocatorTest {

    private final ScheduledThreadPoolExecutor executor = new ScheduledThreadPoolExecutor(2);
    private final SettableTimeSource time = new SettableTimeSource(1_700_000_000_000L);
    /** The context of the last allocator made by {@link #allocator}, which sets the bound on a caller's wait. */
    private EngineContext context = new EngineContext("test", executor, time, null);
    /** The contexts replaced by {@link #allocator}, closed with {@link #context}. */
    private final List<EngineContext> bounded = Collections.synchronizedList(new ArrayList<>());

    @AfterEach
    void stop() {
        context.markClosed();
        bounded.forEach(EngineContext::markClosed);
        executor.shutdownNow();
    }

    private SegmentAllocator allocator(SegmentSource source, int min, int max, long maxWaitMillis) {
        SegmentSettings settings = new SegmentSettings(min, max, 0.1, 900);
        bounded.add(context);
        context = new EngineContext("test", executor, time, null, Duration.ofMillis(maxWaitMillis));
        return new SegmentAllocator("order", "segment:order", "segment key 'order'", source, settings, context);
    }

    @Test
    void manyThreadsNeverGetTheSameIdAndIdsArePositive() throws Exception {
        InMemorySegmentSource source = new InMemorySegmentSource(100, false);
        SegmentAllocator a = allocator(source, 100, 1000, 5000);
        int threads = 8;
        int perThread = 100_000;
        long[][] seen = new long[threads][perThread];
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        CountDownLatch start = new CountDownLatch(1);
        List<Future<?>> futures = new ArrayList<>();
        for (int t = 0; t < threads; t++) {
            int thread = t;
            futures.add(pool.submit(() -> {
                start.await();
                for (int i = 0; i < perThread; i++) {
                    seen[thread][i] = i % 10 == 0 ? a.nextIds(3)[2] : a.nextId();
                }
                return null;
            }));
        }
        start.countDown();
        for (Future<?> f : futures) {
            f.get(60, TimeUnit.SECONDS);
        }
        pool.shutdown();
        assertUniqueAndInsideReservedRanges(seen, source);
    }

    /**
     * Runs (issue #42): ranges large enough for runs of {@link Segment#MAX_RUN} ids, 64 threads at a time of 256 that
     * each take a few thousand ids and end, so later threads take over the runs of ended ones: no id twice, all
     * positive, all inside reserved ranges.
     */
    @Test
    void threadsThatComeAndGoWithRunsNeverGetTheSameId() throws Exception {
        InMemorySegmentSource source = new InMemorySegmentSource(1_000_000, false);
        SegmentAllocator a = allocator(source, 1_000_000, 1_000_000, 5000);
        int threads = 256;
        int perThread = 3_000;
        long[][] seen = new long[threads][perThread];
        ExecutorService starter = Executors.newFixedThreadPool(64);
        List<Future<?>> futures = new ArrayList<>();
        for (int t = 0; t < threads; t++) {
            int thread = t;
            futures.add(starter.submit(() -> {
                Thread worker = new Thread(() -> {
                    for (int i = 0; i < perThread; i++) {
                        seen[thread][i] = a.nextId();
                    }
                }); // a thread of its own, which ends: its run is taken over by a later thread
                worker.start();
                worker.join();
                return null;
            }));
        }
        for (Future<?> f : futures) {
            f.get(60, TimeUnit.SECONDS);
        }
        starter.shutdown();
        assertUniqueAndInsideReservedRanges(seen, source);
    }

    /**
     * 10 000 virtual threads (Java 21 and later; reflection, the library builds on 17) share the 16 runs: no id twice,
     * and the ids they consume stay within the ranges the source reserved, which take at most the ids handed out plus
     * what 16 runs and one range can hold (no run per thread).
     */
    @Test
    void tenThousandVirtualThreadsNeverGetTheSameIdNorARunEach() throws Exception {
        java.lang.reflect.Method ofVirtual;
        try {
            ofVirtual = Thread.class.getMethod("ofVirtual");
        } catch (NoSuchMethodException e) {
            org.junit.jupiter.api.Assumptions.abort("virtual threads need Java 21; this JVM is " + Runtime.version()
                    + " (.ci/run runs this class again in a Java 21+ test JVM)");
            return;
        }
        Object builder = ofVirtual.invoke(null);
        // the public interface's method (Thread.Builder), not the JDK's implementation class, which is not open
        java.lang.reflect.Method unstarted = Class.forName("java.lang.Thread$Builder").getMethod("unstarted", Runnable.class);
        InMemorySegmentSource source = new InMemorySegmentSource(1_000_000, false);
        SegmentAllocator a = allocator(source, 1_000_000, 1_000_000, 5000);
        int threads = 10_000;
        int perThread = 20;
        long[][] seen = new long[threads][perThread];
        CountDownLatch start = new CountDownLatch(1);
        List<Thread> started = new ArrayList<>();
        for (int t = 0; t < threads; t++) {
            int thread = t;
            Thread v = (Thread) unstarted.invoke(builder, (Runnable) () -> {
                try {
                    start.await();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    return;
                }
                for (int i = 0; i < perThread; i++) {
                    seen[thread][i] = a.nextId();
                    if (i % 5 == 0) {
                        Thread.yield(); // unmounts: other virtual threads run on the same carrier in between
                    }
                }
            });
            v.start();
            started.add(v);
        }
        start.countDown();
        for (Thread v : started) {
            v.join(TimeUnit.SECONDS.toMillis(60));
            assertThat(v.isAlive()).as("virtual thread done within 60 s").isFalse();
        }
        assertUniqueAndInsideReservedRanges(seen, source);
        assertThat(source.reservations.get()).as("200 000 ids from ranges of 1 000 000: no run of its own per thread")
                .isLessThanOrEqualTo(2);
    }

    /**
     * What a switch skips: 16 live threads each hold a run of the first range; the rest of the range goes to one
     * caller until the next range starts. The ids never handed out of the first range are at most
     * STRIPES × (MAX_RUN - 1), and the statistics count the runs' ids as remaining until then.
     */
    @Test
    void aSwitchSkipsAtMostWhatTheRunsHeld() throws Exception {
        InMemorySegmentSource source = new InMemorySegmentSource(1_000_000, false);
        SegmentAllocator a = allocator(source, 1_000_000, 1_000_000, 5000);
        CountDownLatch took = new CountDownLatch(Segment.STRIPES);
        CountDownLatch done = new CountDownLatch(1);
        java.util.Set<Long> handedOut = java.util.concurrent.ConcurrentHashMap.newKeySet();
        List<Thread> holders = new ArrayList<>();
        for (int t = 0; t < Segment.STRIPES; t++) {
            Thread h = new Thread(() -> {
                handedOut.add(a.nextId()); // carves a run (or takes one id when both its stripes are held) and keeps it
                took.countDown();
                try {
                    done.await();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            });
            h.start();
            holders.add(h);
        }
        assertThat(took.await(10, TimeUnit.SECONDS)).isTrue();
        long size = 1_000_000;
        assertThat(a.stats().remaining()).as("the runs' ids count as remaining").isEqualTo(size - handedOut.size());
        for (;;) {
            long id = a.nextId();
            if (id > size) {
                break; // the next range: the first one is used up as far as the cursor goes
            }
            assertThat(handedOut.add(id)).as("id %d twice", id).isTrue();
        }
        done.countDown();
        for (Thread h : holders) {
            h.join();
        }
        assertThat(size - handedOut.size()).as("ids of the first range never handed out")
                .isLessThanOrEqualTo((long) Segment.STRIPES * (Segment.MAX_RUN - 1));
    }

    /** A thread alone gets consecutive ids through its runs, across a switch: nothing skipped, nothing out of order. */
    @Test
    void oneThreadWithRunsGetsConsecutiveIdsAcrossASwitch() {
        SegmentAllocator a = allocator(new InMemorySegmentSource(100_000, false), 100_000, 100_000, 5000);
        for (long expected = 1; expected <= 250_000; expected++) {
            assertThat(a.nextId()).isEqualTo(expected);
        }
        // the third range's rest, and the fourth's when its prefetch has already answered
        assertThat(a.stats().remaining()).isIn(50_000L, 150_000L);
    }

    /** No id twice, all positive, every one inside a range the source reserved. */
    private static void assertUniqueAndInsideReservedRanges(long[][] seen, InMemorySegmentSource source) {
        long[] all = Arrays.stream(seen).flatMapToLong(Arrays::stream).sorted().toArray();
        assertThat(all[0]).isPositive();
        for (int i = 1; i < all.length; i++) {
            assertThat(all[i]).as("duplicate id").isNotEqualTo(all[i - 1]);
        }
        assertThat(all[all.length - 1]).isLessThan(source.maxId("order"));
    }

    @Test
    void idsIncreaseWithinOneThread() {
        SegmentAllocator a = allocator(new InMemorySegmentSource(50, false), 50, 50, 2000);
        long previous = 0;
        for (int i = 0; i < 10_000; i++) {
            long id = a.nextId();
            assertThat(id).isGreaterThan(previous);
            previous = id;
        }
        assertThat(previous).isEqualTo(10_000);
    }

    @Test
    void batchSpansTwoSegmentsWithoutLosingOrRepeatingIds() {
        InMemorySegmentSource source = new InMemorySegmentSource(100, false);
        SegmentAllocator a = allocator(source, 100, 100, 2000);
        for (int i = 0; i < 70; i++) {
            a.nextId(); // ids 1..70 of [1, 101)
        }
        long[] batch = a.nextIds(50); // 30 from [1, 101), 20 from [101, 201)
        assertThat(batch).hasSize(50);
        assertThat(batch[0]).isEqualTo(71);
        assertThat(batch[29]).isEqualTo(100);
        assertThat(batch[30]).isEqualTo(101);
        assertThat(batch[49]).isEqualTo(120);
        assertThat(a.nextId()).isEqualTo(121);
    }

    @Test
    void batchLargerThanTheStepIsOneReservation() {
        InMemorySegmentSource source = new InMemorySegmentSource(100, false);
        SegmentAllocator a = allocator(source, 100, 100, 2000);
        a.nextId();
        int before = source.reservations.get();
        long[] batch = a.nextIds(5000);
        assertThat(source.reservations.get() - before).isLessThanOrEqualTo(2); // the batch, maybe a prefetch
        for (int i = 1; i < batch.length; i++) {
            assertThat(batch[i]).isEqualTo(batch[i - 1] + 1);
        }
    }

    @Test
    void aBatchLargerThanTheRangeRetriesItsReservationWithinTheBoundThenFailsClearly() {
        InMemorySegmentSource source = new InMemorySegmentSource(100, false);
        // a bound of 3 s: the first attempt fails at once (in memory) and the next one follows 50 ms later, so a
        // retry happens however starved the machine is (it failed once at 600 ms with one attempt, under load)
        SegmentAllocator a = allocator(source, 100, 100, 3_000);
        a.nextId();
        source.setDown(true);
        int failedBefore = source.failedCalls.get();
        long t0 = System.nanoTime();
        assertThatThrownBy(() -> a.nextIds(5000)).isInstanceOf(IdSourceUnavailableException.class)
                .hasMessageContaining("segment key 'order': could not reserve 5000 ids within 3000 ms (waited ")
                .hasMessageContaining("last error: ").hasMessageContaining("in-memory database is down");
        assertThat(TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - t0)).as("bounded by maxWait (3 s; 10 s past "
                + "it: a hang)").isLessThan(13_000);
        assertThat(source.failedCalls.get() - failedBefore).as("the reservation was retried").isGreaterThanOrEqualTo(2);
        assertThat(a.stats().lastError()).contains("in-memory database is down");
    }

    @Test
    void aBatchLargerThanTheRangeWaitsOutAnOutageShorterThanTheBound() throws Exception {
        InMemorySegmentSource source = new InMemorySegmentSource(100, false);
        SegmentAllocator a = allocator(source, 100, 100, 5_000);
        a.nextId();
        source.setDown(true);
        Thread up = new Thread(() -> {
            try {
                Thread.sleep(150);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            source.setDown(false);
        });
        up.start();
        long[] batch = a.nextIds(5000);
        up.join(5_000);
        assertThat(batch).hasSize(5000);
        assertThat(batch[4999]).isEqualTo(batch[0] + 4999);
        assertThat(a.stats().lastError()).isNull();
    }

    @Test
    void anInterruptWhileABatchLargerThanTheRangeWaitsKeepsTheFlag() throws Exception {
        InMemorySegmentSource source = new InMemorySegmentSource(100, false);
        SegmentAllocator a = allocator(source, 100, 100, 10_000);
        a.nextId();
        source.setDown(true);
        assertAnInterruptEndsTheWaitAndKeepsTheFlag(() -> a.nextIds(5000));
    }

    @Test
    void badCountsAreRejectedWithTheValue() {
        SegmentAllocator a = allocator(new InMemorySegmentSource(100, false), 100, 100, 2000);
        assertThatThrownBy(() -> a.nextIds(0)).isInstanceOf(InvalidIdRequestException.class).hasMessageContaining("was 0");
        assertThatThrownBy(() -> a.nextIds(-1)).isInstanceOf(InvalidIdRequestException.class).hasMessageContaining("was -1");
        assertThatThrownBy(() -> a.nextIds(100_001)).isInstanceOf(InvalidIdRequestException.class)
                .hasMessageContaining("100000").hasMessageContaining("was 100001");
    }

    @Test
    void stepGrowsWithTheRateAndStaysWithinBounds() {
        InMemorySegmentSource source = new InMemorySegmentSource(100, false);
        SegmentSettings settings = new SegmentSettings(100, 50_000, 0.1, 10);
        SegmentAllocator a = new SegmentAllocator("order", "segment:order", "segment key 'order'", source, settings, context);
        // consume 1000 ids per simulated second: the step should approach 1000 * 10 s = 10 000
        for (int second = 0; second < 20; second++) {
            for (int i = 0; i < 1000; i++) {
                a.nextId();
            }
            time.advanceMillis(1000);
        }
        awaitNoPendingFetch(a);
        SegmentStats busy = a.stats();
        assertThat(busy.step()).isBetween(5_000L, 50_000L);
        assertThat(busy.ratePerSecond()).isGreaterThan(100);
        // a burst far beyond maxStep * rate is clamped to maxStep
        for (int i = 0; i < 200_000; i++) {
            a.nextId();
        }
        time.advanceMillis(10);
        for (int i = 0; i < 100_000; i++) {
            a.nextId();
        }
        awaitNoPendingFetch(a);
        assertThat(a.stats().step()).isEqualTo(50_000);
    }

    @Test
    void idleKeyShrinksTowardsMinStep() {
        InMemorySegmentSource source = new InMemorySegmentSource(10_000, false);
        SegmentSettings settings = new SegmentSettings(100, 50_000, 0.1, 10);
        SegmentAllocator a = new SegmentAllocator("order", "segment:order", "segment key 'order'", source, settings, context);
        // a trickle: 1 id per simulated second, so segments should shrink to the minimum
        for (int i = 0; i < 30_000; i++) {
            a.nextId();
            time.advanceMillis(1000);
        }
        awaitNoPendingFetch(a);
        assertThat(a.stats().step()).isEqualTo(100);
    }

    @Test
    void servesFromTheBufferWhileTheDatabaseIsDownThenFailsWithinTheBoundThenRecovers() {
        InMemorySegmentSource source = new InMemorySegmentSource(1000, false);
        // a bound of 2 s: with 300 ms the first range, reserved on the executor, once missed it on a starved machine
        SegmentAllocator a = allocator(source, 1000, 1000, 2_000);
        for (int i = 0; i < 200; i++) {
            a.nextId(); // past the 10 % threshold: the second range is fetched
        }
        awaitNoPendingFetch(a);
        assertThat(a.stats().remaining()).isEqualTo(1800);
        source.setDown(true);
        long served = 200;
        IdSourceUnavailableException failure = null;
        long failedAfterNanos = 0;
        while (failure == null) {
            long t0 = System.nanoTime();
            try {
                a.nextId();
                served++;
            } catch (IdSourceUnavailableException e) {
                failure = e;
                failedAfterNanos = System.nanoTime() - t0;
            }
        }
        assertThat(served).as("ids served from memory: rest of the current range and the prefetched one")
                .isEqualTo(2000);
        assertThat(TimeUnit.NANOSECONDS.toMillis(failedAfterNanos)).as("waited its 2 s (10 s past it: a hang)")
                .isBetween(1_950L, 12_000L);
        assertThat(failure).hasMessageContaining("segment key 'order'").hasMessageContaining("within 2000 ms")
                .hasMessageContaining("in-memory database is down");
        assertThat(a.stats().lastError()).contains("in-memory database is down");
        source.setDown(false);
        long next = a.nextId(); // background retry or this call's wait brings a new range
        assertThat(next).isGreaterThan(2000);
        assertThat(a.stats().lastError()).isNull();
    }

    @Test
    void unknownKeyFailsAtOnceNotAfterTheWait() {
        // maxWait 10 minutes: a call that waited would take that long; at once is any time far below it
        SegmentAllocator a = allocator(new InMemorySegmentSource(100, true), 100, 100, 600_000);
        long t0 = System.nanoTime();
        assertThatThrownBy(a::nextId).isInstanceOf(UnknownKeyException.class).hasMessageContaining("'order'");
        assertThat(TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - t0)).as("failed without waiting its 10 min")
                .isLessThan(60_000);
    }

    @Test
    void exhaustedKeyIsAClearErrorNotAWrap() {
        InMemorySegmentSource source = new InMemorySegmentSource(100, false);
        source.setMaxId("order", Long.MAX_VALUE - 150);
        SegmentAllocator a = allocator(source, 100, 100, 2000);
        long last = 0;
        IdExhaustedException failure = null;
        int n = 0;
        while (failure == null && n++ < 1000) {
            try {
                last = a.nextId();
            } catch (IdExhaustedException e) {
                failure = e;
            }
        }
        assertThat(failure).isNotNull().hasMessageContaining("run out of ids");
        assertThat(last).isEqualTo(Long.MAX_VALUE - 51);
    }

    @Test
    void interruptWhileWaitingKeepsTheFlag() throws Exception {
        InMemorySegmentSource source = new InMemorySegmentSource(100, false);
        source.setDown(true);
        SegmentAllocator a = allocator(source, 100, 100, 10_000);
        assertAnInterruptEndsTheWaitAndKeepsTheFlag(a::nextId);
    }

    /**
     * Runs {@code call} on a thread of its own, interrupts it 200 ms into its wait for a database that
     * is down, and checks the call ends with IdSourceUnavailableException saying so, the flag kept.
     */
    private static void assertAnInterruptEndsTheWaitAndKeepsTheFlag(Runnable call) throws InterruptedException {
        AtomicReference<Throwable> thrown = new AtomicReference<>();
        AtomicReference<Boolean> flag = new AtomicReference<>();
        Thread t = new Thread(() -> {
            try {
                call.run();
            } catch (Throwable e) {
                thrown.set(e);
                flag.set(Thread.currentThread().isInterrupted());
            }
        });
        t.start();
        Thread.sleep(200);
        t.interrupt();
        t.join(5_000);
        assertThat(thrown.get()).isInstanceOf(IdSourceUnavailableException.class).hasMessageContaining("interrupted");
        assertThat(flag.get()).isTrue();
    }

    @Test
    void closeWakesWaitersAndRefusesFurtherCalls() throws Exception {
        InMemorySegmentSource source = new InMemorySegmentSource(100, false);
        source.setDown(true);
        SegmentAllocator a = allocator(source, 100, 100, 30_000);
        AtomicReference<Throwable> thrown = new AtomicReference<>();
        Thread t = new Thread(() -> {
            try {
                a.nextId();
            } catch (Throwable e) {
                thrown.set(e);
            }
        });
        t.start();
        Thread.sleep(200);
        context.markClosed();
        a.onEngineClosed();
        t.join(5_000);
        assertThat(t.isAlive()).isFalse();
        assertThat(thrown.get()).isInstanceOf(IdGeneratorClosedException.class).hasMessageContaining("'order'");
        assertThatThrownBy(a::nextId).isInstanceOf(IdGeneratorClosedException.class);
        assertThatThrownBy(() -> a.nextIds(2)).isInstanceOf(IdGeneratorClosedException.class);
    }

    @Test
    void closeRefusesEvenWithIdsLeftInTheCurrentRange() {
        InMemorySegmentSource source = new InMemorySegmentSource(1000, false);
        SegmentAllocator a = allocator(source, 1000, 1000, 5000);
        assertThat(a.nextId()).isEqualTo(1);
        assertThat(a.stats().remaining()).as("the range still holds ids").isGreaterThan(0);
        context.markClosed();
        a.onEngineClosed();
        assertThatThrownBy(a::nextId).isInstanceOf(IdGeneratorClosedException.class).hasMessageContaining("'order'");
        assertThatThrownBy(() -> a.nextIds(3)).isInstanceOf(IdGeneratorClosedException.class);
    }

    /**
     * Close races with switches: small ranges make four threads switch segments all the time while the
     * engine closes. A call that overlaps close may get an id; none that starts after close returned does.
     */
    @Test
    void noCallThatStartsAfterCloseGetsAnIdWhileSwitchesRace() throws Exception {
        InMemorySegmentSource source = new InMemorySegmentSource(10, false);
        SegmentAllocator a = allocator(source, 10, 10, 5000);
        AtomicBoolean closeReturned = new AtomicBoolean();
        AtomicLong idsAfterClose = new AtomicLong();
        AtomicLong refused = new AtomicLong();
        CountDownLatch running = new CountDownLatch(4);
        ExecutorService pool = Executors.newFixedThreadPool(4);
        List<Future<?>> futures = new ArrayList<>();
        for (int t = 0; t < 4; t++) {
            futures.add(pool.submit(() -> {
                running.countDown();
                for (;;) {
                    boolean startedAfterClose = closeReturned.get();
                    try {
                        a.nextId();
                        if (startedAfterClose) {
                            idsAfterClose.incrementAndGet();
                        }
                    } catch (IdGeneratorClosedException e) {
                        refused.incrementAndGet();
                        return null;
                    }
                }
            }));
        }
        running.await();
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
        while (source.reservations.get() < 200) { // let the threads switch through many ranges before closing
            assertThat(System.nanoTime()).as("200 ranges reserved within 10 s").isLessThan(deadline);
            Thread.sleep(1);
        }
        context.markClosed();
        a.onEngineClosed();
        closeReturned.set(true);
        for (Future<?> f : futures) {
            f.get(10, TimeUnit.SECONDS);
        }
        pool.shutdown();
        assertThat(idsAfterClose.get()).as("ids handed to calls that started after close returned").isZero();
        assertThat(refused.get()).isEqualTo(4);
    }

    @Test
    void steadyConsumptionNeverWaitsForTheDatabase() {
        InMemorySegmentSource source = new InMemorySegmentSource(10_000, false);
        source.setLatencyMillis(5);
        SegmentAllocator a = allocator(source, 10_000, 10_000, 2000);
        a.nextId();
        awaitNoPendingFetch(a);
        long waitsBefore = a.stats().callerWaits();
        for (int i = 0; i < 50_000; i++) {
            a.nextId();
            if (i % 1000 == 0) {
                sleepQuietly(1); // well below the rate at which 9 000 ids outrun a 5 ms fetch
            }
        }
        assertThat(a.stats().callerWaits() - waitsBefore).isZero();
        assertThat(a.stats().reservations()).isGreaterThanOrEqualTo(5);
    }

    private static void sleepQuietly(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError(e);
        }
    }

    /** Waits until the prefetched range, if one was requested, has arrived. */
    private static void awaitNoPendingFetch(SegmentAllocator a) {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(5);
        long lastReservations = -1;
        while (System.nanoTime() < deadline) {
            long r = a.stats().reservations();
            if (r == lastReservations) {
                return;
            }
            lastReservations = r;
            sleepQuietly(50);
        }
        throw new AssertionError("fetches did not settle within 5 s");
    }

    /**
     * A database that went back (a failover to a standby that missed the last reservations, a
     * restore) hands out a range below one this node already reserved: refused, never used.
     */
    @Test
    void aRangeBelowTheHighWaterMarkIsRefusedNotUsed() {
        InMemorySegmentSource source = new InMemorySegmentSource(1000, false);
        SegmentAllocator a = allocator(source, 1000, 1000, 5_000); // a bound no starved executor misses: nothing here times out
        List<Long> ids = new ArrayList<>();
        for (int i = 0; i < 1000; i++) {
            ids.add(a.nextId()); // the first range, [1, 1001), used up; the second fetched ahead
        }
        awaitNoPendingFetch(a);
        assertThat(a.highWater()).isEqualTo(2001);
        source.setMaxId("order", 501); // the database forgot both ranges and half of the first
        for (int i = 0; i < 1000; i++) {
            ids.add(a.nextId()); // the second range, still in memory, is this node's own: served
        }
        assertThatThrownBy(a::nextId).isInstanceOf(DatabaseFailoverException.class)
                .hasMessageContaining("segment key 'order'").hasMessageContaining("came back below")
                .hasMessageContaining(", below 2001").hasMessageContaining("lost committed reservations");
        assertThat(ids).doesNotHaveDuplicates().hasSize(2000);
        assertThat(a.stats().lastError()).contains("DatabaseFailoverException");
        source.setMaxId("order", 5001); // an operator moved the key past it
        assertThat(a.nextId()).isEqualTo(5001);
    }

    /**
     * A batch larger than any range is one direct reservation; when the first range's prefetch is
     * answered while that reservation is on its way, the prefetch's higher range must not be taken
     * for the floor of the direct one (which the database ordered first): that would refuse the
     * engine for a lost commit that never happened. Found under load by the PostgreSQL 13 contract.
     */
    @Test
    void aDirectReservationAnsweredAfterALaterPrefetchIsNotTakenForALostCommit() throws Exception {
        InMemorySegmentSource rows = new InMemorySegmentSource(1000, false);
        CountDownLatch directCommitted = new CountDownLatch(1);
        AtomicReference<SegmentAllocator> allocator = new AtomicReference<>();
        SegmentSource source = new SegmentSource() {
            @Override
            public SegmentReservation reserve(String key, int step) throws java.sql.SQLException {
                if (step == 1500) { // the caller's direct reservation: ordered first by the database, answered last
                    SegmentReservation r = rows.reserve(key, step);
                    directCommitted.countDown();
                    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(5);
                    while (allocator.get().highWater() <= r.end() && System.nanoTime() - deadline < 0) {
                        sleepMillis(1);
                    }
                    return r;
                }
                try {
                    directCommitted.await(5, TimeUnit.SECONDS); // the prefetch: ordered after it, so above it
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    throw new java.sql.SQLException("interrupted", e);
                }
                return rows.reserve(key, step);
            }

            @Override
            public boolean exists(String key) {
                return rows.exists(key);
            }
        };
        SegmentAllocator a = allocator(source, 100, 50_000, 5000);
        allocator.set(a);
        a.prefetchFirst();
        long[] ids = a.nextIds(1500);
        assertThat(ids[0]).isEqualTo(1);
        assertThat(ids[1499]).isEqualTo(1500);
        assertThat(a.highWater()).as("the prefetch's range was answered first").isGreaterThan(1501);
        assertThat(a.nextId()).isGreaterThan(1500);
    }

    private static void sleepMillis(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
