package dev.idgen.migrations;

import static org.assertj.core.api.Assertions.assertThat;

import dev.idgen.testsupport.TestDatabase;
import dev.idgen.testsupport.TestDatabases;
import java.time.Duration;
import java.time.Instant;
import java.util.function.Function;
import java.util.function.Supplier;
import org.flywaydb.core.api.MigrationInfo;
import org.junit.jupiter.api.Test;

/**
 * {@link IdGenMigrations#historyInstants} reads when each migration was installed as the instant it was, on every
 * database: the tests' JVM runs at UTC+13:45 and their database sessions at UTC-03:30, so a TIMESTAMP read through the
 * wrong zone lands hours away from the moment the test migrated (a margin of minutes either way; a zone error is
 * at least 30 minutes).
 */
class HistoryInstantsTest {

    private static final Duration MARGIN = Duration.ofMinutes(10);

    @Test
    void installedTimesAreTheMomentOfTheMigrationOnH2() {
        installedTimesAreTheMomentOfTheMigration(TestDatabases::freshH2);
    }

    @Test
    void installedTimesAreTheMomentOfTheMigrationOnPostgres() {
        installedTimesAreTheMomentOfTheMigration(TestDatabases::freshPostgres);
    }

    @Test
    void installedTimesAreTheMomentOfTheMigrationOnMariaDb() {
        installedTimesAreTheMomentOfTheMigration(TestDatabases::freshMariaDb);
    }

    private static void installedTimesAreTheMomentOfTheMigration(Supplier<TestDatabase> fresh) {
        try (TestDatabase db = fresh.get()) {
            Instant before = Instant.now();
            IdGenMigrations.with(db.dataSource()).migrate();
            Instant after = Instant.now();

            Function<java.util.Date, Instant> installedOn = IdGenMigrations.historyInstants(db.dataSource(), db.dialect());
            MigrationInfo[] applied = IdGenMigrations.appliedMigrations(db.dataSource(), db.dialect(), null);
            assertThat(applied).as("applied migrations on " + db.dialect()).hasSizeGreaterThan(5);
            for (MigrationInfo m : applied) {
                assertThat(installedOn.apply(m.getInstalledOn())).as("V" + m.getVersion() + " installed on " + db.dialect())
                        .isBetween(before.minus(MARGIN), after.plus(MARGIN));
            }
        }
    }
}
