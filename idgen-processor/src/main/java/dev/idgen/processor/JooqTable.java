package dev.idgen.processor;

import java.util.List;
import java.util.stream.Collectors;
import javax.lang.model.element.TypeElement;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeMirror;

/**
 * What the processor knows of a jOOQ generated table class, read from its type alone.
 *
 * @param type the table class, e.g. {@code Orders}
 * @param instanceField its reference instance, e.g. {@code ORDERS} in {@code Orders.ORDERS}
 * @param record the record type {@code R} of {@code Table<R>}, e.g. {@code OrdersRecord}
 * @param columns its {@code TableField} fields, in declaration order
 */
record JooqTable(TypeElement type, String instanceField, DeclaredType record, List<Column> columns) {

    /**
     * A {@code public final TableField<R, T>} of the table class.
     *
     * @param field the Java field name, e.g. {@code CUSTOMER_ID}
     * @param valueType {@code T}
     */
    record Column(String field, TypeMirror valueType) {
    }

    /** The columns' field names, for messages: {@code ID, CUSTOMER, TOTAL}. */
    String columnNames() {
        return columns.stream().map(Column::field).collect(Collectors.joining(", "));
    }

    /** The table class's simple name, for messages. */
    String simpleName() {
        return Names.simpleName(type);
    }
}
