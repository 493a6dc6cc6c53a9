package dev.idgen.jdbc.internal;

import dev.idgen.IdExhaustedException;
import dev.idgen.UnknownKeyException;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.LocalDate;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.OptionalLong;
import dev.idgen.jdbc.internal.logging.Logger;
import dev.idgen.jdbc.internal.logging.LoggerFactory;

/**
 * Range reservations on a table of segment rows: {@code idgen_segment} (a row per key) or
 * {@code idgen_daily} (a row per key, serial period and the period's first day). One statement moves {@code max_id} and reads the
 * row back atomically — how, is the {@link SqlDialect}'s business — on a connection of its own in
 * autocommit, so the range is committed before it is used; a missing row is created on first use
 * (or refused, when strict) and the statement runs again. A row is created above the
 * {@link RecoveryFloor}, so a row lost whole in a failover never repeats its ids when created again.
 *
 * <p>Contract (see {@link SegmentSource}): committed, never overlapping ranges per row, from any
 * node.
 */
final class JdbcSegmentSource {

    private static final Logger log = LoggerFactory.getLogger(JdbcSegmentSource.class);
    private static final String READ_BACK = "max_id, step, min_step, max_step";

    private final JdbcAccess db;
    private final String table;
    private final String where;
    private final String columns;
    private final SqlDialect.RowUpdate byRowStep;
    private final SqlDialect.RowUpdate byStep;
    private final String insert;
    private final String insertAtLeast;
    private final ZoneId periodZone;
    private final String exists;
    private final boolean strict;
    private final int newRowStep;
    private final Integer newRowMaxStep;
    private final String kind;
    private final SqlDialect.CounterUpdate counter;

    private JdbcSegmentSource(JdbcAccess db, String table, String[] keyColumns, String columns, boolean strict,
                              int newRowStep, Integer newRowMaxStep, String kind, ZoneId periodZone) {
        this.db = db;
        this.table = table;
        this.columns = columns;
        this.where = String.join(" AND ", Arrays.stream(keyColumns).map(k -> k + " = ?").toList());
        String now = db.sql().currentTimestamp();
        String readBack = READ_BACK + db.sql().committed();
        this.byRowStep = db.rowUpdate(table, "max_id = max_id + step, updated_at = " + now, where, readBack);
        this.byStep = db.rowUpdate(table, "max_id = max_id + ?, updated_at = " + now, where, readBack);
        String keys = String.join(", ", keyColumns);
        // a new row starts above the recovery floor; a daily row of a period begun after the last recovery at 1
        this.periodZone = periodZone;
        String start = periodZone == null ? RecoveryFloor.segmentStart(db.tables()) : RecoveryFloor.periodStart(db.tables());
        this.insert = "INSERT INTO " + table + " (" + keys + ", max_id, step, max_step, description) VALUES ("
                + "?, ".repeat(keyColumns.length) + start + ", ?, ?, ?)";
        // a row the database lost, created again by a node re-asserting its high-water mark: at least that mark
        this.insertAtLeast = "INSERT INTO " + table + " (" + keys + ", max_id, step, max_step, description) SELECT "
                + "?, ".repeat(keyColumns.length) + "GREATEST(?, " + start + "), ?, ?, ? FROM " + db.tables().epoch()
                + " WHERE id = 1 AND NOT EXISTS (SELECT 1 FROM " + table + " WHERE " + where + ")";
        this.exists = "SELECT 1 FROM " + table + " WHERE " + where;
        this.strict = strict;
        this.newRowStep = newRowMaxStep == null ? newRowStep : Math.min(newRowStep, newRowMaxStep);
        this.newRowMaxStep = newRowMaxStep;
        this.kind = kind;
        this.counter = db.counterUpdate(table, "max_id", "updated_at = " + now, where);
    }

