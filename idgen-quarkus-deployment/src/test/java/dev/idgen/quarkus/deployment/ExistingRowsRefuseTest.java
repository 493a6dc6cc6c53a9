package dev.idgen.quarkus.deployment;

import static org.assertj.core.api.Assertions.assertThat;

import dev.idgen.quarkus.deployment.app.Legacy;
import io.quarkus.test.QuarkusUnitTest;
import org.jboss.shrinkwrap.api.asset.StringAsset;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * {@code idgen.existing-rows=refuse}: a key never moves, so an entity's table that import.sql seeded refuses the start,
 * naming the table, the column and its MAX (the default, {@code adopt}, starts the key above them:
 * {@link EntitiesContract}).
 */
class ExistingRowsRefuseTest {

    @RegisterExtension
    static final QuarkusUnitTest APP = App.failingOnH2("idgen-quarkus-refuse",
                    jar -> jar.addAsResource(new StringAsset("INSERT INTO legacy (id, name) VALUES (" + App.LEGACY_MAX
                            + ", 'b');\n"), "import.sql"), Legacy.class)
            .overrideConfigKey("idgen.existing-rows", "refuse")
            .assertException(e -> assertThat(App.startFailure(e))
                    .containsIgnoringCase("table legacy already holds ids up to " + App.LEGACY_MAX + " (MAX(id))")
                    .contains("existing-rows=refuse refuses to move the key"));

    @Test
    void theApplicationDoesNotStart() {
        // QuarkusUnitTest checks the start failure above; a test method is needed for it to run
    }
}
