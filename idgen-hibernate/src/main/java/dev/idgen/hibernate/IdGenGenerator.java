package dev.idgen.hibernate;

import dev.idgen.IdExhaustedException;
import dev.idgen.IdGenerator;
import dev.idgen.hibernate.internal.EngineService;
import dev.idgen.jdbc.daily.FormattedIdGenerator;
import java.util.EnumSet;
import java.util.Objects;
import java.util.Properties;
import org.hibernate.engine.spi.SharedSessionContractImplementor;
import org.hibernate.generator.BeforeExecutionGenerator;
import org.hibernate.generator.EventType;
import org.hibernate.generator.GeneratorCreationContext;
import org.hibernate.id.Configurable;
import org.hibernate.service.ServiceRegistry;
import org.hibernate.type.Type;

/**
 * Hibernate id generator backed by idgen, for {@code long}/{@code Long} ids ({@code int}/{@code Integer}
 * for segment and slow-ordered keys, {@code String} with a format). Two ways to use it:
 *
 * <pre>{@code
 * @Id @IdGen(key = "order")                     // Hibernate 6.6 and 7.x, no @GeneratedValue
 * Long id;
 *
 * @Id @GeneratedValue(generator = "order")      // the legacy style (@GenericGenerator is deprecated in 7)
 * @GenericGenerator(name = "order", type = IdGenGenerator.class,
 *     parameters = { @Parameter(name = "key", value = "order"),
 *                    @Parameter(name = "strategy", value = "segment") })
 * Long id;
 *
 * @Id @GeneratedValue(generator = "ledger")     // slow-ordered, with a sub-key
 * @GenericGenerator(name = "ledger", type = IdGenGenerator.class,
 *     parameters = { @Parameter(name = "strategy", value = "slow-ordered"),
 *                    @Parameter(name = "key", value = "ledger"),
 *                    @Parameter(name = "sub_key", value = "eu") })
 * Long id;
 * }</pre>
 *
 * <p>Parameters ({@code @Parameter} names; {@link IdGen} has the same attributes, {@code subKey}
 * for {@code sub_key}):
 * <ul>
 *   <li>{@value #STRATEGY_PARAMETER}: {@code segment} (default), {@code slow-ordered},
 *       {@code snowflake}, or the name of a strategy registered with the engine
 *       ({@code IdGenEngineBuilder.strategy}, {@code META-INF/services/dev.idgen.spi.IdStrategy});</li>
 *   <li>{@value #KEY_PARAMETER}: the segment or slow-ordered key; default the JPA entity name of
 *       the root entity;</li>
 *   <li>{@value #SUB_KEY_PARAMETER}: the slow-ordered sub-key; default {@value #DEFAULT_SUB_KEY};</li>
 *   <li>{@value #NAMESPACE_PARAMETER}: the snowflake namespace; default {@code default}.</li>
 * </ul>
 * A parameter the strategy does not use is an error, not ignored.
 *
 * <p>Invariants: the id is produced before the INSERT ({@link BeforeExecutionGenerator}), so JDBC
 * batching stays on, unlike {@code IDENTITY}. It comes from the SessionFactory's idgen engine,
 * which reserves ranges on its own connections and threads, committed before use, never in the
 * session's transaction: a rolled-back session leaves a gap and never causes an id to be issued
 * twice. With slow-ordered, every {@code persist} waits for one committed database round trip
 * (concurrent persists on one key and sub-key share it), so a persist that begins after another
 * returned gets the greater id, whichever SessionFactory or node each ran on. Every configuration
 * error (wrong id type, unknown strategy, bad key or sub-key, missing idgen tables) fails the
 * SessionFactory build with a message naming the entity, the field, the value and the fix.
 *
 * <p>Works with Hibernate ORM 6.6 and 7.x from one class file: Hibernate 6.6 hands the creation
 * context to {@link #create(GeneratorCreationContext)} and then calls
 * {@link #configure(Type, Properties, ServiceRegistry)}; 7.x calls
 * {@link #configure(GeneratorCreationContext, Properties)} instead. The annotation path uses the
 * {@code (IdGen)} constructor, which both versions look for.
 */
public class IdGenGenerator implements BeforeExecutionGenerator, Configurable {

    private static final long serialVersionUID = 1L;

