// tag::jooq-quick-start[]
package com.example.shop;

import static com.example.shop.db.Tables.ORDERS;

import dev.idgen.jdbc.IdGenEngine;
import dev.idgen.jdbc.admin.ExistingRows;
import dev.idgen.migrations.IdGenMigrations;
import javax.sql.DataSource;
import org.jooq.DSLContext;
import org.jooq.impl.DataSourceConnectionProvider;

final class JooqQuickStart {

    static long firstOrder(DSLContext ctx, long customerId) {
        DataSource dataSource = ((DataSourceConnectionProvider) ctx.configuration().connectionProvider()).dataSource();
        IdGenMigrations.migrate(dataSource);                                   // idgen's tables, idempotent
        try (IdGenEngine engine = IdGenEngine.builder(dataSource).build()) {   // once per application
            ExistingRows.check(engine, dataSource, "segment", OrdersIds.KEY, null, "orders", "id");   // once, at start
            OrdersIds orders = OrdersIds.of(engine);                           // generated next to ShopIds
            return orders.insertInto(ctx).set(ORDERS.CUSTOMER_ID, customerId).returning(ORDERS.ID).fetchOne().getId();
        }
    }
}
// end::jooq-quick-start[]
