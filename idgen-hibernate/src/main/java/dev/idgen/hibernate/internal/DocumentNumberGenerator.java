package dev.idgen.hibernate.internal;

import dev.idgen.IdKeys;
import dev.idgen.format.IdFormat;
import dev.idgen.hibernate.DocumentNumber;
import dev.idgen.jdbc.IdGenEngine;
import dev.idgen.jdbc.document.DocumentNumbers;
import java.lang.reflect.Field;
import java.lang.reflect.Member;
import java.lang.reflect.Method;
import java.sql.Connection;
import java.util.EnumSet;
import org.hibernate.MappingException;
import org.hibernate.engine.spi.SharedSessionContractImplementor;
import org.hibernate.generator.BeforeExecutionGenerator;
import org.hibernate.generator.EventType;
import org.hibernate.generator.GeneratorCreationContext;

/**
 * The generator of {@link DocumentNumber}: at insert, the next number of the series on the session's connection
 * (its physical JDBC connection, inside the session's transaction). Checked when the SessionFactory is built: the
 * key, the format and the attribute's type; the engine is the one idgen's Hibernate service runs for the
 * SessionFactory.
 */
public final class DocumentNumberGenerator implements BeforeExecutionGenerator {

    private static final long serialVersionUID = 1L;

    private final String where;
    private final String key;
    private final IdFormat format;
    private final String subKeyFrom;
    private final Kind kind;
    private transient volatile DocumentNumbers numbers;

    private enum Kind { TEXT, LONG, INT }

    public DocumentNumberGenerator(DocumentNumber annotation, Member member, GeneratorCreationContext context) {
        this.where = "@DocumentNumber on " + member.getDeclaringClass().getName() + "." + member.getName();
        try {
            this.key = IdKeys.check(annotation.key(), "document series key");
            this.format = IdFormat.parse(annotation.format());
        } catch (RuntimeException e) {
            throw new MappingException(where + ": " + e.getMessage(), e);
        }
        if (format.maxSerial() < 0) {
            throw new MappingException(where + ": format '" + format + "' has no {serial:N}; a document number needs one");
        }
        this.subKeyFrom = annotation.subKeyFrom();
        if (!subKeyFrom.isEmpty()) {
            try {
                context.getPersistentClass().getProperty(subKeyFrom);
            } catch (MappingException e) {
                throw new MappingException(where + ": subKeyFrom '" + subKeyFrom + "' is not an attribute of "
                        + context.getPersistentClass().getEntityName() + "; name the attribute that holds the sub-series "
                        + "(a company, a shop)", e);
            }
        }
        Class<?> type = member instanceof Field f ? f.getType() : member instanceof Method m ? m.getReturnType() : null;
        if (type == String.class) {
            kind = Kind.TEXT;
        } else if (type == long.class || type == Long.class) {
            kind = Kind.LONG;
        } else if (type == int.class || type == Integer.class) {
            kind = Kind.INT;
        } else {
            throw new MappingException(where + ": the attribute is a " + (type == null ? "?" : type.getName())
                    + "; a document number goes into a String (the formatted number) or a long/Long/int/Integer (the "
                    + "number alone)");
        }
        EngineService.of(context.getServiceRegistry(), IdTarget.of(context, null)).registerDocumentNumber(
                new DocumentStart.Target(where, context.getPersistentClass().getEntityName(), member.getName(), key,
                        format, subKeyFrom, kind == Kind.TEXT), this::bind);
    }

    private void bind(IdGenEngine engine) {
        this.numbers = engine.documents(key, format);
    }

    @Override
    public Object generate(SharedSessionContractImplementor session, Object owner, Object currentValue,
            EventType eventType) {
        if (currentValue != null && !(currentValue instanceof Number n && n.longValue() == 0 && kind != Kind.TEXT)) {
            return currentValue; // set by the application: left as it is
        }
        DocumentNumbers d = numbers;
        if (d == null) {
            throw new IllegalStateException("idgen: " + where + " has no engine: its SessionFactory was built without "
                    + "idgen's Integrator (dev.idgen.hibernate.internal.EngineLifecycleIntegrator)");
        }
        Connection c = session.getJdbcCoordinator().getLogicalConnection().getPhysicalConnection();
        String subKey = subKey(session, owner);
        switch (kind) {
            case TEXT:
                return d.next(c, subKey);
            case LONG:
                return d.nextNumber(c, subKey);
            default:
                long n = d.nextNumber(c, subKey);
                if (n > Integer.MAX_VALUE) {
                    throw new dev.idgen.IdExhaustedException("idgen: " + where + ": number " + n + " does not fit an int; "
                            + "the caller's transaction holds it: roll back, and make the attribute a long");
                }
                return (int) n;
        }
    }

    private String subKey(SharedSessionContractImplementor session, Object owner) {
        if (subKeyFrom.isEmpty()) {
            return "";
        }
        Object v = session.getEntityPersister(null, owner).getPropertyValue(owner, subKeyFrom);
        if (v == null) {
            throw new dev.idgen.InvalidIdRequestException("idgen: " + where + ": the sub-series attribute '" + subKeyFrom
                    + "' of " + owner.getClass().getSimpleName() + " is null; set it before the entity is inserted");
        }
        return v.toString();
    }

    /** Numbers are taken on insert only. */
    @Override
    public EnumSet<EventType> getEventTypes() {
        return EnumSet.of(EventType.INSERT);
    }

    @Override
    public String toString() {
        return "DocumentNumberGenerator[" + where + ", series '" + key + "' in '" + format + "']";
    }
}
