package dev.idgen.spring.boot.data;

import dev.idgen.GeneratedId;
import dev.idgen.jdbc.IdGenEngine;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Supplier;

/**
 * The {@link GeneratedId} field of a class (its own or a superclass's), found once per class, with
 * its {@link GeneratedIdAssignment}: for the MyBatis integrations, which see plain objects.
 */
final class GeneratedIdFields {

    /** A class's annotated field and where its ids come from. */
    record Target(Field field, GeneratedIdAssignment assignment) {

        /** Whether the field holds an id already (not null, and not 0 in a primitive field). */
        boolean isSet(Object target) {
            try {
                Object current = field.get(target);
                return current != null && !(field.getType().isPrimitive() && ((Number) current).longValue() == 0);
            } catch (IllegalAccessException e) {
                throw new IllegalStateException("cannot read " + assignment + ": " + e.getMessage(), e);
            }
        }

        /** Sets the field to the next id unless it holds one already; {@code true} when it was set. */
        boolean assignIfUnset(Object target) {
            if (isSet(target)) {
                return false;
            }
            try {
                field.set(target, assignment.next());
                return true;
            } catch (IllegalAccessException e) {
                throw new IllegalStateException("cannot set " + assignment + ": " + e.getMessage(), e);
            }
        }
    }

    private final Supplier<IdGenEngine> engine;
    private final Map<Class<?>, Optional<Target>> targets = new ConcurrentHashMap<>();

    GeneratedIdFields(Supplier<IdGenEngine> engine) {
        this.engine = engine;
    }

    /**
     * The annotated field of {@code type}, if it has one.
     *
     * @throws dev.idgen.IdGenConfigurationException naming the class and the field when idgen cannot fill it
     */
    Optional<Target> of(Class<?> type) {
        return targets.computeIfAbsent(type, this::find);
    }

    private Optional<Target> find(Class<?> type) {
        for (Class<?> c = type; c != null && c != Object.class; c = c.getSuperclass()) {
            for (Field f : c.getDeclaredFields()) {
                GeneratedId id = f.getAnnotation(GeneratedId.class);
                if (id == null) {
                    continue;
                }
                if (Modifier.isStatic(f.getModifiers()) || Modifier.isFinal(f.getModifiers())) {
                    throw new dev.idgen.IdGenConfigurationException("@GeneratedId on " + c.getName() + "." + f.getName()
                            + ": the field must be an instance field that is not final, so the id can be set before insert");
                }
                f.setAccessible(true);
                return Optional.of(new Target(f, GeneratedIdAssignment.of(type, f.getName(), f.getType(), id, engine)));
            }
        }
        return Optional.empty();
    }
}
