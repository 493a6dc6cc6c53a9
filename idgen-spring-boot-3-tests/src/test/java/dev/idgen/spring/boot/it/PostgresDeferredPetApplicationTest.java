package dev.idgen.spring.boot.it;

import dev.idgen.spring.boot.it.adoption.PetApplication;
import dev.idgen.testsupport.TestDatabase;
import dev.idgen.testsupport.TestDatabases;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.test.annotation.DirtiesContext;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;

/**
 * The pet application on a fresh PostgreSQL database as most Boot applications are set up: Hibernate
 * creates the table, and data.sql runs after it (spring.jpa.defer-datasource-initialization=true).
 */
@DirtiesContext
@SpringBootTest(classes = PetApplication.class, properties = {"spring.config.name=adoption",
    "spring.jpa.defer-datasource-initialization=true", "spring.jpa.hibernate.ddl-auto=create-drop",
    // Boot's own Flyway (on here: flyway-core is on the class path) cannot run with a deferred data.sql
    // (a circular dependency between flyway and the EntityManagerFactory, in Boot); the application has no Flyway
    "spring.flyway.enabled=false"})
class PostgresDeferredPetApplicationTest extends AbstractPetApplicationTest {

    static final TestDatabase DB = TestDatabases.freshPostgres();

    @DynamicPropertySource
    static void database(DynamicPropertyRegistry registry) {
        Databases.register(registry, DB);
    }
}
