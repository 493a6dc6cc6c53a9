package dev.idgen;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Marks the id field of an aggregate that is not a JPA entity (Spring Data JDBC, MyBatis) for an
 * idgen id, assigned before the aggregate is inserted: an aggregate whose id is already set is left
 * alone. The Spring Boot starter assigns it for Spring Data JDBC ({@code BeforeConvertCallback}).
 *
 * <pre>
 * &#64;Table("purchase_order")
 * record PurchaseOrder(&#64;Id &#64;GeneratedId(key = "order") Long id, String customer) { }
 * </pre>
 *
 * <p>Field types: {@code Long}/{@code long} for every strategy; {@code Integer}/{@code int} for
 * segment and slow-ordered keys (an id past {@code Integer.MAX_VALUE} is an
 * {@link IdExhaustedException}, never a wrap); {@code String} with a {@link #format()} (business
 * numbers, segment strategy). Anything else, a bad key or a format that could repeat a number fails
 * the application's start naming the class and the field.
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.FIELD)
public @interface GeneratedId {

    /**
     * The key ("biz tag"), or the namespace for {@link Strategy#SNOWFLAKE}. Empty, the default: the
     * class's simple name (for snowflake: the namespace {@code default}). Name it explicitly for
     * tables that hold data: renaming the class would change the key.
     */
    String key() default "";

    /** The strategy. Default {@link Strategy#SEGMENT}. */
    Strategy strategy() default Strategy.SEGMENT;

    /** For {@link Strategy#SLOW_ORDERED}: the sub-key. Default {@code default}. */
    String subKey() default "default";

    /**
     * For a {@code String} field: the business-number pattern ({@code dev.idgen.format.IdFormat}), e.g.
     * {@code INV{date:yyyy}-{serial:6}}; its serial restarts by the period the pattern names.
     */
    String format() default "";
}
