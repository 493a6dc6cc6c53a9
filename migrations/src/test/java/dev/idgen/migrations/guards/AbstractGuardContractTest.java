package dev.idgen.migrations.guards;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.idgen.migrations.IdGenMigrations;
import dev.idgen.testsupport.TestDatabase;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import org.assertj.core.api.AbstractThrowableAssert;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The guards of migrations V9 (db/idgen) and V10 (db/idgen-ordered), with plain SQL as a person or a
 * script would write it, on a schema migrated by {@link IdGenMigrations} with the slow-ordered tables:
 * no statement lowers a counter, renames a key or deletes a row of idgen's counter tables, and a
 * refused epoch serves again only with {@code recoveries = recoveries + 1}; raising is allowed. One
 * subclass per database.
 */
abstract class AbstractGuardContractTest {

    protected TestDatabase db;

    /** A new empty database. */
    protected abstract TestDatabase fresh();

    /** The SQLState a guard's refusal carries on this database. */
    protected abstract String refusalState();

    @BeforeEach
    void migrate() {
        db = fresh();
        IdGenMigrations.with(db.dataSource()).slowOrdered(true).migrate();
    }

    /**
     * A connection as the least-privilege runtime role: a role or user of this database's own with exactly the
     * shipped grants ({@code IdGenMigrations.grantStatements}; on H2, which ships none, what they grant on the
     * epoch), what an application connects as. Closed by the caller.
     */
    protected abstract Connection asRuntimeRole() throws SQLException;

    /** Drops what {@link #asRuntimeRole} created on the server (nothing by default), before the database is dropped. */
    protected void dropRuntimeRole() {
    }

    @AfterEach
    void close() {
        try {
            dropRuntimeRole();
        } finally {
            db.close();
        }
    }

    @Test
    void segmentMaxIdOnlyGrows() {
        db.execute("INSERT INTO idgen_segment (biz_tag, max_id, step) VALUES ('order', 1000, 100)");

        refused("UPDATE idgen_segment SET max_id = 1 WHERE biz_tag = 'order'")
                .hasMessageContaining("idgen_segment 'order'").hasMessageContaining("max_id may only grow (1000 -> 1)");
        refused("UPDATE idgen_segment SET max_id = max_id - 1").hasMessageContaining("(1000 -> 999)");
        assertThat(db.queryLong("SELECT max_id FROM idgen_segment WHERE biz_tag = 'order'")).isEqualTo(1000);

        db.execute("UPDATE idgen_segment SET max_id = 2000, step = 5, description = 'moved' WHERE biz_tag = 'order'");
        db.execute("UPDATE idgen_segment SET max_id = max_id WHERE biz_tag = 'order'"); // unchanged is not lower
        assertThat(db.queryLong("SELECT max_id FROM idgen_segment WHERE biz_tag = 'order'")).isEqualTo(2000);
    }

    @Test
    void segmentKeysAreNeitherRenamedNorDeleted() {
        db.execute("INSERT INTO idgen_segment (biz_tag, max_id) VALUES ('order', 1000)");

        refused("UPDATE idgen_segment SET biz_tag = 'order2' WHERE biz_tag = 'order'")
                .hasMessageContaining("idgen_segment 'order'").hasMessageContaining("renamed");
        refused("DELETE FROM idgen_segment WHERE biz_tag = 'order'")
                .hasMessageContaining("idgen_segment 'order'").hasMessageContaining("never deleted");
        assertThat(db.queryLong("SELECT max_id FROM idgen_segment WHERE biz_tag = 'order'")).isEqualTo(1000);
    }

    @Test
    void dailyMaxIdOnlyGrowsAndRowsAreNotDeleted() {
        db.execute("INSERT INTO idgen_daily (biz_tag, serial_day, max_id) VALUES ('invoice', DATE '2024-01-01', 500)");

        refused("UPDATE idgen_daily SET max_id = 1 WHERE biz_tag = 'invoice'")
                .hasMessageContaining("idgen_daily 'invoice'").hasMessageContaining("(500 -> 1)");
        refused("DELETE FROM idgen_daily WHERE biz_tag = 'invoice'")
                .hasMessageContaining("idgen_daily 'invoice'").hasMessageContaining("never deleted");
        refused("UPDATE idgen_daily SET biz_tag = 'other' WHERE biz_tag = 'invoice'").hasMessageContaining("renamed");

        db.execute("UPDATE idgen_daily SET max_id = 501 WHERE biz_tag = 'invoice'");
        assertThat(db.queryLong("SELECT max_id FROM idgen_daily WHERE biz_tag = 'invoice'")).isEqualTo(501);
    }

