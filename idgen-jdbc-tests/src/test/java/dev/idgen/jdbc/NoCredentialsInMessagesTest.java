package dev.idgen.jdbc;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.idgen.IdGenerationException;
import dev.idgen.IdSourceUnavailableException;
import dev.idgen.SchemaMissingException;
import dev.idgen.jdbc.admin.KeyAdmin;
import dev.idgen.jdbc.admin.SchemaCheck;
import dev.idgen.testsupport.ConnectionSource;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Real start-up failures of the engine and the admin API, through a data source whose toString prints
 * its password (as a hand-written one may) and whose URL carries it: no message of the exception or of
 * its causes contains the password, and the data source is still named (class, URL with ***).
 */
class NoCredentialsInMessagesTest {

    private static final String SECRET = "hunter2";

    @Test
    void anUnreachableDatabaseIsNamedWithoutItsPassword() {
        LeakyDataSource ds = new LeakyDataSource("jdbc:postgresql://127.0.0.1:1/shop?user=app&password=" + SECRET);
        assertThat(ds.toString()).contains(SECRET);
        assertThatThrownBy(() -> IdGenEngine.builder(ds).build())
                .isInstanceOf(IdSourceUnavailableException.class)
                .hasMessageContaining("LeakyDataSource jdbc:postgresql://127.0.0.1:1/shop?user=app&password=***")
                .satisfies(NoCredentialsInMessagesTest::noSecretAnywhere);
        assertThatThrownBy(() -> KeyAdmin.on(ds)).isInstanceOf(IdSourceUnavailableException.class)
                .hasMessageContaining("LeakyDataSource").satisfies(NoCredentialsInMessagesTest::noSecretAnywhere);
        assertThatThrownBy(() -> SchemaCheck.require(ds)).isInstanceOf(IdSourceUnavailableException.class)
                .satisfies(NoCredentialsInMessagesTest::noSecretAnywhere);
    }

    @Test
    void aMissingSchemaIsReportedWithoutThePassword() {
        LeakyDataSource ds = new LeakyDataSource("jdbc:h2:mem:no_credentials;DB_CLOSE_DELAY=-1;USER=app;PASSWORD=" + SECRET);
        assertThatThrownBy(() -> IdGenEngine.builder(ds).build()).isInstanceOf(SchemaMissingException.class)
                .satisfies(NoCredentialsInMessagesTest::noSecretAnywhere);
        // H2 reports a missing schema as an error of the statement (90079), not as missing tables
        assertThatThrownBy(() -> IdGenEngine.builder(ds).schema("ids").build()).isInstanceOf(IdGenerationException.class)
                .satisfies(NoCredentialsInMessagesTest::noSecretAnywhere);
    }

    /** The exception's message, its causes' and suppressed ones', and its toString. */
    private static void noSecretAnywhere(Throwable e) {
        List<Throwable> seen = new ArrayList<>();
        for (Throwable t = e; t != null && !seen.contains(t); t = t.getCause()) {
            seen.add(t);
            seen.addAll(List.of(t.getSuppressed()));
        }
        for (Throwable t : seen) {
            assertThat(String.valueOf(t.getMessage())).as("message of %s", t.getClass().getName()).doesNotContain(SECRET);
            assertThat(t.toString()).doesNotContain(SECRET);
        }
    }

    /** A DriverManager data source with a URL getter (like Spring's DriverManagerDataSource) that prints too much. */
    public static final class LeakyDataSource extends ConnectionSource {
        private final String url;

        LeakyDataSource(String url) {
            this.url = url;
        }

        public String getUrl() {
            return url;
        }

        @Override
        public String toString() {
            return "LeakyDataSource[url=" + url + ", user=app, password=" + SECRET + "]";
        }

        @Override
        public Connection getConnection() throws SQLException {
            return DriverManager.getConnection(url);
        }
    }
}
