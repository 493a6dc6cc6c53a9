package dev.idgen.jdbc.admin;

import dev.idgen.IdKeys;
import dev.idgen.IdSourceUnavailableException;
import dev.idgen.format.IdFormat;
import dev.idgen.format.SerialPeriod;
import dev.idgen.jdbc.internal.DocumentColumn;
import dev.idgen.jdbc.internal.DocumentColumn.SeriesKey;
import dev.idgen.jdbc.document.DocumentNumbers;
import dev.idgen.jdbc.internal.JdbcAccess;
import dev.idgen.jdbc.internal.SqlDialect;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import javax.sql.DataSource;

/**
 * Administration of gap-free document series: adopting the numbers an application's table already holds (numbers from
 * a previous system, a hand-written counter), so that a series starts above them instead of at 1, where the table's
 * unique constraint would refuse every new document for ever (issue #39 item 3).
 *
 * <p>{@link #adoptFromColumn} reads the table as the auditor's check does ({@link DocumentColumn}: formatted numbers
 * with the series' own format, per sub-series and period) and raises each series' {@code start_number} to the
 * largest number found, in one transaction on a connection of its own: {@code last_number} becomes
 * {@code GREATEST(last_number, start)}, a missing row is created at the start. It only ever moves up: a series
 * already past the table's numbers keeps its counter, and adopting again is harmless. Run it as the schema's owner:
 * migration V13's guards and the shipped grants keep the runtime role from writing {@code start_number}, so an
 * application cannot adopt, and so skip, numbers by itself. {@code idgen documents check} then checks the series
 * above its start.
 *
 * <p>Adopt before the application takes numbers of those series; a document stored with a number above the adopted
 * start by something other than idgen after the adoption is a duplicate the check reports.
 */
public final class DocumentAdmin {

    private final JdbcAccess db;

    private DocumentAdmin(JdbcAccess db) {
        this.db = db;
    }

    /** The administration on {@code dataSource} (the schema owner's), idgen's tables in the default schema. */
    public static DocumentAdmin on(DataSource dataSource) {
        return on(dataSource, null);
    }

    /** The administration on {@code dataSource}, idgen's tables in {@code schema} ({@code null}: the default). */
    public static DocumentAdmin on(DataSource dataSource, String schema) {
        return new DocumentAdmin(JdbcAccess.forAdmin(dataSource, schema));
    }

    /**
     * One series after an adoption.
     *
     * @param subKey      the sub-series ({@code ""} for none)
     * @param periodStart the period's first day (1970-01-01 for {@link SerialPeriod#NEVER})
     * @param largest     the largest number the table holds in the series
     * @param start       the series' start now ({@code start_number}: at least {@code largest})
     * @param last        the series' last number now: the engine's next is {@code last + 1}
     */
    public record Adopted(String subKey, SerialPeriod period, LocalDate periodStart, long largest, long start, long last) {
    }

    /**
     * The result of an adoption: every series the table holds numbers of, and the values that are no number of the
     * series (not adopted: the format cannot read them, or below 1).
     */
    public record Adoption(String key, List<Adopted> series, long unreadable, List<String> unreadableExamples) {
    }

    /**
     * Starts every series of {@code key} above the numbers {@code table.column} holds, per sub-series
     * ({@code subKeyColumn}) and period, in one transaction; only ever moves a series up.
     *
     * @param format       the series' format (the one given to {@code engine.documents}) for a text column;
     *                     {@code null} for a numeric column (the numbers alone: a series that never restarts)
     * @param subKeyColumn the column holding the sub-series, or {@code null} for one series
     * @throws dev.idgen.InvalidIdRequestException for a key, table or column that is not valid
     * @throws IdSourceUnavailableException when the database refuses (e.g. not run as the schema's owner)
     */
    public Adoption adoptFromColumn(String key, IdFormat format, String table, String column, String subKeyColumn) {
        return adoptFromColumn(key, format, table, column, subKeyColumn, null);
    }

