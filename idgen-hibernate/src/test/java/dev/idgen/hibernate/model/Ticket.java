package dev.idgen.hibernate.model;

import dev.idgen.hibernate.IdGen;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;

/** A strategy of the application's own, named on the annotation. */
@Entity
@Table(name = "ticket")
public class Ticket {

    @Id
    @IdGen(custom = "ticket-numbers", key = "ticket")
    private Long id;

    @Column(length = 40)
    private String title;

    protected Ticket() {
    }

    public Ticket(String title) {
        this.title = title;
    }

    public Long getId() {
        return id;
    }
}
