package dev.idgen.examples.quarkus;

import dev.idgen.testsupport.TestDatabase;
import dev.idgen.testsupport.TestDatabases;
import io.quarkus.test.common.QuarkusTestResourceLifecycleManager;
import java.util.Map;

/**
 * A fresh database on the suite's embedded PostgreSQL (idgen-test-support; no Docker, no Dev Services) as the
 * application's default datasource, dropped when the tests end.
 */
public class EmbeddedPostgresResource implements QuarkusTestResourceLifecycleManager {

    private TestDatabase database;

    @Override
    public Map<String, String> start() {
        database = TestDatabases.freshPostgres();
        return Map.of(
                "quarkus.datasource.jdbc.url", database.jdbcUrl(),
                "quarkus.datasource.username", database.user(),
                "quarkus.datasource.password", database.password() == null ? "" : database.password());
    }

    @Override
    public void stop() {
        if (database != null) {
            database.close();
        }
    }
}
