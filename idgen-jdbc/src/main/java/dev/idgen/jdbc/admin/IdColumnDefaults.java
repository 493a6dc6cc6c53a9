package dev.idgen.jdbc.admin;

import dev.idgen.Dialect;
import dev.idgen.jdbc.IdGenEngine;
import dev.idgen.jdbc.internal.SqlDialect;
import dev.idgen.jdbc.internal.JdbcAccess;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.WeakHashMap;
import javax.sql.DataSource;
import dev.idgen.jdbc.internal.logging.Logger;
import dev.idgen.jdbc.internal.logging.LoggerFactory;

/**
 * Two writers on one column, seen: an id column that idgen fills but that still has its database's own
 * id source ({@code AUTO_INCREMENT}, {@code IDENTITY}, {@code GENERATED .. AS IDENTITY}, a
 * {@code DEFAULT nextval(..)}). Nothing collides while every insert carries idgen's id; but any insert
 * that leaves the id out — a seed script, another application, a test slice or a code path without
 * idgen — takes the database's next number, which idgen hands out again later (or has already). The
 * default is the usual leftover of a move from identity to idgen, so it is reported, not refused: once
 * per engine and column at WARN with the statement that takes it away (per dialect), and in
 * {@link #reported} for health details. The fix and the migration path:
 * {@code docs/migrations-and-permissions.md#from-identity-columns-to-idgen}.
 *
 * <p>The start-up checks call {@link #report} with the table and column a key fills (Hibernate's and
 * Spring Data JDBC's); code that inserts by itself (jOOQ, JDBC) may call it once at start the same way;
 * the command line reads {@link #find} ({@code idgen keys check}). Reading the catalog is one query per
 * column ({@link SqlDialect#idColumnDefault}: each database keeps identity columns differently).
 */
public final class IdColumnDefaults {

    private static final Logger log = LoggerFactory.getLogger(IdColumnDefaults.class);

    /** Per engine (weakly, so a closed and dropped engine goes), the columns reported, by {@code table.column} in lower case without quotes. */
    private static final Map<IdGenEngine, Map<String, Finding>> REPORTED = new WeakHashMap<>();

    /** The page that describes the migration from identity columns to idgen. */
    public static final String MIGRATION_DOC = "docs/migrations-and-permissions.md#from-identity-columns-to-idgen";

    private IdColumnDefaults() {
    }

    /**
     * A database-side id source on a column idgen fills.
     *
     * @param table     the table as the caller named it
     * @param column    the column as the caller named it
     * @param source    what fills it as the catalog says, e.g. {@code AUTO_INCREMENT} or
     *                  {@code DEFAULT nextval('owners_id_seq'::regclass)}
     * @param removeDdl the statement that takes it away on this database, column and rows left as they are
     */
    public record Finding(String table, String column, String source, String removeDdl) {

        /** The report, naming the column, what fills it, the key (when given) and the statement that fixes it. */
        public String message(String user) {
            return "column " + table + "." + column + " still has its own id source (" + source + ") while idgen assigns "
                    + "its ids" + (user == null ? "" : " (" + user + ")") + ": two writers on one column. An insert "
                    + "that leaves the id out takes the database's next number, which idgen hands out too. Take it "
                    + "away once idgen fills every insert: " + removeDdl + " (see " + MIGRATION_DOC + ")";
        }
    }

    /**
     * What fills {@code table.column} on the database of {@code c} when an insert leaves it out, if it is
     * a database-side id source; nothing for a column without one (or a constant default, or no such
     * column).
     */
    public static Optional<Finding> find(Dialect dialect, Connection c, String table, String column) throws SQLException {
        // the names are bound as parameters of the catalog query (quoted names allowed), never spliced into SQL
        requireName("table", table);
        requireName("column", column);
        SqlDialect.IdColumnDefault d = JdbcAccess.sqlOf(dialect).idColumnDefault(c, table, column);
        return d == null ? Optional.empty() : Optional.of(new Finding(table, column, d.source(), d.removeDdl()));
    }

