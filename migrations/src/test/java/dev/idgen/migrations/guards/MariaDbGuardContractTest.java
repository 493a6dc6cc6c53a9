package dev.idgen.migrations.guards;

import dev.idgen.Dialect;
import dev.idgen.migrations.IdGenMigrations;
import dev.idgen.testsupport.TestDatabase;
import dev.idgen.testsupport.TestDatabases;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;

class MariaDbGuardContractTest extends AbstractGuardContractTest {

    @Override
    protected TestDatabase fresh() {
        return TestDatabases.freshMariaDb();
    }

    @Override
    protected String refusalState() {
        return "45000";
    }

    private String user;

    /** A user of this database's own with the shipped grants (users are the server's: named after the database). */
    @Override
    protected Connection asRuntimeRole() throws SQLException {
        user = "u_" + db.databaseName();
        db.execute("CREATE USER " + user + " IDENTIFIED BY 'app'");
        for (String grant : IdGenMigrations.grantStatements(Dialect.MYSQL, user, db.databaseName(), true)) {
            db.execute(grant);
        }
        return DriverManager.getConnection(db.jdbcUrl(), user, "app");
    }

    @Override
    protected void dropRuntimeRole() {
        if (user != null) {
            db.execute("DROP USER " + user);
        }
    }
}
