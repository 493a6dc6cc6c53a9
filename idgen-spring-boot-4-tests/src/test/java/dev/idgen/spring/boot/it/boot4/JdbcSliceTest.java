package dev.idgen.spring.boot.it.boot4;

import dev.idgen.jdbc.IdGenEngine;
import dev.idgen.spring.boot.it.SliceInserts;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.SpringBootConfiguration;
import org.springframework.boot.jdbc.test.autoconfigure.JdbcTest;
import org.springframework.jdbc.core.JdbcTemplate;

/**
 * @JdbcTest (Boot 4.x) runs what production runs: the engine bean and idgen's tables are in the slice (no
 * @Import), and an insert through JdbcTemplate carries an id from the engine into a column with no default.
 */
@JdbcTest(properties = "spring.sql.init.mode=never")
class JdbcSliceTest {

    @SpringBootConfiguration
    static class Config {
    }

    @Autowired JdbcTemplate jdbc;
    @Autowired IdGenEngine engine;

    @Test
    void anInsertCarriesAnIdFromTheEngine() {
        SliceInserts.jdbc(jdbc, engine);
    }
}