    /**
     * Looks for an id source on {@code table.column} (which {@code engine} fills for {@code user}, e.g.
     * {@code "segment key 'owner' of Owner"}), and reports one at WARN once per engine and column; later
     * calls for the same column return what was found without reading again. A catalog that cannot be
     * read (no privilege) is said at WARN with the database's answer, and nothing is reported: this is a
     * report, never a reason to refuse the start.
     *
     * @return what was found, if anything
     */
    public static Optional<Finding> report(IdGenEngine engine, DataSource dataSource, String user, String table,
                                           String column) {
        // one column however it is spelled (upper case, quoted)
        String name = (table + "." + column).replace("\"", "").replace("`", "").toLowerCase(Locale.ROOT);
        synchronized (REPORTED) {
            Finding known = REPORTED.getOrDefault(engine, Map.of()).get(name);
            if (known != null) {
                return Optional.of(known);
            }
        }
        Optional<Finding> found;
        try {
            found = onOwnThread(engine, () -> {
                try (Connection c = dataSource.getConnection()) {
                    return find(engine.dialect(), c, table, column);
                }
            });
        } catch (SQLException e) {
            log.warn("idgen: could not read whether column {}.{} ({}) still has an id source of its own ({}; SQLState "
                    + "{}); not checked", table, column, user, e.getMessage(), e.getSQLState());
            return Optional.empty();
        }
        if (found.isEmpty()) {
            return found;
        }
        boolean first;
        synchronized (REPORTED) {
            first = REPORTED.computeIfAbsent(engine, e -> new LinkedHashMap<>()).putIfAbsent(name, found.get()) == null;
        }
        if (first) {
            log.warn("idgen: {}", found.get().message(user));
        }
        return found;
    }

    /**
     * Runs the catalog read on a thread of idgen's own, named after the engine, as every statement of idgen's runs:
     * a connection asked for on the caller's thread may be its transaction's (JTA, a transaction-aware data source),
     * and a failed read would abort that transaction. Start-up work, once per column: a thread each costs nothing.
     * Waits at most {@value #READ_BOUND_SECONDS} s (a catalog lookup), then says the column was not checked.
     */
    private static <T> T onOwnThread(IdGenEngine engine, java.util.concurrent.Callable<T> read) throws SQLException {
        java.util.concurrent.FutureTask<T> task = new java.util.concurrent.FutureTask<>(read);
        Thread t = new Thread(task, engine.name() + "-column-check");
        t.setDaemon(true);
        t.start();
        try {
            return task.get(READ_BOUND_SECONDS, java.util.concurrent.TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            task.cancel(true);
            Thread.currentThread().interrupt();
            throw new SQLException("interrupted while reading the column's definition", e);
        } catch (java.util.concurrent.TimeoutException e) {
            task.cancel(true);
            throw new SQLException("the database did not describe the column within " + READ_BOUND_SECONDS + " s", e);
        } catch (java.util.concurrent.ExecutionException e) {
            if (e.getCause() instanceof SQLException sql) {
                throw sql;
            }
            if (e.getCause() instanceof RuntimeException runtime) {
                throw runtime;
            }
            throw new SQLException(e.getCause());
        }
    }

    private static final int READ_BOUND_SECONDS = 30;

    private static void requireName(String what, String name) {
        if (name == null || name.isBlank()) {
            throw new dev.idgen.InvalidIdRequestException(what + " name must not be empty, was '" + name + "'");
        }
    }

    /** The columns {@link #report} found with an id source of their own for {@code engine}, in the order found. */
    public static List<Finding> reported(IdGenEngine engine) {
        synchronized (REPORTED) {
            return new ArrayList<>(REPORTED.getOrDefault(engine, Map.of()).values());
        }
    }
}
