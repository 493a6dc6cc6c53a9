package dev.idgen.cli;

import dev.idgen.jdbc.admin.FailoverAdmin;
import java.io.PrintWriter;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/**
 * {@code idgen failover}: idgen's epoch — the timeline its rows are known complete on, whether
 * engines issue ids, and why not. {@code idgen failover recover} brings them back (see
 * {@link FailoverRecoverCommand}).
 *
 * <p>Guarantees: read-only.
 */
@Command(name = "failover", mixinStandardHelpOptions = true, sortOptions = false,
        description = {
            "Show idgen's epoch (idgen_epoch): the database timeline on which idgen's rows are known complete, the "
                    + "timeline the database is on now, whether engines issue ids, and the last decision or why they "
                    + "refuse. Read-only.",
            "After a failover to a standby that may have missed idgen's last commits (asynchronous replication), "
                    + "engines refuse to issue until 'idgen failover recover' moves every key past the ids that may "
                    + "have been handed out.",
            ""},
        subcommands = FailoverRecoverCommand.class)
final class FailoverCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Mixin
    DatabaseOptions database = new DatabaseOptions();

    private final CliContext context;

    FailoverCommand(CliContext context) {
        this.context = context;
    }

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        try (Database db = Database.open(database.resolve(context))) {
            db.requireSchema();
            print(out, db.failoverAdmin().status());
            out.println("database: " + db.describe());
        }
        out.flush();
        return ExitCodes.OK;
    }

    static void print(PrintWriter out, FailoverAdmin.Epoch e) {
        out.println("engines:           " + (e.serving() ? "serving" : "REFUSING to issue ids from the database"));
        out.println("epoch timeline:    " + (e.timeline() == 0 ? "- (none recorded, or the database has none)"
                : String.valueOf(e.timeline())));
        out.println("database timeline: " + (e.databaseTimeline() == 0 ? "- (the database has none)"
                : String.valueOf(e.databaseTimeline())));
        out.println("replication:       " + (e.synchronous() ? "synchronous (as engines last saw it)"
                : "not known to be synchronous"));
        out.println("since:             " + Text.iso(e.changedAt()));
        out.println("reason:            " + (e.reason() == null || e.reason().isEmpty() ? "-" : e.reason()));
    }
}
