package dev.idgen.bench;

import dev.idgen.jdbc.IdGenEngine;
import dev.idgen.jdbc.segment.SegmentIdGenerator;
import dev.idgen.jdbc.segment.SegmentStats;
import java.sql.SQLException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import javax.sql.DataSource;
import me.ahoo.cosid.segment.IdSegment;
import me.ahoo.cosid.segment.SegmentChainId;
import me.ahoo.cosid.segment.concurrent.PrefetchWorkerExecutorService;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.infra.IterationParams;
import org.openjdk.jmh.runner.IterationType;
import org.openjdk.jmh.annotations.Warmup;
import org.openjdk.jmh.infra.BenchmarkParams;

/**
 * The cost of one id from a segment generator, on one key shared by every benchmark thread:
 * idgen's segment strategy against a lower bound ({@link AtomicLong}) and against the design it
 * improves on ({@link LeafStyleAllocator}) and against CosId 2.13.3's {@link SegmentChainId} over
 * a PostgreSQL distributor ({@link CosIdJdbcDistributor}, step {@value #COSID_STEP} = idgen's
 * default step), on the same PostgreSQL ({@link BenchDatabase}).
 *
 * <p>Each trial uses a fresh key, so the step starts at 1000 and the measurement includes the
 * growth of the step, as a freshly deployed key would see it. The generators are obtained once
 * per trial; the benchmarks measure {@code nextId()} only, not the key lookup of
 * {@code engine.segment(key)}.
 *
 * <p>At the end of each trial a line starting with {@code # waits:} gives the calls that had to
 * wait for the database during the whole trial (warmup and measurement), the ranges reserved and
 * the final step (for the Leaf-style baseline also {@code notReady}: calls real Leaf would have
 * failed); {@link BenchRunner} parses it. The annotations here are defaults for running
 * {@code benchmarks.jar} directly; {@link BenchRunner} sets modes, threads and iterations itself.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class SegmentBenchmark {

    /** Prefix of the line printed at the end of each trial. */
    public static final String WAITS_PREFIX = "# waits:";

    /** CosId's step: idgen's default step ({@code segment.default-step}), where idgen's keys start too. */
    public static final long COSID_STEP = 1000;

    private static final AtomicInteger TRIALS = new AtomicInteger();

    private AtomicLong counter;
    private IdGenEngine engine;
    private SegmentIdGenerator idgen;
    private LeafStyleAllocator leaf;
    private CosIdJdbcDistributor cosidRows;
    private SegmentChainId cosid;
    private PrefetchWorkerExecutorService cosidPrefetch;
    private long waitsBeforeMeasurement = -1;
    private long reservationsBeforeMeasurement;

    /** Builds only the generator the running benchmark needs, on a fresh key. */
    @Setup(Level.Trial)
    public void setUp(BenchmarkParams params) throws SQLException {
        String method = BenchRunner.method(params);
        String key = "bench." + method + "." + ProcessHandle.current().pid() + "." + TRIALS.incrementAndGet();
        switch (method) {
            case "atomicLong":
                counter = new AtomicLong(1);
                break;
            case "idgenSegment": {
                DataSource ds = BenchDatabase.dataSource();
                engine = IdGenEngine.builder(ds).name("bench").build();
                idgen = engine.segment(key);
                break;
            }
            case "leafStyle":
                leaf = new LeafStyleAllocator(BenchDatabase.dataSource(), key);
                break;
            case "cosidSegmentChain":
                cosidRows = new CosIdJdbcDistributor(BenchDatabase.dataSource(), "bench", key, COSID_STEP);
                // CosId's defaults (ttl forever, safe distance 2), its own prefetch worker so tear-down can stop it
                cosidPrefetch = new PrefetchWorkerExecutorService(PrefetchWorkerExecutorService.DEFAULT_PREFETCH_PERIOD, 1, false);
                cosid = new SegmentChainId(IdSegment.TIME_TO_LIVE_FOREVER, SegmentChainId.DEFAULT_SAFE_DISTANCE, cosidRows,
                        cosidPrefetch);
                break;
            default:
                throw new IllegalStateException("no set-up for benchmark " + params.getBenchmark());
        }
    }

    /**
     * Remembers the waits counted during warm-up, so the report can tell steady-state waits
     * (during measurement) from the cold start (the first range, the step growing from 1000).
     */
    @Setup(Level.Iteration)
    public void beforeIteration(IterationParams iteration) {
        if (iteration.getType() == IterationType.MEASUREMENT && waitsBeforeMeasurement < 0) {
            waitsBeforeMeasurement = idgen != null ? idgen.stats().callerWaits() : leaf != null ? leaf.waits() : 0;
            reservationsBeforeMeasurement = cosidRows != null ? cosidRows.reservations() : 0;
        }
    }

    private long measuredWaits(long total) {
        return waitsBeforeMeasurement < 0 ? total : total - waitsBeforeMeasurement;
    }

    /** Prints the {@code # waits:} line of the trial and closes the generator. */
    @TearDown(Level.Trial)
    public void tearDown(BenchmarkParams params) {
        String where = WAITS_PREFIX + " benchmark=" + BenchRunner.method(params) + " mode=" + params.getMode().shortLabel()
                + " threads=" + params.getThreads();
        if (idgen != null) {
            SegmentStats s = idgen.stats();
            System.out.println(where + " waits=" + s.callerWaits() + " measuredWaits=" + measuredWaits(s.callerWaits())
                    + " reservations=" + s.reservations()
                    + " step=" + s.step());
            System.out.println("# idgen stats: " + s);
            engine.close();
            idgen = null;
            engine = null;
        }
        if (leaf != null) {
            System.out.println(where + " waits=" + leaf.waits() + " measuredWaits=" + measuredWaits(leaf.waits())
                    + " reservations=" + leaf.loads()
                    + " step=" + leaf.step() + " notReady=" + leaf.notReady());
            System.out.println("# leaf stats: " + leaf);
            leaf.close();
            leaf = null;
        }
        if (cosid != null) {
            // CosId does not count waits: its reservations (one per chain refill, many segments each) and ids reserved
            System.out.println(where + " waits=n/a measuredWaits=n/a reservations=" + cosidRows.reservations()
                    + " measuredReservations=" + (cosidRows.reservations() - reservationsBeforeMeasurement)
                    + " step=" + COSID_STEP + " reserved=" + cosidRows.reserved());
            cosidPrefetch.shutdown();
            cosid = null;
            cosidRows = null;
            cosidPrefetch = null;
        }
        counter = null;
        waitsBeforeMeasurement = -1;
    }

    /**
     * idgen's segment generator: a volatile read and one {@code getAndIncrement} on the hot
     * path, no lock; ranges are prefetched on the engine's executor at 10% use and sized from
     * the measured rate. What an application pays per id.
     */
    @Benchmark
    public long idgenSegment() {
        return idgen.nextId();
    }

    /**
     * A shared {@link AtomicLong}: the floor of any allocator that hands out ids from one
     * counter in memory. The ratio to it is the price of segments, prefetch and checks.
     */
    @Benchmark
    public long atomicLong() {
        return counter.getAndIncrement();
    }

    /**
     * CosId 2.13.3's {@link SegmentChainId}: a chain of segments prefetched ahead by a worker, the
     * safe distance growing while callers are hungry; one {@code incrementAndGet} per id on the
     * head segment.
     */
    @Benchmark
    public long cosidSegmentChain() {
        return cosid.generate();
    }

    /**
     * The Leaf-style baseline: a read lock on every call, doubling step from 1000, spin-then-sleep
     * waits. The ratio to it says what idgen's lock-free hot path and rate-sized steps buy.
     */
    @Benchmark
    public long leafStyle() {
        return leaf.nextId();
    }
}
