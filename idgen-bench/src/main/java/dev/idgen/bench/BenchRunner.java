package dev.idgen.bench;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.time.OffsetDateTime;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.infra.BenchmarkParams;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.RunnerException;
import org.openjdk.jmh.runner.options.ChainedOptionsBuilder;
import org.openjdk.jmh.runner.options.OptionsBuilder;
import org.openjdk.jmh.runner.options.TimeValue;

/**
 * Runs {@link SegmentBenchmark} in the configurations the project reports and prints the result
 * as Markdown (also written to {@code idgen-bench/target/segment-bench.md}).
 *
 * <pre>
 * mvn -B -q -pl idgen-bench -am package -DskipTests
 * java -cp idgen-bench/target/benchmarks.jar dev.idgen.bench.BenchRunner [--quick] [--out FILE]
 * </pre>
 *
 * <ul>
 *   <li>Throughput (ops/µs) of {@code atomicLong}, {@code idgenSegment}, {@code cosidSegmentChain}
 *       (CosId 2.13.3) and {@code leafStyle} at 1, 2 and 8 threads: the cost per id and how it scales
 *       under contention.</li>
 *   <li>SampleTime (ns) of {@code idgenSegment}, {@code cosidSegmentChain} and {@code leafStyle} at 1 and 2 threads: the
 *       tail, where a caller that waits for the database shows up.</li>
 * </ul>
 *
 * <p>One fork per benchmark, warmup 3 × 1 s, measurement 5 × 1 s; {@code --quick}: 1 × 1 s and
 * 2 × 1 s. The JVM, {@code nproc} and the PostgreSQL version are printed with the tables, so
 * figures can be traced to the machine they were measured on. Figures are measured, never
 * asserted: nothing here fails on a slow result.
 */
public final class BenchRunner {

    private static final int[] THROUGHPUT_THREADS = {1, 2, 8};
    private static final int[] LATENCY_THREADS = {1, 2};
    private static final double[] PERCENTILES = {50.0, 99.0, 99.9, 99.99};

    private BenchRunner() {
    }

    public static void main(String[] args) throws RunnerException, IOException, InterruptedException {
        boolean quick = false;
        Path out = null;
        for (int i = 0; i < args.length; i++) {
            int used = BenchDatabase.parseServerArgument(args, i);
            if (used >= 0) {
                i = used;
                continue;
            }
            switch (args[i]) {
                case "--quick":
                    quick = true;
                    break;
                case "--out":
                    if (i + 1 == args.length) {
                        usage("--out needs a file");
                        return;
                    }
                    out = Paths.get(args[++i]);
                    break;
                case "-h":
                case "--help":
                    System.out.println(USAGE);
                    return;
                default:
                    usage("unknown argument '" + args[i] + "'");
                    return;
            }
        }
        if (out == null) {
            out = defaultTarget().resolve("segment-bench.md");
        }

        PrintStream console = System.out;
        // Forked JVMs' output is copied to this JVM's System.out: tap it for the "# waits:" lines.
        LineTap tap = new LineTap(console);
        System.setOut(new PrintStream(tap, true, StandardCharsets.UTF_8));
        List<RunResult> results = new ArrayList<>();
        List<String> failed = new ArrayList<>();
        String environment = environment(quick);
        OffsetDateTime started = OffsetDateTime.now().truncatedTo(ChronoUnit.SECONDS);
        try {
            System.out.println(environment);
            String all = pattern("atomicLong", "idgenSegment", "cosidSegmentChain", "leafStyle");
            for (int threads : THROUGHPUT_THREADS) {
                run(base(quick).include(all).mode(Mode.Throughput).timeUnit(TimeUnit.MICROSECONDS).threads(threads),
                        List.of("atomicLong", "idgenSegment", "cosidSegmentChain", "leafStyle"), Mode.Throughput, threads,
                        results, failed);
            }
            String tails = pattern("idgenSegment", "cosidSegmentChain", "leafStyle");
            for (int threads : LATENCY_THREADS) {
                run(base(quick).include(tails).mode(Mode.SampleTime).timeUnit(TimeUnit.NANOSECONDS).threads(threads),
                        List.of("idgenSegment", "cosidSegmentChain", "leafStyle"), Mode.SampleTime, threads, results, failed);
            }
        } finally {
            System.out.flush();
            System.setOut(console);
        }

        String markdown = markdown(environment, started, quick, results, tap.lines(), failed);
        double[] x = java.util.Arrays.stream(THROUGHPUT_THREADS).asDoubleStream().toArray();
        List<Charts.Line> lines = new ArrayList<>();
        for (String[] g : new String[][] {{"idgenSegment", "idgen segment"}, {"atomicLong", "AtomicLong (floor)"},
            {"cosidSegmentChain", "CosId SegmentChainId"}, {"leafStyle", "Leaf-style allocator"}}) {
            lines.add(new Charts.Line(g[1], x, scores(results, g[0], Mode.Throughput, THROUGHPUT_THREADS)));
        }
        Charts.line("segment-throughput", "Segment nextId() on one key: throughput against threads",
                Charts.subtitle(database(tap.lines()), quick ? "--quick" : "full run"), "threads", "ops/µs (log)", false, true,
                lines);
        console.println();
        console.println(markdown);
        Files.createDirectories(out.toAbsolutePath().getParent());
        Files.writeString(out, markdown, StandardCharsets.UTF_8);
        console.println("Written to " + out.toAbsolutePath().normalize());
        if (!failed.isEmpty()) {
            System.err.println("Benchmarks without a result: " + failed + " (see the JMH output above)");
            System.exit(1);
        }
    }