    /** Rows of {@code idgen_segment}, one per key; a missing key is created with {@code defaultStep} unless strict. */
    public static JdbcSegmentSource segments(JdbcAccess db, boolean strict, int defaultStep) {
        return new JdbcSegmentSource(db, db.tables().segment(), new String[] {"biz_tag"},
                "biz_tag, max_id, step, min_step, max_step, description, created_at, updated_at", strict, defaultStep,
                null, "segment key", null);
    }

    /**
     * Rows of {@code idgen_daily}, one per key, serial period and the period's first day (keyed as
     * {@code key, period name, first day}), always created on first use (a period is data, not
     * configuration) with {@code step} and a {@code max_step} of {@code maxStep}, so a busy period
     * cannot push serials past a format's width. {@code zone} is the daily zone: a period that began
     * (in it) after the last recovery starts at 1 (see {@link RecoveryFloor}).
     */
    public static JdbcSegmentSource days(JdbcAccess db, int step, int maxStep, ZoneId zone) {
        return new JdbcSegmentSource(db, db.tables().daily(), new String[] {"biz_tag", "serial_period", "serial_day"},
                "biz_tag, serial_period, serial_day, max_id, step, min_step, max_step, description, created_at, updated_at",
                false, step, maxStep, "daily key", zone);
    }

    /** The table, as statements name it. */
    public String table() {
        return table;
    }

    /** Checks the table and its columns; throws {@link dev.idgen.SchemaMissingException} naming the migration. */
    public void checkSchema(Connection c) throws SQLException {
        db.requireTable(c, table, columns);
    }

    /**
     * Moves {@code max_id} of the row named by {@code key} (its key columns' values) up by
     * {@code step}, or by the row's own step when {@code step == 0}, and returns the range, committed.
     *
     * @param what the row as messages name it, e.g. {@code segment key 'order'}
     * @throws UnknownKeyException when the row does not exist and this source is strict
     * @throws IdExhaustedException when the range would pass {@code Long.MAX_VALUE}
     * @throws dev.idgen.SchemaMissingException when the table is missing
     * @throws SQLException on any other database failure; the caller may retry
     */
    public SegmentReservation reserve(String what, int step, Object... key) throws SQLException {
        return db.withConnection(c -> {
            try {
                for (int attempt = 1; ; attempt++) {
                    long decisions = db.decisions();
                    SegmentReservation r = reserveRow(c, step, key);
                    if (r == null) {
                        if (strict) {
                            throw new UnknownKeyException(what + " is not registered in " + table
                                    + " and this engine is strict; register it first (INSERT INTO " + table
                                    + " (biz_tag, step) VALUES ('" + key[0] + "', 1000)) or build the engine without strict(true)");
                        }
                        create(c, what, key);
                        r = reserveRow(c, step, key);
                        if (r == null) {
                            throw new SQLException(what + " vanished from " + table + " right after it was created");
                        }
                    }
                    if (db.admitMade(c, r.timeline(), decisions, what)) {
                        return r;
                    }
                    // made on a timeline the engine had not reconciled: that range may be ids handed out before
                    remakeOrGiveUp(attempt, what);
                }
            } catch (SQLException e) {
                if (db.sql().isOutOfRange(e)) {
                    throw new IdExhaustedException(what + " has run out of ids: reserving "
                            + (step == 0 ? "its step" : step + " ids") + " more would pass Long.MAX_VALUE ("
                            + Long.MAX_VALUE + ")", e);
                }
                if (db.sql().isMissingObject(e)) {
                    checkSchema(c);
                }
                throw e;
            }
        });
    }

