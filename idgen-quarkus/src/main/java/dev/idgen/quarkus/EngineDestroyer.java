package dev.idgen.quarkus;

import dev.idgen.jdbc.IdGenEngine;
import io.quarkus.arc.BeanDestroyer;
import jakarta.enterprise.context.spi.CreationalContext;
import java.util.Map;

/**
 * Closes the engine bean when Arc destroys it, if the shutdown task of {@link IdGenRecorder#start} has not already
 * (an engine created but never started, a failed start): when the application stops and before each dev-mode reload
 * starts a new one. Closing releases the snowflake leases and stops the engine's threads; its generators then refuse.
 * Closing twice does nothing the second time.
 */
public class EngineDestroyer implements BeanDestroyer<IdGenEngine> {

    @Override
    public void destroy(IdGenEngine engine, CreationalContext<IdGenEngine> context, Map<String, Object> params) {
        engine.close();
    }
}
