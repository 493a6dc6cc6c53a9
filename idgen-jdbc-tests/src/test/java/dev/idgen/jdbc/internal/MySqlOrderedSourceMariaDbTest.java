package dev.idgen.jdbc.internal;

import static org.assertj.core.api.Assertions.assertThat;

import dev.idgen.Dialect;
import dev.idgen.jdbc.ordered.OrderedShards;
import dev.idgen.migrations.IdGenMigrations;
import dev.idgen.testsupport.ConnectionSource;
import dev.idgen.testsupport.TestDatabase;
import dev.idgen.testsupport.TestDatabases;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Proxy;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import javax.sql.DataSource;
import org.junit.jupiter.api.Test;

/**
 * On the real MariaDB (driver 3.x): a reservation is the {@code UPDATE .. LAST_INSERT_ID(num + ?)} and,
 * on the same connection, {@code SELECT LAST_INSERT_ID()}. Without a trigger on the table the value came
 * back through {@code getGeneratedKeys()} of the UPDATE itself (one statement); the guard that keeps
 * {@code num} from going back (migration V10, a BEFORE UPDATE trigger) makes the server report no key
 * for the UPDATE, and the dialect reads it with the SELECT, as it does for any driver that returns none.
 */
class MySqlOrderedSourceMariaDbTest {

    @Test
    void aReservationIsTheUpdateAndItsLastInsertIdOnOneConnection() throws Exception {
        ScheduledExecutorService executor = Executors.newSingleThreadScheduledExecutor();
        try (TestDatabase db = TestDatabases.freshMariaDb()) {
            IdGenMigrations.with(db.dataSource()).slowOrdered(true).migrate();
            List<String> prepared = Collections.synchronizedList(new ArrayList<>());
            JdbcAccess access = new JdbcAccess(recording(db.dataSource(), prepared), Dialect.MYSQL, Tables.DEFAULT, 5,
                    executor);
            JdbcOrderedSource source = new JdbcOrderedSource(access, OrderedShards.DEFAULT_COUNT);
            assertThat(access.sql().dialect()).isEqualTo(Dialect.MYSQL);

            assertThat(source.add("im.message", "room-42", 3)).isEqualTo(3); // creates the row: UPDATE, INSERT, UPDATE
            prepared.clear();
            assertThat(source.add("im.message", "room-42", 5)).isEqualTo(8);
            assertThat(source.add("im.message", "room-42", 1)).isEqualTo(9);
            assertThat(prepared).hasSize(4);
            for (int i = 0; i < 4; i += 2) {
                assertThat(prepared.get(i)).startsWith("UPDATE idgen_ordered_59 SET num = LAST_INSERT_ID(num + ?)");
                assertThat(prepared.get(i + 1)).isEqualTo("SELECT LAST_INSERT_ID()");
            }
            assertThat(db.queryLong("SELECT num FROM idgen_ordered_59 WHERE sub_key = 'room-42'")).isEqualTo(9);
        } finally {
            executor.shutdownNow();
        }
    }

    /** A DataSource whose connections record the SQL of every statement they prepare. */
    private static DataSource recording(DataSource target, List<String> prepared) {
        return new ConnectionSource() {
            @Override
            public Connection getConnection() throws SQLException {
                Connection c = target.getConnection();
                return (Connection) Proxy.newProxyInstance(getClass().getClassLoader(), new Class<?>[] {Connection.class},
                        (proxy, method, args) -> {
                            if (method.getName().equals("prepareStatement")) {
                                prepared.add((String) args[0]);
                            }
                            try {
                                return method.invoke(c, args);
                            } catch (InvocationTargetException e) {
                                throw e.getCause();
                            }
                        });
            }
        };
    }
}
