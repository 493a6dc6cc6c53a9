package dev.idgen.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static org.assertj.core.api.Assertions.assertThat;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import java.io.IOException;
import java.io.UncheckedIOException;
import javax.tools.JavaFileObject;
import org.junit.jupiter.api.Test;

/**
 * One compilation per error the processor reports, each asserting the message and that it sits on
 * the exact attribute value (file, line and column), for a single {@code @JooqIds} on a class and
 * for repeated ones on a package (where javac itself cannot place it).
 */
class ErrorTest {

    @Test
    void aTableClassThatIsNotAJooqTable() {
        JavaFileObject file = packageInfo(
                "@JooqIds(table = Orders.class, key = \"order\", strategy = Strategy.SEGMENT, column = \"ID\")",
                "@JooqIds(table = String.class, key = \"text\", strategy = Strategy.SEGMENT)");

        Compilation compilation = Compilations.javacWithJooqClasses().compile(file);

        expectError(compilation, file, "not a jOOQ table: java.lang.String does not implement org.jooq.Table; "
                + "name the class jOOQ generated for the table, e.g. table = Orders.class", ".class, key = \"text\"");
        assertThat(compilation).hadErrorCount(1);
    }

    @Test
    void aRecordClassIsNotATableEither() {
        JavaFileObject file = classWith("@JooqIds(table = OrdersRecord.class, key = \"order\", strategy = Strategy.SEGMENT)");

        Compilation compilation = Compilations.javacWithJooqClasses().compile(file);

        expectError(compilation, file, "not a jOOQ table: com.example.db.tables.records.OrdersRecord does not implement "
                + "org.jooq.Table", ".class, key");
    }

    @Test
    void aColumnThatDoesNotExist() {
        JavaFileObject file = packageInfo(
                "@JooqIds(table = Coupon.class, key = \"coupon\", strategy = Strategy.SEGMENT)",
                "@JooqIds(table = Orders.class, key = \"order\", strategy = Strategy.SEGMENT, column = \"order_id\")");

        Compilation compilation = Compilations.javacWithJooqClasses().compile(file);

        expectError(compilation, file, "column 'order_id' does not exist in com.example.db.tables.Orders; its columns "
                + "are ID, CUSTOMER, TOTAL, CUSTOMER_ID", "\"order_id\"");
    }

    @Test
    void aNamedColumnOfATypeThatCannotHoldTheIds() {
        JavaFileObject file = classWith(
                "@JooqIds(table = Orders.class, key = \"order\", strategy = Strategy.SEGMENT, column = \"total\")");

        Compilation compilation = Compilations.javacWithJooqClasses().compile(file);

        expectError(compilation, file, "column Orders.TOTAL holds java.math.BigDecimal; segment ids are positive 64-bit "
                + "numbers and need a column of Long, BigInteger, String or ULong", "\"total\"");
    }

    @Test
    void aPrimaryKeyOfATypeThatCannotHoldTheIdsIsReportedOnTheTable() {
        JavaFileObject file = packageInfo(
                "@JooqIds(table = Orders.class, key = \"order\", strategy = Strategy.SEGMENT, column = \"id\")",
                "@JooqIds(table = Counter.class, key = \"counter\", strategy = Strategy.SNOWFLAKE)");

        Compilation compilation = Compilations.javacWithJooqClasses().compile(file);

        expectError(compilation, file, "the primary key of Counter holds java.lang.Integer; snowflake ids are positive "
                + "64-bit numbers and need a column of Long, BigInteger, String or ULong", ".class, key = \"counter\"");
        assertThat(compilation).hadErrorCount(1);
    }

    @Test
    void aKeyDeclaredTwiceWithDifferentStrategies() {
        JavaFileObject shop = packageInfo(
                "@JooqIds(table = Orders.class, key = \"order\", strategy = Strategy.SEGMENT, column = \"ID\")",
                "@JooqIds(table = Coupon.class, key = \"order\", strategy = Strategy.SNOWFLAKE)");

        Compilation compilation = Compilations.javacWithJooqClasses().compile(shop);

        expectError(compilation, shop, "key 'order' is declared with strategy snowflake here but with segment on "
                + "package com.example.shop (table Orders); a key has one strategy", ".SNOWFLAKE");
    }

    @Test
    void aKeyDeclaredWithAnotherStrategyInAnotherFile() {
        JavaFileObject shop = packageInfo(
                "@JooqIds(table = Orders.class, key = \"order\", strategy = Strategy.SEGMENT, column = \"ID\")",
                "@JooqIds(table = Coupon.class, key = \"coupon\", strategy = Strategy.SEGMENT)");
        JavaFileObject config = classWith("@JooqIds(table = Big.class, key = \"order\", strategy = Strategy.SLOW_ORDERED)");

        Compilation compilation = Compilations.javacWithJooqClasses().compile(shop, config);

        expectError(compilation, config, "key 'order' is declared with strategy slow-ordered here but with segment on "
                + "package com.example.shop (table Orders); a key has one strategy", ".SLOW_ORDERED");
    }

