package dev.idgen.jdbc.contract;

import dev.idgen.testsupport.TestDatabase;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;

/**
 * Rewinds a row of idgen's tables the way a database that lost commits leaves it (a restore, a failover to
 * a replica that missed them), for tests of what engines do then. A lost commit is not a statement, and the
 * guards of migrations V9/V10 refuse every statement that moves a counter back; so the rewind runs as the
 * schema owner with that table's guard out of the way for that statement only: on PostgreSQL disabled in the
 * statement's own transaction, on MySQL/MariaDB and H2 (no way to disable one) dropped and created again
 * exactly as it was. Nothing of this exists in product code.
 */
final class LostCommits {

    private LostCommits() {
    }

    /** Runs {@code sql}, an {@code UPDATE} of {@code table} only, with the guard of {@code table} off. */
    static void rewind(TestDatabase db, String table, String sql) {
        String guard = table + "_guard";
        try (Connection c = db.connect(); Statement s = c.createStatement()) {
            switch (db.dialect()) {
                case POSTGRESQL -> {
                    c.setAutoCommit(false); // DDL is transactional: nobody sees the guard off outside this transaction
                    s.execute("ALTER TABLE " + table + " DISABLE TRIGGER " + guard);
                    s.executeUpdate(sql);
                    s.execute("ALTER TABLE " + table + " ENABLE TRIGGER " + guard);
                    c.commit();
                }
                case MYSQL -> {
                    String body;
                    try (ResultSet rs = s.executeQuery("SELECT ACTION_STATEMENT FROM information_schema.TRIGGERS"
                            + " WHERE TRIGGER_SCHEMA = DATABASE() AND TRIGGER_NAME = '" + guard + "'")) {
                        if (!rs.next()) {
                            throw new AssertionError("no trigger " + guard + " in " + db);
                        }
                        body = rs.getString(1);
                    }
                    s.execute("DROP TRIGGER " + guard);
                    try {
                        s.executeUpdate(sql);
                    } finally {
                        s.execute("CREATE TRIGGER " + guard + " BEFORE UPDATE ON " + table + " FOR EACH ROW " + body);
                    }
                }
                case H2 -> {
                    s.execute("DROP TRIGGER " + guard);
                    try {
                        s.executeUpdate(sql);
                    } finally {
                        s.execute("CREATE TRIGGER " + guard + " BEFORE UPDATE, DELETE ON " + table
                                + " FOR EACH ROW CALL '" + dev.idgen.migrations.h2.GuardTrigger.class.getName() + "'");
                    }
                }
            }
        } catch (SQLException e) {
            throw new AssertionError("cannot rewind " + table + " in " + db + " (" + sql + "): " + e.getMessage(), e);
        }
    }
}
