package dev.idgen.quarkus.deployment.app;

import dev.idgen.hibernate.IdGen;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;

/** An Integer id. */
@Entity
public class Seat {
    @Id
    @IdGen(key = "seat")
    public Integer id;

    public String seatRow;
}
