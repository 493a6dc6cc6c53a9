package dev.idgen.processor;

import dev.idgen.JooqIds;
import dev.idgen.Strategy;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.Element;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.VariableElement;
import javax.lang.model.type.TypeKind;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.util.Elements;

/**
 * The parse step: reads every {@code @JooqIds} on an element, whether written once or repeated
 * (then the compiler wraps them in {@code @JooqIds.List}), into {@link Declaration}s. It reads
 * annotation mirrors, never {@code getAnnotation()}, so class values are type mirrors of classes
 * that may not be loadable.
 */
final class DeclarationReader {

    static final String JOOQ_IDS = JooqIds.class.getCanonicalName();
    static final String JOOQ_IDS_LIST = JooqIds.List.class.getCanonicalName();

    private final Elements elements;

    DeclarationReader(Elements elements) {
        this.elements = elements;
    }

    /** Every declaration on {@code annotated}, in source order. */
    List<Declaration> read(Element annotated) {
        List<Declaration> out = new ArrayList<>();
        for (AnnotationMirror mirror : annotated.getAnnotationMirrors()) {
            String type = Names.qualifiedName(mirror.getAnnotationType().asElement());
            if (type.equals(JOOQ_IDS)) {
                out.add(read(annotated, mirror, out.size(), false));
            } else if (type.equals(JOOQ_IDS_LIST)) {
                Object values = byName(elements.getElementValuesWithDefaults(mirror)).get("value").getValue();
                for (Object value : (List<?>) values) {
                    out.add(read(annotated, (AnnotationMirror) ((AnnotationValue) value).getValue(), out.size(), true));
                }
            }
        }
        return out;
    }

    /**
     * Whether every class and enum value of the declarations on {@code annotated} is resolved. A
     * table class generated later in this compilation (by another processor) is an error type until
     * then, so the element waits for a later round.
     */
    static boolean resolved(List<Declaration> declarations) {
        for (Declaration d : declarations) {
            if (d.table() == null || d.table().getKind() == TypeKind.ERROR || d.strategy() == null) {
                return false;
            }
        }
        return true;
    }

    private Declaration read(Element annotated, AnnotationMirror mirror, int index, boolean repeated) {
        Map<String, AnnotationValue> all = byName(elements.getElementValuesWithDefaults(mirror));
        Map<String, AnnotationValue> explicit = byName(mirror.getElementValues());
        // an unresolvable class literal reads as the string "<error>" (javac) or an error type
        Object table = all.get(Attribute.TABLE.id()).getValue();
        Object strategy = all.get(Attribute.STRATEGY.id()).getValue();
        return new Declaration(annotated, mirror, index, repeated,
                table instanceof TypeMirror ? (TypeMirror) table : null,
                (String) all.get(Attribute.KEY.id()).getValue(),
                strategy instanceof VariableElement ? strategy((VariableElement) strategy) : null,
                (String) all.get(Attribute.COLUMN.id()).getValue(),
                (Integer) all.get(Attribute.STEP.id()).getValue(),
                (String) all.get(Attribute.HELPER.id()).getValue(),
                all.containsKey(Attribute.FORMAT.id()) ? (String) all.get(Attribute.FORMAT.id()).getValue() : "",
                explicit);
    }

    private static Strategy strategy(VariableElement constant) {
        String name = constant.getSimpleName().toString();
        for (Strategy s : Strategy.values()) {
            if (s.name().equals(name)) {
                return s;
            }
        }
        return null; // an idgen-api newer than this processor: reported as unresolved, not guessed
    }

    private static Map<String, AnnotationValue> byName(Map<? extends ExecutableElement, ? extends AnnotationValue> values) {
        Map<String, AnnotationValue> out = new LinkedHashMap<>();
        values.forEach((k, v) -> out.put(k.getSimpleName().toString(), v));
        return out;
    }
}
