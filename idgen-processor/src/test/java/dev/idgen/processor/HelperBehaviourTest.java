package dev.idgen.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import dev.idgen.IdExhaustedException;
import dev.idgen.IdGenConfigurationException;
import dev.idgen.IdGenerator;
import dev.idgen.format.IdFormat;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.lang.reflect.InvocationHandler;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Proxy;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Paths;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import javax.tools.JavaFileObject;
import org.jooq.DSLContext;
import org.jooq.Field;
import org.jooq.Record;
import org.jooq.SQLDialect;
import org.jooq.Table;
import org.jooq.impl.DSL;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * What the generated helpers do, without a database: they are compiled here, loaded, and used with
 * a detached {@link DSLContext} that only renders SQL, and a generator that records its calls.
 * (The end-to-end module runs the same helpers on PostgreSQL.)
 */
class HelperBehaviourTest {

    static Class<?> ordersIds;
    static Class<?> couponIds;
    static Table<?> orders;
    static Table<?> coupon;

    final DSLContext ctx = DSL.using(SQLDialect.POSTGRES);
    final RecordingGenerator generator = new RecordingGenerator(1000);

    @BeforeAll
    static void compileHelpers() throws Exception {
        Compilation compilation = Compilations.compile(JavaFileObjects.forSourceLines("com.example.shop.package-info",
                "@JooqIds(table = Orders.class, key = \"order\", strategy = Strategy.SEGMENT)",
                "@JooqIds(table = Coupon.class, key = \"coupon\", strategy = Strategy.SEGMENT)",
                "package com.example.shop;",
                "import com.example.db.tables.*;",
                "import dev.idgen.JooqIds;",
                "import dev.idgen.Strategy;"));
        assertThat(compilation).succeeded();
        ClassLoader loader = new CompiledClasses(compilation.generatedFiles());
        ordersIds = loader.loadClass("com.example.shop.OrdersIds");
        couponIds = loader.loadClass("com.example.shop.CouponIds");
        orders = (Table<?>) loader.loadClass("com.example.db.tables.Orders").getField("ORDERS").get(null);
        coupon = (Table<?>) loader.loadClass("com.example.db.tables.Coupon").getField("COUPON").get(null);
    }

    @Test
    void insertIntoSetsTheIdColumnFirst() throws Exception {
        Object helper = helper(ordersIds);

        Object step = call(helper, "insertInto", ctx);

        assertThat(step.toString()).contains("insert into \"public\".\"orders\" (\"id\")").contains("values (1000)");
        assertThat(generator.calls).containsExactly("nextId");
    }

    @Test
    void aBulkInsertAssignsMissingIdsWithOneCallAndKeepsTheOthers() throws Exception {
        Object helper = helper(ordersIds);
        List<Record> records = new ArrayList<>();
        for (int i = 0; i < 4; i++) {
            Record r = ctx.newRecord(orders);
            r.set(field(orders, "customer"), "c" + i);
            records.add(r);
        }
        records.get(2).set(field(orders, "id"), 7L);
        records.get(3).set(field(orders, "total"), new java.math.BigDecimal("9.50"));

        Object step = call(helper, "insertInto", ctx, records);

        assertThat(generator.calls).containsExactly("nextIds(3)");
        assertThat(records).extracting(r -> r.get(field(orders, "id"))).containsExactly(1000L, 1001L, 7L, 1002L);
        // one statement; where a record did not set a column another record set, DEFAULT (not NULL)
        String sql = step.toString().replaceAll("\\s+", " ");
        assertThat(sql).containsOnlyOnce("insert into").contains("(\"id\", \"customer\", \"total\")")
                .contains("( 1000, 'c0', default )", "( 1001, 'c1', default )", "( 7, 'c2', default )",
                        "( 1002, 'c3', 9.50 )");
    }

    @Test
    void assignIdsMakesNoCallWhenEveryRecordHasAnId() throws Exception {
        Object helper = helper(ordersIds);
        Record r = ctx.newRecord(orders);
        r.set(field(orders, "id"), 5L);

        Object returned = call(helper, "assignIds", List.of(r));

        assertThat(returned).isEqualTo(List.of(r));
        assertThat(generator.calls).isEmpty();
    }

