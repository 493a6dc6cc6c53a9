package dev.idgen.jdbc.internal;

import java.sql.Connection;
import java.sql.SQLException;

/**
 * The tables every engine needs, for the admin API's {@code SchemaCheck}: checked the way an engine checks them at
 * start, by the sources that use them (reads only), so that a table's columns are named once, in its source.
 */
public final class EngineTables {

    /** The columns a snowflake lease row has ({@code idgen_worker}), for the admin API's reads of the leases. */
    public static final String WORKER_COLUMNS = JdbcWorkerLeaseSource.COLUMNS;

    private EngineTables() {
    }

    /**
     * Checks {@code idgen_segment}, {@code idgen_worker} and {@code idgen_snowflake_namespace} on {@code c}.
     *
     * @throws dev.idgen.SchemaMissingException naming the missing table and the migration that creates it
     */
    public static void require(JdbcAccess db, Connection c) throws SQLException {
        JdbcSegmentSource.segments(db, false, 1).checkSchema(c);
        new JdbcWorkerLeaseSource(db).checkSchema(c);
    }
}
