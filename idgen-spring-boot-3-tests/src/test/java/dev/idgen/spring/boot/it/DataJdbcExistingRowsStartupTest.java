package dev.idgen.spring.boot.it;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.idgen.spring.boot.it.datajdbc.DataJdbcApplication;
import dev.idgen.spring.boot.it.datajdbc.DataJdbcApplication.Visit;
import dev.idgen.testsupport.TestDatabase;
import dev.idgen.testsupport.TestDatabases;
import java.util.Arrays;
import java.util.function.Supplier;
import java.util.stream.Stream;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.boot.test.system.CapturedOutput;
import org.springframework.boot.test.system.OutputCaptureExtension;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.data.jdbc.core.JdbcAggregateTemplate;

/**
 * Spring Data JDBC with the starter and {@code @GeneratedId} alone, started again and again on one database:
 * the first start puts an aggregate without {@code @Table} above its table's seeded rows (INFO); after another
 * writer inserted above the key, the next start moves the key above that writer's ids at WARN naming table,
 * column and its highest id; with {@code idgen.existing-rows=adopt-first-use} it is refused naming table, column
 * and values; a restart with nothing above the key logs no "starts above"/"moved" line. The aggregate has no
 * repository here (see {@code DataJdbcApplication.Visit}): it is checked before its first id, not at start-up.
 */
@ExtendWith(OutputCaptureExtension.class)
class DataJdbcExistingRowsStartupTest {

    static Stream<Arguments> databases() {
        return Stream.of(Arguments.of("H2", "h2", (Supplier<TestDatabase>) TestDatabases::freshH2),
                Arguments.of("PostgreSQL", "postgresql", (Supplier<TestDatabase>) TestDatabases::freshPostgres),
                Arguments.of("MariaDB", "mariadb", (Supplier<TestDatabase>) TestDatabases::freshMariaDb));
    }

    private static ConfigurableApplicationContext run(TestDatabase db, String schema, String... more) {
        String[] args = Stream.of(Arrays.stream(Databases.asArgs(db)), Arrays.stream(more),
                Stream.of("spring.sql.init.schema-locations=classpath:datajdbc/schema-" + schema + ".sql",
                        "idgen.slow-ordered.tables=true", "spring.main.web-application-type=none"))
                .flatMap(s -> s).map(a -> "--" + a).toArray(String[]::new);
        return new SpringApplicationBuilder(DataJdbcApplication.class).run(args);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("databases")
    void laterStartsMoveAboveAnotherWritersIdsAtWarnOrRefuseWhenSwitched(String name, String schema,
                                                                         Supplier<TestDatabase> database,
                                                                         CapturedOutput output) {
        try (TestDatabase db = database.get()) {
            try (ConfigurableApplicationContext ctx = run(db, schema)) {
                assertThat(save(ctx, new Visit(null, "first")).id()).isEqualTo(11);
            }
            assertThat(output.getAll()).contains(" INFO ").contains("segment key 'visit' starts above the rows already in")
                    .contains("= 10): next id 11 (first use of the key)");

            int from = output.getAll().length();
            try (ConfigurableApplicationContext ctx = run(db, schema, "spring.sql.init.mode=never")) {
                assertThat(save(ctx, new Visit(null, "restart")).id()).isGreaterThan(11);
            }
            assertThat(output.getAll().substring(from)).as("nothing moved: nothing said")
                    .doesNotContain("starts above the rows").doesNotContain("moved the key");

            db.execute("INSERT INTO visit (id, note) VALUES (50000, 'another writer')");
            from = output.getAll().length();
            try (ConfigurableApplicationContext ctx = run(db, schema, "spring.sql.init.mode=never")) {
                assertThat(save(ctx, new Visit(null, "after the other writer")).id())
                        .isEqualTo(50_001);
            }
            assertThat(output.getAll().substring(from)).contains(" WARN ")
                    .contains("segment key 'visit' was at next id")
                    .contains("holds ids up to 50000 in column")
                    .contains("moved the key above them: next id 50001");

            db.execute("INSERT INTO visit (id, note) VALUES (90000, 'another writer')");
            from = output.getAll().length();
            try (ConfigurableApplicationContext ctx = run(db, schema, "spring.sql.init.mode=never",
                    "idgen.existing-rows=adopt-first-use")) {
                assertThatThrownBy(() -> save(ctx, new Visit(null, "refused")))
                        .hasStackTraceContaining("DataJdbcApplication$Visit.id (table ")
                        .hasStackTraceContaining("already holds ids up to 90000 (MAX(")
                        .hasStackTraceContaining("existing-rows=adopt-first-use refuses to move the key");
            }
            assertThat(output.getAll().substring(from)).doesNotContain("moved the key above them");
        }
    }

    private static Visit save(ConfigurableApplicationContext ctx, Visit visit) {
        return ctx.getBean(JdbcAggregateTemplate.class).save(visit);
    }
}
