package dev.idgen.spring.boot.data;

import dev.idgen.GeneratedId;
import dev.idgen.jdbc.IdGenEngine;
import java.util.Collection;
import java.util.IdentityHashMap;
import java.util.Map;
import java.util.Set;
import java.util.function.Supplier;
import org.apache.ibatis.executor.Executor;
import org.apache.ibatis.mapping.MappedStatement;
import org.apache.ibatis.mapping.SqlCommandType;
import org.apache.ibatis.plugin.Interceptor;
import org.apache.ibatis.plugin.Intercepts;
import org.apache.ibatis.plugin.Invocation;
import org.apache.ibatis.plugin.Signature;

/**
 * MyBatis: fills the {@link GeneratedId} field of every object an {@code INSERT} statement is given
 * — the parameter itself, or each element of a collection or array parameter (batch inserts with
 * {@code <foreach>}), also behind {@code @Param} names — before the statement runs, unless the field
 * holds an id already. The starter registers it as a bean; MyBatis's and MyBatis-Plus's Boot
 * auto-configurations add every {@code Interceptor} bean to the {@code SqlSessionFactory}.
 */
@Intercepts(@Signature(type = Executor.class, method = "update", args = {MappedStatement.class, Object.class}))
public final class IdGenMybatisInterceptor implements Interceptor {

    private final GeneratedIdFields fields;

    public IdGenMybatisInterceptor(Supplier<IdGenEngine> engine) {
        this.fields = new GeneratedIdFields(engine);
    }

    @Override
    public Object intercept(Invocation invocation) throws Throwable {
        MappedStatement statement = (MappedStatement) invocation.getArgs()[0];
        if (statement.getSqlCommandType() == SqlCommandType.INSERT) {
            assign(invocation.getArgs()[1], java.util.Collections.newSetFromMap(new IdentityHashMap<>()));
        }
        return invocation.proceed();
    }

    /** Assigns ids to {@code parameter} and what it holds (collections, arrays, a MyBatis parameter map), once each. */
    private void assign(Object parameter, Set<Object> seen) {
        if (parameter == null || !seen.add(parameter)) {
            return;
        }
        if (parameter instanceof Map<?, ?> map) {
            map.values().forEach(v -> assign(v, seen));
        } else if (parameter instanceof Collection<?> items) {
            items.forEach(v -> assign(v, seen));
        } else if (parameter instanceof Object[] items) {
            for (Object v : items) {
                assign(v, seen);
            }
        } else if (!isPlainValue(parameter)) {
            fields.of(parameter.getClass()).ifPresent(t -> t.assignIfUnset(parameter));
        }
    }

    private static boolean isPlainValue(Object o) {
        return o instanceof CharSequence || o instanceof Number || o instanceof Boolean || o instanceof Enum<?>
                || o.getClass().getName().startsWith("java.");
    }
}