    /**
     * V13: a document series moves by exactly 1 or stays (a larger step is a silent gap), starts at its start, and an
     * adoption moves it to GREATEST(last_number, start_number) with a start that never decreases.
     */
    @Test
    void documentCountersMoveByExactlyOneAndStartAtTheirStart() {
        refused("INSERT INTO idgen_document (biz_tag, serial_period, serial_day, last_number) VALUES ('invoice', "
                + "'NEVER', DATE '1970-01-01', 500)").hasMessageContaining("idgen_document 'invoice'")
                .hasMessageContaining("starts at its start_number");
        db.execute("INSERT INTO idgen_document (biz_tag, serial_period, serial_day) VALUES ('invoice', 'NEVER', "
                + "DATE '1970-01-01')");
        db.execute("UPDATE idgen_document SET last_number = last_number + 1");
        db.execute("UPDATE idgen_document SET last_number = last_number");
        refused("UPDATE idgen_document SET last_number = last_number + 10").hasMessageContaining("idgen_document 'invoice'")
                .hasMessageContaining("moves by exactly 1 (1 -> 11)");
        db.execute("UPDATE idgen_document SET start_number = 40, last_number = 40"); // an adoption, as the owner
        refused("UPDATE idgen_document SET start_number = 50, last_number = 60").hasMessageContaining("GREATEST");
        refused("UPDATE idgen_document SET start_number = 3").hasMessageContaining("start_number may only grow");
        db.execute("INSERT INTO idgen_document (biz_tag, serial_period, serial_day, start_number, last_number) VALUES "
                + "('receipt', 'NEVER', DATE '1970-01-01', 7, 7)"); // a series adopted before its first number
        assertThat(db.queryLong("SELECT last_number FROM idgen_document WHERE biz_tag = 'invoice'")).isEqualTo(40);
        assertThat(db.queryLong("SELECT last_number FROM idgen_document WHERE biz_tag = 'receipt'")).isEqualTo(7);
    }

    /** Every one of the 64 shard tables is guarded, not only the first. */
    @Test
    void slowOrderedNumOnlyGrowsInEveryShard() {
        for (int shard = 0; shard < 64; shard++) {
            String table = String.format("idgen_ordered_%02d", shard);
            db.execute("INSERT INTO " + table + " (biz_tag, sub_key, num) VALUES ('chat', 'room-" + shard + "', 50)");

            refused("UPDATE " + table + " SET num = 0").hasMessageContaining(table + " 'chat' sub-key 'room-" + shard + "'")
                    .hasMessageContaining("num may only grow (50 -> 0)");
            refused("DELETE FROM " + table).hasMessageContaining(table).hasMessageContaining("never deleted");
            refused("UPDATE " + table + " SET sub_key = 'room-x'").hasMessageContaining("renamed");

            db.execute("UPDATE " + table + " SET num = num + 10");
            assertThat(db.queryLong("SELECT num FROM " + table)).as(table).isEqualTo(60);
        }
    }

    @Test
    void aWorkersPromiseOnlyGrows() {
        db.execute("INSERT INTO idgen_worker (namespace, datacenter_id, worker_id, app_name, host, port, pid, instance_id,"
                + " lease_expires_at, heartbeat_at, last_timestamp) VALUES ('default', 0, 4, 'app', 'h', 1, 1, 'i-1',"
                + " 5000, 4000, 1700000000000)");

        refused("UPDATE idgen_worker SET last_timestamp = 0").hasMessageContaining("idgen_worker 'default' datacenter 0 worker 4")
                .hasMessageContaining("last_timestamp may only grow (1700000000000 -> 0)");
        refused("UPDATE idgen_worker SET worker_id = 5").hasMessageContaining("renamed");
        refused("DELETE FROM idgen_worker").hasMessageContaining("idgen_worker 'default' datacenter 0 worker 4")
                .hasMessageContaining("never deleted");
        assertThat(db.queryLong("SELECT last_timestamp FROM idgen_worker")).isEqualTo(1700000000000L);

        // what a lease does: the promise up, the lease's times anywhere (ending a lease moves its expiry back)
        db.execute("UPDATE idgen_worker SET last_timestamp = 1700000000001, lease_expires_at = 1, heartbeat_at = 1,"
                + " instance_id = 'i-2', host = 'other'");
        assertThat(db.queryLong("SELECT last_timestamp FROM idgen_worker")).isEqualTo(1700000000001L);
    }

