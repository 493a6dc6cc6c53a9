package dev.idgen.processor;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.TypeName;
import dev.idgen.IdGenerator;
import dev.idgen.Strategy;
import dev.idgen.format.IdFormat;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeKind;
import javax.lang.model.type.TypeMirror;

/**
 * The Java types of an id column, and how the generated code draws ids for each. Every strategy
 * issues positive 64-bit ids: {@code Long}, {@code BigInteger}, {@code ULong} and {@code String}
 * (decimal text) hold them all; {@code Integer} holds the counters of segment and slow-ordered keys
 * up to {@code Integer.MAX_VALUE}, past which {@code dev.idgen.IdColumns} refuses them at run time
 * (never a wrap), and never a snowflake id; a lossy type ({@code Double}, {@code BigDecimal} with a
 * scale) is refused at compile time. With a format the column is {@code String} and gets the
 * format's ids ({@link #FORMATTED}).
 */
enum IdColumnType {
    LONG(ClassName.get(Long.class), TypeName.LONG),
    BIG_INTEGER(ClassName.get("java.math", "BigInteger"), TypeName.LONG),
    STRING(ClassName.get(String.class), TypeName.LONG),
    /** jOOQ's unsigned 64-bit type, generated for MySQL's {@code BIGINT UNSIGNED}. */
    ULONG(ClassName.get("org.jooq.types", "ULong"), TypeName.LONG),
    /** {@code INTEGER} columns, for segment and slow-ordered keys: converted with a check. */
    INTEGER(ClassName.get(Integer.class), TypeName.INT),
    /** A {@code String} column that gets the ids of a format, from a {@code FormattedIdGenerator}. */
    FORMATTED(ClassName.get(String.class), ClassName.get(String.class));

    /** The runtime checks of {@link #INTEGER} (and of {@link #FORMATTED} widths), in idgen-api. */
    static final ClassName ID_COLUMNS = ClassName.get("dev.idgen", "IdColumns");
    /** The generator of formatted ids, in idgen-jdbc. */
    static final ClassName FORMATTED_ID_GENERATOR = ClassName.get("dev.idgen.jdbc.daily", "FormattedIdGenerator");

    private static final CodeBlock WHERE = CodeBlock.of("KEY, COLUMN.getTable().getName(), COLUMN.getName()");

    private final ClassName columnType;
    private final TypeName element;

    IdColumnType(ClassName columnType, TypeName element) {
        this.columnType = columnType;
        this.element = element;
    }

    /** The {@code T} of {@code TableField<R, T>}. */
    ClassName columnType() {
        return columnType;
    }

    /** The type the helper's {@code nextId()} returns: {@code long} for {@code Long} columns, {@code int} for {@code Integer}, else the column type. */
    TypeName valueType() {
        return this == LONG || this == INTEGER ? element : columnType;
    }

    /** The type of the generator the helper draws from. */
    TypeName generatorType() {
        return this == FORMATTED ? FORMATTED_ID_GENERATOR : ClassName.get(IdGenerator.class);
    }

    /** The element type of what {@link #nextIds} returns: {@code long}, {@code int} or {@code String}. */
    TypeName element() {
        return element;
    }

    /** An expression of {@link #valueType()}: a new id from field {@code generator}. */
    CodeBlock nextId() {
        switch (this) {
            case LONG:
            case FORMATTED:
                return CodeBlock.of("generator.nextId()");
            case INTEGER:
                return CodeBlock.of("$T.toInt(generator.nextId(), $L)", ID_COLUMNS, WHERE);
            default:
                return fromElement(CodeBlock.of("generator.nextId()"));
        }
    }

    /** An array of {@link #element()}: {@code count} new ids from one call, all checked before any is used. */
    CodeBlock nextIds(String count) {
        switch (this) {
            case INTEGER:
                return CodeBlock.of("$T.toInts(generator.nextIds($N), $L)", ID_COLUMNS, count, WHERE);
            case FORMATTED:
                return CodeBlock.of("generator.nextIds($N, v -> { })", count); // the format needs no caller part
            default:
                return CodeBlock.of("generator.nextIds($N)", count);
        }
    }

    /** An expression of the column type for the expression {@code id} of {@link #element()}. */
    CodeBlock fromElement(CodeBlock id) {
        switch (this) {
            case LONG:
            case INTEGER:
            case FORMATTED:
                return id; // boxed where the column's type is expected
            default:
                return CodeBlock.of("$T.valueOf($L)", columnType, id);
        }
    }

    /**
     * The id column type of {@code type}.
     *
     * @param what how the column is named in the message, e.g. {@code column Orders.TOTAL}
     * @param format the declaration's format, or {@code null} for numeric ids
     * @throws InvalidDeclaration on {@code attribute}, naming the column, its type and the accepted types
     */
    static IdColumnType of(TypeMirror type, String what, Strategy strategy, IdFormat format, Attribute attribute)
            throws InvalidDeclaration {
        String name = type.getKind() == TypeKind.DECLARED ? Names.qualifiedName(((DeclaredType) type).asElement()) : "";
        if (format != null) {
            if (name.equals(String.class.getName())) {
                return FORMATTED;
            }
            throw new InvalidDeclaration(attribute, what + " holds " + type + ", and format \"" + format + "\" makes "
                    + format.length() + "-character String ids; name a String (VARCHAR) column of at least "
                    + format.length() + " characters with column = \"...\", or remove format for numeric ids");
        }
        for (IdColumnType t : new IdColumnType[] {LONG, BIG_INTEGER, STRING, ULONG}) {
            if (t.columnType.canonicalName().equals(name)) {
                return t;
            }
        }
        if (name.equals(Integer.class.getName())) {
            if (strategy == Strategy.SNOWFLAKE) {
                throw new InvalidDeclaration(attribute, what + " holds java.lang.Integer, and snowflake ids use 63 bits: "
                        + "none fits in an Integer; make the column BIGINT (Long in jOOQ), or use a segment or "
                        + "slow-ordered key for an Integer column");
            }
            return INTEGER; // a counter: fits until Integer.MAX_VALUE, checked on every id
        }
        throw new InvalidDeclaration(attribute, what + " holds " + type + "; " + strategy
                + " ids are positive 64-bit numbers and need a column of Long, BigInteger, String or ULong"
                + (strategy == Strategy.SNOWFLAKE ? "" : " (or Integer, checked against Integer.MAX_VALUE)"));
    }
}
