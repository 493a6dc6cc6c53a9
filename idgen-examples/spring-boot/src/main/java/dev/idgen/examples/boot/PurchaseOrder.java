package dev.idgen.examples.boot;

import dev.idgen.hibernate.IdGen;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;

/** An order: segment id from key 'order', and an order number (a formatted id) such as ORD20260502000042. */
@Entity
@Table(name = "orders")
public class PurchaseOrder {

    @Id
    @IdGen(key = "order")
    private Long id;

    @Column(name = "order_no")
    private String orderNo;

    private String customer;

    protected PurchaseOrder() {
    }

    PurchaseOrder(String orderNo, String customer) {
        this.orderNo = orderNo;
        this.customer = customer;
    }

    public Long getId() {
        return id;
    }

    public String getOrderNo() {
        return orderNo;
    }

    public String getCustomer() {
        return customer;
    }
}
