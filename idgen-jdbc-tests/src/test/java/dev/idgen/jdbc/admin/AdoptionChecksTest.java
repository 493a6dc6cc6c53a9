package dev.idgen.jdbc.admin;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.idgen.InvalidIdRequestException;
import dev.idgen.migrations.IdGenMigrations;
import dev.idgen.testsupport.TestDatabase;
import dev.idgen.testsupport.TestDatabases;
import java.util.function.Supplier;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * What adoption and moves refuse, before any change, on H2, PostgreSQL and MariaDB, for segment keys
 * ({@link KeyAdmin}) and slow-ordered rows ({@link OrderedKeyAdmin}): a column that does not hold
 * whole numbers (text: {@code MAX} would put '999' above '1500'; fractions), a missing table or
 * column, and a next id past {@code Long.MAX_VALUE - 1}, where a key could never issue again.
 */
class AdoptionChecksTest {

    private static final long LIMIT = Long.MAX_VALUE - 1;

    private TestDatabase db;
    private KeyAdmin keys;
    private OrderedKeyAdmin ordered;

    static Stream<Arguments> databases() {
        return Stream.of(Arguments.of("H2", (Supplier<TestDatabase>) TestDatabases::freshH2),
                Arguments.of("PostgreSQL", (Supplier<TestDatabase>) TestDatabases::freshPostgres),
                Arguments.of("MariaDB", (Supplier<TestDatabase>) TestDatabases::freshMariaDb));
    }

    private void start(Supplier<TestDatabase> database) {
        db = database.get();
        IdGenMigrations.with(db.dataSource()).slowOrdered(true).migrate();
        keys = KeyAdmin.on(db.dataSource());
        ordered = OrderedKeyAdmin.on(db.dataSource());
    }

