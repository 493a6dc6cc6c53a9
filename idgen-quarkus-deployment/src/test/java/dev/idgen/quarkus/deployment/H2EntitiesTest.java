package dev.idgen.quarkus.deployment;

import io.quarkus.test.QuarkusUnitTest;
import java.util.Map;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * {@link EntitiesContract} on an in-memory H2 database, with idgen on a named datasource ({@code idgen.datasource=ids})
 * of the same database, outside JTA transactions (idgen refuses a named datasource whose connections would join the
 * caller's): Hibernate and the application's Flyway use the default one.
 */
class H2EntitiesTest extends EntitiesContract {

    private static final String URL = "jdbc:h2:mem:idgen-quarkus;DB_CLOSE_DELAY=-1";

    @RegisterExtension
    static final QuarkusUnitTest APP = App.on(Map.of(
            "quarkus.datasource.db-kind", "h2",
            "quarkus.datasource.jdbc.url", URL,
            "quarkus.datasource.ids.db-kind", "h2",
            "quarkus.datasource.ids.jdbc.url", URL,
            "quarkus.datasource.ids.jdbc.transactions", "disabled",
            "idgen.datasource", "ids"));
}
