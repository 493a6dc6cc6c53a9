package dev.idgen.jdbc.internal;

import dev.idgen.IdGenConfigurationException;
import dev.idgen.IdKeys;
import dev.idgen.InvalidIdRequestException;
import dev.idgen.format.IdFormat;
import dev.idgen.jdbc.Region;
import dev.idgen.jdbc.document.DocumentNumbers;
import dev.idgen.jdbc.document.TransactionConnection;
import java.sql.Connection;
import java.time.ZoneId;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The engine's gap-free document numbers ({@link DocumentNumbers}): one object per key, the series' rows in
 * {@code idgen_document} (migration V11). A series' row and its numbers are both written on the caller's connection,
 * in the caller's transaction ({@link DocumentSeries}, {@link SeriesRows}): nothing here borrows a connection of its
 * own, so the caller's transaction is never committed by idgen and never waits for a second connection.
 *
 * <p>Regions: each region's database holds its own series, so a series is gap-free within a region (1..N
 * there), never a residue class of one (residues would leave gaps in every region). Two regions would then
 * print the same number, so with more than one region the format must carry the region, {@code {part:region:N}}
 * ({@value #REGION_PART}), which the engine fills with its region's index, zero-padded: region 2's invoice 17 is
 * {@code F2026-2-000017}, region 0's {@code F2026-0-000017}. A format without it is refused with that fix.
 */
public final class DocumentRuntime {

    /** What {@code maxKeys} counts document series as (plugins see {@code document:<key>[/<sub-key>]}). */
    private static final String STRATEGY = "document";
    /** The caller part the engine fills with its region, with more than one region. */
    static final String REGION_PART = DocumentSeries.REGION_PART;

    private final Door door;
    private final JdbcAccess db;
    private final ZoneId zone;
    private final TransactionConnection transactions;
    private final Map<String, DocumentSeries> byKey = new ConcurrentHashMap<>();
    private final SeriesRows rows;
    private final Region region;

    /**
     * @param transactions finds the current transaction's connection for {@link DocumentNumbers#next()}, or
     *                     {@code null}
     * @param region       this node's region: with several, formats must carry {@code {part:region:N}}
     */
    public DocumentRuntime(Door door, JdbcAccess db, ZoneId zone, TransactionConnection transactions, Region region) {
        this.door = door;
        this.db = db;
        this.zone = zone;
        this.transactions = transactions;
        this.rows = new SeriesRows(db);
        this.region = region;
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
        String regionPart = regionPart(key, format);
        DocumentSeries series = byKey.computeIfAbsent(key, k -> {
            door.context().admitKey(STRATEGY, k);
            return new DocumentSeries(k, format, door, db, zone, rows, this::transactionConnection, regionPart);
        });
        if (!series.format().toString().equals(format.toString())) {
            throw new InvalidIdRequestException("document series '" + key + "' is numbered in format '" + series.format()
                    + "' on this engine, not '" + format + "': one series, one format (a changed format would start "
                    + "another period's numbering); use another key for another format");
        }
        return series;
    }

    /** The region as the format's {@code {part:region:N}} writes it, or {@code null} without regions. */
    private String regionPart(String key, IdFormat format) {
        if (!region.isShared()) {
            return null;
        }
        int width = format.partWidth(REGION_PART);
        String digits = Integer.toString(region.count() - 1);
        if (width < digits.length()) {
            throw new IdGenConfigurationException("document series '" + key + "': this node is " + region + ", and "
                    + "each region numbers its own series 1..N, so the number must carry the region or two regions "
                    + "print the same one; format '" + format + "' " + (width < 0 ? "has no {part:" + REGION_PART
                    + ":N}" : "has {part:" + REGION_PART + ":" + width + "}, too narrow for region " + digits)
                    + ". Fix: add {part:" + REGION_PART + ":" + digits.length() + "} (the engine fills it), e.g. "
                    + "F{date:yyyy}-{part:" + REGION_PART + ":" + digits.length() + "}-{serial:6}");
        }
        return "0".repeat(width - Integer.toString(region.index()).length()) + region.index();
    }

    private Connection transactionConnection(String series) {
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
}
