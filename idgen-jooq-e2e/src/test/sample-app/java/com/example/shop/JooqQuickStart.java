// tag::jooq-quick-start[]
package com.example.shop;

import static com.example.shop.db.Tables.ORDERS;

import dev.idgen.jdbc.IdGenEngine;
import dev.idgen.migrations.IdGenMigrations;
import javax.sql.DataSource;
import org.jooq.DSLContext;

final class JooqQuickStart {

    // ctx: DSL.using(dataSource, ..) or DSL.using(connection, ..); idgen takes the DataSource itself
    static long firstOrder(DataSource dataSource, DSLContext ctx, long customerId) {
        IdGenMigrations.migrate(dataSource);                                   // idgen's tables, idempotent
        try (IdGenEngine engine = IdGenEngine.builder(dataSource).build()) {   // once per application
            OrdersIds orders = OrdersIds.of(engine);   // generated next to ShopIds; starts above the rows of orders
            return orders.insertInto(ctx).set(ORDERS.CUSTOMER_ID, customerId).returning(ORDERS.ID).fetchOne().getId();
        }
    }
}
// end::jooq-quick-start[]
