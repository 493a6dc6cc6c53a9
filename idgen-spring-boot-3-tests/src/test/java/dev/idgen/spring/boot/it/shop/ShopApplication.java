package dev.idgen.spring.boot.it.shop;

import org.springframework.boot.autoconfigure.SpringBootApplication;

/**
 * The application the @SpringBootTest classes start: entities with idgen ids, a Flyway migration of its
 * own, data.sql seeding orders, and not one line of idgen configuration code — only the starter and
 * application.properties.
 */
@SpringBootApplication
public class ShopApplication {
}
