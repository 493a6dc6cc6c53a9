package dev.idgen.examples.boot;

import dev.idgen.Strategy;
import dev.idgen.hibernate.IdGen;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;

/** An event: snowflake id (time, worker, sequence), no database round trip per id. */
@Entity
@Table(name = "event")
public class Event {

    @Id
    @IdGen(strategy = Strategy.SNOWFLAKE)
    private Long id;

    private String type;

    protected Event() {
    }

    Event(String type) {
        this.type = type;
    }

    public Long getId() {
        return id;
    }

    public String getType() {
        return type;
    }
}
