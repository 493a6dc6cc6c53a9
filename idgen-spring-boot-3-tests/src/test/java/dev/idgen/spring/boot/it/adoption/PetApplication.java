package dev.idgen.spring.boot.it.adoption;

import org.springframework.boot.autoconfigure.SpringBootApplication;

/**
 * An existing application adopting idgen in two edits (issue #32): it had
 * {@code @GeneratedValue(strategy = IDENTITY)} on {@link Pet}'s {@code Integer} id and a
 * {@code data.sql} that seeds ids 1..13; now it has {@code @IdGen} there and the starter on the class
 * path, nothing else.
 */
@SpringBootApplication
public class PetApplication {
}
