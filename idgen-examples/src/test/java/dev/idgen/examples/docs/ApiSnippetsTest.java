package dev.idgen.examples.docs;

import static org.assertj.core.api.Assertions.assertThat;

import dev.idgen.jdbc.admin.KeyAdmin;
import dev.idgen.jdbc.admin.KeyInfo;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.Statement;
import org.h2.jdbcx.JdbcDataSource;
import org.junit.jupiter.api.Test;

/** The quick starts of README.md and docs/getting-started.md run as written, on an in-memory H2 database. */
class ApiSnippetsTest {

    private static JdbcDataSource h2(String name) {
        JdbcDataSource ds = new JdbcDataSource();
        ds.setURL("jdbc:h2:mem:" + name + ";DB_CLOSE_DELAY=-1");
        return ds;
    }

    @Test
    void theReadmeQuickStartRuns() throws Exception {
        JdbcDataSource ds = h2("readme");
        ApiSnippets.readmeQuickStart(ds);
        KeyInfo order = KeyAdmin.on(ds).show("order").orElseThrow();
        assertThat(order.nextId()).as("one id and a batch of 500 taken from 'order'").isGreaterThan(501);
        try (Connection c = ds.getConnection(); Statement s = c.createStatement();
             ResultSet rs = s.executeQuery("SELECT COUNT(*) FROM idgen_daily")) {
            assertThat(rs.next()).isTrue();
            assertThat(rs.getInt(1)).as("the invoice series' row").isEqualTo(1);
        }
    }

    @Test
    void theGettingStartedSnippetRuns() throws Exception {
        JdbcDataSource ds = h2("getting-started");
        ApiSnippets.gettingStarted(ds);
        assertThat(KeyAdmin.on(ds).show("order").orElseThrow().nextId()).isGreaterThan(501);
    }
}
