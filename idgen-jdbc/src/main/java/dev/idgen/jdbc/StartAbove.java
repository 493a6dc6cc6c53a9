package dev.idgen.jdbc;

import dev.idgen.IdGenConfigurationException;
import dev.idgen.jdbc.internal.EngineContext;
import dev.idgen.format.IdFormat;
import dev.idgen.format.SerialPeriod;
import dev.idgen.jdbc.internal.DocumentColumn;
import dev.idgen.jdbc.internal.JdbcAccess;
import dev.idgen.jdbc.internal.StrategyRuntime;
import dev.idgen.jdbc.internal.DailyRuntime;
import java.math.BigDecimal;
import java.sql.SQLException;
import java.time.LocalDate;
import java.util.OptionalLong;
import javax.sql.DataSource;
import dev.idgen.jdbc.internal.logging.Logger;
import dev.idgen.jdbc.internal.logging.LoggerFactory;

/**
 * The one rule every door applies to a key and the table it fills ({@link IdGenEngine#startAbove}):
 * the key's next id must be above {@code MAX(column)}, else nothing idgen hands out is safe to insert.
 *
 * <ul>
 *   <li>Nothing at or above the key's next id: nothing happens, nothing is logged (a restart of a key
 *       that is above its table is silent).</li>
 *   <li>First use (the key has handed out no id on any node: no row, or a row still at the region's
 *       first id, and no range held here) over rows: the rows were written by something else (seed data,
 *       a legacy id source); the key starts above them, INFO with table, {@code MAX} and the next id.</li>
 *   <li>Later starts with ids at or above the key's next id: another writer put them there (a column
 *       still {@code AUTO_INCREMENT}/{@code IDENTITY}, a second id source). A move up is always safe,
 *       so {@link ExistingRowsRule#ADOPT} moves the key above them at WARN naming table, column and
 *       the other writer's highest id; {@link ExistingRowsRule#ADOPT_FIRST_USE} and
 *       {@link ExistingRowsRule#REFUSE} refuse the start instead.</li>
 * </ul>
 * A move is the strategy's own {@code moveAbove}: one statement that only raises the key, so nodes
 * starting at once all end above the rows and never lower each other.
 *
 * <p>Daily/formatted ids stored in a numeric column ({@link #applyFormatted}): the same rule for the current
 * period's serial. The column's numbers are read back with the key's format (as document numbers are:
 * {@link dev.idgen.jdbc.admin.DocumentAdmin#largestNumbers}), those of the current period only — earlier periods' serials
 * restarted and cannot collide — and the period's row is raised above the largest serial.
 */
final class StartAbove {

    private static final Logger log = LoggerFactory.getLogger(StartAbove.class);

    /** The largest next id a key may be moved to: at {@code Long.MAX_VALUE} no range fits. */
    private static final long MAX_NEXT_ID = Long.MAX_VALUE - 1;

    private StartAbove() {
    }

