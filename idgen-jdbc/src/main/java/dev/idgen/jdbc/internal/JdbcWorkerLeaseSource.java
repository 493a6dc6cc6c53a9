package dev.idgen.jdbc.internal;

import dev.idgen.IdExhaustedException;
import dev.idgen.SnowflakeLayout;
import dev.idgen.jdbc.snowflake.NodeIdentity;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;

/**
 * Worker leases over JDBC. Acquiring is one short transaction with row locks (the same SQL on
 * every dialect); renewing and releasing are single statements guarded by the instance id, so a
 * node that lost its row can never move it. Lease times are the database clock in milliseconds
 * ({@link dev.idgen.jdbc.internal.SqlDialect#clockMillis()}).
 *
 * <p>Every lease is taken in the transaction that admits the engine's layout for the namespace
 * ({@link NamespaceLayouts#admit}): the first engine records it, an engine with another layout or
 * epoch leases nothing, and the namespace's {@code not_before_millis} (set by a deliberate layout
 * change) is part of the grant's promise, so no id of the new layout is at or below one of the old.
 */
final class JdbcWorkerLeaseSource implements WorkerLeaseSource {

    /** The columns a lease row must have. */
    public static final String COLUMNS = "namespace, datacenter_id, worker_id, app_name, host, port, pid, instance_id, "
            + "lease_expires_at, heartbeat_at, last_timestamp";
    private static final int ATTEMPTS = 10;

    private final JdbcAccess db;
    private final RetriedConflicts conflicts;
    private final String table;
    private final String nowMillis; // the database clock, milliseconds since 1970 (BIGINT)

    private final SqlDialect.RowUpdate renewal;
    private final NamespaceLayouts layouts;

    /** A lease source that counts nothing (tools). */
    public JdbcWorkerLeaseSource(JdbcAccess db) {
        this(db, new RetriedConflicts(e -> false));
    }

    /** @param conflicts where a claim that lost a conflict and is attempted again is counted */
    public JdbcWorkerLeaseSource(JdbcAccess db, RetriedConflicts conflicts) {
        this.db = db;
        this.conflicts = conflicts;
        this.table = db.tables().worker();
        this.nowMillis = db.sql().clockMillis();
        this.layouts = new NamespaceLayouts(db);
        this.renewal = db.rowUpdate(table, "lease_expires_at = " + nowMillis + " + ?, heartbeat_at = " + nowMillis
                + ", last_timestamp = GREATEST(last_timestamp, ?)", "namespace = ? AND datacenter_id = ? AND worker_id = ?"
                + " AND instance_id = ? AND last_timestamp >= ?", "worker_id" + db.sql().committed());
    }

    public void checkSchema(Connection c) throws SQLException {
        db.requireTable(c, table, COLUMNS);
        layouts.checkSchema(c);
    }

    @Override
    public WorkerGrant acquire(String namespace, int datacenterId, SnowflakeLayout layout, NodeIdentity node,
                               String instanceId, long ttlMillis) throws SQLException {
        int maxWorkerId = layout.maxWorkerId();
        SQLException last = null;
        for (int attempt = 1; attempt <= ATTEMPTS; attempt++) {
            try {
                String what = "snowflake namespace '" + namespace + "' datacenter " + datacenterId;
                WorkerGrant g = db.withConnection(c -> {
                    long timeline = db.durable(c);
                    db.admit(c, timeline, what); // the timeline, before leasing anything on it
                    return Statements.inTransaction(c, tx -> {
                        if (db.durable(tx) != timeline) {
                            // a failover since the admission: lease only on a timeline the engine has reconciled
                            throw new SQLException(what + ": the database changed timelines while leasing (a failover); "
                                    + "leasing again", "40001");
                        }
                        // the namespace's layout first, under its row lock: a layout change waits for this lease
                        long notBefore = layouts.admit(tx, namespace, layout);
                        WorkerGrant grant = tryAcquire(tx, namespace, datacenterId, maxWorkerId, node, instanceId, ttlMillis);
                        return grant == null || grant.promisedUntil() >= notBefore ? grant
                                : new WorkerGrant(grant.workerId(), notBefore, grant.previousOwner());
                    });
                });
                if (g != null) {
                    return g;
                }
            } catch (SQLException e) {
                // a racing node inserted the same new worker id, or a deadlock between two starting nodes
                if (!db.sql().isConstraintViolation(e) && !db.sql().isRetryableConflict(e)) {
                    throw e;
                }
                if (attempt < ATTEMPTS) {
                    conflicts.record(STRATEGY, e);
                }
                last = e;
            }
        }
        throw new SQLException("could not lease a worker id in namespace '" + namespace + "' datacenter " + datacenterId
                + " after " + ATTEMPTS + " attempts racing other nodes", last);
    }

