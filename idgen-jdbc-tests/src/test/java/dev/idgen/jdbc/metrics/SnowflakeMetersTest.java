package dev.idgen.jdbc.metrics;

import static org.assertj.core.api.Assertions.assertThat;

import dev.idgen.SnowflakeLayout;
import dev.idgen.jdbc.IdGenEngine;
import dev.idgen.jdbc.IdGenEngineBuilder;
import dev.idgen.jdbc.contract.AbstractDatabaseContract;
import dev.idgen.jdbc.snowflake.SnowflakeIdGenerator;
import dev.idgen.testsupport.TestDatabase;
import dev.idgen.testsupport.TestDatabases;
import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import java.time.Duration;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** The snowflake meters: the worker id leased now, and a counter of worker changes after a lost lease. */
class SnowflakeMetersTest extends AbstractDatabaseContract {

    /** No slow-ordered key here: the database is migrated without those tables. */
    @Override
    protected boolean slowOrderedTables() {
        return false;
    }


    @Override
    protected TestDatabase newDatabase() {
        return TestDatabases.freshH2();
    }

    @Override
    protected IdGenEngineBuilder configure(IdGenEngineBuilder b) {
        return b.heartbeatInterval(Duration.ofMillis(200)).timestampHorizon(Duration.ofSeconds(2))
                .leaseTtl(Duration.ofSeconds(3)).takeoverWait(Duration.ofSeconds(5));
    }

    @Test
    void workerGaugeAndWorkerChangesFollowALostLease() throws Exception {
        MetricsPlugin metrics = new MetricsPlugin();
        IdGenEngine engine = engine(IdGenEngine.builder(db.dataSource()).name("meters").plugin(metrics));
        SimpleMeterRegistry registry = new SimpleMeterRegistry();
        MicrometerMetrics.bind(registry, engine, metrics);
        SnowflakeIdGenerator g = engine.snowflake();
        g.nextId();
        int first = g.workerId();
        assertThat(registry.get("idgen.snowflake.worker").tag("generator", "snowflake:default").gauge().value())
                .isEqualTo(first);
        assertThat(registry.get("idgen.snowflake.worker.changes").tag("generator", "snowflake:default")
                .functionCounter().count()).isZero();
        assertThat(registry.get("idgen.snowflake.ahead").tag("engine", "meters").gauge().value()).isNotNaN();
        long before = System.currentTimeMillis();
        double runsOut = registry.get("idgen.snowflake.runs.out").tag("generator", "snowflake:default").gauge().value();
        assertThat(runsOut).as("seconds to the default layout's end, decades away")
                .isGreaterThan(Duration.ofDays(3650).toSeconds())
                .isLessThanOrEqualTo((SnowflakeLayout.defaults().expiresAt().toEpochMilli() - before) / 1000.0);

        db.execute("UPDATE idgen_worker SET instance_id = 'thief', app_name = 'thief' WHERE worker_id = " + first);
        // the generator takes another worker id first; the meters read the engine's statistics, which follow it
        // (a moment later when the replacement lease is being installed): wait for both, then compare
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
        while ((g.workerId() == first || registry.get("idgen.snowflake.worker").tag("generator", "snowflake:default")
                .gauge().value() == first) && System.nanoTime() < deadline) {
            Thread.sleep(20);
        }
        assertThat(g.workerId()).as("another worker id").isNotEqualTo(first);
        assertThat(registry.get("idgen.snowflake.worker").tag("generator", "snowflake:default").gauge().value())
                .isEqualTo(g.workerId());
        assertThat(registry.get("idgen.snowflake.worker.changes").tag("generator", "snowflake:default")
                .functionCounter().count()).isEqualTo(1);
        assertThat(registry.get("idgen.ids.issued").tag("generator", "snowflake:default").functionCounter().count())
                .isEqualTo(1);
    }
}
