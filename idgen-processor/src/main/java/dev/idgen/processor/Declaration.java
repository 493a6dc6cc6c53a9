package dev.idgen.processor;

import dev.idgen.Strategy;
import java.util.Locale;
import java.util.Map;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.type.TypeMirror;

/**
 * One {@code @JooqIds} as written: where it is, its attribute values (defaults filled in) and the
 * values written explicitly, so that an error can point at the exact attribute.
 *
 * <p>Nothing here is validated yet except what the compiler guarantees (types of the attributes).
 *
 * @param annotated the package or class the annotation is on
 * @param mirror this annotation (inside the {@code @JooqIds.List} container when repeated)
 * @param index the position of this declaration among the {@code @JooqIds} on {@code annotated}, from 0,
 *        in source order
 * @param repeated whether the compiler wrapped it in a {@code @JooqIds.List} (written more than once)
 * @param table the value of {@code table}: a class, or {@code null} when it cannot be resolved yet
 * @param strategy the value of {@code strategy}, or {@code null} when it cannot be resolved
 * @param format the value of {@code format}, empty for numeric ids
 * @param explicit the attributes written in the source, by name
 */
record Declaration(Element annotated, AnnotationMirror mirror, int index, boolean repeated, TypeMirror table, String key,
        Strategy strategy, String column, int step, String helper, String format, Map<String, AnnotationValue> explicit) {

    /** The value written for {@code attribute}, or {@code null} when it was left to its default. */
    AnnotationValue value(Attribute attribute) {
        return explicit.get(attribute.id());
    }

    /** Whether {@link #column()} was given (else the primary key is meant). */
    boolean hasColumn() {
        return !column.isEmpty();
    }

    /** Whether {@link #format()} was given (formatted String ids). */
    boolean hasFormat() {
        return !format.isEmpty();
    }

    /** How the annotated element is named in messages and in {@code @Generated}: {@code package com.example}. */
    String declaredOn() {
        return describe(annotated);
    }

    static String describe(Element element) {
        String kind = element.getKind() == ElementKind.PACKAGE ? "package" : element.getKind().toString()
                .toLowerCase(Locale.ROOT).replace('_', ' ');
        return kind + " " + Names.qualifiedName(element);
    }
}
