package dev.idgen.jdbc.ordered;

import static org.assertj.core.api.Assertions.assertThat;

import dev.idgen.IdGenerator;
import dev.idgen.jdbc.IdGenEngine;
import dev.idgen.jdbc.contract.AbstractDatabaseContract;
import dev.idgen.testsupport.ConnectionSource;
import dev.idgen.testsupport.TestDatabase;
import dev.idgen.testsupport.TestDatabases;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Proxy;
import java.sql.Connection;
import java.sql.SQLException;
import javax.sql.DataSource;
import org.junit.jupiter.api.Test;

/**
 * A slow-ordered caller runs idgen's statement on its own thread (leader/follower combining), yet
 * never in its own transaction — even when idgen is given a transaction-aware data source that hands
 * the thread's transactional connection to whoever asks on that thread (what Spring's
 * {@code TransactionAwareDataSourceProxy} and JTA data sources do). The business transaction rolls
 * back; idgen's reservation stays, and the business row is not committed by idgen.
 */
class CallersTransactionTest extends AbstractDatabaseContract {

    @Override
    protected TestDatabase newDatabase() {
        return TestDatabases.freshH2();
    }

    @Test
    void aCallersTransactionIsNeverCommittedNorUsedByIdgen() throws Exception {
        db.execute("CREATE TABLE business_row (id BIGINT PRIMARY KEY)");
        ThreadBoundDataSource dataSource = new ThreadBoundDataSource(db.dataSource());
        IdGenEngine engine = engine(IdGenEngine.builder(dataSource));
        IdGenerator chat = engine.slowOrdered("chat", "room-1");
        long before = chat.nextId(); // no transaction on this thread: the fast path, on this thread

        Connection business = dataSource.begin();
        long id = chat.nextId();
        try (var insert = business.prepareStatement("INSERT INTO business_row (id) VALUES (?)")) {
            insert.setLong(1, id);
            insert.executeUpdate();
        }
        long[] more = chat.nextIds(3);
        assertThat(business.getAutoCommit()).as("the caller's connection was not switched to autocommit").isFalse();
        dataSource.rollback();

        assertThat(db.queryLong("SELECT COUNT(*) FROM business_row")).as("the business row rolled back").isZero();
        assertThat(id).isEqualTo(before + 1);
        assertThat(more).containsExactly(id + 1, id + 2, id + 3);
        assertThat(chat.nextId()).as("the reservations made during the business transaction stayed committed")
                .isEqualTo(id + 4);
        assertThat(db.queryLong("SELECT num FROM " + OrderedShards.tableOf("chat", "room-1", OrderedShards.DEFAULT_COUNT)
                + " WHERE biz_tag = 'chat' AND sub_key = 'room-1'")).isEqualTo(id + 4);
    }

    /** Like Spring's TransactionAwareDataSourceProxy: on a thread with a transaction, that transaction's connection. */
    private static final class ThreadBoundDataSource extends ConnectionSource {
        private final DataSource target;
        private final ThreadLocal<Connection> bound = new ThreadLocal<>();

        ThreadBoundDataSource(DataSource target) {
            this.target = target;
        }

        Connection begin() throws SQLException {
            Connection c = target.getConnection();
            c.setAutoCommit(false);
            bound.set(c);
            return c;
        }

        void rollback() throws SQLException {
            Connection c = bound.get();
            bound.remove();
            c.rollback();
            c.setAutoCommit(true);
            c.close();
        }

        @Override
        public Connection getConnection() throws SQLException {
            Connection c = bound.get();
            if (c == null) {
                return target.getConnection();
            }
            // the thread's transaction: closing the handle leaves the transaction's connection open
            return (Connection) Proxy.newProxyInstance(Connection.class.getClassLoader(), new Class<?>[] {Connection.class},
                    (proxy, method, args) -> {
                        if (method.getName().equals("close")) {
                            return null;
                        }
                        try {
                            return method.invoke(c, args);
                        } catch (InvocationTargetException e) {
                            throw e.getCause();
                        }
                    });
        }
    }
}
