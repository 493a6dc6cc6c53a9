package dev.idgen.quarkus.deployment;

import static org.assertj.core.api.Assertions.assertThat;

import dev.idgen.quarkus.deployment.app.ShopOrder;
import io.quarkus.test.QuarkusUnitTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * A bad engine option value ({@code idgen.max-wait=abc}) refuses the start, naming the property, the value and what is
 * wrong with it.
 */
class BadOptionValueTest {

    @RegisterExtension
    static final QuarkusUnitTest APP = App.failingOnH2("idgen-quarkus-bad-value", ShopOrder.class)
            .overrideConfigKey("idgen.max-wait", "abc")
            // SmallRye Config converts it first, as idgen.max-wait is a Duration member of IdGenEngineConfig
            .assertException(e -> assertThat(App.startFailure(e))
                    .contains("The config property idgen.max-wait with the config value \"abc\"")
                    .contains("Invalid duration: abc"));

    @Test
    void theApplicationDoesNotStart() {
        // QuarkusUnitTest checks the start failure above; a test method is needed for it to run
    }
}
