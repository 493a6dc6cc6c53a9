package dev.idgen.jdbc.admin;

import dev.idgen.IdGenConfigurationException;
import dev.idgen.IdKeys;
import dev.idgen.InvalidIdRequestException;
import dev.idgen.UnknownKeyException;
import dev.idgen.format.SerialPeriod;
import dev.idgen.jdbc.internal.ConnectionWork;
import dev.idgen.jdbc.internal.JdbcAccess;
import dev.idgen.jdbc.internal.RecoveryFloor;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Types;
import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import javax.sql.DataSource;

/**
 * Administration of segment keys: create, change, show, list, and adopt a table or sequence that
 * already has ids; and the listing of daily keys' periods ({@link #listDaily}).
 *
 * <p>Rules: every value is validated before any SQL runs; ids never go back — {@code max_id} only
 * ever grows, and every change that moves it is one {@code UPDATE .. SET max_id = GREATEST(max_id, ..)}
 * on the key's row, so it is atomic with respect to every node reserving on that key (they update
 * the same row). Ranges a node already holds in memory are not recalled: adopt before the key is
 * used (see "Moving an existing table to idgen" in docs/migrations-and-permissions.md).
 */
public final class KeyAdmin {

    private final JdbcAccess db;
    private final String table;
    private final String columns;
    private final String currentTimestamp;

    private KeyAdmin(JdbcAccess db) {
        this.db = db;
        this.table = db.tables().segment();
        this.columns = "biz_tag, max_id, step, min_step, max_step, description, " + db.sql().epochMillis("created_at")
                + ", " + db.sql().epochMillis("updated_at");
        this.currentTimestamp = db.sql().currentTimestamp();
    }

    /**
     * Administration on {@code dataSource} (detects the dialect). Runs on the caller's thread, on
     * connections of its own in autocommit.
     */
    public static KeyAdmin on(DataSource dataSource) {
        return on(dataSource, null);
    }

    /**
     * Administration of idgen's tables in {@code schema} ({@code null}: the connection's default;
     * the engine's {@code schema} option), on the caller's thread.
     *
     * @throws dev.idgen.IdGenConfigurationException for a schema that is not a plain SQL name
     */
    public static KeyAdmin on(DataSource dataSource, String schema) {
        return new KeyAdmin(JdbcAccess.forAdmin(dataSource, schema));
    }

    /** A new key's settings; {@code nextId} is its first id (≥ 1). */
    public record NewKey(String key, long nextId, int step, Integer minStep, Integer maxStep, String description) {
        public NewKey {
            IdKeys.check(key);
            if (nextId < 1) {
                throw new InvalidIdRequestException("key '" + key + "': the first id must be at least 1, was " + nextId);
            }
            AdoptionChecks.checkNextId("key '" + key + "'", nextId);
            checkSteps(key, step, minStep, maxStep);
            description = description == null ? "" : description;
            if (description.length() > 256) {
                throw new InvalidIdRequestException("key '" + key + "': a description has at most 256 characters, was "
                        + description.length());
            }
        }

        /** {@code key} starting at 1 with step 1000 and the engine's step bounds. */
        public static NewKey of(String key) {
            return new NewKey(key, 1, 1000, null, null, "");
        }
    }

    /**
     * Creates a key.
     *
     * @throws InvalidIdRequestException when it exists already (naming it and its next id), or when its next id is
     *         at or below the recovery floor a failover recovery set (naming the floor)
     */
    public KeyInfo create(NewKey k) {
        return run("create key '" + k.key() + "'", c -> {
            if (!insert(c, k)) {
                long next = read(c, k.key()).map(KeyInfo::nextId).orElse(-1L);
                throw new InvalidIdRequestException("key '" + k.key() + "' exists already (next id " + next
                        + "); change it with update(...) or move it with moveNextIdTo(...)");
            }
            return read(c, k.key()).orElseThrow();
        });
    }

    /**
     * Creates a key unless it exists; an existing key is left exactly as it is (also when another
     * node creates it at the same moment).
     *
     * @return {@code true} when this call created it
     */
    public boolean createIfAbsent(NewKey k) {
        return run("create key '" + k.key() + "' if absent", c -> read(c, k.key()).isEmpty() && insert(c, k));
    }

