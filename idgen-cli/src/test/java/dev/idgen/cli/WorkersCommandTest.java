package dev.idgen.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.idgen.IdGenConfigurationException;
import dev.idgen.SnowflakeLayout;
import dev.idgen.jdbc.IdGenEngine;
import dev.idgen.jdbc.snowflake.SnowflakeIdGenerator;
import dev.idgen.migrations.IdGenMigrations;
import dev.idgen.testsupport.TestDatabase;
import dev.idgen.testsupport.TestDatabases;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * workers and workers release on PostgreSQL: leases as a live engine holds them, and releasing the
 * lease of a node that died, which is safe because the next holder waits past its last timestamp.
 */
class WorkersCommandTest {

    private static final String NOW = "CAST(EXTRACT(EPOCH FROM clock_timestamp()) * 1000 AS BIGINT)";

    static TestDatabase db;

    @TempDir
    Path dir;

    @BeforeAll
    static void database() {
        db = TestDatabases.freshPostgres();
        IdGenMigrations.migrate(db.dataSource());
    }

    @AfterAll
    static void drop() {
        db.close();
    }

    /** A node that crashed: its lease runs another {@code leaseMillis}, its promise is {@code promiseMillis} ahead. */
    private static void deadNode(String namespace, int worker, long leaseMillis, long promiseMillis) {
        db.execute("INSERT INTO idgen_worker (namespace, datacenter_id, worker_id, app_name, host, port, pid, instance_id, "
                + "lease_expires_at, heartbeat_at, last_timestamp) VALUES ('" + namespace + "', 0, " + worker
                + ", 'shop', 'node-7', 8080, 4242, 'dead-instance', " + NOW + " + " + leaseMillis + ", " + NOW + " - 5000, "
                + NOW + " + " + promiseMillis + ")");
    }

    private static long expiresIn(String namespace, int worker) {
        return db.queryLong("SELECT lease_expires_at - " + NOW + " FROM idgen_worker WHERE namespace = '" + namespace
                + "' AND worker_id = " + worker);
    }

    private static long lastTimestamp(String namespace, int worker) {
        return db.queryLong("SELECT last_timestamp FROM idgen_worker WHERE namespace = '" + namespace
                + "' AND worker_id = " + worker);
    }

    @Test
    void listsLiveAndExpiredLeasesAgainstTheDatabaseClock() {
        try (IdGenEngine engine = IdGenEngine.builder(db.dataSource()).build()) {
            SnowflakeIdGenerator live = engine.snowflake("w.list");
            live.nextId();
            deadNode("w.list", 1, -185_000, -190_000); // after the engine leased, or it would have taken this one
            Cli.Result r = Cli.run(Cli.context(dir), Cli.on(db, "workers", "--namespace", "w.list"));
            assertThat(r.exitCode()).as(r.toString()).isZero();
            assertThat(r.outLines().get(0)).matches("namespace\\s+datacenter\\s+worker\\s+holder\\s+pid\\s+expires\\s+"
                    + "heartbeat\\s+last timestamp \\(UTC\\)");
            assertThat(r.out())
                    .containsPattern("w.list\\s+0\\s+" + live.workerId() + "\\s+idgen@\\S+:0\\s+" + ProcessHandle.current().pid()
                            + "\\s+in \\d+ s\\s+.*ago\\s+\\d{4}-\\d\\d-\\d\\dT\\S+Z")
                    .containsPattern("w.list\\s+0\\s+1\\s+shop@node-7:8080\\s+4242\\s+expired 3 min ago\\s+5 s ago\\s+"
                            + "\\d{4}-\\S+Z")
                    .contains("2 leases, 1 live; database clock")
                    .contains("namespace 'w.list': layout 41/0/10/12 (timestamp/datacenter/worker/sequence bits), epoch "
                            + "2025-01-01T00:00:00Z");
        }
        assertThat(Cli.run(Cli.context(dir), Cli.on(db, "workers", "--namespace", "w.none")).out())
                .contains("no worker leases in namespace 'w.none'");
    }

    @Test
    void releaseRefusesWithoutATerminalUnlessYes() {
        deadNode("w.refuse", 0, 60_000, 1_000);
        Cli.Result r = Cli.run(Cli.context(dir), Cli.on(db, "workers", "release", "0", "--namespace", "w.refuse"));
        DecodeCommandTest.assertUsage(r, "not releasing worker 0 of namespace 'w.refuse' datacenter 0",
                "held by shop@node-7:8080 (pid 4242)", "add --yes");
        assertThat(expiresIn("w.refuse", 0)).isGreaterThan(50_000);
    }

    @Test
    void releaseAsksOnATerminalAndNoKeepsTheLease() {
        deadNode("w.ask", 0, 60_000, 1_000);
        Cli.ScriptedTerminal person = Cli.ScriptedTerminal.answering("n");
        Cli.Result r = Cli.run(Cli.context(dir, Map.of(), person), Cli.on(db, "workers", "release", "0",
                "--namespace", "w.ask"));
        assertThat(r.exitCode()).isEqualTo(1);
        assertThat(person.prompts).singleElement().asString()
                .startsWith("Release worker 0 of namespace 'w.ask' datacenter 0, held by shop@node-7:8080 (pid 4242)")
                .endsWith("? [y/N] ");
        assertThat(r.errLines()).singleElement().asString().contains("not released").contains("answer was 'n'");
        assertThat(expiresIn("w.ask", 0)).isGreaterThan(50_000);

        Cli.Result yes = Cli.run(Cli.context(dir, Map.of(), Cli.ScriptedTerminal.answering("y")),
                Cli.on(db, "workers", "release", "0", "--namespace", "w.ask"));
        assertThat(yes.exitCode()).as(yes.toString()).isZero();
        assertThat(expiresIn("w.ask", 0)).isLessThanOrEqualTo(0);
    }

