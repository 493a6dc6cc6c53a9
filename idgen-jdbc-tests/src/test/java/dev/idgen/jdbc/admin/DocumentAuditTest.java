package dev.idgen.jdbc.admin;

import static org.assertj.core.api.Assertions.assertThat;

import dev.idgen.format.IdFormat;
import dev.idgen.format.SerialPeriod;
import dev.idgen.jdbc.IdGenEngine;
import dev.idgen.jdbc.document.DocumentNumbers;
import dev.idgen.migrations.IdGenMigrations;
import dev.idgen.testsupport.SettableTimeSource;
import dev.idgen.testsupport.TestDatabase;
import dev.idgen.testsupport.TestDatabases;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.time.Instant;
import java.time.LocalDate;
import java.util.List;
import java.util.function.Supplier;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The auditor's check reads the application's table and finds, per series and period, the count, first and last
 * number, gaps, duplicates and numbers taken whose documents are missing; numbers taken by idgen and committed with
 * their documents are clean. H2 and PostgreSQL.
 */
class DocumentAuditTest {

    private static final IdFormat YEARLY = IdFormat.parse("F{date:yyyy}-{serial:6}");

    static Stream<Arguments> databases() {
        return Stream.of(Arguments.of("H2", (Supplier<TestDatabase>) TestDatabases::freshH2),
                Arguments.of("PostgreSQL", (Supplier<TestDatabase>) TestDatabases::freshPostgres));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("databases")
    void findsGapsDuplicatesAndMissingDocumentsPerSeriesAndPeriod(String name, Supplier<TestDatabase> database)
            throws Exception {
        try (TestDatabase db = database.get()) {
            IdGenMigrations.migrate(db.dataSource());
            db.execute("CREATE TABLE audit_invoice (id INT PRIMARY KEY, number VARCHAR(12), shop VARCHAR(10))");
            SettableTimeSource clock = new SettableTimeSource(Instant.parse("2024-06-01T10:00:00Z").toEpochMilli());
            try (IdGenEngine engine = IdGenEngine.builder(db.dataSource()).timeSource(clock).build();
                 Connection c = db.connect()) {
                DocumentNumbers invoices = engine.documents("invoice", YEARLY);
                c.setAutoCommit(false);
                int id = 0;
                for (int i = 0; i < 5; i++) {
                    insert(c, ++id, invoices.next(c, "north"), "north"); // F2024-000001 .. 5, clean
                }
                for (int i = 0; i < 4; i++) {
                    insert(c, ++id, invoices.next(c, "south"), "south"); // 1 .. 4
                }
                c.commit();
                clock.setMillis(Instant.parse("2025-01-02T10:00:00Z").toEpochMilli());
                invoices.next(c, "north"); // F2025-000001 taken, its document never stored
                c.commit();
                // written by hand, around idgen: a duplicate, a gap and a number the format cannot read
                insert(c, ++id, "F2024-000002", "south");
                insert(c, ++id, "F2024-000007", "south");
                insert(c, ++id, "X", "south");
                c.commit();
            }
            DocumentAudit.Report r = DocumentAudit.on(db.dataSource())
                    .check("audit_invoice", "number", "invoice", YEARLY, "shop");
            assertThat(r.clean()).isFalse();
            assertThat(r.unreadable()).isEqualTo(1);
            assertThat(r.unreadableExamples()).containsExactly("X");
            List<DocumentAudit.Series> s = r.series();
            assertThat(s).extracting(DocumentAudit.Series::subKey, DocumentAudit.Series::periodStart)
                    .containsExactly(org.assertj.core.groups.Tuple.tuple("north", LocalDate.of(2024, 1, 1)),
                            org.assertj.core.groups.Tuple.tuple("north", LocalDate.of(2025, 1, 1)),
                            org.assertj.core.groups.Tuple.tuple("south", LocalDate.of(2024, 1, 1)));
            DocumentAudit.Series north = s.get(0);
            assertThat(north.clean()).isTrue();
            assertThat(north.period()).isEqualTo(SerialPeriod.YEAR);
            assertThat(List.of(north.count(), north.first(), north.last(), north.counter())).containsExactly(5L, 1L, 5L, 5L);
            DocumentAudit.Series missing = s.get(1);
            assertThat(missing.count()).isZero();
            assertThat(missing.missingAtEnd()).as("F2025-000001 was taken and committed, its document is not in the table")
                    .isEqualTo(1);
            DocumentAudit.Series south = s.get(2);
            assertThat(south.duplicates()).containsExactly(2L);
            assertThat(south.gaps()).containsExactly(5L, 6L);
            assertThat(List.of(south.count(), south.last(), south.gapCount(), south.counter()))
                    .containsExactly(6L, 7L, 2L, 4L);
        }
    }

    /** Issue #39 item 5: document numbers start at 1, so a stored serial 0 (or below, in a numeric column) is reported. */
    @ParameterizedTest(name = "{0}")
    @MethodSource("databases")
    void aSerialBelowOneIsReportedNotClean(String name, Supplier<TestDatabase> database) throws Exception {
        try (TestDatabase db = database.get()) {
            IdGenMigrations.migrate(db.dataSource());
            db.execute("CREATE TABLE audit_invoice (id INT PRIMARY KEY, number VARCHAR(12), shop VARCHAR(10))");
            db.execute("CREATE TABLE audit_receipt (id INT PRIMARY KEY, number BIGINT)");
            try (Connection c = db.connect()) {
                insert(c, 1, "F2026-000000", "north");
                insert(c, 2, "F2026-000001", "north");
                try (PreparedStatement ps = c.prepareStatement("INSERT INTO audit_receipt (id, number) VALUES (?, ?)")) {
                    for (long n : new long[] {-1, 0, 1}) {
                        ps.setInt(1, (int) n + 10);
                        ps.setLong(2, n);
                        ps.executeUpdate();
                    }
                }
            }
            DocumentAudit audit = DocumentAudit.on(db.dataSource());
            DocumentAudit.Report invoices = audit.check("audit_invoice", "number", "invoice", YEARLY, "shop");
            assertThat(invoices.clean()).as("F2026-000000 is no document number").isFalse();
            assertThat(invoices.unreadable()).isEqualTo(1);
            assertThat(invoices.unreadableExamples()).containsExactly("F2026-000000");
            DocumentAudit.Report receipts = audit.check("audit_receipt", "number", "receipt", null, null);
            assertThat(receipts.clean()).isFalse();
            assertThat(receipts.unreadable()).isEqualTo(2);
            assertThat(receipts.unreadableExamples()).containsExactlyInAnyOrder("-1", "0");
        }
    }

    private static void insert(Connection c, int id, String number, String shop) throws Exception {
        try (PreparedStatement ps = c.prepareStatement("INSERT INTO audit_invoice (id, number, shop) VALUES (?, ?, ?)")) {
            ps.setInt(1, id);
            ps.setString(2, number);
            ps.setString(3, shop);
            ps.executeUpdate();
        }
    }
}
