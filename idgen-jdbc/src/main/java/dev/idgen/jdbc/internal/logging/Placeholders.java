package dev.idgen.jdbc.internal.logging;

import java.util.Arrays;

/**
 * SLF4J's message format, for the loggers that are not SLF4J: each {@code {}} takes the next argument,
 * {@code \{}} is a literal {@code {}}, arrays print their elements, and a last {@link Throwable} that no
 * placeholder took is returned as the cause instead of printed.
 */
final class Placeholders {

    private Placeholders() {
    }

    /** Appends {@code format} with its arguments to {@code out}; returns the cause, or null. */
    static Throwable format(String format, Object[] arguments, StringBuilder out) {
        Object[] args = arguments == null ? new Object[0] : arguments;
        int used = 0;
        int i = 0;
        while (i < format.length()) {
            char c = format.charAt(i);
            if (c == '\\' && format.startsWith("{}", i + 1)) {
                out.append("{}");
                i += 3;
            } else if (c == '{' && format.startsWith("}", i + 1) && used < args.length) {
                out.append(text(args[used++]));
                i += 2;
            } else {
                out.append(c);
                i++;
            }
        }
        if (used < args.length && args[args.length - 1] instanceof Throwable) {
            return (Throwable) args[args.length - 1];
        }
        return null;
    }

    private static String text(Object value) {
        if (value instanceof Object[]) {
            return Arrays.deepToString((Object[]) value);
        }
        if (value instanceof long[]) {
            return Arrays.toString((long[]) value);
        }
        if (value instanceof int[]) {
            return Arrays.toString((int[]) value);
        }
        if (value instanceof byte[]) {
            return Arrays.toString((byte[]) value);
        }
        return String.valueOf(value);
    }
}
