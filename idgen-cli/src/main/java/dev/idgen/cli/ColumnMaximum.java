package dev.idgen.cli;

import dev.idgen.jdbc.segment.ColumnMaxima;
import java.sql.Connection;
import java.sql.DatabaseMetaData;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.Locale;
import javax.sql.DataSource;

/**
 * The largest id a table's column holds, from its SQL type as the database's metadata reports it, for
 * {@code idgen keys --column} ({@link ColumnMaxima}). Any other type is refused, naming it: idgen's ids are
 * whole numbers.
 */
final class ColumnMaximum {

    private ColumnMaximum() {
    }

    /**
     * @param tableDotColumn {@code table.column} (or {@code schema.table.column}), as written on the command line
     * @throws CliFailure (usage) for a malformed name, (runtime) for a column not found or not a whole number
     */
    static long of(DataSource dataSource, String tableDotColumn) {
        int dot = tableDotColumn.lastIndexOf('.');
        if (dot <= 0 || dot == tableDotColumn.length() - 1) {
            throw CliFailure.usage("--column '" + tableDotColumn + "' is not TABLE.COLUMN, e.g. --column orders.id");
        }
        String tablePart = tableDotColumn.substring(0, dot);
        String column = tableDotColumn.substring(dot + 1);
        int schemaDot = tablePart.lastIndexOf('.');
        String schema = schemaDot < 0 ? null : tablePart.substring(0, schemaDot);
        String table = tablePart.substring(schemaDot + 1);
        try (Connection c = dataSource.getConnection()) {
            DatabaseMetaData meta = c.getMetaData();
            // the name as written, then as the database folds unquoted names (H2 upper, PostgreSQL lower)
            for (String[] name : new String[][] {{schema, table, column},
                    {upper(schema), upper(table), upper(column)}, {lower(schema), lower(table), lower(column)}}) {
                try (ResultSet rs = meta.getColumns(null, name[0], name[1], name[2])) {
                    if (rs.next()) {
                        return maximum(tableDotColumn, rs.getInt("DATA_TYPE"), rs.getString("TYPE_NAME"),
                                rs.getInt("COLUMN_SIZE"), rs.getInt("DECIMAL_DIGITS"));
                    }
                }
            }
        } catch (SQLException e) {
            throw CliFailure.runtime("cannot read the type of column " + tableDotColumn + ": " + e.getMessage(), e);
        }
        throw CliFailure.runtime("no column " + tableDotColumn + " in the database; give it as TABLE.COLUMN (or "
                + "SCHEMA.TABLE.COLUMN) of the table the key's ids go into");
    }

    static long maximum(String column, int sqlType, String typeName, int precision, int scale) {
        return ColumnMaxima.of(sqlType, precision, scale).orElseThrow(() -> CliFailure.runtime("column " + column
                + " is " + typeName + ", not a whole-number column idgen ids go into (SMALLINT, INTEGER, BIGINT, "
                + "NUMERIC/DECIMAL with scale 0)"));
    }

    private static String upper(String s) {
        return s == null ? null : s.toUpperCase(Locale.ROOT);
    }

    private static String lower(String s) {
        return s == null ? null : s.toLowerCase(Locale.ROOT);
    }
}
