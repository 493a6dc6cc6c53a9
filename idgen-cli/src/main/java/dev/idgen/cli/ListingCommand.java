package dev.idgen.cli;

import java.io.PrintWriter;
import java.sql.SQLException;
import java.util.concurrent.Callable;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/**
 * A read-only listing of idgen's tables ({@code idgen keys}, {@code idgen workers}): opens the database the
 * options name, requires idgen's schema, prints, and closes it. The command writes only what it lists.
 */
abstract class ListingCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Mixin
    DatabaseOptions database = new DatabaseOptions();

    final CliContext context;

    ListingCommand(CliContext context) {
        this.context = context;
    }

    @Override
    public final Integer call() throws SQLException {
        PrintWriter out = spec.commandLine().getOut();
        try (Database db = Database.open(database.resolve(context))) {
            db.requireSchema();
            list(out, db);
        }
        out.flush();
        return ExitCodes.OK;
    }

    /** Prints the listing of {@code db} (its schema is there) to {@code out}. */
    abstract void list(PrintWriter out, Database db) throws SQLException;
}
