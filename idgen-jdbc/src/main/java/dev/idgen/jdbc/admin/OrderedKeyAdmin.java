package dev.idgen.jdbc.admin;

import dev.idgen.IdKeys;
import dev.idgen.InvalidIdRequestException;
import dev.idgen.UnknownKeyException;
import dev.idgen.jdbc.internal.ConnectionWork;
import dev.idgen.jdbc.internal.JdbcAccess;
import dev.idgen.jdbc.internal.RecoveryFloor;
import dev.idgen.jdbc.ordered.OrderedShards;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import javax.sql.DataSource;

/**
 * Administration of slow-ordered (key, sub-key) rows, what {@link KeyAdmin} is for segment keys:
 * create one with its first id, adopt the ids a table already holds (or a PostgreSQL sequence gave
 * out), move one forward, show and list. A row's number only goes up: every change is one
 * {@code UPDATE .. SET num = GREATEST(num, ..)} on the row (in the shard table its key and sub-key
 * hash to), atomic with every node's round trips on it, so an adoption has no collision window.
 * Every value is checked before any SQL runs.
 *
 * <p>Runs on the caller's thread, on connections of its own in autocommit (an adoption in one
 * transaction, so a mistyped table leaves no row behind).
 */
public final class OrderedKeyAdmin {

    /**
     * A slow-ordered row.
     *
     * @param nextId    the next id any node hands out ({@code num + 1})
     * @param table     the shard table holding the row, e.g. {@code idgen_ordered_07}
     */
    public record OrderedKeyInfo(String key, String subKey, long nextId, String table, Instant createdAt,
                                 Instant updatedAt) {
    }


    private final JdbcAccess db;
    private final String columns;
    private final String now;
    private volatile int shardCount; // read from idgen_ordered_config on first use

    private OrderedKeyAdmin(JdbcAccess db) {
        this.db = db;
        this.columns = "biz_tag, sub_key, num, " + db.sql().epochMillis("created_at") + ", "
                + db.sql().epochMillis("updated_at");
        this.now = db.sql().currentTimestamp();
    }

    /** Administration on {@code dataSource} (detects the dialect), idgen's tables in the default schema. */
    public static OrderedKeyAdmin on(DataSource dataSource) {
        return on(dataSource, null);
    }

    /** Administration of idgen's tables in {@code schema} ({@code null}: the connection's default). */
    public static OrderedKeyAdmin on(DataSource dataSource, String schema) {
        return new OrderedKeyAdmin(JdbcAccess.forAdmin(dataSource, schema));
    }

    /**
     * Creates the row of ({@code key}, {@code subKey}) so that its first id is {@code firstId}.
     *
     * @throws InvalidIdRequestException for a bad key, sub-key or first id, or a row that exists
     *         already (move it with {@link #moveNextIdTo})
     */
    public OrderedKeyInfo create(String key, String subKey, long firstId) {
        checkKeys(key, subKey);
        if (firstId < 1) {
            throw new InvalidIdRequestException(what(key, subKey) + ": the first id must be at least 1, was " + firstId);
        }
        AdoptionChecks.checkNextId(what(key, subKey), firstId);
        return run("create " + what(key, subKey), c -> {
            String table = table(c, key, subKey);
            long floor = RecoveryFloor.idFloor(db, c);
            if (firstId <= floor && read(c, key, subKey).isEmpty()) {
                throw KeyAdmin.belowFloor(what(key, subKey), firstId, floor);
            }
            try (PreparedStatement ps = db.prepare(c, "INSERT INTO " + table + " (biz_tag, sub_key, num) VALUES (?, ?, ?)")) {
                ps.setString(1, key);
                ps.setString(2, subKey);
                ps.setLong(3, firstId - 1);
                ps.executeUpdate();
            } catch (SQLException e) {
                if (db.sql().isConstraintViolation(e)) {
                    long next = read(c, key, subKey).map(OrderedKeyInfo::nextId).orElse(-1L);
                    throw new InvalidIdRequestException(what(key, subKey) + " exists already (next id " + next
                            + "); move it forward with moveNextIdTo / 'idgen keys move --sub-key'", e);
                }
                throw e;
            }
            return read(c, key, subKey).orElseThrow(() -> unknown(key, subKey));
        });
    }

