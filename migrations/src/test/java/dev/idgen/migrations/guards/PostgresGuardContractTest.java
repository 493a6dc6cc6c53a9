package dev.idgen.migrations.guards;

import dev.idgen.testsupport.TestDatabase;
import dev.idgen.testsupport.TestDatabases;
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
