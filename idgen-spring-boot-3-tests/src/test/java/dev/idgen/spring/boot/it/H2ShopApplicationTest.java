package dev.idgen.spring.boot.it;

import dev.idgen.spring.boot.it.shop.ShopApplication;
import dev.idgen.testsupport.TestDatabase;
import dev.idgen.testsupport.TestDatabases;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.test.annotation.DirtiesContext;
import org.springframework.test.context.DynamicPropertyRegistry;
import org.springframework.test.context.DynamicPropertySource;

/** The shop on a fresh in-memory H2 database. */
@DirtiesContext // its engine, pool and web server go when the class is done
@SpringBootTest(classes = ShopApplication.class, webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT)
class H2ShopApplicationTest extends AbstractShopApplicationTest {

    static final TestDatabase DB = TestDatabases.freshH2();

    @DynamicPropertySource
    static void database(DynamicPropertyRegistry registry) {
        Databases.register(registry, DB);
    }

    @Override
    String expectedDialect() {
        return "h2";
    }
}