    @AfterEach
    void close() {
        if (db != null) {
            db.close();
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("databases")
    void aTextColumnIsRefusedNamingItsTypeAndNothingIsWritten(String name, Supplier<TestDatabase> database) {
        start(database);
        db.execute("CREATE TABLE legacy (code VARCHAR(20))");
        db.execute("INSERT INTO legacy (code) VALUES ('999'), ('1000'), ('1500')");
        assertThatThrownBy(() -> keys.adoptFromColumn("order", "legacy", "code", 0))
                .isInstanceOf(InvalidIdRequestException.class)
                .hasMessageContaining("column 'code' of table 'legacy'")
                .satisfies(e -> assertThat(e.getMessage().toUpperCase()).containsAnyOf(" IS VARCHAR", " IS CHARACTER VARYING"))
                .hasMessageContaining("not a whole number");
        assertThat(keys.show("order")).as("nothing written").isEmpty();
        assertThatThrownBy(() -> ordered.adoptFromColumn("chat", "room-1", "legacy", "code", 0))
                .isInstanceOf(InvalidIdRequestException.class)
                .hasMessageContaining("column 'code' of table 'legacy'")
                .hasMessageContaining("not a whole number");
        assertThat(ordered.show("chat", "room-1")).as("nothing written").isEmpty();

        keys.create(KeyAdmin.NewKey.of("existing"));
        assertThatThrownBy(() -> keys.adoptFromColumn("existing", "legacy", "code", 0))
                .isInstanceOf(InvalidIdRequestException.class);
        assertThat(keys.show("existing").orElseThrow().nextId()).as("an existing key is left as it was").isEqualTo(1);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("databases")
    void wholeNumberColumnsAreAdoptedAboveTheirLargestValue(String name, Supplier<TestDatabase> database) {
        start(database);
        db.execute("CREATE TABLE numbered (id INTEGER, amount NUMERIC(12, 0), price DECIMAL(10, 2), small SMALLINT)");
        db.execute("INSERT INTO numbered (id, amount, price, small) VALUES (999, 5, 1.5, 1), (1000, 7, 2.5, 2), "
                + "(1500, 2000, 3.5, 3)");
        assertThat(keys.adoptFromColumn("order", "numbered", "id", 0).nextId()).isEqualTo(1501);
        assertThat(ordered.adoptFromColumn("chat", "room-1", "numbered", "id", 10).nextId()).isEqualTo(1511);
        // unquoted names fold to one case on H2 and PostgreSQL; MariaDB's table names are case-sensitive on Linux
        String table = name.equals("MariaDB") ? "numbered" : "NUMBERED";
        assertThat(keys.adoptFromColumn("amount", table, "AMOUNT", 0).nextId())
                .as("NUMERIC with scale 0, names in any case").isEqualTo(2001);
        assertThat(keys.adoptFromColumn("small", "numbered", "small", 0).nextId()).isEqualTo(4);
        assertThatThrownBy(() -> keys.adoptFromColumn("price", "numbered", "price", 0))
                .isInstanceOf(InvalidIdRequestException.class)
                .hasMessageContaining("column 'price' of table 'numbered'")
                .hasMessageContaining("with scale 2");
        assertThat(keys.show("price")).isEmpty();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("databases")
    void aMissingTableOrColumnIsRefusedNamingIt(String name, Supplier<TestDatabase> database) {
        start(database);
        db.execute("CREATE TABLE present (id BIGINT, note VARCHAR(10))");
        assertThatThrownBy(() -> keys.adoptFromColumn("order", "absent", "id", 0))
                .isInstanceOf(InvalidIdRequestException.class).hasMessageContaining("table 'absent' does not exist");
        assertThatThrownBy(() -> ordered.adoptFromColumn("chat", "r", "present", "nope", 0))
                .isInstanceOf(InvalidIdRequestException.class)
                .hasMessageContaining("table 'present' has no column 'nope'")
                .satisfies(e -> assertThat(e.getMessage().toLowerCase()).contains("its columns are id, note"));
        assertThat(keys.show("order")).isEmpty();
        assertThat(ordered.show("chat", "r")).isEmpty();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("databases")
    void noKeyIsMovedToWhereItCouldNeverIssueAgain(String name, Supplier<TestDatabase> database) {
        start(database);
        keys.create(KeyAdmin.NewKey.of("order"));
        assertThatThrownBy(() -> keys.moveNextIdTo("order", Long.MAX_VALUE))
                .isInstanceOf(InvalidIdRequestException.class)
                .hasMessageContaining("key 'order'")
                .hasMessageContaining(Long.toString(Long.MAX_VALUE))
                .hasMessageContaining("limit " + LIMIT);
        assertThat(keys.show("order").orElseThrow().nextId()).isEqualTo(1);
        assertThat(keys.moveNextIdTo("order", LIMIT).nextId()).as("the limit itself is allowed").isEqualTo(LIMIT);
        assertThatThrownBy(() -> new KeyAdmin.NewKey("max", Long.MAX_VALUE, 1, null, null, ""))
                .isInstanceOf(InvalidIdRequestException.class).hasMessageContaining("key 'max'")
                .hasMessageContaining("limit " + LIMIT);

        ordered.create("chat", "room-1", 1);
        assertThatThrownBy(() -> ordered.moveNextIdTo("chat", "room-1", Long.MAX_VALUE))
                .isInstanceOf(InvalidIdRequestException.class)
                .hasMessageContaining("key 'chat' sub-key 'room-1'")
                .hasMessageContaining("limit " + LIMIT);
        assertThat(ordered.show("chat", "room-1").orElseThrow().nextId()).isEqualTo(1);
        assertThatThrownBy(() -> ordered.create("chat", "room-2", Long.MAX_VALUE))
                .isInstanceOf(InvalidIdRequestException.class).hasMessageContaining("limit " + LIMIT);
        assertThat(ordered.show("chat", "room-2")).isEmpty();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("databases")
    void anAdoptionsMaxPlusHeadroomNeverOverflows(String name, Supplier<TestDatabase> database) {
        start(database);
        db.execute("CREATE TABLE big (id BIGINT)");
        db.execute("INSERT INTO big (id) VALUES (" + (Long.MAX_VALUE - 5) + ")");
        assertThatThrownBy(() -> keys.adoptFromColumn("order", "big", "id", 10))
                .isInstanceOf(InvalidIdRequestException.class)
                .hasMessageContaining("key 'order'")
                .hasMessageContaining("largest value " + (Long.MAX_VALUE - 5))
                .hasMessageContaining("headroom 10")
                .hasMessageContaining("limit " + LIMIT);
        assertThat(keys.show("order")).as("nothing written").isEmpty();
        assertThatThrownBy(() -> ordered.adoptFromColumn("chat", "r", "big", "id", 10))
                .isInstanceOf(InvalidIdRequestException.class).hasMessageContaining("limit " + LIMIT);
        assertThat(ordered.show("chat", "r")).isEmpty();
        db.execute("CREATE TABLE empty_table (id BIGINT)");
        assertThatThrownBy(() -> keys.adoptFromColumn("order", "empty_table", "id", Long.MAX_VALUE))
                .isInstanceOf(InvalidIdRequestException.class).hasMessageContaining("largest value none");
        assertThat(keys.adoptFromColumn("order", "big", "id", 3).nextId()).as("up to the limit").isEqualTo(LIMIT);

        if (name.equals("PostgreSQL")) {
            db.execute("CREATE SEQUENCE late_seq");
            db.execute("SELECT setval('late_seq', " + (Long.MAX_VALUE - 3) + ")");
            assertThatThrownBy(() -> keys.adoptFromSequence("seq", "late_seq", 10))
                    .isInstanceOf(InvalidIdRequestException.class).hasMessageContaining("sequence late_seq")
                    .hasMessageContaining("limit " + LIMIT);
            assertThatThrownBy(() -> ordered.adoptFromSequence("seq", "s", "late_seq", 10))
                    .isInstanceOf(InvalidIdRequestException.class).hasMessageContaining("limit " + LIMIT);
            assertThat(keys.show("seq")).isEmpty();
            assertThat(ordered.show("seq", "s")).isEmpty();
        }
    }
}
