package dev.idgen.jdbc.admin;

import dev.idgen.IdKeys;
import dev.idgen.IdSourceUnavailableException;
import dev.idgen.InvalidIdRequestException;
import dev.idgen.jdbc.internal.JdbcAccess;
import dev.idgen.jdbc.internal.snowflake.JdbcWorkerLeaseSource;
import dev.idgen.jdbc.snowflake.NodeIdentity;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import javax.sql.DataSource;

/**
 * Administration of snowflake worker leases ({@code idgen_worker}): list them, end one, hand one to
 * another node. Lease times are the database's clock, read in the same statement as the leases,
 * so a tool and the engines agree to the millisecond.
 *
 * <p>Rules: a lease row is never deleted and its promise ({@code last_timestamp}) never lowered,
 * so whoever holds the worker id next still waits until its clock has passed it. Every change is
 * one statement guarded by the instance id read before: a lease renewed or taken over by another
 * holder in between is left alone.
 */
public final class WorkerAdmin {

    /** Leases, and the database's clock when they were read. */
    public record Snapshot(long nowMillis, List<WorkerLease> leases) {
    }

    private final JdbcAccess db;
    private final String table;
    private final String now;

    private WorkerAdmin(JdbcAccess db) {
        this.db = db;
        this.table = db.tables().worker();
        this.now = db.sql().clockMillis();
    }

    /**
     * Administration on {@code dataSource} (detects the dialect). Runs on the caller's thread, on
     * connections of its own in autocommit.
     */
    public static WorkerAdmin on(DataSource dataSource) {
        return on(dataSource, null);
    }

    /**
     * Administration of idgen's tables in {@code schema} ({@code null}: the connection's default;
     * the engine's {@code schema} option), on the caller's thread.
     *
     * @throws dev.idgen.IdGenConfigurationException for a schema that is not a plain SQL name
     */
    public static WorkerAdmin on(DataSource dataSource, String schema) {
        return new WorkerAdmin(JdbcAccess.forAdmin(dataSource, schema));
    }

    /** The database's clock, milliseconds since 1970, as lease times use it. */
    public long nowMillis() {
        return run("read the database clock", c -> {
            return clock(c);
        });
    }

    private long clock(Connection c) throws SQLException {
        try (PreparedStatement ps = db.prepare(c, "SELECT " + now); ResultSet rs = ps.executeQuery()) {
            rs.next();
            return rs.getLong(1);
        }
    }

    /** Every lease, or those of {@code namespace} ({@code null}: all), by namespace, datacenter and worker id. */
    public Snapshot list(String namespace) {
        if (namespace != null) {
            IdKeys.check(namespace, "namespace");
        }
        return run("list worker leases", c -> {
            long clock = clock(c);
            List<WorkerLease> leases = new ArrayList<>();
            try (PreparedStatement ps = db.prepare(c, "SELECT " + JdbcWorkerLeaseSource.COLUMNS + " FROM " + table
                    + (namespace == null ? "" : " WHERE namespace = ?") + " ORDER BY namespace, datacenter_id, worker_id")) {
                if (namespace != null) {
                    ps.setString(1, namespace);
                }
                try (ResultSet rs = ps.executeQuery()) {
                    while (rs.next()) {
                        leases.add(read(rs));
                    }
                }
            }
            return new Snapshot(clock, leases);
        });
    }

    /** The lease of one worker id, if its row exists. */
    public Optional<WorkerLease> find(String namespace, int datacenterId, int workerId) {
        IdKeys.check(namespace, "namespace");
        return run("find worker " + workerId, c -> {
            try (PreparedStatement ps = db.prepare(c, "SELECT " + JdbcWorkerLeaseSource.COLUMNS + " FROM " + table
                    + " WHERE namespace = ? AND datacenter_id = ? AND worker_id = ?")) {
                ps.setString(1, namespace);
                ps.setInt(2, datacenterId);
                ps.setInt(3, workerId);
                try (ResultSet rs = ps.executeQuery()) {
                    return rs.next() ? Optional.of(read(rs)) : Optional.empty();
                }
            }
        });
    }

    /**
     * Ends {@code lease} now (database clock): {@code lease_expires_at = now}, everything else kept,
     * {@code last_timestamp} in particular. Guarded by the instance id and the expiry read before,
     * so a lease taken over or renewed into another holder's hands in between is left alone. The
     * holder, if it still runs, learns at its next heartbeat only if another node takes the row.
     *
     * @return {@code true} when this call ended the lease
     */
    public boolean release(WorkerLease lease) {
        return run("release " + lease.describe(), c -> {
            try (PreparedStatement ps = db.prepare(c, "UPDATE " + table + " SET lease_expires_at = " + now
                    + " WHERE namespace = ? AND datacenter_id = ? AND worker_id = ? AND instance_id = ?"
                    + " AND lease_expires_at > " + now)) {
                ps.setString(1, lease.namespace());
                ps.setInt(2, lease.datacenterId());
                ps.setInt(3, lease.workerId());
                ps.setString(4, lease.instanceId());
                return ps.executeUpdate() == 1;
            }
        });
    }

    /**
     * Hands {@code lease} to {@code holder} under {@code instanceId} for {@code ttl}, for fencing
     * drills and fault tests: the current holder stops at its next heartbeat (its instance id no
     * longer matches), and an engine started with {@code holder}'s identity finds the row as its
     * own and waits until its clock has passed the promise, which is kept. Guarded by the instance
     * id read before.
     *
     * @return {@code true} when this call moved the lease
     * @throws InvalidIdRequestException when the instance id is empty or longer than 64 characters
     */
    public boolean reassign(WorkerLease lease, NodeIdentity holder, String instanceId, Duration ttl) {
        if (instanceId == null || instanceId.isEmpty() || instanceId.length() > 64) {
            throw new InvalidIdRequestException("instance id must be 1 to 64 characters, was '" + instanceId + "'");
        }
        if (ttl == null || ttl.isNegative() || ttl.isZero()) {
            throw new InvalidIdRequestException("lease ttl must be positive, was " + ttl);
        }
        return run("reassign " + lease.describe(), c -> {
            try (PreparedStatement ps = db.prepare(c, "UPDATE " + table + " SET app_name = ?, host = ?, port = ?, pid = ?,"
                    + " instance_id = ?, lease_expires_at = " + now + " + ?, heartbeat_at = " + now
                    + " WHERE namespace = ? AND datacenter_id = ? AND worker_id = ? AND instance_id = ?")) {
                ps.setString(1, holder.appName());
                ps.setString(2, holder.host());
                ps.setInt(3, holder.port());
                ps.setLong(4, ProcessHandle.current().pid());
                ps.setString(5, instanceId);
                ps.setLong(6, ttl.toMillis());
                ps.setString(7, lease.namespace());
                ps.setInt(8, lease.datacenterId());
                ps.setInt(9, lease.workerId());
                ps.setString(10, lease.instanceId());
                return ps.executeUpdate() == 1;
            }
        });
    }

    private static WorkerLease read(ResultSet rs) throws SQLException {
        return new WorkerLease(rs.getString(1), rs.getInt(2), rs.getInt(3), rs.getString(4), rs.getString(5), rs.getInt(6),
                rs.getLong(7), rs.getString(8), rs.getLong(9), rs.getLong(10), rs.getLong(11));
    }

    private <T> T run(String what, JdbcAccess.ConnectionWork<T> work) {
        try {
            return db.withConnection(work);
        } catch (SQLException e) {
            throw new IdSourceUnavailableException(what + " failed: " + e.getMessage() + " (SQLState " + e.getSQLState()
                    + ")", e);
        }
    }
}
