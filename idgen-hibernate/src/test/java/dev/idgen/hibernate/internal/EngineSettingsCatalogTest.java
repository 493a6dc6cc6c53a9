package dev.idgen.hibernate.internal;

import static org.assertj.core.api.Assertions.assertThat;

import dev.idgen.hibernate.IdGenSettings;
import dev.idgen.jdbc.EngineOption;
import dev.idgen.jdbc.EngineOptions;
import org.junit.jupiter.api.Test;

/**
 * Hibernate's engine settings come from the catalog of engine options: every entry is read as
 * {@code idgen.<name>}, and every legacy name of {@link IdGenSettings} sets an entry of the catalog.
 * Derived from the catalog, so an option added there is covered without touching this test.
 */
class EngineSettingsCatalogTest {

    @Test
    void everyCatalogOptionIsAHibernateSettingAndEveryLegacyNameSetsOne() {
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
        IdGenSettings.ENGINE_PROPERTIES.forEach((legacy, name) -> {
            assertThat(EngineOptions.find(name)).as(legacy + " -> " + name).isPresent();
            assertThat(EngineSettings.engineProperty(legacy)).isEqualTo(name);
        });
        assertThat(EngineSettings.engineProperty("idgen.segment.stepp")).isNull();
    }
}
