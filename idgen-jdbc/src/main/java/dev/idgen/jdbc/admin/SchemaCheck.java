package dev.idgen.jdbc.admin;

import dev.idgen.IdSourceUnavailableException;
import dev.idgen.jdbc.internal.EngineTables;
import dev.idgen.jdbc.internal.JdbcAccess;
import dev.idgen.spi.Redact;
import java.sql.Connection;
import java.sql.SQLException;
import javax.sql.DataSource;

/**
 * Whether idgen's tables are there, checked the way an engine checks them at start (reads only):
 * for tools that want to say so before doing anything else.
 */
public final class SchemaCheck {

    private SchemaCheck() {
    }

    /**
     * Checks the tables every engine needs ({@code idgen_segment}, {@code idgen_worker},
     * {@code idgen_snowflake_namespace}) on {@code dataSource}.
     *
     * @throws dev.idgen.SchemaMissingException naming the missing table and the migration that creates it
     * @throws IdSourceUnavailableException when the database cannot be reached or read
     */
    public static void require(DataSource dataSource) {
        require(dataSource, null);
    }

    /** Like {@link #require(DataSource)} for idgen's tables in {@code schema} ({@code null}: the default). */
    public static void require(DataSource dataSource, String schema) {
        JdbcAccess db = JdbcAccess.forAdmin(dataSource, schema);
        try (Connection c = dataSource.getConnection()) {
            EngineTables.require(db, c);
        } catch (SQLException e) {
            throw new IdSourceUnavailableException("cannot read idgen's tables through " + Redact.dataSource(dataSource)
                    + ": " + Redact.text(e.getMessage()) + " (SQLState " + e.getSQLState() + ")", e);
        }
    }
}
