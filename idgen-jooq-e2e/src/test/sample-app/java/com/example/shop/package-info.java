/**
 * The sample shop: which table gets its ids from which key, declared once.
 */
@JooqIds(table = Customer.class, key = "customer", strategy = Strategy.SEGMENT, step = 50)
@JooqIds(table = Orders.class, key = "order", strategy = Strategy.SEGMENT, step = 100)
@JooqIds(table = Coupon.class, key = "coupon", strategy = Strategy.SEGMENT)
@JooqIds(table = AuditEvent.class, key = "audit", strategy = Strategy.SNOWFLAKE)
@JooqIds(table = Invoice.class, key = "invoice-no", strategy = Strategy.SEGMENT, format = "INV{date:yyyyMMdd}{serial:6}")
@JooqIds(table = Ticket.class, key = "ticket", strategy = Strategy.SEGMENT, step = 10)
package com.example.shop;

import com.example.shop.db.tables.AuditEvent;
import com.example.shop.db.tables.Coupon;
import com.example.shop.db.tables.Customer;
import com.example.shop.db.tables.Invoice;
import com.example.shop.db.tables.Orders;
import com.example.shop.db.tables.Ticket;
import dev.idgen.JooqIds;
import dev.idgen.Strategy;
