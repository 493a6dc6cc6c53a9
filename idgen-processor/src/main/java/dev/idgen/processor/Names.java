package dev.idgen.processor;

import javax.lang.model.element.Element;
import javax.lang.model.element.PackageElement;
import javax.lang.model.element.QualifiedNameable;
import javax.lang.model.element.TypeElement;
import javax.lang.model.util.Elements;

/** Small naming helpers shared by the parse, model and write steps. */
final class Names {

    private Names() {
    }

    /** {@code com.example} for a package, {@code com.example.Config} for a class, the simple name otherwise. */
    static String qualifiedName(Element element) {
        if (element instanceof QualifiedNameable) {
            return ((QualifiedNameable) element).getQualifiedName().toString();
        }
        return element.getSimpleName().toString();
    }

    /** The package a generated helper goes to: the annotated package itself, or the annotated class's package. */
    static String packageOf(Element annotated, Elements elements) {
        if (annotated instanceof PackageElement) {
            return ((PackageElement) annotated).getQualifiedName().toString();
        }
        return elements.getPackageOf(annotated).getQualifiedName().toString();
    }

    /** The simple name of a type element. */
    static String simpleName(TypeElement type) {
        return type.getSimpleName().toString();
    }
}
