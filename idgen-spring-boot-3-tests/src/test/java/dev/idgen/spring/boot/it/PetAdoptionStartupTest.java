package dev.idgen.spring.boot.it;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.idgen.spring.boot.it.adoption.PetApplication;
import dev.idgen.spring.boot.it.adoption.Pet;
import dev.idgen.spring.boot.it.adoption.Pets;
import dev.idgen.testsupport.TestDatabase;
import dev.idgen.testsupport.TestDatabases;
import java.util.Arrays;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.boot.test.system.CapturedOutput;
import org.springframework.boot.test.system.OutputCaptureExtension;
import org.springframework.context.ConfigurableApplicationContext;

/**
 * A key that has handed out ids (here: configured to start at 5) below the seeded rows' MAX(id) —
 * something else wrote ids — moves above them at WARN (issue #38); with
 * {@code idgen.existing-rows=adopt-first-use} it fails start-up and under Boot the message names the Boot
 * property; {@code idgen.hibernate.adopt-existing-rows=true} forces the move. Both orders of data.sql and JPA.
 */
@ExtendWith(OutputCaptureExtension.class)
class PetAdoptionStartupTest {

    private static final String[] SCHEMA_SQL = {"spring.sql.init.schema-locations=classpath:adoption/schema.sql",
        "spring.jpa.hibernate.ddl-auto=none"};
    /** Boot's own Flyway cannot run with a deferred data.sql (see H2DeferredPetApplicationTest). */
    private static final String[] DEFERRED = {"spring.jpa.defer-datasource-initialization=true",
        "spring.jpa.hibernate.ddl-auto=create-drop", "spring.flyway.enabled=false"};

    private static ConfigurableApplicationContext run(TestDatabase db, String[] order, String... more) {
        String[] args = Stream.of(Arrays.stream(Databases.asArgs(db)), Arrays.stream(order), Arrays.stream(more),
                Stream.of("spring.config.name=adoption", "spring.main.web-application-type=none"))
                .flatMap(s -> s).map(a -> "--" + a).toArray(String[]::new);
        return new SpringApplicationBuilder(PetApplication.class).run(args);
    }

    @Test
    void withTheRefusalSwitchAKeyInUseBelowTheSeededRowsFailsStartUpNamingTheBootProperty(CapturedOutput output) {
        for (String[] order : new String[][] {SCHEMA_SQL, DEFERRED}) {
            int from = output.getAll().length();
            try (TestDatabase db = TestDatabases.freshH2()) {
                // issue #38: the refusal is the engine option; by default the key moves up (the test below)
                assertThatThrownBy(() -> run(db, order, "idgen.keys.Pet.start=5", "idgen.existing-rows=adopt-first-use"))
                        .isNotNull();
            }
            assertThat(output.getAll().substring(from)).as(String.join(" ", order))
                    .contains("table pets already holds ids up to 13 (MAX(id)), and segment key 'Pet' would hand out 5 next")
                    .contains("set idgen.hibernate.adopt-existing-rows=true")
                    .doesNotContain("spring.jpa.properties.idgen");
        }
    }

    @Test
    void aKeyUsedForTheFirstTimeMovesAboveTheSeededRowsAndSaysSoAtInfo(CapturedOutput output) {
        for (String[] order : new String[][] {SCHEMA_SQL, DEFERRED}) {
            int from = output.getAll().length();
            try (TestDatabase db = TestDatabases.freshH2(); ConfigurableApplicationContext ctx = run(db, order)) {
                assertThat(ctx.getBean(Pets.class).save(new Pet("Tom")).getId()).isEqualTo(14);
            }
            assertThat(output.getAll().substring(from)).as(String.join(" ", order)).contains(" INFO ")
                    .contains("segment key 'Pet' starts above the rows already in pets (MAX(id) = 13): next id 14 (first "
                            + "use of the key)");
        }
    }

    @Test
    void withTheBootPropertyAKeyInUseMovesAboveTheSeededRows(CapturedOutput output) {
        for (String[] order : new String[][] {SCHEMA_SQL, DEFERRED}) {
            try (TestDatabase db = TestDatabases.freshH2();
                 ConfigurableApplicationContext ctx = run(db, order, "idgen.keys.Pet.start=5",
                         "idgen.hibernate.adopt-existing-rows=true")) {
                assertThat(ctx.getBean(Pets.class).save(new Pet("Tom")).getId()).isGreaterThan(13);
            }
        }
        assertThat(output.getAll()).contains(" WARN ").contains("segment key 'Pet' was at next id 5, but table pets holds "
                + "ids up to 13 in column id").contains("moved the key above them: next id 14");
    }

    /** Issue #38: another writer's ids at or above the next id of a key in use move it above them, at WARN. */
    @Test
    void byDefaultAKeyInUseBelowTheSeededRowsMovesAboveThemAtWarn(CapturedOutput output) {
        for (String[] order : new String[][] {SCHEMA_SQL, DEFERRED}) {
            int from = output.getAll().length();
            try (TestDatabase db = TestDatabases.freshH2();
                 ConfigurableApplicationContext ctx = run(db, order, "idgen.keys.Pet.start=5")) {
                assertThat(ctx.getBean(Pets.class).save(new Pet("Tom")).getId()).isEqualTo(14);
            }
            assertThat(output.getAll().substring(from)).as(String.join(" ", order)).contains(" WARN ")
                    .contains("segment key 'Pet' was at next id 5, but table pets holds ids up to 13 in column id");
        }
    }
}
