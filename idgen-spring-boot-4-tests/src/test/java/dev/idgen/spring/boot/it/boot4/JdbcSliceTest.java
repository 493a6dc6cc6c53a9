package dev.idgen.spring.boot.it.boot4;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.idgen.jdbc.IdGenEngine;
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
        jdbc.execute("CREATE TABLE slice_note (id BIGINT PRIMARY KEY, text VARCHAR(20) NOT NULL)");
        assertThatThrownBy(() -> jdbc.update("INSERT INTO slice_note (text) VALUES ('no id')")).isNotNull();
        long id = engine.segment("note").nextId();
        jdbc.update("INSERT INTO slice_note (id, text) VALUES (?, ?)", id, "slice");
        long reservedUpTo = jdbc.queryForObject("SELECT max_id FROM idgen_segment WHERE biz_tag = 'note'", Long.class);
        assertThat(jdbc.queryForObject("SELECT id FROM slice_note", Long.class)).isEqualTo(id).isLessThan(reservedUpTo);
    }
}
