package dev.idgen.cli;

import dev.idgen.IdGenerationException;
import dev.idgen.InvalidIdRequestException;
import dev.idgen.format.IdFormat;
import dev.idgen.jdbc.admin.DocumentAudit;
import java.io.PrintWriter;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code idgen documents check}: the auditor's check of gap-free document numbers ({@link DocumentAudit}).
 * Read-only. Exit code 3 when a series has a gap, a duplicate, a number the format cannot read, or numbers taken
 * whose documents are not in the table.
 */
@Command(name = "documents", mixinStandardHelpOptions = true,
        description = {"Gap-free document numbers (invoices numbered 1, 2, 3 ... per series and period).", ""},
        subcommands = DocumentsCommand.Check.class)
final class DocumentsCommand implements Callable<Integer> {

    /** The check found a gap, a duplicate, an unreadable number or documents missing at the end. */
    static final int FINDINGS = 3;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        throw CliFailure.usage("which documents command? check; try 'idgen documents check --help'");
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
    static final class Check implements Callable<Integer> {

        @Spec
        CommandSpec spec;

        @Mixin
        DatabaseOptions database = new DatabaseOptions();

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

        private final CliContext context;

        Check(CliContext context) {
            this.context = context;
        }

        @Override
        public Integer call() {
            IdFormat parsed;
            try {
                parsed = format == null ? null : IdFormat.parse(format);
            } catch (RuntimeException e) {
                throw CliFailure.usage("--format '" + format + "': " + Messages.of(e), e);
            }
            DocumentAudit.Report r;
            try (Database db = Database.open(database.resolve(context))) {
                db.requireSchema();
                try {
                    r = DocumentAudit.on(db.dataSource(), db.schema()).check(table, column, key, parsed, subKeyColumn);
                } catch (InvalidIdRequestException e) {
                    throw CliFailure.usage(Messages.of(e), e);
                } catch (IdGenerationException e) {
                    throw CliFailure.runtime(Messages.of(e), e);
                }
            }
            PrintWriter out = spec.commandLine().getOut();
            print(out, r);
            out.flush();
            return r.clean() ? ExitCodes.OK : FINDINGS;
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
            out.println("  UNREADABLE: " + r.unreadable() + " values are not numbers of the format, e.g. "
                    + r.unreadableExamples());
        }
        out.println(r.clean() ? "clean" : "FINDINGS: see above");
    }
}
