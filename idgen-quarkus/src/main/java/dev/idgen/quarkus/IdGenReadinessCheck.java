package dev.idgen.quarkus;

import dev.idgen.jdbc.EngineOptions;
import dev.idgen.jdbc.IdGenEngine;
import dev.idgen.jdbc.admin.WorkerAdmin;
import dev.idgen.jdbc.metrics.EngineHealth;
import dev.idgen.jdbc.segment.SegmentStats;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
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
 * <p>The data are idgen-jdbc's {@link EngineHealth} (what the Spring Boot starter's health contributor reports), one
 * entry per generator: bounded whatever the number of keys and sub-keys, slow-ordered generators reported per key, at
 * most {@link #MAX_LISTED} generators and {@link #MAX_LISTED} problems listed, the rest counted
 * ({@code moreGenerators}, {@code moreProblems}); UP or DOWN is decided on all of them.
 */
@Readiness
@ApplicationScoped
public class IdGenReadinessCheck implements HealthCheck {

    /** How many generators, and how many problems, the data list at most. */
    public static final int MAX_LISTED = EngineHealth.MAX_LISTED;

    @Inject
    IdGenEngine engine;

    @Override
    public HealthCheckResponse call() {
        DataSource dataSource = EngineStart.dataSource(EngineStart.config());
        EngineHealth.Report report = new EngineHealth(engine, () -> WorkerAdmin.on(dataSource, schema())).check();
        HealthCheckResponseBuilder response = HealthCheckResponse.named("idgen");
        List<String> problems = new ArrayList<>();
        String database = database(dataSource);
        boolean up = report.up();
        for (Map.Entry<String, Object> e : report.details().entrySet()) {
            if (e.getKey().equals("generators")) {
                // one entry per generator (bounded by EngineHealth), its details as one line
                ((Map<?, ?>) e.getValue()).forEach((g, d) -> response.withData(String.valueOf(g), line(d)));
            } else if (e.getKey().equals("problems")) {
                ((List<?>) e.getValue()).forEach(p -> problems.add(String.valueOf(p)));
            } else if (e.getValue() instanceof Number n) {
                response.withData(e.getKey(), n.longValue());
            } else {
                response.withData(e.getKey(), line(e.getValue()));
            }
        }
        response.withData("database", database);
        if (up && !database.equals("reachable") && !engine.isClosed() && engine.stats().stream()
                .anyMatch(s -> s instanceof SegmentStats seg && seg.remaining() == 0)) {
            up = false;
            problems.add("the database is unreachable and a generator has nothing left in memory: " + database);
        }
        for (int i = 0; i < problems.size(); i++) {
            response.withData("problem." + (i + 1), problems.get(i));
        }
        return response.status(up).build();
    }

    /** A detail as one line of the response: a map as {@code k=v, k=v}, a value as its text. */
    private static String line(Object detail) {
        if (detail instanceof Map<?, ?> m) {
            StringBuilder b = new StringBuilder();
            m.forEach((k, v) -> b.append(b.isEmpty() ? "" : ", ").append(k).append('=').append(line(v)));
            return b.toString();
        }
        return String.valueOf(detail);
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
}
