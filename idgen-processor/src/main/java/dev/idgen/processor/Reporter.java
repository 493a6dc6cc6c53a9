package dev.idgen.processor;

import javax.annotation.processing.Messager;
import javax.lang.model.element.Element;
import javax.tools.Diagnostic;

/**
 * Reports errors where they belong: on the attribute of the {@code @JooqIds} they are about when it
 * was written, else on the annotation, else on the element. Remembers whether any error was
 * reported, so that nothing is written from a compilation that failed.
 */
final class Reporter {

    private final Messager messager;
    private final AnnotationTrees annotationTrees;
    private boolean errors;

    Reporter(Messager messager, AnnotationTrees annotationTrees) {
        this.messager = messager;
        this.annotationTrees = annotationTrees;
    }

    /** An error on {@code attribute} of {@code declaration} (on the whole annotation when the attribute was defaulted). */
    void error(Declaration declaration, Attribute attribute, String message) {
        errors = true;
        if (declaration.repeated()) {
            // javac cannot place a mirror inside a synthesized container: find the tree ourselves
            AnnotationTrees.Located at = annotationTrees.locate(declaration.annotated(), declaration.index(), attribute.id());
            if (at != null) {
                annotationTrees.trees().printMessage(Diagnostic.Kind.ERROR, message, at.tree(), at.unit());
                return;
            }
        }
        messager.printMessage(Diagnostic.Kind.ERROR, message, declaration.annotated(), declaration.mirror(),
                declaration.value(attribute));
    }

    /** An error on {@code element} that concerns no single declaration. */
    void error(Element element, String message) {
        errors = true;
        messager.printMessage(Diagnostic.Kind.ERROR, message, element);
    }

    boolean hasErrors() {
        return errors;
    }
}
