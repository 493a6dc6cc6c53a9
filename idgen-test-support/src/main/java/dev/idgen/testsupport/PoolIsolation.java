package dev.idgen.testsupport;

import com.zaxxer.hikari.HikariConfig;

/**
 * The transaction isolation of the fault tests' lazy pools, named instead of detected. HikariCP detects a pool's
 * default isolation on its first connection; in a pool that may start while the database is unreachable
 * ({@code initializationFailTimeout = -1}, {@code minimumIdle = 0}), a detection cut by the network is ignored and
 * leaves the level at -1, and every later connection fails with "Transaction isolation level -1 not supported"
 * (HikariCP issues #887 and #1944): a torture worker restarted during a cut never reached the database again. Naming
 * the database's own default (what detection would have found) keeps what the tests run under unchanged.
 */
public final class PoolIsolation {

    private PoolIsolation() {
    }

    /** Sets {@code config}'s isolation to the default of the database {@code jdbcUrl} names. */
    public static void nameTheDefault(HikariConfig config, String jdbcUrl) {
        boolean mysql = jdbcUrl.startsWith("jdbc:mariadb:") || jdbcUrl.startsWith("jdbc:mysql:");
        config.setTransactionIsolation(mysql ? "TRANSACTION_REPEATABLE_READ" : "TRANSACTION_READ_COMMITTED");
    }
}
