package dev.idgen.cli;

import dev.idgen.IdGenerationException;
import dev.idgen.InvalidIdRequestException;
import dev.idgen.format.IdFormat;
import dev.idgen.jdbc.admin.DocumentAdmin;
import dev.idgen.jdbc.admin.DocumentAudit;
import java.io.PrintWriter;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code idgen documents check}: the auditor's check of gap-free document numbers ({@link DocumentAudit});
 * {@code idgen documents adopt}: start series above the numbers a table already holds ({@link DocumentAdmin}).
 * Read-only. Exit code 3 when a series has a gap, a duplicate, a number the format cannot read, or numbers taken
 * whose documents are not in the table.
 */
@Command(name = "documents", mixinStandardHelpOptions = true,
        description = {"Gap-free document numbers (invoices numbered 1, 2, 3 ... per series and period).", ""},
        subcommands = {DocumentsCommand.Check.class, DocumentsCommand.Adopt.class})
final class DocumentsCommand implements Callable<Integer> {

    /** The check found a gap, a duplicate, an unreadable number or documents missing at the end. */
    static final int FINDINGS = 3;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        throw CliFailure.usage("which documents command? check or adopt; try 'idgen documents check --help'");
    }

    @Command(name = "check", mixinStandardHelpOptions = true, sortOptions = false,
            description = {
                "Read the numbers stored in your table and report, per series and period, how many there are, the "
                        + "first and the last, and every gap or duplicate; also numbers idgen handed out whose "
                        + "documents are not in the table. Read-only.",
                ""},
            exitCodeListHeading = "%nExit codes:%n",
            exitCodeList = {"0:every series is 1..N without a gap or duplicate",
                "1:failed while running (database unreachable, no such table or column, ...)",
                "2:usage error (bad table, column, key or format)",
                "3:a gap, a duplicate, an unreadable number, or numbers taken whose documents are missing"})
    static final class Check extends SeriesCommand {

        Check(CliContext context) {
            super(context);
        }

        @Override
        int run(IdFormat parsed, PrintWriter out) {
            DocumentAudit.Report r = onDatabase((dataSource, schema) -> DocumentAudit
                    .on(dataSource, schema).check(series.table, series.column, series.key, parsed, series.subKeyColumn));
            print(out, r);
            return r.clean() ? ExitCodes.OK : FINDINGS;
        }
    }

    /**
     * What {@code check} and {@code adopt} share: the database and series options, the parsed {@code --format}, and
     * the output, flushed once the command's {@link #run} returned its exit code.
     */
    abstract static class SeriesCommand implements Callable<Integer> {

        @Spec
        CommandSpec spec;

        @Mixin
        DatabaseOptions database = new DatabaseOptions();

        @Mixin
        SeriesColumn series = new SeriesColumn();

        private final CliContext context;

        SeriesCommand(CliContext context) {
            this.context = context;
        }

        @Override
        public final Integer call() {
            IdFormat parsed = series.format();
            PrintWriter out = spec.commandLine().getOut();
            int code = run(parsed, out);
            out.flush();
            return code;
        }

        /** The command's work with the parsed {@code --format} ({@code null}: a numeric column); returns the exit code. */
        abstract int run(IdFormat parsed, PrintWriter out);

        /** {@link SeriesColumn#onDatabase} on this command's database. */
        <T> T onDatabase(java.util.function.BiFunction<javax.sql.DataSource, String, T> action) {
            return series.onDatabase(context, database, action);
        }
    }

    /** The table column holding a series' numbers: what {@code check} reads and {@code adopt} adopts. */
    static final class SeriesColumn {

        @Option(names = "--table", required = true, paramLabel = "TABLE", description = "Your table, e.g. invoice.")
        String table;

        @Option(names = "--column", required = true, paramLabel = "COLUMN",
                description = "The column holding the numbers, e.g. number.")
        String column;

        @Option(names = "--key", required = true, paramLabel = "KEY", description = "The series' key, e.g. invoice.")
        String key;

        @Option(names = "--format", paramLabel = "PATTERN",
                description = "The series' format, e.g. 'F{date:yyyy}-{serial:6}', for a column of formatted numbers; "
                        + "leave it out for a numeric column holding the numbers alone.")
        String format;

        @Option(names = "--sub-key-column", paramLabel = "COLUMN",
                description = "The column holding the sub-series (company, shop), if the series has sub-series.")
        String subKeyColumn;

        /** Runs {@code action} on the database the options name (idgen's schema required), errors as exit codes. */
        <T> T onDatabase(CliContext context, DatabaseOptions options,
                java.util.function.BiFunction<javax.sql.DataSource, String, T> action) {
            try (Database db = Database.open(options.resolve(context))) {
                db.requireSchema();
                try {
                    return action.apply(db.dataSource(), db.schema());
                } catch (InvalidIdRequestException e) {
                    throw CliFailure.usage(Messages.of(e), e);
                } catch (IdGenerationException e) {
                    throw CliFailure.runtime(Messages.of(e), e);
                }
            }
        }

        /** The parsed {@code --format}, or {@code null} for a numeric column. */
        IdFormat format() {
            try {
                return format == null ? null : IdFormat.parse(format);
            } catch (RuntimeException e) {
                throw CliFailure.usage("--format '" + format + "': " + Messages.of(e), e);
            }
        }
    }

    @Command(name = "adopt", mixinStandardHelpOptions = true, sortOptions = false,
            description = {
                "Start every series of the key above the numbers your table already holds (a previous system's, "
                        + "per sub-series and period, read with the series' format), so the next document number is "
                        + "the table's largest + 1 instead of 1. Only ever moves a series up; adopting again is "
                        + "harmless. Run it as the owner of idgen's tables (the application's role may not).",
                ""})
    static final class Adopt extends SeriesCommand {

        Adopt(CliContext context) {
            super(context);
        }

        @Override
        int run(IdFormat parsed, PrintWriter out) {
            DocumentAdmin.Adoption a = onDatabase((dataSource, schema) -> DocumentAdmin
                    .on(dataSource, schema).adoptFromColumn(series.key, parsed, series.table, series.column,
                            series.subKeyColumn));
            out.println("series '" + a.key() + "' adopted from " + series.table + "." + series.column + ":");
            if (a.series().isEmpty()) {
                out.println("  the table holds no numbers of it: every series starts at 1");
            }
            for (DocumentAdmin.Adopted s : a.series()) {
                out.println("  " + (s.subKey().isEmpty() ? "" : s.subKey() + " ")
                        + s.period().name().toLowerCase(java.util.Locale.ROOT)
                        + (s.period() == dev.idgen.format.SerialPeriod.NEVER ? "" : " from " + s.periodStart())
                        + ": the table holds up to " + s.largest() + "; starts above " + s.start() + ", next number "
                        + (s.last() + 1));
            }
            if (a.unreadable() > 0) {
                out.println("  NOT ADOPTED: " + a.unreadable() + " values are not numbers of the series (the format "
                        + "cannot read them, or below 1), e.g. " + a.unreadableExamples());
            }
            return ExitCodes.OK;
        }
    }

    static void print(PrintWriter out, DocumentAudit.Report r) {
        out.println("series '" + r.key() + "' in " + r.table() + "." + r.column() + ":");
        if (r.series().isEmpty()) {
            out.println("  no numbers, and idgen has taken none");
        }
        for (DocumentAudit.Series s : r.series()) {
            StringBuilder line = new StringBuilder("  ");
            line.append(s.subKey().isEmpty() ? "" : s.subKey() + " ");
            line.append(s.period().name().toLowerCase(java.util.Locale.ROOT));
            if (s.period() != dev.idgen.format.SerialPeriod.NEVER) {
                line.append(" from ").append(s.periodStart());
            }
            line.append(": ").append(s.count()).append(" numbers");
            if (s.count() > 0) {
                line.append(", ").append(s.first()).append("..").append(s.last());
            }
            line.append(s.start() > 0 ? ", adopted up to " + s.start() + " (checked above it)" : "");
            line.append(s.clean() ? ", no gap, no duplicate" : "");
            out.println(line);
            if (s.gapCount() > 0) {
                out.println("    GAPS: " + s.gapCount() + " missing, e.g. " + s.gaps());
            }
            if (s.duplicateCount() > 0) {
                out.println("    DUPLICATES: " + s.duplicateCount() + ", e.g. " + s.duplicates());
            }
            if (s.missingAtEnd() > 0) {
                out.println("    MISSING AT THE END: idgen handed out up to " + s.counter() + ", the table ends at "
                        + s.last() + " (" + s.missingAtEnd() + " documents not in the table)");
            }
        }
        if (r.unreadable() > 0) {
            out.println("  UNREADABLE: " + r.unreadable() + " values are not numbers of the series (the format "
                    + "cannot read them, or below 1), e.g. " + r.unreadableExamples());
        }
        out.println(r.clean() ? "clean" : "FINDINGS: see above");
    }
}
