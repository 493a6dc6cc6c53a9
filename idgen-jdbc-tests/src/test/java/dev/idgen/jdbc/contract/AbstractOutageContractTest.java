package dev.idgen.jdbc.contract;

import static org.assertj.core.api.Assertions.assertThat;

import dev.idgen.IdSourceUnavailableException;
import dev.idgen.jdbc.IdGenEngine;
import dev.idgen.jdbc.ordered.OrderedIdGenerator;
import dev.idgen.jdbc.ordered.OrderedShards;
import dev.idgen.jdbc.ordered.StrictOrderCheck.Call;
import dev.idgen.jdbc.ordered.StrictOrderCheck;
import dev.idgen.jdbc.segment.SegmentIdGenerator;
import dev.idgen.jdbc.snowflake.NodeIdentity;
import dev.idgen.jdbc.snowflake.SnowflakeIdGenerator;
import dev.idgen.testsupport.TcpProxy;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Consumer;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * What every strategy promises when the database goes away mid-run, run against every database by
 * a small subclass. The database is reached through a {@link TcpProxy} the test controls:
 * {@link TcpProxy#cut()} resets every connection (the client notices at once),
 * {@link TcpProxy#freeze()} is a black hole (nothing is closed, no byte flows; the client notices
 * only through its own timeouts).
 *
 * <p>The contract:
 * <ul>
 *   <li><b>Segment.</b> During an outage the engine serves exactly the ids it had buffered (the
 *       current range and the prefetched one), then fails each caller after its {@code maxWait}
 *       (plus a margin for a loaded machine) with an {@link IdSourceUnavailableException} naming
 *       the key, the bound, how long it waited and why; when the database is back it recovers by
 *       itself, and no id is ever handed out twice — also with four threads through a cut.</li>
 *   <li><b>Slow-ordered.</b> One node is cut off while another keeps its connection: the cut-off
 *       node's callers fail within their bound with a clear message, it serves again by itself
 *       after the restore, and across both nodes and the whole run every id is unique and strictly
 *       ordered ({@link StrictOrderCheck}); the row never falls behind the ids handed out.</li>
 *   <li><b>Snowflake.</b> With the database cut, ids continue until the persisted timestamp
 *       promise, never past it, then callers fail within their bound, saying why; after the restore issuance resumes with
 *       larger ids.</li>
 * </ul>
 * The schema is created by the shipped migrations. A subclass that finds a database behaving
 * differently overrides the scenario with one asserting what really happens there, and says why.
 */
abstract class AbstractOutageContractTest extends AbstractDatabaseContract {

    /** The slow-ordered tables only for the tests that use the strategy ({@link WithSlowOrderedTables}): most of a migration's statements. */
    @Override
    protected boolean slowOrderedTables() {
        return false;
    }

    /** The bound of every caller of an engine behind the proxy (segment and slow-ordered). */
    protected static final long MAX_WAIT_MILLIS = 1000;
    /**
     * What a caller may take beyond its bound before the test calls it a hang: generous on purpose. How late
     * a caller returns after its bound depends on how busy the machine is (a benchmark figure, never asserted);
     * what must always hold is that it returns, at the bound or after it, never not at all.
     */
    protected static final long HANG_MILLIS = 15_000;
    /**
     * The bound of a slow-ordered leader, whose statement runs on its own thread, behind the proxy: not
     * max-wait but its statement's, the engine's database timeout (1 s here) plus the 1 s network
     * timeout margin idgen adds to it (a frozen network answers no cancel request).
     */
    protected static final long ORDERED_LEADER_BOUND_MILLIS = 2000;
    /** The bound of a snowflake caller waiting for the heartbeat to confirm timestamps. */
    protected static final long SNOWFLAKE_MAX_WAIT_MILLIS = 300;
    /** Every range of the segment engine behind the proxy has exactly this size. */
    protected static final int STEP = 5000;
    protected static final String ORDERED_KEY = "im.message";
    protected static final String ORDERED_SUB_KEY = "room-42";

    protected TcpProxy proxy;

    @BeforeEach
    void startProxy() {
        proxy = TcpProxy.start(db.host(), db.port());
    }

    /** A failed test may leave the proxy cut or frozen: restored first, so closing engines can release leases. */
    @AfterEach
    void restoreProxy() {
        proxy.restore();
    }

    @Override
    protected void afterEngines() {
        proxy.close();
    }

    /** A segment engine whose connections go through the proxy: fixed ranges of {@link #STEP}, bound {@link #MAX_WAIT_MILLIS}. */
    protected IdGenEngine segmentEngineBehindProxy() {
        return engine(IdGenEngine.builder(db.newDataSourceVia(proxy, 3))
                .defaultStep(STEP).minStep(STEP).maxStep(STEP)
                .maxWait(Duration.ofMillis(MAX_WAIT_MILLIS))
                .databaseTimeout(Duration.ofSeconds(1)));
    }

    // ------------------------------------------------------------------------------------ segment

    @Test
    @VersionSensitive
    void segmentCutServesTheBufferThenFailsWithinTheBoundThenRecovers() {
        segmentOutageServesTheBufferThenFailsThenRecovers(TcpProxy::cut);
    }

    @Test
    void segmentBlackHoleServesTheBufferThenFailsWithinTheBoundThenRecovers() {
        segmentOutageServesTheBufferThenFailsThenRecovers(TcpProxy::freeze);
    }

    /**
     * Takes ids past the prefetch threshold, waits until the next range is buffered, applies
     * {@code fault}, and takes ids until the first failure: exactly the buffered ids are served,
     * the failing caller waited its bound, not longer, and was told why; after the restore the
     * engine serves again by itself, without a duplicate.
     */
    protected void segmentOutageServesTheBufferThenFailsThenRecovers(Consumer<TcpProxy> fault) {
        SegmentIdGenerator g = segmentEngineBehindProxy().segment("order");
        List<Long> issued = new ArrayList<>();
        for (int i = 0; i < 1000; i++) {
            issued.add(g.nextId()); // past the prefetch threshold of the first range
        }
        awaitRemaining(g, (STEP - 1000) + STEP);

        fault.accept(proxy);

        int servedDuringOutage = 0;
        IdSourceUnavailableException failure = null;
        long failedAfterMillis = 0;
        while (failure == null) { // ends: the buffer is finite and every further call fails within its bound
            long t0 = System.nanoTime();
            try {
                issued.add(g.nextId());
                servedDuringOutage++;
            } catch (IdSourceUnavailableException e) {
                failure = e;
                failedAfterMillis = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - t0);
            }
        }
        assertThat(servedDuringOutage).as("every buffered id is served during the outage").isEqualTo(2 * STEP - 1000);
        assertThat(failedAfterMillis).as("a caller waits its bound and returns (past " + HANG_MILLIS + " ms more: a hang)")
                .isBetween(MAX_WAIT_MILLIS - 50, MAX_WAIT_MILLIS + HANG_MILLIS);
        assertThat(failure).hasMessageContaining("segment key 'order'")
                .hasMessageContaining("within " + MAX_WAIT_MILLIS + " ms")
                .hasMessageContaining("waited")
                .message().containsAnyOf("last database error: ", "a reservation has been waiting for the database");

        proxy.restore();
        long recovered = awaitSegmentRecovery(g);
        issued.add(recovered);
        for (int i = 0; i < 20_000; i++) {
            issued.add(g.nextId());
        }
        AbstractSegmentEngineTest.assertNoDuplicates(issued.stream().mapToLong(Long::longValue).toArray());
        assertThat(recovered).isGreaterThan(2 * STEP);
        assertThat(g.stats().lastError()).isNull();
    }

    @Test
    void segmentManyThreadsThroughACutNeverDuplicateAndOnlyFailClearly() throws Exception {
        SegmentIdGenerator g = segmentEngineBehindProxy().segment("order");
        ConcurrentLinkedQueue<Long> ids = new ConcurrentLinkedQueue<>();
        ConcurrentLinkedQueue<Throwable> errors = new ConcurrentLinkedQueue<>();
        ConcurrentLinkedQueue<Long> failureMillis = new ConcurrentLinkedQueue<>();
        AtomicBoolean running = new AtomicBoolean(true);
        List<Thread> threads = new ArrayList<>();
        for (int t = 0; t < 4; t++) {
            Thread th = new Thread(() -> {
                while (running.get()) {
                    long t0 = System.nanoTime();
                    try {
                        ids.add(g.nextId());
                        if (ids.size() % 64 == 0) {
                            Thread.sleep(1); // a steady load, not a flood
                        }
                    } catch (InterruptedException e) {
                        Thread.currentThread().interrupt();
                        errors.add(e);
                        return;
                    } catch (RuntimeException e) { // recorded, and checked below: only clear outage errors may occur
                        errors.add(e);
                        failureMillis.add(TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - t0));
                    }
                }
            }, "segment-caller-" + t);
            th.start();
            threads.add(th);
        }
        long started = System.nanoTime();
        sleep(500);
        // the callers' own pace on this machine (a busy one is many times slower), to size the wait below
        double perSecondBeforeTheCut = ids.size() * 1e9 / (System.nanoTime() - started);
        proxy.cut();
        // the outage lasts until the callers have drained the buffer and given up their waits, not a fixed time
        // (bounded as the recovery below: 15 s + 4 times what the callers needed for the buffer before the cut)
        long drainSeconds = Math.min(120, 15 + (long) (4 * 2 * STEP / Math.max(perSecondBeforeTheCut, 1)));
        awaitAtLeast(errors, 4, drainSeconds, "the 4 callers drain the buffer and fail while the database is cut off");
        proxy.restore();
        // more than two ranges after the cut: at least one reserved by a round trip on the restored database
        int expected = 2 * STEP + 1;
        long waitSeconds = Math.min(120, 15 + (long) (4 * expected / Math.max(perSecondBeforeTheCut, 1)));
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(waitSeconds);
        int before = ids.size();
        while (ids.size() < before + expected && System.nanoTime() < deadline) {
            sleep(50);
        }
        running.set(false);
        joinAll(threads);
        assertThat(ids.size()).as("service resumed after the cut: " + expected + " ids within " + waitSeconds
                + " s (15 s + 4 times what the callers needed for them before the cut, at " + Math.round(perSecondBeforeTheCut)
                + " ids/s)").isGreaterThanOrEqualTo(before + expected);
        assertThat(errors).allSatisfy(e -> assertThat(e).isInstanceOf(IdSourceUnavailableException.class)
                .hasMessageContaining("segment key 'order'"));
        assertThat(failureMillis).allSatisfy(ms -> assertThat(ms).isLessThanOrEqualTo(MAX_WAIT_MILLIS + HANG_MILLIS));
        AbstractSegmentEngineTest.assertNoDuplicates(ids.stream().mapToLong(Long::longValue).toArray());
    }

    // ------------------------------------------------------------------------------- slow-ordered

    /**
     * The first slow-ordered and daily calls of an engine check idgen's tables. A pooled connection
     * that died meanwhile (a database restarted or failed over: the torture's failover run found it)
     * is retried within maxWait, as a call for ids waits out an outage, instead of failing the caller
     * at once. The pool hands out a connection used less than half a second ago without testing it.
     */
    @Test
    @VersionSensitive
    @WithSlowOrderedTables
    void theFirstSlowOrderedAndDailyCallsOutliveAConnectionThatDied() {
        IdGenEngine e = engine(IdGenEngine.builder(db.newDataSourceVia(proxy, 2)).maxWait(Duration.ofSeconds(5))
                .databaseTimeout(Duration.ofSeconds(1)));
        e.segment("order").nextId(); // the pool's connection has just been used
        proxy.cut();
        proxy.restore(); // that connection is dead; new ones get through
        assertThat(e.slowOrdered(ORDERED_KEY, ORDERED_SUB_KEY).nextId()).isEqualTo(1);
        proxy.cut();
        proxy.restore();
        assertThat(e.daily("invoice").next().serial()).isEqualTo(1);
        assertThat(proxy.acceptedConnections()).as("the dead connections were replaced").isGreaterThan(1);
    }

    @Test
    @VersionSensitive
    @WithSlowOrderedTables
    void orderedCutFailsCallersWithinTheBoundThenServiceResumesStrictlyOrdered() {
        orderedOutageFailsCallersWithinTheBoundThenResumesStrictlyOrdered(TcpProxy::cut);
    }

    @Test
    @WithSlowOrderedTables
    void orderedBlackHoleFailsCallersWithinTheBoundThenServiceResumesStrictlyOrdered() {
        orderedOutageFailsCallersWithinTheBoundThenResumesStrictlyOrdered(TcpProxy::freeze);
    }

    /** Calls the cut-off node must complete after the restore: it serves again (not a rate). */
    private static final int RESUMED_CALLS = 100;

    /**
     * Four threads on a node behind the proxy and two on a node with its own connection take ids
     * (every tenth call three at once); {@code fault} hits the first node for 2.5 s, then the
     * proxy is restored.
     */
    protected void orderedOutageFailsCallersWithinTheBoundThenResumesStrictlyOrdered(Consumer<TcpProxy> fault) {
        IdGenEngine cutOff = engine(IdGenEngine.builder(db.newDataSourceVia(proxy, 3)).name("cut-off")
                .maxWait(Duration.ofMillis(MAX_WAIT_MILLIS))
                .databaseTimeout(Duration.ofSeconds(1)));
        IdGenEngine healthy = engine(IdGenEngine.builder(db.newDataSource(3)).name("healthy"));
        OrderedIdGenerator a = cutOff.slowOrdered(ORDERED_KEY, ORDERED_SUB_KEY);
        OrderedIdGenerator b = healthy.slowOrdered(ORDERED_KEY, ORDERED_SUB_KEY);
        List<Call> history = Collections.synchronizedList(new ArrayList<>());
        List<Throwable> failures = Collections.synchronizedList(new ArrayList<>());
        List<Long> failureMillis = Collections.synchronizedList(new ArrayList<>());
        List<Long> failureEnded = Collections.synchronizedList(new ArrayList<>()); // nanoTime at each failure
        AtomicBoolean running = new AtomicBoolean(true);
        List<Thread> threads = new ArrayList<>();
        for (int t = 0; t < 6; t++) {
            OrderedIdGenerator g = t < 4 ? a : b;
            String who = (t < 4 ? "cut-off/t" : "healthy/t") + t;
            Thread th = new Thread(() -> {
                for (int i = 0; running.get(); i++) {
                    int n = i % 10 == 0 ? 3 : 1;
                    long start = System.nanoTime();
                    try {
                        long first = n == 1 ? g.nextId() : g.nextIds(n)[0];
                        history.add(new Call(start, System.nanoTime(), first, n, who));
                    } catch (RuntimeException e) { // recorded, and checked below: only clear outage errors may occur
                        long ended = System.nanoTime();
                        synchronized (failures) {
                            failureMillis.add(TimeUnit.NANOSECONDS.toMillis(ended - start));
                            failureEnded.add(ended);
                            failures.add(e);
                        }
                    }
                }
            }, who);
            th.start();
            threads.add(th);
        }
        sleep(500);
        fault.accept(proxy);
        // the outage lasts until the cut-off node's callers have given up their waits, not a fixed time
        awaitAtLeast(failures, 4, 30, "the cut-off node's 4 callers fail while the database is away");
        int cutOffCallsBeforeRestore = countCalls(history, "cut-off");
        long restored = System.nanoTime();
        proxy.restore();
        // serving again is the property, not how fast: 100 calls after the restore (a few round trips' worth of
        // combined calls on a quiet machine), waited for on a condition; 60 s without them is a hang
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        while (countCalls(history, "cut-off") < cutOffCallsBeforeRestore + RESUMED_CALLS && System.nanoTime() < deadline) {
            sleep(50);
        }
        running.set(false);
        joinAll(threads);

        assertThat(countCalls(history, "cut-off")).as("the cut-off node serves again after the restore")
                .isGreaterThanOrEqualTo(cutOffCallsBeforeRestore + RESUMED_CALLS);
        assertThat(countCalls(history, "healthy")).as("the healthy node kept serving").isPositive();
        assertThat(failures).as("the cut-off node's callers failed while the database was away").isNotEmpty();
        assertThat(failures).allSatisfy(e -> assertThat(e)
                .isInstanceOf(IdSourceUnavailableException.class)
                .hasMessageContaining("slow-ordered key '" + ORDERED_KEY + "' sub-key '" + ORDERED_SUB_KEY + "'")
                .hasMessageContaining("waited"));
        // a call that failed while the database was away says so; one that failed after the restore (a starved
        // machine: the answer came, the engine's executor had not run the next round trip yet) says what it waited for
        for (int i = 0; i < failures.size(); i++) {
            boolean duringTheOutage = failureEnded.get(i) - restored < 0;
            assertThat(failures.get(i).getMessage()).as(duringTheOutage ? "failed while the database was away"
                    : "failed after the restore").containsAnyOf(duringTheOutage
                    ? new String[] {"last database error", "waiting for the database"}
                    : new String[] {"last database error", "waiting for the database", "wait for the engine executor",
                            "waits for a thread of the engine executor"});
        }
        // a follower waits at most max-wait; a leader at most its statement's bound
        assertThat(failureMillis).allSatisfy(ms -> assertThat(ms).isLessThanOrEqualTo(
                Math.max(MAX_WAIT_MILLIS, ORDERED_LEADER_BOUND_MILLIS) + HANG_MILLIS));
        assertThat(StrictOrderCheck.violations(history)).isEmpty();
        long handedOut;
        synchronized (history) {
            handedOut = history.stream().mapToLong(Call::count).sum();
        }
        long reserved = db.queryLong("SELECT num FROM " + OrderedShards.tableOf(ORDERED_KEY, ORDERED_SUB_KEY,
                OrderedShards.DEFAULT_COUNT) + " WHERE biz_tag = '" + ORDERED_KEY + "' AND sub_key = '" + ORDERED_SUB_KEY + "'");
        assertThat(reserved).as("ids reserved; those of failed calls are skipped, never handed out")
                .isGreaterThanOrEqualTo(handedOut);
    }

    // ---------------------------------------------------------------------------------- snowflake

    @Test
    @VersionSensitive
    void snowflakeCutIdsContinueUntilThePromiseThenFailClearlyThenResume() {
        // the lease (6 s, less a 1 s margin) outlives the 2 s promise, so the promise is what stops issuance
        IdGenEngine cutEngine = engine(IdGenEngine.builder(db.newDataSourceVia(proxy, 2))
                .maxWait(Duration.ofMillis(SNOWFLAKE_MAX_WAIT_MILLIS)).databaseTimeout(Duration.ofSeconds(1))
                .snowflakeNode(new NodeIdentity("app", "h", 1)).heartbeatInterval(Duration.ofMillis(200))
                .timestampHorizon(Duration.ofSeconds(2)).leaseTtl(Duration.ofSeconds(6)));
        SnowflakeIdGenerator g = cutEngine.snowflake();
        g.nextId();
        proxy.cut();
        long cutAt = System.nanoTime();
        IdSourceUnavailableException failure = null;
        long failedAfterMillis = 0;
        long lastOk = 0;
        while (failure == null && System.nanoTime() - cutAt < TimeUnit.SECONDS.toNanos(30)) {
            long t0 = System.nanoTime();
            try {
                lastOk = g.nextId();
            } catch (IdSourceUnavailableException e) {
                failure = e;
                failedAfterMillis = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - t0);
            }
            sleep(5);
        }
        assertThat(failure).as("issuance stops at the persisted promise").isNotNull()
                .hasMessageContaining("snowflake worker " + g.workerId())
                .hasMessageContaining("has not confirmed timestamps")
                .hasMessageContaining("waited " + SNOWFLAKE_MAX_WAIT_MILLIS + " ms");
        assertThat(failedAfterMillis).as("a caller waits its bound and returns (past " + HANG_MILLIS + " ms more: a hang)")
                .isLessThanOrEqualTo(SNOWFLAKE_MAX_WAIT_MILLIS + HANG_MILLIS);
        assertThat(lastOk).as("ids were issued after the cut").isPositive();
        assertThat(g.decode(lastOk).time().toEpochMilli()).isLessThanOrEqualTo(g.stats().promisedUntil().toEpochMilli());

        proxy.restore();
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
        long resumed = 0;
        IdSourceUnavailableException stillFailing = null;
        while (resumed == 0 && System.nanoTime() < deadline) {
            try {
                resumed = g.nextId();
            } catch (IdSourceUnavailableException e) {
                stillFailing = e;
                sleep(50);
            }
        }
        assertThat(resumed).as("resumed after the database came back (last failure: %s)",
                stillFailing == null ? "none" : stillFailing.getMessage()).isGreaterThan(lastOk);
    }

    // ------------------------------------------------------------------------------------ helpers

    protected static void awaitRemaining(SegmentIdGenerator g, long expected) {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
        while (g.stats().remaining() != expected) {
            if (System.nanoTime() > deadline) {
                throw new AssertionError("prefetch did not arrive: " + g.stats());
            }
            sleep(20);
        }
    }

    /** The first id the generator hands out again, within 20 s; each failed call is bounded by maxWait. */
    protected static long awaitSegmentRecovery(SegmentIdGenerator g) {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
        IdSourceUnavailableException last = null;
        while (System.nanoTime() < deadline) {
            try {
                return g.nextId();
            } catch (IdSourceUnavailableException e) {
                last = e;
                sleep(20);
            }
        }
        throw new AssertionError("no recovery within 20 s after the database came back", last);
    }

    protected static int countCalls(List<Call> history, String node) {
        synchronized (history) {
            return (int) history.stream().filter(c -> c.who().startsWith(node)).count();
        }
    }

    protected static void joinAll(List<Thread> threads) {
        for (Thread th : threads) {
            try {
                th.join(10_000);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new AssertionError("interrupted while waiting for " + th.getName(), e);
            }
            assertThat(th.isAlive()).as(th.getName() + " finished").isFalse();
        }
    }

    /**
     * Waits until {@code items} (filled by other threads) holds at least {@code n} elements, at most
     * {@code seconds} (generous: a starved machine), else fails saying what did not happen.
     */
    protected static void awaitAtLeast(java.util.Collection<?> items, int n, long seconds, String what) {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(seconds);
        while (items.size() < n) {
            if (System.nanoTime() - deadline > 0) {
                throw new AssertionError("not within " + seconds + " s: " + what + " (" + items.size() + " of " + n + ")");
            }
            sleep(20);
        }
    }

    protected static void sleep(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError(e);
        }
    }
}
