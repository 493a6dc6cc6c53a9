package dev.idgen.quarkus.deployment.app;

import dev.idgen.hibernate.IdGen;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;

/** A formatted String id from a segment key. */
@Entity
public class Ticket {
    @Id
    @IdGen(key = "ticket", format = "T{serial:8}")
    @Column(length = 9)
    public String id;

    public String holder;
}
