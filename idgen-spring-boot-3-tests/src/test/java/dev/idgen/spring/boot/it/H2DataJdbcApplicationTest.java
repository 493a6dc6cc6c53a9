package dev.idgen.spring.boot.it;

import dev.idgen.spring.boot.it.datajdbc.DataJdbcApplication;
import dev.idgen.testsupport.TestDatabase;
import dev.idgen.testsupport.TestDatabases;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.test.annotation.DirtiesContext;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;

/** The Spring Data JDBC application on a fresh H2 database. */
@DirtiesContext
@SpringBootTest(classes = DataJdbcApplication.class, properties = {
    "spring.sql.init.schema-locations=classpath:datajdbc/schema-h2.sql", "idgen.slow-ordered.tables=true",
    "idgen.keys.parcel.step=50"})
class H2DataJdbcApplicationTest extends AbstractDataJdbcApplicationTest {

    static final TestDatabase DB = TestDatabases.freshH2();

    @DynamicPropertySource
    static void database(DynamicPropertyRegistry registry) {
        Databases.register(registry, DB);
    }
}
