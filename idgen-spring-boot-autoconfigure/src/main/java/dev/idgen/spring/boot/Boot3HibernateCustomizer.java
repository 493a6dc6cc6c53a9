package dev.idgen.spring.boot;

import dev.idgen.hibernate.IdGenSettings;
import dev.idgen.jdbc.IdGenEngine;
import java.util.Map;
import org.springframework.boot.autoconfigure.orm.jpa.HibernatePropertiesCustomizer;

/** Hands the engine bean to Hibernate ({@code idgen.engine}) on Boot 3.5. */
final class Boot3HibernateCustomizer implements HibernatePropertiesCustomizer {

    private final IdGenEngine engine;

    Boot3HibernateCustomizer(IdGenEngine engine) {
        this.engine = engine;
    }

    @Override
    public void customize(Map<String, Object> hibernateProperties) {
        hibernateProperties.put(IdGenSettings.ENGINE, engine);
    }
}
