package dev.idgen.spring.boot;

import dev.idgen.jdbc.IdGenEngine;
import org.springframework.boot.actuate.info.Info;
import org.springframework.boot.actuate.info.InfoContributor;

/** The {@code idgen} entry of the info endpoint (same interface on Boot 3.5 and 4.x). */
final class IdGenInfoContributor implements InfoContributor {

    private final IdGenEngine engine;
    private final IdGenProperties properties;

    IdGenInfoContributor(IdGenEngine engine, IdGenProperties properties) {
        this.engine = engine;
        this.properties = properties;
    }

    @Override
    public void contribute(Info.Builder builder) {
        builder.withDetail("idgen", IdGenInfo.of(engine, properties));
    }
}
