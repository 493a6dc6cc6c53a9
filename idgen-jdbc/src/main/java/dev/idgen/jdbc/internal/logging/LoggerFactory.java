package dev.idgen.jdbc.internal.logging;

/**
 * Makes idgen's {@link Logger}s over whatever the application logs with, decided once per class loader:
 * <ul>
 *   <li>SLF4J when {@code org.slf4j.LoggerFactory} can be loaded from idgen's class loader — the application's
 *       own {@code slf4j-api} (1.7 or 2.x) with its binding or provider, which may itself be Log4j 2, Logback,
 *       JUL or nothing, as the application chose;</li>
 *   <li>else {@link System.Logger}: java.util.logging by default, or whatever {@code System.LoggerFinder} the
 *       application installed (Log4j's {@code log4j-jpl}, SLF4J's {@code slf4j-jdk-platform-logging}).</li>
 * </ul>
 * idgen never brings a logging implementation nor an {@code slf4j-api} version of its own (it is an optional
 * dependency), so adding idgen never changes which logging the application has. An application with
 * {@code slf4j-api} but no binding gets what SLF4J does then (its warning, no lines), as for its own logging.
 */
public final class LoggerFactory {

    private static final boolean SLF4J = slf4jClass() != null;

    private LoggerFactory() {
    }

    /** A logger named after {@code type}, like SLF4J's {@code LoggerFactory.getLogger(Class)}. */
    public static Logger getLogger(Class<?> type) {
        return getLogger(type.getName());
    }

    /** A logger with this name. */
    public static Logger getLogger(String name) {
        return SLF4J ? Slf4jLogger.of(name) : new PlatformLogger(name);
    }

    /**
     * SLF4J's factory class when idgen can use it, else null. On the module path idgen's module
     * ({@code requires static org.slf4j}) reads SLF4J only when something else resolved it; the module adds the
     * read edge itself, which only code in the module may do.
     */
    private static Class<?> slf4jClass() {
        Class<?> factory;
        try {
            factory = Class.forName("org.slf4j.LoggerFactory", false, LoggerFactory.class.getClassLoader());
        } catch (ClassNotFoundException | LinkageError absent) {
            return null; // no SLF4J: idgen logs through System.Logger, which is the documented choice, not a failure
        }
        Module own = LoggerFactory.class.getModule();
        if (own.isNamed() && !own.canRead(factory.getModule())) {
            own.addReads(factory.getModule());
        }
        return factory;
    }
}
