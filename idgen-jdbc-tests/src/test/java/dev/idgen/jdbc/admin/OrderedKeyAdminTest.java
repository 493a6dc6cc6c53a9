package dev.idgen.jdbc.admin;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.idgen.InvalidIdRequestException;
import dev.idgen.UnknownKeyException;
import dev.idgen.jdbc.IdGenEngine;
import dev.idgen.jdbc.admin.OrderedKeyAdmin.OrderedKeyInfo;
import dev.idgen.jdbc.ordered.OrderedShards;
import dev.idgen.migrations.IdGenMigrations;
import dev.idgen.testsupport.TestDatabase;
import dev.idgen.testsupport.TestDatabases;
import java.util.function.Supplier;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Slow-ordered rows administered like segment keys: created with a first id, adopted above a
 * table's ids (or a sequence's), moved forward only, shown and listed; every bad value refused
 * before any SQL, a failed adoption leaves no row. On H2, PostgreSQL and MariaDB.
 */
class OrderedKeyAdminTest {

    private TestDatabase db;

    static Stream<Arguments> databases() {
        return Stream.of(Arguments.of("H2", (Supplier<TestDatabase>) TestDatabases::freshH2),
                Arguments.of("PostgreSQL", (Supplier<TestDatabase>) TestDatabases::freshPostgres),
                Arguments.of("MariaDB", (Supplier<TestDatabase>) TestDatabases::freshMariaDb));
    }

    private OrderedKeyAdmin start(String name, Supplier<TestDatabase> database) {
        if (name.equals("MariaDB")) {
            Assumptions.assumeTrue(TestDatabases.mariaDbAvailable(), "no MariaDB on 127.0.0.1:3306 (.ci/run starts it)");
        }
        db = database.get();
        IdGenMigrations.with(db.dataSource()).slowOrdered(true).migrate();
        return OrderedKeyAdmin.on(db.dataSource());
    }

    @AfterEach
    void close() {
        if (db != null) {
            db.close();
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("databases")
    void createMoveShowAndListARowAndTheEngineContinuesFromIt(String name, Supplier<TestDatabase> database) {
        OrderedKeyAdmin admin = start(name, database);
        OrderedKeyInfo created = admin.create("chat", "room-1", 100);
        assertThat(created.nextId()).isEqualTo(100);
        assertThat(created.table()).isEqualTo(OrderedShards.table(OrderedShards.shardOf("chat", "room-1",
                OrderedShards.DEFAULT_COUNT)));
        assertThatThrownBy(() -> admin.create("chat", "room-1", 5)).isInstanceOf(InvalidIdRequestException.class)
                .hasMessageContaining("slow-ordered key 'chat' sub-key 'room-1' exists already (next id 100)");

        try (IdGenEngine engine = IdGenEngine.builder(db.dataSource()).build()) {
            assertThat(engine.slowOrdered("chat", "room-1").nextIds(2)).containsExactly(100, 101);
            assertThat(admin.moveNextIdTo("chat", "room-1", 500).nextId()).isEqualTo(500);
            assertThat(engine.slowOrdered("chat", "room-1").nextId()).isEqualTo(500);
        }
        assertThatThrownBy(() -> admin.moveNextIdTo("chat", "room-1", 400)).isInstanceOf(InvalidIdRequestException.class)
                .hasMessageContaining("cannot move back: its next id is 501, asked 400");
        assertThat(admin.show("chat", "room-1")).map(OrderedKeyInfo::nextId).contains(501L);
        assertThatThrownBy(() -> admin.moveNextIdTo("chat", "room-9", 10)).isInstanceOf(UnknownKeyException.class)
                .hasMessageContaining("sub-key 'room-9' does not exist");

        admin.create("chat", "room-2", 1);
        admin.create("chat_x", "a", 7);
        admin.create("mail", "inbox", 3);
        assertThat(admin.list("chat").stream().map(k -> k.key() + "/" + k.subKey()))
                .containsExactly("chat/room-1", "chat/room-2", "chat_x/a");
        assertThat(admin.list("chat_").stream().map(OrderedKeyInfo::key)).as("'_' is not a wildcard").containsExactly("chat_x");
        assertThat(admin.list("")).hasSize(4);
        assertThat(admin.show("nobody", "x")).isEmpty();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("databases")
    void adoptionStartsAboveTheTablesIdsAndAFailedOneLeavesNoRow(String name, Supplier<TestDatabase> database) {
        OrderedKeyAdmin admin = start(name, database);
        db.execute("CREATE TABLE message (id BIGINT PRIMARY KEY, body VARCHAR(20))");
        for (int i = 1; i <= 50; i++) {
            db.execute("INSERT INTO message (id, body) VALUES (" + i + ", 'm')");
        }
        assertThat(admin.adoptFromColumn("chat", "room-7", "message", "id", 10).nextId()).isEqualTo(61);
        assertThat(admin.adoptFromColumn("chat", "room-7", "message", "id", 0).nextId())
                .as("adopting again never moves the row back").isEqualTo(61);
        try (IdGenEngine engine = IdGenEngine.builder(db.dataSource()).build()) {
            assertThat(engine.slowOrdered("chat", "room-7").nextId()).isEqualTo(61);
        }

        assertThatThrownBy(() -> admin.adoptFromColumn("chat", "room-8", "no_such_table", "id", 0))
                .isInstanceOf(InvalidIdRequestException.class).hasMessageContaining("check the table");
        assertThat(admin.show("chat", "room-8")).as("nothing half-written").isEmpty();

        if (name.equals("PostgreSQL")) {
            db.execute("CREATE SEQUENCE message_seq");
            db.execute("SELECT setval('message_seq', 900)");
            assertThat(admin.adoptFromSequence("chat", "room-9", "message_seq", 0).nextId()).isEqualTo(901);
        } else {
            assertThatThrownBy(() -> admin.adoptFromSequence("chat", "room-9", "message_seq", 0))
                    .hasMessageContaining("PostgreSQL");
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("databases")
    void badValuesAreRefusedBeforeAnySql(String name, Supplier<TestDatabase> database) {
        OrderedKeyAdmin admin = start(name, database);
        assertThatThrownBy(() -> admin.create("bad key", "r", 1)).isInstanceOf(InvalidIdRequestException.class)
                .hasMessageContaining("'bad key'");
        assertThatThrownBy(() -> admin.create("chat", null, 1)).isInstanceOf(InvalidIdRequestException.class)
                .hasMessageContaining("sub-key");
        assertThatThrownBy(() -> admin.create("chat", "r", 0)).isInstanceOf(InvalidIdRequestException.class)
                .hasMessageContaining("was 0");
        assertThatThrownBy(() -> admin.adoptFromColumn("chat", "r", "message; DROP TABLE x", "id", 0))
                .isInstanceOf(InvalidIdRequestException.class).hasMessageContaining("'message; DROP TABLE x'");
        assertThatThrownBy(() -> admin.adoptFromColumn("chat", "r", "message", "id", -1))
                .isInstanceOf(InvalidIdRequestException.class).hasMessageContaining("was -1");
        assertThatThrownBy(() -> admin.list(null)).isInstanceOf(InvalidIdRequestException.class);
        assertThat(admin.list("")).as("nothing written").isEmpty();
    }
}
