package dev.idgen.hibernate.internal;

import org.hibernate.boot.Metadata;
import org.hibernate.boot.spi.BootstrapContext;
import org.hibernate.engine.spi.SessionFactoryImplementor;
import org.hibernate.integrator.spi.Integrator;
import org.hibernate.service.spi.SessionFactoryServiceRegistry;

/**
 * Ties {@link EngineService} to SessionFactories (found through
 * {@code META-INF/services/org.hibernate.integrator.spi.Integrator}).
 *
 * <p>Hibernate 6.6 and 7.x both call {@link #integrate} while building a SessionFactory, before
 * they create its id generators, and {@link #disintegrate} when it closes or when its build fails
 * after {@code integrate} returned. So the engine starts, and its failures (missing tables) fail,
 * with the SessionFactory build, and it is closed with the SessionFactory.
 */
public final class EngineLifecycleIntegrator implements Integrator {

    @Override
    public void integrate(Metadata metadata, BootstrapContext bootstrapContext, SessionFactoryImplementor sessionFactory) {
        EngineService service = EngineService.find(bootstrapContext.getServiceRegistry());
        if (service != null) {
            service.sessionFactoryOpening(sessionFactory);
        }
    }

    @Override
    public void disintegrate(SessionFactoryImplementor sessionFactory, SessionFactoryServiceRegistry serviceRegistry) {
        EngineService service = EngineService.find(serviceRegistry);
        if (service != null) {
            service.sessionFactoryClosed();
        }
    }
}