    private WorkerGrant tryAcquire(Connection c, String ns, int dc, int maxWorkerId, NodeIdentity node, String instanceId,
                                   long ttlMillis) throws SQLException {
        if (node.recognisable()) {
            try (PreparedStatement ps = db.prepare(c, "SELECT worker_id, last_timestamp, pid, instance_id FROM " + table
                    + " WHERE namespace = ? AND datacenter_id = ? AND app_name = ? AND host = ? AND port = ?"
                    + " ORDER BY worker_id FOR UPDATE")) {
                SqlDialect.bindAll(ps, ns, dc, node.appName(), node.host(), node.port());
                try (ResultSet rs = ps.executeQuery()) {
                    if (rs.next()) {
                        int worker = rs.getInt(1);
                        long promised = rs.getLong(2);
                        String previous = "this node " + node + " (pid " + rs.getLong(3) + ", instance " + rs.getString(4) + ")";
                        rs.close();
                        take(c, ns, dc, worker, node, instanceId, ttlMillis, "");
                        return new WorkerGrant(worker, promised, previous);
                    }
                }
            }
        }
        try (PreparedStatement ps = db.prepare(c, "SELECT worker_id, last_timestamp, app_name, host, port FROM " + table
                + " WHERE namespace = ? AND datacenter_id = ? AND worker_id <= ? AND lease_expires_at < " + nowMillis
                + " ORDER BY lease_expires_at, worker_id LIMIT 1 FOR UPDATE")) {
            SqlDialect.bindAll(ps, ns, dc, maxWorkerId);
            try (ResultSet rs = ps.executeQuery()) {
                if (rs.next()) {
                    int worker = rs.getInt(1);
                    long promised = rs.getLong(2);
                    String previous = rs.getString(3) + "@" + rs.getString(4) + ":" + rs.getInt(5) + " (lease expired)";
                    rs.close();
                    // the guard re-checks expiry under the row lock
                    return take(c, ns, dc, worker, node, instanceId, ttlMillis, " AND lease_expires_at < " + nowMillis)
                            ? new WorkerGrant(worker, promised, previous) : null;
                }
            }
        }
        int candidate;
        // within this layout's worker ids: rows above them (left by a layout with more worker bits, before a
        // deliberate layout change) must not make the next new worker id look out of range
        try (PreparedStatement ps = db.prepare(c, "SELECT COALESCE(MAX(worker_id), -1) FROM " + table
                + " WHERE namespace = ? AND datacenter_id = ? AND worker_id <= ?")) {
            SqlDialect.bindAll(ps, ns, dc, maxWorkerId);
            try (ResultSet rs = ps.executeQuery()) {
                rs.next();
                candidate = rs.getInt(1) + 1;
            }
        }
        if (candidate > maxWorkerId) {
            throw new IdExhaustedException("all " + (maxWorkerId + 1) + " worker ids (0 to " + maxWorkerId
                    + ") of namespace '" + ns + "' datacenter " + dc + " are leased and none has expired; stop a node, "
                    + "wait for a dead node's lease to expire, or use a layout with more worker bits");
        }
        // a worker id first used in commits a failover lost may have issued timestamps up to the recovery's fence
        long promised = RecoveryFloor.timestampFloor(db, c);
        try (PreparedStatement ps = db.prepare(c, "INSERT INTO " + table + " (" + COLUMNS + ") VALUES (?, ?, ?, ?, ?, ?, ?, ?, "
                + nowMillis + " + ?, " + nowMillis + ", ?)")) {
            SqlDialect.bindAll(ps, ns, dc, candidate, node.appName(), node.host(), node.port(),
                    ProcessHandle.current().pid(), instanceId, ttlMillis, promised);
            ps.executeUpdate();
        }
        return new WorkerGrant(candidate, promised, null);
    }

    private boolean take(Connection c, String ns, int dc, int worker, NodeIdentity node, String instanceId, long ttlMillis,
                         String guard) throws SQLException {
        try (PreparedStatement ps = db.prepare(c, "UPDATE " + table + " SET app_name = ?, host = ?, port = ?, pid = ?,"
                + " instance_id = ?, lease_expires_at = " + nowMillis + " + ?, heartbeat_at = " + nowMillis
                + " WHERE namespace = ? AND datacenter_id = ? AND worker_id = ?" + guard)) {
            SqlDialect.bindAll(ps, node.appName(), node.host(), node.port(), ProcessHandle.current().pid(),
                    instanceId, ttlMillis, ns, dc, worker);
            return ps.executeUpdate() == 1;
        }
    }