    @Test
    void releaseEndsTheLeaseKeepsThePromiseAndTheNextHolderWaitsPastIt() {
        deadNode("w.free", 0, 60_000, 1_500);
        long promise = lastTimestamp("w.free", 0);
        Cli.Result r = Cli.run(Cli.context(dir), Cli.on(db, "workers", "release", "0", "--namespace", "w.free", "--yes"));
        assertThat(r.exitCode()).as(r.toString()).isZero();
        assertThat(r.outLines().get(0)).matches("released worker 0 of namespace 'w.free' datacenter 0 \\(was held by "
                + "shop@node-7:8080 \\(pid 4242\\), lease expires in 5\\d s\\)");
        assertThat(r.out()).contains("the next holder of this worker id waits until its clock has passed it");
        assertThat(expiresIn("w.free", 0)).isLessThanOrEqualTo(0);
        assertThat(lastTimestamp("w.free", 0)).isEqualTo(promise);

        Cli.Result again = Cli.run(Cli.context(dir), Cli.on(db, "workers", "release", "0", "--namespace", "w.free", "-y"));
        assertThat(again.exitCode()).isZero();
        assertThat(again.out()).contains("lease already expired").contains("nothing to release");

        try (IdGenEngine engine = IdGenEngine.builder(db.dataSource()).build()) {
            SnowflakeIdGenerator next = engine.snowflake("w.free");
            assertThat(next.workerId()).isZero(); // the released worker id, taken over
            assertThat(next.decode(next.nextId()).time().toEpochMilli()).isGreaterThan(promise);
        }
    }

    @Test
    void releaseOfAnUnknownWorkerSaysHowToList() {
        Cli.Result r = Cli.run(Cli.context(dir), Cli.on(db, "workers", "release", "99", "--namespace", "w.none", "--yes"));
        assertThat(r.exitCode()).isEqualTo(1);
        assertThat(r.errLines()).singleElement().asString()
                .startsWith("idgen workers release: there is no worker 99 in namespace 'w.none' datacenter 0")
                .contains("idgen workers --jdbc-url");
        DecodeCommandTest.assertUsage(Cli.run(Cli.context(dir), Cli.on(db, "workers", "release", "-1", "--yes")),
                "0 or more");
    }

    /** change-layout: refused while a lease is live, then applied; an engine of the old layout is refused afterwards. */
    @Test
    void changeLayoutIsRefusedWhileALeaseIsLiveThenAppliesAndTheOldLayoutIsRefused() {
        long last;
        try (IdGenEngine engine = IdGenEngine.builder(db.dataSource()).build()) {
            SnowflakeIdGenerator live = engine.snowflake("w.layout");
            last = live.nextId();
            Cli.Result refused = Cli.run(Cli.context(dir), Cli.on(db, "workers", "change-layout", "--namespace",
                    "w.layout", "--layout", "41/0/8/14", "--yes"));
            assertThat(refused.exitCode()).as(refused.toString()).isEqualTo(1);
            assertThat(refused.err()).contains("namespace 'w.layout'").contains("41/0/10/12").contains("41/0/8/14")
                    .contains("lease(s) under the old layout are live");
        }
        DecodeCommandTest.assertUsage(Cli.run(Cli.context(dir), Cli.on(db, "workers", "change-layout", "--namespace",
                "w.layout", "--layout", "41/0/8/14")), "without --yes");
        DecodeCommandTest.assertUsage(Cli.run(Cli.context(dir), Cli.on(db, "workers", "change-layout", "--namespace",
                "w.layout", "--layout", "41/0/8/13", "--yes")), "add up to 63");

        Cli.Result r = Cli.run(Cli.context(dir), Cli.on(db, "workers", "change-layout", "--namespace", "w.layout",
                "--layout", "41/0/8/14", "--yes"));
        assertThat(r.exitCode()).as(r.toString()).isZero();
        assertThat(r.outLines().get(0)).isEqualTo("changed the layout of namespace 'w.layout' from 41/0/10/12 "
                + "(timestamp/datacenter/worker/sequence bits), epoch 2025-01-01T00:00:00Z to 41/0/8/14 "
                + "(timestamp/datacenter/worker/sequence bits), epoch 2025-01-01T00:00:00Z");
        try (IdGenEngine old = IdGenEngine.builder(db.dataSource()).build()) {
            assertThatThrownBy(() -> old.snowflake("w.layout")).isInstanceOf(IdGenConfigurationException.class)
                    .hasMessageContaining("41/0/8/14");
        }
        try (IdGenEngine next = IdGenEngine.builder(db.dataSource()).snowflakeLayout(
                SnowflakeLayout.builder().workerBits(8).sequenceBits(14).build()).build()) {
            assertThat(next.snowflake("w.layout").nextId()).isGreaterThan(last);
        }
    }
}