    /**
     * Moves {@code max_id} of the row of {@code key} up by {@code n} in one committed statement, as a
     * counter (the strictly increasing daily numbers), creating the row on first use, and returns
     * the last of the {@code n} ids now the caller's: {@code [result - n + 1, result]} (the row keeps
     * the exclusive upper end, so the same row can also serve ranges).
     *
     * @throws IdExhaustedException when {@code max_id} would pass {@code Long.MAX_VALUE}
     */
    public long add(String what, long n, Object... key) throws SQLException {
        return db.withConnection(c -> {
            try {
                for (int attempt = 1; ; attempt++) {
                    long decisions = db.decisions();
                    SqlDialect.Counted v = counter.add(c, n, key);
                    if (!v.found()) {
                        create(c, what, key);
                        v = counter.add(c, n, key);
                        if (!v.found()) {
                            throw new SQLException(what + " vanished from " + table + " right after it was created");
                        }
                    }
                    if (db.admitMade(c, v.timeline(), decisions, what)) {
                        return v.value() - 1;
                    }
                    remakeOrGiveUp(attempt, what);
                }
            } catch (SQLException e) {
                if (db.sql().isOutOfRange(e)) {
                    throw new IdExhaustedException(what + " has run out of ids: adding " + n + " would pass Long.MAX_VALUE ("
                            + Long.MAX_VALUE + ")", e);
                }
                if (db.sql().isMissingObject(e)) {
                    checkSchema(c);
                }
                throw e;
            }
        });
    }

    /**
     * A reservation was made on a timeline the engine had not reconciled (a failover under it): it is
     * not used, and made again, unless that happened {@link JdbcAccess#REMAKE_ATTEMPTS} times.
     */
    private static void remakeOrGiveUp(int attempt, String what) throws SQLException {
        if (attempt >= JdbcAccess.REMAKE_ATTEMPTS) {
            throw new SQLException(what + ": the database changed timelines under " + attempt + " reservations in a row "
                    + "(failovers); none was used");
        }
    }

    /**
     * Raises the row of {@code key} so the next range starts at {@code to} or later (never lowers
     * it), on {@code c}: a node re-asserting its high-water mark after a failover. A row the
     * database lost whole (created in the commits a standby never received) is created again there,
     * at {@code to} or above the recovery floor, whichever is higher: an {@code UPDATE} alone would
     * change nothing and the next node would create it at the floor, below what this node handed out.
     */
    public void raise(Connection c, long to, Object... key) throws SQLException {
        Object[] params = new Object[key.length + 1];
        params[0] = to;
        System.arraycopy(key, 0, params, 1, key.length);
        int raised;
        try (PreparedStatement ps = db.prepare(c, "UPDATE " + table + " SET max_id = GREATEST(max_id, ?), updated_at = "
                + db.sql().currentTimestamp() + " WHERE " + where)) {
            SqlDialect.bind(ps, 1, params, 0, params.length);
            raised = ps.executeUpdate();
        }
        if (raised == 0) {
            List<Object> p = new ArrayList<>(Arrays.asList(key));
            p.add(to);
            addPeriodStart(p, key);
            p.addAll(Arrays.asList(newRowStep, newRowMaxStep, "created again by idgen at a node's high-water mark"));
            p.addAll(Arrays.asList(key));
            try (PreparedStatement ps = db.prepare(c, insertAtLeast)) {
                SqlDialect.bind(ps, 1, p.toArray(), 0, p.size());
                if (ps.executeUpdate() == 1) {
                    log.warn("idgen created {} again in {} at this node's high-water mark {}: the database had lost its row "
                            + "(a failover to a standby that missed its creation)", rowName(key), table, to);
                }
            }
        }
    }

    /** The first millisecond of the period of a daily row's {@code key}, the parameter of its start expression. */
    private void addPeriodStart(List<Object> params, Object[] key) {
        if (periodZone == null) {
            return;
        }
        for (Object k : key) {
            if (k instanceof LocalDate day) {
                params.add(day.atStartOfDay(periodZone).toInstant().toEpochMilli());
                return;
            }
        }
        throw new IllegalArgumentException("a daily row's key has no LocalDate: " + Arrays.toString(key));
    }

    private String rowName(Object[] key) {
        return kind + " " + Arrays.toString(key);
    }

