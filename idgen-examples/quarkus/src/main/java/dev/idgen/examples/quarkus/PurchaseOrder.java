package dev.idgen.examples.quarkus;

import dev.idgen.hibernate.DocumentNumber;
import dev.idgen.hibernate.IdGen;
import io.quarkus.hibernate.orm.panache.PanacheEntityBase;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;

/** An order: a segment id from key 'order' and a gap-free invoice number per year (F2026-000001, ...). */
@Entity
@Table(name = "orders")
// tag::quarkus-entity[]
public class PurchaseOrder extends PanacheEntityBase {     // or a plain @Entity
    @Id @IdGen(key = "order")                                // instead of PanacheEntity's own id
    public Long id;

    @DocumentNumber(key = "invoice", format = "F{date:yyyy}-{serial:6}")
    public String invoiceNumber;                             // taken in the persisting transaction, no gaps

    public String customer;
}
// end::quarkus-entity[]