    /**
     * Inserts the key's row; {@code false} when a row of that key exists already.
     *
     * @throws InvalidIdRequestException when the key does not exist and its next id is at or below the
     *         recovery floor (a failover recovery ran: a key lost whole may have handed out ids up to it)
     */
    private boolean insert(Connection c, NewKey k) throws SQLException {
        long floor = RecoveryFloor.idFloor(db, c);
        if (k.nextId() <= floor && read(c, k.key()).isEmpty()) {
            throw belowFloor("key '" + k.key() + "'", k.nextId(), floor);
        }
        try (PreparedStatement ps = db.prepare(c, "INSERT INTO " + table
                + " (biz_tag, max_id, step, min_step, max_step, description) VALUES (?, ?, ?, ?, ?, ?)")) {
            ps.setString(1, k.key());
            ps.setLong(2, k.nextId());
            ps.setInt(3, k.step());
            setNullable(ps, 4, k.minStep());
            setNullable(ps, 5, k.maxStep());
            ps.setString(6, k.description());
            ps.executeUpdate();
            return true;
        } catch (SQLException e) {
            if (db.sql().isConstraintViolation(e)) {
                return false;
            }
            throw e;
        }
    }

    /**
     * Changes a key's step, step bounds and description ({@code null} leaves a value as it is; use
     * {@link #clearStepBounds(String)} to hand the bounds back to the engines).
     */
    public KeyInfo update(String key, Integer step, Integer minStep, Integer maxStep, String description) {
        IdKeys.check(key);
        return run("update key '" + key + "'", c -> {
            KeyInfo now = read(c, key).orElseThrow(() -> unknown(key));
            int s = step != null ? step : now.step();
            Integer min = minStep != null ? minStep : now.minStep();
            Integer max = maxStep != null ? maxStep : now.maxStep();
            checkSteps(key, s, min, max);
            String d = description != null ? description : now.description();
            if (d.length() > 256) {
                throw new InvalidIdRequestException("key '" + key + "': a description has at most 256 characters, was "
                        + d.length());
            }
            try (PreparedStatement ps = db.prepare(c, "UPDATE " + table + " SET step = ?, min_step = ?, max_step = ?,"
                    + " description = ?, updated_at = " + currentTimestamp + " WHERE biz_tag = ?")) {
                ps.setInt(1, s);
                setNullable(ps, 2, min);
                setNullable(ps, 3, max);
                ps.setString(4, d);
                ps.setString(5, key);
                ps.executeUpdate();
            }
            return read(c, key).orElseThrow(() -> unknown(key));
        });
    }

    /** Lets the engines' own {@code minStep}/{@code maxStep} apply to {@code key} again. */
    public KeyInfo clearStepBounds(String key) {
        IdKeys.check(key);
        return run("update key '" + key + "'", c -> {
            try (PreparedStatement ps = db.prepare(c, "UPDATE " + table
                    + " SET min_step = NULL, max_step = NULL, updated_at = " + currentTimestamp + " WHERE biz_tag = ?")) {
                ps.setString(1, key);
                if (ps.executeUpdate() == 0) {
                    throw unknown(key);
                }
            }
            return read(c, key).orElseThrow(() -> unknown(key));
        });
    }

    public Optional<KeyInfo> show(String key) {
        IdKeys.check(key);
        return run("show key '" + key + "'", c -> read(c, key));
    }

