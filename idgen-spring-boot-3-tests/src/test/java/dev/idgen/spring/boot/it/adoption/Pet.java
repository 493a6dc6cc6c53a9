package dev.idgen.spring.boot.it.adoption;

import dev.idgen.hibernate.IdGen;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;

/** A pet with an Integer id (an INTEGER column), as the application had it; its key is 'Pet'. */
@Entity
@Table(name = "pets")
public class Pet {
    @Id @IdGen
    private Integer id;
    private String name;

    protected Pet() {
    }

    public Pet(String name) {
        this.name = name;
    }

    public Integer getId() {
        return id;
    }

    public String getName() {
        return name;
    }
}
