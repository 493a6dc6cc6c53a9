package dev.idgen.jdbc.admin;

import dev.idgen.IdGenConfigurationException;
import dev.idgen.jdbc.IdGenEngine;
import java.math.BigDecimal;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.OptionalLong;
import javax.sql.DataSource;
import dev.idgen.jdbc.internal.logging.Logger;
import dev.idgen.jdbc.internal.logging.LoggerFactory;

/**
 * The start-up check of a table against the key that fills it, for code that inserts without
 * Hibernate (jOOQ helpers, plain JDBC) — the rule idgen's Hibernate integration applies to every
 * entity. Call it once at start, before the key's first id:
 *
 * <pre>{@code
 * ExistingRows.check(engine, dataSource, "segment", "order", "orders", "id");
 * }</pre>
 *
 * <ul>
 *   <li>A key used for the first time (it has handed out no id on any node: no row yet, or a row
 *       whose next id is still 1) over a table that already has rows starts above {@code MAX(column)}
 *       by itself, logged at INFO: those rows were written by something else (seed data, an
 *       {@code AUTO_INCREMENT}/{@code IDENTITY} column). The move is one statement that only raises the
 *       key, so nodes starting at once all end above the rows.</li>
 *   <li>A key that has handed out ids and is at or below {@code MAX(column)} throws, naming the key,
 *       table, column and both values: something else is still writing ids into that range (a column
 *       still {@code AUTO_INCREMENT}, another id source) — inserts would collide.</li>
 * </ul>
 * Reads {@code MAX(column)} (an index lookup on a primary key) through {@code dataSource}. Segment and
 * slow-ordered keys (with {@code subKey}); snowflake ids follow the clock and are not checked here.
 */
public final class ExistingRows {

    private static final Logger log = LoggerFactory.getLogger(ExistingRows.class);

    private ExistingRows() {
    }

    /**
     * Checks {@code table.column} against {@code key} of {@code strategy} ({@code "segment"} or
     * {@code "slow-ordered"}, {@code subKey} for the latter, else {@code null}); moves a key used for
     * the first time above the table's rows.
     *
     * @return the key's next id after the check
     * @throws IdGenConfigurationException when a key that has handed out ids is at or below
     *         {@code MAX(column)}, or this engine already holds ids of a first-use key below it
     * @throws dev.idgen.InvalidIdRequestException for a table or column name that is not a plain SQL name
     */
    public static long check(IdGenEngine engine, DataSource dataSource, String strategy, String key, String subKey,
                             String table, String column) {
        AdoptionChecks.checkIdentifier("table", table);
        AdoptionChecks.checkIdentifier("column", column);
        String what = strategy + " key '" + key + "'" + (subKey == null ? "" : " sub-key '" + subKey + "'");
        OptionalLong floor = engine.nextIdFloor(strategy, key, subKey);
        if (floor.isEmpty()) {
            throw new IdGenConfigurationException(what + ": strategy '" + strategy + "' cannot say its next id, so "
                    + table + "." + column + " cannot be checked against it; check segment and slow-ordered keys only");
        }
        long next = floor.getAsLong();
        BigDecimal max = max(dataSource, table, column);
        if (max == null || max.compareTo(BigDecimal.valueOf(next)) < 0) {
            return next;
        }
        if (max.compareTo(BigDecimal.valueOf(AdoptionChecks.MAX_NEXT_ID - 1)) >= 0) {
            throw new IdGenConfigurationException(what + ": table " + table + " holds id " + max.toPlainString()
                    + " in " + column + ", beyond what idgen hands out; remove or renumber that row");
        }
        if (!firstUse(engine, strategy, key, next)) {
            throw new IdGenConfigurationException("table " + table + " already holds ids up to " + max.toPlainString()
                    + " (MAX(" + column + ")), and " + what + " would hand out " + next + " next: inserts would collide "
                    + "with those rows (is the column still AUTO_INCREMENT/IDENTITY, or does another id source write "
                    + "it?). Fix: stop the other writer, then move the key above the rows once: "
                    + (subKey == null ? "KeyAdmin.on(dataSource).adoptFromColumn(\"" + key + "\", \"" + table + "\", \""
                    + column + "\", 0) or the command: idgen keys adopt " + key + " --table " + table + " --column " + column
                    : "OrderedKeyAdmin.on(dataSource).adoptFromColumn(\"" + key + "\", \"" + subKey + "\", \"" + table
                    + "\", \"" + column + "\", 0)"));
        }
        long value = max.longValueExact();
        // one statement that only raises the key: nodes starting at once all end above the rows
        engine.moveAbove(strategy, key, subKey, value);
        long moved = engine.nextIdFloor(strategy, key, subKey).orElseThrow();
        log.info("idgen: moved {} from {} above the ids already in {} (MAX({}) = {}); next id {} (first use of the key: "
                + "it starts above the table's rows by itself)", what, next, table, column, value, moved);
        return moved;
    }

    /**
     * Whether a key whose next id is {@code next} has handed out no id yet: its row (if any) still says 1 and this
     * engine holds no range of it (with regions: its next id is the region's first, {@code Region.firstId()}). Such a
     * key may start above a table's existing rows by itself; the rule of this
     * check and of idgen's Hibernate start-up check.
     */
    public static boolean firstUse(IdGenEngine engine, String strategy, String key, long next) {
        return next == engine.region().firstId() && !("segment".equals(strategy) && engine.segmentStats(key).isPresent());
    }

    private static BigDecimal max(DataSource dataSource, String table, String column) {
        try (Connection c = dataSource.getConnection(); Statement st = c.createStatement();
             ResultSet rs = st.executeQuery("SELECT MAX(" + column + ") FROM " + table)) {
            rs.next();
            return rs.getBigDecimal(1);
        } catch (SQLException e) {
            throw new IdGenConfigurationException("table " + table + ", column " + column + " could not be read to check "
                    + "it against its key (" + e.getMessage() + "; SQLState " + e.getSQLState() + "); check the table "
                    + "and column names and that the table exists before the check", e);
        }
    }
}
