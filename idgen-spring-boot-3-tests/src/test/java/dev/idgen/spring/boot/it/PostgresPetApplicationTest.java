package dev.idgen.spring.boot.it;

import dev.idgen.spring.boot.it.adoption.PetApplication;
import dev.idgen.testsupport.TestDatabase;
import dev.idgen.testsupport.TestDatabases;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.test.annotation.DirtiesContext;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;

/** The pet application on a fresh PostgreSQL database, its schema from schema.sql, data.sql before JPA. */
@DirtiesContext
@SpringBootTest(classes = PetApplication.class, properties = {"spring.config.name=adoption",
    "spring.sql.init.schema-locations=classpath:adoption/schema.sql", "spring.jpa.hibernate.ddl-auto=none"})
class PostgresPetApplicationTest extends AbstractPetApplicationTest {

    static final TestDatabase DB = TestDatabases.freshPostgres();

    @DynamicPropertySource
    static void database(DynamicPropertyRegistry registry) {
        Databases.register(registry, DB);
    }
}
