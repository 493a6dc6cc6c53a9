package dev.idgen.jdbc.document;

import dev.idgen.format.IdFormat;
import java.sql.Connection;
import java.time.LocalDate;
import java.util.function.Consumer;

/**
 * Gap-free document numbers — invoices, credit notes, receipts — numbered 1, 2, 3 … per series and
 * period, in the caller's transaction: {@code engine.documents("invoice", IdFormat.parse("F{date:yyyy}-{serial:6}"))}.
 *
 * <p>Invariant: the committed numbers of a series (a key, a sub-key, the format's period) are exactly
 * 1..N. {@code next} raises the series' counter row on the <em>caller's</em> connection, inside the caller's
 * transaction, so the number commits or rolls back with the document: a rolled-back transaction's number is
 * taken by the next one, a JVM killed mid-transaction leaves nothing (its transaction rolls back), and a
 * database that loses its last commits loses the documents together with their numbers. The period comes from
 * the format's date ({@code yyyy} yearly, {@code yyyyMM} monthly, {@code YYYYww} weekly, {@code yyyyMMdd} daily,
 * no date: never restarts), in the engine's daily zone. The first number of a series and period creates its row on
 * that connection too, in that transaction: idgen never commits, rolls back or switches the autocommit of the caller's
 * connection and never borrows a second one, so a pool of one connection, a single-connection or a transaction-aware
 * data source (Spring's {@code TransactionAwareDataSourceProxy}, JTA) work alike. A series starts at 1, or above the
 * numbers an existing table holds once they are adopted ({@code DocumentAdmin}, {@code idgen documents adopt}).
 *
 * <p>The price: the series' row stays locked from {@code next} until the transaction ends, so transactions of
 * one series take their numbers one after the other. Take the number as late as the framework allows (idgen's
 * Hibernate {@code @DocumentNumber} takes it when the entity is inserted at flush, right before commit); series
 * that need not be gap-free should use {@code formatted} ids, which never wait. A wait for another transaction's
 * lock is bounded by the engine's {@link dev.idgen.jdbc.EngineOptions#MAX_WAIT} (in whole seconds, rounded up: JDBC statement timeouts are).
 *
 * <p>Refused, with a clear exception naming the series: a connection in autocommit (the number could not be given
 * back), a serial past the format's width, a wait past that bound. The engine's plugins and rejection handler
 * see every call (the generator {@code document:<key>} or {@code document:<key>/<sub-key>}); a plugin must not
 * change a document number, and a call that fails after the number was taken leaves it in the caller's
 * transaction: roll that transaction back.
 */
public interface DocumentNumbers {

    /** The series' key, e.g. {@code invoice}. */
    String key();

    /** The format numbers are written in. */
    IdFormat format();

    /**
     * The first day of the period {@code next} numbers in now, by the engine's clock and daily zone (1970-01-01 for a
     * format without a date, which never restarts): the {@code serial_day} of the series' row in
     * {@code idgen_document}, for administration that looks at the current period ({@code DocumentAdmin}).
     */
    LocalDate currentPeriodStart();

    /**
     * The next number of the series, on {@code connection}'s current transaction.
     *
     * @param connection the caller's connection, not in autocommit
     * @throws dev.idgen.InvalidIdRequestException for a connection in autocommit
     * @throws dev.idgen.IdSourceUnavailableException when another transaction held the series past the engine's bound, or
     *         the statement failed (the caller's transaction should roll back)
     * @throws dev.idgen.IdExhaustedException when the period's numbers do not fit the format's serial
     */
    String next(Connection connection);

    /** Like {@link #next(Connection)} for an independent sub-series, e.g. a company, a shop or a register. */
    String next(Connection connection, String subKey);

    /** Like {@link #next(Connection, String)}, with the format's caller parts ({@code {part:name:width}}). */
    String next(Connection connection, String subKey, Consumer<IdFormat.Values> callerParts);

    /** The next number alone (the serial, 1..N per period), for a numeric column. */
    long nextNumber(Connection connection, String subKey);

    /**
     * The next number on the current transaction's connection, as the engine's {@link TransactionConnection}
     * finds it (idgen's Spring Boot starter provides one: the connection of the {@code @Transactional} method).
     *
     * @throws dev.idgen.InvalidIdRequestException outside a transaction, or when the engine has no
     *         {@link TransactionConnection}
     */
    String next();

    /** Like {@link #next()} for a sub-series. */
    String next(String subKey);
}