    /** The row of ({@code key}, {@code subKey}), if it exists. */
    public Optional<OrderedKeyInfo> show(String key, String subKey) {
        checkKeys(key, subKey);
        return run("read " + what(key, subKey), c -> read(c, key, subKey));
    }

    /**
     * Every row whose key starts with {@code keyPrefix} ({@code ""}: all), by key and sub-key. Reads
     * every shard table in one statement; with millions of sub-keys, narrow it with a prefix.
     */
    public List<OrderedKeyInfo> list(String keyPrefix) {
        if (keyPrefix == null) {
            throw new InvalidIdRequestException("key prefix must not be null; pass \"\" for every key");
        }
        return run("list slow-ordered keys", c -> {
            int shards = shards(c);
            String union = IntStream.range(0, shards).mapToObj(i -> "SELECT " + columns + ", " + i + " AS shard FROM "
                    + db.tables().ordered(i) + " WHERE biz_tag LIKE ?").collect(Collectors.joining(" UNION ALL "));
            List<OrderedKeyInfo> out = new ArrayList<>();
            try (PreparedStatement ps = db.prepare(c, union)) {
                String like = keyPrefix.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_") + "%";
                for (int i = 1; i <= shards; i++) {
                    ps.setString(i, like);
                }
                try (ResultSet rs = ps.executeQuery()) {
                    while (rs.next()) {
                        out.add(info(rs, OrderedShards.table(rs.getInt(6))));
                    }
                }
            }
            out.sort(Comparator.comparing(OrderedKeyInfo::key).thenComparing(OrderedKeyInfo::subKey));
            return out;
        });
    }

    /**
     * Moves the row so its next id is at least {@code nextId}.
     *
     * @throws InvalidIdRequestException when that would move it back (ids never go back)
     * @throws UnknownKeyException when the row does not exist
     */
    public OrderedKeyInfo moveNextIdTo(String key, String subKey, long nextId) {
        checkKeys(key, subKey);
        return CounterMoves.moveNextIdTo(db, row(key, subKey), nextId);
    }

    /**
     * Makes the row start above the largest value of {@code table.column} plus {@code headroom}, in
     * one transaction that creates the row if needed and never moves it back.
     *
     * <p>Checked before any change, as {@link KeyAdmin#adoptFromColumn} checks: the column exists and
     * holds whole numbers, and {@code max + 1 + headroom} does not pass {@code Long.MAX_VALUE - 1}.
     *
     * @param table  a table name, optionally schema-qualified; letters, digits, {@code _}
     * @param column a column name; letters, digits, {@code _}
     * @throws InvalidIdRequestException naming the table, column and type, or the values; nothing is written then
     */
    public OrderedKeyInfo adoptFromColumn(String key, String subKey, String table, String column, long headroom) {
        checkKeys(key, subKey);
        return CounterMoves.adoptFromColumn(db, row(key, subKey), table, column, headroom);
    }

    /**
     * Like {@link #adoptFromColumn} from a PostgreSQL sequence: the row starts above the sequence's
     * last value plus {@code headroom}.
     *
     * @throws dev.idgen.IdGenConfigurationException on a database other than PostgreSQL
     */
    public OrderedKeyInfo adoptFromSequence(String key, String subKey, String sequence, long headroom) {
        checkKeys(key, subKey);
        return CounterMoves.adoptFromSequence(db, row(key, subKey), sequence, headroom);
    }

    /** The row as {@link CounterMoves} moves it: {@code num} is the last id handed out, one below the next. */
    private CounterMoves.Row<OrderedKeyInfo> row(String key, String subKey) {
        return new CounterMoves.Row<>() {
            @Override
            public String what() {
                return OrderedKeyAdmin.what(key, subKey);
            }

            @Override
            public Optional<OrderedKeyInfo> read(Connection c) throws SQLException {
                return OrderedKeyAdmin.this.read(c, key, subKey);
            }

            @Override
            public long nextId(OrderedKeyInfo info) {
                return info.nextId();
            }

            @Override
            public void ensureExists(Connection c) throws SQLException {
                OrderedKeyAdmin.this.ensureExists(c, key, subKey);
            }

            /** {@code num = GREATEST(num, <expression> - 1)}; key and sub-key are the last parameters. */
            @Override
            public OrderedKeyInfo raise(Connection c, String nextIdExpression, CounterMoves.Binder binder)
                    throws SQLException {
                try (PreparedStatement ps = db.prepare(c, "UPDATE " + table(c, key, subKey) + " SET num = GREATEST(num, "
                        + nextIdExpression + " - 1), updated_at = " + now + " WHERE biz_tag = ? AND sub_key = ?")) {
                    binder.bind(ps);
                    int next = CounterMoves.parameters(nextIdExpression) + 1;
                    ps.setString(next, key);
                    ps.setString(next + 1, subKey);
                    if (ps.executeUpdate() == 0) {
                        throw unknown();
                    }
                }
                return OrderedKeyAdmin.this.read(c, key, subKey).orElseThrow(this::unknown);
            }

            @Override
            public UnknownKeyException unknown() {
                return OrderedKeyAdmin.this.unknown(key, subKey);
            }
        };
    }

