package dev.idgen.jdbc.internal;

import dev.idgen.IdExhaustedException;
import dev.idgen.IdGenConfigurationException;
import dev.idgen.SchemaMissingException;
import dev.idgen.jdbc.ordered.OrderedShards;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.List;
import java.util.OptionalLong;
import dev.idgen.jdbc.internal.logging.Logger;
import dev.idgen.jdbc.internal.logging.LoggerFactory;

/**
 * The slow-ordered counters over JDBC, every dialect: picks the shard table, borrows an autocommit
 * connection, creates a row on first use, checks the schema and turns database errors into idgen's
 * exceptions. The statement that adds to {@code num} and returns the new value atomically is the
 * {@link SqlDialect}'s ({@link SqlDialect#counterUpdate}), built once per shard table (a table
 * name cannot be a bind parameter).
 */
final class JdbcOrderedSource implements OrderedSource {

    private static final Logger log = LoggerFactory.getLogger(JdbcOrderedSource.class);
    static final String COLUMNS = "biz_tag, sub_key, num, created_at, updated_at";

    private final JdbcAccess db;
    private final int shardCount;
    private final SqlDialect.CounterUpdate[] add;
    private final String[] insertSql;
    private final String[] insertAtLeastSql;

    public JdbcOrderedSource(JdbcAccess db, int shardCount) {
        this.db = db;
        this.shardCount = OrderedShards.checkCount(shardCount);
        this.add = new SqlDialect.CounterUpdate[shardCount];
        this.insertSql = new String[shardCount];
        this.insertAtLeastSql = new String[shardCount];
        String start = RecoveryFloor.orderedStart(db.tables());
        for (int i = 0; i < shardCount; i++) {
            String table = db.tables().ordered(i);
            add[i] = db.counterUpdate(table, "num", "updated_at = " + db.sql().currentTimestamp(),
                    "biz_tag = ? AND sub_key = ?");
            // a new row starts at the recovery floor (its next id above it): a row lost whole never repeats its ids
            insertSql[i] = "INSERT INTO " + table + " (biz_tag, sub_key, num) VALUES (?, ?, " + start + ")";
            insertAtLeastSql[i] = "INSERT INTO " + table + " (biz_tag, sub_key, num) SELECT ?, ?, GREATEST(?, " + start
                    + ") FROM " + db.tables().epoch() + " WHERE id = 1 AND NOT EXISTS (SELECT 1 FROM " + table
                    + " WHERE biz_tag = ? AND sub_key = ?)";
        }
    }

    @Override
    public String locate(String key, String subKey) {
        return OrderedShards.tableOf(key, subKey, shardCount);
    }

    /**
     * Checks that the schema has the slow-ordered tables and that its shard count and hash are the
     * ones this source uses. Reads only; writes nothing.
     *
     * @throws SchemaMissingException naming the migration when a table or the config row is missing
     * @throws IdGenConfigurationException naming both counts (or both hashes) when they disagree
     */
    public void checkSchema(Connection c) throws SQLException {
        db.requireTables(c, List.of(db.tables().orderedConfig()), "id, shard_count, shard_hash",
                "idgen's table " + db.tables().orderedConfig() + " is", OrderedShards.howToCreateTables(db.dialect()),
                SchemaMissingException.Part.SLOW_ORDERED_TABLES);
        int schemaCount;
        String schemaHash;
        try (PreparedStatement ps = db.prepare(c, "SELECT shard_count, shard_hash FROM " + db.tables().orderedConfig()
                + " WHERE id = 1");
                ResultSet rs = ps.executeQuery()) {
            if (!rs.next()) {
                throw new SchemaMissingException("idgen table " + OrderedShards.CONFIG_TABLE + " has no row; it is "
                        + "written by migration V3__ordered when the slow-ordered tables are created, and must not be "
                        + "deleted: restore it (shard_count = " + shardCount + ", shard_hash = '" + OrderedShards.HASH_NAME
                        + "') as it was");
            }
            schemaCount = rs.getInt(1);
            schemaHash = rs.getString(2);
        }
        if (schemaCount != shardCount) {
            throw new IdGenConfigurationException("slow-ordered shard count mismatch: the engine is configured with "
                    + "orderedShards(" + shardCount + ") but " + OrderedShards.CONFIG_TABLE + " records shard_count = "
                    + schemaCount + "; every node must use the schema's count, or one sub-key would map to two rows "
                    + "and ids would repeat. Build the engine with orderedShards(" + schemaCount + ")");
        }
        if (!OrderedShards.HASH_NAME.equals(schemaHash)) {
            throw new IdGenConfigurationException("slow-ordered shard hash mismatch: this idgen version places rows "
                    + "by '" + OrderedShards.HASH_NAME + "' but " + OrderedShards.CONFIG_TABLE + " records shard_hash = '"
                    + schemaHash + "'; nodes placing rows differently would hand out the same ids twice. Use an "
                    + "idgen version that matches the schema");
        }
        // one statement for all shard tables, not one round trip each
        db.requireTables(c, java.util.stream.IntStream.range(0, shardCount).mapToObj(db.tables()::ordered).toList(),
                COLUMNS, "idgen tables " + OrderedShards.table(0) + " .. " + OrderedShards.table(shardCount - 1) + " are",
                OrderedShards.howToCreateTables(db.dialect()), SchemaMissingException.Part.SLOW_ORDERED_TABLES);
    }

