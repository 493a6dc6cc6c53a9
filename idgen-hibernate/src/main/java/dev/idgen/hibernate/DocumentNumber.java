package dev.idgen.hibernate;

import dev.idgen.hibernate.internal.DocumentNumberGenerator;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.hibernate.annotations.ValueGenerationType;

/**
 * A gap-free document number for the annotated attribute — an invoice number numbered 1, 2, 3 … per series and
 * period — taken when Hibernate inserts the entity, on the session's own connection, inside its transaction:
 *
 * <pre>{@code
 * @Entity
 * class Invoice {
 *     @Id @IdGen(key = "invoice-id") Long id;
 *     @DocumentNumber(key = "invoice", format = "F{date:yyyy}-{serial:6}")   // yearly: F2026-000001, F2026-000002 ...
 *     String number;
 *     @DocumentNumber(key = "receipt", format = "{date:yyyy}{serial:6}", subKeyFrom = "shop")   // a series per shop
 *     long receiptNo;
 *     String shop;
 * }
 * }</pre>
 *
 * <p>The number is taken at flush, when the entity's {@code INSERT} runs (with JDBC batching, when it joins the
 * batch) — normally right before commit — never at {@code persist}: the series' row lock, held from the number to
 * the end of the transaction, is as short as Hibernate allows. The number commits or rolls back with the entity, so
 * the committed numbers of a series are exactly 1..N (see {@code dev.idgen.jdbc.document.DocumentNumbers}). A
 * {@code String} attribute gets the formatted number, a {@code long}/{@code Long}/{@code int}/{@code Integer}
 * attribute the number alone (the serial of the format's period). An attribute already set is left as it is.
 *
 * <p>Numbers the table already holds: when the SessionFactory is built, a series that has no row yet for the current
 * period reads the attribute's column for that period's numbers (with the format, per {@link #subKeyFrom} column) and
 * starts above them through idgen's admin path, logged at INFO; an engine connection that may not set a series' start
 * (the least-privilege runtime role) fails the build naming the {@code idgen documents adopt} command to run once as
 * the owner. Off with {@code idgen.check_existing_rows=false}; with the engine option {@code existing-rows=refuse}
 * the build fails instead of adopting.
 */
@ValueGenerationType(generatedBy = DocumentNumberGenerator.class)
@Retention(RetentionPolicy.RUNTIME)
@Target({ElementType.FIELD, ElementType.METHOD})
public @interface DocumentNumber {

    /** The series' key, e.g. {@code invoice}: a key-like string. */
    String key();

    /**
     * The number's format ({@code dev.idgen.format.IdFormat}): its date names the period the numbering restarts by
     * ({@code yyyy} yearly, {@code yyyyMM} monthly, {@code yyyyMMdd} daily; no date: never), {@code {serial:N}} the
     * number. Checked when the SessionFactory is built.
     */
    String format();

    /**
     * The name of another attribute of the entity whose value is the sub-series (a company, a shop, a register),
     * read at insert; empty for one series.
     */
    String subKeyFrom() default "";
}
