package dev.idgen.cli;

import dev.idgen.InvalidIdRequestException;
import dev.idgen.jdbc.admin.IdColumnDefaults;
import java.io.PrintWriter;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code idgen keys check --table T --column C ...}: whether the id columns idgen fills still have the
 * database's own id source ({@code AUTO_INCREMENT}, identity, a sequence default) — two writers on one
 * column — each with the statement that takes it away on this database ({@link IdColumnDefaults}).
 *
 * <p>Guarantees: read-only (the catalog). Exit 0 when no column has one, 1 when one does (a check a
 * deployment script can gate on), 2 for a bad name.
 */
@Command(name = "check", mixinStandardHelpOptions = true, sortOptions = false,
        description = {"Check the id columns idgen fills (--table and --column, repeatable): a column that still has "
                + "the database's own id source (AUTO_INCREMENT, IDENTITY, GENERATED .. AS IDENTITY, DEFAULT "
                + "nextval(..)) has two writers; each is printed with the statement that takes it away. Read-only. "
                + "Exit 0 when none has one, 1 when one does. See docs/migrations-and-permissions.md: From identity "
                + "columns to idgen.", ""})
final class KeysCheckCommand implements Callable<Integer> {

    static final class TableColumn {
        @Option(names = "--table", required = true, paramLabel = "TABLE")
        String table;
        @Option(names = "--column", required = true, paramLabel = "COLUMN")
        String column;
    }

    @Spec
    CommandSpec spec;
    @ArgGroup(exclusive = false, multiplicity = "1..*")
    List<TableColumn> columns;
    @Mixin
    DatabaseOptions database = new DatabaseOptions();
    private final CliContext context;

    KeysCheckCommand(CliContext context) {
        this.context = context;
    }

    @Override
    public Integer call() throws SQLException {
        PrintWriter out = spec.commandLine().getOut();
        int found = 0;
        try (Database db = Database.open(database.resolve(context)); Connection c = db.dataSource().getConnection()) {
            for (TableColumn tc : columns) {
                Optional<IdColumnDefaults.Finding> f;
                try {
                    f = IdColumnDefaults.find(db.dialect(), c, tc.table, tc.column);
                } catch (InvalidIdRequestException e) {
                    throw CliFailure.usage(Messages.of(e), e);
                }
                if (f.isPresent()) {
                    found++;
                    out.println(tc.table + "." + tc.column + ": " + f.get().source() + " - two writers on one column "
                            + "while idgen assigns its ids; take it away: " + f.get().removeDdl());
                } else {
                    out.println(tc.table + "." + tc.column + ": no id source of its own (only what inserts write)");
                }
            }
            out.println();
            out.println(found == 0 ? "no column has an id source of its own in " + db.describe()
                    : Text.plural(found, "column") + " with an id source of its own in " + db.describe() + " (see "
                    + IdColumnDefaults.MIGRATION_DOC + ")");
        }
        out.flush();
        return found == 0 ? ExitCodes.OK : ExitCodes.RUNTIME_FAILURE;
    }
}
