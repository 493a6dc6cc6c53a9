package dev.idgen.quarkus.deployment;

import io.quarkus.test.QuarkusUnitTest;
import java.util.Map;
import org.junit.jupiter.api.extension.RegisterExtension;

/** {@link EntitiesContract} on an in-memory H2 database. */
class H2EntitiesTest extends EntitiesContract {

    @RegisterExtension
    static final QuarkusUnitTest APP = App.on(Map.of(
            "quarkus.datasource.db-kind", "h2",
            "quarkus.datasource.jdbc.url", "jdbc:h2:mem:idgen-quarkus;DB_CLOSE_DELAY=-1"));
}
