package dev.idgen.jdbc.internal.logging;

/**
 * idgen's logger: the subset of SLF4J's {@code org.slf4j.Logger} that idgen calls, with the same method names
 * and {@code {}} placeholders (a last argument that is a {@link Throwable} and has no placeholder of its own is
 * logged as the cause), so idgen's code reads as SLF4J code does.
 *
 * <p>Why not SLF4J itself: a library that depends on one {@code slf4j-api} version takes part in Maven's version
 * mediation and can silence an application whose binding speaks another (an SLF4J 1.7 binding under
 * {@code slf4j-api} 2.x logs nothing). idgen declares {@code slf4j-api} optional and logs through SLF4J when the
 * application has it (any version from 1.7: these calls have the same signatures in 1.7 and 2.x), else through
 * {@link System.Logger} (java.util.logging unless the application installed another {@code LoggerFinder}).
 * See {@link LoggerFactory}.
 */
public interface Logger {

    /** The logger's name: the class it was made for. */
    String getName();

    boolean isDebugEnabled();

    void debug(String format, Object... arguments);

    void info(String format, Object... arguments);

    void warn(String format, Object... arguments);

    void error(String format, Object... arguments);
}
