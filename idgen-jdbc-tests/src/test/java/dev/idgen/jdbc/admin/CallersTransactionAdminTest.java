package dev.idgen.jdbc.admin;

import static org.assertj.core.api.Assertions.assertThat;

import dev.idgen.jdbc.IdGenEngine;
import dev.idgen.migrations.IdGenMigrations;
import dev.idgen.testsupport.TestDatabase;
import dev.idgen.testsupport.TestDatabases;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.function.Supplier;
import java.util.stream.Stream;
import javax.sql.DataSource;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.springframework.jdbc.datasource.DataSourceTransactionManager;
import org.springframework.jdbc.datasource.DataSourceUtils;
import org.springframework.jdbc.datasource.TransactionAwareDataSourceProxy;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * Issue #39 item 1, beyond document numbers: idgen never switches autocommit on, commits or rolls back a connection
 * that may be a caller's, on any path. Administration and an engine's build run on the caller's thread; given a
 * transaction-aware data source (Spring's {@link TransactionAwareDataSourceProxy}) inside a transaction, they were
 * handed the caller's transactional connection and switched it to autocommit, committing the caller's business
 * rows. Now that connection is given back untouched and the work runs on a connection of idgen's own: the caller's
 * rollback leaves no business row, and what idgen did stays committed.
 */
class CallersTransactionAdminTest {

    static Stream<Arguments> databases() {
        return Stream.of(Arguments.of("H2", (Supplier<TestDatabase>) TestDatabases::freshH2),
                Arguments.of("PostgreSQL", (Supplier<TestDatabase>) TestDatabases::freshPostgres));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("databases")
    void administrationAndABuildInsideACallersTransactionLeaveItAlone(String name, Supplier<TestDatabase> database)
            throws Exception {
        try (TestDatabase db = database.get()) {
            IdGenMigrations.migrate(db.dataSource());
            db.execute("CREATE TABLE business_row (id BIGINT PRIMARY KEY)");
            DataSource pool = db.dataSource();
            DataSource proxy = new TransactionAwareDataSourceProxy(pool);
            TransactionTemplate tx = new TransactionTemplate(new DataSourceTransactionManager(pool));
            long[] id = {0};
            tx.executeWithoutResult(status -> {
                Connection c = DataSourceUtils.getConnection(pool);
                try (Statement s = c.createStatement()) {
                    s.executeUpdate("INSERT INTO business_row (id) VALUES (1)");
                    KeyAdmin.on(proxy).create(new KeyAdmin.NewKey("order", 100, 10, 10, 1000, "orders"));
                    try (IdGenEngine engine = IdGenEngine.builder(proxy).build()) {
                        id[0] = engine.segment("order").nextId();
                    }
                    assertThat(c.getAutoCommit()).as("the caller's connection stayed in its transaction").isFalse();
                } catch (SQLException e) {
                    throw new IllegalStateException(e);
                } finally {
                    DataSourceUtils.releaseConnection(c, pool);
                }
                status.setRollbackOnly();
            });
            assertThat(db.queryLong("SELECT COUNT(*) FROM business_row")).as("the caller's rolled-back row").isZero();
            assertThat(id[0]).isEqualTo(100);
            assertThat(KeyAdmin.on(pool).show("order")).as("the key idgen created stays committed").isPresent();
        }
    }
}
