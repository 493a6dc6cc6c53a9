package dev.idgen.processor;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.TypeName;
import dev.idgen.Strategy;
import java.util.Arrays;
import java.util.stream.Collectors;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeKind;
import javax.lang.model.type.TypeMirror;

/**
 * The Java types of an id column that hold every id without loss, and how a {@code long} id is
 * turned into each. Every strategy issues positive 64-bit ids, so a narrower column ({@code Integer})
 * or a lossy one ({@code Double}, {@code BigDecimal} with a scale) is refused at compile time.
 */
enum IdColumnType {
    LONG(ClassName.get(Long.class), TypeName.LONG) {
        @Override
        CodeBlock fromLong(CodeBlock id) {
            return id; // boxed where a Long is expected
        }
    },
    BIG_INTEGER(ClassName.get("java.math", "BigInteger"), ClassName.get("java.math", "BigInteger")),
    STRING(ClassName.get(String.class), ClassName.get(String.class)),
    /** jOOQ's unsigned 64-bit type, generated for MySQL's {@code BIGINT UNSIGNED}. */
    ULONG(ClassName.get("org.jooq.types", "ULong"), ClassName.get("org.jooq.types", "ULong"));

    private final ClassName columnType;
    private final TypeName valueType;

    IdColumnType(ClassName columnType, TypeName valueType) {
        this.columnType = columnType;
        this.valueType = valueType;
    }

    /** The {@code T} of {@code TableField<R, T>}. */
    ClassName columnType() {
        return columnType;
    }

    /** The type the helper's {@code nextId()} returns: {@code long} for {@code Long} columns, else the column type. */
    TypeName valueType() {
        return valueType;
    }

    /** An expression of the column type for the {@code long} expression {@code id}. */
    CodeBlock fromLong(CodeBlock id) {
        return CodeBlock.of("$T.valueOf($L)", columnType, id);
    }

    /**
     * The id column type of {@code type}.
     *
     * @param what how the column is named in the message, e.g. {@code column Orders.TOTAL}
     * @throws InvalidDeclaration on {@code attribute}, naming the column, its type and the accepted types
     */
    static IdColumnType of(TypeMirror type, String what, Strategy strategy, String attribute) throws InvalidDeclaration {
        if (type.getKind() == TypeKind.DECLARED) {
            String name = Names.qualifiedName(((DeclaredType) type).asElement());
            for (IdColumnType t : values()) {
                if (t.columnType.canonicalName().equals(name)) {
                    return t;
                }
            }
        }
        throw new InvalidDeclaration(attribute, what + " holds " + type + "; " + strategy
                + " ids are positive 64-bit numbers and need a column of " + accepted());
    }

    /** {@code Long, BigInteger, String or ULong}. */
    static String accepted() {
        String all = Arrays.stream(values()).map(t -> t.columnType.simpleName()).collect(Collectors.joining(", "));
        int last = all.lastIndexOf(", ");
        return all.substring(0, last) + " or " + all.substring(last + 2);
    }
}
