package dev.idgen.jdbc.failover;

import static org.assertj.core.api.Assertions.assertThat;

import com.zaxxer.hikari.HikariDataSource;
import dev.idgen.format.IdFormat;
import dev.idgen.jdbc.IdGenEngine;
import dev.idgen.jdbc.admin.DocumentAudit;
import dev.idgen.jdbc.document.DocumentNumbers;
import dev.idgen.migrations.IdGenMigrations;
import dev.idgen.testsupport.ReplicatedPostgres;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * An asynchronous failover that loses the primary's last commits loses the documents together with their numbers,
 * because they commit together: on the promoted standby the series' counter and the stored documents agree, and the
 * next document takes the number after the last one that survived — no gap, no number twice — without any recovery
 * step (the other strategies, whose counters commit on idgen's own connection, need one).
 */
class DocumentNumbersFailoverTest {

    private static final IdFormat FORMAT = IdFormat.parse("F{serial:6}");

    private final List<AutoCloseable> closing = new ArrayList<>();
    private ReplicatedPostgres pair;

    @AfterEach
    void close() throws Exception {
        for (int i = closing.size() - 1; i >= 0; i--) {
            closing.get(i).close();
        }
        if (pair != null) {
            pair.close();
        }
    }

    @Test
    void lostCommitsLoseTheDocumentsWithTheirNumbers() throws Exception {
        pair = ReplicatedPostgres.asynchronous().replicationThroughProxy().start();
        HikariDataSource before = pool("before");
        IdGenMigrations.migrate(before);
        try (Connection c = before.getConnection(); var s = c.createStatement()) {
            s.execute("CREATE TABLE failover_invoice (number VARCHAR(7) PRIMARY KEY)");
        }
        IdGenEngine engine = IdGenEngine.builder(before).name("documents-before").maxWait(Duration.ofSeconds(5)).build();
        closing.add(engine);
        DocumentNumbers invoices = engine.documents("invoice", FORMAT);
        List<String> kept = new ArrayList<>();
        for (int i = 0; i < 3; i++) {
            kept.add(store(before, invoices));
        }
        pair.waitForStandbyCaughtUp(Duration.ofSeconds(30));

        pair.cutReplication(); // from here on the standby receives nothing
        List<String> lost = List.of(store(before, invoices), store(before, invoices));
        assertThat(kept).containsExactly("F000001", "F000002", "F000003");
        assertThat(lost).containsExactly("F000004", "F000005");

        pair.crashPrimary();
        pair.promoteStandby();

        HikariDataSource after = pool("after");
        assertThat(numbers(after)).as("the promoted standby has the documents that reached it").isEqualTo(kept);
        try (Connection c = after.getConnection(); var s = c.createStatement();
             ResultSet rs = s.executeQuery("SELECT last_number FROM idgen_document WHERE biz_tag = 'invoice'")) {
            assertThat(rs.next()).isTrue();
            assertThat(rs.getLong(1)).as("and the series' counter that committed with them").isEqualTo(3);
        }
        IdGenEngine next = IdGenEngine.builder(after).name("documents-after").maxWait(Duration.ofSeconds(5)).build();
        closing.add(next);
        String again = store(after, next.documents("invoice", FORMAT));
        assertThat(again).as("the next number follows the last surviving document: the lost F000004 was lost with "
                + "its document, so it is no duplicate").isEqualTo("F000004");
        DocumentAudit.Report audit = DocumentAudit.on(after).check("failover_invoice", "number", "invoice", FORMAT, null);
        assertThat(audit.clean()).as(audit.toString()).isTrue();
        assertThat(audit.series()).singleElement().extracting(DocumentAudit.Series::last).isEqualTo(4L);
    }

    /** One business transaction: a number and its document, committed together. */
    private static String store(HikariDataSource ds, DocumentNumbers invoices) throws Exception {
        try (Connection c = ds.getConnection()) {
            c.setAutoCommit(false);
            String number = invoices.next(c);
            try (PreparedStatement ps = c.prepareStatement("INSERT INTO failover_invoice (number) VALUES (?)")) {
                ps.setString(1, number);
                ps.executeUpdate();
            }
            c.commit();
            return number;
        }
    }

    private static List<String> numbers(HikariDataSource ds) throws Exception {
        List<String> out = new ArrayList<>();
        try (Connection c = ds.getConnection(); var s = c.createStatement();
             ResultSet rs = s.executeQuery("SELECT number FROM failover_invoice ORDER BY number")) {
            while (rs.next()) {
                out.add(rs.getString(1));
            }
        }
        return out;
    }

    private HikariDataSource pool(String name) {
        HikariDataSource pool = pair.newPool(name, pair.multiHostUrl(), 4);
        closing.add(pool);
        return pool;
    }
}
