package dev.idgen.migrations;

import dev.idgen.DeclaredKey;
import dev.idgen.IdGenConfigurationException;
import dev.idgen.IdSourceUnavailableException;
import dev.idgen.Strategy;
import dev.idgen.spi.Redact;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import javax.sql.DataSource;

/**
 * Registers declared keys ({@link dev.idgen.JooqIds}, listed in
 * {@value dev.idgen.DeclaredKeys#RESOURCE}) in the database, so that a deploy has its keys before
 * the first insert, and a strict engine finds them.
 *
 * <p>Invariants:
 * <ul>
 *   <li>Only segment keys have a row to register: one in {@value #TABLE} with the declared step
 *       (else the column's default) and {@code max_id} at its default. Snowflake namespaces and
 *       slow-ordered keys are listed in the manifest but need nothing ahead of use.</li>
 *   <li>An existing row is never changed: not its step, not its {@code max_id}. Registering can
 *       therefore never move a key backwards or hand out a range twice, whatever the manifest says.</li>
 *   <li>Each key is looked up, then inserted if absent, in its own autocommit statement, never in a
 *       caller's transaction. Nodes deploying at once race only on that insert: the loser gets a
 *       constraint violation (SQLState class {@code 23}), which is accepted only when the row is
 *       there when looked up again. Every other failure is thrown, naming the key.</li>
 * </ul>
 */
final class DeclaredKeyRegistration {

    static final String TABLE = "idgen_segment";
    static final String DESCRIPTION = "declared with @JooqIds";

    private DeclaredKeyRegistration() {
    }

    /**
     * Inserts the segment keys of {@code keys} that have no row yet.
     *
     * @return the keys inserted by this call, in order
     * @throws IdSourceUnavailableException when no connection can be had
     * @throws IdGenConfigurationException naming the key when a lookup or an insert fails
     */
    static List<String> register(DataSource dataSource, List<DeclaredKey> keys) {
        return register(dataSource, keys, TABLE);
    }

    /** Like {@link #register(DataSource, List)} into {@code table} ({@code schema.idgen_segment}). */
    static List<String> register(DataSource dataSource, List<DeclaredKey> keys, String table) {
        Objects.requireNonNull(dataSource, "dataSource");
        List<DeclaredKey> segmentKeys = new ArrayList<>();
        for (DeclaredKey key : keys) {
            if (key.strategy() == Strategy.SEGMENT) {
                segmentKeys.add(key);
            }
        }
        if (segmentKeys.isEmpty()) {
            return List.of();
        }
        try (Connection c = connect(dataSource)) {
            boolean autoCommit = c.getAutoCommit();
            if (!autoCommit) {
                c.setAutoCommit(true); // each statement commits alone, whatever the pool's default
            }
            List<String> inserted = new ArrayList<>();
            for (DeclaredKey key : segmentKeys) {
                if (!exists(c, key, table) && insert(c, key, table)) {
                    inserted.add(key.key());
                }
            }
            if (!autoCommit) {
                c.setAutoCommit(false); // on failure the pool resets it (HikariCP does) or discards the connection
            }
            return inserted;
        } catch (SQLException e) {
            throw new IdSourceUnavailableException("registering declared keys through " + Redact.dataSource(dataSource)
                    + " failed: " + Redact.text(e.getMessage()) + " (SQLState " + e.getSQLState() + ")", e);
        }
    }

    /**
     * Inserts {@code key}'s row.
     *
     * @return {@code true} when this call inserted it, {@code false} when a concurrent insert won
     * @throws IdGenConfigurationException when the insert fails for another reason
     */
    static boolean insert(Connection c, DeclaredKey key) {
        return insert(c, key, TABLE);
    }

    static boolean insert(Connection c, DeclaredKey key, String table) {
        String sql = key.hasStep()
                ? "INSERT INTO " + table + " (biz_tag, step, description) VALUES (?, ?, ?)"
                : "INSERT INTO " + table + " (biz_tag, description) VALUES (?, ?)";
        try (PreparedStatement insert = c.prepareStatement(sql)) {
            int i = 1;
            insert.setString(i++, key.key());
            if (key.hasStep()) {
                insert.setInt(i++, key.step());
            }
            insert.setString(i, DESCRIPTION);
            insert.executeUpdate();
            return true;
        } catch (SQLException e) {
            if (isConstraintViolation(e) && exists(c, key, table)) {
                return false; // another node registered it between our lookup and our insert
            }
            throw failure("inserting", key, table, e);
        }
    }

    static boolean exists(Connection c, DeclaredKey key, String table) {
        try (PreparedStatement select = c.prepareStatement("SELECT 1 FROM " + table + " WHERE biz_tag = ?")) {
            select.setString(1, key.key());
            try (ResultSet rows = select.executeQuery()) {
                return rows.next();
            }
        } catch (SQLException e) {
            throw failure("looking up", key, table, e);
        }
    }

    private static boolean isConstraintViolation(SQLException e) {
        return e.getSQLState() != null && e.getSQLState().startsWith("23");
    }

    private static IdGenConfigurationException failure(String doing, DeclaredKey key, String table, SQLException e) {
        return new IdGenConfigurationException(doing + " declared " + key.strategy() + " key '" + key.key() + "' in "
                + table + " failed: " + e.getMessage() + " (SQLState " + e.getSQLState()
                + "); idgen's tables must exist first (IdGenMigrations.migrate creates them)", e);
    }

    private static Connection connect(DataSource dataSource) {
        try {
            return dataSource.getConnection();
        } catch (SQLException e) {
            throw new IdSourceUnavailableException("cannot connect to the database to register declared keys through "
                    + Redact.dataSource(dataSource) + ": " + Redact.text(e.getMessage()), e);
        }
    }
}
