package dev.idgen.quarkus.deployment;

import io.quarkus.test.QuarkusUnitTest;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * {@link EntitiesContract} on the suite's embedded PostgreSQL, through {@link EmbeddedPostgresResource}.
 *
 * <p>QuarkusUnitTest has no {@code @QuarkusTestResource}: the resource is started here. This class is initialised
 * twice (by JUnit, then in the application's class loader, where the field is read again); the datasource settings are
 * handed to the second through a system property, so one database serves both.
 */
class PostgresEntitiesTest extends EntitiesContract {

    private static final String SETTINGS = "idgen.test.quarkus.postgres";

    @RegisterExtension
    static final QuarkusUnitTest APP = App.on(datasource());

    private static synchronized Map<String, String> datasource() {
        String handed = System.getProperty(SETTINGS);
        Map<String, String> settings = new HashMap<>();
        if (handed == null) {
            // stopped with the JVM: the embedded server is the suite's, shared by every test of this JVM
            settings.putAll(new EmbeddedPostgresResource().start());
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
