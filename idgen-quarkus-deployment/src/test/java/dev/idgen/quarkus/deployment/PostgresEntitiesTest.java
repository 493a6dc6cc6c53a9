package dev.idgen.quarkus.deployment;

import dev.idgen.testsupport.TestDatabase;
import dev.idgen.testsupport.TestDatabases;
import io.quarkus.test.QuarkusUnitTest;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * {@link EntitiesContract} on a fresh database of the suite's embedded PostgreSQL (idgen-test-support; no Docker, no
 * Dev Services). The {@code @QuarkusTest} of idgen-examples/quarkus gets its database through a
 * {@code QuarkusTestResourceLifecycleManager}; QuarkusUnitTest has no {@code @QuarkusTestResource}, so the database is
 * made here. This class is initialised twice (by JUnit, then in the application's class loader, where the field is
 * read again); the settings are handed to the second through a system property, so one database serves both.
 */
class PostgresEntitiesTest extends EntitiesContract {

    private static final String SETTINGS = "idgen.test.quarkus.postgres";

    @RegisterExtension
    static final QuarkusUnitTest APP = App.on(datasource());

    private static synchronized Map<String, String> datasource() {
        String handed = System.getProperty(SETTINGS);
        Map<String, String> settings = new HashMap<>();
        if (handed == null) {
            // dropped with the JVM's embedded server, which the suite shares between the tests of this JVM
            TestDatabase database = TestDatabases.freshPostgres();
            settings.put("quarkus.datasource.db-kind", "postgresql");
            settings.put("quarkus.datasource.jdbc.url", database.jdbcUrl());
            settings.put("quarkus.datasource.username", database.user());
            settings.put("quarkus.datasource.password", database.password() == null ? "" : database.password());
            StringBuilder s = new StringBuilder();
            settings.forEach((k, v) -> s.append(k).append('\u0001').append(v).append('\u0002'));
            System.setProperty(SETTINGS, s.toString());
        } else {
            for (String entry : handed.split("\u0002")) {
                String[] kv = entry.split("\u0001", -1);
                settings.put(kv[0], kv[1]);
            }
        }
        return settings;
    }
}
