package dev.idgen.hibernate.internal;

import dev.idgen.IdGenConfigurationException;
import dev.idgen.IdGenerationException;
import dev.idgen.SchemaMissingException;
import dev.idgen.hibernate.IdGen;
import dev.idgen.hibernate.IdGenSettings;
import dev.idgen.jdbc.ExistingRowsRule;
import dev.idgen.jdbc.IdGenEngine;
import dev.idgen.jdbc.IdGenEngineBuilder;
import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.FutureTask;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;
import java.util.stream.Collectors;
import javax.sql.DataSource;
import org.hibernate.MappingException;
import org.hibernate.SessionFactory;
import org.hibernate.SessionFactoryObserver;
import org.hibernate.boot.registry.StandardServiceInitiator;
import org.hibernate.generator.GeneratorCreationContext;
import org.hibernate.engine.jdbc.connections.spi.ConnectionProvider;
import org.hibernate.engine.spi.SessionFactoryImplementor;
import org.hibernate.service.Service;
import org.hibernate.service.ServiceRegistry;
import org.hibernate.service.UnknownServiceException;
import org.hibernate.type.Type;
import org.hibernate.service.spi.ServiceRegistryImplementor;
import org.hibernate.service.spi.Stoppable;
import dev.idgen.jdbc.internal.logging.Logger;
import dev.idgen.jdbc.internal.logging.LoggerFactory;

/**
 * The idgen engine of one Hibernate service registry, i.e. of one SessionFactory in every usual
 * bootstrap (JPA, Spring, {@code Configuration}, {@code MetadataSources} on a registry of its own).
 * SessionFactories built on one shared registry share its engine.
 *
 * <p>Lifecycle, with the invariants it keeps:
 * <ul>
 *   <li>Generators {@link #register register} while Hibernate creates them. Nothing touches the
 *       database then: building only the Metadata (tools, schema export) never connects.</li>
 *   <li>When a SessionFactory is being built ({@link #sessionFactoryOpening}, called by
 *       {@link EngineLifecycleIntegrator} before Hibernate creates the SessionFactory's generators)
 *       the engine is built, which checks idgen's tables; a failure fails the build. When it has
 *       been built (a {@code SessionFactoryObserver}: after Hibernate's schema management, before
 *       the application gets it) each new generator's table is checked against its key
 *       ({@link SafeStart}) and the generator is bound — before it takes a first range, so a key
 *       can still be moved above rows written without idgen. Generators registered while no
 *       SessionFactory is being built are bound at once.</li>
 *   <li>The engine is built from {@value IdGenSettings#DATASOURCE} or else Hibernate's
 *       {@link ConnectionProvider}, on a short-lived thread of its own, so not even the start-up
 *       check can run inside a transaction bound to the caller's thread. Afterwards every database
 *       call of the engine runs on the engine's executor threads.</li>
 *   <li>An engine built here is closed when the last SessionFactory using it closes, or when the
 *       registry stops, whichever comes first. The application's engine ({@value IdGenSettings#ENGINE})
 *       is never closed here.</li>
 * </ul>
 * Thread-safe; every state change happens under one lock (boot and shutdown only, never per id).
 */
public final class EngineService implements Service, Stoppable {

    private static final Logger log = LoggerFactory.getLogger(EngineService.class);
    private static final AtomicInteger ENGINES = new AtomicInteger();

    /** Creates the service when a registry first asks for it; registered by {@link EngineServiceContributor}. */
    static final StandardServiceInitiator<EngineService> INITIATOR = new StandardServiceInitiator<>() {
        @Override
        public Class<EngineService> getServiceInitiated() {
            return EngineService.class;
        }

        @Override
        public EngineService initiateService(Map<String, Object> configurationValues, ServiceRegistryImplementor registry) {
            return new EngineService(EngineSettings.of(configurationValues), registry);
        }
    };

    /**
     * A generator's request and where its answer goes: the generator of {@code spec}, or the engine itself when
     * {@code spec} is {@code null} (gap-free document numbers, which need no generator of their own). Compared by
     * identity.
     */
    private static final class Registration {
        final GeneratorSpec spec;
        /** A {@code @DocumentNumber} attribute whose table is checked at start ({@link DocumentStart}), or null. */
        final DocumentStart.Target document;
        final String who;
        final Consumer<Object> target;
        /** The SessionFactory being built when it registered: its tables are checked against it. */
        final SessionFactoryImplementor sessionFactory;

