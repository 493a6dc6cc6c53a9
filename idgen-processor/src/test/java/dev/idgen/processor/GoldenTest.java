package dev.idgen.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static dev.idgen.processor.Compilations.ENGINE;
import static dev.idgen.processor.Compilations.FORMATTED_ID_GENERATOR;
import static dev.idgen.processor.Compilations.compile;
import static dev.idgen.processor.Compilations.generatedSource;
import static dev.idgen.processor.Compilations.golden;
import static org.assertj.core.api.Assertions.assertThat;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import dev.idgen.DeclaredKeys;
import java.io.IOException;
import javax.tools.JavaFileObject;
import javax.tools.StandardLocation;
import org.junit.jupiter.api.Test;

/**
 * The generated helpers, compared with golden files under {@code src/test/resources/golden}, and
 * compiled (with {@code -Xlint:all -Werror}) together with real jOOQ output.
 */
class GoldenTest {

    static final JavaFileObject SHOP = JavaFileObjects.forSourceLines("com.example.shop.package-info",
            "@JooqIds(table = Orders.class, key = \"order\", strategy = Strategy.SEGMENT, step = 500)",
            "@JooqIds(table = Coupon.class, key = \"coupon\", strategy = Strategy.SNOWFLAKE)",
            "@JooqIds(table = Big.class, key = \"big\", strategy = Strategy.SLOW_ORDERED)",
            "package com.example.shop;",
            "",
            "import com.example.db.tables.Big;",
            "import com.example.db.tables.Coupon;",
            "import com.example.db.tables.Orders;",
            "import dev.idgen.JooqIds;",
            "import dev.idgen.Strategy;");

    static final JavaFileObject LEDGER_CONFIG = JavaFileObjects.forSourceLines("com.example.shop.config.LedgerConfig",
            "package com.example.shop.config;",
            "",
            "import com.example.db.tables.Ledger;",
            "import dev.idgen.JooqIds;",
            "import dev.idgen.Strategy;",
            "",
            "@JooqIds(table = Ledger.class, key = \"order\", strategy = Strategy.SEGMENT, column = \"id\",",
            "        helper = \"LedgerEntryIds\")",
            "public class LedgerConfig {",
            "}");

    @Test
    void helpersMatchTheGoldenFilesAndCompileWithoutWarnings() {
        Compilation compilation = compile(SHOP, LEDGER_CONFIG, ENGINE, FORMATTED_ID_GENERATOR, Compilations.EXISTING_ROWS);

        assertThat(compilation).succeededWithoutWarnings();
        for (String helper : new String[] {"com.example.shop.OrdersIds", "com.example.shop.CouponIds",
                "com.example.shop.BigIds", "com.example.shop.config.LedgerEntryIds"}) {
            String actual = generatedSource(compilation, helper);
            assertThat(actual).as(helper).isEqualTo(golden(helper.replace('.', '/') + ".java", actual));
        }
    }

    /** Business ids: an Integer key column, formatted ids with a date (daily serials) and without (segment serials). */
    static final JavaFileObject BUSINESS = JavaFileObjects.forSourceLines("com.example.shop.business.BusinessIds",
            "package com.example.shop.business;",
            "",
            "import com.example.db.tables.Counter;",
            "import com.example.db.tables.Coupon;",
            "import com.example.db.tables.Ledger;",
            "import com.example.db.tables.Line;",
            "import dev.idgen.JooqIds;",
            "import dev.idgen.Strategy;",
            "",
            "@JooqIds(table = Counter.class, key = \"counter\", strategy = Strategy.SEGMENT)",
            "@JooqIds(table = Line.class, column = \"line_no\", key = \"line\", strategy = Strategy.SLOW_ORDERED)",
            "@JooqIds(table = Coupon.class, key = \"coupon-no\", strategy = Strategy.SEGMENT, format = \"CPN{date:yyyyMMdd}{serial:6}\")",
            "@JooqIds(table = Ledger.class, column = \"entry\", key = \"ledger-no\", strategy = Strategy.SEGMENT, step = 50,",
            "        format = \"L{serial:9}\")",
            "public class BusinessIds {",
            "}");

    @Test
    void businessHelpersMatchTheGoldenFilesAndCompileWithoutWarnings() {
        Compilation compilation = compile(BUSINESS, ENGINE, FORMATTED_ID_GENERATOR);

        assertThat(compilation).succeededWithoutWarnings();
        for (String helper : new String[] {"com.example.shop.business.CounterIds", "com.example.shop.business.CouponIds",
                "com.example.shop.business.LedgerIds"}) {
            String actual = generatedSource(compilation, helper);
            assertThat(actual).as(helper).isEqualTo(golden(helper.replace('.', '/') + ".java", actual));
        }
        // an Integer column of a slow-ordered key: the same checked conversion (no golden of its own)
        assertThat(generatedSource(compilation, "com.example.shop.business.LineIds"))
                .contains("public static final TableField<LineRecord, Integer> COLUMN = Line.LINE.LINE_NO;")
                .contains("public int nextId() {")
                .contains("return IdColumns.toInt(generator.nextId(), KEY, COLUMN.getTable().getName(), COLUMN.getName());")
                .contains("int[] ids = IdColumns.toInts(generator.nextIds(missing), KEY, COLUMN.getTable().getName(), "
                        + "COLUMN.getName());");
    }

