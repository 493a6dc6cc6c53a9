package dev.idgen.spring.boot;

import org.springframework.boot.actuate.health.Health;
import org.springframework.boot.actuate.health.HealthIndicator;

/** The {@code idgen} health contributor on Boot 3.5 (spring-boot-actuator's HealthIndicator). */
final class Boot3HealthIndicator implements HealthIndicator {

    private final IdGenHealth health;

    Boot3HealthIndicator(IdGenHealth health) {
        this.health = health;
    }

    @Override
    public Health health() {
        IdGenHealth.Report r = health.check();
        return (r.up() ? Health.up() : Health.down()).withDetails(r.details()).build();
    }
}
