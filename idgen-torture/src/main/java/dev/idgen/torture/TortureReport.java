package dev.idgen.torture;

import dev.idgen.torture.TortureFindings.ErrorFigures;
import dev.idgen.torture.TortureFindings.FaultEffect;
import dev.idgen.torture.TortureFindings.NodeFigures;
import dev.idgen.torture.TortureFindings.SnowflakeFigures;
import dev.idgen.torture.TortureFindings.StrategyFigures;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.Locale;

/**
 * The reliability report of a torture run, as Markdown: the verdict, ids checked per strategy, the
 * snowflake timestamp figures, every fault injected with what it visibly did, errors by kind, the
 * processes, the problems found, the limits of the check and the command to reproduce.
 */
public final class TortureReport {

    /** The command that runs the default (short) mode. */
    public static final String COMMAND = "cd <repository> && mvn -B -q -pl idgen-torture -am verify";

    private TortureReport() {
    }

    /** The report as Markdown. */
    public static String markdown(Conductor.Outcome outcome) {
        TortureSettings s = outcome.settings();
        RunFacts facts = outcome.facts();
        TortureFindings f = outcome.findings();
        StringBuilder md = new StringBuilder();
        md.append("# idgen torture report (").append(s.mode()).append(" mode)\n\n");
        boolean longRun = s.mode().equals("long") || s.mode().endsWith("-long");
        md.append("Reproduce: `").append(COMMAND).append(s.failover() ? " -Dtest=TortureFailoverTest "
                + "-Dsurefire.failIfNoSpecifiedTests=false" : "").append(longRun ? " -D" + TortureSettings.LONG_PROPERTY
                + "=true" : "").append("`").append(longRun ? "" : " (long mode: add `-D"
                + TortureSettings.LONG_PROPERTY + "=true`)").append(".\n");
        if (s.failover()) {
            md.append("Database: a PostgreSQL primary and a ").append(s.synchronousStandby() ? "synchronous" : "asynchronous")
                    .append(" streaming standby (ReplicatedPostgres), reached through a multi-host URL; no lease theft "
                            + "in this mode.\n");
        }
        md.append("Run at ").append(Instant.ofEpochMilli(facts.goWallMillis())).append(" on ")
                .append(Runtime.getRuntime().availableProcessors()).append(" cores, Java ")
                .append(System.getProperty("java.version")).append(".\n\n");
        md.append("**Verdict: ").append(f.passed() ? "PASSED" : "FAILED").append("** — ")
                .append(num(f.totalIds())).append(" ids from ").append(s.workers()).append(" workers (")
                .append(facts.processes().size()).append(" processes) and ").append(facts.thefts().size())
                .append(" lease thieves checked; ").append(f.passed() ? "no problem found." : f.problems().size()
                        + " problems (listed below).").append("\n\n");
        md.append("Timings: set-up ").append(secs(facts.setupMillis())).append(" s, load ").append(secs(facts.loadMillis()))
                .append(" s (").append(s.rounds()).append(" round(s) of ").append(s.roundLength().toSeconds())
                .append(" s + ").append(s.coolDown().toSeconds()).append(" s cool-down), stop ")
                .append(secs(facts.stopMillis())).append(" s, check ").append(secs(outcome.checkMillis())).append(" s.\n\n");
        md.append("Load: each worker runs ").append(s.segmentThreads()).append(" segment threads (")
                .append(rate(s.segmentRate())).append("), ").append(s.orderedThreads()).append(" slow-ordered threads (")
                .append(rate(s.orderedRate())).append(") and ").append(s.snowflakeThreads()).append(" snowflake threads (")
                .append(rate(s.snowflakeRate())).append("); every ").append(s.batchEvery()).append("th call asks for a batch "
                        + "of up to ").append(s.maxBatch()).append(". Engines: maxWait ").append(s.maxWait().toMillis())
                .append(" ms, databaseTimeout ").append(s.databaseTimeout().toSeconds()).append(" s, pool ")
                .append(s.poolSize()).append(" connections, heartbeat ").append(s.heartbeat().toMillis())
                .append(" ms, horizon ").append(s.horizon().toMillis()).append(" ms, lease TTL ")
                .append(s.leaseTtl().toMillis()).append(" ms, takeover wait ").append(s.takeoverWait().toSeconds())
                .append(" s, maxClockBackward 5 ms (default).\n\n");

        md.append("## Ids checked\n\n");
        md.append("| strategy | keys | ids | calls | duplicates | order violations | failed calls "
                + "| longest successful call (ms) | longest failed call (ms) | bound (ms) |\n");
        md.append("|---|---|---:|---:|---:|---:|---:|---:|---:|---:|\n");
        for (StrategyFigures sf : f.strategies()) {
            md.append("| ").append(sf.strategy()).append(" | ").append(String.join(", ", sf.keys())).append(" | ")
                    .append(num(sf.ids())).append(" | ").append(sf.calls() < 0 ? "—" : num(sf.calls())).append(" | ")
                    .append(num(sf.duplicates())).append(" | ").append(num(sf.orderViolations())).append(" | ")
                    .append(num(sf.failedCalls())).append(" | ").append(ms(sf.maxCallMicros())).append(" | ")
                    .append(ms(sf.maxFailedCallMicros())).append(" | ").append(num(s.callBound().toMillis())).append(" |\n");
        }
        md.append("\nOrder violations: slow-ordered — a call that ended before another began but got a larger id "
                + "(linearizability, across all processes by CLOCK_MONOTONIC); snowflake — an id not above the previous "
                + "id of the same worker id in one thread. The bound is maxWait + ").append(s.stallMargin().toMillis())
                .append(" ms of margin (the column), plus ").append(TortureSettings.LAG_FACTOR).append(" x the scheduling "
                        + "lag each worker process measured (how late its watchdog woke up: other processes on every core, "
                        + "its GC), journaled as 'scheduling lag' events.\n\n");

        SnowflakeFigures sn = f.snowflake();
        md.append("## Snowflake timestamps\n\n");
        md.append("| max ahead of the wall clock (ms) | bound (ms) | max behind (ms) | worker ids seen | leases obtained "
                + "| failed lease attempts | longest start-up (ms) |\n");
        md.append("|---:|---:|---:|---:|---:|---:|---:|\n");
        md.append("| ").append(sn.maxAheadMillis()).append(" | ").append(s.allowedAheadMillis()).append(" | ")
                .append(num(sn.maxBehindMillis())).append(" | ").append(sn.workerIds()).append(" | ")
                .append(sn.startups()).append(" | ").append(sn.failedStartups()).append(" | ")
                .append(num(sn.maxStartupMillis())).append(" |\n\n");
        md.append("Ahead/behind: the id's timestamp against the machine's clock when its block was written (so "
                + "\"behind\" includes up to ").append(s.flushInterval().toMillis()).append(" ms of buffering, and the "
                + "10 s a stepped-back clock lags). A start-up includes waiting for the clock to pass the previous "
                + "holder's promise.\n\n");

        md.append("## Faults injected\n\n");
        md.append("| t (s) | fault | what it did |\n|---:|---|---|\n");
        for (FaultEffect fe : f.faultEffects()) {
            md.append("| ").append(secs(fe.atMillis())).append(" | ").append(cell(fe.fault())).append(" | ")
                    .append(cell(fe.effect())).append(" |\n");
        }

        md.append("\n## Errors seen, by kind\n\n");
        md.append("| strategy | exception | count | longest (ms) | example message |\n|---|---|---:|---:|---|\n");
        for (ErrorFigures e : f.errors()) {
            md.append("| ").append(e.strategy()).append(" | ").append(e.kind()).append(" | ").append(num(e.count()))
                    .append(" | ").append(num(e.maxMillis())).append(" | ").append(cell(abbreviate(e.example(), 220)))
                    .append(" |\n");
        }

        md.append("\n## Processes\n\n");
        md.append("| node | killed | exit | segment ids | slow-ordered ids | snowflake ids | failed calls "
                + "| snowflake worker ids |\n|---|---|---:|---:|---:|---:|---:|---|\n");
        for (NodeFigures n : f.nodes()) {
            md.append("| ").append(n.node()).append(" | ").append(n.killed() ? "kill -9" : "").append(" | ")
                    .append(n.exitCode() == null ? "—" : n.exitCode()).append(" | ").append(num(n.segmentIds()))
                    .append(" | ").append(num(n.orderedIds())).append(" | ").append(num(n.snowflakeIds())).append(" | ")
                    .append(num(n.failedCalls())).append(" | ").append(n.snowflakeWorkers()).append(" |\n");
        }
        md.append("\n").append(f.recordings()).append(" recordings read; ").append(f.cutShortRecordings())
                .append(" ended inside a block (a write cut by kill -9; their complete records were checked).\n");

        md.append("\n## Problems\n\n");
        if (f.passed()) {
            md.append("None.\n");
        } else {
            for (String p : f.problems()) {
                md.append("- ").append(p.replace("\n", "\n  ")).append('\n');
            }
        }

        md.append("\n## Warnings (not failing the run)\n\n");
        if (f.warnings().isEmpty()) {
            md.append("None.\n");
        } else {
            for (String w : f.warnings()) {
                md.append("- ").append(w).append('\n');
            }
        }

        md.append("\n## Limits of this check\n\n");
        md.append("- An id is checked only if it was recorded. Workers write a block of at most ").append(s.flushIds())
                .append(" ids (or calls) per thread at least every ").append(s.flushInterval().toMillis())
                .append(" ms, with one write to the kernel; a worker killed with kill -9 loses what was still "
                        + "buffered (at most that many per thread, plus the call in flight). Those ids were issued but "
                        + "cannot be compared.\n");
        md.append("- Linearizability compares System.nanoTime() across processes: valid on Linux (one CLOCK_MONOTONIC "
                + "per machine), not across machines.\n");
        md.append("- Clocks are stepped through the engine's TimeSource inside each worker, not the machine's clock; "
                + "lease expiry uses the database's clock, which no fault moves.\n");
        if (s.failover()) {
            md.append("- One primary and one standby on one machine: the failover is a crash of the primary's processes "
                    + "(SIGKILL to every server process, the page cache survives) and a promotion 1 s later, once per run; "
                    + "no HA manager, no fencing of the old primary (it never comes back).\n");
        } else {
            md.append("- One PostgreSQL on one machine: faults are in the network path, the processes and the clocks, "
                    + "not in the database itself (no failover, no lost commits; see TortureFailoverTest).\n");
        }
        return md.toString();
    }

    /** Writes {@link #markdown} to {@code file}, creating its directory. */
    public static void write(Conductor.Outcome outcome, Path file) {
        try {
            Files.createDirectories(file.toAbsolutePath().getParent());
            Files.writeString(file, markdown(outcome), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write the torture report to " + file, e);
        }
    }

    private static String rate(int perSecond) {
        return perSecond <= 0 ? "unpaced" : num(perSecond) + " ids/s each";
    }

    private static String num(long n) {
        return String.format(Locale.ROOT, "%,d", n).replace(',', ' ');
    }

    private static String ms(long micros) {
        return String.format(Locale.ROOT, "%.1f", micros / 1000.0);
    }

    private static String secs(long millis) {
        return String.format(Locale.ROOT, "%.1f", millis / 1000.0);
    }

    private static String cell(String s) {
        return s.replace("|", "\\|").replace("\n", " ");
    }

    private static String abbreviate(String s, int max) {
        return s.length() <= max ? s : s.substring(0, max) + "…";
    }
}