    /** Every key, by name. */
    public List<KeyInfo> list() {
        return run("list keys", c -> {
            List<KeyInfo> out = new ArrayList<>();
            try (PreparedStatement ps = db.prepare(c, "SELECT " + columns + " FROM " + table + " ORDER BY biz_tag");
                 ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    out.add(info(rs));
                }
            }
            return out;
        });
    }

    /**
     * One row of {@code idgen_daily}: a daily key's period (see {@code DailySequence}).
     *
     * @param nextSerial the smallest serial of the period not yet reserved by any node
     * @param createdAt  when the period's row was created (its first use), or {@code null}
     */
    public record DailyRow(String key, SerialPeriod period, LocalDate start, long nextSerial, Instant createdAt,
                           Instant updatedAt) {
    }

    /**
     * The latest period row of every daily key (and period kind) whose key starts with {@code prefix}: the period
     * being served now, or the last one served. By key and period. Reads every row of {@code idgen_daily}.
     */
    public List<DailyRow> listDaily(String prefix) {
        return run("list daily keys", c -> {
            java.util.Map<String, DailyRow> latest = new java.util.TreeMap<>();
            try (PreparedStatement ps = db.prepare(c, "SELECT biz_tag, serial_period, serial_day, max_id, "
                    + db.sql().epochMillis("created_at") + ", " + db.sql().epochMillis("updated_at") + " FROM "
                    + db.tables().daily()); ResultSet rs = ps.executeQuery()) {
                while (rs.next()) {
                    String key = rs.getString(1);
                    if (prefix != null && !key.startsWith(prefix)) {
                        continue;
                    }
                    DailyRow row = new DailyRow(key, SerialPeriod.valueOf(rs.getString(2)), rs.getDate(3).toLocalDate(),
                            rs.getLong(4), instant(rs, 5), instant(rs, 6));
                    latest.merge(key + "\u0000" + row.period(), row, (a, b) -> b.start().isAfter(a.start()) ? b : a);
                }
            }
            return new ArrayList<>(latest.values());
        });
    }

    /**
     * Moves the key so its next id is at least {@code nextId}.
     *
     * @throws InvalidIdRequestException when that would move the key back (ids never go back)
     */
    public KeyInfo moveNextIdTo(String key, long nextId) {
        IdKeys.check(key);
        return CounterMoves.moveNextIdTo(db, row(key), nextId);
    }

    /**
     * Makes {@code key} start above the largest value of {@code table.column} (plus {@code headroom}
     * ids for rows the old id source may still insert while the switch is rolled out), in one
     * statement that never moves the key back. Creates the key if it does not exist.
     *
     * <p>Before any change the column is checked through the database's metadata: it must exist and
     * hold whole numbers (SMALLINT, INTEGER, BIGINT, NUMERIC/DECIMAL with scale 0; {@code MAX} over
     * text would put '999' above '1500'), and {@code max + 1 + headroom} must not pass
     * {@code Long.MAX_VALUE - 1}, where the key could never issue again.
     *
     * @param table  a table name, optionally schema-qualified ({@code schema.table}); letters, digits, {@code _}
     * @param column a column name; letters, digits, {@code _}
     * @throws InvalidIdRequestException naming the table, column and type when it is missing or not whole
     *         numbers, or the values when the next id would pass the limit; nothing is written then
     */
    public KeyInfo adoptFromColumn(String key, String table, String column, long headroom) {
        IdKeys.check(key);
        return CounterMoves.adoptFromColumn(db, row(key), table, column, headroom);
    }

    /**
     * Like {@link #adoptFromColumn} from a PostgreSQL sequence (the path from {@code @SequenceGenerator}
     * or {@code IDENTITY}): the key starts above the sequence's last value plus {@code headroom}.
     *
     * @throws IdGenConfigurationException on a database other than PostgreSQL
     */
    public KeyInfo adoptFromSequence(String key, String sequence, long headroom) {
        IdKeys.check(key);
        return CounterMoves.adoptFromSequence(db, row(key), sequence, headroom);
    }

    /** The key's row as {@link CounterMoves} moves it: {@code max_id} is the next id. */
    private CounterMoves.Row<KeyInfo> row(String key) {
        return new CounterMoves.Row<>() {
            @Override
            public String what() {
                return "key '" + key + "'";
            }

            @Override
            public Optional<KeyInfo> read(Connection c) throws SQLException {
                return KeyAdmin.this.read(c, key);
            }

            @Override
            public long nextId(KeyInfo info) {
                return info.nextId();
            }

            @Override
            public void ensureExists(Connection c) throws SQLException {
                KeyAdmin.this.ensureExists(c, key);
            }

            /** {@code max_id = GREATEST(max_id, <expression>)} on the key's row; the key is the last parameter. */
            @Override
            public KeyInfo raise(Connection c, String nextIdExpression, CounterMoves.Binder binder) throws SQLException {
                try (PreparedStatement ps = db.prepare(c, "UPDATE " + table + " SET max_id = GREATEST(max_id, "
                        + nextIdExpression + "), updated_at = " + currentTimestamp + " WHERE biz_tag = ?")) {
                    binder.bind(ps);
                    ps.setString(CounterMoves.parameters(nextIdExpression) + 1, key);
                    if (ps.executeUpdate() == 0) {
                        throw unknown();
                    }
                }
                return KeyAdmin.this.read(c, key).orElseThrow(this::unknown);
            }

            @Override
            public UnknownKeyException unknown() {
                return KeyAdmin.this.unknown(key);
            }
        };
    }

    private void ensureExists(Connection c, String key) throws SQLException {
        if (read(c, key).isPresent()) {
            return;
        }
        try (PreparedStatement ps = db.prepare(c, "INSERT INTO " + table + " (biz_tag, max_id, step, description)"
                + " VALUES (?, " + RecoveryFloor.segmentStart(db.tables()) + ", 1000, 'adopted')")) {
            ps.setString(1, key);
            ps.executeUpdate();
        } catch (SQLException e) {
            if (!db.sql().isConstraintViolation(e)) {
                throw e;
            }
            // created by a node at the same moment: the GREATEST update that follows covers it
        }
    }

    /** A key created explicitly at or below the recovery floor: refused, naming the floor and the fix. */
    static InvalidIdRequestException belowFloor(String what, long nextId, long floor) {
        return new InvalidIdRequestException(what + " cannot start at " + nextId + ": a failover recovery set the recovery "
                + "floor to " + floor + " (a key or sub-key created in the commits the database lost may have handed out "
                + "ids up to it), so a new one starts at " + (floor + 1) + " or later; create it at " + (floor + 1)
                + " or above");
    }

    private Optional<KeyInfo> read(Connection c, String key) throws SQLException {
        try (PreparedStatement ps = db.prepare(c, "SELECT " + columns + " FROM " + table + " WHERE biz_tag = ?")) {
            ps.setString(1, key);
            try (ResultSet rs = ps.executeQuery()) {
                return rs.next() ? Optional.of(info(rs)) : Optional.empty();
            }
        }
    }

    private static KeyInfo info(ResultSet rs) throws SQLException {
        int min = rs.getInt(4);
        boolean minNull = rs.wasNull();
        int max = rs.getInt(5);
        boolean maxNull = rs.wasNull();
        return new KeyInfo(rs.getString(1), rs.getLong(2), rs.getInt(3), minNull ? null : min, maxNull ? null : max,
                rs.getString(6), instant(rs, 7), instant(rs, 8));
    }

    private static Instant instant(ResultSet rs, int column) throws SQLException {
        long millis = rs.getLong(column);
        return rs.wasNull() ? null : Instant.ofEpochMilli(millis);
    }

    private static void setNullable(PreparedStatement ps, int i, Integer v) throws SQLException {
        if (v == null) {
            ps.setNull(i, Types.INTEGER);
        } else {
            ps.setInt(i, v);
        }
    }

    static void checkSteps(String key, int step, Integer min, Integer max) {
        if (step < 1) {
            throw new InvalidIdRequestException("key '" + key + "': step must be at least 1, was " + step);
        }
        if (min != null && min < 1) {
            throw new InvalidIdRequestException("key '" + key + "': min step must be at least 1, was " + min);
        }
        if (max != null && max < 1) {
            throw new InvalidIdRequestException("key '" + key + "': max step must be at least 1, was " + max);
        }
        if (min != null && max != null && min > max) {
            throw new InvalidIdRequestException("key '" + key + "': min step (" + min + ") must not be greater than max step ("
                    + max + ")");
        }
    }

    private UnknownKeyException unknown(String key) {
        return new UnknownKeyException("segment key '" + key + "' does not exist in " + table + "; create it first");
    }

    private <T> T run(String what, ConnectionWork<T> work) {
        return AdminWork.runNamingObjects(db, what, work);
    }
}
