package dev.idgen.spring.boot;

import java.util.Map;
import org.springframework.boot.hibernate.autoconfigure.HibernatePropertiesCustomizer;

/**
 * Hands the engine bean and the {@code idgen.hibernate.*} properties to Hibernate on Boot 4.x
 * ({@link HibernateSettings}).
 */
record Boot4HibernateCustomizer(HibernateSettings settings) implements HibernatePropertiesCustomizer {

    @Override
    public void customize(Map<String, Object> hibernateProperties) {
        settings.applyTo(hibernateProperties);
    }
}
