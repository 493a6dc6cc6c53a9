package dev.idgen.jdbc.contract;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.idgen.Dialect;
import dev.idgen.jdbc.IdGenEngine;
import dev.idgen.migrations.IdGenMigrations;
import dev.idgen.testsupport.PostgresVersions;
import dev.idgen.testsupport.TestDatabase;
import dev.idgen.testsupport.TestDatabases;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The contracts on a PostgreSQL server, not the embedded one: the server named by
 * {@code IDGEN_TEST_JDBC_URL} (user {@code IDGEN_TEST_JDBC_USER}, password
 * {@code IDGEN_TEST_JDBC_PASSWORD}), else the local service on 127.0.0.1:5432 that .ci/run starts.
 * Runs when {@code -Didgen.test.postgres} selects the service ({@code service}, {@code ci} as .ci/run does,
 * or {@code all}); see {@link ExtraPostgresTarget}. When selected under {@code CI=true} the server must be
 * there; elsewhere the class is skipped with the reason.
 */
@ExtraPostgresTarget(PostgresVersions.SERVICE)
class ServicePostgresContractTest extends DatabaseContracts {

    private static final String URL = env("IDGEN_TEST_JDBC_URL", "jdbc:postgresql://127.0.0.1:5432/postgres");
    private static final String USER = env("IDGEN_TEST_JDBC_USER", "postgres");
    private static final String PASSWORD = env("IDGEN_TEST_JDBC_PASSWORD", "");

    @BeforeAll
    static void serverIsThere() {
        String problem = null;
        try (Connection c = DriverManager.getConnection(URL + (URL.contains("?") ? "&" : "?") + "connectTimeout=2", USER, PASSWORD)) {
            assertThat(c.isValid(2)).isTrue();
        } catch (SQLException e) {
            problem = "no PostgreSQL server at " + URL + " (" + e.getMessage() + "); start the local service with "
                    + "'pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql) main start' or set IDGEN_TEST_JDBC_URL";
        }
        if (System.getenv("CI") != null && problem != null) {
            throw new AssertionError(problem);
        }
        assumeTrue(problem == null, problem);
    }

    @Override
    protected TestDatabase freshDatabase() {
        return TestDatabases.freshOn(Dialect.POSTGRESQL, URL, USER, PASSWORD);
    }

    @Override
    protected Dialect dialect() {
        return Dialect.POSTGRESQL;
    }

    @Test
    @VersionSensitive
    void talksToTheServer() {
        try (TestDatabase db = freshDatabase()) {
            IdGenMigrations.with(db.dataSource()).slowOrdered(true).migrate();
            try (IdGenEngine e = IdGenEngine.builder(db.dataSource()).build()) {
                assertThat(e.dialect()).isEqualTo(Dialect.POSTGRESQL);
            }
        }
    }

    private static String env(String name, String fallback) {
        String v = System.getenv(name);
        return v == null || v.isBlank() ? fallback : v;
    }
}
