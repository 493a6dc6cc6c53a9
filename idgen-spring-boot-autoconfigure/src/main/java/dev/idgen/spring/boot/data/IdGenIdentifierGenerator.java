package dev.idgen.spring.boot.data;

import com.baomidou.mybatisplus.annotation.IdType;
import com.baomidou.mybatisplus.core.incrementer.IdentifierGenerator;
import com.baomidou.mybatisplus.core.metadata.TableInfo;
import com.baomidou.mybatisplus.core.metadata.TableInfoHelper;
import dev.idgen.GeneratedId;
import dev.idgen.IdGenConfigurationException;
import dev.idgen.jdbc.IdGenEngine;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Supplier;
import org.apache.ibatis.session.Configuration;
import org.springframework.beans.factory.SmartInitializingSingleton;

/**
 * MyBatis-Plus: idgen ids for {@code @TableId(type = IdType.ASSIGN_ID)} (numbers) and
 * {@code IdType.ASSIGN_UUID} (business numbers from a {@link GeneratedId#format()}). The key is the
 * entity's {@link GeneratedId} on its id field when it has one (key, strategy, sub-key, format), else
 * the segment key named by the entity's simple class name. An {@code Integer} id is checked against
 * {@code Integer.MAX_VALUE} (MyBatis-Plus would cut a larger {@code Long} silently). Each key starts above the
 * ids its entity's table already holds ({@code IdGenEngine.startAbove}, option {@code idgen.existing-rows}).
 */
public final class IdGenIdentifierGenerator implements IdentifierGenerator, SmartInitializingSingleton {

    private final Supplier<IdGenEngine> engine;
    private final GeneratedIdFields fields;
    private final Map<Class<?>, GeneratedIdAssignment> byEntity = new ConcurrentHashMap<>();
    private final Supplier<List<Configuration>> configurations;

    public IdGenIdentifierGenerator(Supplier<IdGenEngine> engine) {
        this(engine, List::of);
    }

    /**
     * @param configurations the MyBatis configurations of this application's {@code SqlSessionFactory} beans:
     *                       whose entities are started above their tables at start-up (MyBatis-Plus keeps its
     *                       table metadata in one static cache, shared by every application in the JVM)
     */
    public IdGenIdentifierGenerator(Supplier<IdGenEngine> engine, Supplier<List<Configuration>> configurations) {
        this.engine = engine;
        this.fields = new GeneratedIdFields(engine);
        this.configurations = configurations;
    }

    @Override
    public Number nextId(Object entity) {
        Object id = assignment(entity, false).next();
        if (!(id instanceof Number n)) {
            throw new IdGenConfigurationException(entity.getClass().getName() + ": its @GeneratedId has a format (a String "
                    + "id); use @TableId(type = IdType.ASSIGN_UUID) for it");
        }
        return n;
    }

    @Override
    public String nextUUID(Object entity) {
        return String.valueOf(assignment(entity, true).next());
    }

    /**
     * Starts the key of every entity MyBatis-Plus knows with {@code IdType.ASSIGN_ID} above the ids its table
     * already holds, once the mappers exist (after {@code schema.sql}/{@code data.sql} and Flyway): the table and
     * key column of its {@code @TableName}/{@code @TableId}. An entity MyBatis-Plus learns later is started
     * before its first id.
     */
    @Override
    public void afterSingletonsInstantiated() {
        List<Configuration> mine = configurations.get();
        for (TableInfo table : TableInfoHelper.getTableInfos()) {
            if (table.getIdType() == IdType.ASSIGN_ID && table.getKeyColumn() != null
                    && mine.stream().anyMatch(c -> c == table.getConfiguration())) {
                assignment(table.getEntityType(), false);
            }
        }
    }

    private GeneratedIdAssignment assignment(Object entity, boolean text) {
        return assignment(entity.getClass(), text);
    }

    private GeneratedIdAssignment assignment(Class<?> entityType, boolean text) {
        return byEntity.computeIfAbsent(entityType, type -> {
            GeneratedIdAssignment made = make(type, text);
            TableInfo table = TableInfoHelper.getTableInfo(type);
            if (table != null && table.getKeyColumn() != null) {
                made.startAbove(engine.get(), table.getTableName(), table.getKeyColumn());
            }
            return made;
        });
    }

    private GeneratedIdAssignment make(Class<?> type, boolean text) {
        GeneratedIdAssignment annotated = fields.of(type).map(GeneratedIdFields.Target::assignment).orElse(null);
        if (annotated != null) {
            return annotated;
        }
        TableInfo table = TableInfoHelper.getTableInfo(type);
        Class<?> keyType = table == null || table.getKeyType() == null ? Long.class : table.getKeyType();
        if (text || keyType == String.class) {
            throw new IdGenConfigurationException(type.getName() + ": a String id from idgen needs @GeneratedId(key = .., "
                    + "format = ..) on its id field (a business number); or make the id Long");
        }
        String field = table == null || table.getKeyProperty() == null ? "id" : table.getKeyProperty();
        return GeneratedIdAssignment.of(type, field, keyType == Integer.class || keyType == int.class ? Integer.class
                : Long.class, DEFAULT, engine);
    }

    /** The defaults of {@link GeneratedId}: the segment key named by the class. */
    @GeneratedId
    private static final Object DEFAULT_HOLDER = null;
    private static final GeneratedId DEFAULT = defaults();

    private static GeneratedId defaults() {
        try {
            return IdGenIdentifierGenerator.class.getDeclaredField("DEFAULT_HOLDER").getAnnotation(GeneratedId.class);
        } catch (NoSuchFieldException e) {
            throw new IllegalStateException(e);
        }
    }
}
