package dev.idgen.processor;

import com.sun.source.tree.AnnotationTree;
import com.sun.source.tree.AssignmentTree;
import com.sun.source.tree.ClassTree;
import com.sun.source.tree.CompilationUnitTree;
import com.sun.source.tree.ExpressionTree;
import com.sun.source.tree.IdentifierTree;
import com.sun.source.tree.NewArrayTree;
import com.sun.source.tree.Tree;
import com.sun.source.util.TreePath;
import com.sun.source.util.Trees;
import java.util.ArrayList;
import java.util.List;
import javax.annotation.processing.ProcessingEnvironment;
import javax.lang.model.element.Element;
import javax.lang.model.element.PackageElement;
import javax.lang.model.element.QualifiedNameable;

/**
 * Finds the source tree of one attribute of one {@code @JooqIds}, for the case javac's
 * {@code Messager} cannot place: an annotation written several times, which the compiler wraps in a
 * synthesized {@code @JooqIds.List} that has no tree of its own (javac then reports on the whole
 * element). The n-th {@code @JooqIds} mirror in the container is the n-th {@code @JooqIds} written,
 * so the tree is found by position among the element's annotation trees.
 *
 * <p>Works only under javac with its own processing environment; everywhere else {@link #locate}
 * answers {@code null} and errors fall back to the element.
 */
final class AnnotationTrees {

    /** A tree and the compilation unit it is in, as {@link Trees#printMessage} takes them. */
    record Located(Tree tree, CompilationUnitTree unit) {
    }

    private final Trees trees; // null when not available

    AnnotationTrees(Trees trees) {
        this.trees = trees;
    }

    /**
     * javac's {@link Trees}, or {@code null} when the compiler is not javac or its processing
     * environment is wrapped (as Gradle's incremental processing does); callers then do without.
     */
    static Trees javacTrees(ProcessingEnvironment env) {
        try {
            return Trees.instance(env);
        } catch (IllegalArgumentException e) {
            return null; // not javac's environment: positions and key lookups degrade, nothing breaks
        }
    }

    Trees trees() {
        return trees;
    }

    /**
     * The value tree of {@code attribute} in the {@code index}-th {@code @JooqIds} on {@code element}
     * (the annotation tree when the attribute was not written), or {@code null} when unknown.
     */
    Located locate(Element element, int index, String attribute) {
        if (trees == null) {
            return null;
        }
        TreePath path = trees.getPath(element);
        if (path == null) {
            return null;
        }
        List<? extends AnnotationTree> written;
        if (element instanceof PackageElement) {
            written = path.getCompilationUnit().getPackage() == null ? List.of()
                    : path.getCompilationUnit().getPackage().getAnnotations();
        } else if (path.getLeaf() instanceof ClassTree) {
            written = ((ClassTree) path.getLeaf()).getModifiers().getAnnotations();
        } else {
            return null;
        }
        List<AnnotationTree> declarations = new ArrayList<>();
        for (AnnotationTree annotation : written) {
            String type = typeName(path, annotation);
            if (DeclarationReader.JOOQ_IDS.equals(type)) {
                declarations.add(annotation);
            } else if (DeclarationReader.JOOQ_IDS_LIST.equals(type)) {
                for (ExpressionTree argument : annotation.getArguments()) {
                    collectNested(argument instanceof AssignmentTree ? ((AssignmentTree) argument).getExpression()
                            : argument, declarations);
                }
            }
        }
        if (index >= declarations.size()) {
            return null;
        }
        AnnotationTree annotation = declarations.get(index);
        for (ExpressionTree argument : annotation.getArguments()) {
            if (argument instanceof AssignmentTree && ((AssignmentTree) argument).getVariable() instanceof IdentifierTree
                    && ((IdentifierTree) ((AssignmentTree) argument).getVariable()).getName().contentEquals(attribute)) {
                return new Located(((AssignmentTree) argument).getExpression(), path.getCompilationUnit());
            }
        }
        return new Located(annotation, path.getCompilationUnit());
    }

    private static void collectNested(ExpressionTree value, List<AnnotationTree> out) {
        if (value instanceof AnnotationTree) {
            out.add((AnnotationTree) value);
        } else if (value instanceof NewArrayTree && ((NewArrayTree) value).getInitializers() != null) {
            for (ExpressionTree e : ((NewArrayTree) value).getInitializers()) {
                collectNested(e, out);
            }
        }
    }

    /** The qualified name of an annotation's type; annotations are attributed before processors run. */
    private String typeName(TreePath owner, AnnotationTree annotation) {
        Element type = trees.getElement(new TreePath(owner, annotation.getAnnotationType()));
        return type instanceof QualifiedNameable ? ((QualifiedNameable) type).getQualifiedName().toString() : null;
    }
}
