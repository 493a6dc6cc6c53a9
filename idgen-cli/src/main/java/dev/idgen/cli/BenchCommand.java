package dev.idgen.cli;

import dev.idgen.IdGenerator;
import dev.idgen.SnowflakeLayout;
import dev.idgen.jdbc.IdGenEngine;
import dev.idgen.jdbc.admin.KeyInfo;
import dev.idgen.jdbc.segment.SegmentStats;
import dev.idgen.jdbc.snowflake.SnowflakeIdGenerator;
import dev.idgen.jdbc.snowflake.SnowflakeStats;
import java.io.PrintWriter;
import java.sql.SQLException;
import java.util.List;
import java.util.Locale;
import java.util.OptionalLong;
import java.util.concurrent.Callable;
import java.util.concurrent.TimeUnit;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code idgen bench}: a short load on one generator, with a progress bar on a terminal (plain
 * lines otherwise, on standard error) and a summary on standard output: ids, ids/s, latency p50 /
 * p99 / max, and the duplicate check.
 *
 * <p>Guarantees: every id handed out during the run is checked for duplicates, across threads
 * (exit code 1 if there is one: that would be a bug); a failure of the generator stops the run and
 * is reported. A smoke test of a database and a setup, not a benchmark: the JMH benchmarks in
 * idgen-bench measure the library itself.
 */
@Command(name = "bench", mixinStandardHelpOptions = true, sortOptions = false,
        description = {
            "Put a short load on one generator and report ids, ids/s, latency (p50, p99, max; one call in 64 timed) "
                    + "and a duplicate check over every id handed out.",
            "A quick look at a database and a setup; the JMH benchmarks (module idgen-bench) measure the library "
                    + "itself. Throughput includes recording every id for the duplicate check.",
            "",
            "  idgen bench                                      segment, 2 threads, 5 s",
            "  idgen bench --strategy snowflake --threads 4 --seconds 10",
            "  idgen bench --jdbc-url jdbc:postgresql://db:5432/app --batch 100",
            ""})
