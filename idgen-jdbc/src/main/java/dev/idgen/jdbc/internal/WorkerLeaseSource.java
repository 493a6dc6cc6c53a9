package dev.idgen.jdbc.internal;

import dev.idgen.jdbc.snowflake.NodeIdentity;
import java.sql.SQLException;

/**
 * The database side of the snowflake strategy: leases of worker ids in {@code idgen_worker}.
 * Lease times use the database's clock, so nodes with skewed clocks agree on expiry.
 */
interface WorkerLeaseSource {

    /** The strategy leases serve: its name, under which lease claims and renewals count their retried conflicts. */
    String STRATEGY = "snowflake";

    /**
     * Leases a worker id: this node identity's own row if it has one (a restart), else an expired
     * lease, else a never-used worker id — after checking {@code layout} against the one recorded for
     * the namespace (recording it when there is none). The grant's promise is at least the namespace's
     * {@code not_before_millis}.
     *
     * @throws dev.idgen.IdExhaustedException when every worker id up to the layout's largest is leased
     * @throws dev.idgen.IdGenConfigurationException when the namespace is recorded with another layout or epoch
     */
    WorkerGrant acquire(String namespace, int datacenterId, dev.idgen.SnowflakeLayout layout, NodeIdentity node,
                        String instanceId, long ttlMillis) throws SQLException;

    /** What a renewal found. */
    enum Renewal {
        /** Renewed, and the promise raised; committed. */
        RENEWED,
        /** The row is no longer held by this instance: another node took it. */
        TAKEN,
        /**
         * The row is still this instance's but holds a promise below the one this node persisted
         * before: the database lost committed renewals (a failover or a restore). Nothing changed.
         */
        PROMISE_LOST
    }

    /**
     * Renews the lease for {@code ttlMillis} and raises the worker's promise to at least
     * {@code promisedUntilMillis}, both committed (durably) when this returns {@link Renewal#RENEWED},
     * provided the row still holds at least {@code persistedMillis}, the promise this node persisted
     * before (0 for none).
     */
    Renewal renew(String namespace, int datacenterId, int workerId, String instanceId, long ttlMillis,
                  long promisedUntilMillis, long persistedMillis) throws SQLException;

    /**
     * Raises the promise of the row {@code instanceId} holds to at least {@code promisedUntilMillis},
     * whatever it holds now (after {@link Renewal#PROMISE_LOST}), durably.
     *
     * @return {@code false} when the row is no longer this instance's
     */
    boolean reassertOwn(String namespace, int datacenterId, int workerId, String instanceId, long promisedUntilMillis)
            throws SQLException;

    /**
     * Ends the lease now, if the row is still ours, recording the last timestamp used unless the row promises
     * more already (it always does while a promise is held: the promise is never lowered, see migration V9).
     */
    void release(String namespace, int datacenterId, int workerId, String instanceId, long lastIssuedMillis)
            throws SQLException;
}
