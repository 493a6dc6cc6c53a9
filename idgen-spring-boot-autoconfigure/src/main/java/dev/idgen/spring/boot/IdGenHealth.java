package dev.idgen.spring.boot;

import dev.idgen.jdbc.IdGenEngine;
import dev.idgen.jdbc.admin.WorkerAdmin;
import dev.idgen.jdbc.metrics.EngineHealth;
import java.util.Map;
import java.util.function.Supplier;

/**
 * What the {@code idgen} health contributor reports, free of Boot's types (one adapter per Boot line
 * turns it into a {@code Health}): idgen-jdbc's {@link EngineHealth}, which the Quarkus extension's readiness check
 * reports too; see there for when it is UP and how its details are bounded.
 */
public final class IdGenHealth {

    /** The outcome: up or not, and the details (per generator, by its name: {@code segment:order}, ...). */
    public record Report(boolean up, Map<String, Object> details) {
    }

    /** How many entries a list of the details holds at most; the rest is counted, not listed. */
    public static final int MAX_LISTED = EngineHealth.MAX_LISTED;

    private final EngineHealth health;

    public IdGenHealth(IdGenEngine engine, Supplier<WorkerAdmin> workers) {
        this.health = new EngineHealth(engine, workers);
    }

    public Report check() {
        EngineHealth.Report report = health.check();
        return new Report(report.up(), report.details());
    }
}