    private void ensureExists(Connection c, String key, String subKey) throws SQLException {
        if (read(c, key, subKey).isPresent()) {
            return;
        }
        // in the adoption's transaction: on PostgreSQL a failed statement would abort it, so no insert-and-catch
        try (PreparedStatement ps = db.prepare(c, "INSERT INTO " + table(c, key, subKey) + " (biz_tag, sub_key, num) "
                + "VALUES (?, ?, " + RecoveryFloor.orderedStart(db.tables()) + ")")) {
            ps.setString(1, key);
            ps.setString(2, subKey);
            ps.executeUpdate();
        }
    }

    private Optional<OrderedKeyInfo> read(Connection c, String key, String subKey) throws SQLException {
        String table = table(c, key, subKey);
        try (PreparedStatement ps = db.prepare(c, "SELECT " + columns + " FROM " + table
                + " WHERE biz_tag = ? AND sub_key = ?")) {
            ps.setString(1, key);
            ps.setString(2, subKey);
            try (ResultSet rs = ps.executeQuery()) {
                return rs.next() ? Optional.of(info(rs, bare(table))) : Optional.empty();
            }
        }
    }

    private static String bare(String table) {
        int dot = table.lastIndexOf('.');
        return dot < 0 ? table : table.substring(dot + 1);
    }

    private static OrderedKeyInfo info(ResultSet rs, String table) throws SQLException {
        return new OrderedKeyInfo(rs.getString(1), rs.getString(2), rs.getLong(3) + 1, table,
                Instant.ofEpochMilli(rs.getLong(4)), Instant.ofEpochMilli(rs.getLong(5)));
    }

    /** The shard table of the row, as statements write it. */
    private String table(Connection c, String key, String subKey) throws SQLException {
        return db.tables().ordered(OrderedShards.shardOf(key, subKey, shards(c)));
    }

    /** The shard count every node uses, from {@code idgen_ordered_config}. */
    private int shards(Connection c) throws SQLException {
        int known = shardCount;
        if (known > 0) {
            return known;
        }
        try (PreparedStatement ps = db.prepare(c, "SELECT shard_count FROM " + db.tables().orderedConfig() + " WHERE id = 1");
             ResultSet rs = ps.executeQuery()) {
            if (!rs.next()) {
                throw new SQLException(db.tables().orderedConfig() + " has no row: it is written when the slow-ordered "
                        + "tables are created and must not be deleted");
            }
            shardCount = rs.getInt(1);
            return shardCount;
        } catch (SQLException e) {
            if (db.sql().isMissingObject(e)) {
                throw new dev.idgen.SchemaMissingException("idgen's table " + db.tables().orderedConfig() + " is missing ("
                        + e.getMessage().trim() + "); " + OrderedShards.howToCreateTables(db.dialect()),
                        dev.idgen.SchemaMissingException.Part.SLOW_ORDERED_TABLES, e);
            }
            throw e;
        }
    }

    private static void checkKeys(String key, String subKey) {
        IdKeys.check(key, "key");
        IdKeys.check(subKey, "sub-key");
    }

    private static String what(String key, String subKey) {
        return "slow-ordered key '" + key + "' sub-key '" + subKey + "'";
    }

    private UnknownKeyException unknown(String key, String subKey) {
        return new UnknownKeyException(what(key, subKey) + " does not exist; create it first (or it is created on "
                + "first use, from 1)");
    }

    private <T> T run(String what, ConnectionWork<T> work) {
        return AdminWork.runNamingObjects(db, what, work);
    }
}
