package dev.idgen.spring.boot.data;

import dev.idgen.GeneratedId;
import dev.idgen.jdbc.IdGenEngine;
import dev.idgen.jdbc.admin.IdColumnDefaults;
import java.util.function.Supplier;
import javax.sql.DataSource;
import org.springframework.beans.factory.SmartInitializingSingleton;
import org.springframework.data.relational.core.mapping.RelationalMappingContext;
import org.springframework.data.relational.core.mapping.RelationalPersistentEntity;
import org.springframework.data.relational.core.mapping.RelationalPersistentProperty;
import org.springframework.data.relational.core.sql.IdentifierProcessing;

/**
 * Spring Data JDBC: two writers on one column are seen at start. Every aggregate the mapping context knows
 * once the application's beans exist (its repositories' aggregates among them, with or without
 * {@code @Table}) whose {@code @Id} carries {@link GeneratedId} has its table's id column looked at: one that
 * still has the database's own id source ({@code AUTO_INCREMENT}, identity, a sequence default) is reported
 * at WARN with the statement that takes it away, and in the health details ({@link IdColumnDefaults}).
 * Nothing is refused: while every insert goes through the repositories, idgen fills the id.
 */
public final class IdColumnDefaultsReport implements SmartInitializingSingleton {

    private final Supplier<IdGenEngine> engine;
    private final Supplier<RelationalMappingContext> mapping;
    private final Supplier<DataSource> dataSource;

    public IdColumnDefaultsReport(Supplier<IdGenEngine> engine, Supplier<RelationalMappingContext> mapping,
                                  Supplier<DataSource> dataSource) {
        this.engine = engine;
        this.mapping = mapping;
        this.dataSource = dataSource;
    }

    @Override
    public void afterSingletonsInstantiated() {
        for (RelationalPersistentEntity<?> entity : mapping.get().getPersistentEntities()) {
            RelationalPersistentProperty id = entity.getIdProperty();
            if (id != null && id.findAnnotation(GeneratedId.class) != null) {
                report(entity, id);
            }
        }
    }

    /**
     * The one call per aggregate: its table ({@code schema.table} when it names a schema) and id column, as
     * Spring Data JDBC names them, unquoted (the catalog lookup matches either case).
     */
    void report(RelationalPersistentEntity<?> entity, RelationalPersistentProperty id) {
        IdColumnDefaults.report(engine.get(), dataSource.get(), "aggregate " + entity.getType().getName() + "."
                + id.getName(), entity.getQualifiedTableName().toSql(IdentifierProcessing.NONE),
                id.getColumnName().toSql(IdentifierProcessing.NONE));
    }
}
