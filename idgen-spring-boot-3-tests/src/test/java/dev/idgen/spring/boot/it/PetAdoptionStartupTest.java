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
 * A key that has handed out ids (here: configured to start at 5) below the seeded rows' MAX(id) still
 * fails start-up — something else wrote ids — and under Boot the message names the Boot property;
 * with {@code idgen.hibernate.adopt-existing-rows=true} the key moves above the rows. Both orders of
 * data.sql and JPA.
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
    void aKeyInUseBelowTheSeededRowsFailsStartUpNamingTheBootProperty(CapturedOutput output) {
        for (String[] order : new String[][] {SCHEMA_SQL, DEFERRED}) {
            int from = output.getAll().length();
            try (TestDatabase db = TestDatabases.freshH2()) {
                assertThatThrownBy(() -> run(db, order, "idgen.keys.Pet.start=5")).isNotNull();
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
                    .contains("idgen: entity 'Pet' (dev.idgen.spring.boot.it.adoption.Pet), field 'id': moved segment key "
                            + "'Pet' from 1 above the ids already in pets (MAX(id) = 13); next id 14 (first use of the key: "
                            + "it starts above the table's rows by itself)");
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
        assertThat(output.getAll()).contains("moved segment key 'Pet' from 5 above the ids already in pets (MAX(id) = 13)")
                .contains("(idgen.hibernate.adopt-existing-rows=true)");
    }
}