    /**
     * Applies the rule. {@code servedHere}: this engine already hands out ids of the key (not a first use).
     *
     * @throws IdGenConfigurationException when the rule refuses, the strategy cannot say or move its next id,
     *         the column cannot be read, does not hold whole numbers, or is too narrow for the next id
     */
    static TableStart apply(EngineContext context, StrategyRuntime runtime, Region region,
                            boolean servedHere,
                            DataSource dataSource, ExistingRowsRule rule, String key, String subKey, String table,
                            String column) {
        String what = runtime.name() + " key '" + key + "'" + (subKey == null ? "" : " sub-key '" + subKey + "'");
        IdColumn.checkName("table", table);
        IdColumn.checkName("column", column);
        OptionalLong floor = runtime.nextIdFloor(key, subKey);
        if (floor.isEmpty()) {
            throw new IdGenConfigurationException(what + ": strategy '" + runtime.name() + "' cannot say its next id, so "
                    + table + "." + column + " cannot be checked against it; start above a table's rows with segment "
                    + "and slow-ordered keys, and daily keys' formatted numbers with startAbove(key, format, table, column)");
        }
        // on a thread of the engine's own, like every statement of idgen's: a connection asked for on the caller's
        // thread may be its transaction's (JTA, a transaction-aware data source), and a failed read would abort it
        IdColumn read = context.callOnExecutor(what, () -> read(dataSource, what, table, column));
        String engine = context.name();
        if (!read.wholeNumber()) {
            throw new IdGenConfigurationException(what + ": column " + read + " does not hold whole numbers, so its "
                    + "values cannot be compared with ids (MAX over text puts '999' above '1500'). Fix: make the column "
                    + "BIGINT, or do not start this key above it (formatted String ids are not compared)");
        }
        long next = floor.getAsLong();
        BigDecimal max = read.max();
        if (max == null || max.compareTo(BigDecimal.valueOf(next)) < 0) {
            return fits(new TableStart(what, read, next, false));
        }
        if (max.compareTo(BigDecimal.valueOf(MAX_NEXT_ID - 1)) >= 0) {
            throw new IdGenConfigurationException(what + ": table " + table + " holds id " + max.toPlainString() + " in "
                    + column + ", beyond what idgen hands out; remove or renumber that row");
        }
        boolean firstUse = !servedHere && next == region.firstId();
        if (rule == ExistingRowsRule.REFUSE || (!firstUse && rule == ExistingRowsRule.ADOPT_FIRST_USE)) {
            throw refused(what, rule, firstUse, key, subKey, table, column, max, next);
        }
        long value = max.longValueExact();
        runtime.moveAbove(key, subKey, value); // one statement that only raises the key
        long moved = runtime.nextIdFloor(key, subKey).orElseThrow();
        if (firstUse) {
            log.info("idgen: engine '{}': {} starts above the rows already in {} (MAX({}) = {}): next id {} (first use "
                    + "of the key)", engine, what, table, column, value, moved);
        } else {
            log.warn("idgen: engine '{}': {} was at next id {}, but table {} holds ids up to {} in column {}, written by "
                    + "another writer (a column default such as AUTO_INCREMENT/IDENTITY/nextval, or another id source); "
                    + "moved the key above them: next id {}. Find and stop the other writer; existing-rows={} refuses "
                    + "the start instead", engine, what, next, table, value, column, moved,
                    ExistingRowsRule.ADOPT_FIRST_USE.text());
        }
        return fits(new TableStart(what, read, moved, true));
    }

    /**
     * The rule for the current period of daily key {@code key} whose formatted ids of {@code format} (digits
     * alone, e.g. {@code {date:yyyyMMdd}{serial:6}}) are stored as numbers in {@code table.column}.
     *
     * @throws IdGenConfigurationException when the rule refuses, the format does not make numbers, or the column
     *         cannot be read, does not hold whole numbers, or is too narrow for the next number
     */
    static TableStart applyFormatted(EngineContext context, DailyRuntime daily, Region region,
                                     DataSource dataSource, ExistingRowsRule rule, String key, IdFormat format,
                                     String table, String column) {
        String engine = context.name();
        SerialPeriod period = format.serialPeriod();
        String what = "daily key '" + key + "' (format " + format + ")";
        IdColumn.checkName("table", table);
        IdColumn.checkName("column", column);
        LocalDate start = daily.currentStart(period == SerialPeriod.NEVER ? SerialPeriod.DAY : period);
        checkNumeric(what, format, start, key, table, column);
        // the application's table, read on a thread of the engine's own (see apply)
        IdColumn read = context.callOnExecutor(what, () -> read(dataSource, what, table, column));
        if (!read.wholeNumber()) {
            throw new IdGenConfigurationException(what + ": column " + read + " does not hold whole numbers; formatted "
                    + "ids in a text column are document numbers: adopt them with DocumentAdmin.adoptFromColumn or "
                    + "'idgen documents adopt'");
        }
        daily.declareColumn(key, format, read.toString(), read.largest().compareTo(BigDecimal.valueOf(Long.MAX_VALUE)) >= 0
                ? Long.MAX_VALUE : read.largest().longValue()); // the runway counts the serials whose number fits
        long next = daily.nextSerial(key, period, start);
        long highest = context.callOnExecutor(what, () -> { // as DocumentAdmin.largestNumbers: plain names only
            IdColumn.checkIdentifier("table", table);
            IdColumn.checkIdentifier("column", column);
            return DocumentColumn.largest(JdbcAccess.forAdmin(dataSource, null), key, format, table, column, null, start)
                    .values().stream().mapToLong(Long::longValue).max().orElse(0L);
        });
        if (highest < next) {
            return fits(new TableStart(what, read, number(format, start, next), false));
        }
        String held = format.format(IdFormat.values().date(start).serial(highest));
        boolean firstUse = !daily.serves(key, period, start) && next == region.firstId();
        if (rule == ExistingRowsRule.REFUSE || (!firstUse && rule == ExistingRowsRule.ADOPT_FIRST_USE)) {
            throw new IdGenConfigurationException("table " + table + " already holds " + held + " in " + column
                    + " (serial " + highest + " of the period from " + start + "), and " + what + " would hand out "
                    + number(format, start, next) + " next: inserts would collide with those rows; existing-rows="
                    + rule.text() + " refuses to move the key. Fix: " + (firstUse ? "" : "stop the other writer, then ")
                    + "let the key move above the rows with existing-rows=adopt (Spring Boot and Hibernate: "
                    + "idgen.existing-rows=adopt)");
        }
        daily.moveSerialAbove(key, period, start, highest); // one statement that only raises the period's row
        long moved = number(format, start, daily.nextSerial(key, period, start));
        if (firstUse) {
            log.info("idgen: engine '{}': {} starts above the numbers already in {}.{} for the period from {} (highest "
                    + "{}): next number {} (first use of the period)", engine, what, table, column, start, held, moved);
        } else {
            log.warn("idgen: engine '{}': {} would have handed out {} next, but table {} holds {} in column {} for the "
                    + "period from {}, written by another writer; moved the period's serial above it: next number {}. "
                    + "Find and stop the other writer; existing-rows={} refuses the start instead", engine, what,
                    number(format, start, next), table, held, column, start, moved, ExistingRowsRule.ADOPT_FIRST_USE.text());
        }
        return fits(new TableStart(what, read, moved, true));
    }