    @Test
    void anEmptyBulkInsertIsRefusedRatherThanInsertingARowOfDefaults() {
        Object helper = helper(ordersIds);

        assertThatThrownBy(() -> call(helper, "insertInto", ctx, List.of()))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("no records to insert into orders");
        assertThat(generator.calls).isEmpty();
    }

    @Test
    void newRecordsAreAttachedAndNumberedFromOneCall() throws Exception {
        Object helper = helper(ordersIds);

        List<?> records = (List<?>) call(helper, "newRecords", ctx, 3);

        assertThat(records).extracting(r -> ((Record) r).get(field(orders, "id"))).containsExactly(1000L, 1001L, 1002L);
        assertThat(generator.calls).containsExactly("nextIds(3)");
    }

    @Test
    void aTextColumnGetsTheIdAsADecimalString() throws Exception {
        Object helper = helper(couponIds);

        Record record = (Record) call(helper, "newRecord", ctx);

        assertThat(record.get(field(coupon, "code"))).isEqualTo("1000");
        assertThat(call(helper, "nextId")).isEqualTo("1001");
    }

    // --- business ids: Integer columns and formatted ids -------------------------------------------

    /** The helpers of {@link GoldenTest#BUSINESS} (Counter: Integer id; Coupon: daily formatted), loaded. */
    static final class Business {
        static final ClassLoader LOADER;
        static final Class<?> COUNTER_IDS;
        static final Class<?> COUPON_IDS;
        static final Class<?> FORMATTED_GENERATOR;
        static final Table<?> COUNTER;
        static final Table<?> COUPON;

        static {
            Compilation compilation = Compilations.compile(GoldenTest.BUSINESS, Compilations.ENGINE,
                    Compilations.FORMATTED_ID_GENERATOR);
            assertThat(compilation).succeeded();
            try {
                LOADER = new CompiledClasses(compilation.generatedFiles(), HelperBehaviourTest.class.getClassLoader());
                COUNTER_IDS = LOADER.loadClass("com.example.shop.business.CounterIds");
                COUPON_IDS = LOADER.loadClass("com.example.shop.business.CouponIds");
                FORMATTED_GENERATOR = LOADER.loadClass("dev.idgen.jdbc.daily.FormattedIdGenerator");
                COUNTER = (Table<?>) LOADER.loadClass("com.example.db.tables.Counter").getField("COUNTER").get(null);
                COUPON = (Table<?>) LOADER.loadClass("com.example.db.tables.Coupon").getField("COUPON").get(null);
            } catch (ReflectiveOperationException e) {
                throw new AssertionError(e);
            }
        }
    }

    @Test
    void anIntegerColumnGetsIdsUpToIntegerMaxAndThenAClearErrorNeverAWrap() throws Exception {
        RecordingGenerator nearTheEnd = new RecordingGenerator(Integer.MAX_VALUE);
        Object helper = Business.COUNTER_IDS.getConstructor(IdGenerator.class).newInstance(nearTheEnd);

        Record last = (Record) call(helper, "newRecord", ctx);

        assertThat(last.get(field(Business.COUNTER, "id"))).isEqualTo(Integer.MAX_VALUE);
        assertThatThrownBy(() -> call(helper, "nextId"))
                .isInstanceOf(IdExhaustedException.class)
                .hasMessage("idgen: key 'counter' handed out 2147483648 for column counter.id, an Integer column, past "
                        + "Integer.MAX_VALUE (2147483647); the id was not written, and the key never hands out numbers "
                        + "below it again. Fix: make counter.id a BIGINT column and regenerate the jOOQ classes (the "
                        + "column becomes Long)");
        assertThatThrownBy(() -> call(helper, "insertInto", ctx)).isInstanceOf(IdExhaustedException.class);
    }

    @Test
    void aBatchThatWouldPassIntegerMaxLeavesEveryRecordWithoutAnId() throws Exception {
        RecordingGenerator nearTheEnd = new RecordingGenerator(Integer.MAX_VALUE - 1L);
        Object helper = Business.COUNTER_IDS.getConstructor(IdGenerator.class).newInstance(nearTheEnd);
        List<Record> records = new ArrayList<>();
        for (int i = 0; i < 3; i++) {
            records.add(ctx.newRecord(Business.COUNTER));
        }

        assertThatThrownBy(() -> call(helper, "assignIds", records))
                .isInstanceOf(IdExhaustedException.class)
                .hasMessageContaining("key 'counter' handed out 2147483648 for column counter.id")
                .hasMessageContaining("none of the 3 ids was written");
        assertThat(records).extracting(r -> r.get(field(Business.COUNTER, "id"))).containsOnlyNulls();
        assertThat(nearTheEnd.calls).containsExactly("nextIds(3)");
        assertThatThrownBy(() -> call(helper, "newRecords", ctx, 3)).isInstanceOf(IdExhaustedException.class);
    }