    /** A monthly or weekly format's helper says how often its serial restarts (issue #28): not "every day". */
    @Test
    void aHelperNamesThePeriodItsFormatsSerialRestartsBy() {
        JavaFileObject periods = JavaFileObjects.forSourceLines("com.example.shop.business.PeriodIds",
                "package com.example.shop.business;",
                "",
                "import com.example.db.tables.Coupon;",
                "import com.example.db.tables.Ledger;",
                "import dev.idgen.JooqIds;",
                "import dev.idgen.Strategy;",
                "",
                "@JooqIds(table = Coupon.class, key = \"coupon-no\", strategy = Strategy.SEGMENT, format = \"CPN{date:yyyyMM}{serial:6}\")",
                "@JooqIds(table = Ledger.class, column = \"entry\", key = \"ledger-no\", strategy = Strategy.SEGMENT,",
                "        format = \"L{date:YYYYww}{serial:4}\")",
                "public class PeriodIds {",
                "}");
        Compilation compilation = compile(periods, ENGINE, FORMATTED_ID_GENERATOR);

        assertThat(compilation).succeededWithoutWarnings();
        assertThat(generatedSource(compilation, "com.example.shop.business.CouponIds"))
                .contains("the monthly sequence of key {@value #KEY}, restarting at 1 every month").doesNotContain("every day");
        assertThat(generatedSource(compilation, "com.example.shop.business.LedgerIds"))
                .contains("the weekly sequence of key {@value #KEY}, restarting at 1 every ISO week").doesNotContain("every day");
    }

    @Test
    void theManifestRegistersASegmentSerialSourceAndNamesDailyFormatsInCommentsOnly() throws IOException {
        Compilation compilation = compile(BUSINESS, ENGINE, FORMATTED_ID_GENERATOR);

        assertThat(compilation).succeeded();
        JavaFileObject manifest = compilation.generatedFile(StandardLocation.CLASS_OUTPUT, DeclaredKeys.RESOURCE)
                .orElseThrow(() -> new AssertionError("no manifest; generated: " + compilation.generatedFiles()));
        String text = manifest.getCharContent(true).toString();
        assertThat(text).endsWith(
                "counter=segment\n"
                        + "ledger-no=segment;step=50\n"
                        + "line=slow-ordered\n"
                        + "# Formatted ids with a {date:..} take their serials from the key's daily sequence, whose\n"
                        + "# rows (idgen_daily) are created on first use, also by a strict engine: nothing to register.\n"
                        + "# coupon-no: daily, format CPN{date:yyyyMMdd}{serial:6}\n");
        // what IdGenMigrations reads from it: the keys to register, the daily one not among them
        assertThat(DeclaredKeys.parse(new java.io.StringReader(text), "manifest")).extracting(k -> k.key())
                .containsExactly("counter", "ledger-no", "line");
    }

    @Test
    void withoutIdgenJdbcOnTheClasspathTheHelperTakesAGeneratorOnly() {
        Compilation compilation = compile(SHOP);

        assertThat(compilation).succeededWithoutWarnings();
        String actual = generatedSource(compilation, "com.example.shop.OrdersIds");
        assertThat(actual).isEqualTo(golden("without-engine/OrdersIds.java", actual));
        assertThat(actual).doesNotContain("IdGenEngine");
    }

    @Test
    void theManifestListsEveryKeyOnceSortedWithItsStrategyAndStep() throws IOException {
        Compilation compilation = compile(SHOP, LEDGER_CONFIG, ENGINE, FORMATTED_ID_GENERATOR);

        assertThat(compilation).succeeded();
        JavaFileObject manifest = compilation.generatedFile(StandardLocation.CLASS_OUTPUT, DeclaredKeys.RESOURCE)
                .orElseThrow(() -> new AssertionError("no manifest; generated: " + compilation.generatedFiles()));
        assertThat(manifest.getCharContent(true).toString()).endsWith(
                "big=slow-ordered\n"
                        + "coupon=snowflake\n"
                        + "order=segment;step=500\n");
    }

    @Test
    void noDeclarationsNoManifest() {
        Compilation compilation = Compilations.javac().compile(JavaFileObjects.forSourceLines("com.example.Plain",
                "package com.example;", "class Plain {}"));

        assertThat(compilation).succeededWithoutWarnings();
        assertThat(compilation.generatedSourceFiles()).isEmpty();
        assertThat(compilation.generatedFile(StandardLocation.CLASS_OUTPUT, DeclaredKeys.RESOURCE)).isEmpty();
    }
}
