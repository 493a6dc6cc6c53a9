package dev.idgen.cli;

import dev.idgen.IdGenerationException;
import dev.idgen.InvalidIdRequestException;
import dev.idgen.jdbc.admin.KeyAdmin;
import dev.idgen.jdbc.admin.KeyInfo;
import dev.idgen.jdbc.admin.OrderedKeyAdmin;
import java.io.PrintWriter;
import java.util.concurrent.Callable;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code idgen keys create|set|move|adopt}: key administration through {@link KeyAdmin}. Every value
 * is checked before any SQL runs; a key never moves back.
 */
final class KeysAdminCommands {

    private KeysAdminCommands() {
    }

    /** Runs {@code work} on {@code db}'s KeyAdmin, turning bad values into usage errors (exit 2). */
    static KeyInfo run(Database db, java.util.function.Function<KeyAdmin, KeyInfo> work) {
        db.requireSchema();
        try {
            return work.apply(db.keyAdmin());
        } catch (InvalidIdRequestException e) {
            throw CliFailure.usage(Messages.of(e), e);
        } catch (IdGenerationException e) {
            throw CliFailure.runtime(Messages.of(e), e);
        }
    }

    /** Opens the database, runs {@code work} and prints the key it returns, as every subcommand does. */
    static int apply(CommandSpec spec, DatabaseOptions database, CliContext context, String verb,
                     java.util.function.Function<KeyAdmin, KeyInfo> work) {
        try (Database db = Database.open(database.resolve(context))) {
            print(spec.commandLine().getOut(), verb, run(db, work));
        }
        return ExitCodes.OK;
    }

    /** Runs {@code work} on {@code db}'s OrderedKeyAdmin, turning bad values into usage errors (exit 2). */
    static <T> T runOrdered(Database db, java.util.function.Function<OrderedKeyAdmin, T> work) {
        db.requireSchema();
        try {
            return work.apply(db.orderedKeyAdmin());
        } catch (InvalidIdRequestException e) {
            throw CliFailure.usage(Messages.of(e), e);
        } catch (IdGenerationException e) {
            throw CliFailure.runtime(Messages.of(e), e);
        }
    }

    /** Like {@link #apply} for a slow-ordered row ({@code --sub-key}). */
    static int applyOrdered(CommandSpec spec, DatabaseOptions database, CliContext context, String verb,
                            java.util.function.Function<OrderedKeyAdmin, OrderedKeyAdmin.OrderedKeyInfo> work) {
        try (Database db = Database.open(database.resolve(context))) {
            OrderedKeyAdmin.OrderedKeyInfo k = runOrdered(db, work);
            PrintWriter out = spec.commandLine().getOut();
            out.println(verb + " slow-ordered key '" + k.key() + "' sub-key '" + k.subKey() + "': next id " + k.nextId()
                    + " (" + k.table() + ")");
            out.flush();
        }
        return ExitCodes.OK;
    }

    static void print(PrintWriter out, String what, KeyInfo k) {
        out.println(what + " key '" + k.key() + "': next id " + k.nextId() + ", step " + k.step() + ", min step "
                + (k.minStep() == null ? "-" : k.minStep()) + ", max step " + (k.maxStep() == null ? "-" : k.maxStep())
                + (k.description().isEmpty() ? "" : ", \"" + k.description() + "\""));
        out.flush();
    }

    @Command(name = "create", mixinStandardHelpOptions = true, sortOptions = false,
            description = {"Register a segment key (for strict engines), with its first id, step, step bounds "
                    + "and description. An existing key is an error: change it with 'keys set'.", ""})
    static final class Create implements Callable<Integer> {
        @Spec
        CommandSpec spec;
        @Parameters(index = "0", paramLabel = "KEY")
        String key;
        @Option(names = "--start", paramLabel = "ID", defaultValue = "1", description = "First id. Default: ${DEFAULT-VALUE}.")
        long start;
        @Option(names = "--step", paramLabel = "N", defaultValue = "1000", description = "First range size. Default: ${DEFAULT-VALUE}.")
        int step;
        @Option(names = "--min-step", paramLabel = "N", description = "Lower bound of the dynamic step (default: the engine's).")
        Integer minStep;
        @Option(names = "--max-step", paramLabel = "N", description = "Upper bound of the dynamic step (default: the engine's).")
        Integer maxStep;
        @Option(names = "--description", paramLabel = "TEXT", defaultValue = "", description = "Up to 256 characters.")
        String description;
        @Option(names = "--sub-key", paramLabel = "SUB", description = "Create the slow-ordered row (KEY, SUB) instead "
                + "of a segment key; its first id is --start (step options do not apply).")
        String subKey;
        @Mixin
        DatabaseOptions database = new DatabaseOptions();
        private final CliContext context;

        Create(CliContext context) {
            this.context = context;
        }

