package dev.idgen.spring.boot.it.boot3;

import static org.assertj.core.api.Assertions.assertThat;

import dev.idgen.jdbc.IdGenEngine;
import dev.idgen.spring.boot.it.SliceInserts;
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
        SliceInserts.jooq(dsl, engine);
    }
}
