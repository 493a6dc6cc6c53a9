package dev.idgen.cli;

/**
 * Logging of the libraries inside the CLI (engine, HikariCP, Flyway, drivers) goes through
 * slf4j-simple to standard error: off by default, so every failure is the one line of
 * {@link ErrorHandler}; {@code info} with {@code --verbose}. A level set with
 * {@code -Dorg.slf4j.simpleLogger.defaultLogLevel} (e.g. in {@code JAVA_OPTS}) wins.
 *
 * <p>Must run before the first logger is created, which happens when a command opens a database.
 */
final class Logging {

    static final String LEVEL_PROPERTY = "org.slf4j.simpleLogger.defaultLogLevel";

    private Logging() {
    }

    static void configure(boolean verbose) {
        setIfAbsent(LEVEL_PROPERTY, verbose ? "info" : "off");
        setIfAbsent("org.slf4j.simpleLogger.showDateTime", "true");
        setIfAbsent("org.slf4j.simpleLogger.dateTimeFormat", "HH:mm:ss.SSS");
    }

    private static void setIfAbsent(String property, String value) {
        if (System.getProperty(property) == null) {
            System.setProperty(property, value);
        }
    }
}
