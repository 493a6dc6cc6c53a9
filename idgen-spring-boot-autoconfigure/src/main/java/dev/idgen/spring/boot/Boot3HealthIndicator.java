package dev.idgen.spring.boot;

import org.springframework.boot.actuate.health.Health;
import org.springframework.boot.actuate.health.HealthIndicator;

/** The {@code idgen} health contributor on Boot 3.5 (spring-boot-actuator's HealthIndicator). */
record Boot3HealthIndicator(IdGenHealth checks) implements HealthIndicator {

    @Override
    public Health health() {
        IdGenHealth.Report r = checks.check();
        return (r.up() ? Health.up() : Health.down()).withDetails(r.details()).build();
    }
}