    private static final String USAGE = "usage: java -cp idgen-bench/target/benchmarks.jar dev.idgen.bench.BenchRunner"
            + " [--quick] [--out FILE] " + BenchDatabase.SERVER_USAGE + "\n"
            + "  --quick     1 warmup and 2 measurement iterations of 1 s (default 3 and 5)\n"
            + "  --out FILE  where to write the Markdown (default idgen-bench/target/segment-bench.md)\n"
            + "  --jdbc-url  a PostgreSQL server instead of the embedded one (fsync=off), e.g. one with fsync=on";

    private static void usage(String problem) {
        System.err.println(problem);
        System.err.println(USAGE);
        System.exit(2);
    }

    static ChainedOptionsBuilder base(boolean quick) {
        return new OptionsBuilder()
                .forks(1)
                .warmupIterations(quick ? 1 : 3)
                .warmupTime(TimeValue.seconds(1))
                .measurementIterations(quick ? 2 : 5)
                .measurementTime(TimeValue.seconds(1))
                .shouldFailOnError(false)
                .jvmArgsAppend(BenchDatabase.forkArguments());
    }

    private static String pattern(String... methods) {
        return "^" + Pattern.quote(SegmentBenchmark.class.getName()) + "\\.(" + String.join("|", methods) + ")$";
    }

    private static void run(ChainedOptionsBuilder options, List<String> expected, Mode mode, int threads,
                            List<RunResult> results, List<String> failed) throws RunnerException {
        Collection<RunResult> got = new Runner(options.build()).run();
        results.addAll(got);
        for (String method : expected) {
            if (find(got, method, mode, threads) == null) {
                failed.add(method + " " + mode.shortLabel() + " " + threads + " thread(s)");
            }
        }
    }

    /** The first result of {@code method} in {@code mode} at {@code threads}, or {@code null}. */
    static RunResult find(Collection<RunResult> results, String method, Mode mode, int threads) {
        for (RunResult r : results) {
            String name = r.getParams().getBenchmark();
            if (name.endsWith("." + method) && r.getParams().getMode() == mode && r.getParams().getThreads() == threads) {
                return r;
            }
        }
        return null;
    }

    // ------------------------------------------------------------------ the report

    /** The primary score of {@code method} at each of {@code threads} (NaN where it has none). */
    static double[] scores(Collection<RunResult> results, String method, Mode mode, int[] threads) {
        double[] out = new double[threads.length];
        for (int i = 0; i < threads.length; i++) {
            RunResult r = find(results, method, mode, threads[i]);
            out[i] = r == null ? Double.NaN : r.getPrimaryResult().getScore();
        }
        return out;
    }

    /** What the first {@value BenchDatabase#DATABASE_PREFIX} line of {@code lines} says, or {@code not reported}. */
    static String database(List<String> lines) {
        String prefix = BenchDatabase.DATABASE_PREFIX;
        return lines.stream().filter(l -> l.contains(prefix))
                .map(l -> l.substring(l.indexOf(prefix) + prefix.length()).trim())
                .findFirst().orElse("not reported");
    }

