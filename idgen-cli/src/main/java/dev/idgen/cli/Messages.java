package dev.idgen.cli;

import dev.idgen.spi.Redact;
import java.util.regex.Pattern;

/** Turns messages of exceptions (drivers write several lines, URLs may carry passwords) into one safe line. */
final class Messages {

    private static final Pattern LINE_BREAKS = Pattern.compile("\\s*\\R\\s*");

    private Messages() {
    }

    /** {@code text} on one line, with the credentials of URLs masked ({@link Redact#text}: {@code user:***@}, {@code password=***}). */
    static String oneLine(String text) {
        if (text == null) {
            return "";
        }
        String flat = LINE_BREAKS.matcher(text.strip()).replaceAll(" ");
        return Redact.text(flat);
    }

    /** The message of {@code e} on one line, or its class name when it has none. */
    static String of(Throwable e) {
        String m = e.getMessage();
        return m == null || m.isBlank() ? e.getClass().getSimpleName() : oneLine(m);
    }

    /** The message of the innermost cause that has one: what a driver really said. */
    static String rootCause(Throwable e) {
        Throwable deepest = e;
        for (Throwable c = e; c != null; c = c.getCause()) {
            if (c.getMessage() != null && !c.getMessage().isBlank()) {
                deepest = c;
            }
            if (c.getCause() == c) {
                break;
            }
        }
        return of(deepest);
    }
}
