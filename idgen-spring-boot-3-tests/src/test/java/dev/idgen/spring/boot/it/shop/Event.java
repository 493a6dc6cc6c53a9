package dev.idgen.spring.boot.it.shop;

import dev.idgen.Strategy;
import dev.idgen.hibernate.IdGen;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;

/** Snowflake ids (namespace 'default'). */
@Entity
@Table(name = "event")
public class Event {

    @Id
    @IdGen(strategy = Strategy.SNOWFLAKE)
    private Long id;

    private String type;

    protected Event() {
    }

    public Event(String type) {
        this.type = type;
    }

    public Long getId() {
        return id;
    }

    public String getType() {
        return type;
    }
}