    private static String markdown(String environment, OffsetDateTime started, boolean quick, List<RunResult> results,
                                   List<String> tapped, List<String> failed) {
        Map<String, Map<String, String>> waits = new HashMap<>();
        String database = "not reported";
        for (String line : tapped) {
            if (line.startsWith(SegmentBenchmark.WAITS_PREFIX)) {
                Map<String, String> fields = fields(line.substring(SegmentBenchmark.WAITS_PREFIX.length()));
                waits.put(fields.get("benchmark") + "/" + fields.get("mode") + "/" + fields.get("threads"), fields);
            } else if (line.startsWith(BenchDatabase.DATABASE_PREFIX)) {
                database = line.substring(BenchDatabase.DATABASE_PREFIX.length()).trim();
            }
        }

        StringBuilder md = new StringBuilder();
        md.append("## idgen segment benchmark (").append(quick ? "quick run" : "full run").append(", ")
                .append(started).append(")\n\n");
        md.append(environment.replace("# ", "- ")).append("\n");
        md.append("- database: ").append(database).append("\n");
        md.append("- ").append(quick ? "warmup 1 × 1 s, measurement 2 × 1 s" : "warmup 3 × 1 s, measurement 5 × 1 s")
                .append(", 1 fork per benchmark, one key shared by all threads, fresh key (step 1000) per trial\n");
        md.append("- waits: calls that found nothing buffered and waited for the database: idgen `stats().callerWaits()`, "
                + "Leaf-style `waits()`; 'steady' counts only the measurement iterations, 'all' includes warm-up "
                + "(the cold start: first range, step growing from 1000)\n");
        md.append("- SampleTime times a sample of the calls, so a rare wait may be missing from the percentiles: "
                + "read them with the waits column\n\n");

        md.append("### Throughput (ops/µs, higher is better)\n\n");
        md.append("| threads | AtomicLong ops/µs | idgen ops/µs | CosId ops/µs | Leaf-style ops/µs | idgen/AtomicLong"
                + " | idgen/CosId | idgen/Leaf-style | idgen waits steady (all) | Leaf waits steady (all) |\n");
        md.append("|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|\n");
        for (int threads : THROUGHPUT_THREADS) {
            RunResult atomic = find(results, "atomicLong", Mode.Throughput, threads);
            RunResult idgen = find(results, "idgenSegment", Mode.Throughput, threads);
            RunResult leaf = find(results, "leafStyle", Mode.Throughput, threads);
            RunResult cosid = find(results, "cosidSegmentChain", Mode.Throughput, threads);
            md.append("| ").append(threads)
                    .append(" | ").append(score(atomic))
                    .append(" | ").append(score(idgen))
                    .append(" | ").append(score(cosid))
                    .append(" | ").append(score(leaf))
                    .append(" | ").append(ratio(idgen, atomic))
                    .append(" | ").append(ratio(idgen, cosid))
                    .append(" | ").append(ratio(idgen, leaf))
                    .append(" | ").append(field(waits, "idgenSegment", Mode.Throughput, threads, "measuredWaits"))
                    .append(" (").append(field(waits, "idgenSegment", Mode.Throughput, threads, "waits")).append(")")
                    .append(" | ").append(field(waits, "leafStyle", Mode.Throughput, threads, "measuredWaits"))
                    .append(" (").append(field(waits, "leafStyle", Mode.Throughput, threads, "waits")).append(")")
                    .append(" |\n");
        }

        md.append("\n### Latency per call (SampleTime, ns, lower is better)\n\n");
        md.append("| threads | generator | p50 ns | p99 ns | p99.9 ns | p99.99 ns | max ns | waits |\n");
        md.append("|---:|---|---:|---:|---:|---:|---:|---:|\n");
        for (int threads : LATENCY_THREADS) {
            for (String[] g : new String[][] {{"idgenSegment", "idgen"}, {"cosidSegmentChain", "CosId"},
                {"leafStyle", "Leaf-style"}}) {
                RunResult r = find(results, g[0], Mode.SampleTime, threads);
                md.append("| ").append(threads).append(" | ").append(g[1]);
                for (double p : PERCENTILES) {
                    md.append(" | ").append(r == null ? "failed"
                            : String.format(Locale.ROOT, "%.0f", r.getPrimaryResult().getStatistics().getPercentile(p)));
                }
                md.append(" | ").append(r == null ? "failed"
                        : String.format(Locale.ROOT, "%.0f", r.getPrimaryResult().getStatistics().getMax()));
                md.append(" | ").append(field(waits, g[0], Mode.SampleTime, threads, "waits")).append(" |\n");
            }
        }

        md.append("\n### Segments per trial\n\n");
        md.append("CosId counts no waits; each of its reservations takes one or more segments of step ")
                .append(SegmentBenchmark.COSID_STEP).append(" at once, so its last column is the ids it reserved in all.\n\n");
        md.append("| mode | threads | generator | waits | ranges reserved | final step (CosId: ids reserved) | calls Leaf would have failed |\n");
        md.append("|---|---:|---|---:|---:|---:|---:|\n");
        for (Mode mode : new Mode[] {Mode.Throughput, Mode.SampleTime}) {
            for (int threads : mode == Mode.Throughput ? THROUGHPUT_THREADS : LATENCY_THREADS) {
                for (String[] g : new String[][] {{"idgenSegment", "idgen"}, {"cosidSegmentChain", "CosId"},
                    {"leafStyle", "Leaf-style"}}) {
                    String stepField = g[0].equals("cosidSegmentChain") ? "reserved" : "step";
                    md.append("| ").append(mode.shortLabel()).append(" | ").append(threads).append(" | ").append(g[1])
                            .append(" | ").append(field(waits, g[0], mode, threads, "waits"))
                            .append(" | ").append(field(waits, g[0], mode, threads, "reservations"))
                            .append(" | ").append(field(waits, g[0], mode, threads, stepField))
                            .append(" | ").append(g[0].equals("leafStyle")
                                    ? field(waits, g[0], mode, threads, "notReady") : "–")
                            .append(" |\n");
                }
            }
        }
        if (!failed.isEmpty()) {
            md.append("\nWithout a result (failed, see the JMH output): ").append(String.join(", ", failed)).append("\n");
        }
        return md.toString();
    }

