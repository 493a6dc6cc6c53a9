package dev.idgen.jdbc.schema;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.idgen.IdGenConfigurationException;
import dev.idgen.SchemaMissingException;
import dev.idgen.jdbc.IdGenEngine;
import dev.idgen.jdbc.admin.FailoverAdmin;
import dev.idgen.jdbc.admin.KeyAdmin;
import dev.idgen.jdbc.admin.SchemaCheck;
import dev.idgen.jdbc.admin.WorkerAdmin;
import dev.idgen.migrations.IdGenMigrations;
import dev.idgen.testsupport.TestDatabase;
import dev.idgen.testsupport.TestDatabases;
import java.util.concurrent.ThreadLocalRandom;
import java.util.function.Supplier;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * idgen's tables in a schema of their own: migrations create the schema and the tables there (and
 * nothing in the default schema), engines and the admin classes built with the same schema use
 * them, an engine without it finds no tables, and a bad name is refused before any SQL.
 */
class SchemaOptionTest {

    private TestDatabase db;
    private String schema;

    static Stream<Arguments> databases() {
        return Stream.of(Arguments.of("H2", (Supplier<TestDatabase>) TestDatabases::freshH2),
                Arguments.of("PostgreSQL", (Supplier<TestDatabase>) TestDatabases::freshPostgres),
                Arguments.of("MariaDB", (Supplier<TestDatabase>) TestDatabases::freshMariaDb));
    }

    @AfterEach
    void drop() {
        if (db != null) {
            if (schema != null && db.jdbcUrl().startsWith("jdbc:mariadb")) {
                db.execute("DROP DATABASE IF EXISTS " + schema); // a MariaDB schema is a database of the server's
            }
            db.close();
        }
    }

    private void start(String name, Supplier<TestDatabase> database) {
        if (name.equals("MariaDB")) {
            Assumptions.assumeTrue(TestDatabases.mariaDbAvailable(), "no MariaDB on 127.0.0.1:3306 (.ci/run starts it)");
        }
        db = database.get();
        schema = "idgen_ids_" + Integer.toUnsignedString(ThreadLocalRandom.current().nextInt(), 36);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("databases")
    void migrationsEnginesAndAdminsUseTheSchema(String name, Supplier<TestDatabase> database) {
        start(name, database);
        assertThat(IdGenMigrations.with(db.dataSource()).schema(schema).slowOrdered(true).migrate()).isPositive();
        assertThat(IdGenMigrations.migrate(db.dataSource(), schema)).as("up to date the second time").isZero();
        assertThat(db.queryLong("SELECT COUNT(*) FROM " + schema + ".idgen_segment")).isZero();
        assertThatThrownBy(() -> SchemaCheck.require(db.dataSource())).as("nothing in the default schema")
                .isInstanceOf(SchemaMissingException.class);
        SchemaCheck.require(db.dataSource(), schema);

        try (IdGenEngine engine = IdGenEngine.builder(db.dataSource()).schema(schema).build()) {
            assertThat(engine.segment("order").nextIds(3)).containsExactly(1, 2, 3);
            assertThat(engine.slowOrdered("chat", "room-1").nextId()).isEqualTo(1);
            assertThat(engine.snowflake().nextId()).isPositive();
            assertThat(engine.daily("invoice").next().serial()).isEqualTo(1);
            assertThat(WorkerAdmin.on(db.dataSource(), schema).list("default").leases()).hasSize(1);
            assertThat(FailoverAdmin.on(db.dataSource(), schema).status().serving()).isTrue();
        }
        assertThat(db.queryLong("SELECT max_id FROM " + schema + ".idgen_segment WHERE biz_tag = 'order'")).isGreaterThan(3);
        assertThat(KeyAdmin.on(db.dataSource(), schema).show("order")).isPresent();

        assertThatThrownBy(() -> IdGenEngine.builder(db.dataSource()).build())
                .as("an engine without the schema looks in the default one").isInstanceOf(SchemaMissingException.class);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("databases")
    void aNameThatIsNotAPlainSqlNameIsRefusedBeforeAnySql(String name, Supplier<TestDatabase> database) {
        start(name, database);
        for (String bad : new String[] {"ids; DROP TABLE x", "1ids", "\"Ids\"", "", "a".repeat(64)}) {
            assertThatThrownBy(() -> IdGenEngine.builder(db.dataSource()).schema(bad))
                    .isInstanceOf(IdGenConfigurationException.class).hasMessageContaining("'" + bad + "'")
                    .hasMessageContaining("plain SQL name");
            assertThatThrownBy(() -> IdGenMigrations.migrate(db.dataSource(), bad))
                    .isInstanceOf(IdGenConfigurationException.class).hasMessageContaining("'" + bad + "'");
            assertThatThrownBy(() -> KeyAdmin.on(db.dataSource(), bad)).isInstanceOf(IdGenConfigurationException.class);
        }
        schema = null; // nothing was created
    }
}
