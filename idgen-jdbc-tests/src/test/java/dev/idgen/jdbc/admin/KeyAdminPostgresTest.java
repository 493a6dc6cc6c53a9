package dev.idgen.jdbc.admin;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;
import dev.idgen.Dialect;
import dev.idgen.InvalidIdRequestException;
import dev.idgen.UnknownKeyException;
import dev.idgen.jdbc.IdGenEngine;
import dev.idgen.jdbc.segment.SegmentIdGenerator;
import dev.idgen.jdbc.snowflake.NodeIdentity;
import dev.idgen.migrations.IdGenMigrations;
import dev.idgen.testsupport.TestDatabase;
import dev.idgen.testsupport.TestDatabases;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

class KeyAdminPostgresTest {

    private TestDatabase db;
    private KeyAdmin admin;

    @BeforeEach
    void migrate() {
        db = TestDatabases.freshPostgres();
        IdGenMigrations.with(db.dataSource()).slowOrdered(true).migrate();
        admin = KeyAdmin.on(db.dataSource());
    }

    @AfterEach
    void stop() {
        db.close();
    }

    @Test
    void createsShowsListsAndChangesKeys() {
        KeyInfo created = admin.create(new KeyAdmin.NewKey("order", 5000, 500, 100, 10_000, "order numbers"));
        assertThat(created.nextId()).isEqualTo(5000);
        assertThat(created.minStep()).isEqualTo(100);
        admin.create(KeyAdmin.NewKey.of("invoice"));
        assertThat(admin.list()).extracting(KeyInfo::key).containsExactly("invoice", "order");
        KeyInfo changed = admin.update("order", null, 200, null, "orders, all regions");
        assertThat(changed.minStep()).isEqualTo(200);
        assertThat(changed.maxStep()).isEqualTo(10_000);
        assertThat(changed.step()).isEqualTo(500);
        assertThat(changed.description()).isEqualTo("orders, all regions");
        assertThat(admin.clearStepBounds("order").minStep()).isNull();
        assertThat(admin.show("nope")).isEmpty();
        assertThatThrownBy(() -> admin.create(KeyAdmin.NewKey.of("order"))).isInstanceOf(InvalidIdRequestException.class)
                .hasMessageContaining("'order' exists already (next id 5000)");
    }

    @Test
    void badValuesAreRefusedBeforeAnySql() {
        assertThatThrownBy(() -> new KeyAdmin.NewKey("order", 0, 100, null, null, "")).hasMessageContaining("was 0");
        assertThatThrownBy(() -> new KeyAdmin.NewKey("order", 1, 0, null, null, "")).hasMessageContaining("step must be at least 1");
        assertThatThrownBy(() -> new KeyAdmin.NewKey("order", 1, 100, 500, 100, ""))
                .hasMessageContaining("min step (500) must not be greater than max step (100)");
        assertThatThrownBy(() -> new KeyAdmin.NewKey("bad key", 1, 100, null, null, "")).hasMessageContaining("'bad key'");
        assertThatThrownBy(() -> admin.update("missing", 10, null, null, null)).isInstanceOf(UnknownKeyException.class);
        assertThatThrownBy(() -> admin.adoptFromColumn("order", "orders; DROP TABLE x", "id", 0))
                .hasMessageContaining("not a plain SQL name");
        assertThatThrownBy(() -> admin.adoptFromColumn("order", "no_such_table", "id", 0))
                .isInstanceOf(InvalidIdRequestException.class).hasMessageContaining("no_such_table");
        assertThat(admin.list()).isEmpty();
    }

    @Test
    void aKeyNeverMovesBack() {
        admin.create(new KeyAdmin.NewKey("order", 1000, 100, null, null, ""));
        assertThat(admin.moveNextIdTo("order", 2000).nextId()).isEqualTo(2000);
        assertThatThrownBy(() -> admin.moveNextIdTo("order", 1500)).isInstanceOf(InvalidIdRequestException.class)
                .hasMessageContaining("cannot move back: its next id is 2000, asked 1500");
        assertThat(admin.show("order").orElseThrow().nextId()).isEqualTo(2000);
    }

