package dev.idgen.bench;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.RunnerException;

/**
 * Runs {@link SnowflakeBenchmark} (idgen, CosId, tsid-creator) at 1 and 2 threads and prints ids/s next to the layout's cap
 * (4 096 per ms) and how far ahead of the wall clock each generator's timestamps ran.
 *
 * <p>{@code java -cp idgen-bench/target/benchmarks.jar dev.idgen.bench.SnowflakeBenchRunner [--quick]}
 */
public final class SnowflakeBenchRunner {

    private static final double CAP_OPS_PER_MICROSECOND = 4.096;

    private SnowflakeBenchRunner() {
    }

    public static void main(String[] args) throws RunnerException, IOException, InterruptedException {
        boolean quick = false;
        for (int i = 0; i < args.length; i++) {
            int used = BenchDatabase.parseServerArgument(args, i);
            if (used >= 0) {
                i = used;
            } else if (args[i].equals("--quick")) {
                quick = true;
            } else {
                System.err.println("usage: java -cp idgen-bench/target/benchmarks.jar dev.idgen.bench.SnowflakeBenchRunner"
                        + " [--quick] " + BenchDatabase.SERVER_USAGE);
                System.exit(2);
                return;
            }
        }
        PrintStream console = System.out;
        ByteArrayOutputStream captured = new ByteArrayOutputStream();
        System.setOut(new PrintStream(new BenchRunner.Tee(console, captured), true, StandardCharsets.UTF_8));
        List<RunResult> results = new ArrayList<>();
        String environment = BenchRunner.environment(quick);
        try {
            for (int threads : new int[] {1, 2}) {
                Collection<RunResult> got = new Runner(BenchRunner.base(quick)
                        .include("^" + Pattern.quote(SnowflakeBenchmark.class.getName()) + "\\.(idgenSnowflake|tsidCreator|cosidSnowflake)$")
                        .mode(Mode.Throughput).timeUnit(TimeUnit.MICROSECONDS).threads(threads).build()).run();
                results.addAll(got);
            }
        } finally {
            System.setOut(console);
        }
        List<String> ahead = new ArrayList<>();
        for (String line : captured.toString(StandardCharsets.UTF_8).split("\n")) {
            int at = line.indexOf(SnowflakeBenchmark.AHEAD_PREFIX);
            if (at >= 0) {
                ahead.add(line.substring(at));
            }
        }
        StringBuilder md = new StringBuilder("## idgen snowflake benchmark\n\n");
        BenchRunner.bullets(md, environment);
        md.append("- cap of the 41/0/10/12 layout: 4 096 ids per ms per worker = 4.096 ops/µs\n\n");
        md.append("| threads | generator | ops/µs | share of the cap | max ms ahead of wall clock | full-ms waits |\n");
        md.append("|---:|---|---:|---:|---:|---:|\n");
        for (int threads : new int[] {1, 2}) {
            for (String method : new String[] {"idgenSnowflake", "cosidSnowflake", "tsidCreator"}) {
                RunResult r = BenchRunner.find(results, method, Mode.Throughput, threads);
                String line = BenchRunner.lastLine(ahead, SnowflakeBenchmark.AHEAD_PREFIX, method, threads);
                md.append("| ").append(threads).append(" | ").append(method).append(" | ")
                        .append(BenchRunner.score(r)).append(" | ")
                        .append(r == null ? "n/a" : String.format(Locale.ROOT, "%.1f %%",
                                100 * r.getPrimaryResult().getScore() / CAP_OPS_PER_MICROSECOND)).append(" | ")
                        .append(BenchRunner.field(line, "maxAheadMillis")).append(" | ")
                        .append(BenchRunner.field(line, "exhaustedWaits")).append(" |\n");
            }
        }
        String markdown = md.toString();
        int[] threads = {1, 2};
        double[] x = {1, 2};
        List<String> all = List.of(captured.toString(StandardCharsets.UTF_8).split("\n"));
        Charts.line("snowflake-throughput", "Snowflake nextId() on one worker: throughput against threads",
                Charts.subtitle(BenchRunner.database(all), quick ? "--quick" : "full run"), "threads", "ops/µs (log)", false, true,
                List.of(new Charts.Line("idgen snowflake", x, BenchRunner.scores(results, "idgenSnowflake", Mode.Throughput, threads)),
                        new Charts.Line("tsid-creator (runs ahead of the clock)", x,
                                BenchRunner.scores(results, "tsidCreator", Mode.Throughput, threads)),
                        new Charts.Line("CosId ClockSyncSnowflakeId", x,
                                BenchRunner.scores(results, "cosidSnowflake", Mode.Throughput, threads)),
                        new Charts.Line("layout cap, 4 096 ids/ms", x, new double[] {CAP_OPS_PER_MICROSECOND, CAP_OPS_PER_MICROSECOND})));
        console.println();
        console.println(markdown);
        Path out = Paths.get("idgen-bench", "target", "snowflake-bench.md");
        Files.createDirectories(out.getParent());
        Files.writeString(out, markdown, StandardCharsets.UTF_8);
        console.println("Written to " + out.toAbsolutePath().normalize());
    }
}
