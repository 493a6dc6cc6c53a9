package dev.idgen.jdbc.internal;

import java.sql.Connection;
import java.sql.SQLException;

/** Work done on a borrowed connection ({@link JdbcAccess#withConnection}, {@link Statements#inTransaction}). */
@FunctionalInterface
public interface ConnectionWork<T> {
    T run(Connection connection) throws SQLException;
}
