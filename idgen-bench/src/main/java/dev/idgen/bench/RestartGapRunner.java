package dev.idgen.bench;

import dev.idgen.jdbc.IdGenEngine;
import dev.idgen.jdbc.segment.SegmentIdGenerator;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;
import java.util.function.LongSupplier;
import javax.sql.DataSource;
import me.ahoo.cosid.segment.IdSegment;
import me.ahoo.cosid.segment.SegmentChainId;
import me.ahoo.cosid.segment.concurrent.PrefetchWorkerExecutorService;

/**
 * Ids reserved but never handed out when a node stops: the gap a restart leaves in a key, idgen's
 * segment generator against CosId 2.13.3's {@link SegmentChainId} (over {@link CosIdJdbcDistributor},
 * step {@value SegmentBenchmark#COSID_STEP}, idgen's default step). Each takes ids on a fresh key for
 * a while, on one thread, then stops (idgen: {@code engine.close()}; CosId: its prefetch worker
 * stops); the row's high-water mark minus the last id handed out is what the restart throws away.
 *
 * <p>Two paces: saturated (as fast as one thread takes ids, the worst case: both grow their
 * batches with the rate) and a steady 10 000 ids/s (a busy service). Measured, never asserted.
 *
 * <pre>
 * java -cp idgen-bench/target/benchmarks.jar dev.idgen.bench.RestartGapRunner [--seconds N] [--out FILE] [--jdbc-url ..]
 * </pre>
 */
public final class RestartGapRunner {

    private static final long PACED_IDS_PER_SECOND = 10_000;

    private RestartGapRunner() {
    }

    /** What one generator left behind. */
    record Gap(String generator, String pace, long handedOut, long lastId, long highestReserved, long reservations,
               double seconds) {
        long unused() {
            return highestReserved - lastId;
        }

        String row() {
            double rate = handedOut / seconds;
            return String.format(Locale.ROOT, "| %s | %s | %,d | %,d | %,d | %,d | %,d | %.1f s |", generator, pace, handedOut,
                    lastId, highestReserved, reservations, unused(), unused() / rate);
        }
    }

    public static void main(String[] args) throws Exception {
        int seconds = 5;
        Path out = Paths.get("idgen-bench", "target", "restart-gap.md");
        for (int i = 0; i < args.length; i++) {
            int used = BenchDatabase.parseServerArgument(args, i);
            if (used >= 0) {
                i = used;
            } else if (args[i].equals("--seconds") && i + 1 < args.length) {
                seconds = Integer.parseInt(args[++i]);
            } else if (args[i].equals("--out") && i + 1 < args.length) {
                out = Paths.get(args[++i]);
            } else {
                System.err.println("usage: java -cp idgen-bench/target/benchmarks.jar dev.idgen.bench.RestartGapRunner"
                        + " [--seconds N (default 5)] [--out FILE] " + BenchDatabase.SERVER_USAGE);
                System.exit(2);
                return;
            }
        }
        DataSource ds = BenchDatabase.dataSource();
        List<Gap> gaps = new ArrayList<>();
        for (boolean paced : new boolean[] {false, true}) {
            gaps.add(idgen(ds, seconds, paced));
            gaps.add(cosid(ds, seconds, paced));
        }
        StringBuilder md = new StringBuilder("## Ids a restart throws away (reserved, never handed out)\n\n");
        md.append("- ").append(BenchDatabase.description()).append("; one thread for ").append(seconds)
                .append(" s per row, fresh key, then the node stops\n");
        md.append("- idgen: step from 1000, sized to last `segment.duration` (15 min) at the measured rate, up to "
                + "`segment.max-step` (100 000 000), next range prefetched at 10 %; CosId: SegmentChainId, step "
                + SegmentBenchmark.COSID_STEP + ", safe distance 2 growing while callers are hungry\n");
        md.append("- unused = the row's highest reserved id − the last id handed out; 'as time' = unused at the row's rate\n\n");
        md.append("| generator | pace | ids handed out | last id | highest reserved | reservations | unused after restart"
                + " | as time |\n");
        md.append("|---|---|---:|---:|---:|---:|---:|---:|\n");
        for (Gap g : gaps) {
            md.append(g.row()).append('\n');
        }
        String markdown = md.toString();
        System.out.println();
        System.out.println(markdown);
        Files.createDirectories(out.toAbsolutePath().getParent());
        Files.writeString(out, markdown, StandardCharsets.UTF_8);
        System.out.println("Written to " + out.toAbsolutePath().normalize());
        System.exit(0); // the embedded server's shutdown hook stops it
    }

