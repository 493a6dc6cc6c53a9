package dev.idgen.quarkus.deployment;

import static org.assertj.core.api.Assertions.assertThat;

import dev.idgen.SchemaMissingException;
import dev.idgen.quarkus.deployment.app.ShopOrder;
import io.quarkus.test.QuarkusUnitTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * {@code idgen.migrate=false} on a database without idgen's tables: the extension creates none (the start fails
 * finding idgen_segment missing, which a migration at start would have created), and the failure names the
 * migration to run.
 */
class MigrateOffTest {

    @RegisterExtension
    static final QuarkusUnitTest APP = App.failingOnH2("idgen-quarkus-migrate-off", ShopOrder.class)
            .overrideConfigKey("idgen.migrate", "false")
            .assertException(e -> assertThat(App.startFailure(e))
                    .contains(SchemaMissingException.class.getName() + ": idgen's table idgen_segment is missing")
                    .contains("run IdGenMigrations.migrate(dataSource)").contains("or 'idgen migrate'"));

    @Test
    void theApplicationDoesNotStart() {
        // QuarkusUnitTest checks the start failure above; a test method is needed for it to run
    }
}
