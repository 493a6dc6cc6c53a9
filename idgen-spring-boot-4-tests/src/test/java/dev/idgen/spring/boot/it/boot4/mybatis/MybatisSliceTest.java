package dev.idgen.spring.boot.it.boot4.mybatis;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.idgen.GeneratedId;
import dev.idgen.jdbc.IdGenEngine;
import org.apache.ibatis.annotations.Insert;
import org.apache.ibatis.annotations.Mapper;
import org.apache.ibatis.annotations.Select;
import org.junit.jupiter.api.Test;
import org.mybatis.spring.boot.test.autoconfigure.MybatisTest;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.SpringBootConfiguration;
import org.springframework.boot.autoconfigure.EnableAutoConfiguration;
import org.springframework.jdbc.core.JdbcTemplate;

/**
 * @MybatisTest (MyBatis's slice, mybatis-spring-boot 4.x on Boot 4) runs what production runs: idgen is in
 * the slice (no @Import), and a mapper's insert carries the {@code @GeneratedId} field's id from idgen into a
 * column with no default (an insert without it fails), inside the range the key reserved.
 */
@MybatisTest(properties = {"spring.sql.init.mode=never"})
class MybatisSliceTest {

    /** The application class, as a slice finds it: its package is where the mappers are scanned. */
    @SpringBootConfiguration
    @EnableAutoConfiguration
    static class Application {
    }

    public static class Memo {
        @GeneratedId(key = "memo")
        public Long id;
        public String text;
    }

    @Mapper
    public interface Memos {
        @Insert("INSERT INTO slice_memo (id, text) VALUES (#{id}, #{text})")
        int insert(Memo memo);

        @Select("SELECT COUNT(*) FROM slice_memo")
        long count();
    }

    @Autowired Memos memos;
    @Autowired IdGenEngine engine;
    @Autowired JdbcTemplate jdbc;

    @Test
    void theMappersInsertCarriesAnIdFromIdgen() {
        jdbc.execute("CREATE TABLE slice_memo (id BIGINT PRIMARY KEY, text VARCHAR(20) NOT NULL)");
        assertThatThrownBy(() -> jdbc.update("INSERT INTO slice_memo (text) VALUES ('no id')"))
                .as("the column has no default: only an id from idgen gets a row in").isNotNull();
        Memo memo = new Memo();
        memo.text = "slice";
        memos.insert(memo);
        assertThat(memo.id).as("the interceptor set the id before the INSERT").isNotNull();
        assertThat(memos.count()).isEqualTo(1);
        long reservedUpTo = jdbc.queryForObject("SELECT max_id FROM idgen_segment WHERE biz_tag = 'memo'", Long.class);
        assertThat(memo.id).isLessThan(reservedUpTo);
    }
}
