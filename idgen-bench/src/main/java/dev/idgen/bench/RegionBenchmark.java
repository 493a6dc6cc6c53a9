package dev.idgen.bench;

import dev.idgen.jdbc.IdGenEngine;
import dev.idgen.jdbc.segment.SegmentIdGenerator;
import dev.idgen.migrations.IdGenMigrations;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import javax.sql.DataSource;
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
import org.openjdk.jmh.annotations.Warmup;
import org.openjdk.jmh.infra.BenchmarkParams;

/**
 * What a region adds to an id (docs/regions.md, "What a region costs"): a segment generator of an engine without
 * regions against one of region 1 of 3, whose generator maps each id ({@code (local - 1) * 3 + 2}, with the
 * overflow check), on the same embedded PostgreSQL ({@link BenchDatabase}). The region's engine uses a schema of
 * its own ({@value #SCHEMA}), which records its region; the database's default schema stays without regions.
 * Each trial takes a fresh key. Run: {@code java -cp idgen-bench/target/benchmarks.jar org.openjdk.jmh.Main
 * RegionBenchmark}.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class RegionBenchmark {

    /** The schema of the region's tables. */
    static final String SCHEMA = "bench_region";

    private static final AtomicInteger TRIALS = new AtomicInteger();

    private IdGenEngine engine;
    private SegmentIdGenerator idgen;

    @Setup(Level.Trial)
    public void setUp(BenchmarkParams params) {
        String method = BenchRunner.method(params);
        String key = "bench." + method + "." + ProcessHandle.current().pid() + "." + TRIALS.incrementAndGet();
        DataSource ds = BenchDatabase.dataSource();
        switch (method) {
            case "oneRegion":
                engine = IdGenEngine.builder(ds).name("bench").build();
                break;
            case "regionOneOfThree":
                IdGenMigrations.migrate(ds, SCHEMA);
                engine = IdGenEngine.builder(ds).name("bench-region").schema(SCHEMA).region(1, 3).build();
                break;
            default:
                throw new IllegalStateException("no set-up for benchmark " + params.getBenchmark());
        }
        idgen = engine.segment(key);
    }

    @TearDown(Level.Trial)
    public void tearDown() {
        System.out.println("# idgen stats: " + idgen.stats());
        engine.close();
    }

    /** An engine without regions: the generator has no region code at all. */
    @Benchmark
    public long oneRegion() {
        return idgen.nextId();
    }

    /** Region 1 of 3: the same generator, each id mapped as it leaves. */
    @Benchmark
    public long regionOneOfThree() {
        return idgen.nextId();
    }
}
