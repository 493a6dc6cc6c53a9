package dev.idgen.testsupport;

import java.io.PrintWriter;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Proxy;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.logging.Logger;
import javax.sql.DataSource;

/**
 * A DataSource that behaves like Spring's {@code TransactionAwareDataSourceProxy} or a JTA
 * DataSource: while a transaction is bound to a thread, every {@code getConnection()} on that
 * thread returns the transaction's connection (closing it does nothing). Used to prove that idgen
 * never reserves inside the caller's transaction.
 */
public final class ThreadBoundDataSource implements DataSource {

    private final DataSource target;
    private final ThreadLocal<Connection> bound = new ThreadLocal<>();

    public ThreadBoundDataSource(DataSource target) {
        this.target = target;
    }

    /** Opens a transaction (autocommit off) and binds it to the calling thread. */
    public Connection bindNewTransaction() throws SQLException {
        if (bound.get() != null) {
            throw new IllegalStateException("a transaction is already bound to " + Thread.currentThread().getName());
        }
        Connection c = target.getConnection();
        c.setAutoCommit(false);
        bound.set(c);
        return c;
    }

    /** Unbinds and closes the calling thread's transaction connection. */
    public void unbind() throws SQLException {
        Connection c = bound.get();
        bound.remove();
        if (c != null) {
            c.close();
        }
    }

    @Override
    public Connection getConnection() throws SQLException {
        Connection c = bound.get();
        return c == null ? target.getConnection() : nonClosing(c);
    }

    @Override
    public Connection getConnection(String user, String password) throws SQLException {
        return getConnection();
    }

    private static Connection nonClosing(Connection c) {
        return (Connection) Proxy.newProxyInstance(ThreadBoundDataSource.class.getClassLoader(),
                new Class<?>[] {Connection.class}, (proxy, method, args) -> {
                    if (method.getName().equals("close")) {
                        return null; // the transaction owner closes it
                    }
                    try {
                        return method.invoke(c, args);
                    } catch (InvocationTargetException e) {
                        throw e.getCause();
                    }
                });
    }

    @Override
    public PrintWriter getLogWriter() throws SQLException {
        return target.getLogWriter();
    }

    @Override
    public void setLogWriter(PrintWriter out) throws SQLException {
        target.setLogWriter(out);
    }

    @Override
    public void setLoginTimeout(int seconds) throws SQLException {
        target.setLoginTimeout(seconds);
    }

    @Override
    public int getLoginTimeout() throws SQLException {
        return target.getLoginTimeout();
    }

    @Override
    public Logger getParentLogger() {
        return Logger.getGlobal();
    }

    @Override
    public <T> T unwrap(Class<T> iface) throws SQLException {
        return target.unwrap(iface);
    }

    @Override
    public boolean isWrapperFor(Class<?> iface) throws SQLException {
        return target.isWrapperFor(iface);
    }

    @Override
    public String toString() {
        return "ThreadBoundDataSource(" + target + ")";
    }
}