        Registration(GeneratorSpec spec, DocumentStart.Target document, String who, Consumer<Object> target,
                     SessionFactoryImplementor sessionFactory) {
            this.spec = spec;
            this.document = document;
            this.who = who;
            this.target = target;
            this.sessionFactory = sessionFactory;
        }
    }

    private final EngineSettings settings;
    private final ServiceRegistry registry;
    private final Object lock = new Object();
    private final List<Registration> registrations = new ArrayList<>(); // guarded by lock
    private final Set<Registration> boundToEngine = Collections.newSetFromMap(new IdentityHashMap<>()); // guarded by lock
    private int openSessionFactories; // guarded by lock
    private SessionFactoryImplementor building; // guarded by lock; the SessionFactory being built, if any
    /** Guarded by lock; the SessionFactory built with {@value IdGenSettings#DEFER_TABLE_CHECK}, checked at bindPending. */
    private SessionFactoryImplementor deferred;
    private IdGenEngine engine; // guarded by lock; null until a SessionFactory needs one
    private boolean ownsEngine; // guarded by lock

    EngineService(EngineSettings settings, ServiceRegistry registry) {
        this.settings = settings;
        this.registry = registry;
    }

    /**
     * What {@code IdGenGenerator} does when Hibernate configures it: its target (entity, field, id type) from the
     * creation context, else from the parameters; its spec from the annotation (given, or found on the field, for a
     * bean container that built the generator with the no-argument constructor), else from the parameters; and the
     * engine service of {@code registry}. The one door from {@code dev.idgen.hibernate} into this package for a
     * generator, so that the target and the spec stay package-private.
     *
     * @throws org.hibernate.MappingException naming the target when the spec is wrong or the service is missing
     */
    public static Binding configure(IdGen annotation, GeneratorCreationContext context, Type type,
                                    Properties parameters, ServiceRegistry registry) {
        IdTarget target = context != null ? IdTarget.of(context, type) : IdTarget.of(parameters, type);
        IdGen config = annotation != null ? annotation : target.findAnnotation(IdGen.class);
        GeneratorSpec spec = config != null
                ? GeneratorSpec.fromAnnotation(target, config.strategy(), config.custom(), config.key(), config.subKey(),
                        config.namespace(), config.format())
                : GeneratorSpec.fromParameters(target, parameters);
        EngineService service = of(registry, target);
        return new Binding(spec, service, target.javaType() == Integer.class || target.javaType() == int.class);
    }

    /** A configured generator's spec and engine service ({@link #configure}). */
    public static final class Binding {

        private final GeneratorSpec spec;
        private final EngineService service;
        private final boolean intId;

        private Binding(GeneratorSpec spec, EngineService service, boolean intId) {
            this.spec = spec;
            this.service = service;
            this.intId = intId;
        }

        /** {@link EngineService#register}s the spec: {@code target} receives its generator. */
        public void register(Consumer<Object> target) {
            service.register(spec, target);
        }

        /** {@link EngineService#bindPending()}. */
        public void bindPending() {
            service.bindPending();
        }

        /** An int/Integer id: ids past {@code Integer.MAX_VALUE} are refused, never wrapped. */
        public boolean intId() {
            return intId;
        }

        /** The spec, as messages name it. */
        @Override
        public String toString() {
            return spec.toString();
        }
    }

    /**
     * The service of {@code registry}.
     *
     * @throws org.hibernate.MappingException naming {@code target} when idgen's service files were not found
     */
    static EngineService of(ServiceRegistry registry, IdTarget target) {
        EngineService service = find(registry);
        if (service == null) {
            throw target.problem("idgen's Hibernate service is not registered in this SessionFactory's service registry",
                    "make idgen-hibernate's META-INF/services files visible to Hibernate's class loader (a shaded jar "
                            + "needs the ServicesResourceTransformer); they register " + EngineServiceContributor.class.getName()
                            + " and " + EngineLifecycleIntegrator.class.getName());
        }
        return service;
    }

