package dev.idgen.jdbc.admin;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.idgen.IdGenConfigurationException;
import dev.idgen.jdbc.ExistingRowsRule;
import dev.idgen.jdbc.IdGenEngine;
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
 * The existing-rows check for code that inserts without Hibernate (jOOQ, JDBC): a key used for the
 * first time starts above the table's rows by itself, on every node; a key that has handed out ids
 * below MAX(id) is moved above the rows, or with existing-rows=adopt-first-use fails naming key, table, column,
 * values and fix. On H2 and PostgreSQL.
 */
class ExistingRowsTest {

    private TestDatabase db;
    private IdGenEngine first;
    private IdGenEngine second;

    static Stream<Arguments> databases() {
        return Stream.of(Arguments.of("H2", (Supplier<TestDatabase>) TestDatabases::freshH2),
                Arguments.of("PostgreSQL", (Supplier<TestDatabase>) TestDatabases::freshPostgres));
    }

    private void start(Supplier<TestDatabase> database) {
        db = database.get();
        IdGenMigrations.with(db.dataSource()).slowOrdered(true).migrate();
        db.execute("CREATE TABLE orders (id BIGINT PRIMARY KEY, customer VARCHAR(40))");
        for (int i = 1; i <= 13; i++) {
            db.execute("INSERT INTO orders (id, customer) VALUES (" + i + ", 'seed')");
        }
        first = IdGenEngine.builder(db.dataSource()).build();
        second = IdGenEngine.builder(db.dataSource()).build();
    }

    @AfterEach
    void stop() {
        for (IdGenEngine e : new IdGenEngine[] {first, second}) {
            if (e != null) {
                e.close();
            }
        }
        if (db != null) {
            db.close();
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("databases")
    void aKeyUsedForTheFirstTimeStartsAboveTheRowsOnEveryNode(String name, Supplier<TestDatabase> database) {
        start(database);
        assertThat(ExistingRows.check(first, db.dataSource(), "segment", "order", null, "orders", "id")).isEqualTo(14);
        long a = first.segment("order").nextId();
        // a second node checking later: the key is in use now, and above the rows
        assertThat(ExistingRows.check(second, db.dataSource(), "segment", "order", null, "orders", "id")).isGreaterThan(13);
        long b = second.segment("order").nextId();
        assertThat(a).isGreaterThan(13);
        assertThat(b).isGreaterThan(13).isNotEqualTo(a);

        assertThat(ExistingRows.check(first, db.dataSource(), "slow-ordered", "order", "eu", "orders", "id")).isEqualTo(14);
        assertThat(first.slowOrdered("order", "eu").nextId()).isEqualTo(14);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("databases")
    void aKeyInUseBelowTheRowsFailsNamingKeyTableValuesAndFix(String name, Supplier<TestDatabase> database) {
        start(database);
        KeyAdmin.on(db.dataSource()).create(new KeyAdmin.NewKey("order", 5, 100, null, null, "in use"));
        // the refusal is a switch since issue #38 (the default moves the key up, see the test below)
        first.close();
        first = IdGenEngine.builder(db.dataSource()).existingRows(ExistingRowsRule.ADOPT_FIRST_USE).build();
        assertThatThrownBy(() -> ExistingRows.check(first, db.dataSource(), "segment", "order", null, "orders", "id"))
                .isInstanceOf(IdGenConfigurationException.class)
                .hasMessageContaining("table orders already holds ids up to 13 (MAX(id)), and segment key 'order' would "
                        + "hand out 5 next")
                .hasMessageContaining("AUTO_INCREMENT")
                .hasMessageContaining("idgen keys adopt order --table orders --column id");
        assertThat(KeyAdmin.on(db.dataSource()).show("order").orElseThrow().nextId()).as("not moved").isEqualTo(5);

        db.execute("CREATE TABLE empty_orders (id BIGINT PRIMARY KEY)");
        assertThat(ExistingRows.check(first, db.dataSource(), "segment", "order", null, "empty_orders", "id"))
                .as("nothing to collide with").isEqualTo(5);
        assertThatThrownBy(() -> ExistingRows.check(first, db.dataSource(), "segment", "order", null, "no_such", "id"))
                .isInstanceOf(IdGenConfigurationException.class).hasMessageContaining("table no_such, column id could "
                        + "not be read");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("databases")
    void byDefaultAKeyInUseBelowTheRowsIsMovedAboveThem(String name, Supplier<TestDatabase> database) {
        start(database);
        KeyAdmin.on(db.dataSource()).create(new KeyAdmin.NewKey("order", 5, 100, null, null, "in use"));
        assertThat(ExistingRows.check(first, db.dataSource(), "segment", "order", null, "orders", "id")).isEqualTo(14);
        assertThat(KeyAdmin.on(db.dataSource()).show("order").orElseThrow().nextId()).as("moved up").isEqualTo(14);
        assertThat(first.segment("order").nextId()).isEqualTo(14);
    }
}
