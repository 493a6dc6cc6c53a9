package dev.idgen.processor;

import dev.idgen.Strategy;
import dev.idgen.format.IdFormat;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.TypeElement;
import javax.lang.model.element.VariableElement;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeKind;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.util.ElementFilter;
import javax.lang.model.util.Elements;
import javax.lang.model.util.Types;

/**
 * The model step for tables: checks that a class is a jOOQ generated table and finds the column
 * that gets the ids.
 *
 * <p>It relies only on what jOOQ's code generator has produced since 3.x and still produces in
 * 3.21: a {@code TableImpl<R>} subclass with a {@code public static final} reference instance,
 * one {@code public final TableField<R, T>} per column, and, for a table with a primary key, a
 * record class that overrides {@code key()} with {@code Record1<T>} (or {@code RecordN}). Which
 * column is the primary key is read from the types when one column has the key's type, else from
 * the generated sources through {@link PrimaryKeySource}; when neither tells, the user is asked to
 * name the column rather than have one guessed.
 */
record JooqTableReader(Elements elements, Types types, PrimaryKeySource primaryKeySource) {

    static final String TABLE = "org.jooq.Table";
    static final String TABLE_FIELD = "org.jooq.TableField";
    private static final Pattern RECORD_N = Pattern.compile("org\\.jooq\\.Record(\\d+)");

    /**
     * Reads the table class named by {@code @JooqIds(table = ...)}.
     *
     * @throws InvalidDeclaration on {@code table} when it is not a jOOQ generated table class
     */
    JooqTable read(TypeMirror tableType) throws InvalidDeclaration {
        TypeElement tableInterface = elements.getTypeElement(TABLE);
        TypeElement tableFieldInterface = elements.getTypeElement(TABLE_FIELD);
        if (tableInterface == null || tableFieldInterface == null) {
            throw new InvalidDeclaration(Attribute.TABLE, "jOOQ is not on the compile classpath (" + TABLE
                    + " cannot be found); the table class and the generated helper need it");
        }
        if (tableType.getKind() != TypeKind.DECLARED) {
            throw notATable(tableType + " is not a class");
        }
        TypeElement type = (TypeElement) ((DeclaredType) tableType).asElement();
        if (type.getKind() != ElementKind.CLASS) {
            throw notATable(type.getQualifiedName() + " is " + article(type.getKind()) + ", not a class");
        }
        List<? extends TypeMirror> tableArguments = typeArguments(type.asType(), tableInterface);
        if (tableArguments == null) {
            throw notATable(type.getQualifiedName() + " does not implement " + TABLE);
        }
        if (tableArguments.isEmpty() || tableArguments.get(0).getKind() != TypeKind.DECLARED
                || !type.getTypeParameters().isEmpty()) {
            throw notATable(type.getQualifiedName() + " is a generic table type, not the class jOOQ generated for one table");
        }
        String instance = instanceField(type);
        if (instance == null) {
            throw notATable(type.getQualifiedName() + " has no public static final " + type.getSimpleName()
                    + " reference instance, which jOOQ generates for every table (such as Orders.ORDERS)");
        }
        List<JooqTable.Column> columns = new ArrayList<>();
        for (VariableElement field : ElementFilter.fieldsIn(type.getEnclosedElements())) {
            Set<Modifier> modifiers = field.getModifiers();
            if (!modifiers.contains(Modifier.PUBLIC) || modifiers.contains(Modifier.STATIC)) {
                continue;
            }
            List<? extends TypeMirror> fieldArguments = typeArguments(field.asType(), tableFieldInterface);
            if (fieldArguments != null && fieldArguments.size() == 2) {
                columns.add(new JooqTable.Column(field.getSimpleName().toString(), fieldArguments.get(1)));
            }
        }
        if (columns.isEmpty()) {
            throw notATable(type.getQualifiedName() + " has no public TableField columns");
        }
        return new JooqTable(type, instance, (DeclaredType) tableArguments.get(0), columns);
    }

    /**
     * The column named by {@code @JooqIds(column = ...)}: its field name exactly (e.g. {@code ID}),
     * else the one field whose name equals it ignoring case (so the SQL name {@code id} works).
     *
     * @throws InvalidDeclaration on {@code column} when no column (or several) match
     */
    JooqTable.Column namedColumn(JooqTable table, String name) throws InvalidDeclaration {
        for (JooqTable.Column c : table.columns()) {
            if (c.field().equals(name)) {
                return c;
            }
        }
        List<JooqTable.Column> matches = table.columns().stream()
                .filter(c -> c.field().toLowerCase(Locale.ROOT).equals(name.toLowerCase(Locale.ROOT)))
                .collect(Collectors.toList());
        if (matches.size() == 1) {
            return matches.get(0);
        }
        throw new InvalidDeclaration(Attribute.COLUMN, "column '" + name + "' does not exist in "
                + table.type().getQualifiedName() + "; its columns are " + table.columnNames());
    }

