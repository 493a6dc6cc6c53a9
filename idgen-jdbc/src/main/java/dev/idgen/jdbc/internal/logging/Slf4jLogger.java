package dev.idgen.jdbc.internal.logging;

import static org.slf4j.LoggerFactory.getLogger;

/**
 * {@link Logger} over the application's SLF4J. Only this class names SLF4J's types, so it is loaded only when
 * {@link LoggerFactory} found SLF4J. Every call is one SLF4J 1.7 and 2.x both have with this signature, so one
 * compiled idgen runs against either.
 */
final class Slf4jLogger implements Logger {

    private final org.slf4j.Logger delegate;

    private Slf4jLogger(org.slf4j.Logger delegate) {
        this.delegate = delegate;
    }

    static Logger of(String name) {
        return new Slf4jLogger(getLogger(name));
    }

    @Override
    public String getName() {
        return delegate.getName();
    }

    @Override
    public boolean isDebugEnabled() {
        return delegate.isDebugEnabled();
    }

    @Override
    public void debug(String format, Object... arguments) {
        delegate.debug(format, arguments);
    }

    @Override
    public void info(String format, Object... arguments) {
        delegate.info(format, arguments);
    }

    @Override
    public void warn(String format, Object... arguments) {
        delegate.warn(format, arguments);
    }

    @Override
    public void error(String format, Object... arguments) {
        delegate.error(format, arguments);
    }
}