    @Test
    void anIntegerColumnBelowTheLimitGetsIntIds() throws Exception {
        Object helper = Business.COUNTER_IDS.getConstructor(IdGenerator.class).newInstance(generator);

        List<?> records = (List<?>) call(helper, "newRecords", ctx, 2);

        assertThat(records).extracting(r -> ((Record) r).get(field(Business.COUNTER, "id"))).containsExactly(1000, 1001);
        assertThat(call(helper, "nextId")).isEqualTo(1002);
    }

    @Test
    void aFormattedHelperWritesTheFormatsIdsAndTakesABatchFromOneCall() throws Exception {
        FormattedStandIn ids = new FormattedStandIn(IdFormat.parse("CPN{date:yyyyMMdd}{serial:6}"));
        Object helper = Business.COUPON_IDS.getConstructor(Business.FORMATTED_GENERATOR).newInstance(ids.proxy());
        List<Record> records = new ArrayList<>();
        for (int i = 0; i < 3; i++) {
            Record r = ctx.newRecord(Business.COUPON);
            r.set(field(Business.COUPON, "amount"), 10 * i);
            records.add(r);
        }
        records.get(1).set(field(Business.COUPON, "code"), "KEPT");

        Object step = call(helper, "insertInto", ctx, records);

        assertThat(ids.calls).containsExactly("nextIds(2)");
        assertThat(records).extracting(r -> r.get(field(Business.COUPON, "code")))
                .containsExactly("CPN20261124000001", "KEPT", "CPN20261124000002");
        assertThat(step.toString().replaceAll("\\s+", " ")).containsOnlyOnce("insert into")
                .contains("( 'CPN20261124000001', 0 )", "( 'KEPT', 10 )", "( 'CPN20261124000002', 20 )");
        assertThat(call(helper, "nextId")).isEqualTo("CPN20261124000003");
        Record one = (Record) call(helper, "newRecord", ctx);
        assertThat(one.get(field(Business.COUPON, "code"))).isEqualTo("CPN20261124000004");
    }

    @Test
    void aColumnNarrowerThanTheFormatIsRefusedWhenTheHelperIsCreated() throws Exception {
        // the jOOQ classes come as class files: the width is not known when compiling, so it compiles ...
        JavaFileObject declaration = ErrorTest.classWith("@JooqIds(table = Coupon.class, key = \"coupon-no\", "
                + "strategy = Strategy.SEGMENT, format = \"CPN{date:yyyyMMdd}{serial:10}\")");
        Compilation compilation = Compilations.javacWithJooqClasses().compile(declaration,
                Compilations.FORMATTED_ID_GENERATOR);
        assertThat(compilation).succeededWithoutWarnings();
        ClassLoader jooqClasses = new URLClassLoader(new URL[] {Paths.get("target", "test-jooq-classes").toUri().toURL()},
                HelperBehaviourTest.class.getClassLoader());
        ClassLoader loader = new CompiledClasses(compilation.generatedFiles(), jooqClasses);
        Class<?> couponIds = loader.loadClass("com.example.shop.config.CouponIds");
        Class<?> formatted = loader.loadClass("dev.idgen.jdbc.daily.FormattedIdGenerator");
        IdFormat format = (IdFormat) couponIds.getField("FORMAT").get(null);
        FormattedStandIn ids = new FormattedStandIn(format, formatted);

        // ... and the helper refuses to be created: coupon.code is VARCHAR(20), the ids have 21 characters
        assertThatThrownBy(() -> {
            try {
                couponIds.getConstructor(formatted).newInstance(ids.proxy());
            } catch (InvocationTargetException e) {
                throw e.getCause();
            }
        }).isInstanceOf(IdGenConfigurationException.class)
                .hasMessage("idgen: column coupon.code holds 20 characters, and key 'coupon-no' with format "
                        + "CPN{date:yyyyMMdd}{serial:10} makes 21-character ids, which it cannot hold. Fix: make the "
                        + "column VARCHAR(21) or wider (and regenerate the jOOQ classes), or shorten the format");
        assertThat(ids.calls).as("no id drawn").isEmpty();
    }

