package dev.idgen.jdbc.admin;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;
import dev.idgen.Dialect;
import dev.idgen.jdbc.IdGenEngine;
import dev.idgen.jdbc.snowflake.NodeIdentity;
import dev.idgen.migrations.IdGenMigrations;
import dev.idgen.testsupport.TestDatabase;
import dev.idgen.testsupport.TestDatabases;
import java.sql.Connection;
import java.sql.SQLException;
import org.junit.jupiter.api.Test;

/**
 * The shipped MySQL/MariaDB grants ({@code db/idgen-grants/mysql.sql}, UPDATE per column, one table per
 * statement, qualified with the database) are all an engine needs to serve every strategy, and no more.
 */
class GrantsMariaDbTest {

    @Test
    void theEngineServesEveryStrategyWithOnlyTheShippedGrants() throws Exception {
        try (TestDatabase db = TestDatabases.freshMariaDb()) {
            IdGenMigrations.with(db.dataSource()).slowOrdered(true).migrate();
            // users are the server's, not the database's: a name of this database's own
            String user = "u_" + db.databaseName();
            db.execute("CREATE USER " + user + " IDENTIFIED BY 'app'");
            try {
                for (String grant : IdGenMigrations.grantStatements(Dialect.MYSQL, user, db.databaseName(), true)) {
                    db.execute(grant);
                }
                HikariConfig c = new HikariConfig();
                c.setJdbcUrl(db.jdbcUrl());
                c.setUsername(user);
                c.setPassword("app");
                c.setMaximumPoolSize(3);
                try (HikariDataSource app = new HikariDataSource(c)) {
                    try (IdGenEngine e = IdGenEngine.builder(app).snowflakeNode(new NodeIdentity("app", "h", 1)).build()) {
                        assertThat(e.segment("order").nextId()).isEqualTo(1);
                        assertThat(e.slowOrdered("chat", "room-1").nextIds(3)).containsExactly(1, 2, 3);
                        assertThat(e.snowflake().nextId()).isPositive();
                        assertThat(e.daily("invoice").next().serial()).isEqualTo(1);
                    }
                    try (Connection conn = app.getConnection()) {
                        assertThatThrownBy(() -> conn.createStatement().executeUpdate(
                                "UPDATE idgen_segment SET biz_tag = 'renamed' WHERE biz_tag = 'order'"))
                                .isInstanceOf(SQLException.class).hasMessageContaining("denied");
                        assertThatThrownBy(() -> conn.createStatement().executeUpdate("DELETE FROM idgen_ordered_00"))
                                .isInstanceOf(SQLException.class).hasMessageContaining("denied");
                        assertThatThrownBy(() -> conn.createStatement().executeUpdate("UPDATE idgen_segment SET max_id = 1"))
                                .isInstanceOf(SQLException.class).hasMessageContaining("max_id may only grow");
                        assertThatThrownBy(() -> conn.createStatement().execute("CREATE TABLE sneaky (id INT)"))
                                .isInstanceOf(SQLException.class).hasMessageContaining("denied");
                    }
                }
            } finally {
                db.execute("DROP USER " + user);
            }
        }
    }
}
