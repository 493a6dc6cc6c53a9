package dev.idgen.quarkus.deployment;

import static org.assertj.core.api.Assertions.assertThat;

import dev.idgen.quarkus.deployment.app.ShopOrder;
import io.quarkus.test.QuarkusUnitTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * idgen on a named datasource whose connections join JTA transactions (Quarkus's default) stops the start, naming the
 * setting to change: on a caller's thread Agroal would enlist idgen's connection in the caller's transaction next to the
 * application's, and the caller's commit would fail at the first slow-ordered id.
 */
class NamedDataSourceTest {

    @RegisterExtension
    static final QuarkusUnitTest APP = new QuarkusUnitTest()
            .withApplicationRoot(jar -> jar.addClasses(ShopOrder.class))
            .overrideConfigKey("quarkus.devservices.enabled", "false")
            .overrideConfigKey("quarkus.datasource.db-kind", "h2")
            .overrideConfigKey("quarkus.datasource.jdbc.url", "jdbc:h2:mem:idgen-quarkus-named;DB_CLOSE_DELAY=-1")
            .overrideConfigKey("quarkus.datasource.ids.db-kind", "h2")
            .overrideConfigKey("quarkus.datasource.ids.jdbc.url", "jdbc:h2:mem:idgen-quarkus-named;DB_CLOSE_DELAY=-1")
            .overrideConfigKey("quarkus.hibernate-orm.schema-management.strategy", "drop-and-create")
            .overrideConfigKey("idgen.datasource", "ids")
            .assertException(e -> assertThat(App.configurationError(e).getMessage()).contains("idgen.datasource = 'ids'")
                    .contains("quarkus.datasource.\"ids\".jdbc.transactions=disabled"));

    @Test
    void theApplicationDoesNotStart() {
        // QuarkusUnitTest checks the start failure above; a test method is needed for it to run
    }
}
