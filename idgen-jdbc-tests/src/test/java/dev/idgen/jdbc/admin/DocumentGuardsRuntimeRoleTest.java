package dev.idgen.jdbc.admin;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;
import dev.idgen.Dialect;
import dev.idgen.format.IdFormat;
import dev.idgen.jdbc.IdGenEngine;
import dev.idgen.migrations.IdGenMigrations;
import dev.idgen.testsupport.TestDatabase;
import dev.idgen.testsupport.TestDatabases;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.function.Supplier;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Issue #39 item 4, for documents: with exactly the shipped grants (PostgreSQL, MariaDB; on H2 a user with table
 * rights, H2 having no column privileges), the runtime role takes document numbers through the engine, but with plain
 * SQL it can neither raise a series' counter by more than 1 (a silent gap), nor create a series above 0, nor adopt a
 * start: migration V13's guards and the grants refuse each. The schema's owner (idgen's admin path) may adopt a
 * start, and even it cannot step a counter by more than 1.
 */
class DocumentGuardsRuntimeRoleTest {

    static Stream<Arguments> databases() {
        return Stream.of(Arguments.of("H2", (Supplier<TestDatabase>) TestDatabases::freshH2),
                Arguments.of("PostgreSQL", (Supplier<TestDatabase>) TestDatabases::freshPostgres),
                Arguments.of("MariaDB", (Supplier<TestDatabase>) TestDatabases::freshMariaDb));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("databases")
    void theRuntimeRoleMovesASeriesOnlyByOneAndStartsItOnlyAtZero(String name, Supplier<TestDatabase> database)
            throws Exception {
        try (TestDatabase db = database.get()) {
            IdGenMigrations.migrate(db.dataSource());
            String user = "doc_" + db.databaseName().replaceAll("[^A-Za-z0-9_]", "_");
            if (user.length() > 32) {
                user = user.substring(0, 32); // MariaDB's limit on user names
            }
            createRuntimeRole(db, user);
            try {
                HikariConfig config = new HikariConfig();
                // H2: a user without admin rights may not set DB_CLOSE_DELAY (the owner's connections keep it open)
                config.setJdbcUrl(db.jdbcUrl().replaceAll("(?i);DB_CLOSE_DELAY=-?\\d+", ""));
                config.setUsername(user);
                config.setPassword("app");
                config.setMaximumPoolSize(2);
                try (HikariDataSource app = new HikariDataSource(config);
                     IdGenEngine engine = IdGenEngine.builder(app).build();
                     Connection c = app.getConnection()) {
                    c.setAutoCommit(false);
                    assertThat(engine.documents("invoice", IdFormat.parse("INV{serial:6}")).next(c))
                            .as("the runtime role creates a series at 0 and takes its first number")
                            .isEqualTo("INV000001");
                    c.commit();
                    c.setAutoCommit(true);
                    try (Statement s = c.createStatement()) {
                        assertThatThrownBy(() -> s.executeUpdate("UPDATE idgen_document SET last_number = last_number + 10"))
                                .as("a step of 10: a silent gap").isInstanceOf(SQLException.class)
                                .hasMessageContaining("moves by exactly 1");
                        assertThatThrownBy(() -> s.executeUpdate("INSERT INTO idgen_document (biz_tag, sub_key, "
                                + "serial_period, serial_day, last_number) VALUES ('receipt', '', 'NEVER', DATE "
                                + "'1970-01-01', 500)")).as("a series created at 500").isInstanceOf(SQLException.class);
                        assertThatThrownBy(() -> s.executeUpdate("INSERT INTO idgen_document (biz_tag, sub_key, "
                                + "serial_period, serial_day, start_number, last_number) VALUES ('receipt', '', 'NEVER', "
                                + "DATE '1970-01-01', 500, 500)")).as("an adopted start by the runtime role")
                                .isInstanceOf(SQLException.class);
                        assertThatThrownBy(() -> s.executeUpdate("UPDATE idgen_document SET start_number = 500, "
                                + "last_number = 500")).as("an adoption by the runtime role").isInstanceOf(SQLException.class);
                        s.executeUpdate("UPDATE idgen_document SET last_number = last_number + 1"); // what idgen does
                        s.executeUpdate("UPDATE idgen_document SET last_number = last_number"); // staying is fine
                    }
                }
                assertThat(db.queryLong("SELECT last_number FROM idgen_document")).isEqualTo(2);
                assertThat(db.queryLong("SELECT COUNT(*) FROM idgen_document")).as("no series created above 0").isEqualTo(1);

                // the owner: idgen's admin path may adopt a start, never step a counter by more than 1
                db.execute("UPDATE idgen_document SET start_number = 500, last_number = 500");
                assertThat(db.queryLong("SELECT last_number FROM idgen_document")).isEqualTo(500);
                assertThatThrownBy(() -> db.execute("UPDATE idgen_document SET last_number = last_number + 2"))
                        .hasMessageContaining("moves by exactly 1");
                assertThatThrownBy(() -> db.execute("UPDATE idgen_document SET start_number = 600, last_number = 700"))
                        .hasMessageContaining("GREATEST");
                assertThatThrownBy(() -> db.execute("UPDATE idgen_document SET start_number = 1"))
                        .hasMessageContaining("start_number may only grow");
            } finally {
                if (db.dialect() == Dialect.MYSQL) {
                    db.execute("DROP USER " + user);
                }
            }
        }
    }

    private static void createRuntimeRole(TestDatabase db, String user) {
        switch (db.dialect()) {
            case POSTGRESQL -> {
                db.execute("CREATE ROLE " + user + " LOGIN PASSWORD 'app'");
                IdGenMigrations.grantStatements(Dialect.POSTGRESQL, user).forEach(db::execute);
            }
            case MYSQL -> {
                db.execute("CREATE USER " + user + " IDENTIFIED BY 'app'");
                IdGenMigrations.grantStatements(Dialect.MYSQL, user, db.databaseName(), false).forEach(db::execute);
            }
            default -> { // H2: table rights only
                db.execute("CREATE USER " + user + " PASSWORD 'app'");
                for (String table : new String[] {"idgen_segment", "idgen_worker", "idgen_snowflake_namespace",
                        "idgen_daily", "idgen_epoch", "idgen_document", "idgen_region"}) {
                    db.execute("GRANT SELECT, INSERT, UPDATE ON " + table + " TO " + user);
                }
            }
        }
    }
}
