package com.example.shop;

import static com.example.shop.db.Tables.INVOICE;
import static com.example.shop.db.Tables.ORDERS;

import com.example.shop.db.tables.records.OrdersRecord;
import dev.idgen.jdbc.IdGenEngine;
import java.math.BigDecimal;
import java.util.List;
import org.jooq.DSLContext;

/** The jOOQ snippets of README.md and docs/jooq.md, as regions ({@code // tag::name[]}) DocsSnippetsTest holds them to. */
@SuppressWarnings("unused")
final class JooqDocsUsage {

    private JooqDocsUsage() {
    }

    static void readme(IdGenEngine engine, DSLContext ctx) {
        // tag::jooq-readme-usage[]
        OrdersIds orders = OrdersIds.of(engine);                      // generated next to the declaration
        orders.insertInto(ctx).set(ORDERS.CUSTOMER_ID, 42L).execute();   // the id is set before the insert
        // end::jooq-readme-usage[]
    }

    static void businessIds(IdGenEngine engine, DSLContext ctx, BigDecimal a) {
        // tag::jooq-business-ids[]
        String number = InvoiceIds.of(engine).insertInto(ctx).set(INVOICE.AMOUNT, a)   // engine.formatted(KEY, FORMAT)
                .returning(INVOICE.NUMBER).fetchOne().getNumber();
        int ticket = TicketIds.of(engine).nextId();
        // end::jooq-business-ids[]
    }

    static void helpers(IdGenEngine engine, DSLContext ctx, long c, List<OrdersRecord> records) {
        // tag::jooq-helpers[]
        OrdersIds orderIds = OrdersIds.of(engine);            // or new OrdersIds(anyIdGenerator)
        long id = orderIds.insertInto(ctx).set(ORDERS.CUSTOMER_ID, c).returning(ORDERS.ID).fetchOne().getId();
        OrdersRecord r = orderIds.newRecord(ctx);              // attached, id set; r.store() inserts it
        orderIds.insertInto(ctx, records).execute();           // one multi-row INSERT, ids from ONE nextIds(n)
        ctx.batchInsert(orderIds.assignIds(records)).execute();
        // end::jooq-helpers[]
    }
}
