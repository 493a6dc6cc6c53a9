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
 * dependency), so adding idgen never changes which logging the application has. The system property
 * {@value #BACKEND_PROPERTY} = {@code slf4j} or {@code system} overrides the choice (for example to send idgen's
 * lines to java.util.logging in an application that has SLF4J without a binding); any other value is refused.
 */
public final class LoggerFactory {

    /** System property that forces the backend: {@code slf4j} or {@code system}. */
    public static final String BACKEND_PROPERTY = "idgen.logging";

    private static final boolean SLF4J = useSlf4j(System.getProperty(BACKEND_PROPERTY));

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

    /** Which backend idgen logs through in this class loader: {@code slf4j} or {@code system}. */
    public static String backend() {
        return SLF4J ? "slf4j" : "system";
    }

    static boolean useSlf4j(String forced) {
        if (forced != null && !forced.isBlank()) {
            switch (forced.trim()) {
                case "slf4j":
                    if (slf4jClass() == null) {
                        throw new IllegalStateException("-D" + BACKEND_PROPERTY + "=" + forced + " asks idgen to log "
                                + "through SLF4J, but org.slf4j.LoggerFactory is not on idgen's class path; add "
                                + "slf4j-api (1.7 or 2.x) with a binding, or remove the property");
                    }
                    return true;
                case "system":
                    return false;
                default:
                    throw new IllegalArgumentException("-D" + BACKEND_PROPERTY + "=" + forced + " is not a logging "
                            + "backend idgen knows; use 'slf4j' or 'system' (System.Logger, java.util.logging by "
                            + "default), or remove the property to let idgen pick SLF4J when the application has it");
            }
        }
        return slf4jClass() != null;
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
