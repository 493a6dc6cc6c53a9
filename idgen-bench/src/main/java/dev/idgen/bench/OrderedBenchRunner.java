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
 * Runs {@link OrderedBenchmark} at 1, 8 and 32 threads and prints ids/s of idgen's slow-ordered
 * generator (default, and with two round trips in flight) next to the per-call
 * {@code UPDATE .. RETURNING} and the design documents' optimistic loop, all in the same run, as Markdown (also written to
 * {@code idgen-bench/target/ordered-bench.md}).
 *
 * <pre>
 * mvn -B -q -pl idgen-bench -am package -DskipTests
 * java -cp idgen-bench/target/benchmarks.jar dev.idgen.bench.OrderedBenchRunner [--quick] [--latency-us MICROS] [--out FILE]
 * </pre>
 *
 * One fork per benchmark (a fresh embedded PostgreSQL each), warmup 3 × 1 s, measurement 5 × 1 s;
 * {@code --quick}: 1 × 1 s and 2 × 1 s; {@code --latency-us 250}: 250 µs added each way between
 * every connection and PostgreSQL, as a network would; {@code --threads 32}: only these thread counts; {@code --in-flight 4}: round trips in flight
 * of the second idgen column (default 2). Measured, never asserted.
 */
public final class OrderedBenchRunner {

    private static int[] THREADS = {1, 8, 32};
    /** The 1-thread latency comparison (JMH sample time): the bare statement against idgen. */
    private static final String[] LATENCY_METHODS = {"perCallReturning", "idgenSlowOrdered"};
    private static List<String> selected;
    private static final String[] METHODS = {"perCallReturning", "optimisticOneRow", "optimisticSpread64", "idgenSlowOrdered",
        "idgenTwoInFlight"};

    private OrderedBenchRunner() {
    }

