package dev.idgen.spring.boot.it.shop;

import dev.idgen.hibernate.IdGenGenerator;
import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import org.hibernate.annotations.GenericGenerator;
import org.hibernate.annotations.Parameter;

/** Slow-ordered ids (strictly increasing), in the @GenericGenerator style many codebases have. */
@Entity
@Table(name = "chat_message")
@SuppressWarnings("deprecation") // @GenericGenerator is deprecated in Hibernate 7 and still works
public class ChatMessage {

    @Id
    @GeneratedValue(generator = "chat")
    @GenericGenerator(name = "chat", type = IdGenGenerator.class, parameters = {
            @Parameter(name = "strategy", value = "slow-ordered"), @Parameter(name = "key", value = "chat")})
    private Long id;

    private String text;

    protected ChatMessage() {
    }

    public ChatMessage(String text) {
        this.text = text;
    }

    public Long getId() {
        return id;
    }

    public String getText() {
        return text;
    }
}
