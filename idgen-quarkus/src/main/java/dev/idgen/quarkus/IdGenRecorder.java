package dev.idgen.quarkus;

import dev.idgen.jdbc.IdGenEngine;
import io.quarkus.arc.Arc;
import io.quarkus.arc.SyntheticCreationalContext;
import io.quarkus.hibernate.orm.runtime.integration.HibernateOrmIntegrationRuntimeInitListener;
import io.quarkus.runtime.ShutdownContext;
import io.quarkus.runtime.annotations.Recorder;
import java.util.function.Function;

/**
 * What idgen's build steps record for the application's start: the engine bean's creation, the start-up (migrations,
 * keys, the engine) and Hibernate ORM's link to the engine. Nothing of the engine exists at build time: every value is
 * read and every connection made when the application starts, so one build serves every environment, and a dev-mode
 * reload starts from the configuration as it is then.
 */
@Recorder
public class IdGenRecorder {

    /**
     * Creates the {@link IdGenEngine} bean (a singleton, closed by {@link EngineDestroyer} when the application stops or
     * dev mode reloads it).
     *
     * @param metrics whether the Micrometer extension is present: the engine then counts per generator
     */
    public Function<SyntheticCreationalContext<IdGenEngine>, IdGenEngine> engine(boolean metrics) {
        return context -> EngineStart.buildEngine(metrics);
    }

    /**
     * At start, after the application's Flyway migrations and before Hibernate ORM: refuses unknown {@code idgen.*}
     * names, runs idgen's migrations, registers and adopts the configured keys, then starts the engine bean (which
     * checks idgen's tables) and binds its meters.
     *
     * <p>The engine is closed by a shutdown task registered here: Quarkus runs them in reverse order, so it closes
     * after Hibernate ORM (which starts later) and before the datasources go, which happens when Arc shuts down, last.
     * Closed at Arc's destruction of the bean instead, it could still be releasing its lease on a pool already closed.
     */
    public void start(ShutdownContext shutdown, boolean metrics) {
        EngineStart.prepareDatabase();
        IdGenEngine engine = Arc.container().instance(IdGenEngine.class).get();
        shutdown.addShutdownTask(engine::close);
        EngineStart.started(engine, metrics);
    }

    /** Hibernate ORM's link to the engine bean, asked for when a persistence unit starts. */
    public HibernateOrmIntegrationRuntimeInitListener hibernateListener() {
        return new IdGenHibernateListener();
    }
}
