package dev.idgen.testsupport;

import com.zaxxer.hikari.HikariDataSource;
import java.time.Duration;

/**
 * A PostgreSQL cluster of its own whose HA manager fails over by itself ({@link PgAutoFailoverCluster},
 * {@link PatroniCluster}): what a failover test does with it whichever manager runs it. Killing the primary and
 * waiting for the promotion are each manager's own.
 */
public interface FailoverCluster extends AutoCloseable {

    /** The URL an application uses: every node, {@code targetServerType=primary}. */
    String multiHostUrl();

    /** The URL of the test database on one node, with the node timeouts. */
    String nodeUrl(String name);

    /** A new HikariCP pool on {@code url} as an application node has one; closed by {@link #close()}. */
    HikariDataSource newPool(String name, String url, int maxPoolSize, Duration connectionTimeout);

    /** Stops WAL from reaching the standbys for good: commits from then on exist only on the primary. */
    void cutReplication();

    /** One value of {@code sql} on {@code url}. */
    String queryString(String url, String sql);

    /** Closes the pools, stops every server and the manager, deletes the directory. Idempotent. */
    @Override
    void close();
}
