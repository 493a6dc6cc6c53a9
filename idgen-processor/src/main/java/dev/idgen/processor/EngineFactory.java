package dev.idgen.processor;

import com.palantir.javapoet.ClassName;
import dev.idgen.IdGenerator;
import dev.idgen.Strategy;
import dev.idgen.format.IdFormat;
import java.util.List;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.TypeElement;
import javax.lang.model.element.VariableElement;
import javax.lang.model.type.TypeKind;
import javax.lang.model.util.ElementFilter;
import javax.lang.model.util.Elements;
import javax.lang.model.util.Types;

/**
 * The {@code IdGenEngine} method that opens a generator by strategy name, when idgen-jdbc is on the
 * compile classpath and has it: {@code generator(strategy, key)}, or
 * {@code generator(strategy, key, subKey)} for strategies with a sub-key
 * ({@link Strategy#hasSubKey()}). Found by looking, not assumed, so a helper never calls an engine
 * method the classpath does not have; no strategy is named here, so a strategy the engine gains
 * needs nothing in the processor.
 *
 * <p>The same way it looks for the start-up check of a table's existing rows,
 * {@code ExistingRows.check(IdGenEngine, DataSource, strategy, key, subKey, table, column)} with the engine's
 * {@code dataSource()}: when both are there, the helper's factory makes that check once per engine (and
 * sub-key) before the key's first id, so a table with rows written before idgen gets ids above them.
 *
 * @param engine the engine class
 * @param method the method's name
 * @param subKey whether it takes a sub-key after the key
 * @param existingRows the class of the existing-rows check, or {@code null} when the classpath has none
 * @param declaresColumns whether the engine has {@code declareColumn(strategy, key, subKey, column, maxId)}, which
 *                        caps a segment key's ranges by an {@code INTEGER} column's maximum
 */
record EngineFactory(ClassName engine, String method, boolean subKey, ClassName existingRows, boolean declaresColumns) {

    static final String EXISTING_ROWS = "dev.idgen.jdbc.admin.ExistingRows";
    static final String EXISTING_ROWS_METHOD = "check";
    static final String DECLARE_COLUMN = "declareColumn";

    static final String ENGINE = "dev.idgen.jdbc.IdGenEngine";
    static final String METHOD = "generator";
    static final String FORMATTED_METHOD = "formatted";

    /**
     * The factory of formatted ids: {@code formatted(String key, IdFormat format)} returning a
     * {@code FormattedIdGenerator}, or {@code null} when the engine or that method is not on the classpath.
     */
    static EngineFactory findFormatted(Elements elements, Types types) {
        TypeElement engine = elements.getTypeElement(ENGINE);
        TypeElement generator = elements.getTypeElement(IdColumnType.FORMATTED_ID_GENERATOR.canonicalName());
        TypeElement string = elements.getTypeElement(String.class.getCanonicalName());
        TypeElement format = elements.getTypeElement(IdFormat.class.getCanonicalName());
        if (engine == null || generator == null || format == null) {
            return null;
        }
        for (ExecutableElement m : ElementFilter.methodsIn(engine.getEnclosedElements())) {
            if (m.getSimpleName().contentEquals(FORMATTED_METHOD) && m.getModifiers().contains(Modifier.PUBLIC)
                    && !m.getModifiers().contains(Modifier.STATIC) && m.getParameters().size() == 2
                    && types.isSameType(m.getParameters().get(0).asType(), string.asType())
                    && types.isSameType(m.getParameters().get(1).asType(), format.asType())
                    && types.isAssignable(m.getReturnType(), generator.asType())) {
                return new EngineFactory(ClassName.get(engine), FORMATTED_METHOD, false, null, false);
            }
        }
        return null;
    }

    /** The factory for {@code strategy}, or {@code null} when the engine or its method is not on the classpath. */
    static EngineFactory find(Elements elements, Types types, Strategy strategy) {
        TypeElement engine = elements.getTypeElement(ENGINE);
        TypeElement generator = elements.getTypeElement(IdGenerator.class.getCanonicalName());
        if (engine == null || generator == null) {
            return null;
        }
        int strings = strategy.hasSubKey() ? 3 : 2;
        for (ExecutableElement m : ElementFilter.methodsIn(engine.getEnclosedElements())) {
            if (m.getSimpleName().contentEquals(METHOD) && m.getModifiers().contains(Modifier.PUBLIC)
                    && !m.getModifiers().contains(Modifier.STATIC) && m.getParameters().size() == strings
                    && allStrings(m, elements, types)
                    && types.isAssignable(m.getReturnType(), generator.asType())) {
                return new EngineFactory(ClassName.get(engine), METHOD, strings == 3,
                        existingRows(elements, types, engine), declaresColumns(engine, types));
            }
        }
        return null;
    }

    /** {@code ExistingRows.check} with the engine's {@code dataSource()}, or {@code null} when either is missing. */
    private static ClassName existingRows(Elements elements, Types types, TypeElement engine) {
        TypeElement rows = elements.getTypeElement(EXISTING_ROWS);
        TypeElement dataSource = elements.getTypeElement("javax.sql.DataSource");
        if (rows == null || dataSource == null || ElementFilter.methodsIn(engine.getEnclosedElements()).stream()
                .noneMatch(m -> m.getSimpleName().contentEquals("dataSource") && m.getParameters().isEmpty()
                        && m.getModifiers().contains(Modifier.PUBLIC)
                        && types.isAssignable(m.getReturnType(), dataSource.asType()))) {
            return null;
        }
        TypeElement string = elements.getTypeElement(String.class.getCanonicalName());
        for (ExecutableElement m : ElementFilter.methodsIn(rows.getEnclosedElements())) {
            List<? extends VariableElement> p = m.getParameters();
            if (m.getSimpleName().contentEquals(EXISTING_ROWS_METHOD) && m.getModifiers().contains(Modifier.PUBLIC)
                    && m.getModifiers().contains(Modifier.STATIC) && p.size() == 7
                    && types.isSameType(p.get(0).asType(), engine.asType())
                    && types.isSameType(p.get(1).asType(), dataSource.asType())
                    && p.subList(2, 7).stream().allMatch(v -> types.isSameType(v.asType(), string.asType()))) {
                return ClassName.get(rows);
            }
        }
        return null;
    }

    /** Whether {@code engine} has {@code declareColumn(String, String, String, String, long)}: looked for, not assumed. */
    private static boolean declaresColumns(TypeElement engine, Types types) {
        for (ExecutableElement m : ElementFilter.methodsIn(engine.getEnclosedElements())) {
            if (m.getSimpleName().contentEquals(DECLARE_COLUMN) && m.getModifiers().contains(Modifier.PUBLIC)
                    && !m.getModifiers().contains(Modifier.STATIC) && m.getParameters().size() == 5
                    && m.getParameters().get(4).asType().getKind() == TypeKind.LONG) {
                return true;
            }
        }
        return false;
    }

    private static boolean allStrings(ExecutableElement m, Elements elements, Types types) {
        TypeElement string = elements.getTypeElement(String.class.getCanonicalName());
        for (VariableElement p : m.getParameters()) {
            if (!types.isSameType(p.asType(), string.asType())) {
                return false;
            }
        }
        return true;
    }
}
