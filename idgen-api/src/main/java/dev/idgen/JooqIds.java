package dev.idgen;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Repeatable;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Declares, once, that a jOOQ table gets its ids from an idgen key: which table, which key, which
 * strategy. Put it on a package ({@code package-info.java}) or on any class, as often as there are
 * tables:
 *
 * <pre>{@code
 * @JooqIds(table = Orders.class, key = "order", strategy = Strategy.SEGMENT, step = 500)
 * @JooqIds(table = AuditEvent.class, key = "audit", strategy = Strategy.SNOWFLAKE)
 * package com.example.shop;
 * }</pre>
 *
 * <p>With {@code idgen-processor} on the compiler's processor path, each declaration becomes a small
 * generated class next to it ({@code OrdersIds} for {@code Orders}) with {@code insertInto(DSLContext)},
 * {@code newRecord(DSLContext)} and a bulk {@code insertInto(DSLContext, records)} that set the id
 * column before the row reaches the database. The processor also writes every declared key to
 * {@value DeclaredKeys#RESOURCE}, from which {@code IdGenMigrations.migrate} registers segment keys
 * in the database (never overwriting a row that is there).
 *
 * <p>Everything is checked when compiling, each error on the attribute it is about: {@link #table()}
 * must be a jOOQ generated table, {@link #column()} must exist and hold {@code Long},
 * {@code BigInteger}, {@code String} or {@code ULong} values, {@link #key()} must follow the
 * {@link IdKeys} rule, and a key declared twice must be declared with the same strategy and step.
 *
 * <p>Class retention so that incremental compilers (Gradle's aggregating processors) can read the
 * declarations of unchanged classes from their class files; nothing reads it at run time.
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target({ElementType.PACKAGE, ElementType.TYPE})
@Repeatable(JooqIds.List.class)
public @interface JooqIds {

    /** The jOOQ generated table class, e.g. {@code Orders.class} (a subclass of {@code TableImpl}). */
    Class<?> table();

    /** The key ("biz tag", or the snowflake namespace) the ids come from; see {@link IdKeys}. */
    String key();

    /** The strategy of {@link #key()}. */
    Strategy strategy();

    /**
     * The column that gets the id: the name of the field in the table class (e.g. {@code ID}) or the
     * column's name in any case (e.g. {@code id}). Empty, the default, means the table's primary
     * key, which must then be a single column.
     */
    String column() default "";

    /**
     * For {@link Strategy#SEGMENT} keys: the {@code step} written to {@code idgen_segment} when the
     * key is registered. {@code 0}, the default, leaves the column's default (1000). A row that
     * already exists is never changed.
     */
    int step() default 0;

    /**
     * The simple name of the generated class. Empty, the default, means the table class's simple
     * name followed by {@code Ids}, e.g. {@code OrdersIds}.
     */
    String helper() default "";

    /** Holds repeated {@link JooqIds} declarations; written by the compiler, rarely by hand. */
    @Documented
    @Retention(RetentionPolicy.CLASS)
    @Target({ElementType.PACKAGE, ElementType.TYPE})
    @interface List {
        JooqIds[] value();
    }
}
