package dev.idgen.jdbc.internal;

import static org.assertj.core.api.Assertions.assertThat;

import dev.idgen.Dialect;
import java.sql.SQLException;
import org.junit.jupiter.api.Test;

/**
 * What the MySQL dialect adds to a database's error (no database needed); {@code GaleraTest} proves the rest on a
 * Galera cluster.
 */
class MySqlDialectTest {

    private final SqlDialect mysql = SqlDialects.forDialect(Dialect.MYSQL);

    /** Galera's ERROR 1047 says what it means for idgen and what to do, keeping SQLState, code and the original. */
    @Test
    void galerasNonPrimaryErrorIsExplained() {
        SQLException e = new SQLException("WSREP has not yet prepared node for application use", "08S01", 1047);
        SQLException explained = mysql.explained(e);
        assertThat(explained.getMessage()).startsWith(e.getMessage())
                .contains("not part of the cluster's primary component").contains("Connect idgen to a node");
        assertThat(explained.getSQLState()).isEqualTo("08S01");
        assertThat(explained.getErrorCode()).isEqualTo(1047);
        assertThat(explained.getCause()).isSameAs(e);
    }

    /** Any other error comes back as it was (a deadlock is retried by its SQLState, not re-worded). */
    @Test
    void otherErrorsAreKept() {
        SQLException deadlock = new SQLException("Deadlock found when trying to get lock", "40001", 1213);
        assertThat((Object) mysql.explained(deadlock)).isSameAs(deadlock);
        assertThat(mysql.isRetryableConflict(deadlock)).isTrue();
    }
}
