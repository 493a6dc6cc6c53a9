package dev.idgen.hibernate.model;

import dev.idgen.hibernate.IdGenGenerator;
import jakarta.persistence.GeneratedValue;
import org.hibernate.annotations.GenericGenerator;
import org.hibernate.annotations.Parameter;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;

/** Snowflake via @GenericGenerator with a namespace of its own. */
@Entity
@Table(name = "audit_event")
public class AuditEvent {

    @Id
    @GeneratedValue(generator = "audit")
    @GenericGenerator(name = "audit", type = IdGenGenerator.class, parameters = {
            @Parameter(name = "strategy", value = "snowflake"),
            @Parameter(name = "namespace", value = "audit")})
    private Long id;

    @Column(length = 40)
    private String customer;

    @Column(length = 40)
    private String note;

    protected AuditEvent() {
    }

    public AuditEvent(String customer, String note) {
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
