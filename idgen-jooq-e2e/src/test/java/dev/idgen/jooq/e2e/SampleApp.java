package dev.idgen.jooq.e2e;

import java.util.List;

/**
 * What the test asks of the sample shop, in JDK types only: the shop's code is compiled by the
 * test (after jOOQ's code generator and the processor have run), so the test talks to it through
 * this interface. Every method inserts through a generated helper and returns the ids it wrote.
 */
public interface SampleApp {

    /** {@code CustomerIds.insertInto(ctx).set(..).returning(ID)}: one row, the id set by the helper. */
    long addCustomer(String name);

    /** {@code OrdersIds.newRecord(ctx)}, then {@code store()}. */
    long placeOrder(long customerId, String note);

    /**
     * {@code OrdersIds.insertInto(ctx, records)}: one multi-row INSERT, ids from one
     * {@code nextIds(count)}; every third record sets a total, the others leave it to its default.
     */
    List<Long> placeOrders(long customerId, int count);

    /**
     * {@code ctx.batchInsert(OrdersIds.assignIds(records))}, the first record carrying an id from
     * {@code OrdersIds.nextId()} already.
     */
    List<Long> importOrders(long customerId, int count);

    /** {@code OrdersIds.newRecords(ctx, count)}, then {@code ctx.batchStore(records)}. */
    List<Long> newOrders(long customerId, int count);

    /** A coupon, whose {@code VARCHAR} key gets the id as a decimal string. */
    String issueCoupon(int amount);

    /** An audit event with a snowflake id. */
    long audit(String what);

    /** {@code InvoiceIds.insertInto(ctx)}: a formatted invoice number ({@code INV<yyyyMMdd><serial:6>}). */
    String invoice(java.math.BigDecimal amount);

    /** {@code InvoiceIds.insertInto(ctx, records)}: one INSERT, numbers from one {@code nextIds(count, ..)}. */
    List<String> invoices(int count);

    /** {@code new InvoiceIds(engine.formatted(key, IdFormat.parse(format)))}: only creates the helper. */
    void invoiceHelperFor(String key, String format);

    /** {@code TicketIds.insertInto(ctx)} into an {@code INTEGER} id column. */
    long addTicket(String title);

    /** {@code ctx.batchInsert(TicketIds.assignIds(records))} into the {@code INTEGER} id column. */
    List<Long> addTickets(int count);
}
