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
 * <p>Put it in a package of your own, not in jOOQ's generated package: jOOQ's code generator deletes
 * the files it did not write in its target package on its next run, so a {@code package-info.java}
 * there would vanish silently. A class of your own holding only the declarations works as well as a
 * package ({@code @JooqIds(...) final class ShopIds {}}); the processor warns about a declaration in
 * a package that holds jOOQ-generated classes.
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
 * {@code BigInteger}, {@code String} or {@code ULong} values ({@code Integer} too for segment and
 * slow-ordered keys: an id past {@code Integer.MAX_VALUE} is then an {@link IdExhaustedException},
 * never a wrap; a {@code String} column gets decimal text, or the ids of {@link #format()}, which
 * needs one), {@link #key()} must follow the
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

    /**
     * A formatted business id for a {@code String} column, e.g. {@code "ORD{date:yyyyMMdd}{serial:7}"}
     * ({@code dev.idgen.format.IdFormat}): the helper fills the column with
     * {@code engine.formatted(key, IdFormat.parse(format))} ids, and its {@code nextId()} returns
     * {@code String}. The serial source: with a {@code {date:..}} the key's daily sequence (restarting
     * at 1 every day; its rows need no registration, and {@link #step()} does not apply), without one
     * the segment key {@link #key()} (registered like any segment key). Only with
     * {@link Strategy#SEGMENT}; the format must need nothing from the caller (no {@code {worker:N}},
     * no {@code {part:..}}); the column must hold {@code IdFormat.length()} characters (checked when
     * compiling where the jOOQ sources tell the width, else when the helper is created). Needs
     * {@code idgen-jdbc} on the compile classpath. Empty, the default: numeric ids.
     */
    String format() default "";

    /** Holds repeated {@link JooqIds} declarations; written by the compiler, rarely by hand. */
    @Documented
    @Retention(RetentionPolicy.CLASS)
    @Target({ElementType.PACKAGE, ElementType.TYPE})
    @interface List {
        JooqIds[] value();
    }
}
