package dev.idgen.spring.boot;

import java.util.Map;
import org.springframework.boot.autoconfigure.orm.jpa.HibernatePropertiesCustomizer;

/**
 * Hands the engine bean and the {@code idgen.hibernate.*} properties to Hibernate on Boot 3.5
 * ({@link HibernateSettings}).
 */
record Boot3HibernateCustomizer(HibernateSettings settings) implements HibernatePropertiesCustomizer {

    @Override
    public void customize(Map<String, Object> hibernateProperties) {
        settings.applyTo(hibernateProperties);
    }
}
