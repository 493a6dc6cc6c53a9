package dev.idgen.hibernate;

import dev.idgen.hibernate.internal.EngineService;
import dev.idgen.jdbc.IdGenEngine;
import jakarta.persistence.EntityManagerFactory;
import org.hibernate.engine.spi.SessionFactoryImplementor;

/** Access to the idgen engine behind a SessionFactory (statistics, direct ids, tests). */
public final class IdGenHibernate {

    private IdGenHibernate() {
    }

    /**
     * The engine {@code factory}'s idgen ids come from: the application's ({@link IdGenSettings#ENGINE})
     * or the one built for it, which is closed when the factory closes.
     *
     * @param factory a {@code SessionFactory} or a Hibernate {@code EntityManagerFactory}
     * @throws IllegalStateException when no entity of the factory uses idgen, or the factory is closed
     */
    public static IdGenEngine engine(EntityManagerFactory factory) {
        SessionFactoryImplementor sf = factory.unwrap(SessionFactoryImplementor.class);
        EngineService service = service(sf);
        IdGenEngine engine = service.currentEngine();
        if (engine == null) {
            throw new IllegalStateException("idgen: SessionFactory " + sf.getName() + " has no idgen engine: none of its "
                    + "entities uses @IdGen or IdGenGenerator");
        }
        return engine;
    }

    /**
     * Checks the tables of {@code factory}'s idgen entities against their keys now and binds their
     * generators (a key used for the first time starts above its table's rows), when
     * {@link IdGenSettings#DEFER_TABLE_CHECK} left that until after rows were loaded; does nothing for
     * generators already bound. Call it after loading the rows and before the first insert (the
     * Spring Boot starter does, after Boot's database initializers).
     *
     * @param factory a {@code SessionFactory} or a Hibernate {@code EntityManagerFactory}
     * @throws org.hibernate.MappingException naming the entity, table, key, values and fix, as a
     *         SessionFactory build would
     * @throws IllegalStateException when the factory is closed or has no idgen service
     */
    public static void checkTables(EntityManagerFactory factory) {
        service(factory.unwrap(SessionFactoryImplementor.class)).bindPending();
    }

    private static EngineService service(SessionFactoryImplementor sf) {
        if (sf.isClosed()) {
            throw new IllegalStateException("idgen: SessionFactory " + sf.getName() + " is closed, and so is the idgen "
                    + "engine built for it");
        }
        EngineService service = EngineService.find(sf.getServiceRegistry());
        if (service == null) {
            throw new IllegalStateException("idgen: SessionFactory " + sf.getName() + " has no idgen service: "
                    + "idgen-hibernate's META-INF/services files were not visible to Hibernate's class loader");
        }
        return service;
    }
}
