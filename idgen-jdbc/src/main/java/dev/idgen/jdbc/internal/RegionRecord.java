package dev.idgen.jdbc.internal;

import dev.idgen.IdGenConfigurationException;
import dev.idgen.jdbc.Region;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;

/**
 * The region a database serves, in {@code idgen_region} (migration V12), checked by every engine before its first
 * id: at start, or, for an engine built while the database was unreachable, before its first reservation
 * ({@link EpochGuard#checkFirst}).
 *
 * <p>Invariants: a database serves one region of one count for its whole life, and every engine that issues ids
 * from it agrees with that region. The row is written once, by the first engine, whatever its region: region 0
 * of 1 for an engine without regions. A plain {@code INSERT} on the primary key {@code id = 1}: of two engines
 * starting at once one insert wins and the other, refused by the key, reads the winner's row and checks itself
 * against it. The guards of V12 refuse any later change or delete.
 *
 * <p>The rules, each argued:
 * <ul>
 *   <li>No row: the engine records its own region, 0 of 1 included. Recording "no regions" is what makes regions
 *       all or nothing: were it not recorded, a node without regions that started first would go on issuing ids
 *       of every residue class next to the region nodes that start after it, and its ids would meet theirs.</li>
 *   <li>A row, and an engine of another index or count (region 0 of 1 included): refused. Another count
 *       changes every residue class, another index issues another region's ids, and an engine without region
 *       configuration would issue ids of every class.</li>
 *   <li>No row, more than one region, and a database that already issued counter ids (a segment, daily or
 *       slow-ordered row past its first id: written by an idgen version that recorded nothing without regions):
 *       refused. Those ids were issued without regions, so they fall in every region's residue class, and the
 *       other regions' new databases, which start at local 1, would issue them again. The way on is explicit, by
 *       an operator who knows the highest id issued: move every region's keys above it, then record the row by
 *       hand (docs/regions.md); there is no option that skips the check.</li>
 * </ul>
 */
final class RegionRecord {

    private RegionRecord() {
    }

    /**
     * Checks {@code region} against the database's row on {@code c} (autocommit), recording it when there is none
     * (region 0 of 1 too).
     *
     * @throws IdGenConfigurationException naming the database's values, the engine's and the fix
     * @throws dev.idgen.SchemaMissingException when {@code idgen_region} is missing (migration V12)
     */
    static void check(JdbcAccess db, Connection c, Region region, String engine) throws SQLException {
        String table = db.tables().region();
        db.requireTable(c, table, "id, region_index, region_count, recorded_at");
        int[] recorded = read(db, c, table);
        if (recorded == null) {
            if (region.isShared()) {
                refuseIfIssued(db, c, region, engine);
            }
            try (PreparedStatement ps = db.prepare(c, "INSERT INTO " + table + " (id, region_index, region_count) "
                    + "VALUES (1, ?, ?)")) {
                ps.setInt(1, region.index());
                ps.setInt(2, region.count());
                ps.executeUpdate();
                return;
            } catch (SQLException e) {
                if (!db.sql().isConstraintViolation(e)) {
                    throw e;
                }
                // another engine recorded a region first: check against what it recorded
                recorded = read(db, c, table);
                if (recorded == null) {
                    throw e;
                }
            }
        }
        if (recorded[0] != region.index() || recorded[1] != region.count()) {
            String serves = recorded[1] == 1 ? "region 0 of 1 (no regions, recorded by the first node without "
                    + "regions)" : "region " + recorded[0] + " of " + recorded[1];
            String fix = recorded[1] == 1 ? "remove region.index and region.count from this node"
                    : "configure this node with region.index=" + recorded[0] + " and region.count=" + recorded[1]
                            + " (IdGenEngineBuilder.region(" + recorded[0] + ", " + recorded[1] + "))";
            throw new IdGenConfigurationException("idgen engine '" + engine + "' is configured as " + region
                    + (region.isShared() ? "" : " (no regions)") + ", but its database serves " + serves + " ("
                    + table + "): ids of two regions would meet. Fix: " + fix + ", or point it at its own "
                    + "region's database; a database's region and count never change (docs/regions.md)");
        }
    }

    /** The recorded {index, count}, or {@code null} when there is no row. */
    private static int[] read(JdbcAccess db, Connection c, String table) throws SQLException {
        try (PreparedStatement ps = db.prepare(c, "SELECT region_index, region_count FROM " + table + " WHERE id = 1");
             ResultSet rs = ps.executeQuery()) {
            return rs.next() ? new int[] {rs.getInt(1), rs.getInt(2)} : null;
        }
    }

    private static void refuseIfIssued(JdbcAccess db, Connection c, Region region, String engine) throws SQLException {
        List<String> tables = new ArrayList<>(List.of(db.tables().segment(), db.tables().daily()));
        for (int shard = 0; shard < orderedShards(db, c); shard++) {
            tables.add(db.tables().ordered(shard));
        }
        for (String table : tables) {
            String counter = table.equals(db.tables().segment()) || table.equals(db.tables().daily()) ? "max_id" : "num";
            // segment and daily rows start at max_id 1 (the next id), slow-ordered rows at num 0 (the last one)
            String issued = counter.equals("max_id") ? "max_id > 1" : "num > 0";
            try (PreparedStatement ps = db.prepare(c, "SELECT biz_tag, " + counter + " FROM " + table + " WHERE " + issued);
                 ResultSet rs = ps.executeQuery()) {
                if (rs.next()) {
                    throw new IdGenConfigurationException("idgen engine '" + engine + "' would make this database "
                            + region + ", but it already issued ids without regions (" + table + " '"
                            + rs.getString(1) + "' is at " + rs.getLong(2) + "): those ids lie in every region's "
                            + "residue class, and the other regions' databases, which start at 1, would issue them "
                            + "again. Fix: give regions new databases, or keep this one without regions; to turn it "
                            + "into a region deliberately, move every region's keys above the highest id issued here, "
                            + "then INSERT INTO " + db.tables().region() + " (region_index, region_count) VALUES ("
                            + region.index() + ", " + region.count() + ") by hand (docs/regions.md)");
                }
            }
        }
    }

    /** The slow-ordered shard tables' count, or 0 when the schema has none (migrated without them: nothing issued). */
    private static int orderedShards(JdbcAccess db, Connection c) throws SQLException {
        try (PreparedStatement ps = db.prepare(c, "SELECT shard_count FROM " + db.tables().orderedConfig());
             ResultSet rs = ps.executeQuery()) {
            return rs.next() ? rs.getInt(1) : 0;
        } catch (SQLException e) {
            if (db.sql().isMissingObject(e)) {
                return 0; // the slow-ordered tables are optional (IdGenMigrations.with(..).slowOrdered(true))
            }
            throw e;
        }
    }
}
