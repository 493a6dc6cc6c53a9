package dev.idgen.jdbc.internal;

import dev.idgen.IdGenConfigurationException;
import dev.idgen.SnowflakeLayout;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.util.Optional;

/**
 * The snowflake layout recorded per namespace in {@code idgen_snowflake_namespace} (migration V7).
 *
 * <p>Invariant: every id of a namespace is composed with the one layout (bits and epoch) its row
 * records, and carries a timestamp after the row's {@code not_before_millis}. Two layouts on one
 * namespace would compose equal ids (worker 4 under 41/0/10/12 and worker 1 under 41/0/8/14; an
 * epoch moved later by Δ reissues the ids of Δ ago), so every lease is taken in the transaction
 * that {@linkplain #admit admits} the engine's layout under the row's lock: the first engine records
 * its layout, every later one must match it. A deliberate change
 * ({@link dev.idgen.jdbc.admin.WorkerAdmin#changeLayout}) takes the same lock, so no lease is taken
 * under the old layout while it runs.
 */
public final class NamespaceLayouts {

    /** The columns the table must have. */
    public static final String COLUMNS = "namespace, timestamp_bits, datacenter_bits, worker_bits, sequence_bits, "
            + "epoch_millis, not_before_millis, changes";

    /**
     * A namespace's recorded layout.
     *
     * @param notBeforeMillis no id of the namespace carries this timestamp (ms since 1970) or an earlier one
     * @param changes         how many deliberate layout changes the namespace has had
     */
    public record Recorded(String namespace, int timestampBits, int datacenterBits, int workerBits, int sequenceBits,
                           long epochMillis, long notBeforeMillis, int changes) {

        /** Whether {@code layout} has these bits and this epoch. */
        public boolean matches(SnowflakeLayout layout) {
            return layout.timestampBits() == timestampBits && layout.datacenterBits() == datacenterBits
                    && layout.workerBits() == workerBits && layout.sequenceBits() == sequenceBits
                    && layout.epochMillis() == epochMillis;
        }

        /** As a user writes it: {@code 41/0/10/12 (timestamp/datacenter/worker/sequence bits), epoch 2025-01-01T00:00:00Z}. */
        public String describe() {
            return NamespaceLayouts.describe(timestampBits, datacenterBits, workerBits, sequenceBits, epochMillis);
        }

        /** The shift of the timestamp in this layout's ids. */
        public int timestampShift() {
            return datacenterBits + workerBits + sequenceBits;
        }
    }

    /** {@code layout} as a user writes it, in the words of {@link Recorded#describe()}. */
    public static String describe(SnowflakeLayout layout) {
        return describe(layout.timestampBits(), layout.datacenterBits(), layout.workerBits(), layout.sequenceBits(),
                layout.epochMillis());
    }

    private static String describe(int t, int d, int w, int s, long epochMillis) {
        return t + "/" + d + "/" + w + "/" + s + " (timestamp/datacenter/worker/sequence bits), epoch "
                + Instant.ofEpochMilli(epochMillis);
    }

    private final JdbcAccess db;
    private final String table;

    public NamespaceLayouts(JdbcAccess db) {
        this.db = db;
        this.table = db.tables().snowflakeNamespace();
    }

    /** The table's name as statements write it. */
    public String table() {
        return table;
    }

    public void checkSchema(Connection c) throws SQLException {
        db.requireTable(c, table, COLUMNS);
    }

    /** The recorded layout of {@code namespace}; with {@code lock}, row-locked until the transaction ends. */
    public Optional<Recorded> read(Connection c, String namespace, boolean lock) throws SQLException {
        try (PreparedStatement ps = db.prepare(c, "SELECT " + COLUMNS + " FROM " + table + " WHERE namespace = ?"
                + (lock ? " FOR UPDATE" : ""))) {
            ps.setString(1, namespace);
            try (ResultSet rs = ps.executeQuery()) {
                if (!rs.next()) {
                    return Optional.empty();
                }
                return Optional.of(new Recorded(rs.getString(1), rs.getInt(2), rs.getInt(3), rs.getInt(4), rs.getInt(5),
                        rs.getLong(6), rs.getLong(7), rs.getInt(8)));
            }
        }
    }

    /**
     * In the caller's leasing transaction on {@code c}: records {@code layout} for {@code namespace}
     * if the namespace has none (a racing engine's insert fails with a constraint violation, and the
     * caller's retry then finds that engine's layout), and otherwise checks it against the recorded
     * one, holding the row's lock until the transaction ends.
     *
     * @return the namespace's {@code not_before_millis}: no id may carry this timestamp or an earlier one
     * @throws IdGenConfigurationException naming the namespace, both layouts and the ways out, when they differ
     */
    public long admit(Connection c, String namespace, SnowflakeLayout layout) throws SQLException {
        Optional<Recorded> recorded = read(c, namespace, true);
        if (recorded.isEmpty()) {
            try (PreparedStatement ps = db.prepare(c, "INSERT INTO " + table + " (namespace, timestamp_bits, "
                    + "datacenter_bits, worker_bits, sequence_bits, epoch_millis) VALUES (?, ?, ?, ?, ?, ?)")) {
                ps.setString(1, namespace);
                ps.setInt(2, layout.timestampBits());
                ps.setInt(3, layout.datacenterBits());
                ps.setInt(4, layout.workerBits());
                ps.setInt(5, layout.sequenceBits());
                ps.setLong(6, layout.epochMillis());
                ps.executeUpdate();
            }
            return 0;
        }
        Recorded r = recorded.get();
        if (!r.matches(layout)) {
            throw new IdGenConfigurationException("snowflake namespace '" + namespace + "' is recorded with layout "
                    + r.describe() + " in " + table + ", but this engine is configured with " + describe(layout)
                    + "; ids of two layouts in one namespace collide, so this engine leases no worker id. Fix: configure "
                    + "this engine with the recorded layout, or give the new layout a namespace of its own "
                    + "(engine.snowflake(\"<new namespace>\")), or change the namespace's layout deliberately once no "
                    + "lease under the old one is live ('idgen workers change-layout', WorkerAdmin.changeLayout)");
        }
        return r.notBeforeMillis();
    }
}
