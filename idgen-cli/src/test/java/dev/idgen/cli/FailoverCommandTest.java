package dev.idgen.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.idgen.migrations.IdGenMigrations;
import dev.idgen.testsupport.TestDatabase;
import dev.idgen.testsupport.TestDatabases;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * failover and failover recover on PostgreSQL: the epoch as engines see it, and the recovery an
 * operator runs after a failover that may have lost idgen's commits.
 */
class FailoverCommandTest {

    private TestDatabase db;

    @TempDir
    Path dir;

    @BeforeEach
    void database() {
        db = TestDatabases.freshPostgres();
        IdGenMigrations.with(db.dataSource()).slowOrdered(true).migrate();
    }

    @AfterEach
    void drop() {
        db.close();
    }

    private void refused(String reason) {
        db.execute("UPDATE idgen_epoch SET timeline = 1, state = 'refused', reason = '" + reason + "'");
    }

    @Test
    void statusShowsWhetherEnginesServeAndWhy() {
        Cli.Result serving = Cli.run(Cli.context(dir), Cli.on(db, "failover"));
        assertThat(serving.exitCode()).as(serving.toString()).isZero();
        assertThat(serving.out()).contains("engines:           serving").containsPattern("database timeline: \\d+");
        refused("failover from timeline 1 to 2: lost");
        Cli.Result r = Cli.run(Cli.context(dir), Cli.on(db, "failover"));
        assertThat(r.out()).contains("REFUSING to issue ids from the database").contains("epoch timeline:    1")
                .contains("reason:            failover from timeline 1 to 2: lost");
    }

    @Test
    void recoverMovesEveryKeyForwardAndServesAgain() {
        db.execute("INSERT INTO idgen_segment (biz_tag, max_id) VALUES ('order', 500), ('invoice', 7)");
        refused("lost");
        Cli.Result r = Cli.run(Cli.context(dir), Cli.on(db, "failover", "recover", "--margin", "100000", "--yes"));
        assertThat(r.exitCode()).as(r.toString()).isZero();
        assertThat(r.out()).contains("moved 2 segment keys, 0 daily rows and 0 slow-ordered rows 100,000 ids forward")
                .contains("engines:           serving");
        assertThat(db.queryLong("SELECT max_id FROM idgen_segment WHERE biz_tag = 'order'")).isEqualTo(100_500);
        assertThat(db.queryLong("SELECT COUNT(*) FROM idgen_epoch WHERE state = 'serving' AND timeline > 0")).isEqualTo(1);
    }

    @Test
    void recoverAsksRefusesBadValuesAndMovesNothingOnNo() {
        db.execute("INSERT INTO idgen_segment (biz_tag, max_id) VALUES ('order', 500)");
        refused("lost");
        DecodeCommandTest.assertUsage(Cli.run(Cli.context(dir), Cli.on(db, "failover", "recover", "--margin", "10")),
                "without confirmation", "add --yes");
        DecodeCommandTest.assertUsage(Cli.run(Cli.context(dir), Cli.on(db, "failover", "recover", "--margin", "-1",
                "--yes")), "--margin must be 1 or more, was -1");
        // issue 39: a recovery that raises nothing is refused by the database's guard (V14), so by the command first
        DecodeCommandTest.assertUsage(Cli.run(Cli.context(dir), Cli.on(db, "failover", "recover", "--margin", "0",
                "--yes")), "--margin must be 1 or more, was 0");
        Cli.Result no = Cli.run(Cli.context(dir, Map.of(), Cli.ScriptedTerminal.answering("n")),
                Cli.on(db, "failover", "recover", "--margin", "10"));
        assertThat(no.exitCode()).isEqualTo(1);
        assertThat(no.errLines()).singleElement().asString().contains("not recovered: nothing was moved");
        Cli.Result tooFar = Cli.run(Cli.context(dir), Cli.on(db, "failover", "recover", "--margin",
                String.valueOf(Long.MAX_VALUE), "--yes"));
        assertThat(tooFar.exitCode()).isEqualTo(1);
        assertThat(tooFar.errLines()).singleElement().asString().contains("past Long.MAX_VALUE")
                .contains("nothing was moved");
        assertThat(db.queryLong("SELECT max_id FROM idgen_segment WHERE biz_tag = 'order'")).isEqualTo(500);
        assertThat(db.queryLong("SELECT COUNT(*) FROM idgen_epoch WHERE state = 'refused'")).isEqualTo(1);
    }
}
