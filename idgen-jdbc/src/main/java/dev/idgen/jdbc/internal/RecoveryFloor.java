package dev.idgen.jdbc.internal;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;

/**
 * Where a row that idgen creates starts, so that a row lost whole in a failover and created again
 * never hands out an id its lost predecessor handed out.
 *
 * <p>A failover to an asynchronous standby can lose a row's creation together with the
 * reservations made from it: a key, a slow-ordered sub-key, a daily period or a worker id first
 * used in the commits the standby never received. The recovery ({@link Fence}) moves the rows that
 * exist; it cannot move a row that is not there. So every recovery also adds its margin to
 * {@code idgen_epoch.id_floor} and records when it ran ({@code recovered_at}) and its worker fence
 * ({@code timestamp_floor}), and every row created afterwards starts above them:
 * <ul>
 *   <li>a segment or daily row at {@code max_id = id_floor + 1}: the lost row started at 1 and the
 *       lost commits reserved at most the margin from it (the margin's definition), and
 *       {@code id_floor} is the sum of every recovery's margin, which also covers a row created
 *       after one recovery and lost in the next;</li>
 *   <li>a daily row of a period that began after the last recovery at 1 again: no node could have
 *       created that period's row before the failover that preceded the recovery;</li>
 *   <li>a slow-ordered row at {@code num = id_floor} (its next id is {@code num + 1});</li>
 *   <li>a worker row promising no timestamp before {@code timestamp_floor}.</li>
 * </ul>
 * Before any recovery the floor is 0 and rows start where they always did. The values are read in
 * the creating statement itself (a scalar subquery), so there is no window between reading the floor
 * and using it. A row an operator created explicitly below the floor is refused by the admin API.
 */
public final class RecoveryFloor {

    /** The columns of {@code idgen_epoch} this needs (migration V8). */
    public static final String COLUMNS = "id_floor, recoveries, recovered_at, timestamp_floor";

    private RecoveryFloor() {
    }

    /** A SQL expression: where a new segment row's {@code max_id} starts, {@code id_floor + 1}. */
    public static String segmentStart(Tables tables) {
        return "(SELECT id_floor + 1 FROM " + tables.epoch() + " WHERE id = 1)";
    }

    /**
     * A SQL expression with one parameter, the first millisecond of the row's period (ms since 1970):
     * where a new daily row's {@code max_id} starts, 1 for a period that began after the last
     * recovery, else {@code id_floor + 1}.
     */
    public static String periodStart(Tables tables) {
        return "(SELECT CASE WHEN ? > recovered_at THEN 1 ELSE id_floor + 1 END FROM " + tables.epoch() + " WHERE id = 1)";
    }

    /** A SQL expression: where a new slow-ordered row's {@code num} (its last id) starts, {@code id_floor}. */
    public static String orderedStart(Tables tables) {
        return "(SELECT id_floor FROM " + tables.epoch() + " WHERE id = 1)";
    }

    /** The current {@code id_floor}: rows created now start above it. */
    public static long idFloor(JdbcAccess db, Connection c) throws SQLException {
        return read(db, c, "id_floor");
    }

    /** The current {@code timestamp_floor}: the earliest timestamp a new worker row may promise (ms since 1970). */
    public static long timestampFloor(JdbcAccess db, Connection c) throws SQLException {
        return read(db, c, "timestamp_floor");
    }

    private static long read(JdbcAccess db, Connection c, String column) throws SQLException {
        try (PreparedStatement ps = db.prepare(c, "SELECT " + column + " FROM " + db.tables().epoch() + " WHERE id = 1");
             ResultSet rs = ps.executeQuery()) {
            if (!rs.next()) {
                throw new SQLException(db.tables().epoch() + " has no row; run IdGenMigrations.migrate(dataSource)");
            }
            return rs.getLong(1);
        }
    }

    /**
     * The assignments that raise the floor by a recovery, for the {@code UPDATE} of the epoch row that sets it
     * serving: two parameters, the margin and the worker fence (ms). The database's guard (migration V14) lets a
     * refused epoch serve again only when the same statement counts the recovery and raises {@code id_floor}, so
     * the recovery writes both in one statement: a statement that only counts a recovery does none.
     */
    public static String raising(JdbcAccess db) {
        String clock = db.sql().clockMillis();
        return "id_floor = id_floor + ?, recovered_at = " + clock + ", timestamp_floor = GREATEST(timestamp_floor, "
                + clock + " + ?)";
    }

    /**
     * Raises the floor by a recovery: {@code id_floor} by {@code margin}, {@code recovered_at} to the
     * database clock, {@code timestamp_floor} to at least the clock plus {@code workerFenceMillis};
     * on {@code c}, inside the recovery's transaction, where the epoch's state does not change (else
     * {@link #raising} in the statement that changes it).
     *
     * @throws SQLException SQLState 22003 (out of range) when the floor would pass {@code Long.MAX_VALUE}
     */
    static void raise(JdbcAccess db, Connection c, long margin, long workerFenceMillis) throws SQLException {
        try (PreparedStatement ps = db.prepare(c, "UPDATE " + db.tables().epoch() + " SET " + raising(db) + " WHERE id = 1")) {
            ps.setLong(1, margin);
            ps.setLong(2, workerFenceMillis);
            if (ps.executeUpdate() != 1) {
                throw new SQLException(db.tables().epoch() + " has no row; run IdGenMigrations.migrate(dataSource)");
            }
        }
    }
}