    /** V12: one row, recorded once by the first engine with regions, then neither changed nor deleted. */
    @Test
    void aDatabasesRegionIsRecordedOnceAndNeverChanged() {
        db.execute("INSERT INTO idgen_region (region_index, region_count) VALUES (1, 3)");

        refused("UPDATE idgen_region SET region_index = 2").hasMessageContaining("idgen_region")
                .hasMessageContaining("region 1 of 3").hasMessageContaining("never changed");
        refused("UPDATE idgen_region SET region_count = 4").hasMessageContaining("never changed");
        refused("DELETE FROM idgen_region").hasMessageContaining("region 1 of 3").hasMessageContaining("never deleted");
        assertThatThrownBy(() -> db.execute("INSERT INTO idgen_region (region_index, region_count) VALUES (2, 3)"))
                .as("a second row").hasMessageContaining("idgen_region");
        assertThat(db.queryLong("SELECT region_index * 10 + region_count FROM idgen_region")).isEqualTo(13);
    }

    @Test
    void aRefusedEpochServesAgainOnlyThroughTheRecovery() {
        db.execute("UPDATE idgen_epoch SET state = 'refused', reason = 'a failover lost commits' WHERE id = 1");

        refused("UPDATE idgen_epoch SET state = 'serving' WHERE id = 1")
                .hasMessageContaining("idgen_epoch row 1").hasMessageContaining("recoveries 0 -> 1, was 0")
                .hasMessageContaining("a failover lost commits");
        refused("UPDATE idgen_epoch SET state = 'serving', recoveries = recoveries + 2 WHERE id = 1")
                .hasMessageContaining("recoveries 0 -> 1, was 2");
        assertThat(db.queryLong("SELECT COUNT(*) FROM idgen_epoch WHERE state = 'refused'")).isEqualTo(1);

        db.execute("UPDATE idgen_epoch SET state = 'serving', recoveries = recoveries + 1, id_floor = id_floor + 1000,"
                + " recovered_at = 1700000000000 WHERE id = 1");
        assertThat(db.queryLong("SELECT recoveries FROM idgen_epoch WHERE state = 'serving'")).isEqualTo(1);

        // serving to refused and back through another recovery; timeline and reason are the engines' to write
        db.execute("UPDATE idgen_epoch SET state = 'refused', timeline = 7, reason = 'again' WHERE id = 1");
        db.execute("UPDATE idgen_epoch SET state = 'serving', recoveries = 2, id_floor = id_floor + 10, timeline = 8"
                + " WHERE id = 1"); // V14: the floor raised in the same statement

        assertThat(db.queryLong("SELECT recoveries FROM idgen_epoch WHERE state = 'serving'")).isEqualTo(2);
    }

    @Test
    void theEpochsRecoveryCountersOnlyGrowAndItsRowStays() {
        db.execute("UPDATE idgen_epoch SET id_floor = 1000, recoveries = 3, recovered_at = 1700000000000 WHERE id = 1");

        refused("UPDATE idgen_epoch SET recoveries = 0").hasMessageContaining("idgen_epoch row 1")
                .hasMessageContaining("may only grow");
        refused("UPDATE idgen_epoch SET id_floor = 1").hasMessageContaining("may only grow");
        refused("UPDATE idgen_epoch SET recovered_at = 0").hasMessageContaining("may only grow");
        refused("DELETE FROM idgen_epoch").hasMessageContaining("idgen_epoch").hasMessageContaining("never deleted");
        assertThat(db.queryLong("SELECT id_floor + recoveries FROM idgen_epoch WHERE id = 1")).isEqualTo(1003);
    }

