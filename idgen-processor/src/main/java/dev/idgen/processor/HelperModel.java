package dev.idgen.processor;

import com.palantir.javapoet.ClassName;
import dev.idgen.Strategy;
import dev.idgen.format.IdFormat;
import javax.lang.model.element.Element;
import javax.lang.model.element.TypeElement;

/**
 * Everything the write step needs for one helper class, all of it checked: a valid key, a jOOQ
 * table, an existing column of a type that holds the ids.
 *
 * @param helper the class to generate, e.g. {@code com.example.shop.OrdersIds}
 * @param annotated the package or class that declared it (the originating element)
 * @param table the jOOQ table
 * @param column the column that gets the ids
 * @param primaryKey whether {@code column} was found as the primary key (else it was named)
 * @param idType how ids are converted for the column
 * @param engineFactory how to get a generator from an {@code IdGenEngine}, or {@code null}
 * @param format the format of formatted ids ({@link IdColumnType#FORMATTED}), else {@code null}
 */
record HelperModel(ClassName helper, Element annotated, JooqTable table, JooqTable.Column column, boolean primaryKey,
        IdColumnType idType, String key, Strategy strategy, EngineFactory engineFactory, IdFormat format) {

    ClassName tableClass() {
        return ClassName.get(table.type());
    }

    ClassName recordClass() {
        return ClassName.get((TypeElement) table.record().asElement());
    }
}
