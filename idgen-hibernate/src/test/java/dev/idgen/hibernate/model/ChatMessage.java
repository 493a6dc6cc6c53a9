package dev.idgen.hibernate.model;

import dev.idgen.Strategy;
import dev.idgen.hibernate.IdGen;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;

/** Snowflake via the modern annotation, primitive long id, default namespace. */
@Entity
@Table(name = "chat_message")
public class ChatMessage {

    @Id
    @IdGen(strategy = Strategy.SNOWFLAKE)
    private long id;

    @Column(length = 40)
    private String customer;

    @Column(length = 40)
    private String note;

    protected ChatMessage() {
    }

    public ChatMessage(String customer, String note) {
        this.customer = customer;
        this.note = note;
    }

    public long getId() {
        return id;
    }

    public String getCustomer() {
        return customer;
    }
}
