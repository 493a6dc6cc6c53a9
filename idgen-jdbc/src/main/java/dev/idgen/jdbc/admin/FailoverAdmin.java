package dev.idgen.jdbc.admin;

import dev.idgen.IdGenConfigurationException;
import dev.idgen.InvalidIdRequestException;
import dev.idgen.jdbc.internal.Fence;
import dev.idgen.jdbc.internal.ConnectionWork;
import dev.idgen.jdbc.internal.JdbcAccess;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Duration;
import java.time.Instant;
import javax.sql.DataSource;

/**
 * What an operator does after a failover that idgen could not prove safe: see the epoch
 * ({@code idgen_epoch}: the timeline idgen's rows are known complete on, whether engines serve,
 * and why not), and recover — move every key past the ids that may have been handed out before the
 * database lost its last commits, after which every engine serves again by itself (within its
 * probe interval).
 *
 * <p>Rules: a recovery moves every key forward, never back, in one durable transaction with the
 * epoch change (all of it or none of it); a margin that would push a key past
 * {@code Long.MAX_VALUE} fails it whole, naming nothing moved.
 */
public final class FailoverAdmin {

    /** Default of the worker fence of {@link #recover}: the engines' default horizon (10 s) and 5 s for clocks. */
    public static final Duration DEFAULT_WORKER_FENCE = Duration.ofSeconds(15);

    /**
     * The epoch.
     *
     * @param timeline         the timeline idgen's rows are known complete on (0: not recorded, or no timelines here)
     * @param databaseTimeline the timeline the database is on now (0 where there are none)
     * @param serving          whether engines issue ids from the database
     * @param synchronous      whether engines last saw idgen's commits replicated synchronously
     * @param reason           the last decision, or why engines refuse
     * @param changedAt        when the epoch last changed
     */
    public record Epoch(long timeline, long databaseTimeline, boolean serving, boolean synchronous, String reason,
                        Instant changedAt) {
    }

    /** What a recovery did. */
    public record Recovery(Epoch epoch, int segmentKeys, int dailyRows, int slowOrderedRows, int workerLeases) {
    }

    private final JdbcAccess db;

    private FailoverAdmin(JdbcAccess db) {
        this.db = db;
    }

    /** Administration on {@code dataSource} (detects the dialect), on the caller's thread. */
    public static FailoverAdmin on(DataSource dataSource) {
        return on(dataSource, null);
    }

    /**
     * Administration of idgen's tables in {@code schema} ({@code null}: the connection's default;
     * the engine's {@code schema} option), on the caller's thread.
     *
     * @throws dev.idgen.IdGenConfigurationException for a schema that is not a plain SQL name
     */
    public static FailoverAdmin on(DataSource dataSource, String schema) {
        return new FailoverAdmin(JdbcAccess.forAdmin(dataSource, schema));
    }

    /** The epoch as the database holds it now. */
    public Epoch status() {
        return run("read " + db.tables().epoch(), this::read);
    }

    /**
     * Moves every segment and daily key and every slow-ordered row {@code margin} ids forward,
     * every worker lease's promise to at least the database clock plus {@code workerFence}, and
     * sets the epoch serving on the database's current timeline. Choose the margin from the most
     * ids any key may have taken in the commits the database lost (the seconds a standby lagged,
     * times the fastest key's rate), with room to spare; the worker fence at least the nodes'
     * {@code timestampHorizon} plus their clocks' disagreement ({@link #DEFAULT_WORKER_FENCE}).
     *
     * @throws InvalidIdRequestException when the margin is negative or the fence not positive
     * @throws IdGenConfigurationException when a key would pass {@code Long.MAX_VALUE} (nothing moved)
     */
    public Recovery recover(long margin, Duration workerFence) {
        if (margin < 1) {
            throw new InvalidIdRequestException("the margin must be at least 1, was " + margin + ": a recovery moves every "
                    + "key past what the lost commits may have handed out, and raises the floor of rows lost whole by the "
                    + "same margin; the database refuses a refused epoch that serves again without its floor raised (V14)");
        }
        if (workerFence == null || workerFence.isNegative() || workerFence.isZero()) {
            throw new InvalidIdRequestException("the worker fence must be positive, was " + workerFence);
        }
        return run("recover: move every key " + margin + " ids forward", c -> {
            long timeline = db.durable(c);
            Fence.Moved moved;
            try {
                moved = Fence.recover(db, c, timeline, margin, workerFence.toMillis(), "recovered at " + Instant.now()
                        + ": every key moved " + margin + " ids forward and every worker promise "
                        + workerFence.toMillis() + " ms past the database clock (FailoverAdmin.recover)");
            } catch (SQLException e) {
                if (db.sql().isOutOfRange(e)) {
                    throw new IdGenConfigurationException("a margin of " + margin + " would push a key past Long.MAX_VALUE ("
                            + Long.MAX_VALUE + "); nothing was moved. Choose a smaller margin", e);
                }
                throw e;
            }
            return new Recovery(read(c), moved.segmentKeys(), moved.dailyRows(), moved.slowOrderedRows(),
                    moved.workerLeases());
        });
    }

    private Epoch read(Connection c) throws SQLException {
        long current = db.durable(c);
        try (PreparedStatement ps = db.prepare(c, "SELECT timeline, state, synchronous, reason, "
                + db.sql().epochMillis("changed_at") + " FROM " + db.tables().epoch() + " WHERE id = 1");
             ResultSet rs = ps.executeQuery()) {
            if (!rs.next()) {
                throw new SQLException(db.tables().epoch() + " has no row; run IdGenMigrations.migrate(dataSource)");
            }
            return new Epoch(rs.getLong(1), current, "serving".equals(rs.getString(2)), rs.getBoolean(3), rs.getString(4),
                    Instant.ofEpochMilli(rs.getLong(5)));
        }
    }

    private <T> T run(String what, ConnectionWork<T> work) {
        return AdminWork.run(db, what, work);
    }
}
