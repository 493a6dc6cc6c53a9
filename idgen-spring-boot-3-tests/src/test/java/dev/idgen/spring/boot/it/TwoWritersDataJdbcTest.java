package dev.idgen.spring.boot.it;

import static org.assertj.core.api.Assertions.assertThat;

import dev.idgen.jdbc.IdGenEngine;
import dev.idgen.jdbc.admin.IdColumnDefaults;
import dev.idgen.spring.boot.it.datajdbc.DataJdbcApplication;
import dev.idgen.spring.boot.it.datajdbc.DataJdbcApplication.Parcel;
import dev.idgen.spring.boot.it.datajdbc.DataJdbcApplication.Parcels;
import dev.idgen.testsupport.TestDatabase;
import dev.idgen.testsupport.TestDatabases;
import java.lang.reflect.Method;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.springframework.boot.WebApplicationType;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.context.ConfigurableApplicationContext;

/**
 * Two writers on one column are seen through the Spring Data JDBC door: an aggregate's id column that still
 * has the database's own id source is reported at start with the statement that takes it away, and listed in
 * the health details (UP: ids are issued); the other aggregates' plain columns are not. On H2 and PostgreSQL.
 */
class TwoWritersDataJdbcTest {

    static Stream<Arguments> databases() {
        return Stream.of(Arguments.of("h2", (Supplier<TestDatabase>) TestDatabases::freshH2),
                Arguments.of("postgresql", (Supplier<TestDatabase>) TestDatabases::freshPostgres));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("databases")
    @SuppressWarnings("unchecked")
    void anIdColumnWithItsOwnIdSourceIsReportedAndInHealth(String name, Supplier<TestDatabase> database) throws Exception {
        try (TestDatabase db = database.get()) {
            Map<String, Object> properties = new LinkedHashMap<>(Databases.properties(db));
            properties.put("spring.sql.init.mode", "always");
            properties.put("spring.sql.init.schema-locations", "classpath:datajdbc/schema-" + name + "-identity.sql");
            properties.put("spring.sql.init.data-locations", "optional:classpath:none.sql");
            properties.put("idgen.slow-ordered.tables", "true");
            properties.put("spring.main.banner-mode", "off");
            try (ConfigurableApplicationContext app = new SpringApplicationBuilder(DataJdbcApplication.class)
                    .web(WebApplicationType.NONE).properties(properties).run()) {
                IdGenEngine engine = app.getBean(IdGenEngine.class);
                List<IdColumnDefaults.Finding> found = IdColumnDefaults.reported(engine);
                assertThat(found).extracting(IdColumnDefaults.Finding::table).containsExactly("jdbc_parcel");
                assertThat(found.get(0).removeDdl()).isEqualTo(name.equals("h2")
                        ? "ALTER TABLE \"jdbc_parcel\" ALTER COLUMN ID DROP IDENTITY" // created quoted, as Spring Data writes it
                        : "ALTER TABLE jdbc_parcel ALTER COLUMN id DROP DEFAULT");

                Parcel saved = app.getBean(Parcels.class).save(new Parcel(null, "idgen's id"));
                assertThat(saved.id()).isPositive();

                Object indicator = app.getBean("idgenHealthIndicator");
                Method health = Stream.of(indicator.getClass().getInterfaces())
                        .filter(i -> i.getSimpleName().equals("HealthIndicator")).findFirst().orElseThrow()
                        .getMethod("health");
                Object h = health.invoke(indicator);
                Map<String, Object> details = (Map<String, Object>) h.getClass().getMethod("getDetails").invoke(h);
                assertThat(h.getClass().getMethod("getStatus").invoke(h).toString()).isEqualTo("UP");
                Map<String, Map<String, Object>> columns =
                        (Map<String, Map<String, Object>>) details.get("columnsWithTheirOwnIdSource");
                assertThat(columns).containsOnlyKeys("jdbc_parcel.id");
                assertThat(columns.get("jdbc_parcel.id")).containsEntry("fix", found.get(0).removeDdl());
            }
        }
    }
}