final class BenchCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Option(names = "--strategy", paramLabel = "STRATEGY", converter = StrategyChoice.Converter.class,
            completionCandidates = StrategyChoice.Names.class, defaultValue = "segment",
            description = "${COMPLETION-CANDIDATES}. Default: ${DEFAULT-VALUE}.")
    StrategyChoice strategy;

    @Option(names = "--seconds", paramLabel = "SECONDS", defaultValue = "5",
            description = "How long, more than 0 and at most 600. Default: ${DEFAULT-VALUE}.")
    double seconds;

    @Option(names = "--threads", paramLabel = "N", defaultValue = "2",
            description = "Calling threads, 1 to 256. Default: ${DEFAULT-VALUE}.")
    int threads;

    @Option(names = "--batch", paramLabel = "N", defaultValue = "1",
            description = "Ids per call, 1 to 100000: 1 calls nextId(), more calls nextIds(N). Default: ${DEFAULT-VALUE}.")
    int batch;

    @Option(names = "--key", paramLabel = "KEY",
            description = "Key (namespace for snowflake). Default: the strategy's own, e.g. bench.segment or bench.snowflake.")
    String key;

    @Option(names = "--sub-key", paramLabel = "SUBKEY", description = "Sub-key of a slow-ordered key.")
    String subKey;

    @Option(names = "--plain", description = "Plain progress lines even on a terminal.")
    boolean plain;

    @Mixin
    EngineSettingsOptions engineSettings = new EngineSettingsOptions();

    @Mixin
    DatabaseOptions database = new DatabaseOptions();

    private final CliContext context;

    BenchCommand(CliContext context) {
        this.context = context;
    }

    @Override
    public Integer call() throws InterruptedException, SQLException {
        validate();
        engineSettings.validate();
        String k = key != null ? key : "bench." + strategy.externalName();
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        try (Database db = Database.open(database.resolve(context))) {
            db.requireSchema();
            try (IdGenEngine engine = db.engine(engineSettings.applyTo(db.builder(false,
                    strategy == StrategyChoice.SNOWFLAKE)))) {
                IdGenerator generator = strategy.open(engine, k, subKey);
                long first = generator.nextId(); // warm: the first range or the lease is in place before timing
                out.printf(Locale.ROOT, "bench: %s ids of %s '%s', %d thread%s, %s s%s, on the %s%n", strategy,
                        strategy == StrategyChoice.SNOWFLAKE ? "namespace" : "key", k, threads, threads == 1 ? "" : "s",
                        seconds == Math.rint(seconds) ? String.valueOf((long) seconds) : String.valueOf(seconds),
                        batch == 1 ? "" : ", " + batch + " ids per call", db.describe());
                out.flush();
                BenchRun run = new BenchRun(generator, threads, batch, (long) (seconds * 1e9), index(generator, first),
                        Runtime.getRuntime().maxMemory() / 2);
                ProgressDisplay display = new ProgressDisplay(err, (long) (seconds * 1e9),
                        context.terminal().interactive() && !plain);
                BenchRun.Result r = run.run(display::update, display.everyNanos());
                display.finish(r.ids(), r.nanos());
                summary(out, r, k);
                details(out, engine, generator, db);
                out.flush();
                if (r.failure() != null) {
                    throw CliFailure.runtime("bench stopped after " + Text.nanos(r.nanos()) + ": " + Messages.of(r.failure()),
                            r.failure());
                }
                if (r.duplicates() > 0) {
                    throw CliFailure.runtime(Text.count(r.duplicates()) + " duplicate ids among " + Text.count(r.ids())
                            + ": this is a bug in idgen; please report it with this output");
                }
                if (r.stopReason() != null) {
                    err.println("idgen bench: stopped early: " + r.stopReason());
                    err.flush();
                }
            }
        }
        return ExitCodes.OK;
    }

    private void validate() {
        if (!(seconds > 0 && seconds <= 600)) {
            throw CliFailure.usage("--seconds must be more than 0 and at most 600, was " + seconds);
        }
        if (threads < 1 || threads > 256) {
            throw CliFailure.usage("--threads must be between 1 and 256, was " + threads);
        }
        if (batch < 1 || batch > IdGenerator.MAX_BATCH_SIZE) {
            throw CliFailure.usage("--batch must be between 1 and " + IdGenerator.MAX_BATCH_SIZE
                    + " (IdGenerator.MAX_BATCH_SIZE), was " + batch);
        }
        strategy.checkArguments(key, subKey);
    }

    /** Dense positions for the duplicate check: numbers from {@code first} on, or snowflake time + sequence. */
    private static IdTally.DenseIndex index(IdGenerator generator, long first) {
        if (generator instanceof SnowflakeIdGenerator) {
            SnowflakeIdGenerator s = (SnowflakeIdGenerator) generator;
            SnowflakeLayout l = s.layout();
            int shift = l.timestampShift();
            long nodeMask = ((1L << shift) - 1) & ~l.maxSequence();
            long nodeBits = l.nodeBits(s.datacenterId(), s.workerId());
            long startMillis = first >>> shift;
            long perMilli = l.capacityPerMillisecond();
            long maxSequence = l.maxSequence();
            return id -> (id & nodeMask) != nodeBits ? -1 : ((id >>> shift) - startMillis) * perMilli + (id & maxSequence);
        }
        return id -> id - first;
    }

    private void summary(PrintWriter out, BenchRun.Result r, String k) {
        out.println();
        Table t = new Table().left("strategy").right("threads").right("time").right("ids").right("ids/s").right("p50")
                .right("p99").right("max").right("duplicates");
        t.row(strategy, threads, Text.nanos(r.nanos()), Text.count(r.ids()), Text.rate(r.idsPerSecond()),
                Text.nanos(r.latency().percentile(0.50)), Text.nanos(r.latency().percentile(0.99)),
                Text.nanos(r.latency().max()), Text.count(r.duplicates()));
        t.print(out);
        out.println();
        out.println("duplicates: " + Text.count(r.duplicates()) + " among all " + Text.count(r.ids())
                + " ids (every id checked); latency per call" + (batch == 1 ? "" : " of " + batch + " ids")
                + ", " + Text.count(r.latency().count()) + " calls timed (1 in " + BenchRun.SAMPLE_EVERY + ")");
    }

    private void details(PrintWriter out, IdGenEngine engine, IdGenerator generator, Database db) throws SQLException {
        if (generator instanceof SnowflakeIdGenerator) {
            SnowflakeIdGenerator g = (SnowflakeIdGenerator) generator;
            SnowflakeStats s = g.stats();
            long cap = g.layout().capacityPerMillisecond() * 1000;
            out.println("snowflake: worker " + s.workerId() + " of namespace '" + s.namespace() + "'; the layout's cap is "
                    + Text.count(cap) + " ids/s per worker; " + Text.count(s.sequenceExhaustedWaits())
                    + " waits for the next millisecond; ids " + Math.max(0, s.aheadOfClockMillis()) + " ms ahead of the clock");
            return;
        }
        List<SegmentStats> stats = engine.segmentStats();
        if (!stats.isEmpty()) {
            long waits = stats.stream().mapToLong(SegmentStats::callerWaits).sum();
            long reservations = stats.stream().mapToLong(SegmentStats::reservations).sum();
            out.println("segment: " + Text.plural(reservations, "range") + " reserved, " + Text.count(waits)
                    + " calls waited for the database; measured in this process:");
            out.println();
            List<String> served = stats.stream().map(SegmentStats::key).toList();
            List<KeyInfo> rows = db.keyAdmin().list().stream()
                    .filter(row -> served.contains(row.key())).toList();
            KeysTable.print(out, "", rows, stats, context.clock().instant(), OptionalLong.empty());
        }
    }

    /** Progress on standard error: a bar redrawn in place on a terminal, a line per second otherwise. */
    private static final class ProgressDisplay {
        private static final int WIDTH = 30;
        private final PrintWriter err;
        private final long totalNanos;
        private final boolean bar;
        private long lastLineNanos;
        private long lastLineIds;

        ProgressDisplay(PrintWriter err, long totalNanos, boolean bar) {
            this.err = err;
            this.totalNanos = totalNanos;
            this.bar = bar;
        }

        long everyNanos() {
            return bar ? TimeUnit.MILLISECONDS.toNanos(100) : TimeUnit.SECONDS.toNanos(1);
        }

        void update(long elapsedNanos, long ids) {
            if (bar) {
                int filled = (int) Math.min(WIDTH, WIDTH * elapsedNanos / Math.max(1, totalNanos));
                err.printf(Locale.ROOT, "\r  [%s%s] %5.1f / %.1f s  %15s ids  %13s ids/s ", "#".repeat(filled),
                        ".".repeat(WIDTH - filled), elapsedNanos / 1e9, totalNanos / 1e9, Text.count(ids),
                        Text.rate(ids / Math.max(1e-9, elapsedNanos / 1e9)));
                err.flush();
            } else if (elapsedNanos - lastLineNanos >= TimeUnit.MILLISECONDS.toNanos(999) || elapsedNanos >= totalNanos) {
                double window = (elapsedNanos - lastLineNanos) / 1e9;
                err.printf(Locale.ROOT, "  %6.1f s  %15s ids  %13s ids/s%n", elapsedNanos / 1e9, Text.count(ids),
                        Text.rate(window <= 0 ? 0 : (ids - lastLineIds) / window));
                err.flush();
                lastLineNanos = elapsedNanos;
                lastLineIds = ids;
            }
        }

        void finish(long ids, long nanos) {
            if (bar) {
                update(nanos, ids);
                err.println();
                err.flush();
            }
        }
    }
}
