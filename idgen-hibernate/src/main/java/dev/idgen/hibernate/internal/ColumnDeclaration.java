package dev.idgen.hibernate.internal;

import dev.idgen.IdColumns;
import dev.idgen.jdbc.IdGenEngine;
import java.util.OptionalLong;
import org.hibernate.engine.spi.SessionFactoryImplementor;

/**
 * Tells the engine the id column's maximum for a generator whose id attribute is narrower than idgen's ids
 * ({@code Integer}/{@code int}: {@code INTEGER}; {@code Short}/{@code short}: {@code SMALLINT}), before its
 * first range: the segment strategy then caps every range by what the column has left, so a restart burns at
 * most 1/100 000 of it, and the key's runway counts against the column ({@link IdGenEngine#declareColumn}).
 * Only segment keys reserve ranges; the other strategies throw nothing away at a restart.
 */
final class ColumnDeclaration {

    private ColumnDeclaration() {
    }

    static void declare(GeneratorSpec spec, IdGenEngine engine, SessionFactoryImplementor sessionFactory) {
        Class<?> type = spec.target().javaType();
        OptionalLong max = IdColumns.maxOf(type);
        if (max.isEmpty() || !"segment".equals(spec.strategy()) || spec.format() != null) {
            return;
        }
        SafeStart.Column where = sessionFactory == null ? null : SafeStart.columnOf(sessionFactory, spec);
        String column = (where == null ? spec.target().describe() : where.table() + "." + where.column()) + " ("
                + IdColumns.sqlTypeOf(type) + ")";
        engine.declareColumn(spec.strategy(), spec.key(), null, column, max.getAsLong());
    }
}
