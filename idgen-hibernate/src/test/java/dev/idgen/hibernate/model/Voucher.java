package dev.idgen.hibernate.model;

import dev.idgen.hibernate.IdGenGenerator;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import org.hibernate.annotations.GenericGenerator;
import org.hibernate.annotations.Parameter;

/** A strategy of the application's own through @GenericGenerator, spelled unlike its registration. */
@Entity
@Table(name = "voucher")
public class Voucher {

    @Id
    @GeneratedValue(generator = "voucher")
    @GenericGenerator(name = "voucher", type = IdGenGenerator.class, parameters = {
            @Parameter(name = "strategy", value = "Ticket_Numbers"),
            @Parameter(name = "key", value = "voucher")})
    private Long id;

    @Column(length = 40)
    private String code;

    protected Voucher() {
    }

    public Voucher(String code) {
        this.code = code;
    }

    public Long getId() {
        return id;
    }
}
