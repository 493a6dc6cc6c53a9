package dev.idgen.migrations.guards;

import static org.assertj.core.api.Assertions.assertThat;

import dev.idgen.migrations.IdGenMigrations;
import dev.idgen.testsupport.TestDatabase;
import dev.idgen.testsupport.TestDatabases;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import org.junit.jupiter.api.Test;

class H2GuardContractTest extends AbstractGuardContractTest {

    @Override
    protected TestDatabase fresh() {
        return TestDatabases.freshH2();
    }

    @Override
    protected String refusalState() {
        return "IG001";
    }

    /**
     * A user of this database with what the shipped grants give the runtime role on the epoch (H2 ships no grants
     * and grants whole tables: SELECT and UPDATE on idgen_epoch), not an administrator.
     */
    @Override
    protected Connection asRuntimeRole() throws SQLException {
        db.execute("CREATE USER app PASSWORD 'app'");
        db.execute("GRANT SELECT, UPDATE ON idgen_epoch TO app");
        // DB_CLOSE_DELAY is an administrator's setting; the database stays open through the owner's pool anyway
        return DriverManager.getConnection(db.jdbcUrl().replace(";DB_CLOSE_DELAY=-1", ""), "app", "app");
    }

    /** The Java trigger finds its columns by name in the schema it was created in, not the connection's. */
    @Test
    void theGuardsWorkInASchemaOfTheirOwn() {
        IdGenMigrations.with(db.dataSource()).schema("ids").slowOrdered(true).migrate();
        db.execute("INSERT INTO ids.idgen_segment (biz_tag, max_id) VALUES ('order', 1000)");
        db.execute("INSERT INTO ids.idgen_ordered_05 (biz_tag, sub_key, num) VALUES ('chat', 'r', 7)");

        refused("UPDATE ids.idgen_segment SET max_id = 1").hasMessageContaining("idgen_segment 'order'")
                .hasMessageContaining("(1000 -> 1)");
        refused("UPDATE ids.idgen_ordered_05 SET num = 1").hasMessageContaining("idgen_ordered_05 'chat' sub-key 'r'");
        db.execute("UPDATE ids.idgen_segment SET max_id = 1001");
        assertThat(db.queryLong("SELECT max_id FROM ids.idgen_segment")).isEqualTo(1001);
    }
}
