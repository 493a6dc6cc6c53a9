package dev.idgen.migrations.guards;

import dev.idgen.Dialect;
import dev.idgen.migrations.IdGenMigrations;
import dev.idgen.testsupport.TestDatabase;
import dev.idgen.testsupport.TestDatabases;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import org.junit.jupiter.api.Test;

class PostgresGuardContractTest extends AbstractGuardContractTest {

    @Override
    protected TestDatabase fresh() {
        return TestDatabases.freshPostgres();
    }

    @Override
    protected String refusalState() {
        return "IG001";
    }

    private String role;

    /** A login role of this database's own with the shipped grants (roles are the server's: named after the database). */
    @Override
    protected Connection asRuntimeRole() throws SQLException {
        role = "r_" + db.databaseName();
        db.execute("CREATE ROLE " + role + " LOGIN PASSWORD 'app'");
        for (String grant : IdGenMigrations.grantStatements(Dialect.POSTGRESQL, role, true)) {
            db.execute(grant);
        }
        return DriverManager.getConnection(db.jdbcUrl(), role, "app");
    }

    @Override
    protected void dropRuntimeRole() {
        if (role != null) {
            db.execute("DROP OWNED BY " + role);
            db.execute("DROP ROLE " + role);
        }
    }

    /** TRUNCATE fires no row trigger; PostgreSQL's statement triggers refuse it too. */
    @Test
    void truncateIsRefused() {
        db.execute("INSERT INTO idgen_segment (biz_tag, max_id) VALUES ('order', 1000)");
        for (String table : new String[] {"idgen_segment", "idgen_daily", "idgen_worker", "idgen_epoch", "idgen_ordered_00",
                "idgen_ordered_63"}) {
            refused("TRUNCATE " + table).hasMessageContaining(table + ": rows are never deleted (TRUNCATE)");
        }
        refused("TRUNCATE idgen_segment, idgen_daily").hasMessageContaining("never deleted");
    }
}
