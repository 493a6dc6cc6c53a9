package dev.idgen.spring.boot;

import org.springframework.boot.health.contributor.Health;
import org.springframework.boot.health.contributor.HealthIndicator;

/** The {@code idgen} health contributor on Boot 4.x (spring-boot-health's HealthIndicator). */
record Boot4HealthIndicator(IdGenHealth checks) implements HealthIndicator {

    @Override
    public Health health() {
        IdGenHealth.Report r = checks.check();
        return (r.up() ? Health.up() : Health.down()).withDetails(r.details()).build();
    }
}
