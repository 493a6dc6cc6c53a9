package dev.idgen.cli;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Reads and releases rows of {@code idgen_worker} (snowflake worker leases). Lease times are in
 * the database clock, so every read also returns the database's "now".
 */
final class WorkerLeases {

    private static final String COLUMNS = "namespace, datacenter_id, worker_id, app_name, host, port, pid, instance_id, "
            + "lease_expires_at, heartbeat_at, last_timestamp";

    /** One lease row. Times are milliseconds since 1970; {@code lastTimestamp} 0 = no id issued yet. */
    record Lease(String namespace, int datacenterId, int workerId, String appName, String host, int port, long pid,
                 String instanceId, long leaseExpiresAt, long heartbeatAt, long lastTimestamp) {

        String owner() {
            return appName + "@" + host + ":" + port;
        }

        /** {@code worker 3 of namespace 'default' datacenter 0}. */
        String describe() {
            return "worker " + workerId + " of namespace '" + namespace + "' datacenter " + datacenterId;
        }
    }

    /** Leases and the database clock when they were read. */
    record Snapshot(long nowMillis, List<Lease> leases) {
    }

    private WorkerLeases() {
    }

    /** Every lease, or those of {@code namespace}, by namespace, datacenter and worker id. */
    static Snapshot list(Database db, String namespace) throws SQLException {
        String sql = "SELECT " + COLUMNS + " FROM idgen_worker" + (namespace == null ? "" : " WHERE namespace = ?")
                + " ORDER BY namespace, datacenter_id, worker_id";
        List<Lease> leases = new ArrayList<>();
        try (Connection c = db.dataSource().getConnection(); PreparedStatement ps = c.prepareStatement(sql)) {
            if (namespace != null) {
                ps.setString(1, namespace);
            }
            try (ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    leases.add(read(rs));
                }
            }
        }
        return new Snapshot(db.nowMillis(), leases);
    }

    /** The lease of one worker id, if the row exists. */
    static Optional<Lease> find(Database db, String namespace, int datacenterId, int workerId) throws SQLException {
        try (Connection c = db.dataSource().getConnection();
             PreparedStatement ps = c.prepareStatement("SELECT " + COLUMNS + " FROM idgen_worker "
                     + "WHERE namespace = ? AND datacenter_id = ? AND worker_id = ?")) {
            ps.setString(1, namespace);
            ps.setInt(2, datacenterId);
            ps.setInt(3, workerId);
            try (ResultSet rs = ps.executeQuery()) {
                return rs.next() ? Optional.of(read(rs)) : Optional.empty();
            }
        }
    }

    /**
     * Ends {@code lease} now (database clock): {@code lease_expires_at = now}, everything else kept,
     * {@code last_timestamp} in particular. Guarded by the instance id and expiry read before, so a
     * lease taken over or renewed into another holder's hands in between is left alone.
     *
     * @return {@code true} when this call ended the lease
     */
    static boolean release(Database db, Lease lease) throws SQLException {
        String now = db.nowMillisSql();
        try (Connection c = db.dataSource().getConnection();
             PreparedStatement ps = c.prepareStatement("UPDATE idgen_worker SET lease_expires_at = " + now
                     + " WHERE namespace = ? AND datacenter_id = ? AND worker_id = ? AND instance_id = ?"
                     + " AND lease_expires_at > " + now)) {
            ps.setString(1, lease.namespace());
            ps.setInt(2, lease.datacenterId());
            ps.setInt(3, lease.workerId());
            ps.setString(4, lease.instanceId());
            return ps.executeUpdate() == 1;
        }
    }

    private static Lease read(ResultSet rs) throws SQLException {
        return new Lease(rs.getString(1), rs.getInt(2), rs.getInt(3), rs.getString(4), rs.getString(5), rs.getInt(6),
                rs.getLong(7), rs.getString(8), rs.getLong(9), rs.getLong(10), rs.getLong(11));
    }
}
