package dev.idgen.processor;

import static com.google.testing.compile.CompilationSubject.assertThat;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.google.testing.compile.Compilation;
import com.google.testing.compile.JavaFileObjects;
import dev.idgen.IdGenerator;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
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
            super(HelperBehaviourTest.class.getClassLoader());
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