    /**
     * The service of {@code registry}, or {@code null} when idgen's {@link EngineServiceContributor}
     * did not run for it (its service file was not visible to Hibernate).
     */
    public static EngineService find(ServiceRegistry registry) {
        try {
            return registry.getService(EngineService.class);
        } catch (UnknownServiceException e) {
            return null; // Hibernate's way of saying "not registered": the caller reports it or has nothing to do
        }
    }

    /**
     * Registers a generator: {@code target} receives the engine's generator for {@code spec} once
     * its SessionFactory is built and its table checked ({@link SafeStart}) — at once when no
     * SessionFactory is being built but one is open — and again if the engine is ever rebuilt. While
     * a SessionFactory is being built the engine starts at once, so missing tables fail the build.
     */
    void register(GeneratorSpec spec, Consumer<Object> target) {
        add(spec, null, spec.target().describe(), target);
    }

    /**
     * Like {@link #register} for what needs the engine itself ({@code who} names it in messages, e.g. a
     * {@code @DocumentNumber} field): {@code target} receives the engine once a SessionFactory is built.
     */
    void registerEngineUser(String who, Consumer<IdGenEngine> target) {
        add(null, null, who, e -> target.accept((IdGenEngine) e));
    }

    /**
     * Like {@link #registerEngineUser} for a {@code @DocumentNumber} attribute: before {@code target} receives the
     * engine, a series used for the first time adopts the numbers its table holds ({@link DocumentStart}).
     */
    void registerDocumentNumber(DocumentStart.Target document, Consumer<IdGenEngine> target) {
        add(null, document, document.where(), e -> target.accept((IdGenEngine) e));
    }

    private void add(GeneratorSpec spec, DocumentStart.Target document, String who, Consumer<Object> target) {
        synchronized (lock) {
            Registration r = new Registration(spec, document, who, target, building);
            registrations.add(r);
            if (openSessionFactories > 0) {
                engine(List.of(r));
                if (building == null) {
                    bind(List.of(r), null);
                }
            }
        }
    }

    /**
     * A SessionFactory on this registry is being built: start the engine; its generators are bound
     * when it has been built ({@link #sessionFactoryCreated}), after Hibernate's schema management.
     */
    void sessionFactoryOpening(SessionFactoryImplementor sessionFactory) {
        synchronized (lock) {
            openSessionFactories++;
            building = sessionFactory;
            try {
                if (!registrations.isEmpty()) {
                    engine(registrations);
                }
            } catch (RuntimeException e) {
                // Hibernate does not call disintegrate for an integrator whose integrate failed
                sessionFactoryClosed();
                throw e;
            }
        }
        sessionFactory.addObserver(new SessionFactoryObserver() {
            private static final long serialVersionUID = 1L;

            @Override
            public void sessionFactoryCreated(SessionFactory factory) {
                EngineService.this.sessionFactoryCreated(sessionFactory);
            }
        });
    }

    /**
     * {@code sessionFactory} has been built (its schema management done) and is about to be handed
     * to the application: check each new generator's table and bind it. A failure fails the build.
     */
    void sessionFactoryCreated(SessionFactoryImplementor sessionFactory) {
        synchronized (lock) {
            if (building == sessionFactory) {
                building = null;
            }
            if (settings.deferTableCheck()) {
                // rows are still to come (Boot's deferred data.sql): checked and bound at checkTables or the first id
                deferred = sessionFactory;
                log.debug("idgen: {} is checked against its tables later ({})", sessionFactory.getName(),
                        IdGenSettings.DEFER_TABLE_CHECK);
                return;
            }
            bind(registrations, sessionFactory);
        }
    }

    /**
     * Binds what is registered but not bound yet: for a generator asked for an id before its
     * SessionFactory said it was built (a bootstrap that skips observers), and for the check left
     * until now by {@value IdGenSettings#DEFER_TABLE_CHECK}.
     */
    public void bindPending() {
        synchronized (lock) {
            if (openSessionFactories > 0) {
                bind(registrations, deferred);
            }
        }
    }

    /** A SessionFactory on this registry closed (or failed to build after we counted it). */
    void sessionFactoryClosed() {
        synchronized (lock) {
            if (openSessionFactories > 0) {
                openSessionFactories--;
            }
            if (openSessionFactories == 0) {
                building = null;
                deferred = null;
                release("the last SessionFactory using it closed");
            }
        }
    }

