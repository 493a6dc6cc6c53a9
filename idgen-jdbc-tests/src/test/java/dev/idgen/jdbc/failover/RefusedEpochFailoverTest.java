package dev.idgen.jdbc.failover;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.zaxxer.hikari.HikariDataSource;
import dev.idgen.DatabaseFailoverException;
import dev.idgen.jdbc.IdGenEngine;
import dev.idgen.jdbc.admin.FailoverAdmin;
import dev.idgen.migrations.IdGenMigrations;
import dev.idgen.testsupport.ReplicatedPostgres;
import java.time.Duration;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * A lossless (synchronous) failover does not bring back what was lost before it: an epoch refused on the
 * old timeline stays refused on the new one until the recovery, which counts itself (the database's guard,
 * migration V9, lets a refused epoch serve again only with {@code recoveries + 1}).
 */
class RefusedEpochFailoverTest {

    private ReplicatedPostgres pair;
    private IdGenEngine engine;

    @AfterEach
    void close() {
        try {
            if (engine != null) {
                engine.close();
            }
        } finally {
            if (pair != null) {
                pair.close();
            }
        }
    }

    @Test
    void aSynchronousFailoverKeepsARefusedEpochRefusedUntilTheRecovery() throws Exception {
        pair = ReplicatedPostgres.synchronous().start();
        HikariDataSource pool = pair.newPool("app", pair.multiHostUrl(), 4);
        IdGenMigrations.migrate(pool);
        engine = IdGenEngine.builder(pool).name("refused-epoch").maxWait(Duration.ofSeconds(2))
                .failover(o -> o.probeInterval(Duration.ofMillis(200))).build();
        assertThat(engine.segment("order").nextId()).isEqualTo(1); // the epoch is claimed on timeline 1, synchronous
        // what an engine records when it finds the database went back (a restore) on timeline 1
        pair.execute(pair.primaryUrl(), "refuse the epoch",
                "UPDATE idgen_epoch SET state = 'refused', reason = 'a restore lost commits' WHERE id = 1");
        await(() -> engine.refusedReason() != null, "the engine learns the refusal");

        pair.crashPrimary();
        pair.promoteStandby();
        HikariDataSource adminPool = pair.newPool("admin", pair.currentPrimaryUrl(), 1, Duration.ofSeconds(10));
        FailoverAdmin admin = FailoverAdmin.on(adminPool);
        await(() -> admin.status().timeline() == 2, "the engine reconciles the failover to timeline 2");

        FailoverAdmin.Epoch epoch = admin.status();
        assertThat(epoch.serving()).as(epoch.reason()).isFalse();
        assertThat(epoch.reason()).contains("failover from timeline 1 to 2").contains("still is")
                .contains("a restore lost commits");
        assertThat(engine.refusedReason()).contains("a restore lost commits");
        assertThatThrownBy(() -> engine.segment("invoice").nextId()).isInstanceOf(DatabaseFailoverException.class);

        admin.recover(10_000, FailoverAdmin.DEFAULT_WORKER_FENCE);
        assertThat(admin.status().serving()).isTrue();
        await(() -> engine.refusedReason() == null, "the engine serves again after the recovery");
        assertThat(engine.segment("invoice").nextId()).isGreaterThan(10_000);
    }

    private static void await(BooleanSupplier condition, String what) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
        while (!condition.getAsBoolean()) {
            if (System.nanoTime() - deadline > 0) {
                throw new AssertionError("not within 30 s: " + what);
            }
            Thread.sleep(50);
        }
    }
}
