package dev.idgen.jdbc;

import dev.idgen.InvalidIdRequestException;
import dev.idgen.jdbc.segment.ColumnMaxima;
import java.math.BigDecimal;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.ResultSetMetaData;
import java.sql.SQLException;
import java.sql.Statement;
import java.sql.Types;
import java.util.regex.Pattern;
import javax.sql.DataSource;

/**
 * An id column as the database describes it, read in one connection: its SQL type, the largest value
 * that type holds, and the largest id the table holds now ({@code MAX(column)}, an index lookup on a
 * primary key). What {@link IdGenEngine#startAbove} compares a key with; also what caps a key's step
 * by its column's type ({@link #largest()}: an {@code INTEGER} column holds 2 147 483 647).
 *
 * @param table       the table, as written ({@code schema.table} allowed)
 * @param column      the column, as written
 * @param typeName    the database's name of the type ({@code INTEGER}, {@code BIGINT UNSIGNED}, {@code int8})
 * @param jdbcType    its {@link Types} code
 * @param wholeNumber whether it holds whole numbers (the integer types, NUMERIC/DECIMAL with scale 0)
 * @param largest     the largest value of the type ({@code Long.MAX_VALUE} when wider or unknown); for a text
 *                    column, its width in characters
 * @param max         the largest value in the table, {@code null} when it is empty or the column is not a number
 */
public record IdColumn(String table, String column, String typeName, int jdbcType, boolean wholeNumber,
                       BigDecimal largest, BigDecimal max) {

    private static final Pattern IDENTIFIER = Pattern.compile("[A-Za-z_][A-Za-z0-9_]{0,62}(\\.[A-Za-z_][A-Za-z0-9_]{0,62})?");
    private static final String PART = "([A-Za-z_][A-Za-z0-9_]{0,62}|\"[A-Za-z_][A-Za-z0-9_]{0,62}\"|`[A-Za-z_][A-Za-z0-9_]{0,62}`)";
    /** A name as a mapping framework renders it: plain, or quoted ("name", `name`) without quotes inside. */
    private static final Pattern QUOTABLE = Pattern.compile(PART + "(\\." + PART + ")?");

    /**
     * Reads {@code table.column} through {@code dataSource}: a read only, on a connection it closes.
     *
     * @throws InvalidIdRequestException for a table or column name that is not a plain (or quoted) SQL name
     * @throws SQLException when the table or column cannot be read (missing, no rights)
     */
    public static IdColumn read(DataSource dataSource, String table, String column) throws SQLException {
        checkName("table", table);
        checkName("column", column);
        try (Connection c = dataSource.getConnection(); Statement st = c.createStatement()) {
            String typeName;
            int type;
            int precision;
            int scale;
            try (ResultSet rs = st.executeQuery("SELECT " + column + " FROM " + table + " WHERE 1 = 0")) {
                ResultSetMetaData md = rs.getMetaData();
                typeName = md.getColumnTypeName(1);
                type = md.getColumnType(1);
                precision = md.getPrecision(1);
                scale = md.getScale(1);
            }
            boolean whole = switch (type) {
                case Types.TINYINT, Types.SMALLINT, Types.INTEGER, Types.BIGINT -> true;
                case Types.NUMERIC, Types.DECIMAL -> scale == 0;
                default -> false;
            };
            if (!whole) {
                return new IdColumn(table, column, typeName, type, false, BigDecimal.valueOf(precision), null);
            }
            try (ResultSet rs = st.executeQuery("SELECT MAX(" + column + ") FROM " + table)) {
                rs.next();
                return new IdColumn(table, column, typeName, type, true, largest(type, typeName, precision, scale),
                        rs.getBigDecimal(1));
            }
        }
    }

    /**
     * A table, column or sequence name written into SQL: plain, optionally {@code schema.name}.
     *
     * @throws InvalidIdRequestException naming {@code what} and the value
     */
    public static void checkIdentifier(String what, String name) {
        if (name == null || !IDENTIFIER.matcher(name).matches()) {
            throw new InvalidIdRequestException(what + " '" + name + "' is not a plain SQL name (letters, digits, '_', "
                    + "optionally schema.name); quoted names are not accepted");
        }
    }

    /**
     * A table or column name as a mapping framework writes it into SQL: plain or quoted with {@code "} or
     * {@code `} (Spring Data JDBC quotes its names), optionally {@code schema.name}; no quote inside a name.
     *
     * @throws InvalidIdRequestException naming {@code what} and the value
     */
    public static void checkName(String what, String name) {
        if (name == null || !QUOTABLE.matcher(name).matches()) {
            throw new InvalidIdRequestException(what + " '" + name + "' is not a plain SQL name (letters, digits, '_', "
                    + "optionally quoted with \" or `, optionally schema.name)");
        }
    }

    /**
     * The largest integer a whole-number column of this type holds ({@link ColumnMaxima}); {@code Long.MAX_VALUE}
     * when wider or unknown.
     */
    static BigDecimal largest(int jdbcType, String typeName, int precision, int scale) {
        return BigDecimal.valueOf(ColumnMaxima.of(jdbcType, typeName, precision, scale).orElse(Long.MAX_VALUE));
    }

    /** {@code orders.id (BIGINT)}: how messages name it. */
    @Override
    public String toString() {
        return table + "." + column + " (" + typeName + ")";
    }
}
