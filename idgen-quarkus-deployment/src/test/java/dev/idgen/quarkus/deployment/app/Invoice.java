package dev.idgen.quarkus.deployment.app;

import dev.idgen.hibernate.DocumentNumber;
import dev.idgen.hibernate.IdGen;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;

/** A gap-free document number, taken in the persisting transaction. */
@Entity
public class Invoice {
    @Id
    @IdGen(key = "invoice-id")
    public Long id;

    @DocumentNumber(key = "invoice", format = "F{date:yyyy}-{serial:6}")
    public String number;
}