    @Override
    public long add(String key, String subKey, long count) throws SQLException {
        if (count < 1) {
            throw new IllegalArgumentException("count must be at least 1, was " + count);
        }
        int shard = OrderedShards.shardOf(key, subKey, shardCount);
        return db.withConnection(c -> {
            try {
                String what = "slow-ordered key '" + key + "' sub-key '" + subKey + "'";
                for (int attempt = 1; ; attempt++) {
                    long decisions = db.decisions();
                    SqlDialect.Counted value = add[shard].add(c, count, key, subKey);
                    if (!value.found()) {
                        createRow(c, shard, key, subKey);
                        value = add[shard].add(c, count, key, subKey);
                        if (!value.found()) {
                            throw new SQLException("the row of key '" + key + "' sub-key '" + subKey + "' vanished from "
                                    + OrderedShards.table(shard) + " right after it was created");
                        }
                    }
                    if (db.admitMade(c, value.timeline(), decisions, what)) {
                        return value.value();
                    }
                    // made on a timeline the engine had not reconciled: those numbers may have been handed out before
                    if (attempt >= JdbcAccess.REMAKE_ATTEMPTS) {
                        throw new SQLException(what + ": the database changed timelines under " + attempt
                                + " round trips in a row (failovers); none was used");
                    }
                }
            } catch (SQLException e) {
                if (db.sql().isOutOfRange(e)) {
                    throw new IdExhaustedException("slow-ordered key '" + key + "' sub-key '" + subKey
                            + "' has run out of ids: adding " + count + " to num in " + OrderedShards.table(shard)
                            + " would pass Long.MAX_VALUE (" + Long.MAX_VALUE + ")", e);
                }
                if (db.sql().isMissingObject(e)) {
                    checkSchema(c);
                }
                throw e;
            }
        });
    }

    /** The last number handed out for {@code (key, subKey)} ({@code num}), or empty when its row does not exist yet. */
    public OptionalLong last(String key, String subKey) throws SQLException {
        int shard = OrderedShards.shardOf(key, subKey, shardCount);
        return db.withConnection(c -> last(c, shard, key, subKey));
    }

    private OptionalLong last(Connection c, int shard, String key, String subKey) throws SQLException {
        try (PreparedStatement ps = db.prepare(c, "SELECT num FROM " + db.tables().ordered(shard)
                + " WHERE biz_tag = ? AND sub_key = ?")) {
            ps.setString(1, key);
            ps.setString(2, subKey);
            try (ResultSet rs = ps.executeQuery()) {
                return rs.next() ? OptionalLong.of(rs.getLong(1)) : OptionalLong.empty();
            }
        }
    }

    /**
     * Raises the counter of {@code (key, subKey)} to at least {@code to} (never lowers it), creating
     * its row first (at the recovery floor, as on first use) when it does not exist; the raise commits durably.
     */
    public void raiseOrCreate(String key, String subKey, long to) throws SQLException {
        int shard = OrderedShards.shardOf(key, subKey, shardCount);
        String what = "slow-ordered key '" + key + "' sub-key '" + subKey + "'";
        db.withConnection(c -> {
            if (last(c, shard, key, subKey).isEmpty()) {
                createRow(c, shard, key, subKey); // autocommit: a row created by another node meanwhile is as good
            }
            return Statements.inTransaction(c, tx -> {
                db.admit(tx, db.durable(tx), what);
                raise(tx, key, subKey, to);
                return null;
            });
        });
    }

    /**
     * Raises the counter of {@code (key, subKey)} to at least {@code to} (never lowers it), on
     * {@code c}: a node re-asserting its high-water mark after a failover. A row the database lost
     * whole (created in commits a standby never received) is created again there at {@code to}, or
     * at the recovery floor when that is higher: an {@code UPDATE} alone would change nothing, and the
     * next caller would create it below what this node handed out.
     */
    public void raise(Connection c, String key, String subKey, long to) throws SQLException {
        int shard = OrderedShards.shardOf(key, subKey, shardCount);
        int raised;
        try (PreparedStatement ps = db.prepare(c, "UPDATE " + db.tables().ordered(shard) + " SET num = GREATEST(num, ?),"
                + " updated_at = " + db.sql().currentTimestamp() + " WHERE biz_tag = ? AND sub_key = ?")) {
            ps.setLong(1, to);
            ps.setString(2, key);
            ps.setString(3, subKey);
            raised = ps.executeUpdate();
        }
        if (raised == 0) {
            try (PreparedStatement ps = db.prepare(c, insertAtLeastSql[shard])) {
                ps.setString(1, key);
                ps.setString(2, subKey);
                ps.setLong(3, to);
                ps.setString(4, key);
                ps.setString(5, subKey);
                if (ps.executeUpdate() == 1) {
                    log.warn("idgen created the slow-ordered row of key '{}' sub-key '{}' again in {} at this node's "
                            + "high-water mark {}: the database had lost it (a failover to a standby that missed its "
                            + "creation)", key, subKey, OrderedShards.table(shard), to);
                }
            }
        }
    }

    private void createRow(Connection c, int shard, String key, String subKey) throws SQLException {
        try (PreparedStatement ps = db.prepare(c, insertSql[shard])) {
            ps.setString(1, key);
            ps.setString(2, subKey);
            ps.executeUpdate();
            log.debug("idgen created the slow-ordered row of key '{}' sub-key '{}' in {}", key, subKey,
                    OrderedShards.table(shard));
        } catch (SQLException e) {
            if (!db.sql().isConstraintViolation(e)) {
                throw e;
            }
            // another node created the same row at the same moment: its row is as good as ours
            log.debug("slow-ordered row of key '{}' sub-key '{}' was created concurrently ({})", key, subKey,
                    e.getMessage());
        }
    }
}
