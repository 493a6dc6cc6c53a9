package dev.idgen.jdbc.internal.logging;

import java.util.ResourceBundle;
import java.util.function.Supplier;

/**
 * {@link Logger} over {@link System.Logger}, for an application without SLF4J. It formats SLF4J's {@code {}}
 * placeholders itself (only when the level is enabled) and hands a last {@link Throwable} argument that no
 * placeholder used over as the cause, as SLF4J does.
 *
 * <p>It also implements {@link System.Logger}, delegating, because the JDK's java.util.logging backend names the
 * caller of a log line (the "source" in JUL's default format) by skipping stack frames of {@code System.Logger}
 * implementations: so the line names idgen's class, not this wrapper.
 */
final class PlatformLogger implements Logger, System.Logger {

    private final System.Logger delegate;

    PlatformLogger(String name) {
        this.delegate = System.getLogger(name);
    }

    @Override
    public String getName() {
        return delegate.getName();
    }

    @Override
    public boolean isDebugEnabled() {
        return delegate.isLoggable(Level.DEBUG);
    }

    @Override
    public void debug(String format, Object... arguments) {
        emit(Level.DEBUG, format, arguments);
    }

    @Override
    public void info(String format, Object... arguments) {
        emit(Level.INFO, format, arguments);
    }

    @Override
    public void warn(String format, Object... arguments) {
        emit(Level.WARNING, format, arguments);
    }

    @Override
    public void error(String format, Object... arguments) {
        emit(Level.ERROR, format, arguments);
    }

    private void emit(Level level, String format, Object[] arguments) {
        if (!delegate.isLoggable(level)) {
            return;
        }
        StringBuilder message = new StringBuilder(format.length() + 32);
        Throwable cause = Placeholders.format(format, arguments, message);
        if (cause == null) {
            delegate.log(level, message.toString());
        } else {
            delegate.log(level, message.toString(), cause);
        }
    }

    // System.Logger, delegated as they are (see the class comment for why this class is one)

    @Override
    public boolean isLoggable(Level level) {
        return delegate.isLoggable(level);
    }

    @Override
    public void log(Level level, ResourceBundle bundle, String msg, Throwable thrown) {
        delegate.log(level, bundle, msg, thrown);
    }

    @Override
    public void log(Level level, ResourceBundle bundle, String format, Object... params) {
        delegate.log(level, bundle, format, params);
    }

    @Override
    public void log(Level level, Supplier<String> msgSupplier) {
        delegate.log(level, msgSupplier);
    }
}