    private static Gap idgen(DataSource ds, int seconds, boolean paced) throws SQLException {
        String key = "restart.idgen." + (paced ? "paced" : "saturated") + "." + ProcessHandle.current().pid();
        long last;
        long reservations;
        double took;
        long handed;
        try (IdGenEngine engine = IdGenEngine.builder(ds).name("restart-gap").build()) {
            SegmentIdGenerator g = engine.segment(key);
            long[] run = take(g::nextId, seconds, paced);
            last = run[0];
            handed = run[1];
            took = run[2] / 1e9;
            reservations = g.stats().reservations();
        }
        long maxId;
        try (Connection c = ds.getConnection();
             PreparedStatement s = c.prepareStatement("SELECT max_id FROM idgen_segment WHERE biz_tag = ?")) {
            s.setString(1, key);
            try (ResultSet rs = s.executeQuery()) {
                rs.next();
                maxId = rs.getLong(1);
            }
        }
        return new Gap("idgen segment", paced ? "10 000 ids/s" : "saturated", handed, last, maxId - 1, reservations, took);
    }

    private static Gap cosid(DataSource ds, int seconds, boolean paced) throws SQLException {
        String key = "restart.cosid." + (paced ? "paced" : "saturated") + "." + ProcessHandle.current().pid();
        CosIdJdbcDistributor rows = new CosIdJdbcDistributor(ds, "bench", key, SegmentBenchmark.COSID_STEP);
        PrefetchWorkerExecutorService prefetch = new PrefetchWorkerExecutorService(
                PrefetchWorkerExecutorService.DEFAULT_PREFETCH_PERIOD, 1, false);
        SegmentChainId chain = new SegmentChainId(IdSegment.TIME_TO_LIVE_FOREVER, SegmentChainId.DEFAULT_SAFE_DISTANCE,
                rows, prefetch);
        long[] run;
        try {
            run = take(chain::generate, seconds, paced);
        } finally {
            prefetch.shutdown();
        }
        return new Gap("CosId SegmentChainId", paced ? "10 000 ids/s" : "saturated", run[1], run[0], rows.lastMaxId(),
                rows.reservations(), run[2] / 1e9);
    }

    /** Takes ids for {@code seconds}; returns the last id, the count and the nanoseconds taken. */
    private static long[] take(LongSupplier next, int seconds, boolean paced) {
        long started = System.nanoTime();
        long end = started + TimeUnit.SECONDS.toNanos(seconds);
        long last = 0;
        long count = 0;
        if (!paced) {
            while (System.nanoTime() < end) {
                for (int i = 0; i < 1024; i++) {
                    last = next.getAsLong();
                }
                count += 1024;
            }
        } else {
            long perMilli = PACED_IDS_PER_SECOND / 1000;
            for (long tick = started; tick < end; tick += TimeUnit.MILLISECONDS.toNanos(1)) {
                for (int i = 0; i < perMilli; i++) {
                    last = next.getAsLong();
                }
                count += perMilli;
                LockSupport.parkNanos(tick + TimeUnit.MILLISECONDS.toNanos(1) - System.nanoTime());
            }
        }
        return new long[] {last, count, System.nanoTime() - started};
    }
}
