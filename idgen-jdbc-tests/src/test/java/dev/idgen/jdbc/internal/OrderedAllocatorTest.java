package dev.idgen.jdbc.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.idgen.DatabaseFailoverException;
import dev.idgen.IdExhaustedException;
import dev.idgen.IdGenerationException;
import dev.idgen.IdGenerator;
import dev.idgen.IdGeneratorClosedException;
import dev.idgen.IdSourceUnavailableException;
import dev.idgen.InvalidIdRequestException;
import dev.idgen.jdbc.ordered.OrderedIdGenerator;
import dev.idgen.jdbc.ordered.OrderedStats;
import dev.idgen.jdbc.ordered.StrictOrderCheck.Call;
import dev.idgen.jdbc.ordered.StrictOrderCheck;
import dev.idgen.testsupport.SettableTimeSource;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.BooleanSupplier;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The combiner with an in-memory source: no database, real threads. */
class OrderedAllocatorTest {

    private final ScheduledThreadPoolExecutor executor = new ScheduledThreadPoolExecutor(4);
    /** The context of the last allocator made by {@link #allocator(long, int)}, which sets the bound on a caller's wait. */
    private EngineContext context = new EngineContext("test", executor, new SettableTimeSource(1_700_000_000_000L), null);
    private final InMemoryOrderedSource source = new InMemoryOrderedSource();
    private final ExecutorService callers = Executors.newCachedThreadPool();
    /** The contexts replaced by {@link #allocator(long, int)}, closed with {@link #context}. */
    private final List<EngineContext> bounded = Collections.synchronizedList(new ArrayList<>());

    @AfterEach
    void stop() {
        source.openGate();
        context.markClosed();
        bounded.forEach(EngineContext::markClosed);
        executor.shutdownNow();
        callers.shutdownNow();
    }

    private OrderedAllocator allocator(long maxWaitMillis) {
        return allocator(maxWaitMillis, 1);
    }

    private OrderedAllocator allocator(long maxWaitMillis, int maxInFlight) {
        bounded.add(context);
        context = new EngineContext("test", executor, new SettableTimeSource(1_700_000_000_000L), null,
                Duration.ofMillis(maxWaitMillis));
        return new OrderedAllocator("im.message", "room-42", source, context, maxInFlight);
    }

    @Test
    void slicesAreContiguousAndInArrivalOrderAndLateCallersWaitForTheNextRoundTrip() throws Exception {
        OrderedAllocator a = allocator(5000, 1);
        source.closeGate();
        Future<Long> first = callers.submit(a::nextId);
        assertThat(source.entered.tryAcquire(5, TimeUnit.SECONDS)).as("first round trip started").isTrue();

        // these arrive while the first round trip is in flight: they must not be served by it
        Future<long[]> three = callers.submit(() -> a.nextIds(3));
        await(() -> a.stats().waitingIds() == 3);
        Future<long[]> two = callers.submit(() -> a.nextIds(2));
        await(() -> a.stats().waitingIds() == 5);
        Future<Long> one = callers.submit(a::nextId);
        await(() -> a.stats().waitingIds() == 6);
        assertThat(source.calls.get()).as("no second round trip while one is in flight").isEqualTo(1);

        source.openGate();
        assertThat(first.get(5, TimeUnit.SECONDS)).isEqualTo(1);
        assertThat(three.get(5, TimeUnit.SECONDS)).containsExactly(2, 3, 4);
        assertThat(two.get(5, TimeUnit.SECONDS)).containsExactly(5, 6);
        assertThat(one.get(5, TimeUnit.SECONDS)).isEqualTo(7);
        assertThat(source.addedCounts()).as("one round trip each: the first call, then the three queued together")
                .containsExactly(1L, 6L);
        assertThat(a.stats().roundTrips()).isEqualTo(2);
        assertThat(a.stats().calls()).isEqualTo(4);
    }

