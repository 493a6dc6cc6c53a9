package dev.idgen.quarkus;

import dev.idgen.jdbc.IdGenEngine;
import io.quarkus.arc.BeanDestroyer;
import jakarta.enterprise.context.spi.CreationalContext;
import java.util.Map;

/**
 * Closes the engine bean when Arc destroys it: when the application stops and before each dev-mode reload starts a
 * new one. Hibernate ORM stops before (Arc's container is the last thing Quarkus shuts down), so no entity is saved
 * after. Closing releases the snowflake leases and stops the engine's threads; its generators then refuse.
 */
public class EngineDestroyer implements BeanDestroyer<IdGenEngine> {

    @Override
    public void destroy(IdGenEngine engine, CreationalContext<IdGenEngine> context, Map<String, Object> params) {
        engine.close();
    }
}
