// tag::jooq-declaration-file[]
package com.example.shop;

import com.example.shop.db.tables.AuditEvent;   // jOOQ's generated table classes
import com.example.shop.db.tables.Coupon;
import com.example.shop.db.tables.Customer;
import com.example.shop.db.tables.Invoice;
import com.example.shop.db.tables.Orders;
import com.example.shop.db.tables.Ticket;
import dev.idgen.JooqIds;
import dev.idgen.Strategy;

// tag::jooq-declare[]
@JooqIds(table = Orders.class, key = "order", strategy = Strategy.SEGMENT, step = 100)
@JooqIds(table = Customer.class, key = "customer", strategy = Strategy.SEGMENT, step = 50)
@JooqIds(table = Coupon.class, key = "coupon", strategy = Strategy.SEGMENT)            // a VARCHAR id: decimal text
@JooqIds(table = AuditEvent.class, key = "audit", strategy = Strategy.SNOWFLAKE)      // key = the namespace
@JooqIds(table = Invoice.class, key = "invoice-no", strategy = Strategy.SEGMENT,
         format = "INV{date:yyyyMMdd}{serial:6}")                                      // String ids, 17 characters
@JooqIds(table = Ticket.class, key = "ticket", strategy = Strategy.SEGMENT, step = 10)  // an INTEGER column
public final class ShopIds {   // in a package of yours: jOOQ's generator deletes what it did not write
}
// end::jooq-declare[]
// end::jooq-declaration-file[]
