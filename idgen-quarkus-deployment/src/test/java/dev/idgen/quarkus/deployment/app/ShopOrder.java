package dev.idgen.quarkus.deployment.app;

import dev.idgen.hibernate.IdGen;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;

/** A segment id. */
@Entity
@Table(name = "shop_order")
public class ShopOrder {
    @Id
    @IdGen(key = "order")
    public Long id;

    public String item;
}
