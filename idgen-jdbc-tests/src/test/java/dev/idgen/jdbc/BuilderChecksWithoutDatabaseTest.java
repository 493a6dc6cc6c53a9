package dev.idgen.jdbc;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.idgen.IdGenConfigurationException;
import dev.idgen.testsupport.UnreachableDataSource;
import org.junit.jupiter.api.Test;

/**
 * What a caller can learn from a builder before anything touches the database (the Spring Boot
 * auto-configuration checks its configuration this way before idgen's migrations run): the options
 * checked together, and the strategies an engine would serve. The data source is never asked.
 */
class BuilderChecksWithoutDatabaseTest {

    @Test
    void validateChecksTheOptionsTogetherWithoutConnecting() {
        IdGenEngineBuilder ok = IdGenEngine.builder(new UnreachableDataSource()).minStep(100).maxStep(1000);
        assertThat(ok.validate()).isSameAs(ok);
        assertThatThrownBy(() -> IdGenEngine.builder(new UnreachableDataSource()).minStep(500).maxStep(100).validate())
                .isInstanceOf(IdGenConfigurationException.class).hasMessageContaining("minStep (500)")
                .hasMessageContaining("maxStep (100)");
    }

    @Test
    void strategiesListsBuiltInRegisteredAndDiscoveredOnesLikeTheEngine() {
        IdGenEngineBuilder b = IdGenEngine.builder(new UnreachableDataSource())
                .strategy(new StrategySpiPostgresTest.CounterStrategy());
        assertThat(b.strategies()).containsExactly("segment", "slow-ordered", "snowflake", "daily", "strict-daily",
                "counter", "discovered");
        assertThat(b.strategies()).as("asking registers nothing").isEqualTo(b.strategies());
        assertThat(IdGenEngine.builder(new UnreachableDataSource()).discoverStrategies(false).strategies())
                .containsExactly("segment", "slow-ordered", "snowflake", "daily", "strict-daily");
    }
}
