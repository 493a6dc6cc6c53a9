package dev.idgen.bench;

import com.github.f4b6a3.tsid.Tsid;
import com.github.f4b6a3.tsid.TsidFactory;
import dev.idgen.jdbc.IdGenEngine;
import dev.idgen.jdbc.snowflake.NodeIdentity;
import dev.idgen.jdbc.snowflake.SnowflakeIdGenerator;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import me.ahoo.cosid.CosId;
import me.ahoo.cosid.snowflake.ClockSyncSnowflakeId;
import me.ahoo.cosid.snowflake.MillisecondSnowflakeId;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.infra.BenchmarkParams;

/**
 * Snowflake ids at saturation: idgen's generator (worker leased from embedded PostgreSQL) next to
 * tsid-creator and CosId 2.13.3's {@link ClockSyncSnowflakeId} (a fixed machine id, as a
 * {@code MillisecondSnowflakeId} 41/10/12 from CosId's epoch), all with 10 node bits / 12 counter bits. Both are capped by the layout at
 * 4 096 ids per millisecond per worker (4.096 ops/µs); the interesting figures are how close each
 * gets to the cap, and how far ahead of the wall clock its timestamps run to get there (idgen
 * waits for the next millisecond instead; tsid-creator borrows from the future).
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
public class SnowflakeBenchmark {

    /** Prefix of the line printed at the end of each trial. */
    public static final String AHEAD_PREFIX = "# ahead:";

    private IdGenEngine engine;
    private SnowflakeIdGenerator idgen;
    private TsidFactory tsid;
    private ClockSyncSnowflakeId cosid;
    /** The largest (timestamp of an id - wall clock at that moment) seen, sampled every 1024 ids. */
    private final AtomicLong maxAheadMillis = new AtomicLong(Long.MIN_VALUE);
    private final AtomicLong calls = new AtomicLong();

    @Setup(Level.Trial)
    public void setUp(BenchmarkParams params) {
        if (params.getBenchmark().endsWith("idgenSnowflake")) {
            engine = IdGenEngine.builder(BenchDatabase.dataSource()).name("bench")
                    .snowflakeNode(new NodeIdentity("bench", "localhost", (int) (ProcessHandle.current().pid() % 60000) + 1))
                    .build();
            idgen = engine.snowflake();
        } else if (params.getBenchmark().endsWith("cosidSnowflake")) {
            cosid = new ClockSyncSnowflakeId(new MillisecondSnowflakeId(CosId.COSID_EPOCH,
                    MillisecondSnowflakeId.DEFAULT_TIMESTAMP_BIT, 10, 12, 7));
        } else {
            tsid = TsidFactory.newInstance1024(7);
        }
    }

    @TearDown(Level.Trial)
    public void tearDown(BenchmarkParams params) {
        String method = BenchRunner.method(params);
        System.out.println(AHEAD_PREFIX + " benchmark=" + method + " threads=" + params.getThreads()
                + " maxAheadMillis=" + maxAheadMillis.get()
                + (idgen != null ? " exhaustedWaits=" + idgen.stats().sequenceExhaustedWaits() : ""));
        if (engine != null) {
            engine.close();
        }
    }

    /** idgen: one CAS on a packed (timestamp, sequence) state; a full millisecond parks until the next. */
    @Benchmark
    public long idgenSnowflake() {
        long id = idgen.nextId();
        if ((calls.incrementAndGet() & 1023) == 0) {
            noteAhead(idgen.decode(id).time().toEpochMilli());
        }
        return id;
    }

    /** tsid-creator 5.2.6, node 7 of 1024: the popular library baseline. */
    @Benchmark
    public long tsidCreator() {
        Tsid t = tsid.create();
        if ((calls.incrementAndGet() & 1023) == 0) {
            noteAhead(t.getUnixMilliseconds());
        }
        return t.toLong();
    }

    /** CosId 2.13.3 ClockSyncSnowflakeId, machine 7 of 1024: a synchronized generate(); waits for the next ms when full. */
    @Benchmark
    public long cosidSnowflake() {
        long id = cosid.generate();
        if ((calls.incrementAndGet() & 1023) == 0) {
            noteAhead((id >>> 22) + CosId.COSID_EPOCH); // 10 machine + 12 sequence bits below the timestamp
        }
        return id;
    }

    private void noteAhead(long idMillis) {
        long ahead = idMillis - System.currentTimeMillis();
        maxAheadMillis.accumulateAndGet(ahead, Math::max);
    }
}
