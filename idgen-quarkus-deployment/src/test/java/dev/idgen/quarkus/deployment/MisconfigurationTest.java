package dev.idgen.quarkus.deployment;

import static org.assertj.core.api.Assertions.assertThat;

import dev.idgen.quarkus.deployment.app.ShopOrder;
import io.quarkus.test.QuarkusUnitTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * A misspelt {@code idgen.*} name stops the start, naming it and the nearest known property: left at its default it
 * would be a silent change of behaviour. (A named datasource that joins JTA transactions: {@link NamedDataSourceTest}.)
 */
class MisconfigurationTest {

    @RegisterExtension
    static final QuarkusUnitTest APP = App.failingOnH2("idgen-quarkus-misconfigured", ShopOrder.class)
            .overrideConfigKey("idgen.snowflake.lease-tl", "30s")
            .assertException(e -> assertThat(App.configurationError(e).getMessage()).contains("idgen.snowflake.lease-tl")
                    .contains("did you mean idgen.snowflake.lease-ttl?"));

    @Test
    void theApplicationDoesNotStart() {
        // QuarkusUnitTest checks the start failure above; a test method is needed for it to run
    }
}
