package dev.idgen.hibernate.internal;

import static org.assertj.core.api.Assertions.assertThat;

import dev.idgen.hibernate.IdGenSettings;
import dev.idgen.jdbc.EngineOption;
import dev.idgen.jdbc.EngineOptions;
import org.junit.jupiter.api.Test;

/**
 * Hibernate's engine settings come from the catalog of engine options: every entry is read as
 * {@code idgen.<name>}, and no other spelling sets one (the underscore aliases of the unreleased
 * 0.1 snapshots, {@code idgen.max_wait}, are gone). Derived from the catalog, so an option added there
 * is covered without touching this test.
 */
class EngineSettingsCatalogTest {

    @Test
    void everyCatalogOptionIsAHibernateSettingUnderItsCatalogNameOnly() {
        for (EngineOption<?> option : EngineOptions.all()) {
            String setting = IdGenSettings.PREFIX + option.name();
            if (option == EngineOptions.NAME) {
                // idgen.name is idgen's own setting: it names the engine before the builder exists
                assertThat(IdGenSettings.ALL).contains(setting);
                assertThat(EngineSettings.engineProperty(setting)).isNull();
            } else {
                assertThat(EngineSettings.engineProperty(setting)).as(setting).isEqualTo(option.name());
            }
        }
        for (String alias : new String[] {"idgen.max_wait", "idgen.default_step", "idgen.database_timeout",
                "idgen.snowflake.random_sequence_start"}) {
            assertThat(EngineSettings.engineProperty(alias)).as(alias).isNull();
        }
        assertThat(IdGenSettings.ALL).as("idgen's own settings, none of them an engine option")
                .allSatisfy(setting -> assertThat(EngineSettings.engineProperty(setting)).as(setting).isNull());
        assertThat(EngineSettings.engineProperty("idgen.segment.stepp")).isNull();
    }
}
