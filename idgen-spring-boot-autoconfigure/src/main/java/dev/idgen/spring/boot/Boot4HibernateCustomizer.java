package dev.idgen.spring.boot;

import java.util.Map;
import org.springframework.boot.hibernate.autoconfigure.HibernatePropertiesCustomizer;

/**
 * Hands the engine bean and the {@code idgen.hibernate.*} properties to Hibernate on Boot 4.x
 * ({@link HibernateSettings}).
 */
final class Boot4HibernateCustomizer implements HibernatePropertiesCustomizer {

    private final HibernateSettings settings;

    Boot4HibernateCustomizer(HibernateSettings settings) {
        this.settings = settings;
    }

    @Override
    public void customize(Map<String, Object> hibernateProperties) {
        settings.applyTo(hibernateProperties);
    }
}
