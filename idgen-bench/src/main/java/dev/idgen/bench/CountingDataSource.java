package dev.idgen.bench;

import java.lang.reflect.InvocationHandler;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Proxy;
import java.sql.Connection;
import java.sql.Statement;
import java.util.concurrent.atomic.LongAdder;
import javax.sql.DataSource;

/**
 * Counts the statements that go to the database through the data sources it wraps: every
 * {@code execute*} call of a statement made by a wrapped connection (a batch counts once: one
 * round trip). What {@link ScaleBenchRunner} reports as "statements per second on the database";
 * {@code pg_stat_database} would also count other sessions' work on a shared server and is
 * flushed lazily.
 */
final class CountingDataSource {

    private final LongAdder statements = new LongAdder();

    /** Statements counted so far, over every data source this counter wrapped. */
    long statements() {
        return statements.sum();
    }

    /** {@code target}, counting the statements of its connections. */
    DataSource wrap(DataSource target) {
        return proxy(DataSource.class, target, (m, result) -> m.getName().equals("getConnection")
                ? proxy(Connection.class, (Connection) result, this::statementOf) : result);
    }

    private Object statementOf(Method m, Object result) {
        if (result instanceof Statement s) {
            Class<? extends Statement> type = s instanceof java.sql.CallableStatement ? java.sql.CallableStatement.class
                    : s instanceof java.sql.PreparedStatement ? java.sql.PreparedStatement.class : Statement.class;
            return proxy(type, s, (ignored, r) -> r);
        }
        return result;
    }

    private interface After {
        Object apply(Method m, Object result) throws Exception;
    }

    @SuppressWarnings("unchecked")
    private <T> T proxy(Class<T> type, Object target, After after) {
        InvocationHandler h = (p, m, args) -> {
            if (m.getName().startsWith("execute") && Statement.class.isAssignableFrom(m.getDeclaringClass())) {
                statements.increment();
            }
            if (m.getName().equals("unwrap") || m.getName().equals("isWrapperFor")) {
                Class<?> wanted = (Class<?>) args[0];
                if (wanted.isInstance(p) && !wanted.isInstance(target)) {
                    return m.getName().equals("unwrap") ? p : true;
                }
            }
            Object result;
            try {
                result = m.invoke(target, args);
            } catch (InvocationTargetException e) {
                throw e.getCause();
            }
            return after.apply(m, result);
        };
        return (T) Proxy.newProxyInstance(CountingDataSource.class.getClassLoader(), new Class<?>[] {type}, h);
    }
}
