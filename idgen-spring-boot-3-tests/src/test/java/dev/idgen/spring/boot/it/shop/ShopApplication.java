package dev.idgen.spring.boot.it.shop;

import org.springframework.boot.autoconfigure.SpringBootApplication;

/**
 * The application the @SpringBootTest classes start: entities with idgen ids, a Flyway migration of its
 * own, data.sql seeding orders, and not one line of idgen configuration code — only the starter and
 * application.properties.
 */
// the shop maps its entities with JPA; MyBatis is on the Boot 4 module's test class path for its @MybatisTest slice,
// and its auto-configuration would scan the shop's package for mappers and warn that it found none
@SpringBootApplication(excludeName = "org.mybatis.spring.boot.autoconfigure.MybatisAutoConfiguration")
public class ShopApplication {
}
