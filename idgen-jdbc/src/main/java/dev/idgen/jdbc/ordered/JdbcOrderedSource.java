package dev.idgen.jdbc.ordered;

import dev.idgen.Dialect;
import dev.idgen.IdExhaustedException;
import dev.idgen.IdGenConfigurationException;
import dev.idgen.SchemaMissingException;
import dev.idgen.jdbc.internal.JdbcAccess;
import dev.idgen.jdbc.internal.SqlStates;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.function.Function;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * What the dialects share: picking the shard table, borrowing an autocommit connection, creating a
 * row on first use, checking the schema and turning database errors into idgen's exceptions.
 * Subclasses write one thing: the single statement that adds to {@code num} and returns the new
 * value atomically.
 *
 * <p>Statements are built once per shard table (a table name cannot be a bind parameter).
 */
public abstract class JdbcOrderedSource implements OrderedSource {

    private static final Logger log = LoggerFactory.getLogger(JdbcOrderedSource.class);
    static final String COLUMNS = "biz_tag, sub_key, num, created_at, updated_at";
    /** What {@link #addToRow} returns when the row does not exist yet (internal; never an id). */
    protected static final long NO_ROW = -1;

    protected final JdbcAccess db;
    private final int shardCount;
    private final String[] addSql;
    private final String[] insertSql;

    /**
     * @param addSqlForTable the add statement of a shard table; parameters: count, key, sub-key
     */
    protected JdbcOrderedSource(JdbcAccess db, int shardCount, Function<String, String> addSqlForTable) {
        this.db = db;
        this.shardCount = OrderedShards.checkCount(shardCount);
        this.addSql = new String[shardCount];
        this.insertSql = new String[shardCount];
        for (int i = 0; i < shardCount; i++) {
            String table = OrderedShards.table(i);
            addSql[i] = addSqlForTable.apply(table);
            insertSql[i] = "INSERT INTO " + table + " (biz_tag, sub_key, num) VALUES (?, ?, 0)";
        }
    }

    /** The source for {@code db}'s dialect. */
    public static JdbcOrderedSource create(JdbcAccess db, int shardCount) {
        Dialect d = db.dialect();
        switch (d) {
            case POSTGRESQL:
                return new PostgresOrderedSource(db, shardCount);
            case MYSQL:
                return new MySqlOrderedSource(db, shardCount);
            case H2:
                return new H2OrderedSource(db, shardCount);
            default:
                throw new IllegalArgumentException("no slow-ordered source for " + d);
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
        db.requireTable(c, OrderedShards.CONFIG_TABLE, "id, shard_count, shard_hash");
        int schemaCount;
        String schemaHash;
        try (PreparedStatement ps = db.prepare(c, "SELECT shard_count, shard_hash FROM " + OrderedShards.CONFIG_TABLE
                + " WHERE id = 1");
                ResultSet rs = ps.executeQuery()) {
            if (!rs.next()) {
                throw new SchemaMissingException("idgen table " + OrderedShards.CONFIG_TABLE + " has no row; it is "
                        + "written by migration V3__ordered: run IdGenMigrations.migrate(dataSource) (Flyway location "
                        + db.dialect().migrationLocation() + ") and do not delete it");
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
        db.requireTables(c, java.util.stream.IntStream.range(0, shardCount).mapToObj(OrderedShards::table).toList(),
                COLUMNS, "idgen tables " + OrderedShards.table(0) + " .. " + OrderedShards.table(shardCount - 1) + " are");
    }

    @Override
    public final long add(String key, String subKey, long count) throws SQLException {
        if (count < 1) {
            throw new IllegalArgumentException("count must be at least 1, was " + count);
        }
        int shard = OrderedShards.shardOf(key, subKey, shardCount);
        return db.withConnection(c -> {
            try {
                long value = addToRow(c, addSql[shard], key, subKey, count);
                if (value == NO_ROW) {
                    createRow(c, shard, key, subKey);
                    value = addToRow(c, addSql[shard], key, subKey, count);
                    if (value == NO_ROW) {
                        throw new SQLException("the row of key '" + key + "' sub-key '" + subKey + "' vanished from "
                                + OrderedShards.table(shard) + " right after it was created");
                    }
                }
                return value;
            } catch (SQLException e) {
                if (SqlStates.isOutOfRange(e)) {
                    throw new IdExhaustedException("slow-ordered key '" + key + "' sub-key '" + subKey
                            + "' has run out of ids: adding " + count + " to num in " + OrderedShards.table(shard)
                            + " would pass Long.MAX_VALUE (" + Long.MAX_VALUE + ")", e);
                }
                if (SqlStates.isMissingObject(e)) {
                    checkSchema(c);
                }
                throw e;
            }
        });
    }

    /**
     * Runs {@code sql} (parameters: count, key, sub-key) and returns the new {@code num}, committed,
     * or {@link #NO_ROW}. Here: a statement whose result set is the new {@code num} (PostgreSQL's
     * {@code RETURNING}, H2's {@code FINAL TABLE}); MySQL has no such statement and overrides it.
     */
    protected long addToRow(Connection c, String sql, String key, String subKey, long count) throws SQLException {
        try (PreparedStatement ps = db.prepare(c, sql)) {
            ps.setLong(1, count);
            ps.setString(2, key);
            ps.setString(3, subKey);
            try (ResultSet rs = ps.executeQuery()) {
                return rs.next() ? rs.getLong(1) : NO_ROW;
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
            if (!SqlStates.isConstraintViolation(e)) {
                throw e;
            }
            // another node created the same row at the same moment: its row is as good as ours
            log.debug("slow-ordered row of key '{}' sub-key '{}' was created concurrently ({})", key, subKey,
                    e.getMessage());
        }
    }
}
