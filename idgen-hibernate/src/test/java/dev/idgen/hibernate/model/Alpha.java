package dev.idgen.hibernate.model;

import jakarta.persistence.Entity;
import jakarta.persistence.Table;

/** An entity whose id mapping comes from {@link BaseEntity}. */
@Entity
@Table(name = "alpha")
public class Alpha extends BaseEntity {

    private String label;

    protected Alpha() {
    }

    public Alpha(String label) {
        this.label = label;
    }

    public String getLabel() {
        return label;
    }
}
