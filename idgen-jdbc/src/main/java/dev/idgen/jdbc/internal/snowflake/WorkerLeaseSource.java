package dev.idgen.jdbc.internal.snowflake;

import dev.idgen.jdbc.snowflake.NodeIdentity;
import java.sql.SQLException;

/**
 * The database side of the snowflake strategy: leases of worker ids in {@code idgen_worker}.
 * Lease times use the database's clock, so nodes with skewed clocks agree on expiry.
 */
public interface WorkerLeaseSource {

    /**
     * Leases a worker id: this node identity's own row if it has one (a restart), else an expired
     * lease, else a never-used worker id.
     *
     * @throws dev.idgen.IdExhaustedException when every worker id up to {@code maxWorkerId} is leased
     */
    WorkerGrant acquire(String namespace, int datacenterId, int maxWorkerId, NodeIdentity node, String instanceId,
                        long ttlMillis) throws SQLException;

    /**
     * Renews the lease for {@code ttlMillis} and raises the worker's promise to at least
     * {@code promisedUntilMillis}, both committed when this returns {@code true}.
     *
     * @return {@code false} when the row is no longer held by {@code instanceId} (taken by another node)
     */
    boolean renew(String namespace, int datacenterId, int workerId, String instanceId, long ttlMillis,
                  long promisedUntilMillis) throws SQLException;

    /** Ends the lease now, recording the exact last timestamp used, if the row is still ours. */
    void release(String namespace, int datacenterId, int workerId, String instanceId, long lastIssuedMillis)
            throws SQLException;
}