    @Test
    void aKeyDeclaredTwiceWithDifferentSteps() {
        JavaFileObject file = packageInfo(
                "@JooqIds(table = Orders.class, key = \"order\", strategy = Strategy.SEGMENT, column = \"ID\", step = 100)",
                "@JooqIds(table = Ledger.class, key = \"order\", strategy = Strategy.SEGMENT, column = \"ID\", step = 200)");

        Compilation compilation = Compilations.javacWithJooqClasses().compile(file);

        expectError(compilation, file, "key 'order' is declared with step 200 here but with 100 on package "
                + "com.example.shop (table Orders); a key has one step", "200)");
    }

    @Test
    void anInvalidKey() {
        JavaFileObject file = packageInfo(
                "@JooqIds(table = Orders.class, key = \"order\", strategy = Strategy.SEGMENT, column = \"ID\")",
                "@JooqIds(table = Coupon.class, key = \"coupon code\", strategy = Strategy.SEGMENT)");

        Compilation compilation = Compilations.javacWithJooqClasses().compile(file);

        expectError(compilation, file, "key 'coupon code' contains a space at index 6; a key is 1 to 128 characters of "
                + "letters, digits, '.', '_', '-' and ':'", "\"coupon code\"");
    }

    @Test
    void anEmptyOrTooLongKey() {
        String longKey = "k".repeat(129);
        JavaFileObject file = packageInfo(
                "@JooqIds(table = Orders.class, key = \"\", strategy = Strategy.SEGMENT, column = \"ID\")",
                "@JooqIds(table = Coupon.class, key = \"" + longKey + "\", strategy = Strategy.SEGMENT)");

        Compilation compilation = Compilations.javacWithJooqClasses().compile(file);

        expectError(compilation, file, "key '' has 0 characters", "\"\", strategy");
        expectError(compilation, file, "has 129 characters", "\"" + longKey + "\"");
    }

    @Test
    void aTableWithoutPrimaryKeyNeedsANamedColumn() {
        JavaFileObject file = classWith("@JooqIds(table = Nopk.class, key = \"nopk\", strategy = Strategy.SEGMENT)");

        Compilation compilation = Compilations.javacWithJooqClasses().compile(file);

        expectError(compilation, file, "com.example.db.tables.Nopk has no primary key that jOOQ knows of (NopkRecord "
                + "does not override key()); name the column that gets the ids: column = \"...\" (one of ID)", ".class");
    }

    @Test
    void aCompositePrimaryKeyNeedsANamedColumn() {
        JavaFileObject file = classWith("@JooqIds(table = Line.class, key = \"line\", strategy = Strategy.SEGMENT)");

        Compilation compilation = Compilations.javacWithJooqClasses().compile(file);

        expectError(compilation, file, "com.example.db.tables.Line has a primary key of 2 columns; ids go into one "
                + "column: name it with column = \"...\" (one of ORDER_ID, LINE_NO)", ".class");
    }

    @Test
    void anAmbiguousPrimaryKeyOfClassFilesNeedsANamedColumn() {
        // ID and CUSTOMER_ID are both Long; without Orders' sources nothing tells which one is the key
        JavaFileObject file = classWith("@JooqIds(table = Orders.class, key = \"order\", strategy = Strategy.SEGMENT)");

        Compilation compilation = Compilations.javacWithJooqClasses().compile(file);

        expectError(compilation, file, "cannot tell which of ID, CUSTOMER_ID (all java.lang.Long) is the primary key of "
                + "com.example.db.tables.Orders: its jOOQ sources are not part of this compilation; name it with "
                + "column = \"...\"", ".class");
    }

    @Test
    void aStepThatIsNegativeOrOnAKeyThatHasNone() {
        JavaFileObject file = packageInfo(
                "@JooqIds(table = Orders.class, key = \"order\", strategy = Strategy.SEGMENT, column = \"ID\", step = -5)",
                "@JooqIds(table = Coupon.class, key = \"coupon\", strategy = Strategy.SNOWFLAKE, step = 50)");

        Compilation compilation = Compilations.javacWithJooqClasses().compile(file);

        expectError(compilation, file, "step must be positive, or 0 for the table's default; was -5", "-5");
        expectError(compilation, file, "step is for segment keys; key 'coupon' is a snowflake key", "50)");
    }

