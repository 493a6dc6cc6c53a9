package dev.idgen.hibernate.model;

import dev.idgen.hibernate.IdGen;
import jakarta.persistence.Id;
import jakarta.persistence.MappedSuperclass;

/** The common pattern: one id mapping for every entity; with no key, each entity gets a key of its own. */
@MappedSuperclass
public abstract class BaseEntity {

    @Id
    @IdGen
    private Long id;

    public Long getId() {
        return id;
    }
}
