package dev.idgen.torture;

import dev.idgen.SnowflakeId;
import dev.idgen.SnowflakeLayout;
import dev.idgen.jdbc.admin.FailoverAdmin;
import dev.idgen.testsupport.Outages;
import dev.idgen.torture.TortureFindings.ErrorFigures;
import dev.idgen.torture.TortureFindings.NodeFigures;
import dev.idgen.torture.TortureFindings.SnowflakeFigures;
import dev.idgen.torture.TortureFindings.StrategyFigures;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * Checks everything a torture run recorded, over all workers, restarts and thieves:
 * <ol>
 *   <li><b>No duplicate</b> per strategy and key: every id recorded is sorted and compared with its
 *       neighbour; for the first duplicates the recordings that hold them are named.</li>
 *   <li><b>Slow-ordered is linearizable</b> per key and sub-key: whenever a call ended before another
 *       began (by {@link System#nanoTime()}, one monotonic clock for every process of the machine)
 *       its ids are smaller. Measuring only widens calls, so a violation in the record is a real one.</li>
 *   <li><b>Snowflake timestamps</b> are never ahead of the machine's wall clock when the id was recorded
 *       by more than {@link TortureSettings#allowedAheadMillis()} (decoded with
 *       {@link SnowflakeLayout#defaults()}), and the ids of one worker id grow strictly within a thread.</li>
 *   <li><b>Bounded calls</b>: no call, successful or failed, took longer than
 *       {@link TortureSettings#callBound(long)} of its process (maxWait + margin + twice the scheduling lag the
 *       process measured: how late its watchdog woke up); no call was seen running past it (STALL) or hung at the stop
 *       (HUNG); no snowflake start-up took longer than {@code takeoverWait + 3 x maxWait + stallMargin}.</li>
 *   <li><b>Clear errors</b>: every failed call threw an {@link dev.idgen.IdGenerationException} with a message.</li>
 *   <li><b>Liveness</b>: every worker process issued ids or reported errors for every strategy; in the
 *       second half of the cool-down every live worker issued ids of every strategy again; every
 *       process not killed exited 0; every lease thief issued ids and its victim stopped.</li>
 *   <li>At least {@link TortureSettings#minIds()} ids were checked.</li>
 *   <li><b>Failover</b> (failover runs, {@link RunFacts.FailoverFacts}); the uniqueness above covers
 *       every id of the run, before and after the failover:
 *       <ul>
 *         <li>synchronous standby: from the crash until the engines settle (promotion + probe interval +
 *             call bound + what a commit probe beside the workers saw the database commit nothing in that
 *             time) no call fails, except with {@code IdSourceUnavailableException} when the outage
 *             measured (crash to promotion) was at least {@code maxWait} or the probe saw the database out
 *             for the call's maxWait less the stall margin; a snowflake call may fail with
 *             {@code LeaseLostException} when the probe saw the database out for the lease's life less two
 *             heartbeats before it (the documented answer), and that process's snowflake is then given the
 *             horizon more to serve again;</li>
 *         <li>asynchronous standby: ids were handed out before the crash beyond what the standby had (else
 *             the run proves nothing); the engines refused; calls failing from the crash until the
 *             recovery settles throw {@code DatabaseFailoverException} (or {@code IdSourceUnavailableException}
 *             for a call begun before the promotion); no call begun once the recovery settled fails
 *             with {@code DatabaseFailoverException}. A snowflake lease a process took while the standby lagged
 *             is lost with the standby's missing commits: its generator stops (the row no longer names it),
 *             its callers fail ({@code LeaseLostException}, or {@code IdGeneratorClosedException} as the
 *             holder closes that engine) within the call bound of the stop, and it leases again once past
 *             the recovery's worker fence;</li>
 *         <li>every process that served before the crash (and was not killed right after) serves every
 *             strategy again within probe interval + call bound of the promotion (synchronous) or
 *             the recovery (asynchronous), plus the database's stalls in that time, plus the worker fence
 *             for a snowflake lease lost as above.</li>
 *       </ul></li>
 * </ol>
 * Limit: an id is only checked if it was recorded. A process killed with {@code kill -9} loses the
 * ids still in its buffers (at most {@code flushIds} per thread plus the call in flight); those ids
 * were issued but cannot be compared.
 */
public final class TortureCheck {

    private static final int MAX_EXAMPLES = 5;
    private static final SnowflakeLayout LAYOUT = SnowflakeLayout.defaults();

    private final TortureSettings settings;
    private final RunFacts facts;
    private final List<String> problems = new ArrayList<>();
    private final List<String> warnings = new ArrayList<>();
    private final List<IdLog.Recording> recordings;
    private final List<Journal.Entry> journal;
    private final List<TortureFindings.FaultEffect> failoverEffects = new ArrayList<>();
    /** Per process, its measured scheduling lag ({@link Journal#lag}), ns. */
    private final Map<String, Long> lagNanos;

    private TortureCheck(TortureSettings settings, RunFacts facts, List<IdLog.Recording> recordings,
                         List<Journal.Entry> journal) {
        this.settings = settings;
        this.facts = facts;
        this.recordings = recordings;
        this.journal = journal;
        this.lagNanos = lagByNode(journal);
    }

    /** Reads every recording and journal under {@code runDir} and checks them. */
    public static TortureFindings check(Path runDir, TortureSettings settings, RunFacts facts) {
        List<IdLog.Recording> recordings = new ArrayList<>();
        List<Journal.Entry> journal = new ArrayList<>();
        try (Stream<Path> files = Files.walk(runDir)) {
            for (Path f : files.sorted().collect(Collectors.toList())) {
                String name = f.getFileName().toString();
                if (name.endsWith(".rec")) {
                    recordings.add(IdLog.read(f));
                } else if (name.equals("journal.tsv")) {
                    journal.addAll(Journal.read(f));
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot list the run directory " + runDir, e);
        }
        return new TortureCheck(settings, facts, recordings, journal).run();
    }

    /** Checks recordings and journal entries already read (for tests of the check itself). */
    static TortureFindings check(TortureSettings settings, RunFacts facts, List<IdLog.Recording> recordings,
                                 List<Journal.Entry> journal) {
        return new TortureCheck(settings, facts, recordings, journal).run();
    }

    private TortureFindings run() {
        Map<String, List<IdLog.Recording>> byStrategy = new TreeMap<>();
        for (IdLog.Recording r : recordings) {
            byStrategy.computeIfAbsent(r.strategy, k -> new ArrayList<>()).add(r);
        }
        List<StrategyFigures> strategies = new ArrayList<>();
        long total = 0;
        for (String strategy : List.of("segment", "slow-ordered", "snowflake")) {
            StrategyFigures f = checkStrategy(strategy, byStrategy.getOrDefault(strategy, List.of()));
            strategies.add(f);
            total += f.ids();
        }
        SnowflakeFigures snowflake = checkSnowflakeTimes(byStrategy.getOrDefault("snowflake", List.of()));
        List<ErrorFigures> errors = errorFigures();
        checkJournal();
        checkClockAlarms();
        List<NodeFigures> nodes = nodeFigures();
        checkLiveness();
        checkFailover();
        if (total < settings.minIds()) {
            problems.add("only " + total + " ids were checked, fewer than the " + settings.minIds() + " this mode needs");
        }
        int cutShort = (int) recordings.stream().filter(IdLog.Recording::cutShort).count();
        List<TortureFindings.FaultEffect> effects = new ArrayList<>(FaultEffects.of(facts, journal));
        effects.addAll(failoverEffects);
        effects.sort(java.util.Comparator.comparingLong(TortureFindings.FaultEffect::atMillis));
        return new TortureFindings(strategies, errors, nodes, effects, snowflake, total, recordings.size(),
                cutShort, problems, warnings);
    }

    // ---- uniqueness and order -------------------------------------------------------------------

    private StrategyFigures checkStrategy(String strategy, List<IdLog.Recording> recs) {
        Map<String, List<IdLog.Recording>> byKey = new TreeMap<>();
        for (IdLog.Recording r : recs) {
            byKey.computeIfAbsent(r.key, k -> new ArrayList<>()).add(r);
        }
        long ids = 0;
        long calls = 0;
        long duplicates = 0;
        long orderViolations = 0;
        long maxCall = 0;
        for (Map.Entry<String, List<IdLog.Recording>> e : byKey.entrySet()) {
            long[] all = allIds(e.getValue());
            ids += all.length;
            duplicates += checkUnique(strategy, e.getKey(), all, e.getValue());
            for (IdLog.Recording r : e.getValue()) {
                calls += r.kind == IdLog.KIND_CALLS ? r.records : 0;
                for (int b = 0; b < r.blocks; b++) {
                    maxCall = Math.max(maxCall, r.blockMaxCallNanos[b]);
                }
            }
            if (strategy.equals("slow-ordered")) {
                orderViolations += checkLinearizable(e.getKey(), e.getValue());
            } else if (strategy.equals("snowflake")) {
                orderViolations += checkSnowflakeMonotonic(e.getValue());
            }
        }
        if (!strategy.equals("slow-ordered")) {
            calls = -1; // recorded as ids, not calls
        }
        long failed = 0;
        long maxFailed = 0;
        for (Journal.Entry j : journal) {
            if (j.type() == Journal.Type.ERROR && j.strategy().equals(strategy)) {
                failed++;
                maxFailed = Math.max(maxFailed, j.durationNanos());
            }
        }
        String slowest = null;
        for (IdLog.Recording r : recs) {
            for (int b = 0; b < r.blocks && slowest == null; b++) {
                if (r.blockMaxCallNanos[b] > callBound(r.node)) {
                    slowest = "a successful call on " + r.node + " took " + millis(r.blockMaxCallNanos[b]) + " ms";
                    problems.add(strategy + ": " + slowest + ", more than " + describeBound(r.node));
                }
            }
        }
        for (Journal.Entry j : journal) {
            if (j.type() == Journal.Type.ERROR && j.strategy().equals(strategy) && j.durationNanos() > callBound(j.node())) {
                problems.add(strategy + ": a failed call on " + j.node() + " took " + millis(j.durationNanos())
                        + " ms before it threw, more than " + describeBound(j.node()) + ": " + j.errorKind() + ": "
                        + j.message());
                break;
            }
        }
        return new StrategyFigures(strategy, List.copyOf(byKey.keySet()), ids, calls, duplicates, orderViolations,
                TimeUnit.NANOSECONDS.toMicros(maxCall), TimeUnit.NANOSECONDS.toMicros(maxFailed), failed);
    }

    /** The longest a call on {@code node} may take: the quiet bound plus what its measured scheduling lag adds. */
    private long callBound(String node) {
        return settings.callBound(lagNanos.getOrDefault(node, 0L)).toNanos();
    }

    private String describeBound(String node) {
        long lag = lagNanos.getOrDefault(node, 0L);
        return "the bound of " + millis(callBound(node)) + " ms (maxWait " + settings.maxWait().toMillis() + " ms + margin "
                + settings.stallMargin().toMillis() + " ms + " + TortureSettings.LAG_FACTOR + " x the scheduling lag "
                + "measured on " + node + ": " + millis(lag) + " ms)";
    }

    /** Per process, the longest its watchdog woke up late (its journal's lag reports). */
    private static Map<String, Long> lagByNode(List<Journal.Entry> journal) {
        Map<String, Long> lag = new TreeMap<>();
        for (Journal.Entry j : journal) {
            if (j.lag()) {
                lag.merge(j.node(), j.durationNanos(), Math::max);
            }
        }
        return lag;
    }

    private static long[] allIds(List<IdLog.Recording> recs) {
        long n = 0;
        for (IdLog.Recording r : recs) {
            n += r.idCount();
        }
        if (n > Integer.MAX_VALUE - 8) {
            throw new IllegalStateException(n + " ids of one key are more than one array holds");
        }
        long[] all = new long[(int) n];
        int i = 0;
        for (IdLog.Recording r : recs) {
            if (r.kind == IdLog.KIND_IDS) {
                System.arraycopy(r.ids, 0, all, i, r.records);
                i += r.records;
            } else {
                for (int c = 0; c < r.records; c++) {
                    for (int k = 0; k < r.counts[c]; k++) {
                        all[i++] = r.firsts[c] + k;
                    }
                }
            }
        }
        return all;
    }

    /** Counts ids seen more than once (each extra sighting is one) and names where the first few were recorded. */
    private long checkUnique(String strategy, String key, long[] all, List<IdLog.Recording> recs) {
        Arrays.parallelSort(all);
        long duplicates = 0;
        long nonPositive = 0;
        List<Long> examples = new ArrayList<>();
        for (int i = 0; i < all.length; i++) {
            if (all[i] <= 0) {
                nonPositive++;
            }
            if (i > 0 && all[i] == all[i - 1]) {
                duplicates++;
                if (examples.size() < MAX_EXAMPLES && (examples.isEmpty() || examples.get(examples.size() - 1) != all[i])) {
                    examples.add(all[i]);
                }
            }
        }
        if (nonPositive > 0) {
            problems.add(strategy + " '" + key + "': " + nonPositive + " ids are not positive (smallest " + all[0] + ")");
        }
        if (duplicates > 0) {
            StringBuilder sb = new StringBuilder(strategy + " '" + key + "': " + duplicates + " DUPLICATE ids among "
                    + all.length + "; for example:");
            for (long id : examples) {
                sb.append(' ').append(id);
                if (strategy.equals("snowflake")) {
                    sb.append(" (").append(LAYOUT.decode(id)).append(')');
                }
                sb.append(" recorded by ").append(whereRecorded(id, recs)).append(';');
            }
            problems.add(sb.toString());
        }
        return duplicates;
    }

    private static String whereRecorded(long id, List<IdLog.Recording> recs) {
        List<String> where = new ArrayList<>();
        for (IdLog.Recording r : recs) {
            for (int i = 0, b = 0; i < r.records; i++) {
                while (b < r.blocks && r.blockEnds[b] <= i) {
                    b++;
                }
                boolean hit = r.kind == IdLog.KIND_IDS ? r.ids[i] == id : id >= r.firsts[i] && id < r.firsts[i] + r.counts[i];
                if (hit) {
                    where.add(r.node + "/" + r.thread + (b < r.blocks ? " (written at " + r.blockWallMillis[b] + ")" : ""));
                }
            }
        }
        return String.join(" and ", where);
    }

    /** Whenever a call ended before another began, its ids must be smaller. Returns the violations. */
    private long checkLinearizable(String key, List<IdLog.Recording> recs) {
        int n = 0;
        for (IdLog.Recording r : recs) {
            n += r.records;
        }
        long[] start = new long[n];
        long[] end = new long[n];
        long[] first = new long[n];
        long[] last = new long[n];
        int[] owner = new int[n];
        int i = 0;
        for (int ri = 0; ri < recs.size(); ri++) {
            IdLog.Recording r = recs.get(ri);
            for (int c = 0; c < r.records; c++, i++) {
                start[i] = r.starts[c];
                end[i] = r.ends[c];
                first[i] = r.firsts[c];
                last[i] = r.firsts[c] + r.counts[c] - 1;
                owner[i] = ri;
            }
        }
        int[] reported = {0}; // examples of this key added so far
        long violations = Linearizability.violations(start, end, first, last, (a, b) -> {
            if (reported[0] < MAX_EXAMPLES) {
                reported[0]++;
                problems.add("slow-ordered '" + key + "': NOT LINEARIZABLE: a call of " + recs.get(owner[a]).node + "/"
                        + recs.get(owner[a]).thread + " ended (" + end[a] + " ns) before a call of "
                        + recs.get(owner[b]).node + "/" + recs.get(owner[b]).thread + " began (" + start[b]
                        + " ns), but its id " + last[a] + " is not smaller than " + first[b]);
            }
        });
        if (violations > MAX_EXAMPLES) {
            problems.add("slow-ordered '" + key + "': " + violations + " linearizability violations in all");
        }
        return violations;
    }

    /** Within one thread's recording, the ids of one worker id must grow strictly (the generator's promise). */
    private long checkSnowflakeMonotonic(List<IdLog.Recording> recs) {
        long violations = 0;
        for (IdLog.Recording r : recs) {
            Map<Integer, Long> lastByWorker = new LinkedHashMap<>();
            for (int i = 0; i < r.records; i++) {
                long id = r.ids[i];
                int worker = LAYOUT.decode(id).worker();
                Long previous = lastByWorker.put(worker, id);
                if (previous != null && id <= previous) {
                    violations++;
                    if (violations <= MAX_EXAMPLES) {
                        problems.add("snowflake: " + r.node + "/" + r.thread + " got " + LAYOUT.decode(id) + " after "
                                + LAYOUT.decode(previous) + " from the same worker id: not strictly increasing");
                    }
                }
            }
        }
        return violations;
    }

    // ---- snowflake timestamps -------------------------------------------------------------------

    private SnowflakeFigures checkSnowflakeTimes(List<IdLog.Recording> recs) {
        long maxAhead = Long.MIN_VALUE;
        long maxBehind = Long.MIN_VALUE;
        Set<Integer> workers = new HashSet<>();
        int reported = 0;
        for (IdLog.Recording r : recs) {
            int from = 0;
            for (int b = 0; b < r.blocks; b++) {
                long wall = r.blockWallMillis[b];
                for (int i = from; i < r.blockEnds[b]; i++) {
                    SnowflakeId id = LAYOUT.decode(r.ids[i]);
                    long ts = id.time().toEpochMilli();
                    workers.add(id.worker());
                    long ahead = ts - wall;
                    maxAhead = Math.max(maxAhead, ahead);
                    maxBehind = Math.max(maxBehind, -ahead);
                    if (ahead > settings.allowedAheadMillis() && reported++ < MAX_EXAMPLES) {
                        problems.add("snowflake: " + r.node + "/" + r.thread + " issued " + id + ", " + ahead
                                + " ms ahead of the wall clock when it was recorded (" + wall + "); the bound is "
                                + settings.allowedAheadMillis() + " ms");
                    }
                }
                from = r.blockEnds[b];
            }
        }
        long startups = 0;
        long failedStartups = 0;
        long maxStartup = 0;
        for (Journal.Entry j : journal) {
            if (j.type() == Journal.Type.STARTUP) {
                if (j.leased()) {
                    startups++;
                    maxStartup = Math.max(maxStartup, j.durationNanos());
                } else {
                    failedStartups++;
                }
            }
        }
        long startupBound = settings.takeoverWait().plus(settings.maxWait().multipliedBy(3)).plus(settings.stallMargin())
                .toNanos();
        if (maxStartup > startupBound) {
            problems.add("snowflake: a start-up took " + millis(maxStartup) + " ms, more than takeoverWait + 3 x maxWait "
                    + "+ margin (" + millis(startupBound) + " ms)");
        }
        return new SnowflakeFigures(maxAhead == Long.MIN_VALUE ? 0 : maxAhead, maxBehind == Long.MIN_VALUE ? 0 : maxBehind,
                workers.size(), startups, failedStartups, millis(maxStartup));
    }

    // ---- errors, stalls, liveness ---------------------------------------------------------------

    private List<ErrorFigures> errorFigures() {
        Map<String, long[]> counts = new TreeMap<>();
        Map<String, String> examples = new LinkedHashMap<>();
        for (Journal.Entry j : journal) {
            if (j.type() != Journal.Type.ERROR && !(j.type() == Journal.Type.STARTUP && !j.leased())) {
                continue;
            }
            String strategy = j.type() == Journal.Type.STARTUP ? "snowflake start-up" : j.strategy();
            String k = strategy + "\t" + j.errorKind();
            long[] c = counts.computeIfAbsent(k, x -> new long[2]);
            c[0]++;
            c[1] = Math.max(c[1], j.durationNanos());
            examples.putIfAbsent(k, j.message());
        }
        List<ErrorFigures> out = new ArrayList<>();
        counts.forEach((k, c) -> {
            String[] parts = k.split("\t");
            out.add(new ErrorFigures(parts[0], parts[1], c[0], millis(c[1]), examples.get(k)));
        });
        return out;
    }

    private void checkJournal() {
        int unclear = 0;
        for (Journal.Entry j : journal) {
            switch (j.type()) {
                case STALL -> problems.add("STALL: " + j.node() + "/" + j.thread() + " (" + j.strategy() + " '" + j.key()
                        + "'): " + j.message() + ", past " + describeBound(j.node()));
                case HUNG -> problems.add("HUNG: " + j.node() + "/" + j.thread() + " (" + j.strategy() + " '" + j.key()
                        + "') " + j.message());
                case ERROR, STARTUP -> {
                    boolean failed = j.type() == Journal.Type.ERROR || !j.leased();
                    boolean clear = j.idgenError() && j.message().length() > j.errorKind().length() + 12;
                    if (failed && !clear && unclear++ < MAX_EXAMPLES) {
                        problems.add("unclear error from " + j.node() + "/" + j.thread() + " (" + j.strategy() + "): "
                                + j.message() + " — not an IdGenerationException with a message");
                    }
                }
                default -> {
                }
            }
        }
        if (unclear > MAX_EXAMPLES) {
            problems.add(unclear + " unclear errors in all");
        }
    }

    /**
     * A {@code ClockMovedBackwardsException} is expected only on a worker whose clock was stepped back
     * shortly before (by d ms: until its clock has caught up, plus 3 s). Others are false alarms:
     * the clock did not move; they break no property checked here, so they are warnings.
     */
    private void checkClockAlarms() {
        List<Journal.Entry> stepsBack = new ArrayList<>();
        for (Journal.Entry j : journal) {
            if (j.type() == Journal.Type.EVENT && j.message().startsWith("clock stepped by -")) {
                stepsBack.add(j);
            }
        }
        long alarms = 0;
        for (Journal.Entry j : journal) {
            if (j.type() != Journal.Type.ERROR || !j.errorKind().equals("ClockMovedBackwardsException")) {
                continue;
            }
            String worker = j.node().substring(0, j.node().indexOf('#') + 1);
            boolean explained = false;
            for (Journal.Entry step : stepsBack) {
                long back = Long.parseLong(step.message().substring("clock stepped by -".length(),
                        step.message().indexOf(' ', "clock stepped by -".length())));
                if (step.node().startsWith(worker) && j.wallMillis() >= step.wallMillis()
                        && j.wallMillis() <= step.wallMillis() + back + 3_000) {
                    explained = true;
                    break;
                }
            }
            if (!explained && alarms++ < MAX_EXAMPLES) {
                warnings.add("false clock alarm: " + j.node() + "/" + j.thread() + " got " + j.message()
                        + " (the call took " + millis(j.durationNanos()) + " ms) although nobody had stepped its clock "
                        + "back; see SnowflakeStaleClockReadingTest");
            }
        }
        if (alarms > MAX_EXAMPLES) {
            warnings.add(alarms + " false clock alarms in all");
        }
    }

    private List<NodeFigures> nodeFigures() {
        Map<String, long[]> ids = new TreeMap<>();
        Map<String, Set<Integer>> workers = new TreeMap<>();
        for (IdLog.Recording r : recordings) {
            long[] c = ids.computeIfAbsent(r.node, k -> new long[4]);
            int slot = switch (r.strategy) {
                case "segment" -> 0;
                case "slow-ordered" -> 1;
                default -> 2;
            };
            c[slot] += r.idCount();
            if (r.strategy.equals("snowflake")) {
                Set<Integer> w = workers.computeIfAbsent(r.node, k -> new java.util.TreeSet<>());
                for (int i = 0; i < r.records; i++) {
                    w.add((int) ((r.ids[i] >>> LAYOUT.sequenceBits()) & LAYOUT.maxWorkerId()));
                }
            }
        }
        for (Journal.Entry j : journal) {
            if (j.type() == Journal.Type.ERROR) {
                ids.computeIfAbsent(j.node(), k -> new long[4])[3]++;
            }
        }
        Map<String, RunFacts.WorkerProcess> processes = new LinkedHashMap<>();
        facts.processes().forEach(p -> processes.put(p.node(), p));
        List<NodeFigures> out = new ArrayList<>();
        ids.forEach((node, c) -> {
            RunFacts.WorkerProcess p = processes.get(node);
            out.add(new NodeFigures(node, p != null && p.killed(), p == null ? null : p.exitCode(), c[0], c[1], c[2], c[3],
                    workers.getOrDefault(node, Set.of()).stream().map(String::valueOf).collect(Collectors.joining(","))));
        });
        return out;
    }

    private void checkLiveness() {
        for (RunFacts.WorkerProcess p : facts.processes()) {
            if (!p.killed() && p.exitCode() != 0) {
                problems.add(p.node() + " (pid " + p.pid() + ") exited with " + p.exitCode() + "; its output ends with:\n"
                        + p.outputTail());
            }
            for (String strategy : List.of("segment", "slow-ordered", "snowflake")) {
                boolean issued = recordings.stream().anyMatch(r -> r.node.equals(p.node()) && r.strategy.equals(strategy)
                        && r.records > 0);
                boolean failed = journal.stream().anyMatch(j -> j.node().equals(p.node()) && j.strategy().equals(strategy)
                        && j.type() == Journal.Type.ERROR);
                if (!issued && !failed) {
                    problems.add(p.node() + " neither issued " + strategy + " ids nor reported an error");
                }
            }
        }
        // recovery: after the last fault, every worker's last process issues every strategy again
        long windowStart = facts.stopWallMillis() - settings.coolDown().toMillis() / 2;
        Map<Integer, RunFacts.WorkerProcess> lastProcess = new TreeMap<>();
        facts.processes().forEach(p -> lastProcess.put(p.worker(), p));
        for (RunFacts.WorkerProcess p : lastProcess.values()) {
            if (p.killed()) {
                continue;
            }
            for (String strategy : List.of("segment", "slow-ordered", "snowflake")) {
                boolean recovered = recordings.stream().filter(r -> r.node.equals(p.node()) && r.strategy.equals(strategy))
                        .anyMatch(r -> hasBlockBetween(r, windowStart, facts.stopWallMillis()));
                if (!recovered) {
                    problems.add(p.node() + " issued no " + strategy + " id in the last "
                            + settings.coolDown().toMillis() / 2 + " ms before the stop, after every fault had ended: "
                            + "it did not recover");
                }
            }
        }
        long noticeBound = settings.heartbeat().plus(settings.callBound()).toMillis() + 1000;
        for (RunFacts.FaultRecord f : facts.faults()) {
            if (f.fault() instanceof FaultScript.Steal) {
                long noticed = FaultEffects.victimNoticedMillis(journal, f, f.targets().get(0));
                if (noticed < 0 || noticed > noticeBound) {
                    problems.add("w" + f.targets().get(0) + " did not stop its snowflake generator within " + noticeBound
                            + " ms of its lease being stolen (" + (noticed < 0 ? "never" : noticed + " ms") + ")");
                }
            }
        }
        for (LeaseThief.Result t : facts.thefts()) {
            if (t.failure() != null) {
                problems.add("the lease thief of worker id " + t.workerId() + " could not issue ids: " + t.failure());
            } else if (t.ids() == 0) {
                problems.add("the lease thief of worker id " + t.workerId() + " issued no id");
            }
        }
    }

    // ---- failover ---------------------------------------------------------------------------------

    private static final List<String> STRATEGIES = List.of("segment", "slow-ordered", "snowflake");
    /** The engines' failover probe interval (FailoverOptions' default, which the workers keep). */
    private static final long PROBE_MILLIS = 1_000;

    private void checkFailover() {
        RunFacts.FailoverFacts f = facts.failover();
        if (f == null) {
            return;
        }
        if (f.crashWallMillis() == 0 || f.promotedWallMillis() == 0) {
            problems.add("failover run: the primary was not crashed or the standby not promoted");
            return;
        }
        if (!f.synchronous() && f.recoveredWallMillis() == 0) {
            problems.add("failover run (asynchronous standby): FailoverAdmin.recover was never run");
            return;
        }
        long bound = settings.callBound().toMillis();
        long outage = f.promotedWallMillis() - f.crashWallMillis();
        long servingFrom = f.synchronous() ? f.promotedWallMillis() : f.recoveredWallMillis();
        Outages stalled = Outages.of(f.stalls()); // merged once for every call checked against it
        long settled = extendedByStalls(stalled, servingFrom, PROBE_MILLIS + bound);
        boolean waitsMayFail = outage >= settings.maxWait().toMillis();
        long maxWait = settings.maxWait().toMillis();
        long ttl = settings.leaseTtl().toMillis();
        // the last renewal that counted may have been up to two heartbeats before the database went out
        long leaseOutlived = ttl - 2 * settings.heartbeat().toMillis();
        Set<String> leaseExpired = new java.util.TreeSet<>();
        Map<String, Long> leaseLost = leasesLostAfter(f.crashWallMillis());
        long refused = 0;
        long leaseLostErrors = 0;
        long unavailable = 0;
        int reported = 0;
        for (Journal.Entry j : journal) {
            if (j.type() != Journal.Type.ERROR || !STRATEGIES.contains(j.strategy()) || j.wallMillis() < f.crashWallMillis()) {
                continue;
            }
            long end = j.wallMillis();
            long start = end - millis(j.durationNanos());
            String kind = j.errorKind();
            boolean failoverRefusal = kind.equals("DatabaseFailoverException");
            String why = null;
            Long lost = leaseLost.get(j.node());
            if (!f.synchronous() && lost != null && j.strategy().equals("snowflake") && Math.abs(end - lost) <= bound
                    && (kind.equals("LeaseLostException") || kind.equals("IdGeneratorClosedException"))) {
                // the lease this process took while the standby lagged was lost with the commits: its
                // generator stopped (safe), the holder closed that engine under the callers and leases again
                leaseLostErrors++;
            } else if (f.synchronous()) {
                if (failoverRefusal) {
                    why = "a synchronous standby loses nothing: no call may be refused";
                } else if (j.strategy().equals("snowflake") && kind.equals("LeaseLostException")) {
                    long out = stalled.overlap(end - ttl, end);
                    if (out >= leaseOutlived) {
                        leaseExpired.add(j.node()); // the documented answer: no ids from an expired lease
                    } else {
                        why = "a lease expires only when the database was out for its life less two heartbeats ("
                                + leaseOutlived + " ms) before the call; the commit probe saw it out for " + out + " ms";
                    }
                } else if (start <= settled) {
                    if (!kind.equals("IdSourceUnavailableException")) {
                        why = "only a wait for the database may fail across a failover";
                    } else if (!waitsMayFail && stalled.overlap(start, end) < maxWait - settings.stallMargin().toMillis()) {
                        why = "the database was back " + outage + " ms after the crash, within maxWait ("
                                + maxWait + " ms), and the commit probe saw it out for only "
                                + stalled.overlap(start, end) + " ms of this call";
                    } else {
                        unavailable++;
                    }
                }
            } else {
                if (failoverRefusal) {
                    refused++;
                    if (start > servingFrom + PROBE_MILLIS) {
                        why = "begun " + (start - servingFrom) + " ms after FailoverAdmin.recover, past the probe interval";
                    }
                } else if (start <= settled) {
                    if (kind.equals("IdSourceUnavailableException") && start < f.promotedWallMillis()) {
                        unavailable++;
                    } else {
                        why = "while refused, only DatabaseFailoverException (or a wait begun before the promotion)";
                    }
                }
            }
            if (why != null && reported++ < MAX_EXAMPLES) {
                problems.add("FAILOVER: " + j.node() + "/" + j.thread() + " (" + j.strategy() + ") failed "
                        + (end - f.crashWallMillis()) + " ms after the crash with " + kind + ": " + j.message()
                        + " — " + why);
            }
        }
        if (reported > MAX_EXAMPLES) {
            problems.add("FAILOVER: " + reported + " unexpected failures around the failover in all");
        }
        if (!f.synchronous()) {
            if (f.refusal().isEmpty() || refused == 0) {
                problems.add("FAILOVER: after an asynchronous failover the engines never refused (epoch: '"
                        + f.refusal() + "', " + refused + " DatabaseFailoverException)");
            }
            checkStandbyWasBehind(f);
        }
        String served = checkServedAgain(f, stalled, servingFrom, bound, leaseLost.keySet(), leaseExpired);
        failoverEffects.add(new TortureFindings.FaultEffect(f.promotedWallMillis() - facts.goWallMillis(),
                "failover " + (f.synchronous() ? "(synchronous standby)" : "(asynchronous standby, recovered)"),
                "outage " + outage + " ms (promotion " + f.promoteMillis() + " ms); " + (f.synchronous() ? ""
                        : refused + " calls refused with DatabaseFailoverException; " + (leaseLost.isEmpty() ? ""
                        : "snowflake leases taken while the standby lagged, lost with its commits (generator stopped, "
                        + leaseLostErrors + " calls failed, leased again past the worker fence): " + leaseLost.keySet()
                        + "; ")) + unavailable
                        + " calls gave up waiting (IdSourceUnavailableException); "
                        + (leaseExpired.isEmpty() ? "" : "snowflake leases expired in the outage (the database was out "
                        + "for their life less two heartbeats): " + leaseExpired + "; ")
                        + "the commit probe saw the database commit nothing for " + stalled.total() + " ms in all; "
                        + "every process serving before the crash served again, " + (f.synchronous() ? "after the promotion" : "after the recovery") + ": " + served));
    }

    /**
     * {@code from + base}, extended by the time the commit probe saw the database commit nothing in
     * between (repeated while that adds more): what the engines cannot help on a starved machine,
     * where a new primary has been seen to answer nothing for seconds after its promotion.
     */
    private static long extendedByStalls(Outages stalled, long from, long base) {
        long deadline = from + base;
        for (int i = 0; i < 20; i++) {
            long next = from + base + stalled.overlap(from, deadline);
            if (next == deadline) {
                break;
            }
            deadline = next;
        }
        return deadline;
    }

    /** Per process, when its snowflake generator stopped because its lease row no longer named it, after {@code wall}. */
    private Map<String, Long> leasesLostAfter(long wall) {
        Map<String, Long> out = new TreeMap<>();
        for (Journal.Entry j : journal) {
            if (j.type() == Journal.Type.EVENT && j.wallMillis() >= wall && j.message().startsWith("snowflake worker ")
                    && j.message().contains(" stopped: its lease")) {
                out.putIfAbsent(j.node(), j.wallMillis());
            }
        }
        return out;
    }

    /** Asynchronous: some key must have handed out, before the crash, ids above what the standby had. */
    private void checkStandbyWasBehind(RunFacts.FailoverFacts f) {
        List<String> ahead = new ArrayList<>();
        f.standbyHighWater().forEach((strategyKey, standby) -> {
            int space = strategyKey.indexOf(' ');
            String strategy = strategyKey.substring(0, space);
            String key = strategyKey.substring(space + 1);
            long max = Long.MIN_VALUE;
            for (IdLog.Recording r : recordings) {
                if (r.strategy.equals(strategy) && r.key.equals(key)) {
                    max = Math.max(max, maxIdWrittenBefore(r, f.crashWallMillis()));
                }
            }
            if (max > standby) {
                ahead.add(strategyKey + ": " + max + " handed out, the standby had " + standby);
            }
        });
        if (ahead.isEmpty()) {
            problems.add("FAILOVER: no key handed out ids beyond what the standby had before the crash ("
                    + f.standbyHighWater() + "): the run proves nothing about lost commits");
        } else {
            failoverEffects.add(new TortureFindings.FaultEffect(f.crashWallMillis() - facts.goWallMillis(),
                    "commits the standby missed", String.join("; ", ahead)));
        }
    }

    private static long maxIdWrittenBefore(IdLog.Recording r, long wall) {
        long max = Long.MIN_VALUE;
        int from = 0;
        for (int b = 0; b < r.blocks && r.blockWallMillis[b] < wall; b++) {
            for (int i = from; i < r.blockEnds[b]; i++) {
                max = Math.max(max, r.kind == IdLog.KIND_IDS ? r.ids[i] : r.firsts[i] + r.counts[i] - 1);
            }
            from = r.blockEnds[b];
        }
        return max;
    }

    /**
     * Every process that recorded ids of a strategy before the crash, and was not killed before it had
     * to serve again, records ids of that strategy within probe interval + call bound of {@code from}.
     * Returns the slowest figure per strategy.
     */
    private String checkServedAgain(RunFacts.FailoverFacts f, Outages stalled, long from, long bound,
                                    Set<String> leaseLost, Set<String> leaseExpired) {
        long normalDeadline = extendedByStalls(stalled, from, PROBE_MILLIS + bound);
        // a lease lost with the standby's missing commits is leased again past the recovery's worker fence
        long releaseDeadline = normalDeadline + FailoverAdmin.DEFAULT_WORKER_FENCE.toMillis();
        Map<String, Long> slowest = new TreeMap<>();
        Set<String> nodes = new java.util.TreeSet<>();
        recordings.forEach(r -> nodes.add(r.node));
        for (String node : nodes) {
            if (killedBefore(node, normalDeadline)) { // before the crash (it served before) or before it had to serve again

                continue;
            }
            for (String strategy : STRATEGIES) {
                List<IdLog.Recording> recs = recordings.stream().filter(r -> r.node.equals(node)
                        && r.strategy.equals(strategy)).toList();
                boolean release = strategy.equals("snowflake") && leaseLost.contains(node);
                // a lease that expired in the outage is leased again once the previous promise (at most the
                // horizon ahead) has passed
                boolean expired = strategy.equals("snowflake") && leaseExpired.contains(node);
                long deadline = release ? releaseDeadline
                        : expired ? normalDeadline + settings.horizon().toMillis() : normalDeadline;
                if (release && killedBefore(node, deadline)) {
                    continue;
                }
                boolean servedBefore = recs.stream().anyMatch(r -> r.blocks > 0 && r.records > 0
                        && r.blockWallMillis[0] < f.crashWallMillis());
                if (!servedBefore) {
                    continue;
                }
                long first = Long.MAX_VALUE;
                for (IdLog.Recording r : recs) {
                    for (int b = 0; b < r.blocks; b++) {
                        if (r.blockWallMillis[b] > from && (b == 0 || r.blockEnds[b] > r.blockEnds[b - 1])) {
                            first = Math.min(first, r.blockWallMillis[b]);
                            break;
                        }
                    }
                }
                if (first == Long.MAX_VALUE || first > deadline) {
                    problems.add("FAILOVER: " + node + " did not serve " + strategy + " again within " + (deadline - from)
                            + " ms (probe interval + call bound" + (release ? " + worker fence" : "")
                            + (expired ? " + horizon" : "") + " + the database's stalls after it) of " + (f.synchronous() ? "the promotion" : "the recovery")
                            + (first == Long.MAX_VALUE ? ": never" : ": after " + (first - from) + " ms"));
                } else {
                    slowest.merge(release ? "snowflake (leased again)" : strategy, first - from, Math::max);
                }
            }
        }
        return slowest.entrySet().stream().map(e -> e.getKey() + " within " + e.getValue() + " ms")
                .collect(Collectors.joining(", "));
    }

    private boolean killedBefore(String node, long toWall) {
        int worker = Integer.parseInt(node.substring(1, node.indexOf('#')));
        boolean processKilled = facts.processes().stream().anyMatch(p -> p.node().equals(node) && p.killed());
        return processKilled && facts.faults().stream().anyMatch(fr -> fr.fault() instanceof FaultScript.Kill k
                && k.worker() == worker && fr.wallMillis() <= toWall);
    }

    private static boolean hasBlockBetween(IdLog.Recording r, long fromWall, long toWall) {
        for (int b = 0; b < r.blocks; b++) {
            if (r.blockWallMillis[b] >= fromWall && r.blockWallMillis[b] < toWall) {
                return true;
            }
        }
        return false;
    }

    private static long millis(long nanos) {
        return TimeUnit.NANOSECONDS.toMillis(nanos);
    }
}
