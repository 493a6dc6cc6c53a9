package dev.idgen.hibernate.model;

import dev.idgen.Strategy;
import dev.idgen.hibernate.IdGen;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;

/**
 * Slow-ordered via the modern annotation, explicit key, default sub-key. {@code persistOrder} is
 * the test's own count of persist calls, so the table can be read back in the order the persists
 * happened.
 */
@Entity
@Table(name = "chat_line")
public class ChatLine {

    @Id
    @IdGen(strategy = Strategy.SLOW_ORDERED, key = "chat")
    private Long id;

    @Column(name = "persist_order", nullable = false)
    private long persistOrder;

    @Column(length = 40)
    private String node;

    protected ChatLine() {
    }

    public ChatLine(long persistOrder, String node) {
        this.persistOrder = persistOrder;
        this.node = node;
    }

    public Long getId() {
        return id;
    }

    public long getPersistOrder() {
        return persistOrder;
    }
}
