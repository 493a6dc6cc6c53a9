package dev.idgen.cli;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Timestamp;
import java.sql.Types;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import javax.sql.DataSource;

/** Reads and registers rows of {@code idgen_segment} with plain SQL that every dialect accepts. */
final class SegmentKeys {

    /**
     * One segment key.
     *
     * @param maxId   exclusive upper end of every range reserved so far: the next range starts here
     * @param minStep {@code null} when the engine's default applies
     * @param maxStep {@code null} when the engine's default applies
     */
    record Row(String key, long maxId, int step, Integer minStep, Integer maxStep, String description, Instant updatedAt) {
    }

    private SegmentKeys() {
    }

    /** Every key starting with {@code prefix} ({@code null} or empty: all), by key. */
    static List<Row> list(DataSource ds, String prefix) throws SQLException {
        List<Row> rows = new ArrayList<>();
        try (Connection c = ds.getConnection();
             PreparedStatement ps = c.prepareStatement("SELECT biz_tag, max_id, step, min_step, max_step, description, "
                     + "updated_at FROM idgen_segment ORDER BY biz_tag");
             ResultSet rs = ps.executeQuery()) {
            while (rs.next()) {
                String key = rs.getString(1);
                if (prefix != null && !key.startsWith(prefix)) {
                    continue;
                }
                Integer min = rs.getInt(4);
                if (rs.wasNull()) {
                    min = null;
                }
                Integer max = rs.getInt(5);
                if (rs.wasNull()) {
                    max = null;
                }
                Timestamp updated = rs.getTimestamp(7);
                rows.add(new Row(key, rs.getLong(2), rs.getInt(3), min, max, rs.getString(6),
                        updated == null ? null : updated.toInstant()));
            }
        }
        return rows;
    }

    /**
     * Registers {@code key} unless it exists.
     *
     * @param maxStep the largest range engines reserve for the key, or {@code null} for their default
     * @return {@code true} when this call created it
     */
    static boolean register(DataSource ds, String key, int step, Integer maxStep, String description)
            throws SQLException {
        try (Connection c = ds.getConnection()) {
            try (PreparedStatement ps = c.prepareStatement("SELECT 1 FROM idgen_segment WHERE biz_tag = ?")) {
                ps.setString(1, key);
                try (ResultSet rs = ps.executeQuery()) {
                    if (rs.next()) {
                        return false;
                    }
                }
            }
            try (PreparedStatement ps = c.prepareStatement(
                    "INSERT INTO idgen_segment (biz_tag, max_id, step, max_step, description) VALUES (?, 1, ?, ?, ?)")) {
                ps.setString(1, key);
                ps.setInt(2, step);
                if (maxStep == null) {
                    ps.setNull(3, Types.INTEGER);
                } else {
                    ps.setInt(3, maxStep);
                }
                ps.setString(4, description);
                ps.executeUpdate();
                return true;
            } catch (SQLException e) {
                if (e.getSQLState() != null && e.getSQLState().startsWith("23")) {
                    return false; // registered at the same moment by another process: as good as ours
                }
                throw e;
            }
        }
    }
}
