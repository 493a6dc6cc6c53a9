package dev.idgen.spring.boot.it.boot3;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.idgen.jdbc.IdGenEngine;
import org.jooq.DSLContext;
import org.jooq.impl.DSL;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.SpringBootConfiguration;
import org.springframework.boot.test.autoconfigure.jooq.JooqTest;

/** @JooqTest (Boot 3.5) gets the engine bean and idgen's tables before the DSLContext is used. */
@JooqTest(properties = "spring.sql.init.mode=never")
class JooqSliceTest {

    @SpringBootConfiguration
    static class Config {
    }

    @Autowired DSLContext dsl;
    @Autowired IdGenEngine engine;

    @Test
    void theDslContextSeesIdgensTablesAndTheEngineIssues() {
        assertThat(dsl.fetchCount(DSL.table(DSL.name("idgen_schema_history")))).isGreaterThanOrEqualTo(5);
        long id = engine.segment("audit").nextId();
        Long maxId = dsl.fetchOne("SELECT max_id FROM idgen_segment WHERE biz_tag = 'audit'").get(0, Long.class);
        assertThat(maxId).isGreaterThan(id);
    }

    @Test
    void anInsertThroughTheDslContextCarriesAnIdFromTheEngine() {
        dsl.execute("CREATE TABLE slice_book (id BIGINT PRIMARY KEY, title VARCHAR(20) NOT NULL)");
        org.jooq.Table<?> book = DSL.table(DSL.unquotedName("slice_book"));
        org.jooq.Field<Long> bookId = DSL.field(DSL.unquotedName("id"), Long.class);
        org.jooq.Field<String> title = DSL.field(DSL.unquotedName("title"), String.class);
        assertThatThrownBy(() -> dsl.insertInto(book).set(title, "no id").execute())
                .as("the column has no default: only an id from idgen gets a row in").isNotNull();
        long id = engine.segment("book").nextId();
        dsl.insertInto(book).set(bookId, id).set(title, "slice").execute();
        Long reservedUpTo = dsl.fetchOne("SELECT max_id FROM idgen_segment WHERE biz_tag = 'book'").get(0, Long.class);
        assertThat(dsl.fetchOne("SELECT id FROM slice_book").get(0, Long.class)).isEqualTo(id).isLessThan(reservedUpTo);
    }
}
