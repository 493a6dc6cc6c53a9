package dev.idgen.hibernate.model;

import dev.idgen.hibernate.IdGen;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;

/** Segment via the modern annotation, default key (the JPA entity name, "Customer"). */
@Entity
@Table(name = "customer")
public class Customer {

    @Id
    @IdGen
    private Long id;

    @Column(length = 40)
    private String customer;

    @Column(length = 40)
    private String note;

    protected Customer() {
    }

    public Customer(String customer, String note) {
        this.customer = customer;
        this.note = note;
    }

    public Long getId() {
        return id;
    }

    public String getCustomer() {
        return customer;
    }
}
