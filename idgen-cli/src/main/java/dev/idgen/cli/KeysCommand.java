package dev.idgen.cli;

import dev.idgen.jdbc.admin.KeyInfo;
import java.io.PrintWriter;
import java.sql.SQLException;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code idgen keys [PREFIX]}: the segment keys in {@code idgen_segment} (daily sequences keep their
 * days in {@code idgen_daily}, not here).
 *
 * <p>Guarantees: read-only. Rate and runway are not shown: they exist only inside a process that
 * serves the key (see {@code idgen bench}, {@code idgen demo}, or the application's JMX/Micrometer
 * metrics).
 */
@Command(name = "keys", mixinStandardHelpOptions = true, sortOptions = false,
        description = {
            "List the segment keys in idgen_segment: max id (the next range starts there), step, step bounds "
                    + "(- = the engine's default), last update, description. Read-only.",
            "Daily sequences keep their days in idgen_daily, not here. Rate and runway are measured inside the "
                    + "process that serves a key: see 'idgen bench' or your application's metrics.",
            "Administration: 'keys create', 'keys set', 'keys move' (forward only) and 'keys adopt' (start above "
                    + "an existing table or sequence).",
            ""},
        subcommands = {KeysAdminCommands.Create.class, KeysAdminCommands.Set.class, KeysAdminCommands.Move.class,
            KeysAdminCommands.Adopt.class})
final class KeysCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Parameters(index = "0", arity = "0..1", paramLabel = "PREFIX", description = "Only keys starting with PREFIX.")
    String prefix;

    @Mixin
    DatabaseOptions database = new DatabaseOptions();

    private final CliContext context;

    KeysCommand(CliContext context) {
        this.context = context;
    }

    @Override
    public Integer call() throws SQLException {
        PrintWriter out = spec.commandLine().getOut();
        try (Database db = Database.open(database.resolve(context))) {
            db.requireSchema();
            List<KeyInfo> rows = db.keyAdmin().list().stream()
                    .filter(row -> prefix == null || row.key().startsWith(prefix)).toList();
            if (rows.isEmpty()) {
                out.println(prefix == null ? "no segment keys yet in " + db.describe()
                        + "; 'idgen next KEY' creates one on first use" : "no segment key starts with '" + prefix + "'");
            } else {
                KeysTable.print(out, "", rows, List.of());
                out.println();
                out.println(Text.plural(rows.size(), "key") + " in " + db.describe());
            }
        }
        out.flush();
        return ExitCodes.OK;
    }
}
