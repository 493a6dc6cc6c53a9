package dev.idgen.bench;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.concurrent.atomic.LongAdder;
import javax.sql.DataSource;
import me.ahoo.cosid.segment.IdSegmentDistributor;

/**
 * CosId's JDBC segment distributor on PostgreSQL, the baseline's database side: cosid-jdbc is not
 * published for CosId 2.13.3, so this is its {@code JdbcIdSegmentDistributor} written after the
 * original — the {@code cosid} table, and per reservation one transaction of
 * {@code UPDATE cosid SET last_max_id = last_max_id + ?} and {@code SELECT last_max_id}, committed.
 *
 * <p>{@link #nextMaxId(long)} returns the new {@code last_max_id}; CosId hands out
 * {@code (last_max_id - step, last_max_id]}. Counts reservations and ids reserved, so the runners
 * can report them next to idgen's.
 */
public final class CosIdJdbcDistributor implements IdSegmentDistributor {

    /** CosId's table, as cosid-jdbc's documentation creates it. */
    public static final String TABLE_DDL = "CREATE TABLE IF NOT EXISTS cosid (name VARCHAR(100) NOT NULL PRIMARY KEY,"
            + " last_max_id BIGINT NOT NULL DEFAULT 0, last_fetch_time BIGINT NOT NULL)";

    private final DataSource dataSource;
    private final String namespace;
    private final String name;
    private final long step;
    private final LongAdder reservations = new LongAdder();
    private final LongAdder reserved = new LongAdder();

    /** Creates the table if needed and the row of {@code namespace.name} at 0. */
    public CosIdJdbcDistributor(DataSource dataSource, String namespace, String name, long step) throws SQLException {
        IdSegmentDistributor.ensureStep(step);
        this.dataSource = dataSource;
        this.namespace = namespace;
        this.name = name;
        this.step = step;
        try (Connection c = dataSource.getConnection(); Statement s = c.createStatement()) {
            s.execute(TABLE_DDL);
            try (PreparedStatement insert = c.prepareStatement(
                    "INSERT INTO cosid (name, last_max_id, last_fetch_time) VALUES (?, 0, ?) ON CONFLICT (name) DO NOTHING")) {
                insert.setString(1, getNamespacedName());
                insert.setLong(2, System.currentTimeMillis() / 1000);
                insert.executeUpdate();
            }
        }
    }

    @Override
    public String getNamespace() {
        return namespace;
    }

    @Override
    public String getName() {
        return name;
    }

    @Override
    public long getStep() {
        return step;
    }

    @Override
    public long nextMaxId(long step) {
        IdSegmentDistributor.ensureStep(step);
        try (Connection c = dataSource.getConnection()) {
            boolean autoCommit = c.getAutoCommit();
            c.setAutoCommit(false);
            try {
                long max;
                try (PreparedStatement update = c.prepareStatement(
                        "UPDATE cosid SET last_max_id = (last_max_id + ?), last_fetch_time = ? WHERE name = ?")) {
                    update.setLong(1, step);
                    update.setLong(2, System.currentTimeMillis() / 1000);
                    update.setString(3, getNamespacedName());
                    if (update.executeUpdate() == 0) {
                        throw new IllegalStateException("CosId segment '" + getNamespacedName() + "' has no row in cosid");
                    }
                }
                try (PreparedStatement select = c.prepareStatement("SELECT last_max_id FROM cosid WHERE name = ?")) {
                    select.setString(1, getNamespacedName());
                    try (ResultSet rs = select.executeQuery()) {
                        rs.next();
                        max = rs.getLong(1);
                    }
                }
                c.commit();
                reservations.increment();
                reserved.add(step);
                return max;
            } catch (SQLException | RuntimeException e) {
                c.rollback();
                throw e;
            } finally {
                c.setAutoCommit(autoCommit);
            }
        } catch (SQLException e) {
            throw new IllegalStateException("CosId segment '" + getNamespacedName() + "': reserving " + step
                    + " ids failed: " + e.getMessage(), e);
        }
    }

    /** The row's {@code last_max_id}: every id CosId may have handed out is at or below it. */
    public long lastMaxId() throws SQLException {
        try (Connection c = dataSource.getConnection();
             PreparedStatement select = c.prepareStatement("SELECT last_max_id FROM cosid WHERE name = ?")) {
            select.setString(1, getNamespacedName());
            try (ResultSet rs = select.executeQuery()) {
                rs.next();
                return rs.getLong(1);
            }
        }
    }

    /** Reservations made so far (one transaction each). */
    public long reservations() {
        return reservations.sum();
    }

    /** Ids reserved so far. */
    public long reserved() {
        return reserved.sum();
    }
}
