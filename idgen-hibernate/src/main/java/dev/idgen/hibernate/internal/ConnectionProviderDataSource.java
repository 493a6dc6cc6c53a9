package dev.idgen.hibernate.internal;

import java.io.PrintWriter;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Proxy;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.SQLFeatureNotSupportedException;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.logging.Logger;
import javax.sql.DataSource;
import org.hibernate.engine.jdbc.connections.spi.ConnectionProvider;

/**
 * A {@link DataSource} over Hibernate's {@link ConnectionProvider}, so idgen's engine borrows
 * connections from the same pool as Hibernate without any configuration of its own.
 *
 * <p>Invariant: every connection handed out goes back through
 * {@link ConnectionProvider#closeConnection(Connection)} exactly once, when idgen closes it (a
 * provider's pool may not expect {@code Connection.close()}). The engine asks for connections only
 * on its own threads, which never carry a session or a JTA transaction, so under JTA these are
 * connections outside any transaction, which idgen runs in autocommit.
 */
final class ConnectionProviderDataSource implements DataSource {

    private final ConnectionProvider provider;

    ConnectionProviderDataSource(ConnectionProvider provider) {
        this.provider = provider;
    }

    @Override
    public Connection getConnection() throws SQLException {
        Connection raw = provider.getConnection();
        AtomicBoolean returned = new AtomicBoolean();
        return (Connection) Proxy.newProxyInstance(ConnectionProviderDataSource.class.getClassLoader(),
                new Class<?>[] {Connection.class}, (proxy, method, args) -> invoke(raw, returned, proxy, method, args));
    }

    private Object invoke(Connection raw, AtomicBoolean returned, Object proxy, Method method, Object[] args)
            throws Throwable {
        switch (method.getName()) {
            case "close":
                if (returned.compareAndSet(false, true)) {
                    provider.closeConnection(raw);
                }
                return null;
            case "isClosed":
                return returned.get() || raw.isClosed();
            case "equals":
                return proxy == args[0];
            case "hashCode":
                return System.identityHashCode(proxy);
            case "toString":
                return "idgen connection " + raw + " from " + provider;
            default:
                if (returned.get()) {
                    throw new SQLException("connection " + raw + " was already given back to " + provider);
                }
                try {
                    return method.invoke(raw, args);
                } catch (InvocationTargetException e) {
                    throw e.getCause();
                }
        }
    }

    @Override
    public Connection getConnection(String username, String password) throws SQLException {
        throw new SQLFeatureNotSupportedException("Hibernate's ConnectionProvider decides the login; "
                + "idgen asks it for connections with getConnection()");
    }

    @Override
    public PrintWriter getLogWriter() {
        return null;
    }

    @Override
    public void setLogWriter(PrintWriter out) throws SQLException {
        throw new SQLFeatureNotSupportedException("no log writer on Hibernate's ConnectionProvider");
    }

    @Override
    public void setLoginTimeout(int seconds) throws SQLException {
        throw new SQLFeatureNotSupportedException("the login timeout is Hibernate's ConnectionProvider's to set");
    }

    @Override
    public int getLoginTimeout() {
        return 0;
    }

    @Override
    public Logger getParentLogger() throws SQLFeatureNotSupportedException {
        throw new SQLFeatureNotSupportedException("idgen's view of Hibernate's ConnectionProvider does not log");
    }

    @Override
    public <T> T unwrap(Class<T> iface) throws SQLException {
        if (iface.isInstance(this)) {
            return iface.cast(this);
        }
        if (provider.isUnwrappableAs(iface)) {
            return provider.unwrap(iface);
        }
        throw new SQLException("Hibernate's ConnectionProvider " + provider + " cannot be unwrapped as " + iface.getName());
    }

    @Override
    public boolean isWrapperFor(Class<?> iface) {
        return iface.isInstance(this) || provider.isUnwrappableAs(iface);
    }

    @Override
    public String toString() {
        return "Hibernate ConnectionProvider " + provider;
    }
}
