package dev.idgen.jdbc.segment;

import dev.idgen.Dialect;
import dev.idgen.IdExhaustedException;
import dev.idgen.UnknownKeyException;
import dev.idgen.jdbc.internal.JdbcAccess;
import dev.idgen.jdbc.internal.SqlStates;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * What the dialects share: borrowing an autocommit connection, creating a key on first use (or
 * refusing to, when strict), and turning database errors into idgen's exceptions. Subclasses
 * write one thing: the statement that moves {@code max_id} and reads the row back atomically.
 */
public abstract class JdbcSegmentSource implements SegmentSource {

    private static final Logger log = LoggerFactory.getLogger(JdbcSegmentSource.class);

    /** The table the segment strategy keeps its keys in. */
    public static final String TABLE = "idgen_segment";
    static final String COLUMNS = "biz_tag, max_id, step, min_step, max_step, description, created_at, updated_at";

    protected final JdbcAccess db;
    private final boolean strict;
    private final int defaultStep;
    private Integer newKeyMaxStep;

    protected JdbcSegmentSource(JdbcAccess db, boolean strict, int defaultStep) {
        this.db = db;
        this.strict = strict;
        this.defaultStep = defaultStep;
    }

    /**
     * Gives keys this source creates on first use a {@code max_step} of their own (daily rows:
     * their serials must stay within a format's width). Returns this source.
     */
    public JdbcSegmentSource capNewKeysAt(int maxStep) {
        this.newKeyMaxStep = maxStep;
        return this;
    }

    /** The source for {@code db}'s dialect. */
    public static JdbcSegmentSource create(JdbcAccess db, boolean strict, int defaultStep) {
        Dialect d = db.dialect();
        switch (d) {
            case POSTGRESQL:
                return new PostgresSegmentSource(db, strict, defaultStep);
            case MYSQL:
                return new MySqlSegmentSource(db, strict, defaultStep);
            case H2:
                return new H2SegmentSource(db, strict, defaultStep);
            default:
                throw new IllegalArgumentException("no segment source for " + d);
        }
    }

    /** Checks the table and its columns; throws {@link dev.idgen.SchemaMissingException} if absent. */
    public void checkSchema(Connection c) throws SQLException {
        db.requireTable(c, TABLE, COLUMNS);
    }

    @Override
    public final SegmentReservation reserve(String key, int step) throws SQLException {
        return db.withConnection(c -> {
            try {
                SegmentReservation r = reserveRow(c, key, step);
                if (r == null) {
                    if (strict) {
                        throw unknownKey(key);
                    }
                    createKey(c, key);
                    r = reserveRow(c, key, step);
                    if (r == null) {
                        throw new SQLException("key '" + key + "' vanished from " + TABLE + " right after it was created");
                    }
                }
                return r;
            } catch (SQLException e) {
                if (SqlStates.isOutOfRange(e)) {
                    throw new IdExhaustedException("segment key '" + key + "' has run out of ids: reserving "
                            + (step == 0 ? "its step" : step + " ids") + " more would pass Long.MAX_VALUE ("
                            + Long.MAX_VALUE + ")", e);
                }
                if (SqlStates.isMissingObject(e)) {
                    checkSchema(c);
                }
                throw e;
            }
        });
    }

    @Override
    public boolean exists(String key) throws SQLException {
        return db.withConnection(c -> {
            try (PreparedStatement ps = db.prepare(c, "SELECT 1 FROM " + TABLE + " WHERE biz_tag = ?")) {
                ps.setString(1, key);
                try (ResultSet rs = ps.executeQuery()) {
                    return rs.next();
                }
            }
        });
    }

    /**
     * Moves {@code max_id} of {@code key} up by {@code step} (or by the row's own step when
     * {@code step == 0}) and returns the range, committed; {@code null} when the row does not exist.
     */
    protected abstract SegmentReservation reserveRow(Connection c, String key, int step) throws SQLException;

    /**
     * Runs one statement that moves {@code max_id} and returns {@code max_id, step, min_step,
     * max_step} of the row: {@code byRowStep} when {@code step == 0}, else {@code byStep} with the
     * step as first parameter; the key is the last parameter.
     */
    protected SegmentReservation singleStatement(Connection c, String byRowStep, String byStep, String key, int step)
            throws SQLException {
        try (PreparedStatement ps = db.prepare(c, step == 0 ? byRowStep : byStep)) {
            int i = 1;
            if (step != 0) {
                ps.setLong(i++, step);
            }
            ps.setString(i, key);
            try (ResultSet rs = ps.executeQuery()) {
                return rs.next() ? fromRow(rs, step) : null;
            }
        }
    }

    /** Builds the reservation from a row read back after the update: {@code max_id, step, min_step, max_step}. */
    protected static SegmentReservation fromRow(ResultSet rs, int requestedStep) throws SQLException {
        long maxId = rs.getLong(1);
        int rowStep = rs.getInt(2);
        Integer min = (Integer) nullable(rs.getInt(3), rs.wasNull());
        Integer max = (Integer) nullable(rs.getInt(4), rs.wasNull());
        int used = requestedStep == 0 ? rowStep : requestedStep;
        return new SegmentReservation(maxId - used, maxId, rowStep, min, max);
    }

    private static Object nullable(int value, boolean wasNull) {
        return wasNull ? null : value;
    }

    private void createKey(Connection c, String key) throws SQLException {
        try (PreparedStatement ps = db.prepare(c,
                "INSERT INTO " + TABLE + " (biz_tag, max_id, step, max_step, description) VALUES (?, 1, ?, ?, ?)")) {
            ps.setString(1, key);
            ps.setInt(2, newKeyMaxStep == null ? defaultStep : Math.min(defaultStep, newKeyMaxStep));
            if (newKeyMaxStep == null) {
                ps.setNull(3, java.sql.Types.INTEGER);
            } else {
                ps.setInt(3, newKeyMaxStep);
            }
            ps.setString(4, "created on first use by idgen");
            ps.executeUpdate();
            log.info("idgen created segment key '{}' with step {} (the engine is not strict)", key, defaultStep);
        } catch (SQLException e) {
            if (!SqlStates.isConstraintViolation(e)) {
                throw e;
            }
            // another node created the same key at the same moment: its row is as good as ours
            log.debug("segment key '{}' was created concurrently by another node ({})", key, e.getMessage());
        }
    }

    private static UnknownKeyException unknownKey(String key) {
        return new UnknownKeyException("segment key '" + key + "' is not registered in " + TABLE
                + " and this engine is strict; register it first (INSERT INTO " + TABLE
                + " (biz_tag, step) VALUES ('" + key + "', 1000)) or build the engine without strict(true)");
    }
}