    @Override
    public Renewal renew(String ns, int dc, int worker, String instanceId, long ttlMillis, long promisedUntilMillis,
                         long persistedMillis) throws SQLException {
        Object[] params = {ttlMillis, promisedUntilMillis, ns, dc, worker, instanceId, persistedMillis};
        return db.withConnection(c -> {
            long before = db.decisions(); // before the first statement: a reconciliation while it runs counts too
            // at most two attempts: the second only when this call reconciled a timeline after the first
            for (int attempt = 1; ; attempt++) {
                Long timeline = renewal.run(c, params, rs -> db.sql().timeline(rs, 2));
                if (timeline != null) {
                    db.observe(c, timeline); // a renewal keeps a lease already held: allowed also while the epoch is refused
                    return Renewal.RENEWED;
                }
                Renewal found = find(c, ns, dc, worker, instanceId, persistedMillis);
                if (found != Renewal.PROMISE_LOST || attempt == 2) {
                    return found;
                }
                // The row forgot this node's promise. On a timeline the engine has not reconciled yet (a failover the
                // heartbeat met before the engine's probe did) that is the failover's business: reconcile it now, which
                // raises this node's promise again (and, with failover.margin, moves every key), then renew once more.
                // Only a promise lost on a timeline the engine served on throughout is evidence of lost commits by itself.
                db.observe(c, db.durable(c));
                if (db.decisions() == before) {
                    return Renewal.PROMISE_LOST;
                }
            }
        });
    }

    /** After a renewal that matched nothing: the row lost this instance's promise, or another instance holds it. */
    private Renewal find(Connection c, String ns, int dc, int worker, String instanceId, long persistedMillis)
            throws SQLException {
        try (PreparedStatement ps = db.prepare(c, "SELECT instance_id, last_timestamp FROM " + table
                + " WHERE namespace = ? AND datacenter_id = ? AND worker_id = ?")) {
            SqlDialect.bindAll(ps, ns, dc, worker);
            try (ResultSet rs = ps.executeQuery()) {
                return rs.next() && instanceId.equals(rs.getString(1)) && rs.getLong(2) < persistedMillis
                        ? Renewal.PROMISE_LOST : Renewal.TAKEN;
            }
        }
    }

    @Override
    public boolean reassertOwn(String ns, int dc, int worker, String instanceId, long promisedUntilMillis)
            throws SQLException {
        return db.withConnection(c -> {
            db.durable(c);
            return reassert(c, ns, dc, worker, instanceId, promisedUntilMillis);
        });
    }

    /**
     * Raises the promise of a row this instance holds to at least {@code promisedUntilMillis}, whatever
     * promise the row holds now (after a {@link Renewal#PROMISE_LOST}, or when reconciling a failover),
     * on {@code c}; {@code false} when the row is no longer this instance's.
     */
    public boolean reassert(Connection c, String ns, int dc, int worker, String instanceId, long promisedUntilMillis)
            throws SQLException {
        try (PreparedStatement ps = db.prepare(c, "UPDATE " + table + " SET last_timestamp = GREATEST(last_timestamp, ?)"
                + " WHERE namespace = ? AND datacenter_id = ? AND worker_id = ? AND instance_id = ?")) {
            SqlDialect.bindAll(ps, promisedUntilMillis, ns, dc, worker, instanceId);
            return ps.executeUpdate() == 1;
        }
    }

    @Override
    public void release(String ns, int dc, int worker, String instanceId, long lastIssuedMillis) throws SQLException {
        db.withConnection(c -> {
            // GREATEST: the promise is never lowered, not even to the exact last timestamp used (the database's guard,
            // migration V9, refuses it whoever asks: a lowered promise lets the next holder reissue ids)
            // expired one millisecond before now: a lease expiring at 'now' still counts as live (takeovers and the
            // layout change take only leases that expired before now), so a release in the same millisecond as the
            // next look would not be seen as one
            try (PreparedStatement ps = db.prepare(c, "UPDATE " + table + " SET lease_expires_at = " + nowMillis
                    + " - 1, last_timestamp = GREATEST(last_timestamp, ?) WHERE namespace = ? AND datacenter_id = ?"
                    + " AND worker_id = ? AND instance_id = ?")) {
                SqlDialect.bindAll(ps, lastIssuedMillis, ns, dc, worker, instanceId);
                return ps.executeUpdate();
            }
        });
    }
}
