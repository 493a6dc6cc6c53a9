package dev.idgen.spring.boot.it;

import static org.assertj.core.api.Assertions.assertThat;

import dev.idgen.spring.boot.it.adoption.Pet;
import dev.idgen.spring.boot.it.adoption.Pets;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;

/**
 * Adoption in two edits (issue #32): an application whose {@code data.sql} seeds ids 1..13, with
 * {@code @IdGen} on its {@code Integer} id and the starter, and nothing else. The key is used for the
 * first time, so it starts above the seeded rows by itself — whether {@code data.sql} runs before JPA
 * (schema.sql) or after it ({@code spring.jpa.defer-datasource-initialization=true}, Hibernate creates
 * the table).
 */
abstract class AbstractPetApplicationTest {

    @Autowired Pets pets;

    @Test
    void newPetsGetIdsAboveTheSeededOnes() {
        assertThat(pets.count()).as("the 13 seeded pets").isEqualTo(13);
        Pet one = pets.save(new Pet("Tom"));
        List<Pet> more = pets.saveAll(List.of(new Pet("Jerry"), new Pet("Spike"), new Pet("Tyke")));
        assertThat(one.getId()).isGreaterThan(13);
        assertThat(more).extracting(Pet::getId).allMatch(id -> id > 13).doesNotHaveDuplicates().doesNotContain(one.getId());
        assertThat(pets.count()).isEqualTo(17);
        assertThat(pets.findById(1)).get().extracting(Pet::getName).as("the seeded rows are untouched").isEqualTo("Leo");
    }
}
