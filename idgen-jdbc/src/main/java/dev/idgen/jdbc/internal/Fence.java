package dev.idgen.jdbc.internal;

import dev.idgen.jdbc.ordered.OrderedShards;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;

/**
 * Moves every key past the ids that may have been handed out before the database lost commits:
 * segment and daily rows' {@code max_id} and slow-ordered rows' {@code num} forward by a margin,
 * every worker lease's promise ({@code last_timestamp}) to at least the database clock plus a
 * fence, and the {@link RecoveryFloor} by the margin, so that a row the database lost whole starts
 * above its lost ids when it is created again. One transaction with a durable commit: all of it or
 * none of it. Used by an engine's
 * automatic recovery ({@code failover.margin}) and by {@code FailoverAdmin.recover}.
 *
 * <p>Why it is enough: every id handed out before the failover is below its key's counter as the
 * old primary held it; the new primary's counter is behind that by what the lost commits reserved,
 * which the operator bounds by the margin. Live engines also raised the counters to their own
 * high-water marks before (their re-assertion), so their buffers are covered without the margin.
 * A worker's previous holder issued no timestamp past the promise it persisted, at most its last
 * renewal (before now) plus its horizon, which the fence covers.
 */
public final class Fence {

    /** What the fence moved. */
    public record Moved(int segmentKeys, int dailyRows, int slowOrderedRows, int workerLeases) {
        @Override
        public String toString() {
            return segmentKeys + " segment keys, " + dailyRows + " daily rows, " + slowOrderedRows
                    + " slow-ordered rows, " + workerLeases + " worker leases";
        }
    }

    /**
     * The epoch row's statement in the fence's transaction, after the keys moved: it raises the floor
     * ({@link RecoveryFloor#raising}, or {@link RecoveryFloor#raise} where it leaves the state alone) in the statement
     * that sets the epoch serving, which is the only form the database's guard (V14) lets a refused epoch serve in.
     */
    @FunctionalInterface
    interface Then {
        void run(Connection c) throws SQLException;
    }

    private Fence() {
    }

    /**
     * A failover recovery ({@code FailoverAdmin.recover}): {@link #apply}, then, in the same transaction, the epoch
     * serving on {@code timeline} again, with {@code reason}, one more recovery counted and the recovery floor raised
     * by the same margin and fence — one statement: the guard (V14) lets a refused epoch serve only with the floor
     * raised in it.
     *
     * @throws SQLException as {@link #apply}
     */
    public static Moved recover(JdbcAccess db, Connection c, long timeline, long margin, long workerFenceMillis,
                                String reason) throws SQLException {
        return apply(db, c, margin, workerFenceMillis, tx -> {
            try (PreparedStatement ps = db.prepare(tx, "UPDATE " + db.tables().epoch() + " SET timeline = ?,"
                    + " state = 'serving', recoveries = recoveries + 1, reason = ?, changed_at = "
                    + db.sql().currentTimestamp() + ", " + RecoveryFloor.raising(db) + " WHERE id = 1")) {
                ps.setLong(1, timeline);
                ps.setString(2, reason);
                ps.setLong(3, margin);
                ps.setLong(4, workerFenceMillis);
                ps.executeUpdate();
            }
        });
    }

    /**
     * Moves every key {@code margin} ids forward and every worker promise to at least the database
     * clock plus {@code workerFenceMillis}, then runs {@code then}, which raises the {@link RecoveryFloor}
     * by the same margin and fence, in one transaction on {@code c}.
     *
     * @throws SQLException when any of it fails (then none of it happened); a key that would pass
     *         {@code Long.MAX_VALUE} fails it with SQLState 22003
     */
    static Moved apply(JdbcAccess db, Connection c, long margin, long workerFenceMillis, Then then)
            throws SQLException {
        int shards = shardCount(db, c);
        return Statements.inTransaction(c, tx -> {
            db.durable(tx);
            Tables t = db.tables();
            String now = db.sql().currentTimestamp();
            int segment = update(db, tx, "UPDATE " + t.segment() + " SET max_id = max_id + ?, updated_at = " + now, margin);
            int daily = update(db, tx, "UPDATE " + t.daily() + " SET max_id = max_id + ?, updated_at = " + now, margin);
            int ordered = 0;
            for (int i = 0; i < shards; i++) {
                ordered += update(db, tx, "UPDATE " + t.ordered(i) + " SET num = num + ?, updated_at = " + now, margin);
            }
            int workers = update(db, tx, "UPDATE " + t.worker() + " SET last_timestamp = GREATEST(last_timestamp, "
                    + db.sql().clockMillis() + " + ?)", workerFenceMillis);
            then.run(tx); // raises the floor: rows lost whole start above what they may have issued
            return new Moved(segment, daily, ordered, workers);
        });
    }

    private static int update(JdbcAccess db, Connection c, String sql, long value) throws SQLException {
        try (PreparedStatement ps = db.prepare(c, sql)) {
            ps.setLong(1, value);
            return ps.executeUpdate();
        }
    }

    /** The slow-ordered shard tables there are, 0 when the schema has none. */
    private static int shardCount(JdbcAccess db, Connection c) throws SQLException {
        try (PreparedStatement ps = db.prepare(c, "SELECT shard_count FROM " + db.tables().orderedConfig() + " WHERE id = 1");
             ResultSet rs = ps.executeQuery()) {
            return rs.next() ? Math.min(rs.getInt(1), OrderedShards.MAX_COUNT) : 0;
        } catch (SQLException e) {
            if (db.sql().isMissingObject(e)) {
                return 0;
            }
            throw e;
        }
    }
}
