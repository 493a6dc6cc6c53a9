package dev.idgen.examples.boot;

import dev.idgen.Strategy;
import dev.idgen.hibernate.IdGen;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;

/** A chat message: slow-ordered id of key 'chat', strictly increasing across every node. */
@Entity
@Table(name = "chat_message")
public class ChatMessage {

    @Id
    @IdGen(strategy = Strategy.SLOW_ORDERED, key = "chat")
    private Long id;

    private String text;

    protected ChatMessage() {
    }

    ChatMessage(String text) {
        this.text = text;
    }

    public Long getId() {
        return id;
    }

    public String getText() {
        return text;
    }
}
