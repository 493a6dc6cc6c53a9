package dev.idgen.spring.boot.it;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.idgen.jdbc.IdGenEngine;
import dev.idgen.spring.boot.it.datajdbc.DataJdbcApplication.Parcel;
import dev.idgen.spring.boot.it.datajdbc.DataJdbcApplication.Parcels;
import org.jooq.DSLContext;
import org.jooq.Field;
import org.jooq.Table;
import org.jooq.impl.DSL;
import org.springframework.jdbc.core.JdbcTemplate;

/**
 * What each slice test (Boot 3.5 in {@code boot3}, Boot 4.x in {@code boot4}: their annotations differ) checks:
 * an insert in the slice carries an id from idgen, into a column with no default of its own (so an insert
 * without idgen's id fails there, as it would in production), inside the range the key reserved.
 */
public final class SliceInserts {

    private SliceInserts() {
    }

    /** @DataJdbcTest: a repository's save of {@code DataJdbcApplication.Parcel} (table {@code jdbc_parcel}). */
    public static void dataJdbc(Parcels parcels, IdGenEngine engine, JdbcTemplate jdbc) {
        assertThatThrownBy(() -> jdbc.update("INSERT INTO \"jdbc_parcel\" (label) VALUES ('no id')"))
                .as("the column has no default: only an id from idgen gets a row in").isNotNull();
        Parcel saved = parcels.save(new Parcel(null, "slice"));
        long reservedUpTo = jdbc.queryForObject("SELECT max_id FROM idgen_segment WHERE biz_tag = 'parcel'", Long.class);
        assertThat(saved.id()).isPositive().isLessThan(reservedUpTo);
        assertThat(parcels.findById(saved.id())).get().extracting(Parcel::label).isEqualTo("slice");
        assertThat(engine.segmentStats("parcel")).as("the key served this insert").isPresent();
    }

    /** @JdbcTest: an insert through JdbcTemplate with an id from the engine bean. */
    public static void jdbc(JdbcTemplate jdbc, IdGenEngine engine) {
        jdbc.execute("CREATE TABLE slice_note (id BIGINT PRIMARY KEY, text VARCHAR(20) NOT NULL)");
        assertThatThrownBy(() -> jdbc.update("INSERT INTO slice_note (text) VALUES ('no id')")).isNotNull();
        long id = engine.segment("note").nextId();
        jdbc.update("INSERT INTO slice_note (id, text) VALUES (?, ?)", id, "slice");
        long reservedUpTo = jdbc.queryForObject("SELECT max_id FROM idgen_segment WHERE biz_tag = 'note'", Long.class);
        assertThat(jdbc.queryForObject("SELECT id FROM slice_note", Long.class)).isEqualTo(id).isLessThan(reservedUpTo);
    }

    /** @JooqTest: an insert through the DSLContext with an id from the engine bean. */
    public static void jooq(DSLContext dsl, IdGenEngine engine) {
        dsl.execute("CREATE TABLE slice_book (id BIGINT PRIMARY KEY, title VARCHAR(20) NOT NULL)");
        Table<?> book = DSL.table(DSL.unquotedName("slice_book"));
        Field<Long> bookId = DSL.field(DSL.unquotedName("id"), Long.class);
        Field<String> title = DSL.field(DSL.unquotedName("title"), String.class);
        assertThatThrownBy(() -> dsl.insertInto(book).set(title, "no id").execute())
                .as("the column has no default: only an id from idgen gets a row in").isNotNull();
        long id = engine.segment("book").nextId();
        dsl.insertInto(book).set(bookId, id).set(title, "slice").execute();
        Long reservedUpTo = dsl.fetchOne("SELECT max_id FROM idgen_segment WHERE biz_tag = 'book'").get(0, Long.class);
        assertThat(dsl.fetchOne("SELECT id FROM slice_book").get(0, Long.class)).isEqualTo(id).isLessThan(reservedUpTo);
    }
}