        @Override
        public Integer call() {
            if (subKey != null) {
                if (minStep != null || maxStep != null || step != 1000 || !description.isEmpty()) {
                    throw CliFailure.usage("--step, --min-step, --max-step and --description are for segment keys; a "
                            + "slow-ordered row (--sub-key " + subKey + ") has only its first id (--start)");
                }
                return applyOrdered(spec, database, context, "created", a -> a.create(key, subKey, start));
            }
            KeyAdmin.NewKey spec0;
            try {
                spec0 = new KeyAdmin.NewKey(key, start, step, minStep, maxStep, description);
            } catch (InvalidIdRequestException e) {
                throw CliFailure.usage(Messages.of(e), e);
            }
            return apply(spec, database, context, "created", a -> a.create(spec0));
        }
    }

    @Command(name = "set", mixinStandardHelpOptions = true, sortOptions = false,
            description = {"Change a key's step, step bounds or description (only what is given).", ""})
    static final class Set implements Callable<Integer> {
        @Spec
        CommandSpec spec;
        @Parameters(index = "0", paramLabel = "KEY")
        String key;
        @Option(names = "--step", paramLabel = "N")
        Integer step;
        @Option(names = "--min-step", paramLabel = "N")
        Integer minStep;
        @Option(names = "--max-step", paramLabel = "N")
        Integer maxStep;
        @Option(names = "--description", paramLabel = "TEXT")
        String description;
        @Mixin
        DatabaseOptions database = new DatabaseOptions();
        private final CliContext context;

        Set(CliContext context) {
            this.context = context;
        }

        @Override
        public Integer call() {
            return apply(spec, database, context, "changed", a -> a.update(key, step, minStep, maxStep, description));
        }
    }

    @Command(name = "move", mixinStandardHelpOptions = true, sortOptions = false,
            description = {"Move a key forward so its next id is at least NEXT_ID. Moving back is refused: ids "
                    + "below the current next id may have been handed out.", ""})
    static final class Move implements Callable<Integer> {
        @Spec
        CommandSpec spec;
        @Parameters(index = "0", paramLabel = "KEY")
        String key;
        @Parameters(index = "1", paramLabel = "NEXT_ID")
        long nextId;
        @Option(names = "--sub-key", paramLabel = "SUB", description = "Move the slow-ordered row (KEY, SUB).")
        String subKey;
        @Mixin
        DatabaseOptions database = new DatabaseOptions();
        private final CliContext context;

        Move(CliContext context) {
            this.context = context;
        }

        @Override
        public Integer call() {
            if (subKey != null) {
                return applyOrdered(spec, database, context, "moved", a -> a.moveNextIdTo(key, subKey, nextId));
            }
            return apply(spec, database, context, "moved", a -> a.moveNextIdTo(key, nextId));
        }
    }

    @Command(name = "adopt", mixinStandardHelpOptions = true, sortOptions = false,
            description = {"Make KEY start above the ids a table already has (--table and --column) or a "
                    + "PostgreSQL sequence has given out (--sequence), plus --headroom for rows the old id source "
                    + "may still insert while you roll out. One statement that never moves the key back; creates "
                    + "the key if needed. The column must hold whole numbers (SMALLINT, INTEGER, BIGINT, NUMERIC/DECIMAL "
                    + "with scale 0; a text column is refused, its MAX being the text's), and the next id must stay at "
                    + "or below Long.MAX_VALUE - 1; both are checked before any change. See "
                    + "docs/migrations-and-permissions.md: Moving an existing table to idgen.", ""})
    static final class Adopt implements Callable<Integer> {
        @Spec
        CommandSpec spec;
        @Parameters(index = "0", paramLabel = "KEY")
        String key;

        static final class Source {
            @ArgGroup(exclusive = false)
            TableColumn table;
            @Option(names = "--sequence", paramLabel = "SEQUENCE", description = "A PostgreSQL sequence.")
            String sequence;
        }

        static final class TableColumn {
            @Option(names = "--table", required = true, paramLabel = "TABLE")
            String table;
            @Option(names = "--column", required = true, paramLabel = "COLUMN")
            String column;
        }

        @ArgGroup(exclusive = true, multiplicity = "1")
        Source source;
        @Option(names = "--headroom", paramLabel = "N", defaultValue = "0",
                description = "Ids left free above the table's or sequence's largest. Default: ${DEFAULT-VALUE}.")
        long headroom;
        @Option(names = "--sub-key", paramLabel = "SUB", description = "Adopt into the slow-ordered row (KEY, SUB), "
                + "created if needed.")
        String subKey;
        @Mixin
        DatabaseOptions database = new DatabaseOptions();
        private final CliContext context;

        Adopt(CliContext context) {
            this.context = context;
        }

        @Override
        public Integer call() {
            if (subKey != null) {
                return applyOrdered(spec, database, context, "adopted", a -> source.sequence != null
                        ? a.adoptFromSequence(key, subKey, source.sequence, headroom)
                        : a.adoptFromColumn(key, subKey, source.table.table, source.table.column, headroom));
            }
            return apply(spec, database, context, "adopted", a -> source.sequence != null
                    ? a.adoptFromSequence(key, source.sequence, headroom)
                    : a.adoptFromColumn(key, source.table.table, source.table.column, headroom));
        }
    }
}
