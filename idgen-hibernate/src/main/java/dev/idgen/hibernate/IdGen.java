package dev.idgen.hibernate;

import dev.idgen.Strategy;
import dev.idgen.jdbc.IdGenEngine;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.hibernate.annotations.IdGeneratorType;

/**
 * Takes the annotated {@code @Id} from idgen; no {@code @GeneratedValue} needed.
 *
 * <pre>{@code
 * @Entity
 * class PurchaseOrder {
 *     @Id @IdGen(key = "order")                          // segment is the default strategy
 *     Long id;
 * }
 *
 * @Entity
 * class ChatMessage {
 *     @Id @IdGen(strategy = Strategy.SNOWFLAKE)          // no key: ids are unique per namespace
 *     long id;
 * }
 *
 * @Entity
 * class LedgerEntry {                                    // strictly increasing across the cluster
 *     @Id @IdGen(strategy = Strategy.SLOW_ORDERED, key = "ledger", subKey = "eu")
 *     Long id;
 * }
 * }</pre>
 *
 * <p>The id attribute is {@code long}/{@code Long}; {@code int}/{@code Integer} for segment and
 * slow-ordered keys (common in existing schemas: an id past {@code Integer.MAX_VALUE} is an
 * {@code IdExhaustedException}, never a wrap, and a key already past it fails the SessionFactory
 * start); {@code String} with {@link #format()} for formatted business ids such as
 * {@code ORD20261124000042}. Anything else (UUID, short, ...) fails the SessionFactory build,
 * naming the entity and the field.
 *
 * <p>The ids come from the SessionFactory's idgen engine (see {@link IdGenSettings}); they are
 * reserved on the engine's own connections, never in the session's transaction, so a rolled-back
 * session never causes an id to be handed out twice (it leaves a gap). Works on Hibernate ORM 6.6
 * and 7.x; the generator is {@link IdGenGenerator}, the same one {@code @GenericGenerator} uses.
 */
@IdGeneratorType(IdGenGenerator.class)
@Retention(RetentionPolicy.RUNTIME)
@Target({ElementType.FIELD, ElementType.METHOD})
public @interface IdGen {

    /**
     * The key ("biz tag") of the segment or slow-ordered strategy: 1 to 128 letters, digits,
     * {@code .}, {@code _}, {@code -}, {@code :}. Empty (the default) means the JPA entity name of the hierarchy's root
     * entity ({@code @Entity(name = ...)}, else the simple class name), exactly as written.
     *
     * <p>Renaming an entity class changes that default and starts a new key at 1, whose ids then
     * collide with the rows already in the table; give the key explicitly for entities that hold
     * data. Must stay empty for {@link Strategy#SNOWFLAKE} (use {@link #namespace()}).
     */
    String key() default "";

    /** The strategy. Default {@link Strategy#SEGMENT}. */
    Strategy strategy() default Strategy.SEGMENT;

    /**
     * The name of a strategy of your own, registered with the engine
     * ({@code IdGenEngineBuilder.strategy(..)} or {@code META-INF/services/dev.idgen.spi.IdStrategy}),
     * e.g. {@code @IdGen(custom = "my-strategy", key = "order")}; its generator of {@link #key()}
     * fills the id, through the engine's plugins like a built-in one. Empty (the default) means
     * {@link #strategy()}; when given, {@code strategy} must stay at its default. An engine without
     * that strategy fails the SessionFactory build, naming the entity and field.
     */
    String custom() default "";

    /**
     * The sub-key of the slow-ordered strategy: the ids of one key and sub-key form one sequence,
     * strictly increasing across the cluster; another sub-key of the same key is a sequence of its
     * own (and starts at 1, so two sub-keys must not fill one table). Same rule as {@link #key()}.
     *
     * <p>Empty (the default) means {@value IdGenGenerator#DEFAULT_SUB_KEY}, for every key and entity:
     * {@code @IdGen(strategy = SLOW_ORDERED, key = "chat")} draws from the same sequence as
     * {@code engine.slowOrdered("chat", "default")}. The sub-key is fixed per entity; one sequence
     * per row value (per chat room, say) is {@code IdGenEngine.slowOrdered(key, subKey)} in your own
     * code. Only for {@link Strategy#SLOW_ORDERED}: with another strategy a sub-key fails the
     * SessionFactory build.
     */
    String subKey() default "";

    /**
     * The snowflake namespace (worker ids are leased per namespace). Empty (the default) means
     * {@value IdGenEngine#DEFAULT_NAMESPACE}. Only for {@link Strategy#SNOWFLAKE}.
     */
    String namespace() default "";

    /**
     * A formatted business id for a {@code String} id, e.g. {@code "ORD{date:yyyyMMdd}{serial:6}"}
     * ({@code dev.idgen.format.IdFormat}): its serials come from the daily sequence of {@link #key()}
     * (restarting each day) when the format has a date, else from the segment key. Empty (the
     * default): a numeric id. The format must need nothing from the caller (no {@code {worker:N}},
     * no {@code {part:..}}); the id column must hold {@code IdFormat.length()} characters (checked
     * when the SessionFactory starts). Not with snowflake, slow-ordered or a sub-key.
     */
    String format() default "";
}