    /**
     * A numeric column holds a formatted id only when the format makes digits alone, at most 18 (a {@code BIGINT}
     * holds every such number), with a date (a period to restart in) and nothing from the caller.
     */
    private static void checkNumeric(String what, IdFormat format, LocalDate start, String key, String table,
                                     String column) {
        String why = null;
        if (!format.hasDate()) {
            why = "the format has no {date}: its serials come from segment key '" + key + "', which never restarts";
        } else if (!format.callerParts().isEmpty()) {
            why = "the format needs " + format.callerParts() + " from the caller";
        } else {
            String sample = format.format(IdFormat.values().date(start).serial(1));
            if (!sample.chars().allMatch(ch -> ch >= '0' && ch <= '9')) {
                why = "it makes text such as '" + sample + "', which is no number";
            } else if (sample.length() > 18) {
                why = "it makes " + sample.length() + "-digit numbers, more than a BIGINT surely holds (18)";
            }
        }
        if (why != null) {
            throw new IdGenConfigurationException(what + ": the numbers in " + table + "." + column + " cannot be read "
                    + "back with the format (" + why + "). Fix: a format of digits alone with a date, e.g. "
                    + "{date:yyyyMMdd}{serial:6}; or keep formatted ids in a VARCHAR column and adopt them as document "
                    + "numbers (DocumentAdmin.adoptFromColumn, 'idgen documents adopt')");
        }
    }

    /** The number the format makes of {@code serial} in the period starting {@code start}. */
    private static long number(IdFormat format, LocalDate start, long serial) {
        return Long.parseLong(format.format(IdFormat.values().date(start).serial(serial)));
    }

    /** The next id fits the column's type; else the start is refused (never a silent cut). */
    private static TableStart fits(TableStart start) {
        IdColumn c = start.column();
        if (BigDecimal.valueOf(start.nextId()).compareTo(c.largest()) > 0) {
            throw new IdGenConfigurationException(start.what() + " hands out " + start.nextId() + " next, but column " + c
                    + " holds at most " + c.largest().toPlainString() + ". Fix: make the column BIGINT (ids are 64-bit)");
        }
        return start;
    }

    private static IdColumn read(DataSource dataSource, String what, String table, String column) {
        try {
            return IdColumn.read(dataSource, table, column);
        } catch (SQLException e) {
            throw new IdGenConfigurationException(what + ": table " + table + ", column " + column + " could not be read "
                    + "to start the key above its rows (" + e.getMessage() + "; SQLState " + e.getSQLState() + "); check "
                    + "the table and column names and that the table exists before the key's first id", e);
        }
    }

    private static IdGenConfigurationException refused(String what, ExistingRowsRule rule, boolean firstUse, String key,
                                                       String subKey, String table, String column, BigDecimal max,
                                                       long next) {
        return new IdGenConfigurationException("table " + table + " already holds ids up to " + max.toPlainString()
                + " (MAX(" + column + ")), and " + what + " would hand out " + next + " next: inserts would collide "
                + "with those rows" + (firstUse ? "" : " (is the column still AUTO_INCREMENT/IDENTITY, or does another id "
                + "source write it?)") + "; existing-rows=" + rule.text() + " refuses to move the key. Fix: "
                + (firstUse ? "" : "stop the other writer, then ") + "let the key move above the rows with "
                + "existing-rows=adopt (Spring Boot and Hibernate: idgen.existing-rows=adopt), or move it once yourself: "
                + "idgen keys adopt " + key + (subKey == null ? "" : " --sub-key " + subKey) + " --table " + table
                + " --column " + column);
    }
}
