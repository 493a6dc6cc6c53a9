package dev.idgen.hibernate.internal;

import java.lang.annotation.Annotation;
import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.util.Properties;
import org.hibernate.MappingException;
import org.hibernate.generator.GeneratorCreationContext;
import org.hibernate.mapping.PersistentClass;
import org.hibernate.mapping.Property;
import org.hibernate.mapping.RootClass;
import org.hibernate.type.Type;

/**
 * The id attribute a generator fills: the entity (Hibernate's entity name and the JPA entity
 * name of the hierarchy's root), the field, and its Java type. Every message about a generator
 * starts with {@link #describe()}, so a failed SessionFactory build names the entity and field.
 *
 * <p>Reads only methods that exist with the same signature in Hibernate 6.6 and 7.x.
 *
 * @param entityName Hibernate's entity name of the root entity, usually the class name
 * @param jpaEntityName the JPA entity name of the root entity ({@code @Entity(name)} or the simple class name)
 * @param field the id attribute's name, {@code null} when Hibernate does not say
 * @param javaType the id's Java type (boxed), {@code null} when Hibernate does not say
 * @param entityClass the root entity's class, {@code null} for dynamic (map) entities or when Hibernate does not say
 */
record IdTarget(String entityName, String jpaEntityName, String field, Class<?> javaType, Class<?> entityClass) {

    /** The Properties key under which Hibernate passes the entity name to a generator. */
    static final String ENTITY_NAME_PARAMETER = "entity_name";
    /** The Properties key under which Hibernate passes the JPA entity name to a generator. */
    static final String JPA_ENTITY_NAME_PARAMETER = "jpa_entity_name";

    /**
     * From Hibernate's creation context (6.6 through {@code Configurable.create}, 7.x through
     * {@code Configurable.configure(GeneratorCreationContext, Properties)}); {@code type} is the id's
     * type when the caller has it, else it is read from the id property.
     */
    public static IdTarget of(GeneratorCreationContext context, Type type) {
        PersistentClass entity = context.getPersistentClass();
        if (entity == null) {
            // collection ids (@CollectionId on an id-bag) have no owning entity here
            Property property = context.getProperty();
            throw new MappingException("idgen: " + (property == null ? "a collection id" : "collection id '"
                    + property.getName() + "'") + " cannot take its ids from idgen: @IdGen and IdGenGenerator fill "
                    + "entity ids only. Fix: use Hibernate's own generator for @CollectionId");
        }
        RootClass root = entity.getRootClass();
        Property property = context.getProperty() != null ? context.getProperty() : root.getIdentifierProperty();
        Type idType = type;
        if (idType == null && property != null) {
            idType = property.getType();
        }
        if (idType == null && root.getIdentifier() != null) {
            idType = root.getIdentifier().getType();
        }
        return new IdTarget(root.getEntityName(), root.getJpaEntityName(), property == null ? null : property.getName(),
                idType == null ? null : idType.getReturnedClass(), mappedClass(root));
    }

    private static Class<?> mappedClass(RootClass root) {
        try {
            return root.getMappedClass();
        } catch (MappingException e) {
            return null; // a dynamic-map entity has no class; there is no annotation to look for then
        }
    }

    /** From the parameters Hibernate 6.6 passes when it has no creation context to give. */
    public static IdTarget of(Properties parameters, Type type) {
        String entityName = parameters.getProperty(ENTITY_NAME_PARAMETER);
        String jpaEntityName = parameters.getProperty(JPA_ENTITY_NAME_PARAMETER, entityName);
        return new IdTarget(entityName, jpaEntityName, null, type == null ? null : type.getReturnedClass(), null);
    }

    /**
     * The annotation {@code type} on the id attribute (its field, or its getter, in the entity class
     * or a superclass such as a {@code @MappedSuperclass}), or {@code null}.
     */
    public <A extends Annotation> A findAnnotation(Class<A> type) {
        if (entityClass == null || field == null) {
            return null;
        }
        String capitalized = Character.toUpperCase(field.charAt(0)) + field.substring(1);
        for (Class<?> c = entityClass; c != null && c != Object.class; c = c.getSuperclass()) {
            for (Field f : c.getDeclaredFields()) {
                if (f.getName().equals(field) && f.isAnnotationPresent(type)) {
                    return f.getAnnotation(type);
                }
            }
            for (Method m : c.getDeclaredMethods()) {
                if (m.getParameterCount() == 0 && (m.getName().equals("get" + capitalized) || m.getName().equals("is" + capitalized))
                        && m.isAnnotationPresent(type)) {
                    return m.getAnnotation(type);
                }
            }
        }
        return null;
    }

    /** {@code entity 'Order' (com.example.Order), field 'id'}. */
    public String describe() {
        StringBuilder sb = new StringBuilder("entity '").append(jpaEntityName).append('\'');
        if (entityName != null && !entityName.equals(jpaEntityName)) {
            sb.append(" (").append(entityName).append(')');
        }
        sb.append(field == null ? ", its id" : ", field '" + field + "'");
        return sb.toString();
    }

    /** A mapping error about this id: what is wrong and how to fix it. */
    public MappingException problem(String problem, String fix) {
        return problem(problem, fix, null);
    }

    /** Same as {@link #problem(String, String)} with the exception that told us. */
    public MappingException problem(String problem, String fix, Throwable cause) {
        return new MappingException("idgen: " + describe() + ": " + problem + ". Fix: " + fix, cause);
    }
}