    @Test
    void adoptingATableMakesTheKeyStartAboveItsIdsAndNeverLowersIt() throws Exception {
        db.execute("CREATE TABLE orders (id BIGINT PRIMARY KEY, note TEXT)");
        db.execute("INSERT INTO orders SELECT g, 'old' FROM generate_series(1, 5000) g");
        assertThat(admin.adoptFromColumn("order", "orders", "id", 100).nextId()).isEqualTo(5101);
        try (IdGenEngine e = IdGenEngine.builder(db.dataSource()).strict(true).build()) {
            assertThat(e.segment("order").nextId()).isEqualTo(5101);
        }
        db.execute("DELETE FROM orders");
        assertThat(admin.adoptFromColumn("order", "orders", "id", 0).nextId()).as("never back").isGreaterThan(5101);
    }

    @Test
    void adoptingASequenceStartsAboveItsLastValue() {
        db.execute("CREATE SEQUENCE orders_seq");
        db.execute("SELECT setval('orders_seq', 777)");
        assertThat(admin.adoptFromSequence("order", "orders_seq", 0).nextId()).isEqualTo(778);
        db.execute("CREATE SEQUENCE unused_seq");
        assertThat(admin.adoptFromSequence("fresh", "unused_seq", 10).nextId()).isEqualTo(11);
    }

    /** A node inserts rows with ids of the key while adoption runs again and again: never a collision. */
    @Test
    void adoptionWhileAnotherNodeReservesNeverCollides() throws Exception {
        db.execute("CREATE TABLE orders (id BIGINT PRIMARY KEY)");
        db.execute("INSERT INTO orders SELECT g FROM generate_series(1, 20000) g");
        admin.adoptFromColumn("order", "orders", "id", 0);
        AtomicBoolean running = new AtomicBoolean(true);
        AtomicReference<Throwable> failure = new AtomicReference<>();
        try (IdGenEngine node = IdGenEngine.builder(db.newDataSource(3)).minStep(100).maxStep(100).build()) {
            SegmentIdGenerator g = node.segment("order");
            Thread writer = new Thread(() -> {
                try (Connection c = db.connect();
                     PreparedStatement ps = c.prepareStatement("INSERT INTO orders (id) VALUES (?)")) {
                    while (running.get()) {
                        ps.setLong(1, g.nextId());
                        ps.executeUpdate(); // a duplicate key would throw here
                    }
                } catch (SQLException | RuntimeException e) {
                    failure.set(e);
                }
            });
            writer.start();
            for (int i = 0; i < 200; i++) {
                admin.adoptFromColumn("order", "orders", "id", 0);
            }
            running.set(false);
            writer.join(10_000);
        }
        assertThat(failure.get()).isNull();
        assertThat(db.queryLong("SELECT COUNT(*) FROM orders")).isGreaterThan(20_000);
    }

    /** The engine works with exactly the shipped grants: read and write idgen's tables, no DDL. */
    @Test
    void theEngineNeedsOnlyTheShippedGrants() throws Exception {
        db.execute("CREATE ROLE idgen_app LOGIN PASSWORD 'app'");
        // PostgreSQL before 15 lets every role create tables in schema public; a least-privilege setup revokes it
        db.execute("REVOKE CREATE ON SCHEMA public FROM PUBLIC");
        for (String grant : IdGenMigrations.grantStatements(Dialect.POSTGRESQL, "idgen_app", true)) {
            db.execute(grant);
        }
        HikariConfig c = new HikariConfig();
        c.setJdbcUrl(db.jdbcUrl());
        c.setUsername("idgen_app");
        c.setPassword("app");
        c.setMaximumPoolSize(3);
        try (HikariDataSource app = new HikariDataSource(c);
             IdGenEngine e = IdGenEngine.builder(app).snowflakeNode(new NodeIdentity("app", "h", 1)).build()) {
            assertThat(e.segment("order").nextId()).isEqualTo(1);
            assertThat(e.slowOrdered("chat", "room-1").nextIds(3)).containsExactly(1, 2, 3);
            assertThat(e.snowflake().nextId()).isPositive();
            assertThat(e.daily("invoice").next().serial()).isEqualTo(1);
            try (Connection conn = app.getConnection()) {
                assertThatThrownBy(() -> conn.createStatement().execute("CREATE TABLE sneaky (id INT)"))
                        .isInstanceOf(SQLException.class).hasMessageContaining("permission denied");
            }
        }
    }

