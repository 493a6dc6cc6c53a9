package dev.idgen.testsupport;

import static org.assertj.core.api.Assertions.assertThat;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** The fixture itself: replication works, a synchronous commit waits for the standby, a promotion makes a new primary. */
class ReplicatedPostgresTest {

    @Test
    void synchronousPairReplicatesWaitsForTheStandbyAndFailsOver() throws Exception {
        try (ReplicatedPostgres pair = ReplicatedPostgres.synchronous().replicationThroughProxy().start()) {
            assertThat(pair.timeline()).isEqualTo(1);
            assertThat(pair.queryString(pair.primaryUrl(), "SHOW synchronous_standby_names"))
                    .isEqualTo(ReplicatedPostgres.STANDBY_NAME);
            pair.execute(pair.primaryUrl(), "create", "CREATE TABLE t (v INT)", "INSERT INTO t VALUES (1)");
            // synchronous_commit = on waits for the standby's flush, not its replay: wait for the replay before reading
            pair.waitForStandbyCaughtUp(Duration.ofSeconds(10));
            assertThat(pair.queryString(pair.standbyUrl(), "SELECT sum(v) FROM t")).isEqualTo("1");

            pair.cutReplication();
            CompletableFuture<Void> blocked = CompletableFuture.runAsync(() -> pair.execute(pair.primaryUrl(), "insert",
                    "INSERT INTO t VALUES (10)"));
            Thread.sleep(1_500);
            assertThat(blocked).as("a synchronous commit waits while the standby is cut off").isNotDone();
            pair.execute(pair.primaryUrl(), "local commit", "SET synchronous_commit = local", "INSERT INTO t VALUES (100)");
            pair.restoreReplication();
            blocked.get(20, TimeUnit.SECONDS); // returns once the standby is back and has it
            pair.waitForStandbyCaughtUp(Duration.ofSeconds(10));
            assertThat(pair.queryString(pair.standbyUrl(), "SELECT sum(v) FROM t")).isEqualTo("111");

            try (Connection viaUrl = DriverManager.getConnection(pair.multiHostUrl(), "postgres", "")) {
                assertThat(port(viaUrl)).as("the multi-host URL reaches the primary").isEqualTo(pair.primaryPort());
            }
            pair.crashPrimary();
            pair.promoteStandby();
            assertThat(pair.timeline()).isEqualTo(2);
            assertThat(pair.queryString(pair.currentPrimaryUrl(), "SHOW synchronous_standby_names")).isEmpty();
            try (Connection viaUrl = DriverManager.getConnection(pair.multiHostUrl(), "postgres", "");
                 Statement s = viaUrl.createStatement()) {
                assertThat(port(viaUrl)).as("the multi-host URL reaches the new primary").isEqualTo(pair.standbyPort());
                s.execute("INSERT INTO t VALUES (1000)"); // commits: nothing waits for a standby any more
                try (ResultSet rs = s.executeQuery("SELECT sum(v) FROM t")) {
                    rs.next();
                    assertThat(rs.getLong(1)).isEqualTo(1111);
                }
            }
        }
    }

    @Test
    void asynchronousPairLosesWhatTheStandbyDidNotReceive() throws Exception {
        try (ReplicatedPostgres pair = ReplicatedPostgres.asynchronous().replicationThroughProxy().start()) {
            assertThat(pair.queryString(pair.primaryUrl(), "SHOW synchronous_standby_names")).isEmpty();
            pair.execute(pair.primaryUrl(), "create", "CREATE TABLE t (v INT)", "INSERT INTO t VALUES (1)");
            pair.waitForStandbyCaughtUp(Duration.ofSeconds(10));
            pair.cutReplication();
            CompletableFuture<Void> commit = CompletableFuture.runAsync(() -> pair.execute(pair.primaryUrl(), "insert",
                    "INSERT INTO t VALUES (10)"));
            commit.get(5, TimeUnit.SECONDS); // an asynchronous commit does not wait for the standby
            assertThat(pair.queryString(pair.primaryUrl(), "SELECT sum(v) FROM t")).isEqualTo("11");

            pair.crashPrimary();
            pair.promoteStandby();
            assertThat(pair.timeline()).isEqualTo(2);
            assertThat(pair.queryString(pair.currentPrimaryUrl(), "SELECT sum(v) FROM t"))
                    .as("the commit the standby never received is lost").isEqualTo("1");
        }
    }

    @Test
    void closeStopsTheServersAndDeletesTheirDirectory() throws Exception {
        ReplicatedPostgres pair = ReplicatedPostgres.asynchronous().start();
        String url = pair.primaryUrl();
        assertThat(pair.queryString(url, "SELECT 1")).isEqualTo("1");
        String dir = pair.queryString(url, "SHOW data_directory");
        pair.close();
        pair.close(); // idempotent
        assertThat(java.nio.file.Path.of(dir)).doesNotExist();
        try (Connection c = DriverManager.getConnection(url, "postgres", "")) {
            throw new AssertionError("the primary still accepts connections after close: " + c);
        } catch (SQLException expected) {
            assertThat(expected.getSQLState()).startsWith("08");
        }
    }

    private static int port(Connection c) throws SQLException {
        try (Statement s = c.createStatement(); ResultSet rs = s.executeQuery("SHOW port")) {
            rs.next();
            return rs.getInt(1);
        }
    }
}
