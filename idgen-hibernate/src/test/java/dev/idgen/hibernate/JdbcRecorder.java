package dev.idgen.hibernate;

import java.lang.reflect.InvocationHandler;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Proxy;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.Statement;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.CopyOnWriteArrayList;
import javax.sql.DataSource;

/**
 * A DataSource that records what goes over JDBC: who asked for a connection (thread, and whether
 * idgen's engine was on the stack) and every statement execution with its SQL, kind and thread.
 * Used to show that Hibernate batches idgen entities and that idgen never works on a session's
 * connection or thread.
 */
final class JdbcRecorder {

    enum Kind { ADD_BATCH, EXECUTE_BATCH, EXECUTE_UPDATE, EXECUTE, EXECUTE_QUERY }

    record Execution(String thread, String sql, Kind kind) {
        boolean isInsertInto(String table) {
            return sql.toLowerCase(Locale.ROOT).startsWith("insert into " + table + " ");
        }
    }

    record ConnectionRequest(String thread, boolean byIdgen) {
    }

    final List<Execution> executions = new CopyOnWriteArrayList<>();
    final List<ConnectionRequest> connectionRequests = new CopyOnWriteArrayList<>();

    /** Wraps {@code target}; everything through the returned DataSource is recorded here. */
    DataSource wrap(DataSource target) {
        return (DataSource) Proxy.newProxyInstance(getClass().getClassLoader(), new Class<?>[] {DataSource.class},
                (proxy, method, args) -> {
                    Object result = call(target, method, args);
                    if (method.getName().equals("getConnection")) {
                        connectionRequests.add(new ConnectionRequest(Thread.currentThread().getName(), idgenOnStack()));
                        return connection((Connection) result);
                    }
                    return result;
                });
    }

    void clear() {
        executions.clear();
        connectionRequests.clear();
    }

    long count(String table, Kind kind) {
        return executions.stream().filter(e -> e.kind() == kind && e.isInsertInto(table)).count();
    }

    private Connection connection(Connection target) {
        return (Connection) Proxy.newProxyInstance(getClass().getClassLoader(), new Class<?>[] {Connection.class},
                (proxy, method, args) -> {
                    Object result = call(target, method, args);
                    if (method.getName().equals("prepareStatement") && result instanceof PreparedStatement ps) {
                        return statement(ps, PreparedStatement.class, (String) args[0]);
                    }
                    if (method.getName().equals("createStatement") && result instanceof Statement s) {
                        return statement(s, Statement.class, null);
                    }
                    return result;
                });
    }

    private <S extends Statement> S statement(S target, Class<S> type, String preparedSql) {
        InvocationHandler handler = (proxy, method, args) -> {
            String sql = preparedSql != null ? preparedSql
                    : (args != null && args.length > 0 && args[0] instanceof String s ? s : "?");
            Kind kind = switch (method.getName()) {
                case "addBatch" -> Kind.ADD_BATCH;
                case "executeBatch", "executeLargeBatch" -> Kind.EXECUTE_BATCH;
                case "executeUpdate", "executeLargeUpdate" -> Kind.EXECUTE_UPDATE;
                case "execute" -> Kind.EXECUTE;
                case "executeQuery" -> Kind.EXECUTE_QUERY;
                default -> null;
            };
            if (kind != null) {
                executions.add(new Execution(Thread.currentThread().getName(), sql.trim(), kind));
            }
            return call(target, method, args);
        };
        return type.cast(Proxy.newProxyInstance(getClass().getClassLoader(), new Class<?>[] {type}, handler));
    }

    private static Object call(Object target, java.lang.reflect.Method method, Object[] args) throws Throwable {
        try {
            return method.invoke(target, args);
        } catch (InvocationTargetException e) {
            throw e.getCause();
        }
    }

    private static boolean idgenOnStack() {
        for (StackTraceElement frame : Thread.currentThread().getStackTrace()) {
            if (frame.getClassName().startsWith("dev.idgen.jdbc.")) {
                return true;
            }
        }
        return false;
    }
}
