package dev.idgen.quarkus.deployment.app;

import dev.idgen.hibernate.IdGen;
import dev.idgen.hibernate.DocumentNumber;
import io.quarkus.hibernate.orm.panache.PanacheEntityBase;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;

/** A Panache entity with an idgen id and a document number. */
@Entity
public class Product extends PanacheEntityBase {
    @Id
    @IdGen(key = "product")
    public Long id;

    @DocumentNumber(key = "sku", format = "{serial:6}")
    public Long sku;

    public String name;
}