    /**
     * The shipped grants for a schema of idgen's own (qualified names, USAGE ON SCHEMA, UPDATE per column) are
     * all an engine needs to serve every strategy there, and no more: the role cannot rename a key or delete a
     * row, and the guards refuse it a lower counter.
     */
    @Test
    void theEngineServesEveryStrategyInASchemaWithOnlyTheShippedGrants() throws Exception {
        IdGenMigrations.with(db.dataSource()).schema("shop_ids").slowOrdered(true).migrate();
        // roles are the server's, not the database's: a name of its own, not the other test's
        db.execute("CREATE ROLE idgen_schema_app LOGIN PASSWORD 'app'");
        db.execute("REVOKE CREATE ON SCHEMA public FROM PUBLIC");
        db.execute("REVOKE ALL ON SCHEMA public FROM PUBLIC"); // nothing reachable outside the granted schema
        for (String grant : IdGenMigrations.grantStatements(Dialect.POSTGRESQL, "idgen_schema_app", "shop_ids", true)) {
            db.execute(grant);
        }
        HikariConfig c = new HikariConfig();
        c.setJdbcUrl(db.jdbcUrl());
        c.setUsername("idgen_schema_app");
        c.setPassword("app");
        c.setMaximumPoolSize(3);
        long order;
        try (HikariDataSource app = new HikariDataSource(c)) {
            try (IdGenEngine e = IdGenEngine.builder(app).schema("shop_ids").snowflakeNode(new NodeIdentity("app", "h", 1))
                    .build()) {
                order = e.segment("order").nextId();
                assertThat(order).isEqualTo(1);
                assertThat(e.slowOrdered("chat", "room-1").nextIds(3)).containsExactly(1, 2, 3);
                assertThat(e.snowflake().nextId()).isPositive();
                assertThat(e.daily("invoice").next().serial()).isEqualTo(1);
            }
            // the engine's close released its lease under the same grants (UPDATE of lease_expires_at, last_timestamp)
            assertThat(db.queryLong("SELECT COUNT(*) FROM shop_ids.idgen_worker WHERE lease_expires_at <= "
                    + "(EXTRACT(EPOCH FROM clock_timestamp()) * 1000)::BIGINT")).isEqualTo(1);
            try (Connection conn = app.getConnection()) {
                assertThatThrownBy(() -> conn.createStatement().executeUpdate(
                        "UPDATE shop_ids.idgen_segment SET biz_tag = 'renamed' WHERE biz_tag = 'order'"))
                        .isInstanceOf(SQLException.class).hasMessageContaining("permission denied");
                assertThatThrownBy(() -> conn.createStatement().executeUpdate("DELETE FROM shop_ids.idgen_ordered_00"))
                        .isInstanceOf(SQLException.class).hasMessageContaining("permission denied");
                assertThatThrownBy(() -> conn.createStatement().executeUpdate("UPDATE shop_ids.idgen_segment SET max_id = 1"))
                        .isInstanceOf(SQLException.class).hasMessageContaining("max_id may only grow")
                        .satisfies(x -> assertThat(((SQLException) x).getSQLState()).isEqualTo("IG001"));
                assertThatThrownBy(() -> conn.createStatement().execute("CREATE TABLE shop_ids.sneaky (id INT)"))
                        .isInstanceOf(SQLException.class).hasMessageContaining("permission denied");
            }
        }
        assertThat(db.queryLong("SELECT max_id FROM shop_ids.idgen_segment WHERE biz_tag = 'order'")).isGreaterThan(order);
    }
}