    /**
     * Like {@link #adoptFromColumn(String, IdFormat, String, String, String)} for one period only: the series of the
     * period starting {@code periodStart} ({@code null}: every period the table holds). What idgen's Hibernate
     * {@code @DocumentNumber} runs at start for a series' current period ({@link DocumentNumbers#currentPeriodStart}).
     */
    public Adoption adoptFromColumn(String key, IdFormat format, String table, String column, String subKeyColumn,
                                    LocalDate periodStart) {
        checkNames(key, table, column, subKeyColumn);
        SerialPeriod period = format == null ? SerialPeriod.NEVER : format.serialPeriod();
        for (int attempt = 1; ; attempt++) {
            try {
                return adoptOnce(key, format, table, column, subKeyColumn, periodStart, period);
            } catch (SQLException e) {
                if (attempt < CONFLICT_ATTEMPTS && db.sql().isRetryableConflict(e)) {
                    // a deadlock or serialization failure rolled the whole transaction back (nothing changed): nodes
                    // starting at once adopt the same series together (MariaDB's gap locks on the series' missing row)
                    pauseBeforeRetry(attempt, e, table, column, key);
                    continue;
                }
                throw new IdSourceUnavailableException("adopting the numbers of " + table + "." + column + " for "
                        + "document series '" + key + "' failed, nothing changed: " + e.getMessage()
                        + adoptionFix(e, attempt), e);
            }
        }
    }

    /** What to do about a failed adoption: start again after persistent conflicts, else migrate or run as the owner. */
    private String adoptionFix(SQLException e, int attempts) {
        if (db.sql().isRetryableConflict(e)) {
            return "; it met another transaction on the same series " + attempts + " times in a row (nodes starting at "
                    + "once); start again";
        }
        String migrate = db.sql().isMissingObject(e)
                ? "; run IdGenMigrations.migrate(dataSource) (migrations V11 and V13)" : "";
        return migrate + ". Run it as the owner of idgen's tables: the application's role may not set a series' start";
    }

    /** Attempts of an adoption that meets another transaction on the same series (a deadlock, rolled back whole). */
    private static final int CONFLICT_ATTEMPTS = 5;

    private static void pauseBeforeRetry(int attempt, SQLException conflict, String table, String column, String key) {
        try {
            Thread.sleep(10L * attempt + java.util.concurrent.ThreadLocalRandom.current().nextLong(10));
        } catch (InterruptedException interrupted) {
            Thread.currentThread().interrupt();
            IdSourceUnavailableException e = new IdSourceUnavailableException("adopting the numbers of " + table + "."
                    + column + " for document series '" + key + "' was interrupted before its retry after a conflict "
                    + "with another transaction; nothing changed; the interrupt flag is kept", conflict);
            e.addSuppressed(interrupted);
            throw e;
        }
    }

    private Adoption adoptOnce(String key, IdFormat format, String table, String column, String subKeyColumn,
                               LocalDate periodStart, SerialPeriod period) throws SQLException {
        return db.withConnection(connection -> JdbcAccess.inTransaction(connection, c -> {
            DocumentColumn.Numbers read = DocumentColumn.read(c, table, column, format, subKeyColumn);
            List<Adopted> out = new ArrayList<>();
            for (Map.Entry<SeriesKey, long[]> e : read.series().entrySet()) {
                if (periodStart != null && !periodStart.equals(e.getKey().day())) {
                    continue;
                }
                long[] numbers = e.getValue();
                long largest = numbers[numbers.length - 1];
                SeriesKey k = e.getKey();
                if (!k.subKey().isEmpty()) {
                    IdKeys.check(k.subKey(), "sub-key of document series '" + key + "' read from " + table + "."
                            + subKeyColumn);
                }
                long[] now = adopt(c, key, k, period, largest);
                out.add(new Adopted(k.subKey(), period, k.day(), largest, now[0], now[1]));
            }
            return new Adoption(key, List.copyOf(out), read.unreadable(), read.unreadableExamples());
        }));
    }

    /** One series' largest number in a table, as {@link #largestNumbers} reads it. */
    public record Held(String subKey, LocalDate periodStart, long largest) {
    }

