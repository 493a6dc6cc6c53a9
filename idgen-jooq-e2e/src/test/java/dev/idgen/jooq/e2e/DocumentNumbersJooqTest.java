package dev.idgen.jooq.e2e;

import static org.assertj.core.api.Assertions.assertThat;
import static org.jooq.impl.DSL.field;
import static org.jooq.impl.DSL.table;

import dev.idgen.format.IdFormat;
import dev.idgen.jdbc.IdGenEngine;
import dev.idgen.jdbc.document.DocumentNumbers;
import dev.idgen.migrations.IdGenMigrations;
import dev.idgen.testsupport.TestDatabase;
import dev.idgen.testsupport.TestDatabases;
import java.util.List;
import java.util.function.Supplier;
import java.util.stream.Stream;
import org.jooq.DSLContext;
import org.jooq.Field;
import org.jooq.Record;
import org.jooq.Table;
import org.jooq.impl.DSL;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Gap-free document numbers with jOOQ: the one line the docs show, inside {@code DSLContext.transaction(..)},
 * takes the number on the transaction's connection, so a transaction that fails gives its number back. H2 and
 * PostgreSQL.
 */
class DocumentNumbersJooqTest {

    private static final Table<Record> INVOICE = table("jooq_invoice");
    private static final Field<String> NUMBER = field("number", String.class);
    private static final Field<Long> CENTS = field("cents", Long.class);

    static Stream<Arguments> databases() {
        return Stream.of(Arguments.of("H2", (Supplier<TestDatabase>) TestDatabases::freshH2),
                Arguments.of("PostgreSQL", (Supplier<TestDatabase>) TestDatabases::freshPostgres));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("databases")
    void theNumberCommitsAndRollsBackWithTheTransaction(String name, Supplier<TestDatabase> database) {
        try (TestDatabase db = database.get()) {
            IdGenMigrations.migrate(db.dataSource());
            db.execute("CREATE TABLE jooq_invoice (number VARCHAR(12) PRIMARY KEY, cents BIGINT NOT NULL)");
            try (IdGenEngine engine = IdGenEngine.builder(db.dataSource()).build()) {
                DocumentNumbers invoices = engine.documents("invoice", IdFormat.parse("F{date:yyyy}-{serial:6}"));
                DSLContext ctx = DSL.using(db.dataSource(), db.dialect() == dev.idgen.Dialect.H2
                        ? org.jooq.SQLDialect.H2 : org.jooq.SQLDialect.POSTGRES);
                for (long cents : new long[] {100, -1, 300}) {
                    try {
                        insertInvoice(ctx, invoices, cents);
                    } catch (IllegalArgumentException refused) {
                        // the transaction rolled back, and the number with it
                    }
                }
                List<String> numbers = ctx.select(NUMBER).from(INVOICE).orderBy(NUMBER).fetch(NUMBER);
                assertThat(numbers).hasSize(2);
                assertThat(numbers.get(0)).endsWith("-000001");
                assertThat(numbers.get(1)).as("the failed transaction's number went back").endsWith("-000002");
            }
        }
    }

    private static void insertInvoice(DSLContext ctx, DocumentNumbers invoices, long cents) {
        // tag::jooq-document-number[]
        ctx.transaction(tx -> {
            String number = tx.dsl().connectionResult(invoices::next);   // on the transaction's connection
            tx.dsl().insertInto(INVOICE).set(NUMBER, number).set(CENTS, cents).execute();
            if (cents < 0) {
                throw new IllegalArgumentException("refused");           // rolls back: the number goes back
            }
        });
        // end::jooq-document-number[]
    }
}
