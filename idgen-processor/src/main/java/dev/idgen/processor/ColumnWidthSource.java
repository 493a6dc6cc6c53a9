package dev.idgen.processor;

import com.sun.source.tree.ExpressionTree;
import com.sun.source.tree.LiteralTree;
import com.sun.source.tree.MemberSelectTree;
import com.sun.source.tree.MethodInvocationTree;
import com.sun.source.tree.Tree;
import com.sun.source.tree.VariableTree;
import com.sun.source.util.TreeScanner;
import com.sun.source.util.Trees;
import java.util.OptionalInt;
import java.util.Set;
import javax.lang.model.element.TypeElement;
import javax.lang.model.element.VariableElement;
import javax.lang.model.util.ElementFilter;

/**
 * Reads the declared length of a text column from the jOOQ generated source of its table, when
 * that source is part of the compilation: jOOQ writes
 * {@code createField(DSL.name("code"), SQLDataType.VARCHAR(20).nullable(false), this, "")}.
 * Syntactic only, like {@link PrimaryKeySource}: anything else (a class file, another compiler, a
 * {@code VARCHAR} without length, a {@code CLOB}) answers empty, and the generated helper checks
 * {@code COLUMN.getDataType().length()} when it is created instead.
 */
final class ColumnWidthSource {

    /** The {@code SQLDataType} methods that take a length. */
    private static final Set<String> WITH_LENGTH = Set.of("VARCHAR", "CHAR", "NVARCHAR", "NCHAR", "LONGVARCHAR",
            "LONGNVARCHAR");

    private final Trees trees; // null when the compiler is not javac

    ColumnWidthSource(Trees trees) {
        this.trees = trees;
    }

    /** The length {@code field} of {@code table} is declared with, e.g. 20 for {@code VARCHAR(20)}. */
    OptionalInt width(TypeElement table, String field) {
        if (trees == null) {
            return OptionalInt.empty();
        }
        for (VariableElement f : ElementFilter.fieldsIn(table.getEnclosedElements())) {
            if (!f.getSimpleName().contentEquals(field)) {
                continue;
            }
            Tree tree = trees.getTree(f);
            if (!(tree instanceof VariableTree) || ((VariableTree) tree).getInitializer() == null) {
                return OptionalInt.empty();
            }
            Integer found = new TreeScanner<Integer, Void>() {
                @Override
                public Integer visitMethodInvocation(MethodInvocationTree node, Void unused) {
                    ExpressionTree select = node.getMethodSelect();
                    if (select instanceof MemberSelectTree
                            && WITH_LENGTH.contains(((MemberSelectTree) select).getIdentifier().toString())
                            && ((MemberSelectTree) select).getExpression().toString().endsWith("SQLDataType")
                            && node.getArguments().size() == 1
                            && node.getArguments().get(0) instanceof LiteralTree
                            && ((LiteralTree) node.getArguments().get(0)).getValue() instanceof Integer) {
                        return (Integer) ((LiteralTree) node.getArguments().get(0)).getValue();
                    }
                    return super.visitMethodInvocation(node, unused);
                }

                @Override
                public Integer reduce(Integer a, Integer b) {
                    return a != null ? a : b;
                }
            }.scan(((VariableTree) tree).getInitializer(), null);
            return found == null || found <= 0 ? OptionalInt.empty() : OptionalInt.of(found);
        }
        return OptionalInt.empty();
    }
}
