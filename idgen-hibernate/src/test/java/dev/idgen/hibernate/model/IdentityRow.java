package dev.idgen.hibernate.model;

import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;

/** The IDENTITY baseline: Hibernate cannot batch its inserts. */
@Entity
@Table(name = "identity_row")
public class IdentityRow {

    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    private Long id;

    @Column(length = 40)
    private String customer;

    @Column(length = 40)
    private String note;

    protected IdentityRow() {
    }

    public IdentityRow(String customer, String note) {
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
