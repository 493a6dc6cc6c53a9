package dev.idgen.spring.boot.it.boot4;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.idgen.jdbc.IdGenEngine;
import dev.idgen.spring.boot.it.datajdbc.DataJdbcApplication;
import dev.idgen.spring.boot.it.datajdbc.DataJdbcApplication.Parcel;
import dev.idgen.spring.boot.it.datajdbc.DataJdbcApplication.Parcels;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.data.jdbc.test.autoconfigure.DataJdbcTest;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.test.context.ContextConfiguration;

/**
 * @DataJdbcTest (Boot 4.x) runs what production runs: the slice has idgen (no @Import), and a repository's
 * insert carries idgen's id into a column with no default of its own (an insert without it fails), inside
 * the range the key reserved.
 */
@DataJdbcTest(properties = {"spring.sql.init.schema-locations=classpath:datajdbc/schema-h2.sql",
    "idgen.slow-ordered.tables=true"})
@ContextConfiguration(classes = DataJdbcApplication.class) // the application class, as a slice finds it in an application
class DataJdbcSliceTest {

    @Autowired Parcels parcels;
    @Autowired IdGenEngine engine;
    @Autowired JdbcTemplate jdbc;

    @Test
    void theRepositorysInsertCarriesAnIdFromIdgen() {
        assertThatThrownBy(() -> jdbc.update("INSERT INTO \"jdbc_parcel\" (label) VALUES ('no id')"))
                .as("the column has no default: only an id from idgen gets a row in").isNotNull();
        Parcel saved = parcels.save(new Parcel(null, "slice"));
        long reservedUpTo = jdbc.queryForObject("SELECT max_id FROM idgen_segment WHERE biz_tag = 'parcel'", Long.class);
        assertThat(saved.id()).isPositive().isLessThan(reservedUpTo);
        assertThat(parcels.findById(saved.id())).get().extracting(Parcel::label).isEqualTo("slice");
        assertThat(engine.segmentStats("parcel")).as("the key served this insert").isPresent();
    }
}