    /**
     * Issue 39, V14: counting a recovery is not doing one. As the runtime role (its grants allow writing every column
     * of the epoch the engines write), a refused epoch set serving with {@code recoveries = recoveries + 1} and no
     * floor raise is refused; the recovery's form, the floor raised by its margin in the same statement, serves.
     */
    @Test
    void aRefusedEpochServesAgainOnlyWithItsFloorRaisedInTheSameStatementAsTheRuntimeRole() throws SQLException {
        db.execute("UPDATE idgen_epoch SET state = 'refused', reason = 'lost commits', id_floor = 500 WHERE id = 1");
        try (Connection app = asRuntimeRole()) {
            refusedOn(app, "UPDATE idgen_epoch SET state = 'serving', recoveries = recoveries + 1 WHERE id = 1")
                    .hasMessageContaining("idgen_epoch row 1").hasMessageContaining("raises id_floor by its margin");
            refusedOn(app, "UPDATE idgen_epoch SET state = 'serving', recoveries = recoveries + 1, id_floor = id_floor,"
                    + " recovered_at = 1700000000000, timestamp_floor = 1700000000000 WHERE id = 1")
                    .hasMessageContaining("raises id_floor");
            assertThat(db.queryLong("SELECT COUNT(*) FROM idgen_epoch WHERE state = 'refused' AND recoveries = 0"))
                    .isEqualTo(1);
            // a floor raised in an earlier statement does not count: the one that serves must raise it
            execute(app, "UPDATE idgen_epoch SET id_floor = id_floor + 1000 WHERE id = 1");
            refusedOn(app, "UPDATE idgen_epoch SET state = 'serving', recoveries = recoveries + 1 WHERE id = 1")
                    .hasMessageContaining("raises id_floor");

            execute(app, "UPDATE idgen_epoch SET state = 'serving', recoveries = recoveries + 1, id_floor = id_floor + 1000,"
                    + " recovered_at = 1700000000000 WHERE id = 1");
            assertThat(db.queryLong("SELECT id_floor FROM idgen_epoch WHERE state = 'serving' AND recoveries = 1"))
                    .isEqualTo(2500);
        }
    }

    /** Issue 39, V14: the recovery's worker fence, timestamp_floor, only grows, also for the runtime role. */
    @Test
    void theTimestampFloorOnlyGrowsAsTheRuntimeRole() throws SQLException {
        try (Connection app = asRuntimeRole()) {
            execute(app, "UPDATE idgen_epoch SET timestamp_floor = 1700000000000 WHERE id = 1");
            refusedOn(app, "UPDATE idgen_epoch SET timestamp_floor = 0 WHERE id = 1").hasMessageContaining("idgen_epoch row 1")
                    .hasMessageContaining("may only grow");
            refusedOn(app, "UPDATE idgen_epoch SET timestamp_floor = timestamp_floor - 1 WHERE id = 1")
                    .hasMessageContaining("may only grow");
            execute(app, "UPDATE idgen_epoch SET timestamp_floor = timestamp_floor WHERE id = 1"); // unchanged is not lower
            execute(app, "UPDATE idgen_epoch SET timestamp_floor = timestamp_floor + 1 WHERE id = 1");
        }
        refused("UPDATE idgen_epoch SET timestamp_floor = 5 WHERE id = 1").hasMessageContaining("may only grow");
        assertThat(db.queryLong("SELECT timestamp_floor FROM idgen_epoch WHERE id = 1")).isEqualTo(1700000000001L);
    }

    private static void execute(Connection c, String sql) throws SQLException {
        try (Statement s = c.createStatement()) {
            s.executeUpdate(sql);
        }
    }

    /** {@code sql} on {@code c} (autocommit) fails with this database's refusal. */
    protected AbstractThrowableAssert<?, ? extends Throwable> refusedOn(Connection c, String sql) throws SQLException {
        c.setAutoCommit(true);
        return assertThatThrownBy(() -> execute(c, sql)).as(sql).isInstanceOf(SQLException.class)
                .satisfies(e -> assertThat(((SQLException) e).getSQLState()).as("SQLState of " + sql).isEqualTo(refusalState()));
    }

    /** The statement {@code sql} fails with this database's refusal; the row it aimed at is left as it was. */
    protected AbstractThrowableAssert<?, ? extends Throwable> refused(String sql) {
        return assertThatThrownBy(() -> {
            try (Connection c = db.connect(); Statement s = c.createStatement()) {
                c.setAutoCommit(true);
                s.executeUpdate(sql);
            }
        }).as(sql).isInstanceOf(SQLException.class)
                .satisfies(e -> assertThat(((SQLException) e).getSQLState()).as("SQLState of " + sql).isEqualTo(refusalState()));
    }
}