    /** The registry stops: close the engine we built, even if a SessionFactory forgot to close. */
    @Override
    public void stop() {
        synchronized (lock) {
            release("Hibernate's service registry stopped");
        }
    }

    /** The engine in use, {@code null} when no SessionFactory of this registry needs one right now. */
    public IdGenEngine currentEngine() {
        synchronized (lock) {
            return engine;
        }
    }

    private void bind(List<Registration> toBind, SessionFactoryImplementor built) {
        List<Registration> snapshot = List.copyOf(toBind);
        IdGenEngine e = engine(snapshot);
        for (Registration r : snapshot) {
            if (boundToEngine.contains(r)) {
                continue;
            }
            if (r.spec == null) {
                if (r.document != null) {
                    try {
                        checkDocumentTable(r.document, e, r.sessionFactory != null ? r.sessionFactory : built);
                    } catch (RuntimeException ex) {
                        registrations.remove(r); // as for a generator: the next build registers a new one
                        throw ex;
                    }
                }
                r.target.accept(e);
                boundToEngine.add(r);
                continue;
            }
            Object generator;
            try {
                r.spec.requireStrategy(e);
                checkTable(r, e, r.sessionFactory != null ? r.sessionFactory : built);
                ColumnDeclaration.declare(r.spec, e, r.sessionFactory != null ? r.sessionFactory : built);
                generator = r.spec.open(e);
            } catch (MappingException ex) {
                registrations.remove(r);
                throw ex;
            } catch (IdGenerationException ex) {
                // forget it: Hibernate creates (and registers) a new generator for the next build, and a
                // registration that cannot bind must not fail every later SessionFactory on this registry
                registrations.remove(r);
                throw new IdGenConfigurationException("idgen: " + r.spec.target().describe() + ": " + r.spec.describe()
                        + " cannot be served by " + e + ": " + ex.getMessage(), ex);
            }
            r.target.accept(generator);
            boundToEngine.add(r);
        }
    }

    /** The start-up check of {@link SafeStart}, before the generator takes its first range. */
    private void checkTable(Registration r, IdGenEngine e, SessionFactoryImplementor sf) {
        if (sf == null || !settings.checkExistingRows()) {
            return;
        }
        SafeStart.Column where = SafeStart.columnOf(sf, r.spec);
        if (where == null) {
            log.debug("idgen: {} has no single id column Hibernate names; its table is not checked", r.spec.target().describe());
            return;
        }
        ConnectionProvider provider = registry.getService(ConnectionProvider.class);
        if (provider == null) {
            log.info("idgen: {}: not checked against its table's existing rows: with multi-tenancy each tenant has its "
                    + "own (adopt them per tenant with KeyAdmin.adoptFromColumn)", r.spec.target().describe());
            return;
        }
        // the application's table, read through the application's connections (idgen's own stay for idgen's tables)
        SafeStart.check(r.spec, where, e, new ConnectionProviderDataSource(provider), settings.adoptExistingRows(),
                settings.names());
    }

    /**
     * The start-up adoption of {@link DocumentStart} for a {@code @DocumentNumber} series, before its first number; off
     * with {@value IdGenSettings#CHECK_EXISTING_ROWS}{@code =false}. Through the engine's connections
     * ({@value IdGenSettings#DATASOURCE}, else Hibernate's), which must be allowed to set a series' start.
     */
    private void checkDocumentTable(DocumentStart.Target document, IdGenEngine e, SessionFactoryImplementor sf) {
        if (sf == null || !settings.checkExistingRows()) {
            return;
        }
        ConnectionProvider provider = registry.getService(ConnectionProvider.class);
        DataSource dataSource = settings.dataSource();
        if (dataSource == null && provider == null) {
            log.info("idgen: {}: the numbers its table already holds are not adopted at start: with multi-tenancy each "
                    + "tenant has its own (adopt them per tenant with DocumentAdmin.adoptFromColumn)", document.where());
            return;
        }
        DocumentStart.check(document, sf, e, dataSource != null ? dataSource : new ConnectionProviderDataSource(provider),
                documentsMayAdopt(e), settings.names());
    }

