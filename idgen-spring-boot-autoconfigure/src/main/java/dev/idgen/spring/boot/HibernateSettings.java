package dev.idgen.spring.boot;

import dev.idgen.hibernate.IdGenSettings;
import dev.idgen.jdbc.IdGenEngine;
import java.util.Map;

/**
 * What the starter hands Hibernate, on both Boot lines: the engine bean ({@value IdGenSettings#ENGINE}),
 * the {@code idgen.hibernate.*} switches of the start-up table check, {@value IdGenSettings#SPRING_BOOT}
 * (so messages name those properties), and with {@code spring.jpa.defer-datasource-initialization=true}
 * {@value IdGenSettings#DEFER_TABLE_CHECK}: {@code data.sql} then runs after the EntityManagerFactory is
 * built, and the tables are checked after it ({@link HibernateTableCheck}), when its rows are there.
 *
 * <p>The older way, {@code spring.jpa.properties.idgen.adopt_existing_rows=true}, keeps working: a Boot
 * property at its default leaves a value set there alone.
 */
final class HibernateSettings {

    private final IdGenEngine engine;
    private final IdGenProperties.Hibernate properties;
    private final boolean deferred;

    HibernateSettings(IdGenEngine engine, IdGenProperties.Hibernate properties, boolean deferred) {
        this.engine = engine;
        this.properties = properties;
        this.deferred = deferred;
    }

    void applyTo(Map<String, Object> hibernateProperties) {
        hibernateProperties.put(IdGenSettings.ENGINE, engine);
        hibernateProperties.put(IdGenSettings.SPRING_BOOT, true);
        if (!properties.isCheckExistingRows()) {
            hibernateProperties.put(IdGenSettings.CHECK_EXISTING_ROWS, false);
        }
        if (properties.isAdoptExistingRows()) {
            hibernateProperties.put(IdGenSettings.ADOPT_EXISTING_ROWS, true);
        }
        if (deferred) {
            hibernateProperties.put(IdGenSettings.DEFER_TABLE_CHECK, true);
        }
    }
}
