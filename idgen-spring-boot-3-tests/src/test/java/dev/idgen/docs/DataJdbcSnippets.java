package dev.idgen.docs;

import dev.idgen.GeneratedId;
import org.springframework.data.annotation.Id;
import org.springframework.data.relational.core.mapping.Table;
import org.springframework.data.repository.CrudRepository;

/**
 * The Spring Data JDBC snippets of docs/spring-boot.md, as regions ({@code // tag::name[]}) that
 * {@code DocsSnippetsTest} holds the docs to; compiled with this module's tests. The running versions are
 * {@code DataJdbcApplication}'s aggregates; this package is outside every test application's scan.
 */
@SuppressWarnings("unused")
final class DataJdbcSnippets {

    private DataJdbcSnippets() {
    }

    // tag::data-jdbc-aggregates[]
    @Table("purchase_order")
    record PurchaseOrder(@Id @GeneratedId(key = "order") Long id, String customer) {
        PurchaseOrder withId(Long id) { return new PurchaseOrder(id, customer); }
    }
    @Table("receipt")
    record Receipt(@Id @GeneratedId(key = "receipt", format = "R{date:yyyyMMdd}-{serial:6}") String number, long cents) {
        Receipt withNumber(String number) { return new Receipt(number, cents); }
    }
    // end::data-jdbc-aggregates[]

    interface PurchaseOrders extends CrudRepository<PurchaseOrder, Long> {
    }

    static void save(PurchaseOrders orders) {
        // tag::data-jdbc-save[]
        orders.save(new PurchaseOrder(null, "ada"));   // inserted with an idgen id; saveAll takes one id each
        // end::data-jdbc-save[]
    }
}
