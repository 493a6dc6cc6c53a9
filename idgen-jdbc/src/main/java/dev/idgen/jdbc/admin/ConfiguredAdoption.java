package dev.idgen.jdbc.admin;

import dev.idgen.IdGenConfigurationException;
import dev.idgen.jdbc.ExistingRowsRule;
import dev.idgen.jdbc.IdColumn;
import dev.idgen.jdbc.internal.logging.Logger;
import dev.idgen.jdbc.internal.logging.LoggerFactory;
import java.math.BigDecimal;
import java.sql.SQLException;
import javax.sql.DataSource;

/**
 * A configured segment key's {@code adopt-from} ({@code idgen.keys.<key>.adopt-from=[schema.]table.column}), run at
 * every start before the engine exists, by every door that reads keys from configuration (the Spring Boot starter, the
 * Quarkus extension): the key moves to {@code MAX + 1 + headroom} in one statement that never moves it back, under the
 * rule of every door ({@code idgen.existing-rows}, as {@code IdGenEngine.startAbove} applies it).
 *
 * <p>Said only when it moved: at INFO for a key that has handed out no id yet (its row still at its start) or a move
 * within the headroom; at WARN when the column holds ids at or above the key's next id — another writer put them
 * there —, which {@code existing-rows=adopt-first-use} and {@code refuse} refuse (a key's first use is adopted under
 * every rule: {@code adopt-from} asks for it).
 */
public final class ConfiguredAdoption {

    private static final Logger log = LoggerFactory.getLogger(ConfiguredAdoption.class);

    /**
     * What the adoption did.
     *
     * @param nextId  the key's next id after it
     * @param max     the column's largest value, {@code null} for an empty table
     * @param largest the largest value the column's type holds ({@code 2147483647} for an {@code INTEGER};
     *                {@code Long.MAX_VALUE} when wider or unknown): the cap of the key's ranges
     *                ({@code IdGenEngine.declareColumn})
     */
    public record Adopted(long nextId, BigDecimal max, long largest) {
    }

    private ConfiguredAdoption() {
    }

    /**
     * Moves segment key {@code key} above {@code table.column}.
     *
     * @param admin     the key table of the engine's database and schema
     * @param start     the key's configured first id (a row still there has handed out nothing)
     * @param adoptFrom the property's value as written, for the messages
     * @throws IdGenConfigurationException when {@code rule} refuses (naming table, column, MAX, the key's next id and
     *                                     the fix), or when the column cannot be read
     */
    public static Adopted adopt(DataSource dataSource, KeyAdmin admin, String key, long start, String table,
                                String column, long headroom, ExistingRowsRule rule, String adoptFrom) {
        long was = admin.show(key).map(KeyInfo::nextId).orElse(start);
        IdColumn read = read(dataSource, table, column);
        if (!read.wholeNumber()) {
            throw new IdGenConfigurationException("adopt-from = '" + adoptFrom + "' of key '" + key + "': column " + column
                    + " of " + table + " is " + read.typeName() + ", not a whole number, so its values cannot be ids. "
                    + "Fix: name the BIGINT/INTEGER/NUMERIC column the key's ids go to");
        }
        BigDecimal max = read.max();
        boolean otherWriter = max != null && max.compareTo(BigDecimal.valueOf(was)) >= 0;
        boolean firstUse = was <= start;
        if (otherWriter && !firstUse && rule != ExistingRowsRule.ADOPT) {
            throw new IdGenConfigurationException("table " + table + " already holds ids up to " + max.toPlainString()
                    + " (MAX(" + column + ")), and segment key '" + key + "' would hand out " + was + " next: "
                    + "inserts would collide with those rows (is the column still AUTO_INCREMENT/IDENTITY, or does "
                    + "another id source write it?); idgen.existing-rows=" + rule.text() + " refuses to move the key. "
                    + "Fix: stop the other writer, then set idgen.existing-rows=adopt, or move the key once: idgen keys "
                    + "adopt " + key + " --table " + table + " --column " + column);
        }
        long next = admin.adoptFromColumn(key, table, column, headroom).nextId();
        if (next == was) {
            log.debug("idgen: key '{}' is above {} already: next id {}", key, adoptFrom, next);
        } else if (otherWriter && !firstUse) {
            log.warn("idgen: key '{}' was at next id {}, but table {} holds ids up to {} in column {}, written by another "
                    + "writer (a column default such as AUTO_INCREMENT/IDENTITY/nextval, or another id source); moved the "
                    + "key above them: next id {}. Find and stop the other writer; idgen.existing-rows=adopt-first-use "
                    + "refuses the start instead", key, was, table, max.toPlainString(), column, next);
        } else {
            log.info("idgen: key '{}' adopted {} (MAX = {}, headroom {}): next id {}", key, adoptFrom,
                    max == null ? "none" : max.toPlainString(), headroom, next);
        }
        BigDecimal largest = read.largest();
        long cap = largest != null && largest.compareTo(BigDecimal.valueOf(Long.MAX_VALUE)) < 0 ? largest.longValueExact()
                : Long.MAX_VALUE;
        return new Adopted(next, max, cap);
    }

    private static IdColumn read(DataSource dataSource, String table, String column) {
        try {
            return IdColumn.read(dataSource, table, column);
        } catch (SQLException e) {
            throw new IdGenConfigurationException("table " + table + ", column " + column + " could not be read for "
                    + "adopt-from (" + e.getMessage() + "; SQLState " + e.getSQLState() + ")", e);
        }
    }
}
