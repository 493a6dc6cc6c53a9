package dev.idgen.spring.boot.data;

import com.baomidou.mybatisplus.core.incrementer.IdentifierGenerator;
import com.baomidou.mybatisplus.core.metadata.TableInfo;
import com.baomidou.mybatisplus.core.metadata.TableInfoHelper;
import dev.idgen.GeneratedId;
import dev.idgen.IdGenConfigurationException;
import dev.idgen.jdbc.IdGenEngine;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Supplier;

/**
 * MyBatis-Plus: idgen ids for {@code @TableId(type = IdType.ASSIGN_ID)} (numbers) and
 * {@code IdType.ASSIGN_UUID} (business numbers from a {@link GeneratedId#format()}). The key is the
 * entity's {@link GeneratedId} on its id field when it has one (key, strategy, sub-key, format), else
 * the segment key named by the entity's simple class name. An {@code Integer} id is checked against
 * {@code Integer.MAX_VALUE} (MyBatis-Plus would cut a larger {@code Long} silently).
 */
public final class IdGenIdentifierGenerator implements IdentifierGenerator {

    private final Supplier<IdGenEngine> engine;
    private final GeneratedIdFields fields;
    private final Map<Class<?>, GeneratedIdAssignment> byEntity = new ConcurrentHashMap<>();

    public IdGenIdentifierGenerator(Supplier<IdGenEngine> engine) {
        this.engine = engine;
        this.fields = new GeneratedIdFields(engine);
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

    private GeneratedIdAssignment assignment(Object entity, boolean text) {
        return byEntity.computeIfAbsent(entity.getClass(), type -> {
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
        });
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
