package dev.idgen.spring.boot.it.boot3;

import dev.idgen.jdbc.IdGenEngine;
import dev.idgen.spring.boot.it.SliceInserts;
import dev.idgen.spring.boot.it.datajdbc.DataJdbcApplication;
import dev.idgen.spring.boot.it.datajdbc.DataJdbcApplication.Parcels;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.autoconfigure.data.jdbc.DataJdbcTest;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.test.context.ContextConfiguration;

/**
 * @DataJdbcTest (Boot 3.5) runs what production runs: the slice has idgen (no @Import), and a repository's
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
        SliceInserts.dataJdbc(parcels, engine, jdbc);
    }
}
