package dev.idgen.quarkus.deployment.app;

import dev.idgen.hibernate.IdGen;
import dev.idgen.Strategy;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;

/** A snowflake id: the engine leases a worker id. */
@Entity
public class Message {
    @Id
    @IdGen(strategy = Strategy.SNOWFLAKE)
    public Long id;

    public String text;
}