    /**
     * A lone caller leads its own batch and sends the statement on its own thread: it needs no thread
     * of the engine's executor, so calls go on while the executor's only thread is busy elsewhere.
     */
    @Test
    void aLoneCallerRunsItsRoundTripOnItsOwnThreadWithoutTheExecutor() throws Exception {
        ScheduledThreadPoolExecutor single = new ScheduledThreadPoolExecutor(1);
        EngineContext oneThread = new EngineContext("one-thread", single, new SettableTimeSource(1_700_000_000_000L), null,
                Duration.ofMillis(500));
        OrderedAllocator a = new OrderedAllocator("im.message", "room-42", source, oneThread, 1);
        CountDownLatch release = new CountDownLatch(1);
        try {
            single.execute(() -> {
                try {
                    release.await();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            });
            long last = 0;
            for (int i = 0; i < 1_000; i++) {
                long id = a.nextId();
                assertThat(id).isEqualTo(last + 1);
                last = id;
            }
            assertThat(source.threads()).as("threads that ran the statements").containsExactly(Thread.currentThread().getName());
            assertThat(a.stats().roundTrips()).isEqualTo(1_000);
        } finally {
            release.countDown();
            oneThread.markClosed();
            single.shutdownNow();
        }
    }

    /**
     * Two round trips in flight: the second call goes out at once while the first is still away,
     * and calls arriving while both are away wait together for the third.
     */
    @Test
    void withTwoInFlightASecondRoundTripGoesOutAtOnceAndLaterCallersWaitForTheThird() throws Exception {
        OrderedAllocator a = allocator(5000, 2);
        source.closeGate();
        Future<Long> first = callers.submit(a::nextId);
        assertThat(source.entered.tryAcquire(5, TimeUnit.SECONDS)).as("first round trip started").isTrue();
        Future<Long> second = callers.submit(a::nextId);
        assertThat(source.entered.tryAcquire(5, TimeUnit.SECONDS)).as("second round trip started while the first is away")
                .isTrue();

        Future<long[]> three = callers.submit(() -> a.nextIds(3));
        await(() -> a.stats().waitingIds() == 3);
        Future<Long> one = callers.submit(a::nextId);
        await(() -> a.stats().waitingIds() == 4);
        assertThat(source.calls.get()).as("no third round trip while two are in flight").isEqualTo(2);

        source.openGate();
        // the first round trip to return starts the third at once, so the second (still on its way)
        // may reach the database before or after it: all three run concurrently with the calls they serve
        long firstId = first.get(5, TimeUnit.SECONDS);
        long secondId = second.get(5, TimeUnit.SECONDS);
        long[] threeIds = three.get(5, TimeUnit.SECONDS);
        long oneId = one.get(5, TimeUnit.SECONDS);
        assertThat(threeIds[1]).isEqualTo(threeIds[0] + 1);
        assertThat(threeIds[2]).isEqualTo(threeIds[0] + 2);
        assertThat(oneId).as("the late single call shares the third round trip, after the three").isEqualTo(threeIds[2] + 1);
        assertThat(List.of(firstId, secondId, threeIds[0], threeIds[1], threeIds[2], oneId))
                .containsExactlyInAnyOrder(1L, 2L, 3L, 4L, 5L, 6L);
        assertThat(source.addedCounts()).containsExactlyInAnyOrder(1L, 1L, 4L);
        assertThat(a.stats().roundTrips()).isEqualTo(3);
    }

    /**
     * Callers that each call again as soon as they have their id, through the gather that lets a
     * finished round trip's callers join the next batch before it is sealed: each caller's ids
     * increase and every call is served. How many calls share a round trip (about all eight when
     * the machine wakes callers within the gather window, four when they take turns) depends on how
     * busy the machine is, so it is a benchmark figure ({@code OrderedBenchRunner}'s calls per round
     * trip), not an assertion.
     */
    @Test
    void steadyCallersThatGatherAreEachServedInOrder() throws Exception {
        source.setLatencyMicros(5_000);
        OrderedAllocator a = allocator(10_000, 1);
        int threads = 8;
        int perThread = 40;
        CountDownLatch go = new CountDownLatch(1);
        List<Future<?>> done = new ArrayList<>();
        for (int t = 0; t < threads; t++) {
            done.add(callers.submit(() -> {
                go.await();
                long last = 0;
                for (int i = 0; i < perThread; i++) {
                    long id = a.nextId();
                    assertThat(id).isGreaterThan(last);
                    last = id;
                }
                return null;
            }));
        }
        go.countDown();
        for (Future<?> f : done) {
            f.get(60, TimeUnit.SECONDS);
        }
        OrderedStats stats = a.stats();
        assertThat(stats.calls()).isEqualTo((long) threads * perThread);
        assertThat(stats.roundTrips()).as("each round trip serves at least one call").isBetween(1L, stats.calls());
        assertThat(stats.ids()).isEqualTo(source.num("im.message", "room-42")).isEqualTo((long) threads * perThread);
    }

    @ParameterizedTest(name = "{0} round trip(s) in flight")
    @ValueSource(ints = {1, 2, 4})
    void concurrentCallersStayStrictlyOrderedAndNeverExceedTheSlots(int maxInFlight) throws Exception {
        source.setLatencyMicros(500); // each add lands at a random instant inside it: round trips in flight reorder
        OrderedAllocator a = allocator(10_000, maxInFlight);
        int threads = 16;
        int perThread = 300;
        List<Call> history = Collections.synchronizedList(new ArrayList<>());
        CountDownLatch go = new CountDownLatch(1);
        List<Future<?>> done = new ArrayList<>();
        for (int t = 0; t < threads; t++) {
            String who = "t" + t;
            done.add(callers.submit(() -> {
                go.await();
                for (int i = 0; i < perThread; i++) {
                    int n = i % 7 == 0 ? 1 + i % 5 : 1;
                    long start = System.nanoTime();
                    long id = n == 1 ? a.nextId() : a.nextIds(n)[0];
                    history.add(new Call(start, System.nanoTime(), id, n, who));
                }
                return null;
            }));
        }
        go.countDown();
        for (Future<?> f : done) {
            f.get(60, TimeUnit.SECONDS);
        }
        assertThat(StrictOrderCheck.violations(history)).isEmpty();
        OrderedStats stats = a.stats();
        assertThat(stats.calls()).isEqualTo((long) threads * perThread);
        // how many calls share a round trip, and whether all slots were ever busy at once, depend on
        // scheduling: benchmark figures. What always holds: every round trip serves a call, never more
        // than the allowed number are in flight (the gate tests show the slots are used)
        assertThat(stats.roundTrips()).as("round trips for %d calls", stats.calls()).isBetween(1L, stats.calls());
        assertThat(source.maxConcurrent.get()).as("round trips in flight at once").isBetween(1, maxInFlight);
        long reserved = source.addedCounts().stream().mapToLong(Long::longValue).sum();
        assertThat(reserved).isEqualTo(stats.ids())
                .isEqualTo(history.stream().mapToLong(Call::count).sum())
                .isEqualTo(source.num("im.message", "room-42"));
    }

    @Test
    void aRoundTripCountBelowOneIsRefused() {
        assertThatThrownBy(() -> allocator(1000, 0)).isInstanceOf(IllegalArgumentException.class).hasMessageContaining("was 0");
    }

    /**
     * A round trip that hangs holds its leader until its statement ends (in JDBC: the statement and
     * network timeouts); every call behind it, the next batch's leader included, gives up within its
     * bound, and the ids of calls that gave up are never handed out.
     */
    @Test
    void aSlowRoundTripFailsTheCallsBehindItWithinTheBoundAndTheirIdsAreNeverHandedOut() throws Exception {
        OrderedAllocator a = allocator(200);
        source.closeGate();
        Future<Long> leader = callers.submit(a::nextId);
        assertThat(source.entered.tryAcquire(5, TimeUnit.SECONDS)).as("first round trip started").isTrue();
        long t0 = System.nanoTime();
        assertThatThrownBy(a::nextId) // leads the next batch, parks for the slot, gives up
                .isInstanceOf(IdSourceUnavailableException.class)
                .hasMessageContaining("slow-ordered key 'im.message' sub-key 'room-42'")
                .hasMessageContaining("within 200 ms")
                .hasMessageContaining("waited")
                .hasMessageContaining("have been waiting for the database for");
        long waitedMillis = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - t0);
        assertThat(waitedMillis).isBetween(190L, 1000L);

        // a caller that joins the batch its leader left also gives up in time
        assertThatThrownBy(a::nextId).isInstanceOf(IdSourceUnavailableException.class);
        assertThat(leader.isDone()).as("the leader waits for its statement, not for max-wait").isFalse();

        source.openGate();
        assertThat(leader.get(5, TimeUnit.SECONDS)).isEqualTo(1);
        await(() -> source.num("im.message", "room-42") == 3); // the left batch went out, for nobody
        assertThat(a.nextId()).as("ids 2 and 3 went to callers that gave up: skipped").isEqualTo(4);
    }

