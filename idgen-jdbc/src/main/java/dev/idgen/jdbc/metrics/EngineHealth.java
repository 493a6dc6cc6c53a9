package dev.idgen.jdbc.metrics;

import dev.idgen.IdGenerationException;
import dev.idgen.jdbc.GeneratorStats;
import dev.idgen.jdbc.IdGenEngine;
import dev.idgen.jdbc.admin.IdColumnDefaults;
import dev.idgen.jdbc.admin.WorkerAdmin;
import dev.idgen.jdbc.admin.WorkerLease;
import dev.idgen.jdbc.ordered.OrderedStats;
import dev.idgen.jdbc.segment.SegmentStats;
import dev.idgen.jdbc.snowflake.SnowflakeStats;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * What an engine's health check reports, free of any framework's types: one builder for every door (Spring Boot's
 * {@code idgen} health contributor, one adapter per Boot line; the Quarkus extension's readiness check).
 *
 * <p>UP while ids can be issued. DOWN only when a generator that was used can no longer issue: a
 * segment key with nothing left in memory whose last reservation failed, a slow-ordered key whose
 * last round trip failed, a snowflake generator that stopped (lease lost or expired), or the whole
 * engine (closed, or refusing after a failover). A database that is down while every key still has
 * ids in memory is UP, with the error and the runway in the details: that is what the buffer is for.
 * Keys nobody asked for are not reported (they have no generator yet). Id columns that still have the
 * database's own id source are listed under {@code columnsWithTheirOwnIdSource} with the statement that
 * takes it away (two writers on one column); they do not make it DOWN.
 *
 * <p>The details are bounded, whatever the number of keys and sub-keys: slow-ordered generators are
 * reported per key (a sub-key per chat room would otherwise add an entry per room, forever), with
 * the number of sub-keys, their sums and at most {@link #MAX_LISTED} failing sub-keys; at most
 * {@link #MAX_LISTED} generators and {@link #MAX_LISTED} problems are listed, each list followed by
 * the count of those left out ({@code moreGenerators}, {@code moreProblems}). UP or DOWN is decided
 * on all of them, listed or not.
 */
public final class EngineHealth {

    /** The outcome: up or not, and the details (per generator, by its name: {@code segment:order}, ...). */
    public record Report(boolean up, Map<String, Object> details) {
    }

    /** How many entries a list of the details holds at most; the rest is counted, not listed. */
    public static final int MAX_LISTED = 20;

    /** Daily keys' generators: one per period, the current one reported. */
    private static final String DAILY = "daily:";

    private final IdGenEngine engine;
    private final Supplier<WorkerAdmin> workers;

    /**
     * @param engine  the engine to report on
     * @param workers the worker lease table of the engine's database, read only when a snowflake generator is
     *                reported (its lease row: expiry, holder)
     */
    public EngineHealth(IdGenEngine engine, Supplier<WorkerAdmin> workers) {
        this.engine = engine;
        this.workers = workers;
    }

    public Report check() {
        Map<String, Object> details = new LinkedHashMap<>();
        List<String> problems = new ArrayList<>();
        details.put("engine", engine.name());
        details.put("dialect", engine.dialect().name().toLowerCase(Locale.ROOT));
        if (engine.isClosed()) {
            problems.add("engine '" + engine.name() + "' is closed");
        }
        String refused = engine.refusedReason();
        if (refused != null) {
            problems.add(refused);
        }
        Map<String, Object> generators = new LinkedHashMap<>();
        int unlisted = 0;
        if (!engine.isClosed()) {
            // slow-ordered and strict daily keys: their sub-keys (periods) together, by generator (strategy:key)
            Map<String, List<OrderedStats>> ordered = new LinkedHashMap<>();
            // daily keys: the current period's, the latest (the previous one stays only for calls in flight)
            Map<String, SegmentStats> periods = new LinkedHashMap<>();
            List<GeneratorStats> listed = new ArrayList<>();
            for (GeneratorStats s : engine.stats()) {
                if (s instanceof OrderedStats o) {
                    String g = o.generator();
                    ordered.computeIfAbsent(g.substring(0, g.indexOf('/')), k -> new ArrayList<>()).add(o);
                } else if (s instanceof SegmentStats p && p.generator().startsWith(DAILY)) {
                    periods.merge(p.generator(), p, (a, b) -> b.key().compareTo(a.key()) > 0 ? b : a);
                } else {
                    listed.add(s);
                }
            }
            listed.addAll(periods.values());
            for (GeneratorStats s : listed) {
                Map<String, Object> d = describe(s, problems);
                if (generators.size() < MAX_LISTED) {
                    generators.put(s.generator(), d);
                } else {
                    unlisted++;
                }
            }
            for (Map.Entry<String, List<OrderedStats>> e : ordered.entrySet()) {
                Map<String, Object> d = describeOrdered(e.getKey(), e.getValue(), problems);
                if (generators.size() < MAX_LISTED) {
                    generators.put(e.getKey(), d);
                } else {
                    unlisted++;
                }
            }
        }
        details.put("generators", generators);
        // per strategy, never per key: bounded; a count, not a problem (they were retried within the caller's bound)
        Map<String, Long> conflicts = new LinkedHashMap<>();
        for (String strategy : engine.strategies()) {
            conflicts.put(strategy, engine.retriedConflicts(strategy));
        }
        details.put("conflictsRetried", conflicts);
        otherIdSources(details);
        if (unlisted > 0) {
            details.put("moreGenerators", unlisted);
        }
        if (!problems.isEmpty()) {
            details.put("problems", problems.size() <= MAX_LISTED ? problems : List.copyOf(problems.subList(0, MAX_LISTED)));
            if (problems.size() > MAX_LISTED) {
                details.put("moreProblems", problems.size() - MAX_LISTED);
            }
        }
        return new Report(problems.isEmpty(), details);
    }

    /**
     * Two writers on one column: the id columns idgen fills that still have the database's own id source
     * ({@link IdColumnDefaults}, found by the start-up checks), each with the statement that takes it away.
     * A detail, not DOWN: ids are issued, and collide only with inserts that leave the id out.
     */
    private void otherIdSources(Map<String, Object> details) {
        List<IdColumnDefaults.Finding> found = IdColumnDefaults.reported(engine);
        if (found.isEmpty()) {
            return;
        }
        Map<String, Object> columns = new LinkedHashMap<>();
        for (IdColumnDefaults.Finding f : found.subList(0, Math.min(found.size(), MAX_LISTED))) {
            Map<String, Object> d = new LinkedHashMap<>();
            d.put("idSource", f.source());
            d.put("fix", f.removeDdl());
            columns.put(f.table() + "." + f.column(), d);
        }
        details.put("columnsWithTheirOwnIdSource", columns);
        if (found.size() > MAX_LISTED) {
            details.put("moreColumnsWithTheirOwnIdSource", found.size() - MAX_LISTED);
        }
    }

    /**
     * One slow-ordered key (or strict daily key: its periods are its sub-keys), all its sub-keys in this engine together: their number and sums, the runway of the
     * sub-key that runs out first, and at most
     * {@link #MAX_LISTED} failing sub-keys with their last error. One problem per key, however many fail.
     */
    private static Map<String, Object> describeOrdered(String generator, List<OrderedStats> subKeys,
                                                       List<String> problems) {
        Map<String, Object> d = new LinkedHashMap<>();
        long roundTrips = 0;
        long ids = 0;
        long failures = 0;
        Map<String, String> failing = new LinkedHashMap<>();
        int failingCount = 0;
        for (OrderedStats o : subKeys) {
            roundTrips += o.roundTrips();
            ids += o.ids();
            failures += o.failures();
            if (o.lastError() != null) {
                failingCount++;
                if (failing.size() < MAX_LISTED) {
                    failing.put(o.subKey(), o.lastError());
                }
            }
        }
        d.put("subKeys", subKeys.size());
        d.put("roundTrips", roundTrips);
        d.put("ids", ids);
        d.put("failures", failures);
        runway(subKeys, d);
        d.put("failingSubKeys", failingCount);
        if (!failing.isEmpty()) {
            d.put("lastErrors", failing);
            if (failingCount > failing.size()) {
                d.put("moreFailingSubKeys", failingCount - failing.size());
            }
            Map.Entry<String, String> first = failing.entrySet().iterator().next();
            problems.add(generator + ": the last round trip of " + failingCount + " of " + subKeys.size()
                    + " sub-key(s) failed, e.g. '" + first.getKey() + "': " + first.getValue());
        }
        return d;
    }

    /**
     * A slow-ordered key's runway, bounded however many sub-keys it has: the rate of all of them together and the
     * one sub-key that runs out first (the earliest date; before any rate, the fewest ids left) with its column.
     */
    private static void runway(List<OrderedStats> subKeys, Map<String, Object> d) {
        d.put("ratePerSecond", round(subKeys.stream().mapToDouble(OrderedStats::ratePerSecond).sum()));
        subKeys.stream().min(OrderedStats.RUNS_OUT_FIRST).ifPresent(first -> {
            Map<String, Object> r = new LinkedHashMap<>();
            r.put("subKey", first.subKey());
            r.put("column", first.column() == null ? "none declared: the long range" : first.column());
            r.put("idsLeft", first.idsLeft());
            r.put("ratePerSecond", round(first.ratePerSecond()));
            r.put("runsOutAt", first.runsOutAt() != null ? (Object) first.runsOutAt().toString()
                    : "unknown (no rate measured yet)");
            d.put("shortestRunway", r);
        });
    }

    private Map<String, Object> describe(GeneratorStats stats, List<String> problems) {
        Map<String, Object> d = new LinkedHashMap<>();
        if (stats instanceof SegmentStats s) {
            if (s.generator().startsWith(DAILY)) { // its runway: the period's serials left (format, numeric column)
                d.put("period", s.key());
            }
            d.put("step", s.step());
            d.put("remaining", s.remaining());
            d.put("ratePerSecond", round(s.ratePerSecond()));
            d.put("runwaySeconds", Double.isFinite(s.runwaySeconds()) ? (Object) round(s.runwaySeconds()) : "unbounded (no rate measured yet)");
            d.put("reservations", s.reservations());
            // the key's id space: what is left in its column (or up to Long.MAX_VALUE) and when it runs out
            d.put("column", s.column() == null ? "none declared: the long range" : s.column());
            d.put("idsLeft", s.idsLeft());
            d.put("runsOutAt", s.runsOutAt() != null ? (Object) s.runsOutAt().toString() : "unknown (no rate measured yet)");
            d.put("lastError", s.lastError());
            if (s.remaining() == 0 && s.lastError() != null) {
                problems.add(s.generator() + ": nothing left in memory and the last reservation failed: " + s.lastError());
            }
        } else if (stats instanceof SnowflakeStats f) {
            d.put("datacenterId", f.datacenterId());
            d.put("workerId", f.workerId());
            d.put("lastTimestamp", String.valueOf(f.lastTimestamp()));
            d.put("promisedUntil", String.valueOf(f.promisedUntil()));
            lease(f, d);
            // the runway of a snowflake generator: its layout's end, after which no id can be issued
            d.put("runsOutAt", String.valueOf(f.runsOutAt()));
            d.put("workerChanges", f.workerChanges());
            d.put("rejections", f.rejections());
            d.put("stopReason", f.stopReason());
            if (f.stopReason() != null) {
                problems.add(f.generator() + ": stopped: " + f.stopReason());
            }
        } else {
            d.put("stats", String.valueOf(stats));
        }
        return d;
    }

    /** The lease row of a snowflake worker: expiry and holder, read from the database (the engine keeps no copy). */
    private void lease(SnowflakeStats f, Map<String, Object> d) {
        try {
            Optional<WorkerLease> lease = workers.get().find(f.namespace(), f.datacenterId(), f.workerId());
            d.put("leaseExpiresAt", lease.map(l -> (Object) Instant.ofEpochMilli(l.leaseExpiresAt()).toString()).orElse("no lease row"));
            d.put("leaseHolder", lease.map(WorkerLease::owner).orElse(null));
        } catch (IdGenerationException e) {
            // the generator issues under the promise it holds; an unreadable row is a detail, not DOWN
            d.put("leaseExpiresAt", "unknown: " + e.getMessage());
        }
    }

    private static double round(double v) {
        return Math.round(v * 100.0) / 100.0;
    }
}
