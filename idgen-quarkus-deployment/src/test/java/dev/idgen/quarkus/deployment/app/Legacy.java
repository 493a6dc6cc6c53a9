package dev.idgen.quarkus.deployment.app;

import dev.idgen.hibernate.IdGen;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;

/** A table that holds rows written without idgen (import.sql): its key, used for the first time, starts above them. */
@Entity
public class Legacy {
    @Id
    @IdGen(key = "legacy")
    public Long id;

    public String name;
}
