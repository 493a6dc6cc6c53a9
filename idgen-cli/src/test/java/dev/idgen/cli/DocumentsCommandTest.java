package dev.idgen.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.idgen.format.IdFormat;
import dev.idgen.jdbc.IdGenEngine;
import dev.idgen.jdbc.document.DocumentNumbers;
import dev.idgen.migrations.IdGenMigrations;
import dev.idgen.testsupport.TestDatabase;
import dev.idgen.testsupport.TestDatabases;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** idgen documents check on PostgreSQL: clean numbering exits 0; a gap or a duplicate is reported, exit code 3. */
class DocumentsCommandTest {

    private TestDatabase db;

    @TempDir
    Path dir;

    @BeforeEach
    void database() throws Exception {
        db = TestDatabases.freshPostgres();
        IdGenMigrations.migrate(db.dataSource());
        db.execute("CREATE TABLE invoice (id SERIAL PRIMARY KEY, number VARCHAR(12) NOT NULL)");
        try (IdGenEngine engine = IdGenEngine.builder(db.dataSource()).build(); Connection c = db.connect()) {
            DocumentNumbers invoices = engine.documents("invoice", IdFormat.parse("F{date:yyyy}-{serial:6}"));
            c.setAutoCommit(false);
            for (int i = 0; i < 3; i++) {
                try (PreparedStatement ps = c.prepareStatement("INSERT INTO invoice (number) VALUES (?)")) {
                    ps.setString(1, invoices.next(c));
                    ps.executeUpdate();
                }
            }
            c.commit();
        }
    }

    @AfterEach
    void drop() {
        db.close();
    }

    private Cli.Result check() {
        return Cli.run(Cli.context(dir), Cli.on(db, "documents", "check", "--table", "invoice", "--column", "number",
                "--key", "invoice", "--format", "F{date:yyyy}-{serial:6}"));
    }

    @Test
    void numbersTakenWithTheirDocumentsAreClean() {
        Cli.Result r = check();
        assertThat(r.exitCode()).as(r.toString()).isZero();
        assertThat(r.out()).containsPattern("year from \\d{4}-01-01: 3 numbers, 1\\.\\.3, no gap, no duplicate")
                .contains("clean");
    }

    @Test
    void aGapOrADuplicateIsReportedWithExitCode3() {
        db.execute("UPDATE invoice SET number = REPLACE(number, '-000002', '-000003') WHERE number LIKE '%-000002'");
        Cli.Result r = check();
        assertThat(r.exitCode()).as(r.toString()).isEqualTo(DocumentsCommand.FINDINGS);
        assertThat(r.out()).contains("GAPS: 1 missing, e.g. [2]").contains("DUPLICATES: 1, e.g. [3]")
                .contains("FINDINGS");
    }

    /** Issue #39 item 3: one command starts a series above the numbers a table holds; the check covers the start. */
    @Test
    void adoptStartsTheSeriesAboveTheTablesNumbers() throws Exception {
        db.execute("CREATE TABLE old_invoice (number VARCHAR(12) NOT NULL PRIMARY KEY)");
        db.execute("INSERT INTO old_invoice (number) VALUES ('F2026-000005'), ('F2026-000009')");
        Cli.Result r = Cli.run(Cli.context(dir), Cli.on(db, "documents", "adopt", "--table", "old_invoice", "--column",
                "number", "--key", "receipt", "--format", "F{date:yyyy}-{serial:6}"));
        assertThat(r.exitCode()).as(r.toString()).isZero();
        assertThat(r.out()).contains("year from 2026-01-01: the table holds up to 9; starts above 9, next number 10");
        assertThat(db.queryLong("SELECT start_number FROM idgen_document WHERE biz_tag = 'receipt'")).isEqualTo(9);
        Cli.Result check = Cli.run(Cli.context(dir), Cli.on(db, "documents", "check", "--table", "old_invoice",
                "--column", "number", "--key", "receipt", "--format", "F{date:yyyy}-{serial:6}"));
        assertThat(check.exitCode()).as("5 and 9 were there before idgen: no gap is idgen's " + check).isZero();
        assertThat(check.out()).contains("adopted up to 9 (checked above it)");
    }

    @Test
    void aBadColumnIsAUsageError() {
        Cli.Result r = Cli.run(Cli.context(dir), Cli.on(db, "documents", "check", "--table", "invoice", "--column",
                "number; DROP", "--key", "invoice"));
        assertThat(r.exitCode()).as(r.toString()).isEqualTo(ExitCodes.USAGE);
        assertThat(r.err()).contains("number; DROP");
    }
}
