package dev.idgen.testsupport;

import java.io.PrintWriter;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.SQLFeatureNotSupportedException;
import java.util.logging.Logger;
import javax.sql.DataSource;

/** A DataSource whose every connection attempt fails, as a pool pointing at a dead host would. */
public final class UnreachableDataSource implements DataSource {

    /**
     * What {@link #toString()} returns and {@link #getUrl()} holds, so tests can check that errors name the
     * DataSource (idgen's messages name a data source by its class and URL, never by {@code toString()}).
     */
    public static final String NAME = "unreachable-test-datasource";

    @Override
    public Connection getConnection() throws SQLException {
        throw new SQLException("connection refused (test)", "08001");
    }

    @Override
    public Connection getConnection(String user, String password) throws SQLException {
        return getConnection();
    }

    @Override
    public PrintWriter getLogWriter() {
        return null;
    }

    @Override
    public void setLogWriter(PrintWriter out) {
        throw new UnsupportedOperationException("not supported by " + NAME);
    }

    @Override
    public void setLoginTimeout(int seconds) {
        throw new UnsupportedOperationException("not supported by " + NAME);
    }

    @Override
    public int getLoginTimeout() {
        return 0;
    }

    @Override
    public Logger getParentLogger() throws SQLFeatureNotSupportedException {
        throw new SQLFeatureNotSupportedException("not supported by " + NAME);
    }

    @Override
    public <T> T unwrap(Class<T> iface) throws SQLException {
        throw new SQLException(NAME + " wraps nothing");
    }

    @Override
    public boolean isWrapperFor(Class<?> iface) {
        return false;
    }

    /** A URL that names this data source, as a driver's data source has one. */
    public String getUrl() {
        return "jdbc:idgen-test:" + NAME;
    }

    @Override
    public String toString() {
        return NAME;
    }
}
