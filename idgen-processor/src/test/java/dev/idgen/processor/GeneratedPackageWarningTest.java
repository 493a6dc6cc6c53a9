package dev.idgen.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.Compiler;
import com.google.testing.compile.JavaFileObjects;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * {@code @JooqIds} where jOOQ's code generator would delete it (issue #38): inside the target package tree of a
 * table it references, a compile error on the declaring class or package naming the package and the fix; in
 * another package holding jOOQ-generated classes, a warning. idgen's own helpers of an earlier compile beside a
 * declaration are not jOOQ's (no warning). A package of one's own gets no warning ({@link GoldenTest} compiles
 * those with {@code -Werror}).
 */
class GeneratedPackageWarningTest {

    /** Without -Werror: the warning is the point. */
    private static Compiler javac() {
        return Compiler.javac().withProcessors(new JooqIdsProcessor()).withOptions("-Xlint:all,-processing");
    }

    @Test
    void aClassInJooqsTargetPackageIsAnError() {
        JavaFileObject config = JavaFileObjects.forSourceLines("com.example.db.IdConfig",
                "package com.example.db;",
                "",
                "import com.example.db.tables.Orders;",
                "import dev.idgen.JooqIds;",
                "import dev.idgen.Strategy;",
                "",
                "@JooqIds(table = Orders.class, key = \"order\", strategy = Strategy.SEGMENT)",
                "public class IdConfig {",
                "}");
        Compilation compilation = javac().compile(Compilations.withJooq(config, Compilations.ENGINE, Compilations.FORMATTED_ID_GENERATOR));

        assertThat(compilation).failed();
        assertThat(compilation).hadErrorContaining("@JooqIds on IdConfig in package com.example.db: com.example.db is "
                + "inside com.example.db, the package tree jOOQ's code generator writes Orders into");
        assertThat(compilation).hadErrorContaining("Fix: move the @JooqIds declarations to a class or "
                + "package-info.java of a package outside com.example.db (e.g. com.example.ids)");
        assertThat(compilation).hadErrorCount(1);
    }

    @Test
    void aPackageInfoAmongJooqsTablesIsAnError() {
        JavaFileObject packageInfo = JavaFileObjects.forSourceLines("com.example.db.tables.package-info",
                "@JooqIds(table = Orders.class, key = \"order\", strategy = Strategy.SEGMENT)",
                "package com.example.db.tables;",
                "",
                "import dev.idgen.JooqIds;",
                "import dev.idgen.Strategy;");
        Compilation compilation = javac().compile(Compilations.withJooq(packageInfo, Compilations.ENGINE, Compilations.FORMATTED_ID_GENERATOR));

        assertThat(compilation).failed();
        assertThat(compilation).hadErrorContaining("@JooqIds on package-info.java of com.example.db.tables: "
                + "com.example.db.tables is inside com.example.db");
    }

    @Test
    void aSubPackageOfJooqsTargetPackageThatHoldsNothingOfJooqsIsAnErrorToo() {
        // the case of the issue: codegen deletes the whole target directory, sub-packages of one's own included
        JavaFileObject config = JavaFileObjects.forSourceLines("com.example.db.ids.IdConfig",
                "package com.example.db.ids;",
                "",
                "import com.example.db.tables.Orders;",
                "import dev.idgen.JooqIds;",
                "import dev.idgen.Strategy;",
                "",
                "@JooqIds(table = Orders.class, key = \"order\", strategy = Strategy.SEGMENT)",
                "public class IdConfig {",
                "}");
        Compilation compilation = javac().compile(Compilations.withJooq(config, Compilations.ENGINE, Compilations.FORMATTED_ID_GENERATOR));

        assertThat(compilation).failed();
        assertThat(compilation).hadErrorContaining("@JooqIds on IdConfig in package com.example.db.ids: "
                + "com.example.db.ids is inside com.example.db, the package tree jOOQ's code generator writes Orders into");
    }

    @Test
    void anotherPackageHoldingJooqClassesIsWarnedAbout() {
        JavaFileObject copied = JavaFileObjects.forSourceLines("com.example.copy.CopiedCatalog",
                "package com.example.copy;",
                "",
                "@SuppressWarnings({\"serial\", \"rawtypes\", \"unchecked\"})",
                "public class CopiedCatalog extends org.jooq.impl.CatalogImpl {",
                "    public CopiedCatalog() { super(\"\"); }",
                "}");
        JavaFileObject config = JavaFileObjects.forSourceLines("com.example.copy.IdConfig",
                "package com.example.copy;",
                "",
                "import com.example.db.tables.Orders;",
                "import dev.idgen.JooqIds;",
                "import dev.idgen.Strategy;",
                "",
                "@JooqIds(table = Orders.class, key = \"order\", strategy = Strategy.SEGMENT)",
                "public class IdConfig {",
                "}");
        Compilation compilation = javac().compile(Compilations.withJooq(copied, config, Compilations.ENGINE,
                Compilations.FORMATTED_ID_GENERATOR));

        assertThat(compilation).succeeded();
        assertThat(compilation).hadWarningContaining("@JooqIds on IdConfig in package com.example.copy, a package "
                + "jOOQ's code generator writes (it holds CopiedCatalog, generated by jOOQ)");
        assertThat(compilation).generatedSourceFile("com.example.copy.OrdersIds");
    }

    @Test
    void idgensOwnHelperOfAnEarlierCompileIsNotTakenForJooqs() {
        // an incremental compile: yesterday's generated helper (another table's) is compiled beside the declaration
        JavaFileObject earlier = JavaFileObjects.forSourceLines("com.example.shop.CounterIds",
                "package com.example.shop;",
                "",
                "@javax.annotation.processing.Generated(value = \"dev.idgen.processor.JooqIdsProcessor\",",
                "        comments = \"from @JooqIds on package com.example.shop\")",
                "public final class CounterIds {",
                "}");
        JavaFileObject config = JavaFileObjects.forSourceLines("com.example.shop.ShopIds",
                "package com.example.shop;",
                "",
                "import com.example.db.tables.Orders;",
                "import dev.idgen.JooqIds;",
                "import dev.idgen.Strategy;",
                "",
                "@JooqIds(table = Orders.class, key = \"order\", strategy = Strategy.SEGMENT)",
                "public class ShopIds {",
                "}");
        Compilation compilation = Compilations.compile(earlier, config, Compilations.ENGINE,
                Compilations.FORMATTED_ID_GENERATOR);

        assertThat(compilation).succeededWithoutWarnings();
    }
}
