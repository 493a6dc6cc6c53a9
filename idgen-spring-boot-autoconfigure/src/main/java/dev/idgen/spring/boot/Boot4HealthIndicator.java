package dev.idgen.spring.boot;

import org.springframework.boot.health.contributor.Health;
import org.springframework.boot.health.contributor.HealthIndicator;

/** The {@code idgen} health contributor on Boot 4.x (spring-boot-health's HealthIndicator). */
final class Boot4HealthIndicator implements HealthIndicator {

    private final IdGenHealth health;

    Boot4HealthIndicator(IdGenHealth health) {
        this.health = health;
    }

    @Override
    public Health health() {
        IdGenHealth.Report r = health.check();
        return (r.up() ? Health.up() : Health.down()).withDetails(r.details()).build();
    }
}
