package dev.idgen.logging.tests;

import dev.idgen.jdbc.IdGenEngine;
import dev.idgen.migrations.IdGenMigrations;
import org.h2.jdbcx.JdbcDataSource;

/**
 * An application as the child JVMs of {@link LoggingFollowsTheApplicationTest} run it: it logs a line of its own
 * through its own logging ({@code slf4j}: whatever SLF4J is on its class path, called by reflection because this
 * module compiles without SLF4J; {@code jul}: java.util.logging), then starts an idgen engine on H2, takes an id,
 * closes the engine and logs a second line of its own.
 */
public final class LoggingApp {

    private LoggingApp() {
    }

    public static void main(String[] args) throws Exception {
        String logging = args[0];
        own(logging, "app: own line before idgen");
        JdbcDataSource dataSource = new JdbcDataSource();
        dataSource.setURL("jdbc:h2:mem:logging;DB_CLOSE_DELAY=-1");
        IdGenMigrations.migrate(dataSource);
        try (IdGenEngine engine = IdGenEngine.builder(dataSource).name("logging-app").build()) {
            System.out.println("id=" + engine.segment("order").nextId());
        }
        own(logging, "app: own line after idgen");
    }

    private static void own(String logging, String line) throws ReflectiveOperationException {
        switch (logging) {
            case "slf4j" -> {
                Object logger = Class.forName("org.slf4j.LoggerFactory").getMethod("getLogger", String.class)
                        .invoke(null, "com.example.App");
                Class.forName("org.slf4j.Logger").getMethod("info", String.class).invoke(logger, line);
            }
            case "jul" -> java.util.logging.Logger.getLogger("com.example.App").info(line);
            default -> throw new IllegalArgumentException("logging '" + logging + "': use slf4j or jul");
        }
    }
}
