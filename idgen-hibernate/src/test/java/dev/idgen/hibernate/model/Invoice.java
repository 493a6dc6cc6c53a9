package dev.idgen.hibernate.model;

import dev.idgen.hibernate.IdGenGenerator;
import jakarta.persistence.GeneratedValue;
import org.hibernate.annotations.GenericGenerator;
import org.hibernate.annotations.Parameter;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;

/** Segment via the legacy @GenericGenerator, exactly as the contract shows it. */
@Entity
@Table(name = "invoice")
public class Invoice {

    @Id
    @GeneratedValue(generator = "invoice")
    @GenericGenerator(name = "invoice", type = IdGenGenerator.class, parameters = {
            @Parameter(name = "key", value = "invoice"),
            @Parameter(name = "strategy", value = "segment")})
    private Long id;

    @Column(length = 40)
    private String customer;

    @Column(length = 40)
    private String note;

    protected Invoice() {
    }

    public Invoice(String customer, String note) {
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