    private static Map<String, String> fields(String text) {
        Map<String, String> out = new HashMap<>();
        for (String token : text.trim().split("\\s+")) {
            int eq = token.indexOf('=');
            if (eq > 0) {
                out.put(token.substring(0, eq), token.substring(eq + 1));
            }
        }
        return out;
    }

    private static String field(Map<String, Map<String, String>> waits, String method, Mode mode, int threads,
                                String name) {
        Map<String, String> f = waits.get(method + "/" + mode.shortLabel() + "/" + threads);
        return f == null || !f.containsKey(name) ? "n/a" : f.get(name);
    }

    /**
     * The last of {@code lines} that contains {@code prefix} and names {@code benchmark=<method>} and
     * {@code threads=<threads>} (each followed by a space), or {@code ""}.
     */
    static String lastLine(List<String> lines, String prefix, String method, int threads) {
        return lines.stream().filter(l -> l.contains(prefix)
                        && l.contains("benchmark=" + method + " ") && l.contains("threads=" + threads + " "))
                .reduce((a, b) -> b).orElse("");
    }

    /** The value of the {@code name=value} token in {@code line}, or {@code –}. */
    static String field(String line, String name) {
        for (String token : line.split("\\s+")) {
            if (token.startsWith(name + "=")) {
                return token.substring(name.length() + 1);
            }
        }
        return "–";
    }

    /** Appends each line of {@code environment} as a Markdown bullet, without its leading {@code # }. */
    static void bullets(StringBuilder md, String environment) {
        for (String l : environment.split("\n")) {
            md.append("- ").append(l.replaceFirst("^# ", "")).append('\n');
        }
    }

    /** The trial's benchmark method: the simple name at the end of {@link BenchmarkParams#getBenchmark()}. */
    static String method(BenchmarkParams params) {
        String name = params.getBenchmark();
        return name.substring(name.lastIndexOf('.') + 1);
    }

    static String score(RunResult r) {
        if (r == null) {
            return "failed";
        }
        double score = r.getPrimaryResult().getScore();
        double error = r.getPrimaryResult().getScoreError();
        return Double.isNaN(error) ? number(score) : number(score) + " ± " + number(error);
    }

    private static String ratio(RunResult a, RunResult b) {
        if (a == null || b == null) {
            return "n/a";
        }
        return String.format(Locale.ROOT, "%.2f", a.getPrimaryResult().getScore() / b.getPrimaryResult().getScore());
    }

