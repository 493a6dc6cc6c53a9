package dev.idgen.hibernate.model;

import dev.idgen.Strategy;
import dev.idgen.hibernate.IdGen;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;

/** Slow-ordered via the modern annotation, the same key as {@link ChatLine} with a sub-key of its own, primitive id. */
@Entity
@Table(name = "lobby_line")
public class LobbyLine {

    @Id
    @IdGen(strategy = Strategy.SLOW_ORDERED, key = "chat", subKey = "lobby")
    private long id;

    @Column(length = 40)
    private String note;

    protected LobbyLine() {
    }

    public LobbyLine(String note) {
        this.note = note;
    }

    public long getId() {
        return id;
    }
}
