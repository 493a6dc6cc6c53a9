package dev.idgen.spring.boot.it;

import dev.idgen.testsupport.TestDatabase;
import java.util.LinkedHashMap;
import java.util.Map;
import org.springframework.test.context.DynamicPropertyRegistry;

/** spring.datasource.* of a test database. */
final class Databases {

    private Databases() {
    }

    static void register(DynamicPropertyRegistry registry, TestDatabase db) {
        properties(db).forEach((k, v) -> registry.add(k, () -> v));
    }

    static Map<String, String> properties(TestDatabase db) {
        Map<String, String> p = new LinkedHashMap<>();
        p.put("spring.datasource.url", db.jdbcUrl());
        p.put("spring.datasource.username", db.user());
        p.put("spring.datasource.password", db.password() == null ? "" : db.password());
        return p;
    }

    static String[] asArgs(TestDatabase db) {
        return properties(db).entrySet().stream().map(e -> e.getKey() + "=" + e.getValue()).toArray(String[]::new);
    }
}
