package dev.idgen.examples.boot;

import org.springframework.boot.SpringApplication;
import org.springframework.boot.autoconfigure.SpringBootApplication;

/**
 * idgen in a Spring Boot application with no idgen code of its own beyond using the engine bean:
 * the starter migrates idgen's tables, registers and adopts the key of the seeded orders table,
 * builds the engine and wires Hibernate to it (see application.properties).
 *
 * <pre>
 * curl -s -XPOST localhost:8080/orders -H 'Content-Type: application/json' -d '{"customer":"ada"}'
 * curl -s -XPOST localhost:8080/chat/messages -H 'Content-Type: application/json' -d '{"text":"hi"}'
 * curl -s -XPOST localhost:8080/events -H 'Content-Type: application/json' -d '{"type":"login"}'
 * curl -s localhost:8080/actuator/health
 * </pre>
 */
@SpringBootApplication
public class ExampleApplication {

    public static void main(String[] args) {
        SpringApplication.run(ExampleApplication.class, args);
    }
}
