package dev.idgen.spring.boot.data;

import dev.idgen.GeneratedId;
import dev.idgen.jdbc.IdGenEngine;
import java.util.Collection;
import java.util.IdentityHashMap;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Supplier;
import org.apache.ibatis.executor.Executor;
import org.apache.ibatis.mapping.BoundSql;
import org.apache.ibatis.mapping.ParameterMapping;
import org.apache.ibatis.mapping.MappedStatement;
import org.apache.ibatis.mapping.SqlCommandType;
import org.apache.ibatis.plugin.Interceptor;
import org.apache.ibatis.plugin.Intercepts;
import org.apache.ibatis.plugin.Invocation;
import org.apache.ibatis.plugin.Signature;
import dev.idgen.jdbc.internal.logging.Logger;
import dev.idgen.jdbc.internal.logging.LoggerFactory;

/**
 * MyBatis: fills the {@link GeneratedId} field of every object an {@code INSERT} statement is given
 * — the parameter itself, or each element of a collection or array parameter (batch inserts with
 * {@code <foreach>}), also behind {@code @Param} names — before the statement runs, unless the field
 * holds an id already. The starter registers it as a bean; MyBatis's and MyBatis-Plus's Boot
 * auto-configurations add every {@code Interceptor} bean to the {@code SqlSessionFactory}.
 *
 * <p>Before a class's first id through a statement, its key starts above the ids the statement's table
 * already holds ({@code IdGenEngine.startAbove}, option {@code idgen.existing-rows}): the table and column
 * are read from the statement's {@code INSERT INTO table (columns) VALUES (...)} ({@link InsertTarget}).
 * A statement of another form is said once at WARN, naming it and the key, and not guessed at.
 */
@Intercepts(@Signature(type = Executor.class, method = "update", args = {MappedStatement.class, Object.class}))
public final class IdGenMybatisInterceptor implements Interceptor {

    private static final Logger log = LoggerFactory.getLogger(IdGenMybatisInterceptor.class);

    private final Supplier<IdGenEngine> engine;
    private final GeneratedIdFields fields;
    /** Statement id and class whose table was checked (or said at WARN to be unknown). */
    private final Set<String> started = ConcurrentHashMap.newKeySet();

    public IdGenMybatisInterceptor(Supplier<IdGenEngine> engine) {
        this.engine = engine;
        this.fields = new GeneratedIdFields(engine);
    }

    @Override
    public Object intercept(Invocation invocation) throws Throwable {
        MappedStatement statement = (MappedStatement) invocation.getArgs()[0];
        if (statement.getSqlCommandType() == SqlCommandType.INSERT) {
            Object parameter = invocation.getArgs()[1];
            assign(statement, parameter, parameter, java.util.Collections.newSetFromMap(new IdentityHashMap<>()));
        }
        return invocation.proceed();
    }

    /** Assigns ids to {@code parameter} and what it holds (collections, arrays, a MyBatis parameter map), once each. */
    private void assign(MappedStatement statement, Object whole, Object parameter, Set<Object> seen) {
        if (parameter == null || !seen.add(parameter)) {
            return;
        }
        if (parameter instanceof Map<?, ?> map) {
            map.values().forEach(v -> assign(statement, whole, v, seen));
        } else if (parameter instanceof Collection<?> items) {
            items.forEach(v -> assign(statement, whole, v, seen));
        } else if (parameter instanceof Object[] items) {
            for (Object v : items) {
                assign(statement, whole, v, seen);
            }
        } else if (!isPlainValue(parameter)) {
            fields.of(parameter.getClass()).ifPresent(t -> {
                if (!t.isSet(parameter)) {
                    startAbove(statement, whole, t);
                    t.assignIfUnset(parameter);
                }
            });
        }
    }

    /** Once per statement and class, before an id of the class goes in through it: the key starts above the table's rows. */
    private void startAbove(MappedStatement statement, Object whole, GeneratedIdFields.Target target) {
        String once = statement.getId() + " " + target.field().getDeclaringClass().getName();
        if (started.contains(once)) {
            return;
        }
        BoundSql sql = statement.getBoundSql(whole);
        java.util.List<String> properties = sql.getParameterMappings().stream().map(ParameterMapping::getProperty).toList();
        String field = target.field().getName();
        InsertTarget.of(sql.getSql(), properties, field).ifPresentOrElse(
                where -> target.assignment().startAbove(engine.get(), where.table(), where.column()),
                () -> log.warn("idgen: MyBatis statement {} inserts {} with an idgen id, but its SQL is not of the form "
                        + "INSERT INTO table (columns) VALUES (#{{}}, ...), so idgen cannot tell which table and column "
                        + "the id goes into and does not start its key above the rows the table already holds. Write "
                        + "it in that form, or call engine.startAbove(strategy, key, subKey, table, column) at start",
                        statement.getId(), target.assignment(), field));
        started.add(once);
    }

    private static boolean isPlainValue(Object o) {
        return o instanceof CharSequence || o instanceof Number || o instanceof Boolean || o instanceof Enum<?>
                || o.getClass().getName().startsWith("java.");
    }
}