    @Test
    void aTableDeclaredTwice() {
        JavaFileObject file = packageInfo(
                "@JooqIds(table = Coupon.class, key = \"coupon\", strategy = Strategy.SEGMENT)",
                "@JooqIds(table = Coupon.class, key = \"voucher\", strategy = Strategy.SEGMENT, helper = \"VoucherIds\")");

        Compilation compilation = Compilations.javacWithJooqClasses().compile(file);

        expectError(compilation, file, "com.example.db.tables.Coupon already gets its ids from key 'coupon' (declared on "
                + "package com.example.shop); declare each table once", ".class, key = \"voucher\"");
    }

    @Test
    void twoTablesWithOneHelperName() {
        JavaFileObject file = packageInfo(
                "@JooqIds(table = Coupon.class, key = \"coupon\", strategy = Strategy.SEGMENT)",
                "@JooqIds(table = Big.class, key = \"big\", strategy = Strategy.SEGMENT, helper = \"CouponIds\")",
                "@JooqIds(table = Ledger.class, key = \"ledger\", strategy = Strategy.SEGMENT, helper = \"class\")");

        Compilation compilation = Compilations.javacWithJooqClasses().compile(file);

        expectError(compilation, file, "helper com.example.shop.CouponIds is already generated for table "
                + "com.example.db.tables.Coupon (declared on package com.example.shop); name this one with "
                + "helper = \"...\"", "\"CouponIds\"");
        expectError(compilation, file, "helper 'class' is not a simple Java class name", "\"class\"");
    }

    @Test
    void aTableClassThatCannotBeFound() {
        JavaFileObject file = classWith("@JooqIds(table = Missing.class, key = \"m\", strategy = Strategy.SEGMENT)");

        Compilation compilation = Compilations.javacWithJooqClasses().compile(file);

        assertThat(compilation).hadErrorContaining("cannot find symbol").inFile(file).onLineContaining("Missing.class");
        expectError(compilation, file, "the table class of key 'm' cannot be resolved", ".class");
    }

    @Test
    void anExplicitContainerIsReadAndPlacedLikeRepeatedAnnotations() {
        JavaFileObject file = JavaFileObjects.forSourceLines("com.example.shop.Config",
                "package com.example.shop;",
                "",
                "import com.example.db.tables.*;",
                "import dev.idgen.JooqIds;",
                "import dev.idgen.Strategy;",
                "",
                "@JooqIds.List({",
                "        @JooqIds(table = Coupon.class, key = \"coupon\", strategy = Strategy.SEGMENT),",
                "        @JooqIds(table = Big.class, key = \"b b\", strategy = Strategy.SEGMENT)",
                "})",
                "class Config {",
                "}");

        Compilation compilation = Compilations.javacWithJooqClasses().compile(file);

        expectError(compilation, file, "key 'b b' contains a space", "\"b b\"");
    }

    /** A {@code package-info.java} of {@code com.example.shop} with these annotations. */
    static JavaFileObject packageInfo(String... annotations) {
        String[] lines = new String[annotations.length + 6];
        System.arraycopy(annotations, 0, lines, 0, annotations.length);
        int i = annotations.length;
        lines[i++] = "package com.example.shop;";
        lines[i++] = "";
        lines[i++] = "import com.example.db.tables.*;";
        lines[i++] = "import com.example.db.tables.records.*;";
        lines[i++] = "import dev.idgen.JooqIds;";
        lines[i] = "import dev.idgen.Strategy;";
        return JavaFileObjects.forSourceLines("com.example.shop.package-info", lines);
    }

    /** A class {@code com.example.shop.config.Config} with this annotation. */
    static JavaFileObject classWith(String annotation) {
        return JavaFileObjects.forSourceLines("com.example.shop.config.Config",
                "package com.example.shop.config;",
                "",
                "import com.example.db.tables.*;",
                "import com.example.db.tables.records.*;",
                "import dev.idgen.JooqIds;",
                "import dev.idgen.Strategy;",
                "",
                annotation,
                "public class Config {",
                "}");
    }

    /**
     * Asserts an error with {@code message} at the first character of {@code marker}, which must
     * occur once in {@code file} (javac places a {@code Foo.class} or {@code Strategy.X} value on its
     * dot).
     */
    static void expectError(Compilation compilation, JavaFileObject file, String message, String marker) {
        String source;
        try {
            source = file.getCharContent(true).toString();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        int at = source.indexOf(marker);
        assertThat(at).as("marker '%s' in %s", marker, file.getName()).isNotNegative();
        assertThat(source.indexOf(marker, at + 1)).as("marker '%s' occurs once", marker).isNegative();
        long line = source.substring(0, at).chars().filter(c -> c == '\n').count() + 1;
        long column = at - source.lastIndexOf('\n', at - 1);
        assertThat(compilation).hadErrorContaining(message).inFile(file).onLine(line).atColumn(column);
    }
}
