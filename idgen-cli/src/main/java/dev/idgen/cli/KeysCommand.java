package dev.idgen.cli;

import dev.idgen.format.IdFormat;
import dev.idgen.jdbc.admin.KeyAdmin;
import dev.idgen.jdbc.admin.KeyInfo;
import dev.idgen.jdbc.admin.OrderedKeyAdmin;
import java.io.PrintWriter;
import java.sql.SQLException;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.util.List;
import java.util.OptionalLong;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code idgen keys [PREFIX]}: the segment keys in {@code idgen_segment}; with {@code --daily}, the current
 * period of each daily key in {@code idgen_daily} and its runway.
 *
 * <p>Guarantees: read-only. Each key's id space: the ids left (to {@code --column}'s type maximum, else
 * the long range) and the day they run out at the key's average rate since its row was created. The
 * current rate and the in-memory runway exist only inside a process that serves the key (see
 * {@code idgen bench}, {@code idgen demo}, or the application's health, JMX and Micrometer metrics).
 */
@Command(name = "keys", mixinStandardHelpOptions = true, sortOptions = false,
        description = {
            "List the segment keys in idgen_segment: max id (the next range starts there), step, step bounds "
                    + "(- = the engine's default), last update, the average ids/s since the key was created, the ids "
                    + "left (to --column's type maximum, else Long.MAX_VALUE) and the day they run out at that rate, "
                    + "description. Read-only.",
            "Daily keys keep their periods in idgen_daily: --daily lists them. The current rate is measured inside the "
                    + "process that serves a key: see 'idgen bench' or your application's health and metrics.",
            "Administration: 'keys create', 'keys set', 'keys move' (forward only) and 'keys adopt' (start above "
                    + "an existing table or sequence); 'keys check' finds id columns that still have the database's own "
                    + "id source.",
            ""},
        subcommands = {KeysAdminCommands.Create.class, KeysAdminCommands.Set.class, KeysAdminCommands.Move.class,
            KeysAdminCommands.Adopt.class, KeysCheckCommand.class})
final class KeysCommand extends ListingCommand {

    @Parameters(index = "0", arity = "0..1", paramLabel = "PREFIX", description = "Only keys starting with PREFIX.")
    String prefix;

    @Option(names = "--column", paramLabel = "TABLE.COLUMN", description = "The column the listed keys' ids go into: "
            + "'ids left' and 'runs out' count to its type's maximum (INTEGER 2,147,483,647; SMALLINT 32,767) instead "
            + "of the long range. Name one key with PREFIX.")
    String column;

    @Option(names = "--slow-ordered", description = "List slow-ordered rows (key, sub-key, next id, shard table, "
            + "and each row's runway as for segment keys: average ids/s, ids left, runs out) instead of segment keys.")
    boolean slowOrdered;

    @Option(names = "--daily", description = "List daily keys' current (latest) periods from idgen_daily: key, period, "
            + "first day, next serial, the average serials/s since the period began, the serials left (to --format's "
            + "{serial:N}, else the long range), the day they run out at that rate and the day the period restarts.")
    boolean daily;

    @Option(names = "--format", paramLabel = "PATTERN", description = "With --daily: the id format the listed keys' "
            + "serials go into, e.g. 'INV-{date:yyyyMMdd}-{serial:4}': 'serials left' count to its 10^N - 1.")
    String format;

    KeysCommand(CliContext context) {
        super(context);
    }

    @Override
    void list(PrintWriter out, Database db) throws SQLException {
        if (daily) {
            listDaily(out, db);
            return;
        }
        if (slowOrdered) {
            listOrdered(out, db);
            return;
        }
        List<KeyInfo> rows = db.keyAdmin().list().stream()
                .filter(row -> prefix == null || row.key().startsWith(prefix)).toList();
        if (rows.isEmpty()) {
            out.println(prefix == null ? "no segment keys yet in " + db.describe()
                    + "; 'idgen next KEY' creates one on first use" : "no segment key starts with '" + prefix + "'");
        } else {
            KeysTable.print(out, "", rows, List.of(), context.clock().instant(), columnMaximum(db));
            out.println();
            out.println(Text.plural(rows.size(), "key") + " in " + db.describe());
        }
    }

    /** {@code --column}'s type maximum, when given: what 'ids left' counts to. */
    private OptionalLong columnMaximum(Database db) {
        return column == null ? OptionalLong.empty() : OptionalLong.of(ColumnMaximum.of(db.dataSource(), column));
    }

    private void listOrdered(PrintWriter out, Database db) {
        List<OrderedKeyAdmin.OrderedKeyInfo> rows = KeysAdminCommands.runOrdered(db, a -> a.list(prefix == null ? "" : prefix));
        if (rows.isEmpty()) {
            out.println(prefix == null ? "no slow-ordered rows yet in " + db.describe() + "; a (key, sub-key) gets its "
                    + "row on first use, or with 'idgen keys create KEY --sub-key SUB'"
                    : "no slow-ordered key starts with '" + prefix + "'");
            return;
        }
        OptionalLong max = columnMaximum(db);
        Instant now = context.clock().instant();
        int keyWidth = Math.max(3, rows.stream().mapToInt(r -> r.key().length()).max().orElse(3));
        int subWidth = Math.max(7, rows.stream().mapToInt(r -> r.subKey().length()).max().orElse(7));
        String format = "%-" + keyWidth + "s  %-" + subWidth + "s  %15s  %-16s  %-24s  %9s  %26s  %10s%n";
        out.printf(format, "key", "sub-key", "next id", "table", "updated (UTC)", "ids/s", "ids left", "runs out");
        for (OrderedKeyAdmin.OrderedKeyInfo r : rows) {
            // the runway as for segment keys: to --column's maximum (else the long range), at the average rate
            long left = Math.max(max.orElse(Long.MAX_VALUE) - r.nextId() + 1, 0);
            double rate = r.createdAt() == null ? Double.NaN
                    : (r.nextId() - 1) / (Math.max(Duration.between(r.createdAt(), now).toMillis(), 1000) / 1000.0);
            out.printf(format, r.key(), r.subKey(), String.format("%,d", r.nextId()), r.table(), r.updatedAt(),
                    Text.rate(rate), Text.count(left), KeysTable.runsOut(left, rate, now));
        }
        out.println();
        out.println(Text.plural(rows.size(), "slow-ordered row") + " in " + db.describe());
    }

    private void listDaily(PrintWriter out, Database db) {
        List<KeyAdmin.DailyRow> rows = db.keyAdmin().listDaily(prefix);
        if (rows.isEmpty()) {
            out.println(prefix == null ? "no daily keys yet in " + db.describe() + "; a period gets its row on first use"
                    : "no daily key starts with '" + prefix + "'");
            return;
        }
        long max = format == null ? Long.MAX_VALUE : IdFormat.parse(format).maxSerial();
        if (max < 1) {
            throw new IllegalArgumentException("--format '" + format + "' has no {serial:N}: name the format the keys' "
                    + "serials go into, e.g. 'INV-{date:yyyyMMdd}-{serial:4}'");
        }
        Instant now = context.clock().instant();
        int keyWidth = Math.max(3, rows.stream().mapToInt(r -> r.key().length()).max().orElse(3));
        String line = "%-" + keyWidth + "s  %-6s  %-10s  %15s  %9s  %26s  %-10s  %-10s%n";
        out.printf(line, "key", "period", "from", "next serial", "ids/s", "serials left", "runs out", "restarts");
        boolean anyFirst = false;
        for (KeyAdmin.DailyRow r : rows) {
            // the runway of the period: its serials left at the average rate since its row was created
            long left = Math.max(max - r.nextSerial() + 1, 0);
            double rate = r.createdAt() == null ? Double.NaN
                    : (r.nextSerial() - 1) / (Math.max(Duration.between(r.createdAt(), now).toMillis(), 1000) / 1000.0);
            LocalDate restarts = r.period().nextStart(r.start());
            String runsOut = KeysTable.runsOut(left, rate, now);
            boolean first = runsOut.equals("now") || (runsOut.matches("\\d{4}-\\d{2}-\\d{2}")
                    && LocalDate.parse(runsOut).isBefore(restarts));
            out.printf(line, r.key(), r.period(), r.start(), String.format("%,d", r.nextSerial()), Text.rate(rate),
                    Text.count(left), runsOut + (first ? " !" : ""), restarts);
            anyFirst |= first;
        }
        out.println();
        out.println(Text.plural(rows.size(), "daily period") + " in " + db.describe()
                + (anyFirst ? "; '!': its serials run out before the period restarts, at that rate" : ""));
    }
}
