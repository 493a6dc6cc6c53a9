package dev.idgen.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.idgen.testsupport.TestDatabase;
import dev.idgen.testsupport.TestDatabases;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** demo: on the embedded database of a fresh working directory, again on the same one, and on PostgreSQL. */
class DemoCommandTest {

    @TempDir
    Path dir;

    @Test
    void runsOnAFreshWorkingDirectoryAndAgain() {
        Cli.Result first = Cli.run(Cli.context(dir), "demo", "--ids", "20000");
        assertThat(first.exitCode()).as(first.toString()).isZero();
        assertThat(first.err()).isEmpty();
        assertThat(dir.resolve(".idgen/idgen.mv.db")).exists();
        assertThat(first.out())
                .contains("embedded H2").contains("database ./.idgen/idgen, created now")
                .containsPattern("[1-9][0-9]* migrations applied").contains("registered in idgen_segment")
                .containsPattern("segment\\s+demo.order: 1, then a batch of 5: 2 3 4 5 6; demo.customer: 1")
                .containsPattern("snowflake\\s+namespace demo, worker 0 leased; \\d+ = \\S+Z dc 0 worker 0 seq 0")
                .containsPattern("daily\\s+demo.invoice: 1 2 3 on \\d{4}-\\d\\d-\\d\\d \\(UTC\\)")
                .containsPattern("formatted\\s+demo.order-no: ORD\\d{8}00000001 ORD\\d{8}00000002 ORD\\d{8}00000003")
                .containsPattern("slow-ordered\\s+demo.chat / room-42: 1 2 3")
                .containsPattern("segment\\s+demo.order\\s+20,000\\s+.+\\s+0\\n")
                .containsPattern("snowflake\\s+demo\\s+20,000\\s+.+\\s+0\\n")
                .containsPattern("daily\\s+demo.invoice\\s+2,000\\s+.+\\s+0\\n")
                .containsPattern("formatted\\s+demo.order-no\\s+200\\s+.+\\s+0\\n")
                .containsPattern("demo.order\\s+[\\d,]+\\s+1,000\\s+")
                .containsPattern("demo\\s+0\\s+0\\s+idgen-cli@\\S+:0\\s+\\d+\\s+in \\d+ s")
                .contains("idgen next demo.order 5").contains("Hibernate and jOOQ persistence");

        Cli.Result again = Cli.run(Cli.context(dir), "demo", "--ids", "1000");
        assertThat(again.exitCode()).as(again.toString()).isZero();
        assertThat(again.out()).contains("migrations    up to date").contains("registered already")
                .doesNotContain("created now").containsPattern("daily\\s+demo.invoice: \\d+ \\d+ \\d+ on");

        Cli.Result workers = Cli.run(Cli.context(dir), "workers");
        assertThat(workers.out()).containsPattern("demo\\s+0\\s+0\\s+idgen-cli@\\S+:0\\s+\\d+\\s+expired");
    }

    @Test
    void runsOnPostgres() {
        try (TestDatabase db = TestDatabases.freshPostgres()) {
            Cli.Result r = Cli.run(Cli.context(dir), Cli.on(db, "demo", "--ids", "10000"));
            assertThat(r.exitCode()).as(r.toString()).isZero();
            assertThat(r.out()).contains("PostgreSQL").containsPattern("[1-9][0-9]* migrations applied")
                    .contains("idgen next demo.order 5 --jdbc-url ...");
            assertThat(db.queryLong("SELECT COUNT(*) FROM idgen_segment WHERE biz_tag NOT LIKE 'demo.%'")).isZero();
            assertThat(dir.resolve(".idgen")).doesNotExist();
        }
    }

    @Test
    void idsOutOfRangeIsAUsageError() {
        DecodeCommandTest.assertUsage(Cli.run(Cli.context(dir), "demo", "--ids", "0"), "--ids must be between 1 and");
        assertThat(dir.resolve(".idgen")).doesNotExist();
    }
}
