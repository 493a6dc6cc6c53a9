package dev.idgen.hibernate.model;

import jakarta.persistence.Entity;
import jakarta.persistence.Table;

/** An entity whose id mapping comes from {@link BaseEntity}. */
@Entity
@Table(name = "beta")
public class Beta extends BaseEntity {

    private String label;

    protected Beta() {
    }

    public Beta(String label) {
        this.label = label;
    }

    public String getLabel() {
        return label;
    }
}
