package dev.idgen.hibernate.model;

import dev.idgen.hibernate.IdGenGenerator;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import org.hibernate.annotations.GenericGenerator;
import org.hibernate.annotations.Parameter;

/** Slow-ordered via the legacy @GenericGenerator, with key and sub-key parameters. */
@Entity
@Table(name = "ledger_entry")
public class LedgerEntry {

    @Id
    @GeneratedValue(generator = "ledger")
    @GenericGenerator(name = "ledger", type = IdGenGenerator.class, parameters = {
            @Parameter(name = "strategy", value = "slow-ordered"),
            @Parameter(name = "key", value = "ledger"),
            @Parameter(name = "sub_key", value = "eu")})
    private Long id;

    @Column(name = "persist_order", nullable = false)
    private long persistOrder;

    protected LedgerEntry() {
    }

    public LedgerEntry(long persistOrder) {
        this.persistOrder = persistOrder;
    }

    public Long getId() {
        return id;
    }
}
