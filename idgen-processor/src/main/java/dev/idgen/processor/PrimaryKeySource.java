package dev.idgen.processor;

import com.sun.source.tree.CompilationUnitTree;
import com.sun.source.tree.ExpressionTree;
import com.sun.source.tree.IdentifierTree;
import com.sun.source.tree.ImportTree;
import com.sun.source.tree.MemberSelectTree;
import com.sun.source.tree.MethodTree;
import com.sun.source.tree.NewArrayTree;
import com.sun.source.tree.ReturnTree;
import com.sun.source.tree.StatementTree;
import com.sun.source.tree.Tree;
import com.sun.source.tree.VariableTree;
import com.sun.source.util.TreePath;
import com.sun.source.util.TreeScanner;
import com.sun.source.util.Trees;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import javax.annotation.processing.ProcessingEnvironment;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.TypeElement;
import javax.lang.model.element.VariableElement;
import javax.lang.model.util.ElementFilter;
import javax.lang.model.util.Elements;

/**
 * Reads which fields make up a table's primary key from the jOOQ generated sources, when they are
 * part of the compilation (the usual set-up: jOOQ generates into {@code target/generated-sources}
 * and the application compiles them with its own code).
 *
 * <p>jOOQ generates {@code getPrimaryKey() { return Keys.ORDERS_PKEY; }} and, in {@code Keys},
 * {@code createUniqueKey(Orders.ORDERS, DSL.name("orders_pkey"), new TableField[] { Orders.ORDERS.ID }, true)}
 * (or the same call inline in {@code getPrimaryKey()}). This class follows that shape
 * syntactically, without attributing any tree, and answers the last name of every element of the
 * {@code TableField[]}. Anything else (a class file without source, another compiler than javac,
 * an unexpected shape) answers empty, and the caller asks the user to name the column.
 */
final class PrimaryKeySource {

    private final Trees trees; // null when the compiler is not javac
    private final Elements elements;

    private PrimaryKeySource(Trees trees, Elements elements) {
        this.trees = trees;
        this.elements = elements;
    }

    /** @param trees javac's trees, or {@code null}: the key is then found from the types alone or named by the user */
    static PrimaryKeySource of(Trees trees, ProcessingEnvironment env) {
        return new PrimaryKeySource(trees, env.getElementUtils());
    }

    /** The field names of {@code table}'s primary key, e.g. {@code [ID]}, when its source tells. */
    Optional<List<String>> columns(TypeElement table) {
        if (trees == null) {
            return Optional.empty();
        }
        ExecutableElement getPrimaryKey = ElementFilter.methodsIn(table.getEnclosedElements()).stream()
                .filter(m -> m.getSimpleName().contentEquals("getPrimaryKey") && m.getParameters().isEmpty())
                .findFirst().orElse(null);
        MethodTree method = getPrimaryKey == null ? null : trees.getTree(getPrimaryKey);
        if (method == null || method.getBody() == null) {
            return Optional.empty();
        }
        ExpressionTree returned = null;
        for (StatementTree statement : method.getBody().getStatements()) {
            if (statement instanceof ReturnTree) {
                returned = ((ReturnTree) statement).getExpression();
            }
        }
        if (returned == null) {
            return Optional.empty();
        }
        NewArrayTree fields = findArray(returned);
        if (fields == null) {
            VariableElement constant = constant(returned, table);
            Tree tree = constant == null ? null : trees.getTree(constant);
            VariableTree declaration = tree instanceof VariableTree ? (VariableTree) tree : null;
            fields = declaration == null || declaration.getInitializer() == null ? null
                    : findArray(declaration.getInitializer());
        }
        if (fields == null || fields.getInitializers() == null) {
            return Optional.empty();
        }
        List<String> names = new ArrayList<>();
        for (ExpressionTree field : fields.getInitializers()) {
            String name = lastName(field);
            if (name == null) {
                return Optional.empty();
            }
            names.add(name);
        }
        return Optional.of(names);
    }

    /** The constant {@code Keys.ORDERS_PKEY} (or {@code ORDERS_PKEY}) refers to, resolved by name only. */
    private VariableElement constant(ExpressionTree expression, TypeElement table) {
        if (expression instanceof IdentifierTree) {
            return field(table, ((IdentifierTree) expression).getName().toString());
        }
        if (!(expression instanceof MemberSelectTree)) {
            return null;
        }
        MemberSelectTree select = (MemberSelectTree) expression;
        String owner = select.getExpression().toString();
        TypeElement ownerType = elements.getTypeElement(owner); // already qualified
        if (ownerType == null) {
            ownerType = imported(owner, table);
        }
        return ownerType == null ? null : field(ownerType, select.getIdentifier().toString());
    }

    /** The type a simple name means in {@code table}'s source: a single-type import, else the same package. */
    private TypeElement imported(String simpleName, TypeElement table) {
        TreePath path = trees.getPath(table);
        if (path == null) {
            return null;
        }
        CompilationUnitTree unit = path.getCompilationUnit();
        for (ImportTree i : unit.getImports()) {
            String imported = i.getQualifiedIdentifier().toString();
            if (!i.isStatic() && imported.endsWith("." + simpleName)) {
                return elements.getTypeElement(imported);
            }
        }
        String pkg = elements.getPackageOf(table).getQualifiedName().toString();
        return elements.getTypeElement(pkg.isEmpty() ? simpleName : pkg + "." + simpleName);
    }

    private static VariableElement field(TypeElement type, String name) {
        for (VariableElement f : ElementFilter.fieldsIn(type.getEnclosedElements())) {
            if (f.getSimpleName().contentEquals(name)) {
                return f;
            }
        }
        return null;
    }

    private static NewArrayTree findArray(Tree tree) {
        return new TreeScanner<NewArrayTree, Void>() {
            @Override
            public NewArrayTree visitNewArray(NewArrayTree node, Void unused) {
                return node;
            }

            @Override
            public NewArrayTree reduce(NewArrayTree a, NewArrayTree b) {
                return a != null ? a : b;
            }
        }.scan(tree, null);
    }

    private static String lastName(ExpressionTree expression) {
        if (expression instanceof MemberSelectTree) {
            return ((MemberSelectTree) expression).getIdentifier().toString();
        }
        if (expression instanceof IdentifierTree) {
            return ((IdentifierTree) expression).getName().toString();
        }
        return null;
    }
}