    /** {@code @Parameter} name of the segment or slow-ordered key. */
    public static final String KEY_PARAMETER = "key";
    /**
     * {@code @Parameter} name of the strategy: {@code segment}, {@code slow-ordered},
     * {@code snowflake}, or the name of a strategy registered with the engine.
     */
    public static final String STRATEGY_PARAMETER = "strategy";
    /** {@code @Parameter} name of the slow-ordered sub-key ({@link IdGen#subKey()} on the annotation). */
    public static final String SUB_KEY_PARAMETER = "sub_key";
    /**
     * The sub-key of a slow-ordered id when none is given. A constant, not derived from the key or
     * entity, so that the row ({@code key}, {@code default}) is the one sequence of a key and other
     * code can share it with {@code engine.slowOrdered(key, "default")}. It never changes: another
     * default would restart every such sequence at 1.
     */
    public static final String DEFAULT_SUB_KEY = "default";
    /** {@code @Parameter} name of the snowflake namespace. */
    public static final String NAMESPACE_PARAMETER = "namespace";

    private final IdGen annotation; // null on the @GenericGenerator path
    private transient GeneratorCreationContext creationContext; // Hibernate 6.6 only, between create() and configure()
    private transient EngineService.Binding binding; // the spec and the engine service, set by configure
    private transient volatile Object delegate; // IdGenerator or FormattedIdGenerator, set when the SessionFactory starts

    /** For {@code @GenericGenerator(type = IdGenGenerator.class)}: configured from its parameters. */
    public IdGenGenerator() {
        this.annotation = null;
    }

    /** For {@link IdGen}: configured from the annotation; parameters are not read. */
    public IdGenGenerator(IdGen annotation) {
        this.annotation = Objects.requireNonNull(annotation, "annotation");
    }

    /**
     * Hibernate 6.6: keeps the creation context (entity, field) for {@link #configure(Type, Properties, ServiceRegistry)}.
     * Deprecated in 6.6 and gone in 7.x, where {@link #configure(GeneratorCreationContext, Properties)}
     * brings the same context. It is the one 6.6 hook that names the entity and field on both the
     * {@code @GenericGenerator} and the annotation path.
     */
    @Override
    @SuppressWarnings("removal") // 6.6's only hook with the field on both paths; see the Javadoc
    public void create(GeneratorCreationContext context) {
        this.creationContext = context;
    }

    /** Hibernate 6.6's configuration call. */
    @Override
    public void configure(Type type, Properties parameters, ServiceRegistry serviceRegistry) {
        GeneratorCreationContext context = creationContext;
        creationContext = null;
        setUp(EngineService.configure(annotation, context, type, parameters, serviceRegistry));
    }

    /**
     * Hibernate 7.x's configuration call ({@code Configurable.configure(GeneratorCreationContext, Properties)}).
     * Compiled against 6.6, where the interface does not have it, it is a plain public method; on
     * 7.x it overrides the interface's default, so 7.x never calls the deprecated 6.6 method above.
     */
    public void configure(GeneratorCreationContext context, Properties parameters) {
        setUp(EngineService.configure(annotation, Objects.requireNonNull(context, "context"), null, parameters,
                context.getServiceRegistry()));
    }

    private void setUp(EngineService.Binding b) {
        this.binding = b;
        b.register(generator -> this.delegate = generator);
    }

    /** Hands out the next id; never touches the session's connection. */
    @Override
    public Object generate(SharedSessionContractImplementor session, Object owner, Object currentValue, EventType eventType) {
        Object d = delegate;
        if (d == null && binding != null) {
            binding.bindPending(); // its SessionFactory did not report being built; bind (and check) now
            d = delegate;
        }
        if (d == null) {
            throw new IllegalStateException("idgen: " + (binding == null ? "this generator" : binding.toString())
                    + " has no engine: its SessionFactory was built without idgen's Integrator "
                    + "(dev.idgen.hibernate.internal.EngineLifecycleIntegrator, registered in "
                    + "META-INF/services/org.hibernate.integrator.spi.Integrator)");
        }
        if (d instanceof FormattedIdGenerator formatted) {
            return formatted.nextId();
        }
        long id = ((IdGenerator) d).nextId();
        if (binding.intId()) {
            if (id > Integer.MAX_VALUE) {
                throw new IdExhaustedException("idgen: " + binding + ": the id is an int/Integer, and the key handed out "
                        + id + ", past Integer.MAX_VALUE (" + Integer.MAX_VALUE + "); the id was not used. Fix: make the "
                        + "id a Long (and the column BIGINT)");
            }
            return (int) id;
        }
        return id;
    }

    /** Ids are generated on insert only. */
    @Override
    public EnumSet<EventType> getEventTypes() {
        return EnumSet.of(EventType.INSERT);
    }

    @Override
    public String toString() {
        return "IdGenGenerator[" + (binding == null ? "not configured" : binding.toString()) + "]";
    }
}