    /**
     * Whether a {@code @DocumentNumber} series used for the first time may start above the numbers its table holds
     * ({@code false}: the build fails naming the fix): the engine option {@code existing-rows} answers, as for
     * ids — {@code adopt} and {@code adopt-first-use} both start a first-used key above the rows, {@code refuse}
     * never moves one.
     */
    private static boolean documentsMayAdopt(IdGenEngine e) {
        return e.existingRows() != ExistingRowsRule.REFUSE;
    }

    private IdGenEngine engine(List<Registration> forWhom) {
        if (engine != null) {
            return engine;
        }
        String users = forWhom.stream().map(r -> r.who).distinct().collect(Collectors.joining("; "));
        try {
            IdGenEngine provided = settings.providedEngine();
            if (provided != null) {
                log.info("idgen: Hibernate uses the application's engine {} ({})", provided, IdGenSettings.ENGINE);
                engine = provided;
                ownsEngine = false;
                return engine;
            }
            DataSource dataSource = settings.dataSource();
            if (dataSource == null) {
                ConnectionProvider provider = registry.getService(ConnectionProvider.class);
                if (provider == null) {
                    throw new IdGenConfigurationException("this SessionFactory has no ConnectionProvider (multi-tenancy "
                            + "uses a MultiTenantConnectionProvider); set " + IdGenSettings.DATASOURCE
                            + " to a DataSource for idgen, or " + IdGenSettings.ENGINE + " to an engine of your own");
                }
                dataSource = new ConnectionProviderDataSource(provider);
            }
            String name = settings.name() != null ? settings.name() : "idgen-hibernate-" + ENGINES.incrementAndGet();
            IdGenEngineBuilder builder = settings.applyTo(IdGenEngine.builder(dataSource).name(name));
            engine = buildOnOwnThread(builder, name);
            ownsEngine = true;
            log.info("idgen: engine {} started for Hibernate ({})", engine, users);
            return engine;
        } catch (RuntimeException ex) {
            throw withContext("idgen: the idgen engine for " + users + " could not start: ", ex);
        }
    }

    /**
     * Builds on a fresh thread: a thread-bound transaction of the caller (JTA, Spring) can never
     * hand idgen its connection, not even for the start-up check.
     */
    private static IdGenEngine buildOnOwnThread(IdGenEngineBuilder builder, String name) {
        Object handoff = new Object();
        boolean[] abandoned = {false};
        IdGenEngine[] built = {null};
        FutureTask<IdGenEngine> task = new FutureTask<>(() -> {
            IdGenEngine e = builder.build();
            synchronized (handoff) {
                if (!abandoned[0]) {
                    built[0] = e;
                    return e;
                }
            }
            e.close(); // the caller gave up waiting; nobody else will close it
            return e;
        });
        Thread thread = new Thread(task, name + "-start");
        thread.setDaemon(true);
        thread.start();
        try {
            return task.get();
        } catch (InterruptedException e) {
            IdGenEngine orphan;
            synchronized (handoff) {
                abandoned[0] = true;
                orphan = built[0];
            }
            if (orphan != null) {
                orphan.close();
            }
            Thread.currentThread().interrupt();
            throw new IdGenConfigurationException("interrupted while engine '" + name + "' was starting; the interrupt "
                    + "flag is kept", e);
        } catch (ExecutionException e) {
            Throwable cause = e.getCause();
            if (cause instanceof RuntimeException r) {
                throw r;
            }
            if (cause instanceof Error err) {
                throw err;
            }
            throw new IdGenConfigurationException("engine '" + name + "' could not start: " + cause, cause);
        }
    }

    /** Adds {@code context} to the message, keeping a missing schema recognisable as one, and its missing part. */
    private static RuntimeException withContext(String context, RuntimeException e) {
        if (e instanceof SchemaMissingException s) {
            return new SchemaMissingException(context + e.getMessage(), s.missing(), e);
        }
        return new IdGenConfigurationException(context + e.getMessage(), e);
    }

    private void release(String why) {
        IdGenEngine e = engine;
        engine = null;
        boundToEngine.clear();
        if (e != null && ownsEngine) {
            log.info("idgen: closing engine {}: {}", e, why);
            e.close();
        }
    }

    @Override
    public String toString() {
        synchronized (lock) {
            return "idgen EngineService[" + registrations.size() + " generators, " + openSessionFactories
                    + " open SessionFactories, engine " + engine + (ownsEngine ? "" : " (the application's)") + "]";
        }
    }
}
