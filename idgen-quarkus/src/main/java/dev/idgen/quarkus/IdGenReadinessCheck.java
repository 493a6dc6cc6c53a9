package dev.idgen.quarkus;

import dev.idgen.IdGenerationException;
import dev.idgen.jdbc.EngineOptions;
import dev.idgen.jdbc.GeneratorStats;
import dev.idgen.jdbc.IdGenEngine;
import dev.idgen.jdbc.admin.WorkerAdmin;
import dev.idgen.jdbc.admin.WorkerLease;
import dev.idgen.jdbc.ordered.OrderedStats;
import dev.idgen.jdbc.segment.SegmentStats;
import dev.idgen.jdbc.snowflake.SnowflakeStats;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.sql.Connection;
import java.sql.SQLException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import javax.sql.DataSource;
import org.eclipse.microprofile.config.ConfigProvider;
import org.eclipse.microprofile.health.HealthCheck;
import org.eclipse.microprofile.health.HealthCheckResponse;
import org.eclipse.microprofile.health.HealthCheckResponseBuilder;
import org.eclipse.microprofile.health.Readiness;

/**
 * The {@code idgen} readiness check ({@code /q/health/ready}), registered when the SmallRye Health extension is present.
 *
 * <p>UP while ids can be issued. DOWN when the engine is closed or refuses (after a failover), when the database cannot
 * be reached and a used generator has nothing left in memory, when a segment key's last reservation failed with nothing
 * left, a slow-ordered key's last round trip failed, or a snowflake generator stopped (lease lost or expired). A
 * database that is down while every key still has ids in memory is UP with the error in the data: that is what the
 * buffer is for. Each snowflake generator reports its worker lease row (expiry, holder).
 *
 * <p>The data are bounded whatever the number of keys and sub-keys: slow-ordered generators are reported per key, at
 * most {@link #MAX_LISTED} generators and {@link #MAX_LISTED} problems are listed, the rest counted
 * ({@code moreGenerators}, {@code moreProblems}); UP or DOWN is decided on all of them.
 */
@Readiness
@ApplicationScoped
public class IdGenReadinessCheck implements HealthCheck {

    /** How many generators, and how many problems, the data list at most. */
    public static final int MAX_LISTED = 20;

    @Inject
    IdGenEngine engine;

    @Override
    public HealthCheckResponse call() {
        HealthCheckResponseBuilder response = HealthCheckResponse.named("idgen");
        List<String> problems = new ArrayList<>();
        response.withData("engine", engine.name());
        response.withData("dialect", engine.dialect().name().toLowerCase(java.util.Locale.ROOT));
        if (engine.isClosed()) {
            problems.add("engine '" + engine.name() + "' is closed");
        }
        if (engine.refusedReason() != null) {
            problems.add(engine.refusedReason());
        }
        DataSource dataSource = EngineStart.dataSource(EngineStart.config());
        String database = database(dataSource);
        response.withData("database", database);
        Map<String, String> generators = new LinkedHashMap<>();
        int listed = 0;
        int unlisted = 0;
        boolean anyEmpty = false;
        if (!engine.isClosed()) {
            Map<String, List<OrderedStats>> ordered = new LinkedHashMap<>();
            WorkerAdmin workers = null;
            for (GeneratorStats s : engine.stats()) {
                if (s instanceof OrderedStats o) {
                    ordered.computeIfAbsent(o.key(), k -> new ArrayList<>()).add(o);
                    continue;
                }
                String d;
                if (s instanceof SegmentStats seg) {
                    d = "remaining=" + seg.remaining() + ", step=" + seg.step() + ", runsOutAt=" + seg.runsOutAt()
                            + (seg.lastError() != null ? ", lastError=" + seg.lastError() : "");
                    anyEmpty |= seg.remaining() == 0;
                    if (seg.remaining() == 0 && seg.lastError() != null) {
                        problems.add(seg.generator() + ": nothing left in memory and the last reservation failed: "
                                + seg.lastError());
                    }
                } else if (s instanceof SnowflakeStats f) {
                    if (workers == null) {
                        workers = WorkerAdmin.on(dataSource, schema());
                    }
                    d = "workerId=" + f.workerId() + ", datacenterId=" + f.datacenterId() + ", " + lease(workers, f)
                            + (f.stopReason() != null ? ", stopReason=" + f.stopReason() : "");
                    if (f.stopReason() != null) {
                        problems.add(f.generator() + ": stopped: " + f.stopReason());
                    }
                } else {
                    d = String.valueOf(s);
                }
                if (listed++ < MAX_LISTED) {
                    generators.put(s.generator(), d);
                } else {
                    unlisted++;
                }
            }
            for (Map.Entry<String, List<OrderedStats>> e : ordered.entrySet()) {
                long failing = e.getValue().stream().filter(o -> o.lastError() != null).count();
                String firstError = e.getValue().stream().map(OrderedStats::lastError).filter(x -> x != null).findFirst()
                        .orElse(null);
                if (failing > 0) {
                    problems.add("slow-ordered:" + e.getKey() + ": the last round trip of " + failing + " of "
                            + e.getValue().size() + " sub-key(s) failed, e.g.: " + firstError);
                }
                if (listed++ < MAX_LISTED) {
                    generators.put("slow-ordered:" + e.getKey(), "subKeys=" + e.getValue().size() + ", failingSubKeys="
                            + failing);
                } else {
                    unlisted++;
                }
            }
        }
        if (!database.equals("reachable") && anyEmpty && problems.isEmpty()) {
            problems.add("the database is unreachable and a generator has nothing left in memory: " + database);
        }
        generators.forEach(response::withData);
        if (unlisted > 0) {
            response.withData("moreGenerators", unlisted);
        }
        for (int i = 0; i < Math.min(problems.size(), MAX_LISTED); i++) {
            response.withData("problem." + (i + 1), problems.get(i));
        }
        if (problems.size() > MAX_LISTED) {
            response.withData("moreProblems", problems.size() - MAX_LISTED);
        }
        return response.status(problems.isEmpty()).build();
    }

    /** {@code reachable}, or why not: a valid connection within 2 s. */
    private static String database(DataSource dataSource) {
        try (Connection c = dataSource.getConnection()) {
            return c.isValid(2) ? "reachable" : "unreachable: the connection did not answer within 2 s";
        } catch (SQLException e) {
            return "unreachable: " + e.getMessage() + " (SQLState " + e.getSQLState() + ")";
        }
    }

    private static String schema() {
        return ConfigProvider.getConfig().getOptionalValue("idgen." + EngineOptions.SCHEMA.name(), String.class)
                .filter(s -> !s.isBlank()).orElse(null);
    }

    /** The lease row of a snowflake worker, read from the database (the engine keeps no copy). */
    private static String lease(WorkerAdmin workers, SnowflakeStats f) {
        try {
            Optional<WorkerLease> lease = workers.find(f.namespace(), f.datacenterId(), f.workerId());
            return lease.map(l -> "leaseExpiresAt=" + Instant.ofEpochMilli(l.leaseExpiresAt()) + ", leaseHolder=" + l.owner())
                    .orElse("lease=no lease row");
        } catch (IdGenerationException e) {
            // the generator issues under the promise it holds; an unreadable row is a detail, not DOWN
            return "lease=unknown: " + e.getMessage();
        }
    }
}
