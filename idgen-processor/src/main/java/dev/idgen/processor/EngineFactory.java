package dev.idgen.processor;

import com.palantir.javapoet.ClassName;
import dev.idgen.IdGenerator;
import dev.idgen.Strategy;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.TypeElement;
import javax.lang.model.element.VariableElement;
import javax.lang.model.util.ElementFilter;
import javax.lang.model.util.Elements;
import javax.lang.model.util.Types;

/**
 * The {@code IdGenEngine} method that makes a generator of a strategy, when idgen-jdbc is on the
 * compile classpath and has it: {@code segment(key)}, {@code snowflake(namespace)},
 * {@code slowOrdered(key, subKey)}. Found by looking, not assumed, so a helper never calls an
 * engine method the classpath does not have.
 *
 * @param engine the engine class
 * @param method the method's name
 * @param subKey whether it takes a sub-key after the key
 */
record EngineFactory(ClassName engine, String method, boolean subKey) {

    static final String ENGINE = "dev.idgen.jdbc.IdGenEngine";

    /** The factory for {@code strategy}, or {@code null} when the engine or its method is not on the classpath. */
    static EngineFactory find(Elements elements, Types types, Strategy strategy) {
        TypeElement engine = elements.getTypeElement(ENGINE);
        TypeElement generator = elements.getTypeElement(IdGenerator.class.getCanonicalName());
        if (engine == null || generator == null) {
            return null;
        }
        String method;
        int strings;
        switch (strategy) {
            case SEGMENT:
                method = "segment";
                strings = 1;
                break;
            case SNOWFLAKE:
                method = "snowflake";
                strings = 1;
                break;
            case SLOW_ORDERED:
                method = "slowOrdered";
                strings = 2;
                break;
            default:
                return null; // a strategy without an engine method: the helper takes a generator only
        }
        for (ExecutableElement m : ElementFilter.methodsIn(engine.getEnclosedElements())) {
            if (m.getSimpleName().contentEquals(method) && m.getModifiers().contains(Modifier.PUBLIC)
                    && !m.getModifiers().contains(Modifier.STATIC) && m.getParameters().size() == strings
                    && allStrings(m, elements, types)
                    && types.isAssignable(m.getReturnType(), generator.asType())) {
                return new EngineFactory(ClassName.get(engine), method, strings == 2);
            }
        }
        return null;
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