    /**
     * The table's primary key column when it is a single column that can hold {@code strategy}'s ids
     * (or those of {@code format}, when not {@code null}).
     *
     * @throws InvalidDeclaration on {@code table} when there is no primary key, when it has several
     *         columns, when its type cannot hold the ids, or when it cannot be told which column it is
     */
    JooqTable.Column primaryKey(JooqTable table, Strategy strategy, IdFormat format) throws InvalidDeclaration {
        String name = table.type().getQualifiedName().toString();
        TypeElement record = (TypeElement) table.record().asElement();
        DeclaredType key = keyType(record);
        if (key == null) {
            throw new InvalidDeclaration(Attribute.TABLE, name + " has no primary key that jOOQ knows of ("
                    + record.getSimpleName() + " does not override key()); name the column that gets the ids: "
                    + "column = \"...\" (one of " + table.columnNames() + ")");
        }
        if (key.getTypeArguments().size() != 1) {
            throw new InvalidDeclaration(Attribute.TABLE, name + " has a primary key of " + key.getTypeArguments().size()
                    + " columns; ids go into one column: name it with column = \"...\" (one of " + table.columnNames() + ")");
        }
        TypeMirror keyValueType = key.getTypeArguments().get(0);
        // the type is known before the column: a wrong type is the error to report, whichever column it is
        IdColumnType.of(keyValueType, "the primary key of " + table.simpleName(), strategy, format, Attribute.TABLE);
        List<JooqTable.Column> candidates = table.columns().stream()
                .filter(c -> types.isSameType(c.valueType(), keyValueType)).collect(Collectors.toList());
        if (candidates.size() == 1) {
            return candidates.get(0); // the key column has the key's type, and no other column does
        }
        Optional<List<String>> fromSource = primaryKeySource.columns(table.type());
        if (fromSource.isPresent() && fromSource.get().size() == 1) {
            for (JooqTable.Column c : candidates) {
                if (c.field().equals(fromSource.get().get(0))) {
                    return c;
                }
            }
        }
        throw new InvalidDeclaration(Attribute.TABLE, "cannot tell which of "
                + candidates.stream().map(JooqTable.Column::field).collect(Collectors.joining(", "))
                + " (all " + keyValueType + ") is the primary key of " + name
                + ": its jOOQ sources are not part of this compilation; name it with column = \"...\"");
    }

    /** {@code RecordN<...>} as returned by the record class's own {@code key()}, or {@code null}. */
    private static DeclaredType keyType(TypeElement record) {
        for (ExecutableElement method : ElementFilter.methodsIn(record.getEnclosedElements())) {
            if (method.getSimpleName().contentEquals("key") && method.getParameters().isEmpty()
                    && method.getReturnType().getKind() == TypeKind.DECLARED) {
                DeclaredType returned = (DeclaredType) method.getReturnType();
                Matcher m = RECORD_N.matcher(((TypeElement) returned.asElement()).getQualifiedName());
                if (m.matches()) {
                    return returned;
                }
            }
        }
        return null;
    }

    private static String instanceField(TypeElement type) {
        for (VariableElement field : ElementFilter.fieldsIn(type.getEnclosedElements())) {
            Set<Modifier> modifiers = field.getModifiers();
            if (modifiers.containsAll(Set.of(Modifier.PUBLIC, Modifier.STATIC, Modifier.FINAL))
                    && field.asType().getKind() == TypeKind.DECLARED
                    && ((DeclaredType) field.asType()).asElement().equals(type)) {
                return field.getSimpleName().toString();
            }
        }
        return null;
    }

    /**
     * The type arguments with which {@code type} implements or extends {@code target}, e.g.
     * {@code [OrdersRecord]} for {@code Orders} and {@code Table}; {@code null} when it does not.
     */
    private List<? extends TypeMirror> typeArguments(TypeMirror type, TypeElement target) {
        Deque<TypeMirror> queue = new ArrayDeque<>();
        queue.add(type);
        while (!queue.isEmpty()) {
            TypeMirror t = queue.poll();
            if (t.getKind() == TypeKind.DECLARED && ((DeclaredType) t).asElement().equals(target)) {
                return ((DeclaredType) t).getTypeArguments();
            }
            queue.addAll(types.directSupertypes(t));
        }
        return null;
    }

    private static InvalidDeclaration notATable(String why) {
        return new InvalidDeclaration(Attribute.TABLE, "not a jOOQ table: " + why
                + "; name the class jOOQ generated for the table, e.g. table = Orders.class");
    }

    private static String article(ElementKind kind) {
        String name = kind.toString().toLowerCase(Locale.ROOT).replace('_', ' ');
        return ("aeiou".indexOf(name.charAt(0)) >= 0 ? "an " : "a ") + name;
    }
}
