package dev.idgen.jdbc;

import java.io.PrintWriter;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.SQLFeatureNotSupportedException;
import java.util.concurrent.atomic.AtomicLong;
import java.util.logging.Logger;
import javax.sql.DataSource;

/** Counts the connections idgen borrows: one per round trip, so a count of round trips seen from outside. */
public final class CountingDataSource implements DataSource {

    private final DataSource target;
    private final AtomicLong borrowed = new AtomicLong();

    public CountingDataSource(DataSource target) {
        this.target = target;
    }

    public long borrowed() {
        return borrowed.get();
    }

    @Override
    public Connection getConnection() throws SQLException {
        borrowed.incrementAndGet();
        return target.getConnection();
    }

    @Override
    public Connection getConnection(String user, String password) throws SQLException {
        borrowed.incrementAndGet();
        return target.getConnection(user, password);
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
    public Logger getParentLogger() throws SQLFeatureNotSupportedException {
        return target.getParentLogger();
    }

    @Override
    public <T> T unwrap(Class<T> iface) throws SQLException {
        return iface.isInstance(this) ? iface.cast(this) : target.unwrap(iface);
    }

    @Override
    public boolean isWrapperFor(Class<?> iface) throws SQLException {
        return iface.isInstance(this) || target.isWrapperFor(iface);
    }

    @Override
    public String toString() {
        return "counting(" + target + ")";
    }
}
