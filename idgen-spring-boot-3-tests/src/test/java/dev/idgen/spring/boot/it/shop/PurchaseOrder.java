package dev.idgen.spring.boot.it.shop;

import dev.idgen.hibernate.IdGen;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;

/** Segment ids of key 'order' (registered and adopted from orders.id by idgen.keys.order.*). */
@Entity
@Table(name = "orders")
public class PurchaseOrder {

    @Id
    @IdGen(key = "order")
    private Long id;

    private String customer;

    protected PurchaseOrder() {
    }

    public PurchaseOrder(String customer) {
        this.customer = customer;
    }

    public Long getId() {
        return id;
    }

    public String getCustomer() {
        return customer;
    }
}