    public static void main(String[] args) throws RunnerException, IOException, InterruptedException {
        boolean quick = false;
        long latencyMicros = 0;
        int inFlight = 2;
        Path out = Paths.get("idgen-bench", "target", "ordered-bench.md");
        for (int i = 0; i < args.length; i++) {
            int used = BenchDatabase.parseServerArgument(args, i);
            if (used >= 0) {
                i = used;
            } else if (args[i].equals("--quick")) {
                quick = true;
            } else if (args[i].equals("--latency-us") && i + 1 < args.length) {
                latencyMicros = Long.parseLong(args[++i]);
            } else if (args[i].equals("--threads") && i + 1 < args.length) {
                THREADS = java.util.Arrays.stream(args[++i].split(",")).mapToInt(Integer::parseInt).toArray();
            } else if (args[i].equals("--methods") && i + 1 < args.length) {
                selected = List.of(args[++i].split(","));
                if (!List.of(METHODS).containsAll(selected)) {
                    throw new IllegalArgumentException("--methods takes some of " + String.join(",", METHODS) + ", was "
                            + String.join(",", selected));
                }
            } else if (args[i].equals("--in-flight") && i + 1 < args.length) {
                inFlight = Integer.parseInt(args[++i]);
            } else if (args[i].equals("--out") && i + 1 < args.length) {
                out = Paths.get(args[++i]);
            } else {
                System.err.println("usage: java -cp idgen-bench/target/benchmarks.jar dev.idgen.bench.OrderedBenchRunner"
                        + " [--quick] [--threads 1,8,32] [--methods perCallReturning,idgenSlowOrdered] [--latency-us MICROS] [--in-flight N] [--out FILE] " + BenchDatabase.SERVER_USAGE);
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
            System.out.println(environment);
            List<String> methods = selected == null ? List.of(METHODS) : selected;
            String include = "^" + Pattern.quote(OrderedBenchmark.class.getName()) + "\\.(" + String.join("|", methods) + ")$";
            for (int threads : THREADS) {
                Collection<RunResult> got = new Runner(BenchRunner.base(quick).include(include)
                        .jvmArgsAppend(forkArguments(latencyMicros, inFlight))
                        .mode(Mode.Throughput).timeUnit(TimeUnit.SECONDS).threads(threads).build()).run();
                results.addAll(got);
            }
            if (THREADS[0] == 1 && methods.containsAll(List.of(LATENCY_METHODS))) {
                String latency = "^" + Pattern.quote(OrderedBenchmark.class.getName()) + "\\.("
                        + String.join("|", LATENCY_METHODS) + ")$";
                results.addAll(new Runner(BenchRunner.base(quick).include(latency)
                        .jvmArgsAppend(forkArguments(latencyMicros, inFlight))
                        .mode(Mode.SampleTime).timeUnit(TimeUnit.MICROSECONDS).threads(1).build()).run());
            }
        } finally {
            System.out.flush();
            System.setOut(console);
        }
        List<String> lines = List.of(captured.toString(StandardCharsets.UTF_8).split("\n"));
        String markdown = markdown(environment + "\n# idgen engines: executorThreads(4); the second idgen column with "
                + "orderedRoundTripsInFlight(" + inFlight + ")" + (latencyMicros > 0 ? "\n# network: " + latencyMicros
                + " µs added each way (LatencyProxy), so about " + 2 * latencyMicros + " µs more per round trip"
                : "\n# network: loopback, nothing added"), quick, inFlight, results, lines);
        console.println();
        console.println(markdown);
        double[] x = java.util.Arrays.stream(THREADS).asDoubleStream().toArray();
        double[] perCall = BenchRunner.scores(results, "perCallReturning", Mode.Throughput, THREADS);
        double[] bound = new double[THREADS.length];
        double perCallOne = THREADS[0] == 1 ? perCall[0] : Double.NaN;
        for (int i = 0; i < THREADS.length; i++) {
            bound[i] = THREADS[i] * perCallOne; // N ÷ one commit's latency (per-call at 1 thread)
        }
        Charts.line("ordered-throughput", "Slow-ordered on one (key, sub-key): ids/s against threads",
                Charts.subtitle(BenchRunner.database(lines), (quick ? "--quick" : "full run")
                        + (latencyMicros > 0 ? ", " + latencyMicros + " µs added each way" : "")), "threads", "ids/s (log)",
                false, true, List.of(
                        new Charts.Line("idgen slow-ordered", x, BenchRunner.scores(results, "idgenSlowOrdered", Mode.Throughput, THREADS)),
                        new Charts.Line("idgen, " + inFlight + " round trips in flight", x,
                                BenchRunner.scores(results, "idgenTwoInFlight", Mode.Throughput, THREADS)),
                        new Charts.Line("per-call UPDATE .. RETURNING", x, perCall),
                        new Charts.Line("optimistic loop, 1 row", x, BenchRunner.scores(results, "optimisticOneRow", Mode.Throughput, THREADS)),
                        new Charts.Line("Little's law: threads ÷ one commit (per-call at 1 thread)", x, bound)));
        Files.createDirectories(out.toAbsolutePath().getParent());
        Files.writeString(out, markdown, StandardCharsets.UTF_8);
        console.println("Written to " + out.toAbsolutePath().normalize());
    }

    private static String[] forkArguments(long latencyMicros, int inFlight) {
        List<String> out = new ArrayList<>(List.of(BenchDatabase.forkArguments()));
        out.add("-D" + BenchDatabase.LATENCY_PROPERTY + "=" + latencyMicros);
        out.add("-D" + OrderedBenchmark.IN_FLIGHT_PROPERTY + "=" + inFlight);
        return out.toArray(new String[0]);
    }

    private static String markdown(String environment, boolean quick, int inFlight, List<RunResult> results,
                                   List<String> lines) {
        StringBuilder md = new StringBuilder("## idgen slow-ordered benchmark (" + (quick ? "quick run" : "full run") + ")\n\n");
        BenchRunner.bullets(md, environment);
        String prefix = BenchDatabase.DATABASE_PREFIX;
        md.append("- database: ").append(lines.stream().filter(l -> l.contains(prefix))
                .map(l -> l.substring(l.indexOf(prefix) + prefix.length()).trim())
                .findFirst().orElse("not reported")).append('\n');
        md.append("- ").append(quick ? "warmup 1 × 1 s, measurement 2 × 1 s" : "warmup 3 × 1 s, measurement 5 × 1 s")
                .append(", 1 fork per benchmark, one row (sub-key) shared by all threads unless noted, one id per call\n\n");
        md.append("| threads | per-call UPDATE .. RETURNING ids/s | optimistic loop, 1 row ids/s | optimistic loop, 64 rows ids/s"
                + " | idgen slow-ordered ids/s | idgen, " + inFlight + " round trips in flight ids/s | idgen / per-call"
                + " | idgen calls per round trip |\n");
        md.append("|---:|---:|---:|---:|---:|---:|---:|---:|\n");
        for (int threads : THREADS) {
            md.append("| ").append(threads);
            for (String method : METHODS) {
                md.append(" | ").append(selected != null && !selected.contains(method) ? "not run"
                        : BenchRunner.score(find(results, method, threads)));
            }
            md.append(" | ").append(ratio(find(results, "idgenSlowOrdered", threads), find(results, "perCallReturning", threads)))
                    .append(" | ").append(BenchRunner.field(stats(lines, "idgenSlowOrdered", threads), "callsPerRoundTrip"))
                    .append(" |\n");
        }
        RunResult single = find(results, "perCallReturning", 1);
        double commitMicros = single == null ? Double.NaN : 1e6 / single.getPrimaryResult().getScore();
        md.append("\nLittle's law: a caller waits at least one durable commit, so N callers get at most N ÷ (the latency of one "
                + "commit) ids/s. One commit's latency: per-call UPDATE .. RETURNING at 1 thread in this run (")
                .append(BenchRunner.number(commitMicros)).append(" µs). Also shown: the median of ")
                .append(OrderedBenchmark.PROBES_PER_ITERATION).append(" single commits timed before every iteration of "
                + "each idgen trial; at 8 and 32 threads those run while JMH's other threads wait at the iteration "
                + "barrier and read high, so they are not used for the bound.\n\n");
        md.append("| threads | bound ids/s | idgen ids/s | idgen ÷ bound | idgen, ").append(inFlight)
                .append(" in flight ÷ bound | idgen ÷ per-call | commit probes µs (idgen trial) |\n"
                        + "|---:|---:|---:|---:|---:|---:|---:|\n");
        for (int threads : THREADS) {
            RunResult idgen = find(results, "idgenSlowOrdered", threads);
            RunResult two = find(results, "idgenTwoInFlight", threads);
            double bound = threads * 1e6 / commitMicros;
            md.append("| ").append(threads).append(" | ").append(BenchRunner.number(bound)).append(" | ")
                    .append(BenchRunner.score(idgen)).append(" | ").append(share(idgen, bound)).append(" | ")
                    .append(share(two, bound)).append(" | ")
                    .append(ratio(idgen, find(results, "perCallReturning", threads))).append(" | ")
                    .append(BenchRunner.number(commitMicros(lines, "idgenSlowOrdered", threads))).append(" |\n");
        }
        RunResult bareLatency = BenchRunner.find(results, "perCallReturning", Mode.SampleTime, 1);
        RunResult idgenLatency = BenchRunner.find(results, "idgenSlowOrdered", Mode.SampleTime, 1);
        if (bareLatency != null && idgenLatency != null) {
            md.append("\nOne caller, latency of a call (JMH sample time, µs): idgen's caller sends the statement itself "
                    + "(leader/follower combining), so it should cost what the bare statement costs.\n\n"
                    + "| | p50 µs | p90 µs | p99 µs |\n|---|---:|---:|---:|\n");
            for (RunResult r : List.of(bareLatency, idgenLatency)) {
                var stats = r.getPrimaryResult().getStatistics();
                md.append("| ").append(r == bareLatency ? "per-call UPDATE .. RETURNING" : "idgen slow-ordered").append(" | ")
                        .append(BenchRunner.number(stats.getPercentile(50))).append(" | ")
                        .append(BenchRunner.number(stats.getPercentile(90))).append(" | ")
                        .append(BenchRunner.number(stats.getPercentile(99))).append(" |\n");
            }
            md.append("| idgen ÷ bare | ").append(String.format(Locale.ROOT, "%.2f× | %.2f× | %.2f×",
                    idgenLatency.getPrimaryResult().getStatistics().getPercentile(50)
                            / bareLatency.getPrimaryResult().getStatistics().getPercentile(50),
                    idgenLatency.getPrimaryResult().getStatistics().getPercentile(90)
                            / bareLatency.getPrimaryResult().getStatistics().getPercentile(90),
                    idgenLatency.getPrimaryResult().getStatistics().getPercentile(99)
                            / bareLatency.getPrimaryResult().getStatistics().getPercentile(99))).append(" |\n");
        }
        md.append("\nOptimistic loop, statements per call (SELECT + UPDATE per attempt) and calls that gave up after 2 s:\n\n");
        md.append("| threads | 1 row: attempts per call | 1 row: failed calls | 64 rows: attempts per call | 64 rows: failed calls |\n");
        md.append("|---:|---:|---:|---:|---:|\n");
        for (int threads : THREADS) {
            String one = stats(lines, "optimisticOneRow", threads);
            String spread = stats(lines, "optimisticSpread64", threads);
            md.append("| ").append(threads).append(" | ").append(BenchRunner.field(one, "attemptsPerCall")).append(" | ")
                    .append(BenchRunner.field(one, "failedCalls")).append(" | ")
                    .append(BenchRunner.field(spread, "attemptsPerCall")).append(" | ")
                    .append(BenchRunner.field(spread, "failedCalls")).append(" |\n");
        }
        return md.toString();
    }

    /** The result of {@code method} at {@code threads} (every run here is {@link Mode#Throughput}), or {@code null}. */
    private static RunResult find(Collection<RunResult> results, String method, int threads) {
        return BenchRunner.find(results, method, Mode.Throughput, threads);
    }

    private static double commitMicros(List<String> lines, String method, int threads) {
        try {
            return Double.parseDouble(BenchRunner.field(stats(lines, method, threads), "commitMedianMicros"));
        } catch (NumberFormatException e) {
            return Double.NaN;
        }
    }

    private static String share(RunResult r, double bound) {
        return r == null ? "n/a" : String.format(Locale.ROOT, "%.0f %%", 100 * r.getPrimaryResult().getScore() / bound);
    }

    private static String ratio(RunResult a, RunResult b) {
        if (a == null || b == null) {
            return "n/a";
        }
        return String.format(Locale.ROOT, "%.1f", a.getPrimaryResult().getScore() / b.getPrimaryResult().getScore());
    }

    private static String stats(List<String> lines, String method, int threads) {
        return BenchRunner.lastLine(lines, OrderedBenchmark.STATS_PREFIX, method, threads);
    }
}
