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

        expectError(compilation, file, "the primary key of Counter holds java.lang.Integer, and snowflake ids use 63 "
                + "bits: none fits in an Integer; make the column BIGINT (Long in jOOQ), or use a segment or slow-ordered "
                + "key for an Integer column", ".class, key = \"counter\"");
        assertThat(compilation).hadErrorCount(1);
    }

    @Test
    void aFormatWithAStrategyOtherThanSegment() {
        JavaFileObject file = packageInfo(
                "@JooqIds(table = Coupon.class, key = \"c\", strategy = Strategy.SNOWFLAKE, format = \"C{serial:9}\")",
                "@JooqIds(table = Ledger.class, column = \"entry\", key = \"l\", strategy = Strategy.SLOW_ORDERED,"
                        + " format = \"L{date:yyyyMMdd}{serial:6}\")");

        Compilation compilation = Compilations.javacWithJooqClasses().compile(file, Compilations.FORMATTED_ID_GENERATOR);

        expectError(compilation, file, "format \"C{serial:9}\" is given with strategy snowflake; formatted ids take "
                + "their serials from the key's daily sequence (with a {date:..}) or from its segment key (without), so "
                + "they are declared with strategy = Strategy.SEGMENT; use that, or remove format for numeric snowflake "
                + "ids", "\"C{serial:9}\"");
        expectError(compilation, file, "format \"L{date:yyyyMMdd}{serial:6}\" is given with strategy slow-ordered;",
                "\"L{date:yyyyMMdd}{serial:6}\"");
        assertThat(compilation).hadErrorCount(2);
    }

    @Test
    void aFormatThatDoesNotParse() {
        JavaFileObject file = classWith("@JooqIds(table = Coupon.class, key = \"c\", strategy = Strategy.SEGMENT, "
                + "format = \"ORD{serial:0}\")");

        Compilation compilation = Compilations.javacWithJooqClasses().compile(file, Compilations.FORMATTED_ID_GENERATOR);

        expectError(compilation, file, "id format 'ORD{serial:0}' at index 3: write {serial:N} with N from 1 to 18; "
                + "write a pattern of literals, {date:PATTERN}, {serial:N} such as format = "
                + "\"ORD{date:yyyyMMdd}{serial:7}\" (see dev.idgen.format.IdFormat)", "\"ORD{serial:0}\"");
    }

    /** A date that could repeat a number is a compile error on the annotation value, not a repeat in production. */
    @Test
    void aFormatWhoseNumbersCouldRepeat() {
        JavaFileObject file = packageInfo(
                "@JooqIds(table = Coupon.class, key = \"c\", strategy = Strategy.SEGMENT, format = \"C{date:MMdd}{serial:6}\")",
                "@JooqIds(table = Ledger.class, column = \"entry\", key = \"l\", strategy = Strategy.SEGMENT, "
                        + "format = \"L{date:yyyyMMddHH}{serial:4}\")");

        Compilation compilation = Compilations.javacWithJooqClasses().compile(file, Compilations.FORMATTED_ID_GENERATOR);

        expectError(compilation, file, "id format 'C{date:MMdd}{serial:6}' at index 1: the date has no year, so the serial "
                + "would repeat every year; write {date:yyyyMMdd}; write a pattern of literals", "\"C{date:MMdd}{serial:6}\"");
        expectError(compilation, file, "id format 'L{date:yyyyMMddHH}{serial:4}' at index 1: 'HH' is a time-of-day field",
                "\"L{date:yyyyMMddHH}{serial:4}\"");
        assertThat(compilation).hadErrorCount(2);
    }

    @Test
    void aFormatThatNeedsPartsFromTheCaller() {
        JavaFileObject file = packageInfo(
                "@JooqIds(table = Coupon.class, key = \"c\", strategy = Strategy.SEGMENT, "
                        + "format = \"C{part:region:2}{serial:6}\")",
                "@JooqIds(table = Ledger.class, column = \"entry\", key = \"l\", strategy = Strategy.SEGMENT, "
                        + "format = \"L{worker:2}{serial:6}\")");

        Compilation compilation = Compilations.javacWithJooqClasses().compile(file, Compilations.FORMATTED_ID_GENERATOR);

        expectError(compilation, file, "format \"C{part:region:2}{serial:6}\" needs part 'region' from the caller for "
                + "every id, which the generated helper cannot give; use a format the engine fills by itself (literals, "
                + "{date:..}, {serial:N}), or set the id yourself with engine.formatted(key, format).nextId(v -> ...)",
                "\"C{part:region:2}{serial:6}\"");
        expectError(compilation, file, "format \"L{worker:2}{serial:6}\" needs worker from the caller",
                "\"L{worker:2}{serial:6}\"");
    }

    @Test
    void aFormatForANumericColumn() {
        JavaFileObject file = packageInfo(
                "@JooqIds(table = Orders.class, column = \"ID\", key = \"o\", strategy = Strategy.SEGMENT, "
                        + "format = \"O{serial:9}\")",
                "@JooqIds(table = Counter.class, key = \"c\", strategy = Strategy.SEGMENT, format = \"C{serial:9}\")");

        Compilation compilation = Compilations.javacWithJooqClasses().compile(file, Compilations.FORMATTED_ID_GENERATOR);

        expectError(compilation, file, "column Orders.ID holds java.lang.Long, and format \"O{serial:9}\" makes "
                + "10-character String ids; name a String (VARCHAR) column of at least 10 characters with column = "
                + "\"...\", or remove format for numeric ids", "\"ID\"");
        expectError(compilation, file, "the primary key of Counter holds java.lang.Integer, and format \"C{serial:9}\" "
                + "makes 10-character String ids", ".class, key = \"c\"");
    }

    @Test
    void aFormatLongerThanTheColumnWhoseJooqSourceTellsItsWidth() {
        // coupon.code is VARCHAR(20); with the jOOQ sources in the compilation the width is known
        JavaFileObject file = classWith("@JooqIds(table = Coupon.class, key = \"c\", strategy = Strategy.SEGMENT, "
                + "format = \"CPN{date:yyyyMMdd}{serial:10}\")");

        Compilation compilation = Compilations.compile(file, Compilations.FORMATTED_ID_GENERATOR);

        expectError(compilation, file, "format \"CPN{date:yyyyMMdd}{serial:10}\" makes 21-character ids, but column "
                + "Coupon.CODE holds 20 characters (its jOOQ source says so); make the column VARCHAR(21) or wider and "
                + "regenerate the jOOQ classes, or shorten the format", "\"CPN{date:yyyyMMdd}{serial:10}\"");
        assertThat(compilation).hadErrorCount(1);
    }

    @Test
    void aStepOnADailyFormat() {
        JavaFileObject file = classWith("@JooqIds(table = Coupon.class, key = \"c\", strategy = Strategy.SEGMENT, "
                + "format = \"C{date:yyyyMMdd}{serial:6}\", step = 500)");

        Compilation compilation = Compilations.javacWithJooqClasses().compile(file, Compilations.FORMATTED_ID_GENERATOR);

        expectError(compilation, file, "step 500 has no effect: with format \"C{date:yyyyMMdd}{serial:6}\" the serials of "
                + "key 'c' come from its daily sequence, whose first step is the engine's dailyStep; remove step (or drop "
                + "the {date:..} to draw serials from segment key 'c')", "500)");
    }

    @Test
    void aFormatWithoutIdgenJdbcOnTheClasspath() {
        JavaFileObject file = classWith("@JooqIds(table = Coupon.class, key = \"c\", strategy = Strategy.SEGMENT, "
                + "format = \"C{serial:9}\")");

        Compilation compilation = Compilations.javacWithJooqClasses().compile(file);

        expectError(compilation, file, "format needs idgen-jdbc on the compile classpath "
                + "(dev.idgen.jdbc.daily.FormattedIdGenerator cannot be found): the helper draws its ids from a "
                + "FormattedIdGenerator; add dependency dev.idgen:idgen-jdbc", "\"C{serial:9}\"");
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
