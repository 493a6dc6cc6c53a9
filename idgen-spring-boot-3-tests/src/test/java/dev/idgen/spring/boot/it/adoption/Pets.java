package dev.idgen.spring.boot.it.adoption;

import org.springframework.data.jpa.repository.JpaRepository;

/** The application's repository of pets. */
public interface Pets extends JpaRepository<Pet, Integer> {
}
