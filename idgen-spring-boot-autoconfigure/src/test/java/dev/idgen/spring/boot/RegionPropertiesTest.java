package dev.idgen.spring.boot;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.idgen.IdGenConfigurationException;
import dev.idgen.jdbc.EngineOptions;
import dev.idgen.jdbc.EngineProperties;
import dev.idgen.jdbc.IdGenEngine;
import dev.idgen.jdbc.IdGenEngineBuilder;
import dev.idgen.jdbc.Region;
import dev.idgen.migrations.IdGenMigrations;
import dev.idgen.testsupport.TestDatabase;
import dev.idgen.testsupport.TestDatabases;
import org.junit.jupiter.api.Test;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;
import org.springframework.context.annotation.Configuration;

/**
 * A region from Boot's properties ({@code idgen.region.index}, {@code idgen.region.count}, docs/regions.md): bound
 * from the catalog like every engine option, applied to the builder as the starter does, and the engine issues
 * the region's ids; an index not below the count is refused before anything connects, naming both.
 */
class RegionPropertiesTest {

    @Configuration(proxyBeanMethods = false)
    @EnableConfigurationProperties(IdGenProperties.class)
    static class Bound {
    }

    @Test
    void theRegionFromPropertiesReachesTheEngine() {
        new ApplicationContextRunner().withUserConfiguration(Bound.class)
                .withPropertyValues("idgen.region.index=1", "idgen.region.count=3").run(ctx -> {
                    assertThat(ctx).hasNotFailed();
                    IdGenProperties properties = ctx.getBean(IdGenProperties.class);
                    assertThat(properties.get(EngineOptions.REGION_INDEX)).isEqualTo(1);
                    assertThat(properties.get(EngineOptions.REGION_COUNT)).isEqualTo(3);
                    try (TestDatabase db = TestDatabases.freshH2()) {
                        IdGenMigrations.migrate(db.dataSource());
                        try (IdGenEngine engine = apply(properties, IdGenEngine.builder(db.dataSource())).build()) {
                            assertThat(engine.region()).isEqualTo(Region.of(1, 3));
                            assertThat(engine.segment("order").nextIds(3)).containsExactly(2, 5, 8);
                        }
                    }
                });
        new ApplicationContextRunner().withUserConfiguration(Bound.class)
                .withPropertyValues("idgen.region.index=3", "idgen.region.count=3").run(ctx -> {
                    IdGenProperties properties = ctx.getBean(IdGenProperties.class);
                    assertThatThrownBy(() -> apply(properties, IdGenEngine.builder(
                            new dev.idgen.testsupport.UnreachableDataSource())).validate())
                            .isInstanceOf(IdGenConfigurationException.class)
                            .hasMessageContaining("region.index must be 0 to region.count - 1 (2), was 3");
                });
    }

    private static IdGenEngineBuilder apply(IdGenProperties properties, IdGenEngineBuilder builder) {
        properties.engineProperties().forEach((name, value) -> EngineProperties.apply(builder, name, value));
        return builder;
    }
}
