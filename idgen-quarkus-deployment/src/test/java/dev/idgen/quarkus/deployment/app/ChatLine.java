package dev.idgen.quarkus.deployment.app;

import dev.idgen.hibernate.IdGen;
import dev.idgen.Strategy;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;

/** A slow-ordered id (strictly increasing across the cluster). */
@Entity
public class ChatLine {
    @Id
    @IdGen(strategy = Strategy.SLOW_ORDERED, key = "chat")
    public Long id;

    public String text;
}
