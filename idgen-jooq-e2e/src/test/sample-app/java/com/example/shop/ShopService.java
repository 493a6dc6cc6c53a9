package com.example.shop;

import static com.example.shop.db.Tables.AUDIT_EVENT;
import static com.example.shop.db.Tables.COUPON;
import static com.example.shop.db.Tables.CUSTOMER;
import static com.example.shop.db.Tables.INVOICE;
import static com.example.shop.db.Tables.TICKET;

import com.example.shop.db.tables.records.AuditEventRecord;
import com.example.shop.db.tables.records.InvoiceRecord;
import com.example.shop.db.tables.records.OrdersRecord;
import com.example.shop.db.tables.records.TicketRecord;
import dev.idgen.IdGenerator;
import dev.idgen.format.IdFormat;
import dev.idgen.jdbc.IdGenEngine;
import dev.idgen.jooq.e2e.SampleApp;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import javax.sql.DataSource;
import org.jooq.DSLContext;
import org.jooq.SQLDialect;
import org.jooq.impl.DSL;

/**
 * The sample shop's data access, written as an application would against the generated helpers
 * (CustomerIds, OrdersIds, CouponIds, AuditEventIds, InvoiceIds, TicketIds). Compiled by the end-to-end test.
 */
public final class ShopService implements SampleApp {

    private final DSLContext ctx;
    private final CustomerIds customers;
    private final OrdersIds orders;
    private final CouponIds coupons;
    private final AuditEventIds audit;
    private final InvoiceIds invoices;
    private final TicketIds tickets;
    private final IdGenEngine engine;

    /** Orders draw from {@code orderIds} (the test counts its calls); the rest from the engine. */
    public ShopService(DataSource dataSource, IdGenEngine engine, IdGenerator orderIds) {
        this.ctx = DSL.using(dataSource, SQLDialect.POSTGRES);
        this.customers = CustomerIds.of(engine);
        this.orders = new OrdersIds(orderIds);
        this.coupons = CouponIds.of(engine);
        this.audit = AuditEventIds.of(engine);
        this.invoices = InvoiceIds.of(engine);
        this.tickets = TicketIds.of(engine);
        this.engine = engine;
    }

    @Override
    public long addCustomer(String name) {
        return customers.insertInto(ctx)
                .set(CUSTOMER.NAME, name)
                .returning(CUSTOMER.ID)
                .fetchOne()
                .getId();
    }

    @Override
    public long placeOrder(long customerId, String note) {
        OrdersRecord order = orders.newRecord(ctx);
        order.setCustomerId(customerId);
        order.setNote(note);
        order.store();
        return order.getId();
    }

    @Override
    public List<Long> placeOrders(long customerId, int count) {
        List<OrdersRecord> records = drafts(customerId, count);
        int inserted = orders.insertInto(ctx, records).execute(); // one statement, one nextIds(count)
        if (inserted != count) {
            throw new IllegalStateException("inserted " + inserted + " of " + count + " orders");
        }
        return ids(records);
    }

    @Override
    public List<Long> importOrders(long customerId, int count) {
        List<OrdersRecord> records = drafts(customerId, count);
        records.get(0).setId(orders.nextId()); // an id known ahead is kept
        ctx.batchInsert(orders.assignIds(records)).execute();
        return ids(records);
    }

    @Override
    public List<Long> newOrders(long customerId, int count) {
        List<OrdersRecord> records = orders.newRecords(ctx, count);
        records.forEach(r -> r.setCustomerId(customerId));
        ctx.batchStore(records).execute();
        return ids(records);
    }

    @Override
    public String issueCoupon(int amount) {
        return coupons.insertInto(ctx)
                .set(COUPON.AMOUNT, amount)
                .returning(COUPON.CODE)
                .fetchOne()
                .getCode();
    }

    @Override
    public long audit(String what) {
        AuditEventRecord event = audit.newRecord(ctx);
        event.set(AUDIT_EVENT.WHAT, what);
        event.store();
        return event.getId();
    }

    @Override
    public String invoice(BigDecimal amount) {
        return invoices.insertInto(ctx)
                .set(INVOICE.AMOUNT, amount)
                .returning(INVOICE.NUMBER)
                .fetchOne()
                .getNumber();
    }

    @Override
    public List<String> invoices(int count) {
        List<InvoiceRecord> records = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            InvoiceRecord r = new InvoiceRecord();
            r.setAmount(BigDecimal.valueOf(i));
            records.add(r);
        }
        invoices.insertInto(ctx, records).execute(); // one statement, one nextIds(count, ..)
        List<String> numbers = new ArrayList<>();
        records.forEach(r -> numbers.add(r.getNumber()));
        return numbers;
    }

    @Override
    public void invoiceHelperFor(String key, String format) {
        new InvoiceIds(engine.formatted(key, IdFormat.parse(format)));
    }

    @Override
    public long addTicket(String title) {
        return tickets.insertInto(ctx)
                .set(TICKET.TITLE, title)
                .returning(TICKET.ID)
                .fetchOne()
                .getId();
    }

    @Override
    public List<Long> addTickets(int count) {
        List<TicketRecord> records = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            TicketRecord r = new TicketRecord();
            r.setTitle("ticket " + i);
            records.add(r);
        }
        ctx.batchInsert(tickets.assignIds(records)).execute();
        List<Long> ids = new ArrayList<>();
        records.forEach(r -> ids.add(r.getId().longValue()));
        return ids;
    }

    private static List<OrdersRecord> drafts(long customerId, int count) {
        List<OrdersRecord> records = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            OrdersRecord r = new OrdersRecord();
            r.setCustomerId(customerId);
            r.setNote("order " + i);
            if (i % 3 == 0) {
                r.setTotal(new BigDecimal("12.50")); // the others keep the column's default, as does created_at
            }
            records.add(r);
        }
        return records;
    }

    private static List<Long> ids(List<OrdersRecord> records) {
        List<Long> ids = new ArrayList<>();
        records.forEach(r -> ids.add(r.getId()));
        return ids;
    }
}
