package dev.idgen.spring.boot.data;

import dev.idgen.GeneratedId;
import dev.idgen.jdbc.IdGenEngine;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Supplier;
import org.springframework.beans.factory.SmartInitializingSingleton;
import org.springframework.core.Ordered;
import org.springframework.data.mapping.PersistentPropertyAccessor;
import org.springframework.data.relational.core.mapping.RelationalMappingContext;
import org.springframework.data.relational.core.mapping.RelationalPersistentEntity;
import org.springframework.data.relational.core.mapping.RelationalPersistentProperty;
import org.springframework.data.relational.core.mapping.event.BeforeConvertCallback;
import org.springframework.data.relational.core.sql.IdentifierProcessing;

/**
 * Spring Data JDBC: gives an aggregate whose {@code @Id} field carries {@link GeneratedId} an idgen id
 * before it is inserted (Spring Data JDBC treats an aggregate with an id as new only when the id is
 * unset, so an aggregate with a set id — an update, or an id the application chose — is left alone).
 * Immutable aggregates (records, {@code with...} methods) get a copy with the id, through Spring
 * Data's property accessor.
 *
 * <p>At start-up every aggregate the mapping context knows is checked: a {@code @GeneratedId} on a
 * field that is not the {@code @Id}, of a type idgen cannot fill, with a bad key or a format that could
 * repeat a number fails the start naming the class and the field. And its key starts above the ids its
 * table already holds ({@code IdGenEngine.startAbove}, option {@code idgen.existing-rows}): seed rows,
 * a former {@code AUTO_INCREMENT}, another writer — with or without {@code @Table}, the table and column
 * named by the mapping context's naming strategy.
 */
public final class IdGenBeforeConvertCallback implements BeforeConvertCallback<Object>, SmartInitializingSingleton, Ordered {

    private final Supplier<IdGenEngine> engine;
    private final Supplier<RelationalMappingContext> mapping;
    private final Supplier<IdentifierProcessing> names;
    private final Map<Class<?>, Optional<Target>> targets = new ConcurrentHashMap<>();

    private record Target(RelationalPersistentProperty id, GeneratedIdAssignment assignment) {
    }

    /**
     * @param names how the application's Spring Data dialect writes names into SQL (its quoting and letter
     *              casing), so the existing-rows check reads the table Spring Data JDBC inserts into
     */
    public IdGenBeforeConvertCallback(Supplier<IdGenEngine> engine, Supplier<RelationalMappingContext> mapping,
                                      Supplier<IdentifierProcessing> names) {
        this.engine = engine;
        this.mapping = mapping;
        this.names = names;
    }

    @Override
    public Object onBeforeConvert(Object aggregate) {
        Optional<Target> target = targets.computeIfAbsent(aggregate.getClass(), this::target);
        if (target.isEmpty()) {
            return aggregate;
        }
        RelationalPersistentEntity<?> entity = mapping.get().getRequiredPersistentEntity(aggregate.getClass());
        PersistentPropertyAccessor<Object> accessor = entity.getPropertyAccessor(aggregate);
        Object current = accessor.getProperty(target.get().id());
        if (current != null && !(current instanceof Number n && n.longValue() == 0 && target.get().id().getType().isPrimitive())) {
            return aggregate; // set already: not new, or chosen by the application
        }
        accessor.setProperty(target.get().id(), target.get().assignment().next());
        return accessor.getBean();
    }

    /**
     * Checks every aggregate the mapping context knows once the singletons exist: the {@code @Table} classes
     * Boot found and the domain type of every repository (with or without {@code @Table}), after
     * {@code schema.sql}/{@code data.sql} and Flyway ran. An aggregate the context learns later is checked
     * before its first id.
     */
    @Override
    public void afterSingletonsInstantiated() {
        for (RelationalPersistentEntity<?> entity : mapping.get().getPersistentEntities()) {
            targets.computeIfAbsent(entity.getType(), this::target);
        }
    }

    private Optional<Target> target(Class<?> type) {
        RelationalPersistentEntity<?> entity = mapping.get().getPersistentEntity(type);
        if (entity == null) {
            return Optional.empty();
        }
        Target[] found = new Target[1];
        entity.doWithProperties((RelationalPersistentProperty p) -> {
            GeneratedId id = p.findAnnotation(GeneratedId.class);
            if (id == null) {
                return;
            }
            if (!p.isIdProperty()) {
                throw new dev.idgen.IdGenConfigurationException("@GeneratedId on " + type.getName() + "." + p.getName()
                        + ": it belongs on the aggregate's @Id field");
            }
            found[0] = new Target(p, GeneratedIdAssignment.of(type, p.getName(), p.getType(), id, engine));
        });
        if (found[0] != null) {
            // before the class's first id: a key starts above the rows its table already holds (seed data, a
            // former AUTO_INCREMENT), names from the mapping context's naming strategy, quoted or not
            IdentifierProcessing sql = names.get();
            found[0].assignment().startAbove(engine.get(), entity.getQualifiedTableName().toSql(sql),
                    found[0].id().getColumnName().toSql(sql));
        }
        return Optional.ofNullable(found[0]);
    }

    /** Before callbacks of the application's own that might read the id: idgen's comes first. */
    @Override
    public int getOrder() {
        return Ordered.HIGHEST_PRECEDENCE + 100;
    }
}
