package dev.idgen.jdbc.admin;

import dev.idgen.IdKeys;
import dev.idgen.InvalidIdRequestException;
import dev.idgen.SnowflakeLayout;
import dev.idgen.jdbc.internal.ConnectionWork;
import dev.idgen.jdbc.internal.EngineTables;
import dev.idgen.jdbc.internal.JdbcAccess;
import dev.idgen.jdbc.internal.NamespaceLayouts;
import dev.idgen.jdbc.snowflake.NodeIdentity;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Duration;
import java.time.Instant;
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
 *
 * <p>Layouts: each namespace's snowflake layout (bits and epoch) is recorded by the first engine that
 * leases a worker id in it, and an engine with another layout refuses to lease ({@link #layout},
 * {@link #changeLayout}).
 */
public final class WorkerAdmin {

    /** Leases, and the database's clock when they were read. */
    public record Snapshot(long nowMillis, List<WorkerLease> leases) {
    }

    private final JdbcAccess db;
    private final String table;
    private final String now;
    private final NamespaceLayouts layouts;

    /**
     * How far after the database clock a {@linkplain #changeLayout layout change} may make the
     * namespace's first timestamp ({@value} ms): engines wait for it (up to their takeover wait,
     * {@code SnowflakeOptions.takeoverWait}, 30 s by default) before they issue.
     */
    public static final long MAX_LAYOUT_CHANGE_WAIT_MILLIS = 20_000;

    private WorkerAdmin(JdbcAccess db) {
        this.db = db;
        this.table = db.tables().worker();
        this.now = db.sql().clockMillis();
        this.layouts = new NamespaceLayouts(db);
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
            try (PreparedStatement ps = db.prepare(c, "SELECT " + EngineTables.WORKER_COLUMNS + " FROM " + table
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
            try (PreparedStatement ps = db.prepare(c, "SELECT " + EngineTables.WORKER_COLUMNS + " FROM " + table
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
     * Ends {@code lease} now (database clock): {@code lease_expires_at = now - 1} (a lease expiring at
     * {@code now} still counts as live), everything else kept,
     * {@code last_timestamp} in particular. Guarded by the instance id and the expiry read before,
     * so a lease taken over or renewed into another holder's hands in between is left alone. The
     * holder, if it still runs, learns at its next heartbeat only if another node takes the row.
     *
     * @return {@code true} when this call ended the lease
     */
    public boolean release(WorkerLease lease) {
        return run("release " + lease.describe(), c -> {
            try (PreparedStatement ps = db.prepare(c, "UPDATE " + table + " SET lease_expires_at = " + now
                    + " - 1 WHERE namespace = ? AND datacenter_id = ? AND worker_id = ? AND instance_id = ?"
                    + " AND lease_expires_at >= " + now)) {
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

    /** The layout recorded for {@code namespace}; empty until an engine has leased a worker id in it. */
    public Optional<NamespaceLayout> layout(String namespace) {
        IdKeys.check(namespace, "namespace");
        return run("read the layout of snowflake namespace '" + namespace + "'",
                c -> layouts.read(c, namespace, false).map(WorkerAdmin::layout));
    }

    /**
     * Changes the layout (bits and epoch) recorded for {@code namespace} to {@code layout}, the
     * deliberate way to give a namespace another layout (the other way is a new namespace). Engines
     * of the old layout must be stopped first; engines then start with the new one.
     *
     * <p>Refused, with nothing changed, when: the namespace has no recorded layout; any lease in the
     * namespace is live (database clock), whatever its datacenter; or some id of the new layout
     * could be at or below an id the old layout may have issued, later than
     * {@link #MAX_LAYOUT_CHANGE_WAIT_MILLIS} from now. The rule: every old id carries a timestamp at
     * or before the largest promise of the namespace's rows ({@code last_timestamp}), so no old id
     * exceeds {@code M = (promise - oldEpoch) << oldShift | lowBitsAllSet}; the change records
     * {@code not_before} = the last timestamp whose new ids are not all above {@code M}, and every
     * engine waits until its clock has passed it. Moving the epoch later by Δ (or adding timestamp
     * bits) moves that point Δ (or years) into the future, so it is refused; moving it earlier, or
     * trading worker bits for sequence bits, is accepted at once.
     *
     * <p>In one transaction under the namespace's row lock, which every lease takes first, so no
     * engine leases under the old layout meanwhile; every lease row of the namespace is kept (its
     * promise too) and fenced: its instance id becomes {@code layout-change-N}, so a holder whose
     * lease had expired cannot renew it and stops.
     *
     * @return the layout now recorded (unchanged when it already was {@code layout})
     * @throws InvalidIdRequestException naming the namespace, both layouts and why, when refused
     */
    public NamespaceLayout changeLayout(String namespace, SnowflakeLayout layout) {
        IdKeys.check(namespace, "namespace");
        if (layout == null) {
            throw new InvalidIdRequestException("snowflake namespace '" + namespace + "': the new layout is null");
        }
        String what = "change the layout of snowflake namespace '" + namespace + "' to " + NamespaceLayouts.describe(layout);
        return run(what, c -> JdbcAccess.inTransaction(c, tx -> {
            NamespaceLayouts.Recorded old = layouts.read(tx, namespace, true).orElseThrow(() ->
                    new InvalidIdRequestException(what + ": the namespace has no recorded layout (no engine has "
                            + "leased a worker id in it since migration V7); the first engine that does records its own"));
            if (old.matches(layout)) {
                return layout(old);
            }
            String refused = what + " refused (recorded: " + old.describe() + "): ";
            long clock = clock(tx);
            // every lease row of the namespace, locked: no renewal or takeover moves one until this commits
            long promise = old.notBeforeMillis();
            List<String> live = new ArrayList<>();
            long lastExpiry = 0;
            try (PreparedStatement ps = db.prepare(tx, "SELECT datacenter_id, worker_id, app_name, host, port, "
                    + "lease_expires_at, last_timestamp FROM " + table + " WHERE namespace = ? FOR UPDATE")) {
                ps.setString(1, namespace);
                try (ResultSet rs = ps.executeQuery()) {
                    while (rs.next()) {
                        promise = Math.max(promise, rs.getLong(7));
                        if (rs.getLong(6) >= clock) {
                            lastExpiry = Math.max(lastExpiry, rs.getLong(6));
                            live.add("worker " + rs.getInt(2) + " datacenter " + rs.getInt(1) + " held by "
                                    + rs.getString(3) + "@" + rs.getString(4) + ":" + rs.getInt(5));
                        }
                    }
                }
            }
            if (!live.isEmpty()) {
                throw new InvalidIdRequestException(refused + live.size() + " lease(s) under the old layout are live ("
                        + String.join(", ", live.subList(0, Math.min(5, live.size()))) + (live.size() > 5 ? ", ..." : "")
                        + "); stop those engines (or wait until their leases expire, the last at "
                        + Instant.ofEpochMilli(lastExpiry) + ") and run the change again");
            }
            long notBefore = notBefore(old, promise, layout);
            if (notBefore - layout.epochMillis() >= layout.maxTimestampOffset()) {
                throw new InvalidIdRequestException(refused + "no id of the new layout is above the largest id the old "
                        + "one may have issued (promise " + Instant.ofEpochMilli(promise) + "); use a new namespace");
            }
            if (notBefore > clock + MAX_LAYOUT_CHANGE_WAIT_MILLIS) {
                throw new InvalidIdRequestException(refused + "ids of the new layout stay at or below ids the old one may "
                        + "have issued (up to its promise " + Instant.ofEpochMilli(promise) + ") until "
                        + Instant.ofEpochMilli(notBefore) + ", " + Duration.ofMillis(notBefore - clock)
                        + " from now (an epoch moved later, or timestamp bits added, reissues old ids); keep the epoch "
                        + "(or move it earlier) and the timestamp bits, or use a new namespace");
            }
            notBefore = Math.max(notBefore, old.notBeforeMillis());
            try (PreparedStatement ps = db.prepare(tx, "UPDATE " + table + " SET instance_id = ? WHERE namespace = ?")) {
                ps.setString(1, "layout-change-" + (old.changes() + 1));
                ps.setString(2, namespace);
                ps.executeUpdate();
            }
            try (PreparedStatement ps = db.prepare(tx, "UPDATE " + layouts.table() + " SET timestamp_bits = ?, "
                    + "datacenter_bits = ?, worker_bits = ?, sequence_bits = ?, epoch_millis = ?, not_before_millis = ?, "
                    + "changes = changes + 1, changed_at = " + db.sql().currentTimestamp()
                    + " WHERE namespace = ? AND changes = ?")) {
                ps.setInt(1, layout.timestampBits());
                ps.setInt(2, layout.datacenterBits());
                ps.setInt(3, layout.workerBits());
                ps.setInt(4, layout.sequenceBits());
                ps.setLong(5, layout.epochMillis());
                ps.setLong(6, notBefore);
                ps.setString(7, namespace);
                ps.setInt(8, old.changes());
                if (ps.executeUpdate() != 1) {
                    throw new SQLException(what + ": the namespace's row changed under its lock", "40001");
                }
            }
            return layouts.read(tx, namespace, false).map(WorkerAdmin::layout).orElseThrow();
        }));
    }

    /**
     * The last timestamp (ms since 1970) at which {@code next} could compose an id at or below the
     * largest id {@code old} may have issued, given that no old id carries a timestamp after
     * {@code promise}: ids of {@code next} with later timestamps are all above every old id.
     */
    static long notBefore(NamespaceLayouts.Recorded old, long promise, SnowflakeLayout next) {
        long offset = promise - old.epochMillis();
        if (offset < 0) {
            return next.epochMillis() - 1; // the old layout cannot have issued any id
        }
        long maxOffset = (1L << old.timestampBits()) - 1;
        int shift = old.timestampShift();
        long maxOldId = (Math.min(offset, maxOffset) << shift) | ((1L << shift) - 1);
        // a new id at timestamp t is at least (t - newEpoch) << newShift, above maxOldId once t - newEpoch > maxOldId >> newShift
        return next.epochMillis() + (maxOldId >>> next.timestampShift());
    }

    private static NamespaceLayout layout(NamespaceLayouts.Recorded r) {
        return new NamespaceLayout(r.namespace(), r.timestampBits(), r.datacenterBits(), r.workerBits(),
                r.sequenceBits(), Instant.ofEpochMilli(r.epochMillis()), Instant.ofEpochMilli(r.notBeforeMillis()),
                r.changes());
    }

    private static WorkerLease read(ResultSet rs) throws SQLException {
        return new WorkerLease(rs.getString(1), rs.getInt(2), rs.getInt(3), rs.getString(4), rs.getString(5), rs.getInt(6),
                rs.getLong(7), rs.getString(8), rs.getLong(9), rs.getLong(10), rs.getLong(11));
    }

    private <T> T run(String what, ConnectionWork<T> work) {
        return AdminWork.run(db, what, work);
    }
}
