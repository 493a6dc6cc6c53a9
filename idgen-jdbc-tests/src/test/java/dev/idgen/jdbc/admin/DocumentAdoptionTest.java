package dev.idgen.jdbc.admin;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

import dev.idgen.format.IdFormat;
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
import java.util.function.Supplier;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Issue #39 item 3: a series starts above the numbers a table already holds, per sub-series and period, read with
 * the series' own format; the adoption only moves up, and the auditor's check covers the adopted start. Before, with
 * three of this year's invoices stored, the first number was F2026-000001 again, and with a unique constraint the
 * series was stuck for ever.
 */
class DocumentAdoptionTest {

    private static final IdFormat YEARLY = IdFormat.parse("F{date:yyyy}-{serial:6}");

    static Stream<Arguments> databases() {
        return Stream.of(Arguments.of("H2", (Supplier<TestDatabase>) TestDatabases::freshH2),
                Arguments.of("PostgreSQL", (Supplier<TestDatabase>) TestDatabases::freshPostgres),
                Arguments.of("MariaDB", (Supplier<TestDatabase>) TestDatabases::freshMariaDb));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("databases")
    void aSeriesStartsAboveTheNumbersItsTableHolds(String name, Supplier<TestDatabase> database) throws Exception {
        try (TestDatabase db = database.get()) {
            IdGenMigrations.migrate(db.dataSource());
            db.execute("CREATE TABLE adopt_invoice (number VARCHAR(20) NOT NULL, shop VARCHAR(10) NOT NULL, "
                    + "PRIMARY KEY (shop, number))");
            try (Connection c = db.connect()) {
                for (String[] row : new String[][] {{"F2026-000001", "north"}, {"F2026-000002", "north"},
                        {"F2026-000003", "north"}, {"F2026-000007", "south"}, {"F2025-000010", "north"}, {"junk", "north"}}) {
                    insert(c, row[0], row[1]);
                }
            }
            DocumentAdmin admin = DocumentAdmin.on(db.dataSource());
            DocumentAdmin.Adoption adoption = admin.adoptFromColumn("invoice", YEARLY, "adopt_invoice", "number", "shop");
            assertThat(adoption.series()).extracting(DocumentAdmin.Adopted::subKey, DocumentAdmin.Adopted::periodStart,
                    DocumentAdmin.Adopted::largest, DocumentAdmin.Adopted::last)
                    .containsExactly(tuple("north", LocalDate.of(2025, 1, 1), 10L, 10L),
                            tuple("north", LocalDate.of(2026, 1, 1), 3L, 3L),
                            tuple("south", LocalDate.of(2026, 1, 1), 7L, 7L));
            assertThat(adoption.unreadable()).isEqualTo(1);
            assertThat(adoption.unreadableExamples()).containsExactly("junk");

            SettableTimeSource clock = new SettableTimeSource(Instant.parse("2026-05-01T10:00:00Z").toEpochMilli());
            try (IdGenEngine engine = IdGenEngine.builder(db.dataSource()).timeSource(clock).build();
                 Connection c = db.connect()) {
                DocumentNumbers invoices = engine.documents("invoice", YEARLY);
                c.setAutoCommit(false);
                String north = invoices.next(c, "north");
                insert(c, north, "north");
                String south = invoices.next(c, "south");
                insert(c, south, "south");
                String east = invoices.next(c, "east");
                insert(c, east, "east");
                c.commit();
                assertThat(north).isEqualTo("F2026-000004");
                assertThat(south).isEqualTo("F2026-000008");
                assertThat(east).as("a series the table holds nothing of starts at 1").isEqualTo("F2026-000001");
            }

            DocumentAdmin.Adoption again = admin.adoptFromColumn("invoice", YEARLY, "adopt_invoice", "number", "shop");
            assertThat(again.series()).filteredOn(a -> a.subKey().equals("north") && a.periodStart().getYear() == 2026)
                    .extracting(DocumentAdmin.Adopted::start, DocumentAdmin.Adopted::last)
                    .as("adopting again moves the start up to the table's largest number, never the counter back")
                    .containsExactly(tuple(4L, 4L));

            DocumentAudit.Report report = DocumentAudit.on(db.dataSource())
                    .check("adopt_invoice", "number", "invoice", YEARLY, "shop");
            assertThat(report.series()).as("the audit checks each series above its adopted start: south's 1..6 were "
                    + "never idgen's").allMatch(DocumentAudit.Series::clean);
            assertThat(report.series()).filteredOn(s -> s.subKey().equals("south"))
                    .extracting(DocumentAudit.Series::start, DocumentAudit.Series::first, DocumentAudit.Series::last)
                    .as("adopted at 7, then at 8 by the second adoption; 1..6 never idgen's")
                    .containsExactly(tuple(8L, 7L, 8L));
        }
    }

    private static void insert(Connection c, String number, String shop) throws Exception {
        try (PreparedStatement ps = c.prepareStatement("INSERT INTO adopt_invoice (number, shop) VALUES (?, ?)")) {
            ps.setString(1, number);
            ps.setString(2, shop);
            ps.executeUpdate();
        }
    }
}