    /** A {@code FormattedIdGenerator} of day 2026-11-24 counting serials from 1, recording its calls. */
    static final class FormattedStandIn implements InvocationHandler {
        final List<String> calls = new ArrayList<>();
        private final IdFormat format;
        private final Class<?> type;
        private long serial = 1;

        FormattedStandIn(IdFormat format) {
            this(format, Business.FORMATTED_GENERATOR);
        }

        FormattedStandIn(IdFormat format, Class<?> type) {
            this.format = format;
            this.type = type;
        }

        Object proxy() {
            return Proxy.newProxyInstance(type.getClassLoader(), new Class<?>[] {type}, this);
        }

        private String next() {
            return format.format(IdFormat.values().date(LocalDate.of(2026, 11, 24)).serial(serial++));
        }

        @Override
        public Object invoke(Object proxy, Method method, Object[] args) {
            switch (method.getName()) {
                case "format":
                    return format;
                case "nextId":
                    calls.add("nextId");
                    return next();
                case "nextIds":
                    calls.add("nextIds(" + args[0] + ")");
                    String[] out = new String[(Integer) args[0]];
                    for (int i = 0; i < out.length; i++) {
                        out[i] = next();
                    }
                    return out;
                default:
                    throw new UnsupportedOperationException(method.toString());
            }
        }
    }

    private Object helper(Class<?> type) {
        try {
            return type.getConstructor(IdGenerator.class).newInstance(generator);
        } catch (ReflectiveOperationException e) {
            throw new AssertionError(e);
        }
    }

    private static Field<Object> field(Table<?> table, String name) {
        @SuppressWarnings("unchecked")
        Field<Object> f = (Field<Object>) table.field(name);
        return f;
    }

    /** Calls the helper's public method {@code name} with these arguments; unwraps what it throws. */
    private static Object call(Object helper, String name, Object... args) throws Exception {
        for (Method m : helper.getClass().getMethods()) {
            if (m.getName().equals(name) && m.getParameterCount() == args.length) {
                try {
                    return m.invoke(helper, args);
                } catch (InvocationTargetException e) {
                    throw (Exception) e.getCause();
                }
            }
        }
        throw new AssertionError("no method " + name + " with " + args.length + " parameters");
    }

    /** Counts up from {@code start}, recording every call. */
    static final class RecordingGenerator implements IdGenerator {
        final List<String> calls = new ArrayList<>();
        private long next;

        RecordingGenerator(long start) {
            this.next = start;
        }

        @Override
        public long nextId() {
            calls.add("nextId");
            return next++;
        }

        @Override
        public long[] nextIds(int count) {
            calls.add("nextIds(" + count + ")");
            long[] ids = new long[count];
            for (int i = 0; i < count; i++) {
                ids[i] = next++;
            }
            return ids;
        }
    }

    /** The class files of an in-memory compilation, with the test's class loader as parent. */
    static final class CompiledClasses extends ClassLoader {
        private final Map<String, JavaFileObject> classes = new HashMap<>();

        CompiledClasses(List<JavaFileObject> files) {
            this(files, HelperBehaviourTest.class.getClassLoader());
        }

        CompiledClasses(List<JavaFileObject> files, ClassLoader parent) {
            super(parent);
            for (JavaFileObject f : files) {
                if (f.getKind() == JavaFileObject.Kind.CLASS) {
                    String path = f.toUri().getPath().replaceFirst("^/CLASS_OUTPUT/", "");
                    classes.put(path.substring(0, path.length() - ".class".length()).replace('/', '.'), f);
                }
            }
        }

        @Override
        protected Class<?> findClass(String name) throws ClassNotFoundException {
            JavaFileObject file = classes.get(name);
            if (file == null) {
                throw new ClassNotFoundException(name);
            }
            try (InputStream in = file.openInputStream()) {
                byte[] bytes = in.readAllBytes();
                return defineClass(name, bytes, 0, bytes.length);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
    }
}
