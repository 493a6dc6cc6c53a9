package dev.idgen.jdbc.internal.document;

import dev.idgen.IdGenConfigurationException;
import dev.idgen.IdKeys;
import dev.idgen.IdSourceUnavailableException;
import dev.idgen.InvalidIdRequestException;
import dev.idgen.format.IdFormat;
import dev.idgen.jdbc.document.DocumentNumbers;
import dev.idgen.jdbc.document.TransactionConnection;
import dev.idgen.jdbc.internal.Door;
import dev.idgen.jdbc.internal.JdbcAccess;
import java.sql.Connection;
import java.sql.SQLException;
import java.time.Duration;
import java.time.ZoneId;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The engine's gap-free document numbers ({@link DocumentNumbers}): one object per key, the series' rows in
 * {@code idgen_document} (migration V11). The rows are created here, on idgen's own connection, with nothing taken;
 * the numbers are taken on the caller's, in {@link DocumentSeries}.
 */
public final class DocumentRuntime {

    /** The generator name plugins see: {@code document:<key>} or {@code document:<key>/<sub-key>}. */
    static final String STRATEGY = "document";

    private final Door door;
    private final JdbcAccess db;
    private final ZoneId zone;
    private final int timeoutSeconds;
    private final TransactionConnection transactions;
    private final Map<String, DocumentSeries> byKey = new ConcurrentHashMap<>();
    /** Series rows known to exist (created here or found), so a row is inserted once per node and period. */
    private final Map<SeriesRow, Boolean> rows = new ConcurrentHashMap<>();

    /**
     * @param maxWait      bounds the wait for another transaction's lock, rounded up to whole seconds
     * @param transactions finds the current transaction's connection for {@link DocumentNumbers#next()}, or
     *                     {@code null}
     */
    public DocumentRuntime(Door door, JdbcAccess db, ZoneId zone, Duration maxWait, TransactionConnection transactions) {
        this.door = door;
        this.db = db;
        this.zone = zone;
        this.timeoutSeconds = (int) Math.max(1, (maxWait.toMillis() + 999) / 1000);
        this.transactions = transactions;
    }

    /** The numbers of {@code key} in {@code format}; one object per key, which keeps its first format. */
    public DocumentNumbers documents(String key, IdFormat format) {
        IdKeys.check(key, "document series key");
        if (format == null) {
            throw new InvalidIdRequestException("document series '" + key + "' needs an IdFormat, e.g. "
                    + "IdFormat.parse(\"F{date:yyyy}-{serial:6}\")");
        }
        if (format.maxSerial() < 0) {
            throw new IdGenConfigurationException("document series '" + key + "': format '" + format + "' has no "
                    + "{serial:N}; a document number needs one");
        }
        DocumentSeries series = byKey.computeIfAbsent(key, k -> {
            door.context().admitKey(STRATEGY, k);
            return new DocumentSeries(this, k, format);
        });
        if (!series.format().toString().equals(format.toString())) {
            throw new InvalidIdRequestException("document series '" + key + "' is numbered in format '" + series.format()
                    + "' on this engine, not '" + format + "': one series, one format (a changed format would start "
                    + "another period's numbering); use another key for another format");
        }
        return series;
    }

    Door door() {
        return door;
    }

    ZoneId zone() {
        return zone;
    }

    JdbcAccess db() {
        return db;
    }

    int timeoutSeconds() {
        return timeoutSeconds;
    }

    Connection transactionConnection(String series) {
        if (transactions == null) {
            throw new InvalidIdRequestException(series + ": next() without a connection needs the current transaction's, "
                    + "and this engine has no TransactionConnection (idgen's Spring Boot starter sets one); pass the "
                    + "transaction's connection: next(connection)");
        }
        Connection c = transactions.current(series);
        if (c == null) {
            throw new InvalidIdRequestException(series + ": no current transaction; take document numbers inside the "
                    + "transaction that stores the document");
        }
        return c;
    }

    /** Forgets that {@code row} exists: it was not found. */
    void forget(SeriesRow row) {
        rows.remove(row);
    }

    /** Makes sure the series' row exists, committed with last_number 0, on idgen's own connection. */
    void ensureRow(SeriesRow row) {
        if (rows.containsKey(row)) {
            return;
        }
        String sql = "INSERT INTO " + db.tables().document() + " (biz_tag, sub_key, serial_period, serial_day, last_number)"
                + " VALUES (?, ?, ?, ?, 0)";
        try {
            db.withConnection(c -> {
                try (var ps = db.prepare(c, sql)) {
                    ps.setString(1, row.key());
                    ps.setString(2, row.subKey());
                    ps.setString(3, row.period().name());
                    ps.setObject(4, row.day());
                    ps.executeUpdate();
                } catch (SQLException e) {
                    if (!db.sql().isConstraintViolation(e)) { // another node, or this one earlier, created it
                        throw e;
                    }
                }
                return null;
            });
        } catch (SQLException e) {
            throw new IdSourceUnavailableException(row + ": cannot create the series' row in " + db.tables().document()
                    + ": " + e.getMessage() + (db.sql().isMissingObject(e) ? "; run IdGenMigrations.migrate(dataSource) "
                    + "(migration V11 creates it)" : ""), e);
        }
        if (rows.size() > 100_000) {
            rows.clear(); // a cache only: past periods are never asked again, and a row found again costs one INSERT
        }
        rows.put(row, Boolean.TRUE);
    }
}
