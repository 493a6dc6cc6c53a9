package dev.idgen.jdbc.multijvm;

import static org.assertj.core.api.Assertions.assertThat;

import dev.idgen.format.IdFormat;
import dev.idgen.jdbc.IdGenEngine;
import dev.idgen.jdbc.document.DocumentNumbers;
import dev.idgen.migrations.IdGenMigrations;
import dev.idgen.testsupport.ChildJvm;
import dev.idgen.testsupport.TestDatabase;
import dev.idgen.testsupport.TestDatabases;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A JVM killed (SIGKILL) while its transaction holds a document number leaves no gap: the database rolls the
 * transaction back when the connection dies, and the next transaction takes the same number. While the killed
 * node's transaction was open, the series waited for it (the number was neither lost nor given twice). PostgreSQL.
 */
class KilledDocumentTransactionTest {

    @Test
    void aJvmKilledMidTransactionLeavesNoGap() throws Exception {
        try (TestDatabase db = TestDatabases.freshPostgres()) {
            IdGenMigrations.migrate(db.dataSource());
            db.execute("CREATE TABLE killed_invoice (number VARCHAR(7) PRIMARY KEY)");
            try (ChildJvm child = ChildJvm.start(DocumentHolderChild.class,
                    List.of("-Dorg.slf4j.simpleLogger.defaultLogLevel=warn"),
                    List.of(db.jdbcUrl(), db.user(), db.password()))) {
                long deadline = System.nanoTime() + Duration.ofMinutes(2).toNanos();
                while (!child.output().contains("TAKEN ") && child.isAlive() && System.nanoTime() < deadline) {
                    Thread.sleep(20); // the child prints once its transaction holds the number
                }
                assertThat(child.output()).as("the child took a number in its open transaction").contains("TAKEN F000001");
                child.kill();
            }
            try (IdGenEngine engine = IdGenEngine.builder(db.dataSource()).maxWait(Duration.ofSeconds(30)).build();
                 Connection c = db.connect()) {
                DocumentNumbers invoices = engine.documents("invoice", IdFormat.parse("F{serial:6}"));
                c.setAutoCommit(false);
                // waits (within maxWait) until the server has noticed the dead connection and rolled it back
                String number = invoices.next(c);
                try (PreparedStatement ps = c.prepareStatement("INSERT INTO killed_invoice (number) VALUES (?)")) {
                    ps.setString(1, number);
                    ps.executeUpdate();
                }
                c.commit();
                assertThat(number).as("the killed transaction's number, taken again: no gap").isEqualTo("F000001");
            }
            assertThat(db.queryLong("SELECT COUNT(*) FROM killed_invoice")).as("the killed node's document is gone too")
                    .isEqualTo(1);
            assertThat(db.queryLong("SELECT last_number FROM idgen_document WHERE biz_tag = 'invoice'")).isEqualTo(1);
        }
    }
}