    static String number(double v) {
        double abs = Math.abs(v);
        String format = abs >= 100 ? "%.0f" : abs >= 10 ? "%.1f" : abs >= 1 ? "%.2f" : "%.3f";
        return String.format(Locale.ROOT, format, v);
    }

    // ------------------------------------------------------------------ where and on what

    static String environment(boolean quick) throws InterruptedException {
        return "# JVM: " + System.getProperty("java.runtime.version") + " (" + System.getProperty("java.vm.name") + ", "
                + System.getProperty("java.vendor") + ")\n"
                + "# nproc: " + nproc() + " (availableProcessors " + Runtime.getRuntime().availableProcessors() + ")\n"
                + "# CPU: " + cpuModel() + "\n"
                + "# OS: " + System.getProperty("os.name") + " " + System.getProperty("os.version") + " "
                + System.getProperty("os.arch") + "\n"
                + "# run: " + (quick ? "--quick" : "default");
    }

    private static String nproc() throws InterruptedException {
        try {
            Process p = new ProcessBuilder("nproc").redirectErrorStream(true).start();
            String text;
            try (InputStream in = p.getInputStream()) {
                text = new String(in.readAllBytes(), StandardCharsets.UTF_8).trim();
            }
            int exit = p.waitFor();
            return exit == 0 ? text : "nproc exited with " + exit + ": " + text;
        } catch (IOException e) {
            return "unavailable (" + e.getMessage() + ")";
        }
    }

    private static String cpuModel() {
        Path cpuinfo = Paths.get("/proc/cpuinfo");
        if (!Files.isReadable(cpuinfo)) {
            return "unknown (no /proc/cpuinfo)";
        }
        try (Stream<String> lines = Files.lines(cpuinfo)) {
            return lines.filter(l -> l.startsWith("model name"))
                    .map(l -> l.substring(l.indexOf(':') + 1).trim())
                    .findFirst().orElse("unknown");
        } catch (IOException e) {
            return "unknown (" + e.getMessage() + ")";
        }
    }

    /** {@code target/} next to the jar (or classes directory) this class was loaded from. */
    private static Path defaultTarget() {
        try {
            Path source = Paths.get(BenchRunner.class.getProtectionDomain().getCodeSource().getLocation().toURI());
            return source.toAbsolutePath().getParent();
        } catch (URISyntaxException | RuntimeException e) {
            throw new IllegalStateException("cannot tell where benchmarks.jar is; pass --out FILE", e);
        }
    }

    /** Copies everything to the console and keeps it for the report. */
    static final class Tee extends OutputStream {
        private final PrintStream console;
        private final ByteArrayOutputStream copy;

        Tee(PrintStream console, ByteArrayOutputStream copy) {
            this.console = console;
            this.copy = copy;
        }

        @Override
        public synchronized void write(int b) {
            console.write(b);
            copy.write(b);
        }

        @Override
        public synchronized void write(byte[] b, int off, int len) {
            console.write(b, off, len);
            copy.write(b, off, len);
        }
    }

    /** Passes everything through and remembers the {@code # waits:} and {@code # database:} lines. */
    private static final class LineTap extends OutputStream {

        private final OutputStream target;
        private final ByteArrayOutputStream line = new ByteArrayOutputStream();
        private final List<String> lines = new ArrayList<>();

        LineTap(OutputStream target) {
            this.target = target;
        }

        @Override
        public synchronized void write(int b) throws IOException {
            target.write(b);
            take(b);
        }

        @Override
        public synchronized void write(byte[] b, int off, int len) throws IOException {
            target.write(b, off, len);
            for (int i = off; i < off + len; i++) {
                take(b[i]);
            }
        }

        @Override
        public synchronized void flush() throws IOException {
            target.flush();
        }

        private void take(int b) {
            if (b == '\n') {
                // JMH prints "Iteration   2: " before the trial's tear-down runs: look inside the line
                String s = line.toString(StandardCharsets.UTF_8);
                for (String prefix : new String[] {SegmentBenchmark.WAITS_PREFIX, BenchDatabase.DATABASE_PREFIX}) {
                    int at = s.indexOf(prefix);
                    if (at >= 0) {
                        lines.add(s.substring(at).strip());
                    }
                }
                line.reset();
            } else {
                line.write(b);
            }
        }

        synchronized List<String> lines() {
            return new ArrayList<>(lines);
        }
    }
}