    /**
     * What {@link #adoptFromColumn(String, IdFormat, String, String, String, LocalDate)} would adopt, read only (the
     * application's role may run it): the largest number of each sub-series {@code table.column} holds in the period
     * starting {@code periodStart} ({@code null}: every period), read with the series' format.
     */
    public List<Held> largestNumbers(String key, IdFormat format, String table, String column, String subKeyColumn,
                                     LocalDate periodStart) {
        checkNames(key, table, column, subKeyColumn);
        return DocumentColumn.largest(db, key, format, table, column, subKeyColumn, periodStart).entrySet().stream()
                .map(e -> new Held(e.getKey().subKey(), e.getKey().day(), e.getValue())).toList();
    }

    /**
     * Whether series {@code key} has a row in {@code idgen_document} for the period starting {@code periodStart} —
     * for {@code subKey}, or for any sub-key when {@code subKey} is {@code null}: a series that has one is in use
     * (idgen created it, at its first number or an adoption). A lookup on the primary key, read only.
     */
    public boolean hasSeries(String key, String subKey, SerialPeriod period, LocalDate periodStart) {
        IdKeys.check(key, "document series key");
        String sql = "SELECT 1 FROM " + db.tables().document() + " WHERE biz_tag = ?" + (subKey == null ? ""
                : " AND sub_key = ?") + " AND serial_period = ? AND serial_day = ?";
        try {
            return db.withConnection(c -> {
                try (PreparedStatement ps = db.prepare(c, sql)) {
                    int i = 1;
                    ps.setString(i++, key);
                    if (subKey != null) {
                        ps.setString(i++, subKey);
                    }
                    ps.setString(i++, period.name());
                    ps.setObject(i, periodStart);
                    try (ResultSet rs = ps.executeQuery()) {
                        return rs.next();
                    }
                }
            });
        } catch (SQLException e) {
            throw new IdSourceUnavailableException("reading " + db.tables().document() + " for document series '" + key
                    + "' failed: " + e.getMessage() + (db.sql().isMissingObject(e) ? "; run IdGenMigrations.migrate("
                    + "dataSource) (migrations V11 and V13)" : ""), e);
        }
    }

    private static void checkNames(String key, String table, String column, String subKeyColumn) {
        IdKeys.check(key, "document series key");
        AdoptionChecks.checkIdentifier("table", table);
        AdoptionChecks.checkIdentifier("column", column);
        if (subKeyColumn != null) {
            AdoptionChecks.checkIdentifier("sub-key column", subKeyColumn);
        }
    }

    /** Raises one series' start to {@code start} (creating its row there); its start and last number after. */
    private long[] adopt(Connection c, String key, SeriesKey k, SerialPeriod period, long start) throws SQLException {
        String table = db.tables().document();
        String where = " WHERE biz_tag = ? AND sub_key = ? AND serial_period = ? AND serial_day = ?";
        Object[] keys = {key, k.subKey(), period.name(), k.day()};
        try (PreparedStatement ps = db.prepare(c, "UPDATE " + table + " SET last_number = GREATEST(last_number, ?), "
                + "start_number = ?, updated_at = " + db.sql().currentTimestamp() + where + " AND start_number < ?")) {
            ps.setLong(1, start);
            ps.setLong(2, start);
            SqlDialect.bind(ps, 3, keys, 0, keys.length);
            ps.setLong(3 + keys.length, start);
            ps.executeUpdate();
        }
        long[] now = read(c, table, where, keys);
        if (now != null) {
            return now;
        }
        try (PreparedStatement ps = db.prepare(c, "INSERT INTO " + table + " (biz_tag, sub_key, serial_period, "
                + "serial_day, start_number, last_number) VALUES (?, ?, ?, ?, ?, ?)")) {
            SqlDialect.bind(ps, 1, keys, 0, keys.length);
            ps.setLong(5, start);
            ps.setLong(6, start);
            ps.executeUpdate();
        }
        return Objects.requireNonNull(read(c, table, where, keys), "the row inserted in this transaction");
    }

    private long[] read(Connection c, String table, String where, Object[] keys) throws SQLException {
        try (PreparedStatement ps = db.prepare(c, "SELECT start_number, last_number FROM " + table + where
                + " FOR UPDATE")) {
            SqlDialect.bind(ps, 1, keys, 0, keys.length);
            try (ResultSet rs = ps.executeQuery()) {
                return rs.next() ? new long[] {rs.getLong(1), rs.getLong(2)} : null;
            }
        }
    }
}
