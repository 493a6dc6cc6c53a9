package dev.idgen.jdbc.admin;

import dev.idgen.InvalidIdRequestException;
import dev.idgen.jdbc.IdColumn;
import dev.idgen.jdbc.internal.JdbcAccess;
import dev.idgen.jdbc.internal.SqlDialect;
import java.math.BigDecimal;
import java.sql.Connection;
import java.sql.DatabaseMetaData;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Types;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * The checks of an adoption or a move, before any change: one rule for segment keys and slow-ordered
 * rows (API and CLI).
 *
 * <p>Rules: a name written into SQL is a plain name; the adopted column exists and holds whole numbers
 * — SMALLINT, INTEGER, BIGINT (TINYINT and MEDIUMINT where the database has them) or NUMERIC/DECIMAL
 * with scale 0 — because {@code MAX} over text compares text ('999' &gt; '1500') and over fractions
 * rounds; and no key is moved past {@link #MAX_NEXT_ID}, where it could never hand out an id again.
 */
final class AdoptionChecks {

    /**
     * The largest next id a key may be moved to: {@code Long.MAX_VALUE - 1}. A segment key reserves
     * {@code [next, next + step)}, so at {@code Long.MAX_VALUE} no range fits; a key moved there (or
     * past it, by an adoption's {@code max + headroom}) can never issue again.
     */
    static final long MAX_NEXT_ID = Long.MAX_VALUE - 1;

    private AdoptionChecks() {
    }

    /** A table, column or sequence name written into SQL: plain, optionally {@code schema.name}. */
    static void checkIdentifier(String what, String name) {
        IdColumn.checkIdentifier(what, name);
    }

    static void checkHeadroom(long headroom) {
        if (headroom < 0) {
            throw new InvalidIdRequestException("headroom must not be negative, was " + headroom);
        }
    }

    /**
     * Refuses to move {@code what} (a key, named as messages name it) to {@code nextId} past
     * {@link #MAX_NEXT_ID}.
     */
    static void checkNextId(String what, long nextId) {
        if (nextId > MAX_NEXT_ID) {
            throw new InvalidIdRequestException(what + ": next id " + nextId + " is past the limit " + MAX_NEXT_ID
                    + " (Long.MAX_VALUE - 1): a key moved there can never hand out an id again; choose a smaller value, "
                    + "or use another key");
        }
    }

    /**
     * The next id an adoption of {@code max} plus {@code headroom} makes ({@code max + 1 + headroom}),
     * refused past {@link #MAX_NEXT_ID} (never an overflow).
     */
    static long adoptedNextId(String what, String source, BigDecimal max, long headroom) {
        BigDecimal next = (max == null ? BigDecimal.ZERO : max).add(BigDecimal.ONE).add(BigDecimal.valueOf(headroom));
        if (next.compareTo(BigDecimal.valueOf(MAX_NEXT_ID)) > 0) {
            throw new InvalidIdRequestException(what + ": adopting " + source + " (largest value " + (max == null ? "none" : max.toPlainString())
                    + ") with headroom " + headroom + " would make the next id " + next.toPlainString() + ", past the limit "
                    + MAX_NEXT_ID + " (Long.MAX_VALUE - 1): the key could never hand out an id again; lower the headroom, "
                    + "or do not adopt a column whose values reach the top of the long range");
        }
        return next.longValueExact();
    }

    /**
     * Checks, through {@link DatabaseMetaData}, that {@code table.column} exists and holds whole
     * numbers, and returns its largest value ({@code null} for an empty table).
     *
     * @throws InvalidIdRequestException naming the table, the column and its type, and the fix
     */
    static BigDecimal wholeNumberMax(JdbcAccess db, Connection c, String table, String column) throws SQLException {
        int dot = table.indexOf('.');
        String schema = dot < 0 ? null : table.substring(0, dot);
        String bare = dot < 0 ? table : table.substring(dot + 1);
        DatabaseMetaData md = c.getMetaData();
        SqlDialect.MetadataScope scope = db.sql().metadataScope(c, schema);
        Column found = find(md, scope.catalog(), scope.schemaPattern(), bare, column);
        if (found == null && scope.searchOtherSchemas()) {
            found = find(md, scope.catalog(), null, bare, column); // a table on the search path beyond its first schema
        }
        if (found == null) {
            throw new InvalidIdRequestException("table '" + table + "' does not exist" + (schema == null ? "" : " in schema '"
                    + schema + "'") + "; check the table name: the table whose ids the key takes over");
        }
        if (found.type == null) {
            throw new InvalidIdRequestException("table '" + table + "' has no column '" + column + "'; its columns are "
                    + String.join(", ", found.columns) + "; name the id column");
        }
        if (!isWholeNumber(found.type, found.scale)) {
            throw new InvalidIdRequestException("column '" + column + "' of table '" + table + "' is " + found.typeName
                    + (found.type == Types.NUMERIC || found.type == Types.DECIMAL ? " with scale " + found.scale : "")
                    + ", not a whole number, so its values cannot be compared as ids (MAX over text puts '999' above "
                    + "'1500'); adopt a SMALLINT, INTEGER, BIGINT or NUMERIC/DECIMAL column with scale 0 (convert the "
                    + "column first), or move the key with moveNextIdTo / 'idgen keys move' to a value you computed");
        }
        try (PreparedStatement ps = db.prepare(c, "SELECT MAX(" + column + ") FROM " + table);
             ResultSet rs = ps.executeQuery()) {
            rs.next();
            return rs.getBigDecimal(1);
        }
    }

    /** The last value of PostgreSQL sequence {@code sequence}, read with {@code lastValue} (one parameter). */
    static BigDecimal sequenceLastValue(JdbcAccess db, Connection c, String lastValue, String sequence)
            throws SQLException {
        try (PreparedStatement ps = db.prepare(c, "SELECT " + lastValue)) {
            ps.setString(1, sequence);
            try (ResultSet rs = ps.executeQuery()) {
                rs.next();
                return rs.getBigDecimal(1);
            }
        }
    }

    /** Whole numbers: the integer types, and NUMERIC/DECIMAL with scale 0. */
    static boolean isWholeNumber(int type, int scale) {
        return switch (type) {
            case Types.TINYINT, Types.SMALLINT, Types.INTEGER, Types.BIGINT -> true;
            case Types.NUMERIC, Types.DECIMAL -> scale == 0;
            default -> false;
        };
    }

    private static final class Column {
        final List<String> columns = new ArrayList<>();
        Integer type;
        String typeName;
        int scale;
    }

    /** The table's columns and {@code column}'s type, trying the name as written, in lower and in upper case. */
    private static Column find(DatabaseMetaData md, String catalog, String schema, String table, String column)
            throws SQLException {
        Set<String> candidates = new LinkedHashSet<>(List.of(table, table.toLowerCase(Locale.ROOT),
                table.toUpperCase(Locale.ROOT)));
        Set<String> schemas = new LinkedHashSet<>();
        schemas.add(schema);
        if (schema != null) {
            schemas.add(schema.toLowerCase(Locale.ROOT));
            schemas.add(schema.toUpperCase(Locale.ROOT));
        }
        for (String s : schemas) {
            for (String candidate : candidates) {
                Column found = null;
                try (ResultSet rs = md.getColumns(catalog, s, escape(md, candidate), null)) {
                    while (rs.next()) {
                        if (!candidate.equals(rs.getString("TABLE_NAME"))) {
                            continue; // a pattern match of another table (names escaped where the driver allows)
                        }
                        found = found == null ? new Column() : found;
                        String name = rs.getString("COLUMN_NAME");
                        found.columns.add(name);
                        if (name.equalsIgnoreCase(column) && found.type == null) {
                            found.type = rs.getInt("DATA_TYPE");
                            found.typeName = rs.getString("TYPE_NAME");
                            found.scale = rs.getInt("DECIMAL_DIGITS");
                        }
                    }
                }
                if (found != null) {
                    return found;
                }
            }
        }
        return null;
    }

    /** {@code _} is a pattern character in metadata calls: escaped, so {@code my_table} does not match {@code myXtable}. */
    private static String escape(DatabaseMetaData md, String name) throws SQLException {
        String escape = md.getSearchStringEscape();
        return escape == null || escape.isEmpty() ? name : name.replace(escape, escape + escape).replace("_", escape + "_")
                .replace("%", escape + "%");
    }
}
