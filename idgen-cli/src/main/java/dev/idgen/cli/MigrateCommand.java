package dev.idgen.cli;

import dev.idgen.migrations.IdGenMigrations;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.TimeUnit;
import org.flywaydb.core.api.FlywayException;
import org.flywaydb.core.api.MigrationInfo;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/**
 * {@code idgen migrate}: creates or upgrades idgen's tables with the migrations shipped in the jar
 * (the same as {@code IdGenMigrations.migrate(dataSource)}), then lists idgen's migration history.
 *
 * <p>Guarantees: idempotent (0 applied when up to date); idgen's history lives in its own table
 * {@code idgen_schema_history}, so the application's own Flyway history and tables are left alone;
 * nothing is ever dropped. Safe to run while applications use the database (Flyway locks).
 */
@Command(name = "migrate", mixinStandardHelpOptions = true, sortOptions = false,
        description = {
            "Create or upgrade idgen's tables (idgen_segment, idgen_worker, idgen_daily, idgen_epoch; with "
                    + "--slow-ordered also idgen_ordered_config and idgen_ordered_00..63) with the migrations in this jar, "
                    + "then list idgen's migration history.",
            "Idempotent; idgen's history is kept in its own table idgen_schema_history, apart from your "
                    + "application's Flyway history. Nothing is ever dropped.",
            ""})
final class MigrateCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Option(names = "--slow-ordered", description = "Also create the slow-ordered strategy's tables (idgen_ordered_config "
            + "and 64 shard tables; history table " + IdGenMigrations.ORDERED_HISTORY_TABLE + "), needed before the first "
            + "slow-ordered id. Without it they are kept if an earlier idgen created them, never dropped. The embedded "
            + "database always has them.")
    boolean slowOrdered;

    @Mixin
    DatabaseOptions database = new DatabaseOptions();

    private final CliContext context;

    MigrateCommand(CliContext context) {
        this.context = context;
    }

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        try (Database db = Database.open(database.resolve(context))) {
            long t0 = System.nanoTime();
            int applied = db.migrate(slowOrdered || db.embedded());
            long millis = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - t0);
            out.println("database    " + db.describe());
            out.println("migrations  " + (applied == 0 ? "up to date, none applied"
                    : Text.plural(applied, "migration") + " applied in " + Text.millis(millis))
                    + " (history table " + IdGenMigrations.HISTORY_TABLE + ")");
            out.println();
            history(db).print(out);
        }
        out.flush();
        return ExitCodes.OK;
    }

    private static Table history(Database db) {
        Table t = new Table().left("version").left("description").left("installed (UTC)").right("took").left("state");
        java.util.function.Function<java.util.Date, java.time.Instant> installedOn;
        try {
            installedOn = IdGenMigrations.historyInstants(db.dataSource(), db.dialect());
        } catch (dev.idgen.IdGenerationException e) {
            throw CliFailure.runtime(Messages.of(e), e);
        }
        try {
            // one read of the main history (flyway(..).info() would read it twice: flyway(..) reads it to choose its locations)
            List<MigrationInfo> applied = new ArrayList<>(List.of(
                    IdGenMigrations.appliedMigrations(db.dataSource(), db.dialect(), db.schema())));
            // the slow-ordered tables' own history, when they were created apart (its baseline row says nothing)
            for (MigrationInfo m : IdGenMigrations.orderedFlyway(db.dataSource(), db.dialect(), db.schema()).info().applied()) {
                if (m.getType() == null || !m.getType().isBaseline()) {
                    applied.add(m);
                }
            }
            applied.sort(Comparator.comparing(MigrationInfo::getVersion, Comparator.nullsFirst(Comparator.naturalOrder())));
            for (MigrationInfo m : applied) {
                t.row(m.getVersion() == null ? "-" : m.getVersion().getVersion(), m.getDescription(),
                        m.getInstalledOn() == null ? null : Text.isoSeconds(installedOn.apply(m.getInstalledOn())),
                        m.getExecutionTime() == null ? null : Text.millis(m.getExecutionTime()),
                        m.getState().getDisplayName());
            }
        } catch (FlywayException e) {
            throw CliFailure.runtime("cannot read idgen's migration history (" + IdGenMigrations.HISTORY_TABLE + "): "
                    + Messages.of(e), e);
        }
        return t;
    }
}