    @Test
    void aDatabaseThatStaysDownFailsEveryCallerWithinTheBoundNamingTheError() {
        source.setDown(true);
        OrderedAllocator a = allocator(300);
        long t0 = System.nanoTime();
        assertThatThrownBy(a::nextId)
                .isInstanceOf(IdSourceUnavailableException.class)
                .hasMessageContaining("slow-ordered key 'im.message' sub-key 'room-42'")
                .hasMessageContaining("waited")
                .hasMessageContaining("in-memory database is down");
        assertThat(TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - t0)).as("gave up within its 300 ms bound "
                + "(how late depends on the machine; 10 s past it: a hang)").isLessThan(10_300L);
        assertThat(source.failedCalls.get()).as("retried while the caller waited").isGreaterThan(1);

        source.setDown(false);
        assertThat(a.nextId()).isEqualTo(1);
        assertThat(a.stats().lastError()).isNull();
    }

    @Test
    void everyFailureReachesTheRejectionHandlerBeforeTheCaller() {
        List<String> seen = Collections.synchronizedList(new ArrayList<>());
        EngineContext withHandler = new EngineContext("test", executor, new SettableTimeSource(0),
                (generator, reason) -> seen.add(generator + " | " + reason.getClass().getSimpleName()), Duration.ofMillis(100));
        source.setDown(true);
        OrderedIdGenerator a = OrderedRuntime.behindDoor(Door.of(withHandler), new OrderedAllocator("im.message",
                "room-42", source, withHandler, 1));
        assertThatThrownBy(a::nextId).isInstanceOf(IdSourceUnavailableException.class);
        assertThatThrownBy(() -> a.nextIds(2)).isInstanceOf(IdSourceUnavailableException.class);
        assertThat(seen).containsExactly(
                "slow-ordered key 'im.message' sub-key 'room-42' | IdSourceUnavailableException",
                "slow-ordered key 'im.message' sub-key 'room-42' | IdSourceUnavailableException");
    }

    @Test
    void aBriefFailureIsRetriedWhileTheCallerWaits() {
        source.failNext(2);
        OrderedAllocator a = allocator(3000);
        assertThat(a.nextIds(4)).containsExactly(1, 2, 3, 4);
        assertThat(a.stats().failures()).isEqualTo(2);
        assertThat(a.stats().roundTrips()).isEqualTo(1);
    }

    @Test
    void anErrorInItsRoundTripReachesTheLeaderAndLeavesTheGeneratorUsable() {
        OrderedAllocator a = allocator(2000);
        source.throwOnce(new StackOverflowError("test"));
        assertThatThrownBy(a::nextId).as("thrown on the leader's own thread").isInstanceOf(StackOverflowError.class);
        assertThat(a.nextId()).as("the next call gets a round trip of its own").isEqualTo(1);
    }

    /** A round trip that fails definitely fails its leader and every follower with the same clear exception. */
    @Test
    void aFailedRoundTripFailsItsLeaderAndItsFollowersAlike() throws Exception {
        OrderedAllocator a = allocator(5000);
        source.closeGate();
        Future<Long> first = callers.submit(a::nextId);
        assertThat(source.entered.tryAcquire(5, TimeUnit.SECONDS)).isTrue();
        Future<Long> leader = callers.submit(a::nextId);
        await(() -> a.stats().waitingIds() == 1);
        Future<long[]> follower = callers.submit(() -> a.nextIds(3));
        await(() -> a.stats().waitingIds() == 4);
        source.failDefinitely(new IdExhaustedException("slow-ordered key 'im.message' sub-key 'room-42' has run out"));
        source.openGate();
        for (Future<?> f : List.of(first, leader, follower)) {
            assertThatThrownBy(() -> f.get(5, TimeUnit.SECONDS)).hasCauseInstanceOf(IdExhaustedException.class)
                    .hasMessageContaining("'room-42' has run out");
        }
        assertThat(source.calls.get()).as("the first batch, then the leader's: not retried").isEqualTo(2);
    }

    @Test
    void aDefiniteFailureIsNotRetried() {
        source.setNum("im.message", "room-42", Long.MAX_VALUE - 1);
        OrderedAllocator a = allocator(3000);
        assertThat(a.nextId()).isEqualTo(Long.MAX_VALUE);
        assertThatThrownBy(a::nextId).isInstanceOf(IdExhaustedException.class)
                .hasMessageContaining("'im.message'").hasMessageContaining("'room-42'");
        assertThat(source.calls.get()).isEqualTo(2);
    }

    @Test
    void anInterruptedWaitKeepsTheFlagAndItsIdsAreSkipped() throws Exception {
        OrderedAllocator a = allocator(10_000);
        source.closeGate();
        AtomicReference<Throwable> thrown = new AtomicReference<>();
        CompletableFuture<Boolean> flagAfter = new CompletableFuture<>();
        Thread caller = new Thread(() -> {
            try {
                a.nextId();
            } catch (IdGenerationException e) {
                thrown.set(e);
            }
            flagAfter.complete(Thread.currentThread().isInterrupted());
        });
        caller.start();
        assertThat(source.entered.tryAcquire(5, TimeUnit.SECONDS)).isTrue();
        caller.interrupt();
        assertThat(flagAfter.get(5, TimeUnit.SECONDS)).as("interrupt flag kept").isTrue();
        assertThat(thrown.get()).isInstanceOf(IdSourceUnavailableException.class)
                .hasMessageContaining("interrupted").hasMessageContaining("'room-42'");

        source.openGate();
        await(() -> source.num("im.message", "room-42") == 1);
        assertThat(a.nextId()).as("id 1 belonged to the interrupted call: skipped").isEqualTo(2);
    }

    /** A leader interrupted while it waits for the slot keeps its flag; its followers are still served. */
    @Test
    void anInterruptedLeaderKeepsTheFlagAndItsFollowersAreStillServed() throws Exception {
        OrderedAllocator a = allocator(10_000);
        source.closeGate();
        Future<Long> first = callers.submit(a::nextId);
        assertThat(source.entered.tryAcquire(5, TimeUnit.SECONDS)).isTrue();
        AtomicReference<Throwable> thrown = new AtomicReference<>();
        CompletableFuture<Boolean> flagAfter = new CompletableFuture<>();
        Thread leader = new Thread(() -> {
            try {
                a.nextId();
            } catch (IdGenerationException e) {
                thrown.set(e);
            }
            flagAfter.complete(Thread.currentThread().isInterrupted());
        });
        leader.start();
        await(() -> a.stats().waitingIds() == 1);
        Future<long[]> follower = callers.submit(() -> a.nextIds(2));
        await(() -> a.stats().waitingIds() == 3);
        leader.interrupt();
        assertThat(flagAfter.get(5, TimeUnit.SECONDS)).as("interrupt flag kept").isTrue();
        assertThat(thrown.get()).isInstanceOf(IdSourceUnavailableException.class).hasMessageContaining("interrupted")
                .hasMessageContaining("'room-42'");

        source.openGate();
        assertThat(first.get(5, TimeUnit.SECONDS)).isEqualTo(1);
        assertThat(follower.get(5, TimeUnit.SECONDS)).as("id 2 was the interrupted leader's: skipped").containsExactly(3, 4);
        assertThat(source.addedCounts()).containsExactly(1L, 3L);
    }

    @Test
    void anAlreadyInterruptedCallerReservesNothing() {
        OrderedAllocator a = allocator(1000);
        Thread.currentThread().interrupt();
        try {
            assertThatThrownBy(a::nextId).isInstanceOf(IdSourceUnavailableException.class)
                    .hasMessageContaining("interrupted");
            assertThat(Thread.currentThread().isInterrupted()).isTrue();
        } finally {
            Thread.interrupted();
        }
        assertThat(source.calls.get()).isZero();
    }

    @Test
    void closingWakesWaitingCallersAndHandsOutNothingAfterwards() throws Exception {
        OrderedAllocator a = allocator(10_000, 2);
        source.closeGate();
        Future<Long> inFlight = callers.submit(a::nextId);
        assertThat(source.entered.tryAcquire(5, TimeUnit.SECONDS)).isTrue();
        Future<Long> alsoInFlight = callers.submit(a::nextId);
        assertThat(source.entered.tryAcquire(5, TimeUnit.SECONDS)).isTrue();
        Future<Long> parkedLeader = callers.submit(a::nextId);
        await(() -> a.stats().waitingIds() == 1);
        Future<Long> follower = callers.submit(a::nextId);
        await(() -> a.stats().waitingIds() == 2);

        context.markClosed();
        a.onEngineClosed();
        for (Future<Long> f : List.of(parkedLeader, follower)) {
            assertThatThrownBy(() -> f.get(2, TimeUnit.SECONDS)).as("woken at once")
                    .hasCauseInstanceOf(IdGeneratorClosedException.class).hasMessageContaining("'room-42'");
        }
        assertThat(inFlight.isDone()).as("a leader waits for its statement").isFalse();
        source.openGate();
        for (Future<Long> f : List.of(inFlight, alsoInFlight)) {
            assertThatThrownBy(() -> f.get(5, TimeUnit.SECONDS)).as("the ids of a round trip that returns after close")
                    .hasCauseInstanceOf(IdGeneratorClosedException.class).hasMessageContaining("'room-42'");
        }
        assertThatThrownBy(a::nextId).isInstanceOf(IdGeneratorClosedException.class);
        assertThat(source.calls.get()).as("nothing sent after close").isEqualTo(2);
    }

    @Test
    void badCountsAreRejectedBeforeAnyRoundTrip() {
        OrderedAllocator a = allocator(1000);
        assertThatThrownBy(() -> a.nextIds(0)).isInstanceOf(InvalidIdRequestException.class).hasMessageContaining("was 0");
        assertThatThrownBy(() -> a.nextIds(-3)).isInstanceOf(InvalidIdRequestException.class).hasMessageContaining("was -3");
        assertThatThrownBy(() -> a.nextIds(IdGenerator.MAX_BATCH_SIZE + 1)).isInstanceOf(InvalidIdRequestException.class)
                .hasMessageContaining("was " + (IdGenerator.MAX_BATCH_SIZE + 1));
        assertThat(source.calls.get()).isZero();
        assertThat(a.nextIds(IdGenerator.MAX_BATCH_SIZE)).hasSize(IdGenerator.MAX_BATCH_SIZE)
                .startsWith(1).endsWith(IdGenerator.MAX_BATCH_SIZE);
    }

    @Test
    void aLeaderWaitingForTheSlotParksInsteadOfSpinning() throws Exception {
        ThreadMXBean mx = ManagementFactory.getThreadMXBean();
        OrderedAllocator a = allocator(600);
        source.closeGate();
        callers.submit(a::nextId); // holds the only slot at the gate
        assertThat(source.entered.tryAcquire(5, TimeUnit.SECONDS)).isTrue();
        CompletableFuture<long[]> waited = new CompletableFuture<>(); // {wall nanos, CPU nanos}
        Thread caller = new Thread(() -> {
            long cpuBefore = mx.getCurrentThreadCpuTime();
            long wallBefore = System.nanoTime();
            try {
                long id = a.nextId();
                waited.completeExceptionally(new AssertionError("the round trip is held at the gate, yet the call "
                        + "returned " + id));
            } catch (IdSourceUnavailableException expected) {
                // the round trip is held at the gate: the caller waits its 600 ms and gives up
                waited.complete(new long[] {System.nanoTime() - wallBefore, mx.getCurrentThreadCpuTime() - cpuBefore});
            } catch (RuntimeException e) {
                waited.completeExceptionally(e);
            }
        });
        caller.start();
        long[] spent = waited.get(5, TimeUnit.SECONDS);
        assertThat(TimeUnit.NANOSECONDS.toMillis(spent[0])).as("the call waited its 600 ms before it gave up")
                .isGreaterThanOrEqualTo(600);
        assertThat(TimeUnit.NANOSECONDS.toMillis(spent[1])).as("CPU time while waiting 600 ms").isLessThan(150);
        source.openGate();
    }

    private static void await(BooleanSupplier condition) {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(5);
        while (!condition.getAsBoolean()) {
            if (System.nanoTime() > deadline) {
                throw new AssertionError("condition not met within 5 s");
            }
            try {
                Thread.sleep(2);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new AssertionError(e);
            }
        }
    }

    /** A counter that went back (a failover, a restore) hands out ids not above ones already returned: refused. */
    @Test
    void idsNotAboveWhatThisNodeAlreadyReturnedAreRefused() {
        OrderedAllocator a = allocator(2000);
        assertThat(a.nextIds(10)).containsExactly(1, 2, 3, 4, 5, 6, 7, 8, 9, 10);
        source.setNum("im.message", "room-42", 4); // the database forgot the last six
        assertThatThrownBy(a::nextId).isInstanceOf(DatabaseFailoverException.class)
                .hasMessageContaining("slow-ordered key 'im.message' sub-key 'room-42'")
                .hasMessageContaining("5 .. 5").hasMessageContaining("not above 10");
        assertThat(source.calls.get()).as("refused, not retried").isEqualTo(2);
        source.setNum("im.message", "room-42", 100);
        assertThat(a.nextId()).isEqualTo(101);
    }
}
