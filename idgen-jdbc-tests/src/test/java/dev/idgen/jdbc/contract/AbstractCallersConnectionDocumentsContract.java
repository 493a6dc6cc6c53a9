package dev.idgen.jdbc.contract;

import static org.assertj.core.api.Assertions.assertThat;

import com.zaxxer.hikari.HikariDataSource;
import dev.idgen.format.IdFormat;
import dev.idgen.jdbc.IdGenEngine;
import dev.idgen.jdbc.document.DocumentNumbers;
import dev.idgen.testsupport.SettableTimeSource;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import javax.sql.DataSource;
import org.junit.jupiter.api.Test;
import org.springframework.jdbc.datasource.DataSourceTransactionManager;
import org.springframework.jdbc.datasource.DataSourceUtils;
import org.springframework.jdbc.datasource.SingleConnectionDataSource;
import org.springframework.jdbc.datasource.TransactionAwareDataSourceProxy;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * Gap-free document numbers when the engine's data source hands out the caller's own transactional connection
 * (issue #39 item 1): Spring's {@link TransactionAwareDataSourceProxy} (what Boot's jOOQ auto-configuration
 * exposes), a {@link SingleConnectionDataSource}, and a pool of one connection that the caller already holds. The
 * first number of a new series must neither commit the caller's business rows (it used to: the series' row was
 * created on "idgen's own" connection, which was the caller's, switched to autocommit) nor need a second
 * connection (with a pool of one it used to wait for one and fail). Each case: the first transaction inserts a
 * business row, takes the first number of a new series and rolls back, leaving no business row and no number;
 * then committed transactions number 1..N.
 */
abstract class AbstractCallersConnectionDocumentsContract extends AbstractDatabaseContract {

    /** This contract never uses the slow-ordered strategy: its database is migrated without those tables. */
    @Override
    protected boolean slowOrderedTables() {
        return false;
    }


    private static final IdFormat YEARLY = IdFormat.parse("F{date:yyyy}-{serial:6}");
    private static final int COMMITTED = 4;

    private final SettableTimeSource clock = new SettableTimeSource(Instant.parse("2026-03-01T10:00:00Z").toEpochMilli());

    private void createDocuments() {
        db.execute("CREATE TABLE doc_business (number VARCHAR(40) NOT NULL PRIMARY KEY, note VARCHAR(40) NOT NULL)");
    }

    private static void store(Connection c, String number, String note) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement("INSERT INTO doc_business (number, note) VALUES (?, ?)")) {
            ps.setString(1, number);
            ps.setString(2, note);
            ps.executeUpdate();
        }
    }

    /**
     * Runs the scenario through Spring's transaction manager on {@code managed} (the data source the transaction
     * binds) with the engine built on {@code engineSource}: the rolled-back first number, then {@link #COMMITTED}
     * committed ones.
     */
    private void rolledBackFirstNumberLeavesNothing(DataSource managed, DataSource engineSource) {
        createDocuments();
        IdGenEngine engine = engine(IdGenEngine.builder(engineSource).timeSource(clock));
        DocumentNumbers invoices = engine.documents("invoice", YEARLY);
        TransactionTemplate tx = new TransactionTemplate(new DataSourceTransactionManager(managed));

        tx.executeWithoutResult(status -> {
            Connection c = DataSourceUtils.getConnection(managed);
            try {
                store(c, "draft", "written before the first number");
                String number = invoices.next(c, "shop-1");
                assertThat(number).isEqualTo("F2026-000001");
                store(c, number, "rolled back");
                assertThat(c.getAutoCommit()).as("idgen left the caller's transaction open").isFalse();
            } catch (SQLException e) {
                throw new IllegalStateException(e);
            } finally {
                DataSourceUtils.releaseConnection(c, managed);
            }
            status.setRollbackOnly();
        });
        assertThat(db.queryLong("SELECT COUNT(*) FROM doc_business"))
                .as("the rolled-back transaction's business rows, the one written before the first number included")
                .isZero();

        List<String> numbers = new ArrayList<>();
        for (int i = 0; i < COMMITTED; i++) {
            numbers.add(tx.execute(status -> {
                Connection c = DataSourceUtils.getConnection(managed);
                try {
                    String number = invoices.next(c, "shop-1");
                    store(c, number, "committed");
                    return number;
                } catch (SQLException e) {
                    throw new IllegalStateException(e);
                } finally {
                    DataSourceUtils.releaseConnection(c, managed);
                }
            }));
        }
        assertThat(numbers).as("committed numbers are 1..N: the rolled-back number was taken again")
                .containsExactly("F2026-000001", "F2026-000002", "F2026-000003", "F2026-000004");
        assertThat(db.queryLong("SELECT COUNT(*) FROM doc_business")).isEqualTo(COMMITTED);
        assertThat(db.queryLong("SELECT MAX(last_number) FROM idgen_document")).isEqualTo(COMMITTED);
    }

    @Test
    void transactionAwareProxyOverAPool() {
        try (HikariDataSource pool = db.newDataSource(4)) {
            rolledBackFirstNumberLeavesNothing(pool, new TransactionAwareDataSourceProxy(pool));
        }
    }

    @Test
    void singleConnectionDataSource() throws SQLException {
        try (Connection only = db.connect()) {
            only.setAutoCommit(true);
            SingleConnectionDataSource single = new SingleConnectionDataSource(only, true);
            rolledBackFirstNumberLeavesNothing(single, single);
        }
    }

    @Test
    void poolOfOneConnectionHeldByTheCaller() {
        try (HikariDataSource one = db.newDataSource(1)) {
            rolledBackFirstNumberLeavesNothing(one, one);
        }
    }
}