    /**
     * Where the next range of the row of {@code key} starts ({@code max_id}), or empty when the row
     * does not exist yet (it would start above the recovery floor: 1 before any recovery).
     */
    public OptionalLong next(Object... key) throws SQLException {
        return db.withConnection(c -> {
            try (PreparedStatement ps = db.prepare(c, "SELECT max_id FROM " + table + " WHERE " + where)) {
                SqlDialect.bind(ps, 1, key, 0, key.length);
                try (ResultSet rs = ps.executeQuery()) {
                    return rs.next() ? OptionalLong.of(rs.getLong(1)) : OptionalLong.empty();
                }
            }
        });
    }

    /**
     * Makes the next range of the row of {@code key} start at {@code to} or later (never lowers it),
     * creating the row first (as on first use) when it does not exist; the raise commits durably.
     *
     * @throws UnknownKeyException when the row does not exist and this source is strict
     */
    public void raiseOrCreate(String what, long to, Object... key) throws SQLException {
        db.withConnection(c -> {
            if (!exists(c, key)) {
                if (strict) {
                    throw new UnknownKeyException(what + " is not registered in " + table
                            + " and this engine is strict; register it first (INSERT INTO " + table
                            + " (biz_tag, step) VALUES ('" + key[0] + "', 1000)) or build the engine without strict(true)");
                }
                create(c, what, key); // autocommit: a row created by another node meanwhile is as good
            }
            return Statements.inTransaction(c, tx -> {
                db.admit(tx, db.durable(tx), what);
                raise(tx, to, key);
                return null;
            });
        });
    }

    /** Whether the row of {@code key} exists. */
    public boolean exists(Object... key) throws SQLException {
        return db.withConnection(c -> exists(c, key));
    }

    private boolean exists(Connection c, Object[] key) throws SQLException {
        try (PreparedStatement ps = db.prepare(c, exists)) {
            SqlDialect.bind(ps, 1, key, 0, key.length);
            try (ResultSet rs = ps.executeQuery()) {
                return rs.next();
            }
        }
    }

    private SegmentReservation reserveRow(Connection c, int step, Object[] key) throws SQLException {
        Object[] params;
        if (step == 0) {
            params = key;
        } else {
            params = new Object[key.length + 1];
            params[0] = (long) step;
            System.arraycopy(key, 0, params, 1, key.length);
        }
        return (step == 0 ? byRowStep : byStep).run(c, params, rs -> fromRow(rs, step, db.sql().timeline(rs, 5)));
    }

    /** The reservation from a row read back after the update: {@code max_id, step, min_step, max_step}. */
    private static SegmentReservation fromRow(ResultSet rs, int requestedStep, long timeline) throws SQLException {
        long maxId = rs.getLong(1);
        int rowStep = rs.getInt(2);
        int min = rs.getInt(3);
        Integer minStep = rs.wasNull() ? null : min;
        int max = rs.getInt(4);
        Integer maxStep = rs.wasNull() ? null : max;
        int used = requestedStep == 0 ? rowStep : requestedStep;
        return new SegmentReservation(maxId - used, maxId, rowStep, minStep, maxStep, timeline);
    }

    private void create(Connection c, String what, Object[] key) throws SQLException {
        List<Object> params = new ArrayList<>(Arrays.asList(key));
        addPeriodStart(params, key);
        params.addAll(Arrays.asList(newRowStep, newRowMaxStep, "created on first use by idgen"));
        try (PreparedStatement ps = db.prepare(c, insert)) {
            SqlDialect.bind(ps, 1, params.toArray(), 0, params.size());
            ps.executeUpdate();
            log.info("idgen created {} in {} with step {}{}", what, table, newRowStep,
                    kind.equals("segment key") ? " (the engine is not strict)" : "");
        } catch (SQLException e) {
            if (!db.sql().isConstraintViolation(e)) {
                throw e;
            }
            // another node created the same row at the same moment: its row is as good as ours
            log.debug("{} was created concurrently by another node ({})", what, e.getMessage());
        }
    }

    @Override
    public String toString() {
        return kind + " rows in " + table;
    }
}
