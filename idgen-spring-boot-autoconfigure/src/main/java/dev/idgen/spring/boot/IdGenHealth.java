package dev.idgen.spring.boot;

import dev.idgen.IdGenerationException;
import dev.idgen.jdbc.GeneratorStats;
import dev.idgen.jdbc.IdGenEngine;
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
 * What the {@code idgen} health contributor reports, free of Boot's types (one adapter per Boot line
 * turns it into a {@code Health}).
 *
 * <p>UP while ids can be issued. DOWN only when a generator that was used can no longer issue: a
 * segment key with nothing left in memory whose last reservation failed, a slow-ordered key whose
 * last round trip failed, a snowflake generator that stopped (lease lost or expired), or the whole
 * engine (closed, or refusing after a failover). A database that is down while every key still has
 * ids in memory is UP, with the error and the runway in the details: that is what the buffer is for.
 * Keys nobody asked for are not reported (they have no generator yet).
 */
public final class IdGenHealth {

    /** The outcome: up or not, and the details (per generator, by its name: {@code segment:order}, ...). */
    public record Report(boolean up, Map<String, Object> details) {
    }

    private final IdGenEngine engine;
    private final Supplier<WorkerAdmin> workers;

    public IdGenHealth(IdGenEngine engine, Supplier<WorkerAdmin> workers) {
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
        if (!engine.isClosed()) {
            for (GeneratorStats s : engine.stats()) {
                generators.put(s.generator(), describe(s, problems));
            }
        }
        details.put("generators", generators);
        if (!problems.isEmpty()) {
            details.put("problems", problems);
        }
        return new Report(problems.isEmpty(), details);
    }

    private Map<String, Object> describe(GeneratorStats stats, List<String> problems) {
        Map<String, Object> d = new LinkedHashMap<>();
        if (stats instanceof SegmentStats s) {
            d.put("step", s.step());
            d.put("remaining", s.remaining());
            d.put("ratePerSecond", round(s.ratePerSecond()));
            d.put("runwaySeconds", Double.isFinite(s.runwaySeconds()) ? (Object) round(s.runwaySeconds()) : "unbounded (no rate measured yet)");
            d.put("reservations", s.reservations());
            d.put("lastError", s.lastError());
            if (s.remaining() == 0 && s.lastError() != null) {
                problems.add(s.generator() + ": nothing left in memory and the last reservation failed: " + s.lastError());
            }
        } else if (stats instanceof OrderedStats o) {
            d.put("table", o.table());
            d.put("roundTrips", o.roundTrips());
            d.put("ids", o.ids());
            d.put("failures", o.failures());
            d.put("lastError", o.lastError());
            if (o.lastError() != null) {
                problems.add(o.generator() + ": the last round trip failed: " + o.lastError());
            }
        } else if (stats instanceof SnowflakeStats f) {
            d.put("datacenterId", f.datacenterId());
            d.put("workerId", f.workerId());
            d.put("lastTimestamp", String.valueOf(f.lastTimestamp()));
            d.put("promisedUntil", String.valueOf(f.promisedUntil()));
            lease(f, d);
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
