package dev.idgen.mybatis.slice;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.idgen.jdbc.IdGenEngine;
import dev.idgen.mybatis.plain.PlainApplication;
import dev.idgen.mybatis.plain.PlainApplication.Note;
import dev.idgen.mybatis.plain.PlainApplication.Notes;
import java.sql.SQLException;
import javax.sql.DataSource;
import org.junit.jupiter.api.Test;
import org.mybatis.spring.boot.test.autoconfigure.MybatisTest;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.test.context.ContextConfiguration;

/**
 * @MybatisTest (MyBatis's slice, Boot 3.5) runs what production runs: idgen is in the slice (no @Import),
 * and a mapper's insert carries the {@code @GeneratedId} field's id from idgen into a column with no default
 * (an insert without it fails), inside the range the key reserved.
 */
@MybatisTest(properties = {"spring.sql.init.schema-locations=classpath:schema-h2.sql"})
@ContextConfiguration(classes = PlainApplication.class) // the application class, as a slice finds it in an application
class MybatisSliceTest {

    @Autowired Notes notes;
    @Autowired IdGenEngine engine;
    @Autowired DataSource dataSource;

    @Test
    void theMappersInsertCarriesAnIdFromIdgen() throws SQLException {
        assertThatThrownBy(() -> SliceSql.update(dataSource, "INSERT INTO mb_note (text) VALUES ('no id')"))
                .as("the column has no default: only an id from idgen gets a row in").isInstanceOf(SQLException.class);
        Note note = new Note("slice");
        notes.insert(note);
        assertThat(note.id).as("the interceptor set the id before the INSERT").isNotNull();
        assertThat(notes.count()).as("the row is in (the slice's transaction, read through the mapper)").isEqualTo(1);
        assertThat(note.id).isLessThan(SliceSql.query(dataSource, "SELECT max_id FROM idgen_segment WHERE biz_tag = 'note'"));
        assertThat(engine.segmentStats("note")).isPresent();
    }
}
