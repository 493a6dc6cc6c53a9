package dev.idgen.jdbc.failover;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.idgen.DatabaseFailoverException;
import dev.idgen.jdbc.IdGenEngine;
import dev.idgen.jdbc.admin.FailoverAdmin;
import dev.idgen.migrations.IdGenMigrations;
import dev.idgen.testsupport.TestDatabase;
import dev.idgen.testsupport.TestDatabases;
import java.time.Duration;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;

/**
 * An operator's recovery reaches an engine that holds a refusal in memory at its next admission, not only at its
 * next probe: the refusal is read again before a caller is refused. Seen as a race in {@code LostRowRecoveryTest}:
 * a probe that decided "refused" just before the recovery committed refused callers for up to a probe interval
 * after it. Here the probe interval is a minute, so only the admission can have let the caller through; on
 * PostgreSQL (the timeline and the epoch read together) and H2 (the epoch row alone, as on MySQL).
 */
class RecoveryReachesCallersTest {

    @Test
    void onPostgresARefusedEngineServesRightAfterTheRecovery() {
        refusedEngineServesRightAfterTheRecovery(TestDatabases::freshPostgres);
    }

    @Test
    void onADatabaseWithoutTimelinesARefusedEngineServesRightAfterTheRecovery() {
        refusedEngineServesRightAfterTheRecovery(TestDatabases::freshH2);
    }

    private static void refusedEngineServesRightAfterTheRecovery(Supplier<TestDatabase> fresh) {
        try (TestDatabase db = fresh.get()) {
            IdGenMigrations.migrate(db.dataSource());
            try (IdGenEngine first = IdGenEngine.builder(db.dataSource()).name("before").build()) {
                assertThat(first.segment("order").nextId()).isEqualTo(1); // claims the epoch
            }
            // what an engine records when it finds the database went back (a restore)
            db.execute("UPDATE idgen_epoch SET state = 'refused', reason = 'a restore lost commits' WHERE id = 1");
            try (IdGenEngine engine = IdGenEngine.builder(db.dataSource()).name("refused")
                    .failover(o -> o.probeInterval(Duration.ofMinutes(1))).build()) {
                assertThat(engine.refusedReason()).contains("a restore lost commits");
                assertThatThrownBy(() -> engine.segment("invoice").nextId())
                        .isInstanceOf(DatabaseFailoverException.class).hasMessageContaining("a restore lost commits");

                FailoverAdmin.Recovery recovery = FailoverAdmin.on(db.dataSource())
                        .recover(10_000, FailoverAdmin.DEFAULT_WORKER_FENCE);
                assertThat(recovery.epoch().serving()).isTrue();

                assertThat(engine.segment("invoice").nextId()).as("served at once, a minute before the next probe")
                        .isGreaterThan(10_000);
                assertThat(engine.refusedReason()).isNull();
                assertThat(engine.segment("order").nextId()).as("a key that existed moved by the margin")
                        .isGreaterThan(10_000);
            }
        }
    }
}
