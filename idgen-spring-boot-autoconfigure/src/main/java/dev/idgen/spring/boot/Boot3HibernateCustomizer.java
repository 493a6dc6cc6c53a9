package dev.idgen.spring.boot;

import java.util.Map;
import org.springframework.boot.autoconfigure.orm.jpa.HibernatePropertiesCustomizer;

/**
 * Hands the engine bean and the {@code idgen.hibernate.*} properties to Hibernate on Boot 3.5
 * ({@link HibernateSettings}).
 */
final class Boot3HibernateCustomizer implements HibernatePropertiesCustomizer {

    private final HibernateSettings settings;

    Boot3HibernateCustomizer(HibernateSettings settings) {
        this.settings = settings;
    }

    @Override
    public void customize(Map<String, Object> hibernateProperties) {
        settings.applyTo(hibernateProperties);
    }
}
